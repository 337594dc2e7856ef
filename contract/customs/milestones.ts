/**
 * An import container's milestones (DOMAIN §1.13) and the order rules between them (DOMAIN §5.2),
 * shared by the shipment forms, the simulator's validation and the seeds.
 */

/**
 * The milestones in display order:
 * - isf: ISF filed · mbl: master bill issued · departed: vessel departed, the goods laden on board
 * - eta: estimated arrival at the discharge port (an estimate, so no order rule applies to it)
 * - port: vessel arrived and discharged at the US port (the arrival the 15-day entry rule counts from)
 * - entry: the entry (CBP 3461) filed, which may precede the arrival
 * - fda, epa: PGA release · customs: CBP release · freight: the carrier's freight release · bond: bond on file
 * - container: container available at the terminal · lastFreeDay: last free day
 * - pickup: the trucker's pickup at the terminal · outgate: the full container out of the terminal
 * - delivery: delivered to the consignee · pod: proof of delivery
 * - empty: empty ready for return · ingate: empty returned into the terminal or depot
 */
export const MILESTONES = ["isf", "mbl", "departed", "eta", "port", "entry", "fda", "epa", "customs", "freight", "bond", "container", "lastFreeDay", "pickup", "outgate", "delivery", "pod", "empty", "ingate"] as const;
export type Milestone = (typeof MILESTONES)[number];

/**
 * A milestone's value: `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` in the port's local time. Null, undefined
 * and the empty string mean "not yet".
 */
export type MilestoneDates = Partial<Record<Milestone, string | null>>;

const VALUE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;
const MINUTES_PER_DAY = 24 * 60;

function parse(value: string): { day: number; minute: number | null } {
  const match = VALUE_SHAPE.exec(value);
  if (!match) throw new Error(`not a date or date-time: ${value}`);
  const [year, month, day] = [match[1], match[2], match[3]].map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) throw new Error(`not a calendar date: ${value}`);
  const dayNumber = date.getTime() / (MINUTES_PER_DAY * 60_000);
  if (match[4] === undefined) return { day: dayNumber, minute: null };
  const [hour, minute] = [match[4], match[5]].map(Number);
  if (hour > 23 || minute > 59) throw new Error(`not a time of day: ${value}`);
  return { day: dayNumber, minute: dayNumber * MINUTES_PER_DAY + hour * 60 + minute };
}

