import { milliText, unitPriceText } from "../../contract/customs/declaration";
import { amountText } from "../../contract/money";
import type { ExportLanguage } from "../crud/export-text";
import { renderPdf, type Pdf } from "../crud/pdf-pages";
import type { Row } from "../crud/resource";
import type { LineRow } from "./customs-declaration";
import { DECLARATION_STATUS, TRADE_MODE, TRANSPORT_MODE } from "./export-labels";

const MARGIN = 28;
const BOX_HEIGHT = 30;
const FOOTER = 24;

const text = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value));
const coded = (labels: Record<string, { zh: string }>, value: unknown) => labels[String(value)]?.zh ?? text(value);
/** China Customs dates the form in Beijing time, whoever prints it. */
const beijingDate = (value: unknown) => (typeof value === "string" ? new Date(new Date(value).getTime() + 8 * 3600_000).toISOString().slice(0, 10) : "—");

/** A labelled box of the form: its share of the row's width, its label and value. */
type Box = [share: number, label: string, value: unknown];

/** The header of the form (报关单), row by row as China Customs lays it out. */
function headerRows(d: Row): Box[][] {
  const exporting = d.direction === "export";
  return [
    [
      [2, exporting ? "境内发货人 Domestic consignor" : "境内收货人 Domestic consignee", d.traderName],
      [1.4, "统一社会信用代码 USCC", d.traderUscc],
      [1, "申报地海关 Customs office", d.customsOffice],
    ],
    [
      [1, exporting ? "出境关别 Port of exit" : "入境关别 Port of entry", d.portCode],
      [1, "申报日期 Declared on", beijingDate(d.submittedAt)],
      [1.2, "监管方式 Trade mode", coded(TRADE_MODE, d.tradeMode)],
      [1, "运输方式 Transport", coded(TRANSPORT_MODE, d.transportMode)],
    ],
    [
      [2, "运输工具名称及航次号 Conveyance / voyage", d.conveyance],
      [1.2, "提运单号 B/L no.", d.billNo],
      [1, "贸易国(地区) Trading country", d.tradeCountry],
    ],
    [
      [1, "件数 Packages", d.packages],
      [1, "毛重(千克) Gross weight kg", d.grossWeight],
      [1, "净重(千克) Net weight kg", d.netWeight],
      [0.8, "币制 Currency", d.currency],
      [1.2, "发票总价 Invoice total", d.invoiceTotal],
    ],
    [[1, "标记唛码及备注 Marks and remarks", d.remark]],
  ];
}

const GOODS_HEADS = ["项号\nNo.", "商品编号\nCode", "商品名称及规格型号\nName and specification", "数量及单位\nQuantity", "单价\nUnit price", "总价\nTotal", "币制\nCurrency", "原产国\nOrigin", "最终目的国\nDestination"];
const GOODS_SHARES = [0.5, 1.1, 2.8, 1.2, 0.9, 1.0, 0.85, 0.75, 1.05];

function goodsCells(line: LineRow, currency: string): string[] {
  const second = line.secondQuantityMilli === null ? "" : `\n${milliText(line.secondQuantityMilli)} ${line.secondUnit ?? ""}`;
  const name = [line.name, line.elements].filter(Boolean).join("\n");
  return [String(line.lineNo), line.cnCode, name, `${milliText(line.quantityMilli)} ${line.unit}${second}`, unitPriceText(line.unitPriceTenThousandths), amountText(line.totalCents), currency, line.originCountry, line.destinationCountry];
}

/**
 * A declaration as the printed form (报关单) on A4 portrait: the title by direction, the header as
 * a grid of labelled boxes, then the goods, continuing on the next pages under a repeated heading,
 * each page numbered in the reader's language. Marked as produced by the simulated customs system.
 */
