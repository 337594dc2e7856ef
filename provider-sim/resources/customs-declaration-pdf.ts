import { amountText } from "../../contract/money";
import PDFDocument from "pdfkit";
import { milliText, unitPriceText } from "../../contract/customs/declaration";
import { CJK_FONT } from "../crud/exports";
import type { Row } from "../crud/resource";
import type { LineRow } from "./customs-declaration";

const TRANSPORT: Record<string, string> = { "2": "2 水路运输 Waterway", "3": "3 铁路运输 Rail", "4": "4 公路运输 Road", "5": "5 航空运输 Air", "6": "6 邮件运输 Mail" };
const TRADE: Record<string, string> = { "0110": "0110 一般贸易", "9610": "9610 跨境电商", "9710": "9710 跨境电商 B2B 直接出口", "9810": "9810 跨境电商出口海外仓", "1039": "1039 市场采购" };
const STATUS: Record<string, string> = { draft: "草稿 Draft", submitted: "已申报 Submitted", accepted: "海关接受 Accepted", rejected: "退单 Rejected" };

const text = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value));

/**
 * A declaration laid out as the printed form (报关单): title by direction, the header as a grid
 * of labelled boxes, the goods lines, totals and the customs answer. A4 portrait, the CJK font
 * embedded as a subset. Marked as produced by the simulated customs system.
 */
export function declarationPdf(declaration: Row, lines: readonly LineRow[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 36, info: { Title: `Customs declaration ${text(declaration.declarationNo)}` } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.registerFont("cjk", CJK_FONT);
    doc.font("cjk");
    const left = 36;
    const width = doc.page.width - 72;
    const exporting = declaration.direction === "export";

    doc.fontSize(15).text(exporting ? "中华人民共和国海关出口货物报关单" : "中华人民共和国海关进口货物报关单", { align: "center" });
    doc.fontSize(10).text(exporting ? "Customs Declaration for Export Goods" : "Customs Declaration for Import Goods", { align: "center" });
    doc.fontSize(8).fillColor("#b00").text("DEMO · simulated customs answer, not filed with China Customs 演示数据，未向海关申报", { align: "center" }).fillColor("black").moveDown(0.6);

    const boxes: [string, unknown][] = [
      ["编号 No.", declaration.declarationNo],
      ["海关编号 Declaration no.", declaration.entryNo],
      ["状态 Status", STATUS[String(declaration.status)] ?? declaration.status],
      ["申报地海关 Customs office", declaration.customsOffice],
      [exporting ? "境内发货人 Consignor" : "境内收货人 Consignee", declaration.traderName],
      ["统一社会信用代码 USCC", declaration.traderUscc],
      [exporting ? "出境关别/口岸 Port of exit" : "入境口岸 Port of entry", declaration.portCode],
      ["贸易国 Trading country", declaration.tradeCountry],
      ["监管方式 Trade mode", TRADE[String(declaration.tradeMode)] ?? declaration.tradeMode],
      ["运输方式 Transport", TRANSPORT[String(declaration.transportMode)] ?? declaration.transportMode],
      ["运输工具 Conveyance", declaration.conveyance],
      ["提运单号 B/L no.", declaration.billNo],
      ["件数 Packages", declaration.packages],
      ["毛重(千克) Gross kg", declaration.grossWeight],
      ["净重(千克) Net kg", declaration.netWeight],
      ["币制 Currency", declaration.currency],
      ["发票总价 Invoice total", declaration.invoiceTotal],
      ["申报人 Submitted by", declaration.submittedBy],
    ];
    const columns = 3;
    const boxWidth = width / columns;
    const boxHeight = 30;
    boxes.forEach(([label, value], i) => {
      const x = left + (i % columns) * boxWidth;
      const y = doc.y + Math.floor(i / columns) * boxHeight;
      doc.rect(x, y, boxWidth, boxHeight).lineWidth(0.5).stroke();
      doc.fontSize(7).fillColor("#555").text(label, x + 4, y + 3, { width: boxWidth - 8, lineBreak: false });
      doc.fontSize(9).fillColor("black").text(text(value), x + 4, y + 14, { width: boxWidth - 8, lineBreak: false, ellipsis: true });
    });
    doc.y += Math.ceil(boxes.length / columns) * boxHeight + 12;
    doc.x = left;

    const heads = ["项号 No.", "商品编号 Code", "商品名称及规格 Name / elements", "数量及单位 Quantity", "单价 Price", "总价 Total", "原产国 Origin", "目的国 Dest."];
    const widths = [34, 66, 150, 80, 55, 60, 39, 39];
    const row = (values: string[], bold = false) => {
      if (doc.y > doc.page.height - 80) doc.addPage();
      const top = doc.y;
      let bottom = top;
      let x = left;
      doc.fontSize(bold ? 7.5 : 8);
      values.forEach((value, i) => {
        doc.text(value, x + 2, top, { width: widths[i] - 4 });
        bottom = Math.max(bottom, doc.y);
        x += widths[i];
      });
      doc.moveTo(left, bottom + 2).lineTo(left + width, bottom + 2).lineWidth(0.3).stroke();
      doc.y = bottom + 5;
      doc.x = left;
    };
    row(heads, true);
    for (const line of lines) {
      const quantity = [`${milliText(line.quantityMilli)} ${line.unit}`, line.secondQuantityMilli === null ? "" : `${milliText(line.secondQuantityMilli)} ${line.secondUnit ?? ""}`].filter(Boolean).join("\n");
      row([String(line.lineNo), line.cnCode, [line.name, line.elements].filter(Boolean).join("\n"), quantity, unitPriceText(line.unitPriceTenThousandths), amountText(line.totalCents), line.originCountry, line.destinationCountry]);
    }
    doc.moveDown(0.5).fontSize(9).text(`商品总价 Lines total: ${text(declaration.currency)} ${text(declaration.linesTotal)}    发票总价 Invoice total: ${text(declaration.currency)} ${text(declaration.invoiceTotal)}`);
    if (declaration.rejectReason) doc.moveDown(0.3).fillColor("#b00").text(`退单原因 Rejection: ${text(declaration.rejectReason)}`).fillColor("black");
    doc.end();
  });
}
