/**
 * Amounts of the clearance records: kept as integer cents, sent as decimal strings, multiplied
 * by quantities and exchange rates in BigInt and rounded half up once, so no cent is lost to a
 * float (contract/customs/charges.ts does the same for duty).
 */

/** 123450 → "1234.50", the shape the contract's amount fields take (AMOUNT_SHAPE). */
export { amountText } from "../../contract/money";

/** A non-negative decimal as digits over 10^scale: "0.1380" → 1380n / 10^4; a number as it prints. */
function decimalOf(value: string | number): { digits: bigint; scale: number } {
  // A number prints in exponent form below 1e-6; twelve places hold any quantity a form sends.
  const text = typeof value === "number" ? (/e/i.test(String(value)) ? value.toFixed(12) : String(value)) : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a non-negative decimal: ${value}`);
  const fraction = match[2] ?? "";
  return { digits: BigInt(match[1] + fraction), scale: fraction.length };
}

/** cents × factor, rounded half up to the cent. */
export function timesHalfUp(cents: number, factor: string | number): number {
  const { digits, scale } = decimalOf(factor);
  const product = BigInt(cents) * digits;
  const divisor = 10n ** BigInt(scale);
  const rounded = product / divisor + (2n * (product % divisor) >= divisor ? 1n : 0n);
  return Number(rounded);
}
