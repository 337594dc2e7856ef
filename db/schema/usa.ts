import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * US customs clearance basic data (SPEC §2 US clearance; DOMAIN §1.5–§1.9). Every table is a
 * tenant's own book; `isDemo` marks the seeded parties and truckers whose identifiers are only
 * shaped like real ones.
 */

/** The broker's customers: who is billed (/customerInformations). */
export const usCustomers = sqliteTable(
  "us_customer",
  {
    id: id(),
    tenantCode: tenantCode(),
    customerCode: text().notNull(),
    customerName: text().notNull(),
    contactName: text(),
    phone: text(),
    email: text(),
    countryCode: text().notNull(),
    state: text(),
    city: text(),
    address: text(),
    currency: text().notNull(),
    paymentTermDays: integer().notNull().default(30),
    status: text({ enum: ["active", "inactive"] }).notNull().default("active"),
    isDemo: integer({ mode: "boolean" }).notNull().default(false),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("us_customer_code").on(t.tenantCode, t.customerCode), index("us_customer_created").on(t.tenantCode, t.createTime)],
);

/** Importers of record and exporters (/importersAndExporters; CBP Form 5106 data, broker KYC). */
export const usParties = sqliteTable(
  "us_party",
  {
    id: id(),
    tenantCode: tenantCode(),
    partyRole: text({ enum: ["importer", "exporter"] }).notNull(),
    /** A US importer files with an EIN; a foreign one with a CBP-assigned number. */
    residency: text({ enum: ["us", "foreign"] }).notNull(),
    name: text().notNull(),
    code: text().notNull(),
    /** EIN `NN-NNNNNNN` of a US party; the foreign party's own tax or registration number. */
    taxNo: text(),
    /** The importer number on CBP 3461/7501: IRS (EIN + suffix), SSN or CBP-assigned. */
    iorNumber: text(),
    bondType: text({ enum: ["continuous", "single", "none"] }).notNull().default("none"),
    /** The continuous bond on file (CBP Form 301): its number, the surety's three-character code, its amount and effective day. */
    bondNumber: text(),
    suretyCode: text(),
    bondAmountCents: integer(),
    bondEffectiveDate: text(),
    legalRepresentative: text(),
    authorizedRepresentative: text(),
    idNumber: text(),
    passportNumber: text(),
    registrationPlace: text(),
    countryCode: text().notNull(),
    address: text(),
    customerId: text(),
    businessLicenceFile: text(),
    irsLetterFile: text(),
    isDemo: integer({ mode: "boolean" }).notNull().default(false),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("us_party_code").on(t.tenantCode, t.code), index("us_party_created").on(t.tenantCode, t.createTime)],
);

/** Customs powers of attorney a principal gave the broker (/powerOfAttorney; 19 CFR 141.46). */
export const usPowersOfAttorney = sqliteTable(
  "us_power_of_attorney",
  {
    id: id(),
    tenantCode: tenantCode(),
    partyId: text().notNull(),
    poaType: text({ enum: ["corporation", "partnership", "soleProprietor", "individual"] }).notNull(),
    grantorName: text().notNull(),
    grantorTitle: text(),
    granteeName: text().notNull(),
    /** `YYYY-MM-DD`. */
    executedDate: text().notNull(),
    /** `YYYY-MM-DD`; none for a corporate POA valid until revoked. */
    expiryDate: text(),
    documentFile: text(),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("us_poa_party").on(t.tenantCode, t.partyId), index("us_poa_expiry").on(t.tenantCode, t.expiryDate)],
);

/** Ports the broker works with (/PortInformationMaintenance): US ports by Schedule D, others by UN/LOCODE. */
export const usPorts = sqliteTable(
  "us_port",
  {
    id: id(),
    tenantCode: tenantCode(),
    portType: text({ enum: ["maritime", "land", "air"] }).notNull(),
    scheduleD: text(),
    unLocode: text(),
    nameEn: text().notNull(),
    nameCn: text(),
    countryCode: text().notNull(),
    state: text(),
    /** Lines or airlines calling there. */
    airline: text(),
    status: text({ enum: ["enabled", "disabled"] }).notNull().default("enabled"),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("us_port_created").on(t.tenantCode, t.createTime), index("us_port_schedule_d").on(t.tenantCode, t.scheduleD), index("us_port_locode").on(t.tenantCode, t.unLocode)],
);

/** Ocean carriers, truckers and other carriers by SCAC (/carrierMaintenance; DOMAIN §1.9). */
export const usCarriers = sqliteTable(
  "us_carrier",
  {
    id: id(),
    tenantCode: tenantCode(),
    scac: text().notNull(),
    nameCn: text(),
    nameEn: text().notNull(),
    phone: text(),
    carrierKind: text({ enum: ["ocean", "drayage", "air", "express", "rail"] }).notNull(),
    companyType: text({ enum: ["own", "outsourcing"] }).notNull().default("outsourcing"),
    logisticsLine: text(),
    status: text({ enum: ["enabled", "disabled"] }).notNull().default("enabled"),
    isDemo: integer({ mode: "boolean" }).notNull().default(false),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("us_carrier_scac").on(t.tenantCode, t.scac), index("us_carrier_created").on(t.tenantCode, t.createTime)],
);
