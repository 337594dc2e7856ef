/**
 * Check characters of the two Chinese registration numbers a member submits (SPEC §3 personal
 * auth): shared by the app's forms, the simulator's validation and the seeds.
 */

/** GB 32100-2015 alphabet of the unified social credit code: digits and capitals without I, O, S, V, Z. */
const USCC_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
/** Two alphabet characters (registering authority, kind), a six-digit region, nine more characters and the check. */
const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The 18th character of a unified social credit code for its first 17 (GB 32100-2015 §4.2). */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_ALPHABET.indexOf(first17[i] ?? "");
    if (value < 0) throw new Error(`not a credit-code character at ${i + 1}`);
    sum += value * USCC_WEIGHTS[i];
  }
  return USCC_ALPHABET[(31 - (sum % 31)) % 31];
}

export function isUnifiedSocialCreditCode(code: string): boolean {
  return USCC_SHAPE.test(code) && usccCheckChar(code.slice(0, 17)) === code[17];
}

/** ISO 7064 MOD 11-2 weights: 2^(17-i) mod 11. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_SHAPE = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[0-9X]$/;

/** The 18th character of a resident ID number for its first 17 digits (GB 11643-1999, ISO 7064 MOD 11-2). */
export function residentIdCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error("a resident ID number starts with 17 digits");
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  const check = (12 - (sum % 11)) % 11;
  return check === 10 ? "X" : String(check);
}

/** An 18-character resident ID number: shape, a real date of birth, and its check character. */
export function isResidentIdNumber(id: string): boolean {
  const match = ID_SHAPE.exec(id);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const birth = new Date(Date.UTC(year, month - 1, day));
  const realDate = year >= 1900 && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  return realDate && residentIdCheckChar(id.slice(0, 17)) === id[17];
}
