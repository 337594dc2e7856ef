import { SHARE_MAX_DAYS } from "#contract/netdisc";

/** A link's lifetime choices: days from now, or a last day the user picks. */
export const SHARE_CHOICES = ["1", "7", "30", "date"] as const;
export type ShareChoice = (typeof SHARE_CHOICES)[number];
const DAY_MS = 86_400_000;

/**
 * The expiry a choice means at `now`, as ISO text; a date (yyyy-mm-dd) lasts to the end of that
 * day in the viewer's zone. Undefined when the date is missing, past or beyond the longest life.
 */
export function expiryOf(choice: ShareChoice, date: string, now: number): string | undefined {
  if (choice !== "date") return new Date(now + Number(choice) * DAY_MS).toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1).getTime();
  return end > now && end <= now + SHARE_MAX_DAYS * DAY_MS ? new Date(end).toISOString() : undefined;
}
