import { accountMessages as m } from "./messages";

/** What moves a prepaid balance (decision 0020). */
export const LEDGER_KINDS = ["recharge", "fee", "refund", "adjustment"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** What an entry came from: a recharge or refund request, an adjustment, a service fee, an open-API call, a bill's settlement. */
export const LEDGER_SOURCES = ["recharge", "refund", "adjustment", "service", "openApiCall", "bill"] as const;
export const OWNER_KINDS = ["member", "tenant"] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];
/** The currencies prepaid accounts are kept in. */
export const PREPAID_CURRENCIES = ["CNY", "USD", "HKD"] as const;

/** The largest amount one movement carries: 100 million in major units, far inside a safe integer. */
export const MAX_AMOUNT_MINOR = 10_000_000_000;

/**
 * Why a movement's amount is refused, or null: a whole, non-zero number of minor units whose sign
 * fits its kind (a recharge credits, a fee or a refund debits, an adjustment goes either way).
 */
export function amountRefusal(kind: LedgerKind, amountMinor: number): string | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor === 0 || Math.abs(amountMinor) > MAX_AMOUNT_MINOR) return m.amountShape;
  if (kind === "recharge" && amountMinor < 0) return m.amountSign;
  if ((kind === "fee" || kind === "refund") && amountMinor > 0) return m.amountSign;
  return null;
}

/** The balance a movement leaves, refused when it would fall below zero. */
export function balanceAfter(balanceMinor: number, amountMinor: number): { ok: true; balanceMinor: number } | { ok: false } {
  const next = balanceMinor + amountMinor;
  return next < 0 ? { ok: false } : { ok: true, balanceMinor: next };
}

export type StatementEntry = { seq: number; amountMinor: number; balanceAfterMinor: number; createTime: Date };

/**
 * A statement of one account for [from, to): the balance before the period, its movements, and
 * the balance after the last of them. Entries come in `seq` order; the opening balance plus the
 * movements' sum is the closing balance, because each entry's balance is the one before plus its
 * amount.
 */
export function statementOf<E extends StatementEntry>(entries: readonly E[], from: Date, to: Date): { openingMinor: number; movements: E[]; closingMinor: number } {
  let openingMinor = 0;
  const movements: E[] = [];
  for (const entry of entries) {
    const at = entry.createTime.getTime();
    if (at < from.getTime()) openingMinor = entry.balanceAfterMinor;
    else if (at < to.getTime()) movements.push(entry);
  }
  const closingMinor = movements.length ? movements[movements.length - 1]!.balanceAfterMinor : openingMinor;
  return { openingMinor, movements, closingMinor };
}

/** 123456789 → "1,234,567.89", -5 → "-0.05": grouped by thousands, never through a float. */
export function groupedAmount(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** "CNY 1,234.50". */
export function moneyText(minor: number, currency: string): string {
  return `${currency} ${groupedAmount(minor)}`;
}
