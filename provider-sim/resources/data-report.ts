import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Request } from "express";
import { attachmentDisposition } from "../../contract/admin/resource";
import { CLASSIFY_STATUSES, classifyOrderPaths } from "../../contract/customs/classification";
import { orderPaths } from "../../contract/business/order";
import { DATA_REPORT_MENU, dataReportPaths, TOP_SUPPLIERS_SHOWN, monthDays, monthsBetween, reportQuerySchema, type DataReport, type ReportQuery } from "../../contract/business/report";
import { SHIPMENT_STAGES, usShipmentPaths } from "../../contract/usa/shipment";
import { classifyOrders, orders, suppliers, usCostLines, usShipments } from "../../db/schema";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import { hiddenFields } from "../crud/router";
import { fromDay, toDay } from "../crud/day-range";
import { readerOf } from "../crud/exports";
import { handle, ok } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { isGranted } from "../middleware/url-permission";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { costAmounts } from "./us-cost-line";
import { ORDER_MENU } from "./order-rows";
import { dataReportXlsx } from "./data-report-xlsx";
import type { SimResource } from "./resource";
import { stageIs } from "./us-shipment-filters";

/** `YYYY-MM` of a millisecond stamp column, in UTC: the month the report files a row under. */
const monthOf = (column: SQLiteColumn) => sql<string>`strftime('%Y-%m', ${column} / 1000, 'unixepoch')`;

/** Stamps inside the period, by the same day filters the lists use (decision: figures match lists). */
function inPeriod(column: SQLiteColumn, period: ReportQuery): SQL {
  return and(fromDay(column, monthDays(period.from).first), toDay(column, monthDays(period.to).last))!;
}

function clearances(db: Queryable, p: Principal, period: ReportQuery, months: readonly string[]): DataReport["clearances"] {
  const created = and(scoped(usShipments, p), inPeriod(usShipments.createTime, period));
  const counts = new Map(
    db.select({ month: monthOf(usShipments.createTime), n: count() }).from(usShipments).where(created).groupBy(monthOf(usShipments.createTime)).all().map((r) => [r.month, r.n]),
  );
  // Each line is converted as the shipment's own cost list converts it, then summed per month.
  const fees = new Map<string, number>();
  const lines = db
    .select({ month: monthOf(usShipments.createTime), unitPriceCents: usCostLines.unitPriceCents, quantity: usCostLines.quantity, exchangeRate: usCostLines.exchangeRate })
    .from(usCostLines)
    .innerJoin(usShipments, and(eq(usShipments.id, usCostLines.shipmentId), created))
    .where(scoped(usCostLines, p))
    .all();
  for (const line of lines) fees.set(line.month, (fees.get(line.month) ?? 0) + costAmounts(line).amountUsdCents);
  const byStage = Object.fromEntries(
    SHIPMENT_STAGES.map((stage) => [stage, db.select({ n: count() }).from(usShipments).where(and(created, stageIs(stage, db, p))).get()?.n ?? 0]),
  ) as Record<(typeof SHIPMENT_STAGES)[number], number>;
  return { byMonth: months.map((month) => ({ month, count: counts.get(month) ?? 0, feesUsdCents: fees.get(month) ?? 0 })), byStage };
}

/** Orders whose order day lies in the period: the list's `orderDateFrom`/`orderDateTo` filters. */
const ordersIn = (p: Principal, period: ReportQuery) => and(scoped(orders, p), gte(orders.orderDate, monthDays(period.from).first), lte(orders.orderDate, monthDays(period.to).last));

/**
 * Orders placed per month and currency, and the suppliers ordered from most. A reader whose data
 * permission hides the orders' totals or currency sees the counts only.
 */
function purchaseOrders(db: Queryable, p: Principal, period: ReportQuery): DataReport["orders"] {
  const hidden = hiddenFields(db, p, ORDER_MENU);
  const valuesShown = !hidden.has("totalPriceSum") && !hidden.has("currency");
  const month = sql<string>`substr(${orders.orderDate}, 1, 7)`;
  const currency = valuesShown ? orders.currency : sql<string>`''`;
  const byMonth = db
    .select({ month, currency, count: count(), totalMinor: sql<number>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(ordersIn(p, period))
    .groupBy(month, currency)
    .orderBy(month, currency)
    .all()
    .map((row) => ({ ...row, totalMinor: valuesShown ? row.totalMinor : 0 }));
  const top = db
    .select({ supplierId: orders.supplierId, supplierName: suppliers.name, count: count() })
    .from(orders)
    .innerJoin(suppliers, and(scoped(suppliers, p), eq(suppliers.id, orders.supplierId)))
    .where(ordersIn(p, period))
    .groupBy(orders.supplierId, suppliers.name)
    .orderBy(desc(count()), asc(suppliers.name))
    .limit(TOP_SUPPLIERS_SHOWN)
    .all();
  const totalsOf = (supplierId: string) =>
    valuesShown
      ? db
          .select({ currency: orders.currency, totalMinor: sql<number>`coalesce(sum(${orders.totalCents}), 0)` })
          .from(orders)
          .where(and(ordersIn(p, period), eq(orders.supplierId, supplierId)))
          .groupBy(orders.currency)
          .orderBy(orders.currency)
          .all()
      : [];
  return { byMonth, topSuppliers: top.map((row) => ({ ...row, totals: totalsOf(row.supplierId) })), valuesShown };
}

function classification(db: Queryable, p: Principal, period: ReportQuery, months: readonly string[]): DataReport["classification"] {
  const rows = db
    .select({ month: monthOf(classifyOrders.createTime), status: classifyOrders.status, n: count() })
    .from(classifyOrders)
    .where(and(scoped(classifyOrders, p), inPeriod(classifyOrders.createTime, period)))
    .groupBy(monthOf(classifyOrders.createTime), classifyOrders.status)
    .all();
  return {
    byMonth: months.map((month) => ({
      month,
      counts: Object.fromEntries(CLASSIFY_STATUSES.map((status) => [status, rows.find((r) => r.month === month && r.status === status)?.n ?? 0])) as Record<(typeof CLASSIFY_STATUSES)[number], number>,
    })),
  };
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The tenant's data report (/DataReport). A section comes only to a caller who may read the list
 * its figures link to, so the report never shows more than the lists would.
 */
export const dataReport: SimResource = {
  bases: [dataReportPaths.base],
  menuCode: "DataReport",
  routes(router, local, ctx) {
    const reportFor = (req: Request): DataReport => {
      const p = principalOf(req);
      const period = parseWith(reportQuerySchema, req.query);
      const months = monthsBetween(period.from, period.to);
      const may = (path: string) => isGranted(ctx.db, p, "GET", path);
      return {
        ...period,
        months,
        orders: may(orderPaths.query) ? purchaseOrders(ctx.db, p, period) : null,
        clearances: may(usShipmentPaths.query) ? clearances(ctx.db, p, period, months) : null,
        classification: may(classifyOrderPaths.query) ? classification(ctx.db, p, period, months) : null,
      };
    };
    router.get(local(dataReportPaths.query), handle((req) => ok(reportFor(req))));
    router.get(
      local(dataReportPaths.exportXlsx),
      handle(async (req, res) => {
        requireButton(ctx.db, principalOf(req), DATA_REPORT_MENU, "export");
        const report = reportFor(req);
        const body = await dataReportXlsx(report, readerOf(req).lang);
        res.setHeader("Content-Type", XLSX_TYPE);
        res.setHeader("Content-Disposition", attachmentDisposition(`${DATA_REPORT_MENU}-${report.from}-${report.to}.xlsx`));
        res.send(body);
      }),
    );
  },
};