export function declarationPdf(declaration: Row, lines: readonly LineRow[], lang: ExportLanguage = "zh"): Promise<Buffer> {
  const exporting = declaration.direction === "export";
  const title = exporting ? "中华人民共和国海关出口货物报关单" : "中华人民共和国海关进口货物报关单";
  const footer = `${title} ${text(declaration.declarationNo)}`;
  return renderPdf({ size: "A4", margin: MARGIN, info: { Title: `${title} ${text(declaration.declarationNo)}` } }, lang, footer, (doc) => {
    const width = doc.page.width - 2 * MARGIN;
    const bottom = doc.page.height - MARGIN - FOOTER;
    doc.fontSize(15).text(title, MARGIN, MARGIN, { width, align: "center" });
    doc.fontSize(9).text(exporting ? "Customs Declaration for Export Goods" : "Customs Declaration for Import Goods", { width, align: "center" });
    doc.fontSize(7).fillColor("#b00").text("DEMO · simulated customs answer, not filed with China Customs 演示数据，未向海关申报", { width, align: "center" }).fillColor("black");

    let y = doc.y + 6;
    const status = DECLARATION_STATUS[String(declaration.status)];
    const numbers: [string, unknown][] = [
      ["预录入编号 Pre-entry no.", declaration.declarationNo],
      ["海关编号 Declaration no.", declaration.entryNo],
      ["状态 Status", status ? `${status.zh} ${status.en}` : declaration.status],
    ];
    numbers.forEach(([label, value], i) => {
      const x = MARGIN + (i * width) / 3;
      doc.fontSize(7).fillColor("#555").text(label, x, y, { width: width / 3 - 4, lineBreak: false });
      doc.fontSize(9).fillColor("black").text(text(value), x, y + 9, { width: width / 3 - 4, lineBreak: false, ellipsis: true });
    });
    y += 24;
    for (const row of headerRows(declaration)) y = boxRow(doc, row, MARGIN, y, width);

    const widths = shares(GOODS_SHARES, width);
    const heading = () => (y = goodsRow(doc, GOODS_HEADS, widths, y, "#e8ecf1"));
    y += 8;
    heading();
    const currency = text(declaration.currency);
    for (const line of lines) {
      const cells = goodsCells(line, currency);
      if (y + cellsHeight(doc, cells, widths) > bottom) {
        doc.addPage();
        doc.fontSize(8).fillColor("#555").text(`${title}（续）${text(declaration.declarationNo)} continued`, MARGIN, MARGIN, { width }).fillColor("black");
        y = doc.y + 4;
        heading();
      }
      y = goodsRow(doc, cells, widths, y);
    }

    const closing = [`商品总价 Lines total: ${currency} ${text(declaration.linesTotal)}    发票总价 Invoice total: ${currency} ${text(declaration.invoiceTotal)}`];
    if (declaration.rejectReason) closing.push(`退单原因 Rejection: ${text(declaration.rejectReason)}`);
    if (y + 14 * closing.length + BOX_HEIGHT + 10 > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    doc.fontSize(8.5);
    for (const [i, line] of closing.entries()) doc.fillColor(i === 0 ? "black" : "#b00").text(line, MARGIN, y + 6 + i * 14, { width, lineBreak: false, ellipsis: true });
    doc.fillColor("black");
    y += 14 * closing.length + 10;
    // Customs endorses only what it has answered.
    const answered = declaration.status === "accepted" || declaration.status === "rejected";
    const endorsement = answered && status ? `${status.zh} ${status.en} ${beijingDate(declaration.decidedAt)}` : "—";
    boxRow(doc, [[1, "申报人员 Declared by", declaration.submittedBy], [1.4, "海关批注及签章 Customs endorsement", endorsement]], MARGIN, y, width);
  });
}

/** Widths in proportion to `parts`, filling `total`. */
const shares = (parts: readonly number[], total: number) => parts.map((part) => (part * total) / parts.reduce((a, b) => a + b, 0));

/** A row of labelled boxes at `y`; a value too long for one line is set smaller on two. Returns the next row's top. */
function boxRow(doc: Pdf, boxes: readonly Box[], left: number, y: number, width: number): number {
  const widths = shares(boxes.map(([share]) => share), width);
  let x = left;
  boxes.forEach(([, label, value], i) => {
    const inner = widths[i] - 8;
    doc.rect(x, y, widths[i], BOX_HEIGHT).lineWidth(0.5).strokeColor("#333").stroke();
    doc.fontSize(6.5).fillColor("#555").text(label, x + 4, y + 2.5, { width: inner, lineBreak: false, ellipsis: true });
    const shown = text(value);
    const size = doc.fontSize(8.5).widthOfString(shown) <= inner ? 8.5 : 6.5;
    doc.fontSize(size).fillColor("black").text(shown, x + 4, y + 12, { width: inner, height: BOX_HEIGHT - 13, ellipsis: true });
    x += widths[i];
  });
  return y + BOX_HEIGHT;
}

function cellsHeight(doc: Pdf, cells: readonly string[], widths: readonly number[]): number {
  doc.fontSize(7.5);
  return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 6 }))) + 6;
}

/** A row of the goods table, whole; returns the next row's top. */
function goodsRow(doc: Pdf, cells: readonly string[], widths: readonly number[], y: number, fill?: string): number {
  const height = cellsHeight(doc, cells, widths);
  const width = widths.reduce((a, b) => a + b, 0);
  if (fill) doc.rect(MARGIN, y, width, height).fill(fill);
  doc.fillColor("black").fontSize(7.5);
  let x = MARGIN;
  cells.forEach((cell, i) => {
    doc.text(cell, x + 3, y + 3, { width: widths[i] - 6, height: height - 3 });
    x += widths[i];
  });
  doc.moveTo(MARGIN, y + height).lineTo(MARGIN + width, y + height).lineWidth(0.3).strokeColor("#999").stroke().strokeColor("black");
  return y + height;
}
