import type { ExportColumn, ExportReader } from "../crud/export-text";
import { cellText } from "../crud/export-text";
import { renderPdf, type Pdf } from "../crud/pdf-pages";
import type { Row } from "../crud/resource";
import { LINE_COLUMNS, ORDER_COLUMNS, ORDER_ONE_TITLE } from "./order-labels";

const MARGIN = 32;
const FOOTER = 24;
/** The header facts printed, two to a row. */
const FACTS = ["code", "orderDate", "supplierName", "status", "receivingWay", "currency"] as const;
/** The lines' columns and their shares of the width. */
const LINE_SHARES: Record<string, number> = { lineNo: 0.45, modelNumber: 1.2, goodsName: 2.2, quantity: 0.8, unitCode: 0.6, netWeight: 0.9, roughWeight: 0.9, unitPrice: 0.9, totalPrice: 1.1, remark: 1.2 };

const columnOf = (field: string): ExportColumn => [...ORDER_COLUMNS, ...LINE_COLUMNS].find((c) => c.field === field)!;

/**
 * A purchase order on A4 portrait, in the reader's language with the CJK font (goods and
 * supplier names print in Chinese): its facts, the lines continuing under a repeated heading on
 * the next pages, the totals, each page numbered.
 */
export function orderPdf(order: Row, lines: readonly Row[], reader: ExportReader): Promise<Buffer> {
  const title = ORDER_ONE_TITLE[reader.lang];
  const footer = `${title} ${String(order.code ?? "")}`;
  const value = (row: Row, field: string) => cellText(columnOf(field), row[field], reader) || "—";
  return renderPdf({ size: "A4", margin: MARGIN, info: { Title: footer } }, reader.lang, footer, (doc) => {
    const width = doc.page.width - 2 * MARGIN;
    const bottom = doc.page.height - MARGIN - FOOTER;
    doc.fontSize(16).text(title, MARGIN, MARGIN, { width, align: "center" });
    let y = doc.y + 10;
    const facts = FACTS.filter((field) => field in order);
    facts.forEach((field, i) => {
      const x = MARGIN + (i % 2) * (width / 2);
      const top = y + Math.floor(i / 2) * 26;
      doc.fontSize(7.5).fillColor("#555").text(columnOf(field).header[reader.lang], x, top, { width: width / 2 - 8, lineBreak: false });
      doc.fontSize(10).fillColor("black").text(value(order, field), x, top + 10, { width: width / 2 - 8, lineBreak: false, ellipsis: true });
    });
    y += Math.ceil(facts.length / 2) * 26 + 8;

    const fields = Object.keys(LINE_SHARES).filter((field) => lines.length === 0 || field in lines[0]);
    const total = fields.reduce((sum, field) => sum + LINE_SHARES[field], 0);
    const widths = fields.map((field) => (LINE_SHARES[field] * width) / total);
    const heading = () => (y = row(doc, fields.map((field) => columnOf(field).header[reader.lang]), widths, y, "#e8ecf1"));
    heading();
    for (const line of lines) {
      const cells = fields.map((field) => (field === "lineNo" ? String(line.lineNo) : value(line, field)));
      if (y + height(doc, cells, widths) > bottom) {
        doc.addPage();
        y = MARGIN;
        heading();
      }
      y = row(doc, cells, widths, y);
    }
    const sums = [`${columnOf("quantitySum").header[reader.lang]}: ${value(order, "quantitySum")}`];
    if ("totalPriceSum" in order) sums.push(`${columnOf("totalPriceSum").header[reader.lang]}: ${"currency" in order ? String(order.currency) : ""} ${value(order, "totalPriceSum")}`);
    if (y + 20 > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    doc.fontSize(10).fillColor("black").text(sums.join("    "), MARGIN, y + 8, { width, align: "right", lineBreak: false });
  });
}

function height(doc: Pdf, cells: readonly string[], widths: readonly number[]): number {
  doc.fontSize(8);
  return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 6 }))) + 6;
}

/** One row of the lines' table, whole; answers the next row's top. */
function row(doc: Pdf, cells: readonly string[], widths: readonly number[], y: number, fill?: string): number {
  const h = height(doc, cells, widths);
  const width = widths.reduce((a, b) => a + b, 0);
  if (fill) doc.rect(MARGIN, y, width, h).fill(fill);
  doc.fillColor("black").fontSize(8);
  let x = MARGIN;
  cells.forEach((cell, i) => {
    doc.text(cell, x + 3, y + 3, { width: widths[i] - 6, height: h - 3 });
    x += widths[i];
  });
  doc.moveTo(MARGIN, y + h).lineTo(MARGIN + width, y + h).lineWidth(0.3).strokeColor("#999").stroke().strokeColor("black");
  return y + h;
}
