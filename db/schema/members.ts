import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * Personal and enterprise authentication requests (SPEC §3 personal auth; /api/admin/userAuth).
 * `orgIdcardNo` is the enterprise's unified social credit code. A rejection keeps its reason.
 */
export const userAuths = sqliteTable(
  "sys_user_auth",
  {
    id: id(),
    tenantCode: tenantCode(),
    userId: text().notNull(),
    /** personal or enterprise. */
    authType: text({ enum: ["personal", "enterprise"] }).notNull(),
    realName: text().notNull(),
    orgName: text(),
    idcardNo: text(),
    phoneNumber: text(),
    email: text(),
    account: text(),
    /** pending, approved or rejected. */
    approvalStatus: text({ enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    weixin: text(),
    qq: text(),
    qyWeixin: text(),
    orgIdcardNo: text(),
    failCause: text(),
    auditorName: text(),
    auditTime: integer({ mode: "timestamp_ms" }),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("sys_user_auth_tenant_created").on(t.tenantCode, t.createTime), index("sys_user_auth_user").on(t.userId)],
);

/** A member's bank accounts (SPEC §3 bank account); exactly one is the default. */
export const bankAccounts = sqliteTable(
  "sys_bank_account",
  {
    id: id(),
    tenantCode: tenantCode(),
    userId: text().notNull(),
    bankAccountName: text().notNull(),
    bankAccount: text().notNull(),
    swiftCode: text(),
    bankName: text().notNull(),
    currency: text().notNull(),
    bankAddress: text(),
    remark: text(),
    isDefault: integer({ mode: "boolean" }).notNull().default(false),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("sys_bank_account_user").on(t.tenantCode, t.userId)],
);

/** A member's addresses (SPEC §3 address); exactly one is the default. */
export const addresses = sqliteTable(
  "sys_address",
  {
    id: id(),
    tenantCode: tenantCode(),
    userId: text().notNull(),
    addressType: text().notNull(),
    companyName: text(),
    contactPerson: text().notNull(),
    contactPhone: text().notNull(),
    addressDetails: text().notNull(),
    isDefault: integer({ mode: "boolean" }).notNull().default(false),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("sys_address_user").on(t.tenantCode, t.userId)],
);
