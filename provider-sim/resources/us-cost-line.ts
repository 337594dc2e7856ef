import { and, desc, eq, lte } from "drizzle-orm";
import { addUsCostLineSchema, updateUsCostLineSchema, usCostLinePaths } from "../../contract/usa/cost-line";
import { centsOf } from "../../contract/usa/hts-line";
import { usaMessages as u } from "../../contract/usa/messages";
import { usCostLines as costs, usFxRates } from "../../db/schema";
import type { Queryable } from "../context";
import type { CrudResource, Values } from "../crud/resource";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";
import { ascending } from "../paging";
import type { SimResource } from "./resource";
import { findShipment } from "./us-clearance-references";
import { amountText, timesHalfUp } from "./us-money";
import { checkCurrency } from "./usa-references";
import { SETTLED_WITH } from "./export-labels";

/**
 * The amount in the currency is unit price × quantity, rounded to the cent as an invoice shows it;
 * the USD amount converts that invoiced amount at the line's rate.
 */
export function costAmounts(line: { unitPriceCents: number; quantity: number; exchangeRate: string }) {
  const amountCents = timesHalfUp(line.unitPriceCents, line.quantity);
  return { amountCents, amountUsdCents: timesHalfUp(amountCents, line.exchangeRate) };
}

function rateOf(db: Queryable, principal: Principal, values: Values, now: number): { exchangeRate: string; rateDate: string } {
  const rateDate = values.rateDate ? String(values.rateDate) : null;
  if (values.exchangeRate) return { exchangeRate: String(values.exchangeRate), rateDate: rateDate ?? new Date(now).toISOString().slice(0, 10) };
  if (values.currency === "USD") return { exchangeRate: "1", rateDate: rateDate ?? new Date(now).toISOString().slice(0, 10) };
  const onFile = db
    .select({ usdPerUnit: usFxRates.usdPerUnit, rateDate: usFxRates.rateDate })
    .from(usFxRates)
    .where(and(scoped(usFxRates, principal), eq(usFxRates.currency, String(values.currency)), rateDate ? lte(usFxRates.rateDate, rateDate) : undefined))
    .orderBy(desc(usFxRates.rateDate))
    .get();
  if (!onFile) throw new SimError(u.fxRateMissing);
  return { exchangeRate: onFile.usdPerUnit, rateDate: onFile.rateDate };
}

const crud: CrudResource = {
  menuCode: "importClearance",
  title: { en: "Cost lines", zh: "费用", tw: "費用" },
  paths: usCostLinePaths,
  table: costs,
  addSchema: addUsCostLineSchema,
  updateSchema: updateUsCostLineSchema,
  filters: {
    shipmentId: { column: costs.shipmentId, match: "equals" },
    costName: { column: costs.costName, match: "contains" },
    currency: { column: costs.currency, match: "equals" },
    settlementObject: { column: costs.settlementObject, match: "equals" },
  },
  sortable: { costName: costs.costName, createTime: costs.createTime },
  defaultOrder: [ascending(costs.createTime)],
  exportColumns: [
    { field: "costName", header: { en: "Cost", zh: "费用名称", tw: "費用名稱" } },
    { field: "unitPrice", header: { en: "Unit price", zh: "单价", tw: "單價" } },
    { field: "quantity", header: { en: "Quantity", zh: "数量", tw: "數量" } },
    { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
    { field: "amountCents", header: { en: "Amount", zh: "金额", tw: "金額" }, kind: "minor" },
    { field: "exchangeRate", header: { en: "Rate to USD", zh: "汇率", tw: "匯率" } },
    { field: "rateDate", header: { en: "Rate date", zh: "汇率日期", tw: "匯率日期" } },
    { field: "amountUsdCents", header: { en: "Amount USD", zh: "美元金额", tw: "美元金額" }, kind: "minor" },
    { field: "settlementObject", header: { en: "Settled with", zh: "结算对象", tw: "結算對象" }, kind: { labels: SETTLED_WITH } },
  ],
  importable: true,
  check(db, principal, values) {
    findShipment(db, principal, values.shipmentId);
    checkCurrency(db, values.currency);
  },
  // A rate left blank is the tenant's rate on file for the currency on or before the rate date (USD is 1).
  prepare(db, principal, values, _id, now) {
    const { unitPrice, ...stored } = values;
    return { ...stored, ...rateOf(db, principal, values, now), unitPriceCents: centsOf(String(unitPrice)) };
  },
  view(row) {
    const line = row as typeof row & { unitPriceCents: number; quantity: number; exchangeRate: string };
    return { ...row, unitPrice: amountText(line.unitPriceCents), ...costAmounts(line) };
  },
};

/** A shipment's costs (/importClearance), converted to USD at their recorded rate. */
export const usCostLine: SimResource = { bases: [usCostLinePaths.base], crud };
