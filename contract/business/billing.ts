import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { centsOf } from "../money";
import { PREPAID_CURRENCIES } from "../account/ledger";

/**
 * Billing (/BillingManagement) and clearing (/ClearingCenter): a member's monthly bill per
 * currency, drafted from the services they used, issued (then fixed), and settled from their
 * prepaid balance or by bank transfer. Amounts are integer minor units.
 */
export const billPaths = resourcePaths("business", "Bill");
/** `GET ?billId=`: a bill's lines, each naming its source record, and its settlements. */
export const billDetailPath = `${billPaths.base}/queryBillDetail`;
/** `POST { month: "YYYY-MM" }`: drafts the month's bills; a source already on a bill is not billed again. */
export const draftBillsPath = `${billPaths.base}/draftBills`;
/** `POST { id: [...] }`: issues drafts, after which their lines never change. */
export const issueBillPath = `${billPaths.base}/issueBill`;

/** The issued and settled bills the clearing centre settles, listed and exported. */
export const clearingPaths = resourcePaths("business", "Clearing");
/** `GET`: per member and currency, the open, overdue and settled sums and the prepaid balance. */
export const clearingSummaryPath = `${clearingPaths.base}/queryClearingSummary`;
/** `POST`: one settlement of an issued bill from the member's prepaid balance (one ledger debit). */
export const settleBillPath = `${clearingPaths.base}/settleBill`;
/** `POST`: one settlement of an issued bill paid by bank transfer (reference and date). */
export const payBillByTransferPath = `${clearingPaths.base}/payBillByTransfer`;

export const BILL_STATUSES = ["draft", "issued", "settled"] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
/** Where an issued bill stands for the clearing centre. */
export const BILL_STANDINGS = ["draft", "open", "overdue", "settled"] as const;
export type BillStanding = (typeof BILL_STANDINGS)[number];
export const SETTLEMENT_WAYS = ["balance", "transfer"] as const;
export const BILL_SORTABLE = ["code", "month", "totalMinor", "createTime"] as const;

/** A bill falls due this many days after it is issued. */
export const BILL_DUE_DAYS = 15;
const DAY_MS = 86_400_000;

/** What each service costs where its record carries no price of its own (classification, HK lodgement). */
export const SERVICE_FEES = {
  hkDeclaration: { currency: "HKD", amountMinor: 150_00 },
  classification: { currency: "CNY", amountMinor: 200_00 },
} as const;

export const billingMessages = {
  monthShape: "a month is written YYYY-MM",
  billUnknown: "choose a bill of this tenant",
  notDraft: "only a draft bill can be issued or deleted",
  notIssued: "only an issued bill is settled",
  emptyBill: "a bill without lines cannot be issued",
  amountShape: "an amount is a number above zero with at most two decimals",
  amountOverOpen: "the amount is more than what is still open on the bill",
  settlementStale: "the bill was settled meanwhile: reopen it and try again",
  referenceRequired: "a transfer needs its bank reference",
  transferDateShape: "a transfer date is written YYYY-MM-DD",
} as const;
const b = billingMessages;

export const MONTH_SHAPE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = z.string({ error: b.monthShape }).trim().regex(MONTH_SHAPE, b.monthShape);

/** [first instant, first instant of the next month) of `YYYY-MM`, in UTC: the month a service counts in. */
export function monthWindow(month: string): { from: Date; to: Date } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, m - 1, 1)), to: new Date(Date.UTC(year, m, 1)) };
}

/** A bill's total: the sum of its lines, whole minor units. */
export function billTotal(lines: readonly { amountMinor: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amountMinor, 0);
}

/**
 * What one settlement leaves: the new paid sum and whether the bill is settled, or why the
 * amount is refused. A settlement pays at most what is still open.
 */
export function settlementOutcome(totalMinor: number, paidMinor: number, amountMinor: number): { ok: true; paidMinor: number; openMinor: number; settled: boolean } | { ok: false; message: string } {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return { ok: false, message: b.amountShape };
  const open = totalMinor - paidMinor;
  if (amountMinor > open) return { ok: false, message: b.amountOverOpen };
  const paid = paidMinor + amountMinor;
  return { ok: true, paidMinor: paid, openMinor: totalMinor - paid, settled: paid === totalMinor };
}

