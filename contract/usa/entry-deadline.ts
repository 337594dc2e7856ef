import { dayAfter } from "./working-days";

/**
 * The entry is due within 15 calendar days of the goods' arrival at the port of entry (19 CFR
 * 142.2(a); DOMAIN §1.1, §5.2). Goods still unentered after that are unclaimed: CBP may send them
 * to a General Order warehouse at the importer's cost (19 U.S.C. 1490; 19 CFR 127.1).
 */
export const ENTRY_DAYS_AFTER_ARRIVAL = 15;
/** The dashboard warns this many days before the deadline. */
export const ENTRY_WARNING_DAYS = 3;

/**
 * Where a shipment stands against the rule: not arrived (no deadline yet), entered (in time, or
 * late), or unentered: open, within the warning days of the deadline, or past it (General Order risk).
 */
export const ENTRY_DEADLINE_STATES = ["filed", "filedLate", "open", "dueSoon", "generalOrder"] as const;
export type EntryDeadlineState = (typeof ENTRY_DEADLINE_STATES)[number];

/** The last day the entry may be filed: the 15th calendar day after arrival (`YYYY-MM-DD`). */
export const entryDeadline = (arrival: string): string => dayAfter(arrival, ENTRY_DAYS_AFTER_ARRIVAL);

/**
 * The latest arrival day whose unentered goods are on the dashboard's list on `today`: due within
 * the warning days, or already past due.
 */
export const latestArrivalAtRisk = (today: string): string => dayAfter(today, ENTRY_WARNING_DAYS - ENTRY_DAYS_AFTER_ARRIVAL);

/**
 * The shipment's state on `today`, from its arrival (the "port" milestone) and the entry's filing
 * (the "entry" milestone). A release proves an entry was filed even when its day was not recorded.
 */
export function entryDeadlineState(milestones: { arrival: string | null; entryFiled: string | null; released: boolean }, today: string): { deadline: string; state: EntryDeadlineState } | null {
  if (milestones.arrival === null) return null;
  const deadline = entryDeadline(milestones.arrival);
  if (milestones.entryFiled !== null) return { deadline, state: milestones.entryFiled.slice(0, 10) > deadline ? "filedLate" : "filed" };
  if (milestones.released) return { deadline, state: "filed" };
  const day = today.slice(0, 10);
  if (day > deadline) return { deadline, state: "generalOrder" };
  return { deadline, state: milestones.arrival.slice(0, 10) <= latestArrivalAtRisk(day) ? "dueSoon" : "open" };
}
