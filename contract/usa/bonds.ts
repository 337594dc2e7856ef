/**
 * Customs bond amounts (DOMAIN §1.7, §5.2; CBP Directive 3510-004 "Monitoring of importer
 * continuous bond sufficiency"; 19 CFR 113.13). Money is integer cents; bonds are written in whole
 * dollars, so every amount here is rounded up to one.
 */

/** The smallest continuous (activity 1) bond CBP accepts: $50,000. */
export const CONTINUOUS_BOND_MINIMUM_CENTS = 5_000_000;
/** The continuous bond covers 10 % of the duties, taxes and fees of the trailing 12 months. */
export const CONTINUOUS_BOND_SHARE_PERCENT = 10;
/** The months of entries whose duties, taxes and fees size the continuous bond. */
export const BOND_LOOKBACK_MONTHS = 12;
/** A single-transaction bond for goods a partner government agency regulates: three times their value. */
export const PGA_BOND_VALUE_MULTIPLE = 3;

const DOLLAR = 100;
const TEN_THOUSAND_DOLLARS = 1_000_000;
const HUNDRED_THOUSAND_DOLLARS = 10_000_000;

const roundUpTo = (amount: number, step: number) => Math.ceil(amount / step) * step;

function requireCents(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`${what} must be a whole, non-negative number of cents`);
}

/**
 * The continuous bond an importer needs: 10 % of its duties, taxes and fees of the past 12 months,
 * at least $50,000; rounded up to the next $10,000 up to $100,000 and to the next $100,000 above
 * (CBP Directive 3510-004, as DOMAIN §1.7 cites it).
 */
export function continuousBondRequired(dutiesTaxesFeesCents: number): number {
  requireCents(dutiesTaxesFeesCents, "the duties, taxes and fees");
  const share = Math.ceil((dutiesTaxesFeesCents * CONTINUOUS_BOND_SHARE_PERCENT) / 100);
  const amount = Math.max(CONTINUOUS_BOND_MINIMUM_CENTS, share);
  return amount <= HUNDRED_THOUSAND_DOLLARS ? roundUpTo(amount, TEN_THOUSAND_DOLLARS) : roundUpTo(amount, HUNDRED_THOUSAND_DOLLARS);
}

/** How an importer's continuous bond on file measures up: enough, short of the required amount, or none on file. */
export const BOND_SUFFICIENCY = ["sufficient", "short", "none"] as const;
export type BondSufficiency = (typeof BOND_SUFFICIENCY)[number];

export function bondSufficiency(onFileCents: number | null, requiredCents: number): BondSufficiency {
  if (onFileCents === null) return "none";
  return onFileCents >= requiredCents ? "sufficient" : "short";
}

/** Why a single-transaction bond is the amount it is. */
export const SINGLE_BOND_BASES = ["valuePlusDtf", "tripleValue"] as const;
export type SingleBondBasis = (typeof SINGLE_BOND_BASES)[number];

/**
 * A single-transaction bond for one entry: its entered value plus duties, taxes and fees; three
 * times the value when a partner government agency (FDA, EPA …) regulates the goods (DOMAIN §1.7,
 * §1.14). Whole dollars, rounded up.
 */
export function singleTransactionBond(entry: { enteredValueCents: number; dutiesTaxesFeesCents: number; pgaRegulated: boolean }): { amountCents: number; basis: SingleBondBasis } {
  requireCents(entry.enteredValueCents, "the entered value");
  requireCents(entry.dutiesTaxesFeesCents, "the duties, taxes and fees");
  const basis: SingleBondBasis = entry.pgaRegulated ? "tripleValue" : "valuePlusDtf";
  const amount = entry.pgaRegulated ? entry.enteredValueCents * PGA_BOND_VALUE_MULTIPLE : entry.enteredValueCents + entry.dutiesTaxesFeesCents;
  return { amountCents: roundUpTo(amount, DOLLAR), basis };
}

/** The first day of the 12 months before `today` (`YYYY-MM-DD`) whose entries size the continuous bond: the same day a year earlier. */
export function bondLookbackStart(today: string): string {
  const [year, month, day] = today.slice(0, 10).split("-").map(Number);
  const start = new Date(Date.UTC(year, month - 1 - BOND_LOOKBACK_MONTHS, day));
  // 29 February a year on has no twin: the lookback starts on 1 March.
  return start.toISOString().slice(0, 10);
}
