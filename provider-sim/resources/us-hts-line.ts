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
  title: "HTS lines 税则行",
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
    { field: "lineNo", header: "Line 行号" },
    { field: "htsCode", header: "HTS no. 税号" },
    { field: "description", header: "Description 品名" },
    { field: "originCountry", header: "Origin 原产国" },
    { field: "quantity", header: "Quantity 数量" },
    { field: "unit", header: "Unit 单位" },
    { field: "valueUsd", header: "Value (USD) 申报价值" },
    { field: "adValorem", header: "Rate 税率" },
    { field: "additional", header: "Chapter 99 附加税率" },
    { field: "dutyCents", header: "Duty (cents) 关税(分)" },
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
