/**
 * The zone system times are shown in: the viewer's own, which the browser tells the server in a
 * cookie so that server and browser draw the same text. Times a user typed as a wall-clock time
 * (a milestone, a crossing in Hong Kong time) carry no zone and are shown as typed.
 */
export const TIME_ZONE_COOKIE = "tz";
/** Until the browser has told its zone (a first visit). */
export const DEFAULT_TIME_ZONE = "UTC";

/** The zone if the runtime knows it (an IANA name such as Asia/Hong_Kong), else null. */
export function knownTimeZone(name: string | null | undefined): string | null {
  if (!name || name.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone a request's cookie names, or the default. */
export function timeZoneOf(cookieHeader: string | null): string {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === TIME_ZONE_COOKIE)?.[1];
  return knownTimeZone(value ? decodeURIComponent(value) : null) ?? DEFAULT_TIME_ZONE;
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

/** `YYYY-MM-DD HH:mm:ss` of an instant in `zone`; a wall-clock time is given back as typed. */
export function timeText(value: string, zone: string): string {
  if (!INSTANT.test(value)) return value.slice(0, 19).replace("T", " ");
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
