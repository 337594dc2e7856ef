/**
 * System times as the screens and the exported files show them, in one place for the app and the
 * provider's files: `YYYY-MM-DD HH:mm:ss` in the viewer's zone. A wall-clock time typed without a
 * zone (a milestone, a crossing in Hong Kong time) is shown as typed.
 */

/** The zone if the runtime knows it (an IANA name such as Asia/Hong_Kong), else null. */
export function knownTimeZone(name: unknown): string | null {
  if (typeof name !== "string" || !name || name.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An instant with its zone (`…Z` or `…+08:00`), as opposed to a wall-clock time typed without one. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * One formatter per zone: making an Intl.DateTimeFormat costs far more than formatting with it,
 * and a list page formats a time in every row. At most one per IANA zone (`knownTimeZone` checks them).
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
    formats.set(zone, format);
  }
  return format;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant (an ISO text, a Date or epoch milliseconds) in `zone`; a wall-clock time is given back as typed. */
export function timeText(value: string | Date | number, zone: string): string {
  if (typeof value === "string" && !INSTANT.test(value)) return value.slice(0, 19).replace("T", " ");
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
