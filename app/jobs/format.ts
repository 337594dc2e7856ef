import { timeText } from "~/lib/time-zone";
import { useTimeZone } from "~/lib/use-time-zone";

/** Epoch ms as the reader's local date and time, to the second; a dash for none. */
export function useTimeText(): (ms: number | null | undefined) => string {
  const zone = useTimeZone();
  return (ms) => (ms ? timeText(ms, zone) : "—");
}
