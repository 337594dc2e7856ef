import ExcelJS from "exceljs";
import type { Router } from "express";
import { attachmentDisposition } from "../../contract/admin/resource";
import { exportOrderLinesPath, orderIdQuerySchema, printOrderPath } from "../../contract/business/order";
import type { SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { sheetName } from "../crud/export-names";
import { cellText, type ExportColumn, type ExportReader } from "../crud/export-text";
import { readerOf } from "../crud/exports";
import type { Row } from "../crud/resource";
import { handle, paramsOf } from "../http";
import { principalOf } from "../middleware/auth";
import { parseWith } from "../validate";
import { LINE_COLUMNS, ORDER_COLUMNS, ORDER_ONE_TITLE } from "./order-labels";
import { orderPdf } from "./order-pdf";
import { ORDER_MENU, goodsNames, lineWire, linesOf, orderOf, orderWire, withoutHidden } from "./order-rows";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Amounts the provider sends as decimal text; the sheet holds them as numbers a reader can sum. */
const AMOUNT_FIELDS = new Set(["totalPriceSum", "unitPrice", "totalPrice"]);
const AMOUNT_FORMAT = "#,##0.00";
const isAmount = (column: ExportColumn, value: unknown): value is string => AMOUNT_FIELDS.has(column.field) && typeof value === "string" && /^-?\d+(\.\d{1,2})?$/.test(value);

/** One sheet: the order's header as label–value rows, then its lines under their headings. */
async function orderXlsx(order: Row, lines: readonly Row[], reader: ExportReader): Promise<Buffer> {
  const shown = (columns: readonly ExportColumn[], row: Row) => columns.filter((column) => column.field in row);
  const value = (column: ExportColumn, raw: unknown) => (typeof raw === "number" ? raw : isAmount(column, raw) ? Number(raw) : cellText(column, raw, reader));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(`${ORDER_ONE_TITLE[reader.lang]} ${String(order.code ?? "")}`));
  for (const column of shown(ORDER_COLUMNS, order)) {
    const row = sheet.addRow([column.header[reader.lang], value(column, order[column.field])]);
    row.getCell(1).font = { bold: true };
    if (isAmount(column, order[column.field])) row.getCell(2).numFmt = AMOUNT_FORMAT;
  }
  sheet.addRow([]);
  const columns = lines[0] ? shown(LINE_COLUMNS, lines[0]) : LINE_COLUMNS;
  sheet.addRow(columns.map((column) => column.header[reader.lang])).font = { bold: true };
  for (const line of lines) {
    const row = sheet.addRow(columns.map((column) => value(column, line[column.field])));
    columns.forEach((column, i) => isAmount(column, line[column.field]) && (row.getCell(i + 1).numFmt = AMOUNT_FORMAT));
  }
  sheet.columns.forEach((column, i) => (column.width = i === 0 ? 18 : i === 2 ? 36 : 16));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The order's printed PDF (for anyone who reads orders) and its spreadsheet with lines (the export button), both without the fields hidden from the caller. */
export function orderFileRoutes(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;
  const whole = (req: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(req);
    const { id } = parseWith(orderIdQuerySchema, paramsOf(req));
    const row = orderOf(db, principal, id);
    const lines = linesOf(db, principal, id);
    const names = goodsNames(db, principal, lines.map((l) => l.goodsId));
    return { principal, code: row.code ?? "order", ...withoutHidden(db, principal, orderWire(row, db, principal), lines.map((l) => lineWire(l, names))) };
  };

  router.post(
    local(printOrderPath),
    handle(async (req, res) => {
      const { code, order, lines } = whole(req);
      const pdf = await orderPdf(order, lines, readerOf(req));
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", attachmentDisposition(`${code}.pdf`));
      res.send(pdf);
    }),
  );

  router.post(
    local(exportOrderLinesPath),
    handle(async (req, res) => {
      requireButton(db, principalOf(req), ORDER_MENU, "export");
      const { code, order, lines } = whole(req);
      res.setHeader("Content-Type", XLSX);
      res.setHeader("Content-Disposition", attachmentDisposition(`${code}.xlsx`));
      res.send(await orderXlsx(order, lines, readerOf(req)));
    }),
  );
}
