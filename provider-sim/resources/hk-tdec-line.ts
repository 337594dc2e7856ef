import { and, eq, inArray, max } from "drizzle-orm";
import { amountText, centsOf } from "../../contract/money";
import { addHkTdecLineSchema, hkTdecLinePaths, hkTdecMessages as m, problemText, updateHkTdecLineSchema } from "../../contract/hk/tdec";
import { groupingProblem } from "../../contract/hk/rules";
import { hkCargo, hkTdecLines as lines } from "../../db/schema";
import type { Queryable } from "../context";
import type { CrudResource, Row } from "../crud/resource";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { ascending } from "../paging";
import { scoped } from "../tenant";
import { checkUnit } from "./hk-references";
import { groupingDocument, linesOf, requireDraft, TDEC_MENU, tdecOf } from "./hk-tdec";
import type { SimResource } from "./resource";
import { checkCountry } from "./usa-references";

type LineRow = typeof lines.$inferSelect;

function nextLineNo(db: Queryable, principal: Principal, tdecId: string): number {
  const [{ last }] = db.select({ last: max(lines.lineNo) }).from(lines).where(and(scoped(lines, principal), eq(lines.tdecId, tdecId))).all();
  return (last ?? 0) + 1;
}

const lineOf = (db: Queryable, principal: Principal, id: string) => db.select().from(lines).where(and(scoped(lines, principal), eq(lines.id, id))).get();

const crud: CrudResource = {
  menuCode: TDEC_MENU,
  title: { en: "Declaration lines", zh: "报关单货物", tw: "報關單貨物" },
  paths: hkTdecLinePaths,
  table: lines,
  addSchema: addHkTdecLineSchema,
  updateSchema: updateHkTdecLineSchema,
  filters: { tdecId: { column: lines.tdecId, match: "equals" } },
  sortable: { lineNo: lines.lineNo },
  defaultOrder: [ascending(lines.tdecId), ascending(lines.lineNo)],
  exportColumns: [
    { field: "lineNo", header: { en: "No.", zh: "项号", tw: "項號" } },
    { field: "hkhsCode", header: { en: "HKHS", zh: "商品编号", tw: "商品編號" } },
    { field: "description", header: { en: "Description", zh: "货物描述", tw: "貨物描述" } },
    { field: "quantity", header: { en: "Quantity", zh: "数量", tw: "數量" } },
    { field: "unit", header: { en: "Unit", zh: "单位", tw: "單位" } },
    { field: "value", header: { en: "Value HKD", zh: "货值", tw: "貨值" } },
    { field: "country", header: { en: "Country", zh: "国家/地区", tw: "國家/地區" } },
  ],
  // A line joins a draft only, and only if the declaration still groups one heading and one country (DOMAIN §2.4).
  check(db, principal, values, id) {
    const before = id === undefined ? undefined : lineOf(db, principal, id);
    if (id !== undefined && !before) throw new SimError(m.tdecUnknown);
    if (before && before.tdecId !== values.tdecId) requireDraft(tdecOf(db, principal, before.tdecId));
    const tdec = tdecOf(db, principal, String(values.tdecId));
    requireDraft(tdec);
    checkUnit(db, values.unit);
    checkCountry(db, values.country);
    if (values.cargoId && !db.select({ id: hkCargo.id }).from(hkCargo).where(and(scoped(hkCargo, principal), eq(hkCargo.id, String(values.cargoId)))).get()) throw new SimError(m.cargoUnknown);
    if (!values.hkhsCode) return;
    const others = linesOf(db, principal, tdec.id).filter((line) => line.id !== id && line.hkhsCode);
    const lineNo = before?.tdecId === tdec.id ? before.lineNo : nextLineNo(db, principal, tdec.id);
    const grouped = [...others.map((l) => ({ lineNo: l.lineNo, hkhsCode: l.hkhsCode!, country: l.country })), { lineNo, hkhsCode: String(values.hkhsCode), country: String(values.country) }].sort((a, b) => a.lineNo - b.lineNo);
    const problem = groupingProblem(groupingDocument(db, principal, tdec), grouped);
    if (problem) throw new SimError(problemText(problem));
  },
  checkDelete(db, principal, ids) {
    const found = db.select({ tdecId: lines.tdecId }).from(lines).where(and(scoped(lines, principal), inArray(lines.id, [...ids]))).all();
    for (const tdecId of new Set(found.map((l) => l.tdecId))) requireDraft(tdecOf(db, principal, tdecId));
  },
  prepare(db, principal, values, id) {
    const { value, ...rest } = values;
    const tdecId = String(values.tdecId);
    const kept = id === undefined ? undefined : lineOf(db, principal, id);
    const lineNo = kept?.tdecId === tdecId ? {} : { lineNo: nextLineNo(db, principal, tdecId) };
    return { ...rest, cargoId: values.cargoId ?? null, hkhsCode: values.hkhsCode ?? null, ...lineNo, valueCents: centsOf(String(value)) };
  },
  view(row) {
    const { valueCents, ...rest } = row as unknown as LineRow;
    return { ...rest, value: amountText(valueCents) } as Row;
  },
};

/** A declaration's goods lines, on its page. */
export const hkTdecLine: SimResource = { bases: [hkTdecLinePaths.base], crud };
