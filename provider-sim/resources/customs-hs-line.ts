import { and, desc, eq, gt, inArray, like, lte, ne, not, notExists, sql, type SQL } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { customsMessages as c } from "../../contract/customs/messages";
import {
  addHsLineSchema,
  hsCodeKeySchema,
  hsLinePaths,
  lineValidity,
  printedCode,
  updateHsLineSchema,
  type HsCodeRecord,
  type HsMarket,
} from "../../contract/customs/tariff";
import type { HsLevel } from "../../contract/hs";
import { hsCodes, hsNationalLines as lines, hsSections } from "../../db/schema";
import type { Queryable } from "../context";
import type { CrudResource, Row } from "../crud/resource";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { ascending, descending } from "../paging";
import { parseWith } from "../validate";
import { checkUnit } from "./customs-references";
import { noteOf, noteWire } from "./customs-hs-note";
import type { SimResource } from "./resource";
import { TARIFF_MARKET, TARIFF_VALIDITY } from "./export-labels";

const later = alias(lines, "later");
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);
/** A code typed in part, with or without dots: the lines whose code starts with its digits. */
const startsWith = (column: SQLiteColumn, value: string) => {
  const digits = value.replace(/\D/g, "");
  return digits === "" ? undefined : like(column, `${digits}%`);
};

/** The version of its code in force on `today`: taken effect, and no later version of the same code has. */
function inForce(q: Queryable, today: string): SQL {
  const newer = q
    .select({ one: sql`1` })
    .from(later)
    .where(and(eq(later.market, lines.market), eq(later.code, lines.code), gt(later.effectiveDate, lines.effectiveDate), lte(later.effectiveDate, today)));
  return and(lte(lines.effectiveDate, today), notExists(newer))!;
}

/** A line on the wire: its code as printed, its subheading's text, where it stands on the provider's day, and the caller's note. */
function lineView(row: Row, q: Queryable, principal: Principal, now: number): Row {
  const line = row as Row & typeof lines.$inferSelect;
  const dates = q.select({ date: lines.effectiveDate }).from(lines).where(and(eq(lines.market, line.market), eq(lines.code, line.code))).all().map((v) => v.date);
  const validity = lineValidity(line.effectiveDate, dates, dayOf(now));
  const hs6 = q.select({ description: hsCodes.description }).from(hsCodes).where(eq(hsCodes.code, line.hs6)).get();
  return {
    ...row,
    printedCode: printedCode(line.market, line.code),
    hs6Description: hs6?.description ?? null,
    current: validity === "current",
    validity,
    note: noteOf(q, principal, line.market, line.code)?.note ?? null,
  };
}

