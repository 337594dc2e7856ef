import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * Prepaid accounts (decision 0020): one per tenant member (sys_user.id) and one per tenant, per
 * currency. An account has no balance column: its balance is its last ledger entry's.
 */
export const prepaidAccounts = sqliteTable(
  "prepaid_accounts",
  {
    id: id(),
    tenantCode: tenantCode(),
    ownerKind: text({ enum: ["member", "tenant"] }).notNull(),
    /** The member's sys_user.id, or the tenant's code. */
    ownerId: text().notNull(),
    currency: text().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("prepaid_accounts_owner").on(t.tenantCode, t.ownerKind, t.ownerId, t.currency)],
);

/**
 * The ledger: entries are only ever appended (triggers in the migration refuse UPDATE and
 * DELETE). `seq` counts 1, 2, 3 … per account; its uniqueness is the last guard against two
 * writers appending after the same entry.
 */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: id(),
    tenantCode: tenantCode(),
    accountId: text().notNull(),
    seq: integer().notNull(),
    kind: text({ enum: ["recharge", "fee", "refund", "adjustment"] }).notNull(),
    /** Signed minor units: credits positive, debits negative. */
    amountMinor: integer().notNull(),
    balanceAfterMinor: integer().notNull(),
    sourceType: text().notNull(),
    sourceId: text().notNull(),
    idempotencyKey: text().notNull(),
    reason: text(),
    createBy: text().notNull(),
    createByName: text().notNull(),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex("ledger_entries_seq").on(t.accountId, t.seq),
    uniqueIndex("ledger_entries_idempotency").on(t.idempotencyKey),
    index("ledger_entries_account_time").on(t.tenantCode, t.accountId, t.createTime),
    check("ledger_entries_balance_not_negative", sql`${t.balanceAfterMinor} >= 0`),
  ],
);

/** The platform's receiving bank accounts of a tenant (/BankMgt): where members transfer a recharge. */
export const receivingBanks = sqliteTable(
  "receiving_banks",
  {
    id: id(),
    tenantCode: tenantCode(),
    bankName: text().notNull(),
    accountName: text().notNull(),
    accountNumber: text().notNull(),
    swiftCode: text(),
    currency: text().notNull(),
    branch: text(),
    status: text({ enum: ["enabled", "disabled"] }).notNull().default("enabled"),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("receiving_banks_number").on(t.tenantCode, t.accountNumber, t.currency)],
);

/** A member's recharge by bank transfer (/RechargeRecord, /RechargeInfo): requested → confirmed | rejected. */
export const rechargeRequests = sqliteTable(
  "recharge_requests",
  {
    id: id(),
    tenantCode: tenantCode(),
    memberId: text().notNull(),
    memberName: text().notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    receivingBankId: text().notNull(),
    transferReference: text().notNull(),
    proofFile: text().notNull(),
    status: text({ enum: ["requested", "confirmed", "rejected"] }).notNull().default("requested"),
    rejectReason: text(),
    /** The ledger entry the confirmation wrote. */
    ledgerEntryId: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("recharge_requests_member").on(t.tenantCode, t.memberId, t.createTime), index("recharge_requests_created").on(t.tenantCode, t.createTime)],
);

/** A member's refund of unused balance to their own bank account (/RechargeFlowBack): requested → approved → paid, or rejected. */
export const refundRequests = sqliteTable(
  "refund_requests",
  {
    id: id(),
    tenantCode: tenantCode(),
    memberId: text().notNull(),
    memberName: text().notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    /** The member's profile bank account (/bankAccountManagement), copied so the record stays as paid. */
    bankAccountId: text().notNull(),
    bankAccountText: text().notNull(),
    status: text({ enum: ["requested", "approved", "paid", "rejected"] }).notNull().default("requested"),
    rejectReason: text(),
    transferReference: text(),
    ledgerEntryId: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("refund_requests_member").on(t.tenantCode, t.memberId, t.createTime), index("refund_requests_created").on(t.tenantCode, t.createTime)],
);

/** Each step of a recharge or refund request, with who and when: the request's history. */
export const prepaidRequestSteps = sqliteTable(
  "prepaid_request_steps",
  {
    id: id(),
    tenantCode: tenantCode(),
    requestKind: text({ enum: ["recharge", "refund"] }).notNull(),
    requestId: text().notNull(),
    toStatus: text().notNull(),
    note: text(),
    userId: text().notNull(),
    username: text().notNull(),
    createTime: createTime(),
  },
  (t) => [index("prepaid_request_steps_request").on(t.tenantCode, t.requestKind, t.requestId)],
);