/** The day an issued bill falls due, `YYYY-MM-DD` (UTC). */
export function dueDateOf(issuedAt: Date): string {
  return new Date(issuedAt.getTime() + BILL_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Open until paid; overdue once the due day has passed unpaid; settled when paid in full. */
export function standingOf(bill: { status: BillStatus; dueDate: string | null }, now: Date): BillStanding {
  if (bill.status !== "issued") return bill.status === "settled" ? "settled" : "draft";
  return bill.dueDate !== null && now.toISOString().slice(0, 10) > bill.dueDate ? "overdue" : "open";
}

const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;
const amountSchema = z
  .string({ error: b.amountShape })
  .trim()
  .regex(AMOUNT, b.amountShape)
  .transform(centsOf)
  .refine((cents) => cents > 0, b.amountShape);
/** The number the settlement will have: a repeated request names the same one and pays nothing twice. */
const settlementNoSchema = z.coerce.number({ error: b.settlementStale }).int(b.settlementStale).min(1, b.settlementStale).max(10_000, b.settlementStale);

export const draftBillsSchema = z.object({ month: monthSchema });
export const settleBillSchema = z.object({ billId: idSchema, settlementNo: settlementNoSchema, amount: amountSchema });
export type SettleBill = z.infer<typeof settleBillSchema>;
export const payBillByTransferSchema = settleBillSchema.extend({
  reference: z.string({ error: b.referenceRequired }).trim().min(1, b.referenceRequired).max(64, b.referenceRequired),
  transferDate: z.string({ error: b.transferDateShape }).regex(/^\d{4}-\d{2}-\d{2}$/, b.transferDateShape),
});
export type PayBillByTransfer = z.infer<typeof payBillByTransferSchema>;

export const billSchema = z.object({
  id: idSchema,
  code: z.string().nullish(),
  memberId: idSchema,
  memberName: z.string(),
  currency: z.enum(PREPAID_CURRENCIES),
  month: z.string(),
  status: z.enum(BILL_STATUSES),
  standing: z.enum(BILL_STANDINGS),
  totalMinor: z.number(),
  paidMinor: z.number(),
  openMinor: z.number(),
  /** The sums grouped by thousands, "1,234.50". */
  total: z.string(),
  paid: z.string(),
  open: z.string(),
  lineCount: z.number(),
  settlementCount: z.number(),
  issueTime: timeSchema,
  dueDate: z.string().nullish(),
  settledTime: timeSchema,
  createTime: timeSchema,
});
export type Bill = z.infer<typeof billSchema>;

/** Where a line comes from: one of the sources billing drafts from. */
export const BILL_SOURCES = ["usClearance", "hkDeclaration", "classification"] as const;
export const billLineSchema = z.object({
  id: idSchema,
  sourceType: z.string(),
  sourceId: idSchema,
  sourceCode: z.string(),
  description: z.string(),
  serviceDate: z.string(),
  amountMinor: z.number(),
  amount: z.string(),
});
export type BillLine = z.infer<typeof billLineSchema>;

export const billSettlementSchema = z.object({
  id: idSchema,
  settlementNo: z.number(),
  way: z.enum(SETTLEMENT_WAYS),
  amountMinor: z.number(),
  amount: z.string(),
  ledgerEntryId: z.string().nullish(),
  /** The member's balance the debit left. */
  balanceAfter: z.string().nullish(),
  transferReference: z.string().nullish(),
  transferDate: z.string().nullish(),
  createByName: z.string(),
  createTime: timeSchema,
});
export type BillSettlement = z.infer<typeof billSettlementSchema>;
export const billDetailSchema = z.object({ lines: z.array(billLineSchema), settlements: z.array(billSettlementSchema) });
export type BillDetail = z.infer<typeof billDetailSchema>;

/** One member's issued bills in one currency. */
export const clearingSchema = z.object({
  id: z.string(),
  memberId: idSchema,
  memberName: z.string(),
  currency: z.string(),
  openCount: z.number(),
  overdueCount: z.number(),
  settledCount: z.number(),
  open: z.string(),
  overdue: z.string(),
  settled: z.string(),
  /** The member's prepaid balance in the currency. */
  balance: z.string(),
});
export type Clearing = z.infer<typeof clearingSchema>;
