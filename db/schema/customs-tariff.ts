import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { HS_MARKETS } from "../../contract/customs/tariff";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * National tariff lines under the HS subheadings (DOMAIN §3.1, §3.2): China's 10-digit codes,
 * US HTS 10-digit reporting numbers and Hong Kong's 8-digit HKHS codes. Platform-wide reference
 * data, each line with its source and the date it takes effect, so a code can carry a history
 * of versions; a tenant's own notes on a code are rows of their own.
 */
export const hsNationalLines = sqliteTable(
  "customs_hs_line",
  {
    id: id(),
    market: text({ enum: HS_MARKETS }).notNull(),
    /** Digits only: 10 for CN and US, 8 for HK. */
    code: text().notNull(),
    /** The HS subheading the code extends: its first six digits. */
    hs6: text().notNull(),
    description: text().notNull(),
    /** The statutory (first) unit of quantity, a value of the `unit` dictionary (KG, PCS, PR …). */
    unit1: text(),
    /** China's second statutory unit, when the code has one. */
    unit2: text(),
    /** US: general (MFN) rate; CN: MFN import rate. As printed ("7.5%", "Free", "$1.19/doz."). */
    generalRate: text(),
    /** US: special programme rates; CN: provisional or agreement rate. */
    specialRate: text(),
    /** US: column 2; CN: general (non-MFN) rate. */
    column2Rate: text(),
    /** CN: import VAT rate. */
    vatRate: text(),
    /** CN supervision conditions (监管条件), e.g. "AB". */
    supervision: text(),
    /** CN inspection and quarantine categories (检验检疫类别), e.g. "M/N". */
    inspection: text(),
    /** CN declaration elements (申报要素), "0:品牌类型;1:出口享惠情况;2:用途;…". */
    elements: text(),
    /** Where the line comes from: "USITC HTS 2025 Revision 1", "demo" … */
    source: text().notNull(),
    /** `YYYY-MM-DD`. */
    effectiveDate: text().notNull(),
    /** Lines whose content only has the right shape, shown as DEMO. */
    isDemo: integer({ mode: "boolean" }).notNull().default(false),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("customs_hs_line_version").on(t.market, t.code, t.effectiveDate), index("customs_hs_line_hs6").on(t.hs6, t.market), index("customs_hs_line_code").on(t.code)],
);

/** A tenant's own note on a national code: how it declares it, rulings it holds, traps. */
export const hsCodeNotes = sqliteTable(
  "customs_hs_note",
  {
    id: id(),
    tenantCode: tenantCode(),
    market: text({ enum: HS_MARKETS }).notNull(),
    code: text().notNull(),
    note: text().notNull(),
    createBy: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("customs_hs_note_code").on(t.tenantCode, t.market, t.code)],
);
