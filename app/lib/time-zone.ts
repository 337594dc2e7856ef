import { knownTimeZone } from "#contract/time-text";

/**
 * The zone system times are shown in: the viewer's own, which the browser tells the server in a
 * cookie so that server and browser draw the same text. Times a user typed as a wall-clock time
 * (a milestone, a crossing in Hong Kong time) carry no zone and are shown as typed.
 */
export const TIME_ZONE_COOKIE = "tz";
/** Until the browser has told its zone (a first visit). */
export const DEFAULT_TIME_ZONE = "UTC";

export { knownTimeZone, timeText } from "#contract/time-text";

/** The zone a request's cookie names, or the default. */
export function timeZoneOf(cookieHeader: string | null): string {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === TIME_ZONE_COOKIE)?.[1];
  return knownTimeZone(value ? decodeURIComponent(value) : null) ?? DEFAULT_TIME_ZONE;
}
