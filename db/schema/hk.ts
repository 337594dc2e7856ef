import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * Hong Kong business basic data (DOMAIN §2): the declaring units a TDEC is lodged for, the
 * consignors' and consignees' addresses and customers an e-ACI names, and reusable cargo
 * descriptions with their HKHS code. Every table is a tenant's own book; `isDemo` marks seeded
 * rows whose identifiers are only shaped like real ones.
 */

/** Declaring units (/declarationUnit): the trader a declaration is lodged for; one is the default. */
export const hkDeclaringUnits = sqliteTable(
  "hk_declaring_unit",
  {
    id: id(),
    tenantCode: tenantCode(),
    companyNameEn: text().notNull(),
    companyNameZh: text(),
    /** Business Registration number: 8 digits (DOMAIN §2.4). */
    brNumber: text().notNull(),
    address: text().notNull(),
    contactPerson: text(),
    phone: text(),
    email: text(),
    isDefault: integer({ mode: "boolean" }).notNull().default(false),
    isDemo: integer({ mode: "boolean" }).notNull().default(false),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("hk_declaring_unit_br").on(t.tenantCode, t.brNumber), index("hk_declaring_unit_created").on(t.tenantCode, t.createTime)],
);

/** Consignors' and consignees' addresses (/addressInformation): a Hong Kong district or a mainland division. */
export const hkAddresses = sqliteTable(
  "hk_address",
  {
    id: id(),
    tenantCode: tenantCode(),
    addressName: text().notNull(),
    kind: text({ enum: ["hk", "mainland"] }).notNull(),
    /** One of Hong Kong's 18 districts (kind hk). */
    district: text(),
    /** A mainland division's code, from the provider's regions (kind mainland), and its names. */
    divisionCode: text(),
    divisionName: text(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    postalCode: text(),
    contactPerson: text(),
    phone: text(),
    isDemo: integer({ mode: "boolean" }).notNull().default(false),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("hk_address_created").on(t.tenantCode, t.createTime), index("hk_address_kind").on(t.tenantCode, t.kind)],
);

/** Consignors and consignees (/customerInformation). */
export const hkCustomers = sqliteTable(
  "hk_customer",
  {
    id: id(),
    tenantCode: tenantCode(),
    nameEn: text().notNull(),
    nameZh: text(),
    kind: text({ enum: ["consignor", "consignee", "both"] }).notNull(),
    countryCode: text().notNull(),
    /** A Hong Kong customer's BR number (8 digits). */
    brNumber: text(),
    /** A mainland customer's unified social credit code (18 characters, mod-31 check). */
    uscc: text(),
    contactPerson: text(),
    phone: text(),
    email: text(),
    defaultAddressId: text(),
    isDemo: integer({ mode: "boolean" }).notNull().default(false),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("hk_customer_created").on(t.tenantCode, t.createTime), index("hk_customer_address").on(t.tenantCode, t.defaultAddressId)],
);

/** Reusable cargo descriptions (/clearanceCargoInformation) picked into CCRN and UDR lines. */
export const hkCargo = sqliteTable(
  "hk_cargo",
  {
    id: id(),
    tenantCode: tenantCode(),
    description: text().notNull(),
    /** HKHS commodity code: 8 digits (DOMAIN §2.4). */
    hkhsCode: text().notNull(),
    /** A value of the `unit` dictionary. */
    unit: text().notNull(),
    /** Typical value of one unit, in cents of `currency`. */
    unitValueCents: integer(),
    currency: text().notNull(),
    originCountry: text().notNull(),
    packageType: text().notNull(),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("hk_cargo_created").on(t.tenantCode, t.createTime), index("hk_cargo_code").on(t.tenantCode, t.hkhsCode)],
);
