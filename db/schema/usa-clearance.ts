import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTAINER_SIZE_TYPES } from "../../contract/usa/container";
import { SETTLEMENT_OBJECTS } from "../../contract/usa/cost-line";
import { MILESTONES } from "../../contract/customs/milestones";
import { ENTRY_TYPES, PGA_STATUSES, TRANSPORT_MODES } from "../../contract/usa/shipment";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * US import clearances (/importClearance; DOMAIN §1.1, §1.10–§1.14): a shipment under one master
 * bill, with its containers, milestones, HTS lines and cost lines as rows of their own. Money is
 * integer cents and rates are decimal text, so no amount passes through a float.
 */

export const usShipments = sqliteTable(
  "us_shipment",
  {
    id: id(),
    tenantCode: tenantCode(),
    /** USI-YYMM-NNNN, numbered in the transaction that creates the row, from its createTime. */
    fileNo: text(),
    customerId: text(),
    importerId: text().notNull(),
    shipperId: text(),
    transportMode: text({ enum: TRANSPORT_MODES }).notNull(),
    carrierId: text(),
    mbl: text(),
    hbl: text(),
    vesselName: text(),
    voyage: text(),
    portOfLadingId: text(),
    portOfUnladingId: text(),
    /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, the foreign port's local time. */
    ladenOnBoard: text(),
    /** The eta milestone's value, copied when it is recorded so that the list sorts by it. */
    eta: text(),
    entryNumber: text(),
    entryType: text({ enum: ENTRY_TYPES }).notNull(),
    fdaStatus: text({ enum: PGA_STATUSES }).notNull().default("none"),
    epaStatus: text({ enum: PGA_STATUSES }).notNull().default("none"),
    detentionFreeDays: integer().notNull(),
    demurragePerDayCents: integer().notNull(),
    detentionPerDayCents: integer().notNull(),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex("us_shipment_file_no").on(t.tenantCode, t.fileNo),
    index("us_shipment_created").on(t.tenantCode, t.createTime),
    index("us_shipment_importer").on(t.tenantCode, t.importerId),
    index("us_shipment_eta").on(t.tenantCode, t.eta),
  ],
);

/** A shipment's containers by ISO 6346 number (DOMAIN §1.11). */
export const usContainers = sqliteTable(
  "us_container",
  {
    id: id(),
    tenantCode: tenantCode(),
    shipmentId: text().notNull(),
    containerNumber: text().notNull(),
    sizeType: text({ enum: CONTAINER_SIZE_TYPES }).notNull(),
    sealNumber: text(),
    grossWeightKg: integer().notNull(),
    packages: integer().notNull(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("us_container_number").on(t.tenantCode, t.shipmentId, t.containerNumber), index("us_container_by_number").on(t.tenantCode, t.containerNumber)],
);

/**
 * One value per milestone of a shipment (containerId null) or of one of its containers. A unique
 * index lets NULLs repeat, so the shipment's own milestones have a partial index of their own.
 */
export const usMilestones = sqliteTable(
  "us_milestone",
  {
    id: id(),
    tenantCode: tenantCode(),
    shipmentId: text().notNull(),
    containerId: text(),
    milestone: text({ enum: MILESTONES }).notNull(),
    /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, the port's local time. */
    at: text().notNull(),
    note: text(),
    /** Who recorded the current value, and when. */
    createBy: text(),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex("us_milestone_of_container").on(t.tenantCode, t.shipmentId, t.containerId, t.milestone),
    uniqueIndex("us_milestone_of_shipment").on(t.tenantCode, t.shipmentId, t.milestone).where(sql`container_id is null`),
  ],
);

/** The entry lines of a shipment (CBP 7501 blocks 31–37); apart from us_hts_line, the HTS reference sample. */
export const usShipmentHtsLines = sqliteTable(
  "us_shipment_hts_line",
  {
    id: id(),
    tenantCode: tenantCode(),
    shipmentId: text().notNull(),
    lineNo: integer().notNull(),
    /** Ten digits without dots. */
    htsCode: text().notNull(),
    description: text().notNull(),
    originCountry: text().notNull(),
    quantity: real().notNull(),
    unit: text().notNull(),
    valueCents: integer().notNull(),
    /** As the HTS prints them: "16.5%", "Free"; `additional` holds the Chapter 99 layer. */
    adValorem: text().notNull(),
    additional: text(),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("us_shipment_hts_line_no").on(t.tenantCode, t.shipmentId, t.lineNo)],
);

/** A shipment's costs in their currency, with the rate to USD they were converted at. */
export const usCostLines = sqliteTable(
  "us_cost_line",
  {
    id: id(),
    tenantCode: tenantCode(),
    shipmentId: text().notNull(),
    costName: text().notNull(),
    /** Hundredths of the currency's unit. */
    unitPriceCents: integer().notNull(),
    quantity: real().notNull(),
    currency: text().notNull(),
    /** USD per unit of the currency, up to 6 decimals. */
    exchangeRate: text().notNull(),
    rateDate: text().notNull(),
    settlementObject: text({ enum: SETTLEMENT_OBJECTS }).notNull(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("us_cost_line_shipment").on(t.tenantCode, t.shipmentId, t.createTime)],
);

/** The tenant's exchange rates to USD, dated and sourced (19 CFR 159; demo rates in the seed). */
export const usFxRates = sqliteTable(
  "us_fx_rate",
  {
    id: id(),
    tenantCode: tenantCode(),
    currency: text().notNull(),
    usdPerUnit: text().notNull(),
    rateDate: text().notNull(),
    source: text().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("us_fx_rate_day").on(t.tenantCode, t.currency, t.rateDate)],
);
