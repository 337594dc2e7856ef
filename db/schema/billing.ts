import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * A member's bill for one month in one currency (/BillingManagement): draft → issued → settled.
 * `paidMinor` is the sum of its settlements, kept beside them in the same transaction.
 */
export const bills = sqliteTable(
  "bills",
  {
    id: id(),
    tenantCode: tenantCode(),
    /** BIL-YYMM-NNNN, numbered in the transaction that drafts it. */
    code: text(),
    /** The member's sys_user.id: the ledger's owner of kind "member". */
    memberId: text().notNull(),
    memberName: text().notNull(),
    currency: text().notNull(),
    /** `YYYY-MM`: the month whose services it bills. */
    month: text().notNull(),
    status: text({ enum: ["draft", "issued", "settled"] }).notNull().default("draft"),
    totalMinor: integer().notNull().default(0),
    paidMinor: integer().notNull().default(0),
    issueTime: integer({ mode: "timestamp_ms" }),
    /** `YYYY-MM-DD`: BILL_DUE_DAYS after the issue. */
    dueDate: text(),
    settledTime: integer({ mode: "timestamp_ms" }),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("bills_code").on(t.tenantCode, t.code), index("bills_member").on(t.tenantCode, t.memberId, t.month), index("bills_created").on(t.tenantCode, t.createTime)],
);

/** A bill's line: one source record (a cost line, a lodged declaration, a classification), billed once. */
export const billLines = sqliteTable(
  "bill_lines",
  {
    id: id(),
    tenantCode: tenantCode(),
    billId: text().notNull(),
    sourceType: text().notNull(),
    sourceId: text().notNull(),
    /** The source's own number as the member knows it (file no., ref no., order no.). */
    sourceCode: text().notNull(),
    description: text().notNull(),
    serviceDate: text().notNull(),
    amountMinor: integer().notNull(),
    createTime: createTime(),
  },
  // A source record is billed once, whichever bill it is on: drafting again adds nothing twice.
  (t) => [uniqueIndex("bill_lines_source").on(t.tenantCode, t.sourceType, t.sourceId), index("bill_lines_bill").on(t.tenantCode, t.billId)],
);

/** Each payment towards an issued bill: numbered 1, 2 … per bill, from the balance (one ledger debit) or by transfer. */
export const billSettlements = sqliteTable(
  "bill_settlements",
  {
    id: id(),
    tenantCode: tenantCode(),
    billId: text().notNull(),
    settlementNo: integer().notNull(),
    way: text({ enum: ["balance", "transfer"] }).notNull(),
    amountMinor: integer().notNull(),
    ledgerEntryId: text(),
    balanceAfterMinor: integer(),
    transferReference: text(),
    transferDate: text(),
    createBy: text().notNull(),
    createByName: text().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("bill_settlements_no").on(t.billId, t.settlementNo)],
);
