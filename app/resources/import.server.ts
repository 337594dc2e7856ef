import type { z } from "zod";
import { fieldErrorsOf } from "#contract/messages";
import { exportFields, type ResourceDeclaration } from "./define";

/** One row of an import preview: the values read and, if refused, why (field → provider text). */
export interface PreviewRow {
  line: number;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** Template headings: the label, with the field in brackets so any language reads back. */
export const templateHeader = (label: string, field: string) => `${label} [${field}]`;
const FIELD_IN_HEADER = /\[([A-Za-z][A-Za-z0-9]*)\]\s*$/;

/** A new workbook; the spreadsheet library (~30 MB in memory) loads with the first import or template. */
async function newWorkbook() {
  const { default: ExcelJS } = await import("exceljs");
  return new ExcelJS.Workbook();
}

export async function importTemplate(resource: ResourceDeclaration, label: (field: string) => string): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(resource.name);
  sheet.columns = exportFields(resource).map((field) => ({ header: templateHeader(label(field), field), key: field, width: 28 }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Reads the first sheet by its headings and checks every row with the add rule. Writes nothing. */
export async function previewImport(resource: ResourceDeclaration, bytes: ArrayBuffer): Promise<PreviewRow[]> {
  const book = await newWorkbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const fields = new Set(exportFields(resource));
  const columns = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = String(cell.text ?? "").trim();
    const field = FIELD_IN_HEADER.exec(text)?.[1] ?? text;
    if (fields.has(field)) columns.set(col, field);
  });
  const rows: PreviewRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values: Record<string, string> = {};
    for (const [col, field] of columns) values[field] = String(row.getCell(col).text ?? "").trim();
    if (Object.values(values).every((v) => v === "")) return;
    rows.push({ line, values, errors: rowErrors(resource.add, values) });
  });
  return rows;
}

export function rowErrors(schema: z.ZodType, values: Record<string, unknown>): Record<string, string> {
  return fieldErrorsOf(schema, values, "row");
}