export function isMilestoneValue(value: string): boolean {
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

/** Days since 1970-01-01 of a value's date part, on the calendar rather than a clock, so time zones cannot shift it. */
export function milestoneDay(value: string): number {
  return parse(value).day;
}

/** Minutes since 1970-01-01T00:00 of a value; a date-only value is its midnight. */
export function milestoneMinute(value: string): number {
  const parsed = parse(value);
  return parsed.minute ?? parsed.day * MINUTES_PER_DAY;
}

/** Negative when a is earlier than b; date-times compare to the minute, and against a date-only value on the date alone. */
function compareValues(a: string, b: string): number {
  const pa = parse(a);
  const pb = parse(b);
  return pa.minute !== null && pb.minute !== null ? pa.minute - pb.minute : pa.day - pb.day;
}

function valueOf(dates: MilestoneDates, milestone: Milestone): string | null {
  return dates[milestone] || null;
}

/**
 * Each pair [a, b] says b may not be earlier than a (DOMAIN §5.2 "Milestone order", §1.13 "LFD ≥ available").
 * PGA, CBP and the carrier's releases gate the pickup and the outgate, not availability.
 */
export const MILESTONE_ORDER: ReadonlyArray<readonly [Milestone, Milestone]> = [
  ["mbl", "port"],
  ["isf", "port"],
  ["departed", "port"],
  ["port", "container"],
  ["port", "customs"],
  ["entry", "customs"],
  ["bond", "customs"],
  ["fda", "outgate"],
  ["epa", "outgate"],
  ["customs", "outgate"],
  ["freight", "outgate"],
  ["customs", "pickup"],
  ["freight", "pickup"],
  ["container", "lastFreeDay"],
  ["container", "pickup"],
  ["container", "outgate"],
  ["pickup", "outgate"],
  ["outgate", "delivery"],
  ["delivery", "pod"],
  ["delivery", "empty"],
  ["empty", "ingate"],
  ["outgate", "ingate"],
];

/**
 * Not steps of the shipment's progress: an estimate, releases only some goods need, the bond,
 * usually on file before the shipment, and the entry's filing, which the release follows.
 */
const OPTIONAL: ReadonlySet<Milestone> = new Set(["eta", "entry", "fda", "epa", "bond"]);
/**
 * The milestones that must be recorded before each may be: the physical chain of DOMAIN §5.2
 * (arrival, availability, and both the customs and the carrier's release before the pickup and outgate; the outgate before delivery and the
 * empty's return). A release with no arrival would leave the shipment "on the water" yet counted
 * as released; the chain is recorded in order instead, so the list, the page and the dashboard
 * read one stage. Not required: the estimate, the PGA releases and the bond (not every shipment
 * has them), the filings and the departure (a broker may track a shipment whose ISF another party
 * filed or whose lading it was not told of; a missing ISF is flagged as late on its own), and the trucker's pickup and the empty's readiness, which a
 * terminal's outgate and ingate report without.
 */
const PREREQUISITES: Partial<Record<Milestone, readonly Milestone[]>> = {
  customs: ["port"],
  container: ["port"],
  lastFreeDay: ["container"],
  pickup: ["container", "customs", "freight"],
  outgate: ["container", "customs", "freight"],
  delivery: ["outgate"],
  pod: ["delivery"],
  empty: ["delivery"],
  ingate: ["outgate"],
};

export const predecessorsOf = (milestone: Milestone): readonly Milestone[] => PREREQUISITES[milestone] ?? [];

/** The predecessors of `milestone` not yet recorded in `dates`. */
export function missingPredecessors(dates: MilestoneDates, milestone: Milestone): Milestone[] {
  return predecessorsOf(milestone).filter((earlier) => valueOf(dates, earlier) === null);
}

/** The recorded milestones that follow `milestone` directly and so would lose their predecessor if it were removed. */
export function recordedSuccessors(dates: MilestoneDates, milestone: Milestone): Milestone[] {
  return MILESTONES.filter((later) => valueOf(dates, later) !== null && predecessorsOf(later).includes(milestone));
}

/** A value as the screens show it: `YYYY-MM-DD` or `YYYY-MM-DD HH:mm`, the port's local time (no zone to convert). */
export const milestoneText = (value: string): string => value.replace("T", " ");


export type OrderProblem = { milestone: Milestone; before: Milestone };

/** Breaches of the rules whose two ends are both set. Only direct rules count: with pickup unset, an outgate before availability is not reported. */
export function milestoneOrderProblems(dates: MilestoneDates): OrderProblem[] {
  const problems: OrderProblem[] = [];
  for (const [earlier, later] of MILESTONE_ORDER) {
    const a = valueOf(dates, earlier);
    const b = valueOf(dates, later);
    if (a !== null && b !== null && compareValues(b, a) < 0) problems.push({ milestone: later, before: earlier });
  }
  return problems;
}

export type PgaHold = { agency: "FDA" | "EPA"; released: boolean };

/** A container cannot be available while an FDA or EPA hold stands (DOMAIN §5.2 "PGA hold blocks available"). */
export function holdProblems(dates: MilestoneDates, holds: PgaHold[]): Milestone[] {
  return valueOf(dates, "container") !== null && holds.some((hold) => !hold.released) ? ["container"] : [];
}

/**
 * The ISF is due 24 hours before lading at the foreign port (DOMAIN §0, §5.2). Both values must be
 * on the same clock; a date-only value counts as its midnight.
 */
export function isfLate(isfFiled: string, ladenOnBoard: string): boolean {
  return milestoneMinute(ladenOnBoard) - milestoneMinute(isfFiled) < MINUTES_PER_DAY;
}


/** The first milestone in display order still to come, or null once all are set. */
export function nextMilestone(dates: MilestoneDates): Milestone | null {
  return MILESTONES.find((milestone) => !OPTIONAL.has(milestone) && valueOf(dates, milestone) === null) ?? null;
}
