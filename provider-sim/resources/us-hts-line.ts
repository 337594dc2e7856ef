import { and, eq, max } from "drizzle-orm";
import { lineDuty, type HtsLine } from "../../contract/customs/charges";
import { addUsHtsLineSchema, centsOf, updateUsHtsLineSchema, usHtsLinePaths } from "../../contract/usa/hts-line";
import { usShipmentHtsLines as lines } from "../../db/schema";
import type { Queryable } from "../context";
import type { CrudResource } from "../crud/resource";
import type { Principal } from "../middleware/auth";
import { ascending } from "../paging";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";
import { findShipment } from "./us-clearance-references";
import { amountText } from "./us-money";

/** A stored line as the duty arithmetic takes it: its Chapter 99 layer, if any, on top of the rate. */
export const dutyLineOf = (line: { valueCents: number; adValorem: string; additional: string | null }): HtsLine => ({
  valueCents: line.valueCents,
  adValorem: line.adValorem,
  additional: line.additional ? [line.additional] : [],
});

function nextLineNo(db: Queryable, principal: Principal, shipmentId: string): number {
  const [{ last }] = db.select({ last: max(lines.lineNo) }).from(lines).where(and(scoped(lines, principal), eq(lines.shipmentId, shipmentId))).all();
  return (last ?? 0) + 1;
}

const crud: CrudResource = {
  menuCode: "importClearance",
  title: { en: "HTS lines", zh: "税则行", tw: "稅則行" },
  paths: usHtsLinePaths,
  table: lines,
  addSchema: addUsHtsLineSchema,
  updateSchema: updateUsHtsLineSchema,
  filters: {
    shipmentId: { column: lines.shipmentId, match: "equals" },
    htsCode: { column: lines.htsCode, match: "contains" },
    originCountry: { column: lines.originCountry, match: "equals" },
  },
  sortable: { lineNo: lines.lineNo, htsCode: lines.htsCode },
  defaultOrder: [ascending(lines.shipmentId), ascending(lines.lineNo)],
  exportColumns: [
    { field: "lineNo", header: { en: "Line", zh: "行号", tw: "行號" } },
    { field: "htsCode", header: { en: "HTS no.", zh: "税号", tw: "稅號" } },
    { field: "description", header: { en: "Description", zh: "品名", tw: "品名" } },
    { field: "originCountry", header: { en: "Origin", zh: "原产国", tw: "原產國" } },
    { field: "quantity", header: { en: "Quantity", zh: "数量", tw: "數量" } },
    { field: "unit", header: { en: "Unit", zh: "单位", tw: "單位" } },
    { field: "valueUsd", header: { en: "Value (USD)", zh: "申报价值", tw: "申報價值" } },
    { field: "adValorem", header: { en: "Rate", zh: "税率", tw: "稅率" } },
    { field: "additional", header: { en: "Chapter 99", zh: "附加税率", tw: "附加稅率" } },
    { field: "dutyCents", header: { en: "Duty", zh: "关税", tw: "關稅" }, kind: "minor" },
  ],
  importable: true,
  check(db, principal, values) {
    findShipment(db, principal, values.shipmentId);
  },
  // Lines are numbered in their shipment's order of entry; a line moved to another shipment goes last there.
  prepare(db, principal, values, id) {
    const { valueUsd, ...stored } = values;
    const shipmentId = String(values.shipmentId);
    const kept = id === undefined ? undefined : db.select({ shipmentId: lines.shipmentId }).from(lines).where(and(scoped(lines, principal), eq(lines.id, id))).get();
    const lineNo = kept?.shipmentId === shipmentId ? {} : { lineNo: nextLineNo(db, principal, shipmentId) };
    return { ...stored, ...lineNo, valueCents: centsOf(String(valueUsd)) };
  },
  view(row) {
    const line = row as typeof row & { valueCents: number; adValorem: string; additional: string | null };
    return { ...row, valueUsd: amountText(line.valueCents), dutyCents: lineDuty(dutyLineOf(line)) };
  },
};

/** A shipment's HTS lines (/importClearance): entered value, rates and the duty they make. */
export const usHtsLine: SimResource = { bases: [usHtsLinePaths.base], crud };
