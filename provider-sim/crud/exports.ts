import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { AlignmentType, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import type { ExportFormat } from "../../contract/admin/resource";

/** A column of an exported file: the row's field and its heading. */
export interface ExportColumn {
  field: string;
  header: string;
}

export interface ExportFile {
  body: Buffer;
  contentType: string;
  extension: ExportFormat;
}

type Row = Record<string, unknown>;

/**
 * A simplified-Chinese OpenType font: pdfkit embeds only the glyphs a file uses (a subset). The
 * package exports only its entry, so the font is found beside it.
 */
export const CJK_FONT = join(dirname(createRequire(import.meta.url).resolve("@embedpdf/fonts-sc")), "..", "fonts", "NotoSansHans-Regular.otf");

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
};

const cell = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export async function exportFile(format: ExportFormat, title: string, columns: readonly ExportColumn[], rows: readonly Row[]): Promise<ExportFile> {
  const build = { xlsx: toXlsx, docx: toDocx, pdf: toPdf }[format];
  return { body: await build(title, columns, rows), contentType: CONTENT_TYPES[format], extension: format };
}

/** A sheet with a heading row; also the import template when `rows` is empty. */
export async function toXlsx(title: string, columns: readonly ExportColumn[], rows: readonly Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.field, width: Math.max(14, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.field, cell(row[c.field])])));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function toDocx(title: string, columns: readonly ExportColumn[], rows: readonly Row[]): Promise<Buffer> {
  const line = (values: string[], bold = false) =>
    new TableRow({
      tableHeader: bold,
      children: values.map((text) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] })),
    });
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [line(columns.map((c) => c.header), true), ...rows.map((row) => line(columns.map((c) => cell(row[c.field]))))],
  });
  const doc = new Document({
    sections: [{ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: title, bold: true, size: 28 })] }), table] }],
  });
  return Packer.toBuffer(doc);
}

function toPdf(title: string, columns: readonly ExportColumn[], rows: readonly Row[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", layout: "landscape", margin: 36 });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.registerFont("cjk", CJK_FONT);
    doc.font("cjk");
    doc.fontSize(14).text(title, { align: "center" }).moveDown();
    const width = (doc.page.width - 72) / columns.length;
    const drawRow = (values: string[]) => {
      if (doc.y > doc.page.height - 60) doc.addPage();
      const top = doc.y;
      let bottom = top;
      values.forEach((value, i) => {
        doc.text(value, 36 + i * width, top, { width: width - 6 });
        bottom = Math.max(bottom, doc.y);
      });
      doc.y = bottom + 4;
      doc.x = 36;
    };
    doc.fontSize(10);
    drawRow(columns.map((c) => c.header));
    doc.moveTo(36, doc.y - 2).lineTo(doc.page.width - 36, doc.y - 2).stroke();
    for (const row of rows) drawRow(columns.map((c) => cell(row[c.field])));
    doc.end();
  });
}
