import { useTimeZone } from "~/lib/use-time-zone";

/** Epoch ms as the reader's local date and time, to the second; a dash for none. */
export function useTimeText(): (ms: number | null | undefined) => string {
  const timeZone = useTimeZone();
  return (ms) => {
    if (ms === null || ms === undefined) return "—";
    const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(ms);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}:${get("second")}`;
  };
}
