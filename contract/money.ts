/**
 * Amounts as integer cents, parsed and printed as decimal text, so no amount passes through a
 * float (decision 0006). Every area's forms, the simulator and the seeds use these two.
 */

/** "1234.5" → 123450, exactly (the caller has checked the shape). */
export function centsOf(amount: string): number {
  const [whole, fraction = ""] = amount.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 123450 → "1234.50". */
export function amountText(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
