/**
 * Hong Kong's timing and grouping rules (DOMAIN §2.1, §2.2, §5.2), as pure functions shared by
 * the forms, the simulator and the seeds: the e-ACI window before a crossing, the bundling
 * deadline, the TDEC's 14 days and its late-lodgement penalty, and which goods lines may share
 * one trade declaration.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** e-ACI (ROCARS): no earlier than 14 days and at least 30 minutes before the cargo crosses. */
export const E_ACI_EARLIEST_MS = 14 * DAY_MS;
export const E_ACI_LATEST_MS = 30 * MINUTE_MS;
/** Bundling the CCRNs with the vehicle: at least 30 minutes before the land boundary control point. */
export const BUNDLING_LATEST_MS = 30 * MINUTE_MS;
/** A TDEC is lodged within 14 days after the import or export. */
export const TDEC_DAYS = 14;

export type TimingProblem = "tooEarly" | "tooLate";

/** Whether an e-ACI submitted at `submittedAt` falls inside the window before `crossingAt` (both epoch ms). */
export function eAciTimingProblem(submittedAt: number, crossingAt: number): TimingProblem | null {
  const ahead = crossingAt - submittedAt;
  if (ahead > E_ACI_EARLIEST_MS) return "tooEarly";
  if (ahead < E_ACI_LATEST_MS) return "tooLate";
  return null;
}

/** Bundling must come at least 30 minutes before the crossing. */
export function bundlingTimingProblem(bundledAt: number, crossingAt: number): "tooLate" | null {
  return crossingAt - bundledAt < BUNDLING_LATEST_MS ? "tooLate" : null;
}

/** `YYYY-MM-DD` plus whole days or calendar months (a month past the 31st ends on the month's last day). */
function shifted(day: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [y, m, d] = day.split("-").map(Number);
  if (months === 0) return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
  const lastOfTarget = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastOfTarget))).toISOString().slice(0, 10);
}

/** The last day a TDEC may be lodged for goods imported or exported on `movedOn`. */
export function tdecDueDate(movedOn: string): string {
  return shifted(movedOn, { days: TDEC_DAYS });
}

/** HK$20,000 in cents: the value that separates the two rows of the penalty table. */
export const PENALTY_VALUE_THRESHOLD_CENTS = 2_000_000;
/** [up to a month late, up to two months late, later], in HKD cents, by value row. */
const PENALTY_TABLE = { low: [2_000, 4_000, 10_000], high: [4_000, 8_000, 20_000] } as const;

export interface LatePenalty {
  /** 0 on time; 1, 2 or 3 by how late (DOMAIN §2.1 table's columns). */
  tier: 0 | 1 | 2 | 3;
  /** HKD cents. */
  penaltyCents: number;
  dueDate: string;
}

/**
 * The late-lodgement penalty of a TDEC (DOMAIN §2.1, a secondary source consistent with C&SD's
 * "up to $200"): none when lodged by the 14th day; then by how far past the due date (up to one
 * calendar month, up to two, later) and whether the value exceeds HK$20,000.
 */
export function latePenalty(movedOn: string, lodgedOn: string, valueHkdCents: number): LatePenalty {
  const dueDate = tdecDueDate(movedOn);
  if (lodgedOn <= dueDate) return { tier: 0, penaltyCents: 0, dueDate };
  const tier = lodgedOn <= shifted(dueDate, { months: 1 }) ? 1 : lodgedOn <= shifted(dueDate, { months: 2 }) ? 2 : 3;
  const row = valueHkdCents > PENALTY_VALUE_THRESHOLD_CENTS ? PENALTY_TABLE.high : PENALTY_TABLE.low;
  return { tier, penaltyCents: row[tier - 1], dueDate };
}

/** A goods line as the grouping rule reads it: its HKHS code and the country it comes from or goes to. */
export interface GroupedLine {
  lineNo: number;
  hkhsCode: string;
  country: string;
}

export type GroupingProblem = { rule: "headingDiffers"; lineNo: number; heading: string } | { rule: "countryDiffers"; lineNo: number; country: string };

/**
 * One TDEC may group lines under one B/L, air waybill or road cargo manifest freely; without one,
 * only lines sharing the first four HKHS digits and the same country (DOMAIN §2.4, C&SD). Answers
 * the first line that breaks the rule, with what it breaks against (the first line's heading or
 * country).
 */
export function groupingProblem(transportDocument: string | null | undefined, lines: readonly GroupedLine[]): GroupingProblem | null {
  if (transportDocument && transportDocument.trim() !== "") return null;
  const [first, ...rest] = lines;
  if (!first) return null;
  for (const line of rest) {
    if (line.hkhsCode.slice(0, 4) !== first.hkhsCode.slice(0, 4)) return { rule: "headingDiffers", lineNo: line.lineNo, heading: first.hkhsCode.slice(0, 4) };
    if (line.country !== first.country) return { rule: "countryDiffers", lineNo: line.lineNo, country: first.country };
  }
  return null;
}
