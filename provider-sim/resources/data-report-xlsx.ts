import ExcelJS from "exceljs";
import type { DataReport } from "../../contract/business/report";
import { CLASSIFY_STATUSES } from "../../contract/customs/classification";
import { SHIPMENT_STAGES } from "../../contract/usa/shipment";
import { sheetName } from "../crud/export-names";
import type { ExportLanguage, Text } from "../crud/export-text";
import { CLASSIFY_STATUS, CLEARANCE_STAGE } from "./export-labels";

const WORDS = {
  title: { en: "Data report", zh: "数据报表", tw: "數據報表" },
  period: { en: "Period", zh: "统计期间", tw: "統計期間" },
  month: { en: "Month", zh: "月份", tw: "月份" },
  total: { en: "Total", zh: "合计", tw: "合計" },
  clearances: { en: "Import clearances", zh: "进口清关", tw: "進口清關" },
  opened: { en: "Shipments opened", zh: "新建货物", tw: "新建貨物" },
  fees: { en: "Fees (USD)", zh: "费用（美元）", tw: "費用（美元）" },
  stages: { en: "Shipments by stage", zh: "货物所处阶段", tw: "貨物所處階段" },
  stage: { en: "Stage", zh: "阶段", tw: "階段" },
  shipments: { en: "Shipments", zh: "货物", tw: "貨物" },
  classification: { en: "Classification orders", zh: "归类订单", tw: "歸類訂單" },
  orders: { en: "Purchase orders", zh: "采购订单", tw: "採購訂單" },
  currency: { en: "Currency", zh: "币种", tw: "幣別" },
  count: { en: "Orders", zh: "订单数", tw: "訂單數" },
  value: { en: "Value", zh: "金额", tw: "金額" },
  top: { en: "Top suppliers", zh: "主要供应商", tw: "主要供應商" },
  supplier: { en: "Supplier", zh: "供应商", tw: "供應商" },
  submitted: { en: "Submitted", zh: "提交数", tw: "提交數" },
} satisfies Record<string, Text>;

/** Cents as a number of dollars with two decimals, so the sheet sums them as money. */
const dollars = (cents: number) => cents / 100;
const MONEY_FORMAT = "#,##0.00";

/** One sheet: a bold heading row, frozen, columns wide enough for their heading; a last row of totals bold too. */
function addSheet(book: ExcelJS.Workbook, title: string, headers: readonly string[], rows: readonly (readonly (string | number)[])[], moneyColumns: readonly number[] = [], totalRow = true) {
  const sheet = book.addWorksheet(sheetName(title), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 6) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  for (const column of moneyColumns) sheet.getColumn(column + 1).numFmt = MONEY_FORMAT;
  if (totalRow && rows.length > 0) sheet.lastRow!.font = { bold: true };
}

/** The report as a workbook in the reader's language: the period first, then a sheet a section it holds. */
export async function dataReportXlsx(report: DataReport, lang: ExportLanguage): Promise<Buffer> {
  const w = (key: keyof typeof WORDS) => WORDS[key][lang];
  const book = new ExcelJS.Workbook();
  book.title = `${w("title")} ${report.from} – ${report.to}`;
  const summary = book.addWorksheet(sheetName(w("title")));
  summary.addRow([w("title")]).font = { bold: true, size: 14 };
  summary.addRow([w("period"), `${report.from} – ${report.to}`]);
  summary.getColumn(1).width = 18;
  summary.getColumn(2).width = 24;

  if (report.orders) {
    const { byMonth, topSuppliers, valuesShown } = report.orders;
    const headers = valuesShown ? [w("month"), w("currency"), w("count"), w("value")] : [w("month"), w("count")];
    const rows = byMonth.map((row) => (valuesShown ? [row.month, row.currency, row.count, dollars(row.totalMinor)] : [row.month, row.count]));
    const count = byMonth.reduce((n, row) => n + row.count, 0);
    addSheet(book, w("orders"), headers, [...rows, valuesShown ? [w("total"), "", count, ""] : [w("total"), count]], valuesShown ? [3] : []);
    const topRows = topSuppliers.map((top) => [top.supplierName, top.count, ...(valuesShown ? [top.totals.map((t) => `${t.currency} ${dollars(t.totalMinor).toFixed(2)}`).join("; ")] : [])]);
    addSheet(book, w("top"), valuesShown ? [w("supplier"), w("count"), w("value")] : [w("supplier"), w("count")], topRows, [], false);
  }
  if (report.clearances) {
    const { byMonth, byStage } = report.clearances;
    const total = byMonth.reduce((sum, row) => ({ count: sum.count + row.count, fees: sum.fees + row.feesUsdCents }), { count: 0, fees: 0 });
    addSheet(book, w("clearances"), [w("month"), w("opened"), w("fees")], [...byMonth.map((row) => [row.month, row.count, dollars(row.feesUsdCents)]), [w("total"), total.count, dollars(total.fees)]], [2]);
    addSheet(book, w("stages"), [w("stage"), w("shipments")], [...SHIPMENT_STAGES.map((stage) => [CLEARANCE_STAGE[stage][lang], byStage[stage]]), [w("total"), SHIPMENT_STAGES.reduce((n, stage) => n + byStage[stage], 0)]]);
  }
  if (report.classification) {
    const rows = report.classification.byMonth.map((row) => [row.month, ...CLASSIFY_STATUSES.map((s) => row.counts[s]), CLASSIFY_STATUSES.reduce((n, s) => n + row.counts[s], 0)]);
    const totals = CLASSIFY_STATUSES.map((_, i) => rows.reduce((n, row) => n + Number(row[i + 1]), 0));
    addSheet(book, w("classification"), [w("month"), ...CLASSIFY_STATUSES.map((s) => CLASSIFY_STATUS[s][lang]), w("submitted")], [...rows, [w("total"), ...totals, totals.reduce((a, b) => a + b, 0)]]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
