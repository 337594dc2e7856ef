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
  title: "Declaration lines 报关单商品",
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
    { field: "lineNo", header: "No. 项号" },
    { field: "cnCode", header: "Code 商品编号" },
    { field: "name", header: "Name 商品名称" },
    { field: "elements", header: "Elements 申报要素" },
    { field: "quantity", header: "Quantity 数量" },
    { field: "unit", header: "Unit 单位" },
    { field: "secondQuantity", header: "2nd quantity 第二数量" },
    { field: "secondUnit", header: "2nd unit 第二单位" },
    { field: "unitPrice", header: "Unit price 单价" },
    { field: "total", header: "Total 总价" },
    { field: "originCountry", header: "Origin 原产国" },
    { field: "destinationCountry", header: "Destination 目的国" },
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
