/** DOMAIN §1.1: the entry summary is due within 10 working days of release. */
export const SUMMARY_DUE_WORKING_DAYS = 10;

/**
 * US federal holidays as observed (5 U.S.C. 6103; a Saturday holiday is kept on the Friday before,
 * a Sunday one on the Monday after), as OPM publishes them: dated data, one row a day off. CBP
 * counts working days without them (19 CFR 101.1 "working day"). Add the next year's rows when
 * OPM publishes them; a later day is counted as a weekday only.
 */
export const FEDERAL_HOLIDAYS: ReadonlyArray<readonly [day: string, name: string]> = [
  ["2024-01-01", "New Year's Day"],
  ["2024-01-15", "Birthday of Martin Luther King, Jr."],
  ["2024-02-19", "Washington's Birthday"],
  ["2024-05-27", "Memorial Day"],
  ["2024-06-19", "Juneteenth National Independence Day"],
  ["2024-07-04", "Independence Day"],
  ["2024-09-02", "Labor Day"],
  ["2024-10-14", "Columbus Day"],
  ["2024-11-11", "Veterans Day"],
  ["2024-11-28", "Thanksgiving Day"],
  ["2024-12-25", "Christmas Day"],
  ["2025-01-01", "New Year's Day"],
  ["2025-01-20", "Birthday of Martin Luther King, Jr."],
  ["2025-02-17", "Washington's Birthday"],
  ["2025-05-26", "Memorial Day"],
  ["2025-06-19", "Juneteenth National Independence Day"],
  ["2025-07-04", "Independence Day"],
  ["2025-09-01", "Labor Day"],
  ["2025-10-13", "Columbus Day"],
  ["2025-11-11", "Veterans Day"],
  ["2025-11-27", "Thanksgiving Day"],
  ["2025-12-25", "Christmas Day"],
  ["2026-01-01", "New Year's Day"],
  ["2026-01-19", "Birthday of Martin Luther King, Jr."],
  ["2026-02-16", "Washington's Birthday"],
  ["2026-05-25", "Memorial Day"],
  ["2026-06-19", "Juneteenth National Independence Day"],
  ["2026-07-03", "Independence Day"],
  ["2026-09-07", "Labor Day"],
  ["2026-10-12", "Columbus Day"],
  ["2026-11-11", "Veterans Day"],
  ["2026-11-26", "Thanksgiving Day"],
  ["2026-12-25", "Christmas Day"],
  ["2027-01-01", "New Year's Day"],
  ["2027-01-18", "Birthday of Martin Luther King, Jr."],
  ["2027-02-15", "Washington's Birthday"],
  ["2027-05-31", "Memorial Day"],
  ["2027-06-18", "Juneteenth National Independence Day"],
  ["2027-07-05", "Independence Day"],
  ["2027-09-06", "Labor Day"],
  ["2027-10-11", "Columbus Day"],
  ["2027-11-11", "Veterans Day"],
  ["2027-11-25", "Thanksgiving Day"],
  ["2027-12-24", "Christmas Day"],
  ["2027-12-31", "New Year's Day (2028, observed)"],
];

const HOLIDAY_DAYS: ReadonlySet<string> = new Set(FEDERAL_HOLIDAYS.map(([day]) => day));

/** The last year whose holidays are loaded. */
export const HOLIDAYS_KNOWN_THROUGH = Math.max(...FEDERAL_HOLIDAYS.map(([day]) => Number(day.slice(0, 4))));

/** `YYYY-MM-DD`, `days` calendar days after `day` (which may carry a time, ignored). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A weekday that is not a federal holiday (19 CFR 101.1). */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAY_DAYS.has(day.slice(0, 10));
}

/** The `n`th working day after `day`. */
export function workingDaysAfter(day: string, n: number): string {
  let current = day.slice(0, 10);
  for (let left = n; left > 0; ) {
    current = dayAfter(current, 1);
    if (isWorkingDay(current)) left--;
  }
  return current;
}

/** The day the entry summary is due: the 10th working day after the release (DOMAIN §1.1, §5.2; 19 CFR 142.12(b)). */
export const entrySummaryDue = (release: string): string => workingDaysAfter(release, SUMMARY_DUE_WORKING_DAYS);

/**
 * The earliest release day whose entry summary is still due on `today`: releases from this day to
 * today are "summary due" (the dashboard's card and the shipment list's filter).
 */
export function earliestReleaseStillDue(today: string): string {
  let day = dayAfter(today, -3 * SUMMARY_DUE_WORKING_DAYS);
  while (entrySummaryDue(day) < today) day = dayAfter(day, 1);
  return day;
}
