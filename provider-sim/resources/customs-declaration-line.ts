import { amountText } from "../../contract/money";
import { and, eq, inArray, max } from "drizzle-orm";
import {
  addDeclarationLineSchema,
  declarationLinePaths,
  lineTotalCents,
  lineUnitProblems,
  milliOf,
  milliText,
  unitPriceOf,
  unitPriceText,
  updateDeclarationLineSchema,
} from "../../contract/customs/declaration";
import { customsDeclarationLines as lines, customsDeclarations as declarations } from "../../db/schema";
import type { Queryable } from "../context";
import type { CrudResource, Row } from "../crud/resource";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { ascending } from "../paging";
import { scoped } from "../tenant";
import { goodsOf } from "./customs-references";
import { BACK_TO_DRAFT, declarationOf, problemMessage, requireEditable, tariffOf, type LineRow } from "./customs-declaration";
import type { SimResource } from "./resource";
import { checkCountry } from "./usa-references";

function nextLineNo(db: Queryable, principal: Principal, declarationId: string): number {
  const [{ last }] = db.select({ last: max(lines.lineNo) }).from(lines).where(and(scoped(lines, principal), eq(lines.declarationId, declarationId))).all();
  return (last ?? 0) + 1;
}

const lineOf = (db: Queryable, principal: Principal, id: string) => db.select().from(lines).where(and(scoped(lines, principal), eq(lines.id, id))).get();

/** A change to a line of a rejected declaration makes the declaration a draft again. */
function reopen(db: Queryable, principal: Principal, declarationId: string): void {
  db.update(declarations)
    .set(BACK_TO_DRAFT)
    .where(and(scoped(declarations, principal), eq(declarations.id, declarationId), eq(declarations.status, "rejected")))
    .run();
}

const crud: CrudResource = {
  menuCode: "Declaration",
  title: { en: "Declaration lines", zh: "报关单商品", tw: "報關單商品" },
  paths: declarationLinePaths,
  table: lines,
  addSchema: addDeclarationLineSchema,
  updateSchema: updateDeclarationLineSchema,
  filters: {
    declarationId: { column: lines.declarationId, match: "equals" },
    cnCode: { column: lines.cnCode, match: "contains" },
  },
  sortable: { lineNo: lines.lineNo, cnCode: lines.cnCode },
  defaultOrder: [ascending(lines.declarationId), ascending(lines.lineNo)],
  exportColumns: [
    { field: "lineNo", header: { en: "No.", zh: "项号", tw: "項號" } },
    { field: "cnCode", header: { en: "Code", zh: "商品编号", tw: "商品編號" } },
    { field: "name", header: { en: "Name", zh: "商品名称", tw: "商品名稱" } },
    { field: "elements", header: { en: "Elements", zh: "申报要素", tw: "申報要素" } },
    { field: "quantity", header: { en: "Quantity", zh: "数量", tw: "數量" } },
    { field: "unit", header: { en: "Unit", zh: "单位", tw: "單位" } },
    { field: "secondQuantity", header: { en: "2nd quantity", zh: "第二数量", tw: "第二數量" } },
    { field: "secondUnit", header: { en: "2nd unit", zh: "第二单位", tw: "第二單位" } },
    { field: "unitPrice", header: { en: "Unit price", zh: "单价", tw: "單價" } },
    { field: "total", header: { en: "Total", zh: "总价", tw: "總價" } },
    { field: "originCountry", header: { en: "Origin", zh: "原产国", tw: "原產國" } },
    { field: "destinationCountry", header: { en: "Destination", zh: "目的国", tw: "目的國" } },
  ],
  // The line's code must be in the tariff in force and its quantities in the code's statutory units (DOMAIN §5.2).
  check(db, principal, values, id, now) {
    const before = id === undefined ? undefined : lineOf(db, principal, id);
    if (before && before.declarationId !== values.declarationId) requireEditable(declarationOf(db, principal, before.declarationId), now);
    requireEditable(declarationOf(db, principal, values.declarationId), now);
    if (values.goodsId) goodsOf(db, principal, values.goodsId);
    checkCountry(db, values.originCountry);
    checkCountry(db, values.destinationCountry);
    const code = String(values.cnCode);
    const [problem] = lineUnitProblems(
      { lineNo: 0, cnCode: code, unit: String(values.unit), secondQuantityMilli: values.secondQuantity ? milliOf(String(values.secondQuantity)) : null },
      tariffOf(db, [code], now).get(code),
    );
    if (problem) throw new SimError(problemMessage(problem));
  },
  checkDelete(db, principal, ids, now) {
    const found = db.select({ declarationId: lines.declarationId }).from(lines).where(and(scoped(lines, principal), inArray(lines.id, [...ids]))).all();
    for (const declarationId of new Set(found.map((l) => l.declarationId))) requireEditable(declarationOf(db, principal, declarationId), now);
  },
  prepare(db, principal, values, id, now) {
    const { quantity, secondQuantity, unitPrice, ...rest } = values;
    const declarationId = String(values.declarationId);
    const kept = id === undefined ? undefined : lineOf(db, principal, id);
    const lineNo = kept?.declarationId === declarationId ? {} : { lineNo: nextLineNo(db, principal, declarationId) };
    const quantityMilli = milliOf(String(quantity));
    const unitPriceTenThousandths = unitPriceOf(String(unitPrice));
    const secondQuantityMilli = secondQuantity ? milliOf(String(secondQuantity)) : null;
    const secondUnit = secondQuantityMilli === null ? null : (tariffOf(db, [String(values.cnCode)], now).get(String(values.cnCode))?.unit2 ?? null);
    return { ...rest, goodsId: values.goodsId ?? null, ...lineNo, quantityMilli, secondQuantityMilli, secondUnit, unitPriceTenThousandths, totalCents: lineTotalCents(quantityMilli, unitPriceTenThousandths) };
  },
  afterWrite(db, principal, _id, values) {
    reopen(db, principal, String(values.declarationId));
  },
  onDelete(db, principal, ids) {
    // Called before the rows go: reopen the declarations they belong to.
    const found = db.select({ declarationId: lines.declarationId }).from(lines).where(and(scoped(lines, principal), inArray(lines.id, [...ids]))).all();
    for (const declarationId of new Set(found.map((l) => l.declarationId))) reopen(db, principal, declarationId);
  },
  view(row) {
    const { quantityMilli, secondQuantityMilli, unitPriceTenThousandths, totalCents, ...rest } = row as unknown as LineRow;
    return {
      ...rest,
      quantity: milliText(quantityMilli),
      secondQuantity: secondQuantityMilli === null ? null : milliText(secondQuantityMilli),
      unitPrice: unitPriceText(unitPriceTenThousandths),
      total: amountText(totalCents),
    } as Row;
  },
};

/** A declaration's goods lines, on its page. */
export const customsDeclarationLine: SimResource = { bases: [declarationLinePaths.base], crud };