const crud: CrudResource = {
  menuCode: "HscodeMgt",
  title: { en: "National tariff lines", zh: "各国税则编码", tw: "各國稅則編碼" },
  paths: hsLinePaths,
  table: lines,
  scope: "platform",
  addSchema: addHsLineSchema,
  updateSchema: updateHsLineSchema,
  filters: {
    id: { column: lines.id, match: "equals" },
    market: { column: lines.market, match: "equals" },
    code: { where: (value) => startsWith(lines.code, value) },
    hs6: { where: (value) => startsWith(lines.hs6, value) },
    keyword: { column: lines.description, match: "contains" },
    source: { column: lines.source, match: "contains" },
    demo: { where: (value) => (value === "yes" ? eq(lines.isDemo, true) : value === "no" ? eq(lines.isDemo, false) : undefined) },
    current: { where: (value, q, _principal, now) => (value === "yes" ? inForce(q, dayOf(now)) : value === "no" ? not(inForce(q, dayOf(now))) : undefined) },
  },
  sortable: { market: lines.market, code: lines.code, printedCode: lines.code, hs6: lines.hs6, effectiveDate: lines.effectiveDate },
  defaultOrder: [ascending(lines.hs6), ascending(lines.market), ascending(lines.code), descending(lines.effectiveDate)],
  exportColumns: [
    { field: "market", header: { en: "Market", zh: "市场", tw: "市場" }, kind: { labels: TARIFF_MARKET } },
    { field: "printedCode", header: { en: "Code", zh: "编码", tw: "編碼" } },
    { field: "hs6", header: { en: "HS6", zh: "HS6", tw: "HS6" } },
    { field: "description", header: { en: "Description", zh: "描述", tw: "描述" } },
    { field: "unit1", header: { en: "Unit 1", zh: "第一法定单位", tw: "第一法定單位" } },
    { field: "unit2", header: { en: "Unit 2", zh: "第二法定单位", tw: "第二法定單位" } },
    { field: "generalRate", header: { en: "General / MFN", zh: "普通或最惠国税率", tw: "普通或最惠國稅率" } },
    { field: "specialRate", header: { en: "Special", zh: "特惠税率", tw: "特惠稅率" } },
    { field: "column2Rate", header: { en: "Column 2 / general", zh: "第二栏或普通税率", tw: "第二欄或普通稅率" } },
    { field: "vatRate", header: { en: "VAT", zh: "增值税率", tw: "增值稅率" } },
    { field: "supervision", header: { en: "Supervision", zh: "监管条件", tw: "監管條件" } },
    { field: "inspection", header: { en: "Inspection", zh: "检验检疫类别", tw: "檢驗檢疫類別" } },
    { field: "elements", header: { en: "Declaration elements", zh: "申报要素", tw: "申報要素" } },
    { field: "source", header: { en: "Source", zh: "来源", tw: "來源" } },
    { field: "effectiveDate", header: { en: "Effective", zh: "生效日期", tw: "生效日期" } },
    { field: "validity", header: { en: "Version", zh: "版本", tw: "版本" }, kind: { labels: TARIFF_VALIDITY } },
  ],
  importable: true,
  // The units are the dictionary's, the subheading the HS's, and a code takes one version per day.
  check(db, _principal, values, id) {
    checkUnit(db, values.unit1);
    if (values.unit2) checkUnit(db, values.unit2);
    if (!db.select({ id: hsCodes.id }).from(hsCodes).where(and(eq(hsCodes.code, String(values.hs6)), eq(hsCodes.level, 6))).get()) throw new SimError(c.hs6Unknown);
    const same = and(eq(lines.market, values.market as HsMarket), eq(lines.code, String(values.code)), eq(lines.effectiveDate, String(values.effectiveDate)), id ? ne(lines.id, id) : undefined);
    if (db.select({ id: lines.id }).from(lines).where(same).get()) throw new SimError(c.lineVersionTaken);
  },
  view: lineView,
};

/** Section → chapter → heading → subheading of an HS6, as the HS reference holds them. */
function hsPath(q: Queryable, hs6: string): HsCodeRecord["path"] {
  const codes = q.select().from(hsCodes).where(inArray(hsCodes.code, [hs6.slice(0, 2), hs6.slice(0, 4), hs6])).all().sort((a, b) => a.level - b.level);
  const section = codes[0] && q.select().from(hsSections).where(eq(hsSections.section, codes[0].section)).get();
  return [
    ...(section ? [{ code: section.section, level: 0 as HsLevel, description: section.name }] : []),
    ...codes.map((node) => ({ code: node.code, level: node.level as HsLevel, description: node.description })),
  ];
}

/**
 * National tariff lines (/HscodeMgt): the platform's, read by every tenant granted the customs
 * interface and written by the platform administrator; one code in full by `queryHsLineByCode`.
 */
export const customsHsLine: SimResource = {
  bases: [hsLinePaths.base],
  crud,
  routes(router, local, ctx) {
    const { db } = ctx;
    router.get(
      local(hsLinePaths.byCode),
      handle((req) => {
        const principal = principalOf(req);
        const { market, code } = parseWith(hsCodeKeySchema, req.query);
        const versions = db.select().from(lines).where(and(eq(lines.market, market), eq(lines.code, code))).orderBy(desc(lines.effectiveDate)).all();
        if (versions.length === 0) throw new SimError(c.lineUnknown);
        const note = noteOf(db, principal, market, code);
        const stamped = (row: typeof lines.$inferSelect): Row => ({ ...row, createTime: isoTime(row.createTime), updateTime: isoTime(row.updateTime) });
        const record: HsCodeRecord = {
          market,
          code,
          printedCode: printedCode(market, code),
          path: hsPath(db, versions[0].hs6),
          versions: versions.map((row) => lineView(stamped(row), db, principal, ctx.now())) as HsCodeRecord["versions"],
          note: note ? noteWire(note) : null,
        };
        return ok(record);
      }),
    );
  },
};
