/**
 * Duty, CBP fees and demurrage/detention arithmetic for an entry's estimate (DOMAIN §1.12, §1.13, §5.2).
 * Money is integer cents; rates are decimal strings, kept as data with the date they take effect
 * because they change every fiscal year (DOMAIN method note). Products go through BigInt, so a large
 * value times a rate in parts per million stays exact, and round half up to the cent.
 */
import { isMilestoneValue, milestoneDay } from "./milestones";

const PPM_PER_WHOLE = 1_000_000n;
/** A percentage with up to four decimals, as the fee rates are printed (0.3464 %), optionally followed by %. */
const PERCENT = /^(\d+)(?:\.(\d{1,4}))?\s*%?$/;

/** A rate such as "16.5%", "0.3464 %", "16.5" or the tariff's "Free", in parts per million (16.5 % → 165000n). */
export function parsePercent(s: string): bigint {
  const text = s.trim();
  if (/^free$/i.test(text)) return 0n;
  const match = PERCENT.exec(text);
  if (!match) throw new Error(`not an ad valorem rate: ${s}`);
  return BigInt(match[1]) * 10_000n + BigInt((match[2] ?? "").padEnd(4, "0"));
}

/** numerator / denominator, both non-negative, rounded half up. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return 2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient;
}

function cents(amount: bigint): number {
  const result = Number(amount);
  if (!Number.isSafeInteger(result)) throw new Error("amount exceeds the cents a number can hold");
  return result;
}

function requireCents(amount: number, what: string): bigint {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`${what} must be a whole, non-negative number of cents`);
  return BigInt(amount);
}

/** A non-negative number as the decimal it was written as (0.1 is one tenth, not its binary neighbour): digits over 10^scale. */
function decimalOf(n: number, what: string): { digits: bigint; scale: number } {
  if (!Number.isFinite(n) || n < 0) throw new Error(`${what} must be a non-negative number`);
  const [mantissa, exponent = "0"] = String(n).split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** One HTS line: value in cents, the General/Special rate, an optional specific rate, and Chapter 99 ad valorem layers such as "25%". */
export type HtsLine = { valueCents: number; adValorem: string; specificCentsPerUnit?: number; quantity?: number; additional?: string[] };

/** value × (ad valorem + Chapter 99 layers) + specific rate × quantity, each part rounded to the cent (DOMAIN §5.2 "Duty"). */
export function lineDuty(line: HtsLine): number {
  const value = requireCents(line.valueCents, "a line's value");
  const rate = [line.adValorem, ...(line.additional ?? [])].reduce((sum, layer) => sum + parsePercent(layer), 0n);
  let duty = divideHalfUp(value * rate, PPM_PER_WHOLE);
  if (line.specificCentsPerUnit !== undefined) {
    if (line.quantity === undefined) throw new Error("a specific rate needs a quantity");
    const perUnit = decimalOf(line.specificCentsPerUnit, "a specific rate");
    const quantity = decimalOf(line.quantity, "a quantity");
    duty += divideHalfUp(perUnit.digits * quantity.digits, 10n ** BigInt(perUnit.scale + quantity.scale));
  }
  return cents(duty);
}

/**
 * One fiscal year's MPF and HMF terms, from the Federal Register notice that set them: the formal
 * entry's ad valorem MPF within its bounds, and the flat MPF of an informal entry filed
 * electronically by a broker (19 CFR 24.23(b)(1)(ii)(A): automated, not prepared by CBP).
 */
export type FeeSchedule = {
  fiscalYear: number;
  effectiveFrom: string;
  mpfRate: string;
  mpfMinCents: number;
  mpfMaxCents: number;
  informalMpfCents: number;
  hmfRate: string;
  source: string;
};

/**
 * The schedules as dated data, oldest first (DOMAIN §1.12: MPF is indexed each fiscal year from
 * 1 October). A new fiscal year's notice is a new entry here; until it is, the estimate says that
 * it used the latest one it has.
 */
export const FEE_SCHEDULES: FeeSchedule[] = [
  {
    fiscalYear: 2025,
    effectiveFrom: "2024-10-01",
    mpfRate: "0.3464%",
    mpfMinCents: 3271,
    mpfMaxCents: 63462,
    informalMpfCents: 262,
    hmfRate: "0.125%",
    source: "Federal Register document 2024-15990 (CBP user fees, FY2025)",
  },
  {
    fiscalYear: 2026,
    effectiveFrom: "2025-10-01",
    mpfRate: "0.3464%",
    mpfMinCents: 3358,
    mpfMaxCents: 65150,
    informalMpfCents: 269,
    hmfRate: "0.125%",
    source: "90 FR 34665 (CBP user fees, FY2026)",
  },
];

/** The latest schedule in effect on a date, or the earliest one for a date before them all. */
export function feeScheduleFor(date: string, schedules: FeeSchedule[] = FEE_SCHEDULES): FeeSchedule {
  if (schedules.length === 0) throw new Error("no fee schedules");
  const day = milestoneDay(date);
  const byStart = [...schedules].sort((a, b) => milestoneDay(a.effectiveFrom) - milestoneDay(b.effectiveFrom));
  return byStart.filter((schedule) => milestoneDay(schedule.effectiveFrom) <= day).at(-1) ?? byStart[0];
}

/** The US federal fiscal year, which starts on 1 October (DOMAIN §1.12: MPF bounds are indexed from 1 Oct). */
export function fiscalYearOf(date: string): number {
  if (!isMilestoneValue(date)) throw new Error(`not a date: ${date}`);
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 10 ? year + 1 : year;
}

/** The most an informal entry (type 11) may be worth: 19 CFR 143.21(a), $2,500. */
export const INFORMAL_ENTRY_LIMIT_CENTS = 250_000;

export type Estimate = {
  dutyCents: number;
  mpfCents: number;
  hmfCents: number;
  totalCents: number;
  enteredValueCents: number;
  mpfClamped: "min" | "max" | null;
  /** The informal entry's flat MPF rather than the formal one's ad valorem fee. */
  mpfInformal: boolean;
  /** An informal entry worth more than it may be: it needs a formal entry. */
  overInformalLimit: boolean;
  schedule: FeeSchedule;
  /** The fiscal year of the date; another than the schedule's when that year's notice is not loaded. */
  fiscalYear: number;
};

/**
 * Duty per line; MPF on the entered value within the year's bounds, or the year's flat informal
 * MPF for an informal entry; HMF on the same value for ocean imports only; both fees exclude duty
 * (DOMAIN §1.12 "Fees", §5.2).
 */
export function estimateEntry(lines: HtsLine[], opts: { vessel: boolean; date: string; informal?: boolean; schedules?: FeeSchedule[] }): Estimate {
  const schedule = feeScheduleFor(opts.date, opts.schedules);
  const informal = opts.informal ?? false;
  const dutyCents = lines.reduce((sum, line) => sum + lineDuty(line), 0);
  const value = lines.reduce((sum, line) => sum + requireCents(line.valueCents, "a line's value"), 0n);
  const mpf = divideHalfUp(value * parsePercent(schedule.mpfRate), PPM_PER_WHOLE);
  const mpfClamped = informal ? null : mpf < BigInt(schedule.mpfMinCents) ? "min" : mpf > BigInt(schedule.mpfMaxCents) ? "max" : null;
  const mpfCents = informal ? schedule.informalMpfCents : mpfClamped === "min" ? schedule.mpfMinCents : mpfClamped === "max" ? schedule.mpfMaxCents : cents(mpf);
  const hmfCents = opts.vessel ? cents(divideHalfUp(value * parsePercent(schedule.hmfRate), PPM_PER_WHOLE)) : 0;
  return {
    dutyCents,
    mpfCents,
    hmfCents,
    totalCents: dutyCents + mpfCents + hmfCents,
    enteredValueCents: cents(value),
    mpfClamped,
    mpfInformal: informal,
    overInformalLimit: informal && value > BigInt(INFORMAL_ENTRY_LIMIT_CENTS),
    schedule,
    fiscalYear: fiscalYearOf(opts.date),
  };
}

/** b − a in calendar days, on the date parts of milestone values. */
export function daysBetween(a: string, b: string): number {
  return milestoneDay(b) - milestoneDay(a);
}

export type DemurrageInput = {
  lastFreeDay?: string | null;
  outgate?: string | null;
  ingate?: string | null;
  detentionFreeDays: number;
  demurragePerDayCents: number;
  detentionPerDayCents: number;
  today: string;
};

export type DemurrageAndDetention = {
  demurrageDays: number;
  detentionDays: number;
  demurrageCents: number;
  detentionCents: number;
  accruing: "demurrage" | "detention" | null;
};

/**
 * Demurrage runs in the terminal after the last free day until outgate; detention runs outside it
 * from outgate, after its free days, until the empty is in-gated (DOMAIN §1.13, §5.2). Open periods
 * count to `today`.
 */
export function demurrageAndDetention(i: DemurrageInput): DemurrageAndDetention {
  if (!Number.isSafeInteger(i.detentionFreeDays) || i.detentionFreeDays < 0) throw new Error("free days must be a whole, non-negative number");
  const demurragePerDay = cents(requireCents(i.demurragePerDayCents, "a daily demurrage rate"));
  const detentionPerDay = cents(requireCents(i.detentionPerDayCents, "a daily detention rate"));
  const lastFreeDay = i.lastFreeDay || null;
  const outgate = i.outgate || null;
  const ingate = i.ingate || null;

  const demurrageDays = lastFreeDay === null ? 0 : Math.max(0, daysBetween(lastFreeDay, outgate ?? i.today));
  const detentionDays = outgate === null ? 0 : Math.max(0, daysBetween(outgate, ingate ?? i.today) - i.detentionFreeDays);
  const demurrageAccruing = lastFreeDay !== null && outgate === null && daysBetween(lastFreeDay, i.today) > 0;
  const detentionAccruing = outgate !== null && ingate === null && detentionDays > 0;
  return {
    demurrageDays,
    detentionDays,
    demurrageCents: demurrageDays * demurragePerDay,
    detentionCents: detentionDays * detentionPerDay,
    accruing: demurrageAccruing ? "demurrage" : detentionAccruing ? "detention" : null,
  };
}
