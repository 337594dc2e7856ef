import type { FieldSpec } from "~/resources/define";
import { DEFAULT_TIME_ZONE, timeText } from "~/lib/time-zone";

/**
 * A cell's text. A system time shows as "YYYY-MM-DD HH:mm:ss" in the viewer's zone (the one the
 * page was drawn in, the same on server and browser); a typed wall-clock time as it was typed.
 */
export function cellText(value: unknown, format: NonNullable<FieldSpec["column"]>["format"], zone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined) return "";
  if (format === "datetime" && typeof value === "string") return timeText(value, zone);
  return String(value);
}
