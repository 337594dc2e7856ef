import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/** A tenant's suppliers (SPEC §3 supplier; /vendorInformation). */
export const suppliers = sqliteTable(
  "biz_supplier",
  {
    id: id(),
    tenantCode: tenantCode(),
    code: text().notNull(),
    name: text().notNull(),
    shortName: text(),
    /** China's division codes (GB/T 2260) of the contact address: the city lies in the province. */
    provinceCode: text().notNull(),
    cityCode: text().notNull(),
    address: text().notNull(),
    contactPerson: text(),
    contactPhone: text(),
    bankName: text(),
    bankAccount: text(),
    currency: text().notNull(),
    /** 1 to 5. */
    starLevel: text({ enum: ["1", "2", "3", "4", "5"] }).notNull(),
    /** Unified social credit code (GB 32100-2015). */
    uscc: text().notNull(),
    attachmentFile: text(),
    status: text({ enum: ["enabled", "disabled"] }).notNull().default("enabled"),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("biz_supplier_code").on(t.tenantCode, t.code), index("biz_supplier_created").on(t.tenantCode, t.createTime)],
);

/** A supplier's bank accounts; exactly one per supplier is the default. */
export const supplierBankAccounts = sqliteTable(
  "biz_supplier_bank_account",
  {
    id: id(),
    tenantCode: tenantCode(),
    supplierId: text().notNull(),
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
  (t) => [index("biz_supplier_bank_account_supplier").on(t.tenantCode, t.supplierId)],
);

/** A supplier's addresses; exactly one per supplier is the default. */
export const supplierAddresses = sqliteTable(
  "biz_supplier_address",
  {
    id: id(),
    tenantCode: tenantCode(),
    supplierId: text().notNull(),
    addressType: text().notNull(),
    contactPerson: text().notNull(),
    contactPhone: text().notNull(),
    provinceCode: text().notNull(),
    cityCode: text().notNull(),
    addressDetails: text().notNull(),
    remark: text(),
    isDefault: integer({ mode: "boolean" }).notNull().default(false),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("biz_supplier_address_supplier").on(t.tenantCode, t.supplierId)],
);

/** A tenant's merchandise news (/merchandiseNews); the platform tenant's published ones show on the marketing home. */
export const news = sqliteTable(
  "biz_news",
  {
    id: id(),
    tenantCode: tenantCode(),
    title: text().notNull(),
    category: text({ enum: ["company", "product", "industry", "policy"] }).notNull(),
    coverImage: text(),
    /** HTML, sanitised by the provider before it is stored (contract/rich-text.ts). */
    body: text().notNull(),
    /** The window's days, YYYY-MM-DD, both counted; no end means open-ended. */
    publishFrom: text().notNull(),
    publishTo: text(),
    status: text({ enum: ["draft", "published", "withdrawn"] }).notNull().default("draft"),
    /** When it was last published. */
    publishTime: integer({ mode: "timestamp_ms" }),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("biz_news_status_window").on(t.tenantCode, t.status, t.publishFrom), index("biz_news_created").on(t.tenantCode, t.createTime)],
);
