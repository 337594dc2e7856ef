import { AlignmentType, Document, Packer, PageOrientation, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import ExcelJS from "exceljs";
import type { Request } from "express";
import { EXPORT_TIME_ZONE_PARAM, type ExportFormat } from "../../contract/admin/resource";
import { sheetName } from "./export-names";
import { cellText, wordedValue, languageOf, UTC_READER, zoneOf, type ExportColumn, type ExportReader, type Text } from "./export-text";
import { tablePdf } from "./pdf-table";

export type { ExportColumn, ExportReader, Text } from "./export-text";

export interface ExportFile {
  body: Buffer;
  contentType: string;
  extension: ExportFormat;
}

type Row = Record<string, unknown>;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
};

/**
 * Who reads an export: the language the app's `Accept-Language` names and the zone of its
 * `timeZone` query parameter (contract/admin/resource.ts); English and UTC when the call names neither.
 */
export function readerOf(req: Request): ExportReader {
  return { lang: languageOf(req.get("accept-language")), zone: zoneOf(req.query[EXPORT_TIME_ZONE_PARAM]) };
}

/** The rows as the screen reads them: headings, labels and times in the reader's language and zone. */
function table(columns: readonly ExportColumn[], rows: readonly Row[], reader: ExportReader) {
  return {
    headers: columns.map((c) => c.header[reader.lang]),
    cells: rows.map((row) => columns.map((c) => cellText(c, wordedValue(row, c.field, reader.lang), reader))),
  };
}

export async function exportFile(format: ExportFormat, title: Text, columns: readonly ExportColumn[], rows: readonly Row[], reader: ExportReader = UTC_READER): Promise<ExportFile> {
  const { headers, cells } = table(columns, rows, reader);
  const name = title[reader.lang];
  const body = format === "xlsx" ? await toXlsx(name, headers, cells) : format === "docx" ? await toDocx(name, headers, cells) : await tablePdf(name, headers, cells, reader.lang);
  return { body, contentType: CONTENT_TYPES[format], extension: format };
}

/** A sheet with a heading row; also the import template when `rows` is empty. */
export async function toXlsx(title: string, headers: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(title), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = headers.map((header, i) => ({ header, width: Math.min(60, Math.max(12, header.length + 4, ...rows.slice(0, 200).map((row) => (row[i] ?? "").length + 2))) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A Word table, landscape when the columns need it, its heading row repeated on every page. */
async function toDocx(title: string, headers: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const landscape = headers.length > 5;
  const cellOf = (text: string, heading: boolean) =>
    new TableCell({
      margins: { top: 40, bottom: 40, left: 80, right: 80 },
      ...(heading ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: "E8ECF1" } } : {}),
      children: [new Paragraph({ children: text.split("\n").map((line, i) => new TextRun({ text: line, bold: heading, size: 18, break: i > 0 ? 1 : 0 })) })],
    });
  const line = (values: readonly string[], heading = false) => new TableRow({ tableHeader: heading, cantSplit: true, children: values.map((text) => cellOf(text, heading)) });
  const doc = new Document({
    sections: [
      {
        properties: { page: { size: { orientation: landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT }, margin: { top: 720, bottom: 720, left: 720, right: 720 } } },
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 200 }, children: [new TextRun({ text: title, bold: true, size: 28 })] }),
          new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [line(headers, true), ...rows.map((row) => line(row))] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
