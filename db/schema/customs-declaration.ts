import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CN_TRANSPORT_MODES, DECLARATION_DIRECTIONS, DECLARATION_STATUSES, TRADE_MODES } from "../../contract/customs/declaration";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * China customs declarations (/Declaration; DOMAIN §3.2): a header and its goods lines. Money is
 * integer cents, quantities and weights integer thousandths, so no figure passes through a float.
 */
export const customsDeclarations = sqliteTable(
  "customs_declaration",
  {
    id: id(),
    tenantCode: tenantCode(),
    /** DEC-YYMM-NNNN, numbered in the transaction that creates the row. */
    declarationNo: text(),
    /** The 18-digit customs declaration number (报关单号), given on acceptance. */
    entryNo: text(),
    direction: text({ enum: DECLARATION_DIRECTIONS }).notNull(),
    /** The 4-digit customs office code (关区代码): format-checked only. */
    customsOffice: text().notNull(),
    tradeMode: text({ enum: TRADE_MODES }).notNull(),
    transportMode: text({ enum: CN_TRANSPORT_MODES }).notNull(),
    /** The domestic consignee or consignor and its USCC. */
    traderName: text().notNull(),
    traderUscc: text().notNull(),
    /** The Chinese port of entry or exit, UN/LOCODE. */
    portCode: text().notNull(),
    /** The trading country (贸易国), ISO alpha-2. */
    tradeCountry: text().notNull(),
    /** Vessel and voyage, flight or vehicle. */
    conveyance: text(),
    billNo: text(),
    currency: text().notNull(),
    /** The invoice total the declarant states, in cents; the lines must add up to it. */
    invoiceTotalCents: integer().notNull(),
    packages: integer().notNull(),
    /** Kilograms × 1000. */
    grossWeightMilli: integer().notNull(),
    netWeightMilli: integer().notNull(),
    status: text({ enum: DECLARATION_STATUSES }).notNull().default("draft"),
    submittedAt: integer({ mode: "timestamp_ms" }),
    submittedBy: text(),
    decidedAt: integer({ mode: "timestamp_ms" }),
    /** The customs answer's reason for a rejection. */
    rejectReason: text(),
    remark: text(),
    createBy: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex("customs_declaration_no").on(t.tenantCode, t.declarationNo),
    uniqueIndex("customs_declaration_entry").on(t.entryNo),
    index("customs_declaration_created").on(t.tenantCode, t.createTime),
    index("customs_declaration_status").on(t.tenantCode, t.status),
  ],
);

/** A declaration's goods line: a CN10 code, quantities in its statutory units, value and origin. */
export const customsDeclarationLines = sqliteTable(
  "customs_declaration_line",
  {
    id: id(),
    tenantCode: tenantCode(),
    declarationId: text().notNull(),
    lineNo: integer().notNull(),
    goodsId: text(),
    cnCode: text().notNull(),
    name: text().notNull(),
    /** Declaration elements as filled for this product (申报要素). */
    elements: text(),
    /** In `unit`, × 1000. */
    quantityMilli: integer().notNull(),
    unit: text().notNull(),
    /** In the code's second statutory unit, × 1000, when it has one. */
    secondQuantityMilli: integer(),
    secondUnit: text(),
    /** × 10 000: a customs unit price has up to 4 decimals. */
    unitPriceTenThousandths: integer().notNull(),
    totalCents: integer().notNull(),
    originCountry: text().notNull(),
    destinationCountry: text().notNull(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("customs_declaration_line_no").on(t.tenantCode, t.declarationId, t.lineNo)],
);
