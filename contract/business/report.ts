import { z } from "zod";
import { CLASSIFY_STATUSES } from "../customs/classification";
import { SHIPMENT_STAGES } from "../usa/shipment";
import { businessMessages as b } from "./messages";

/**
 * The tenant's data report (/DataReport): its own figures by calendar month (UTC), each counted
 * with the same rule as the list it links to, so a figure and its list always agree.
 */
export const dataReportPaths = {
  base: "/api/business/datareport",
  query: "/api/business/datareport/queryDataReport",
  /** `GET ?from&to`: the same figures as a workbook, a sheet a section (the menu's export button). */
  exportXlsx: "/api/business/datareport/exportDataReport",
} as const;
export const DATA_REPORT_MENU = "DataReport";

/** A report spans at most two years of months. */
export const REPORT_MONTHS_MAX = 24;
/** The period a report opens with: this month and the five before it. */
export const REPORT_MONTHS_DEFAULT = 6;
/** Suppliers named in the top list. */
export const TOP_SUPPLIERS_SHOWN = 10;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = z.string().regex(MONTH, "a month is written YYYY-MM");

/** `YYYY-MM` + n months (n may be negative). */
export function addMonths(month: string, n: number): string {
  const [year, m] = month.split("-").map(Number);
  const index = year * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** A month's first and last day, `YYYY-MM-DD`: what a list's day filters are given. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, m] = month.split("-").map(Number);
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, "0")}` };
}

/** The period asked for: both months, `from` not after `to`, at most REPORT_MONTHS_MAX months. */
export const reportQuerySchema = z
  .object({ from: monthSchema, to: monthSchema })
  .refine((q) => q.from <= q.to, { message: b.periodReversed })
  .refine((q) => monthsBetween(q.from, q.to).length <= REPORT_MONTHS_MAX, { message: b.periodTooLong });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The default period ending in the month of `today` (YYYY-MM-DD). */
export function defaultPeriod(today: string): ReportQuery {
  const to = today.slice(0, 7);
  return { from: addMonths(to, 1 - REPORT_MONTHS_DEFAULT), to };
}

const count = z.number().int().nonnegative();
/** Integer minor units of the currency (cents, fen). */
const minor = z.number().int();

export const ordersByMonthSchema = z.object({ month: monthSchema, currency: z.string(), count, totalMinor: minor });
export const topSupplierSchema = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  count,
  totals: z.array(z.object({ currency: z.string(), totalMinor: minor })),
});
export const clearancesByMonthSchema = z.object({ month: monthSchema, count, feesUsdCents: minor });
export const classificationByMonthSchema = z.object({ month: monthSchema, counts: z.record(z.enum(CLASSIFY_STATUSES), count) });

/**
 * `GET queryDataReport?from&to`. A section the caller may not read (no grant of its list's
 * calls) is null; order values are null where the caller's data permission hides them.
 */
export const dataReportSchema = z.object({
  from: monthSchema,
  to: monthSchema,
  months: z.array(monthSchema),
  orders: z
    .object({
      byMonth: z.array(ordersByMonthSchema),
      /** By number of orders in the period, then by name. */
      topSuppliers: z.array(topSupplierSchema).max(TOP_SUPPLIERS_SHOWN),
      /** False when the caller's data permission hides the orders' amounts. */
      valuesShown: z.boolean(),
    })
    .nullable(),
  clearances: z
    .object({
      byMonth: z.array(clearancesByMonthSchema),
      /** The period's shipments (created in it) by the stage they wait at now. */
      byStage: z.record(z.enum(SHIPMENT_STAGES), count),
    })
    .nullable(),
  classification: z.object({ byMonth: z.array(classificationByMonthSchema) }).nullable(),
});
export type DataReport = z.infer<typeof dataReportSchema>;
