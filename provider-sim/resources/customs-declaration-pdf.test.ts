import { describe, expect, it } from "vitest";
import { canReadPdf, pageText, pdfPages, type PdfPage, type PdfWord } from "../crud/pdf-words.testing";
import type { LineRow } from "./customs-declaration";
import { declarationPdf } from "./customs-declaration-pdf";

const declaration = {
  id: "1",
  declarationNo: "CD202611270001",
  entryNo: "514420261000012345",
  status: "accepted",
  direction: "export",
  customsOffice: "5144",
  traderName: "深圳前海跨境电商报关服务有限公司",
  traderUscc: "91350100M000100Y43",
  portCode: "CNSHK",
  tradeCountry: "US",
  tradeMode: "9710",
  transportMode: "2",
  conveyance: "MSCAURORA/V123",
  billNo: "MEDU1234567",
  packages: 42,
  grossWeight: "1250.5",
  netWeight: "1100",
  currency: "USD",
  invoiceTotal: "5200.00",
  linesTotal: "5200.00",
  remark: "MARKS-N/M",
  submittedBy: "li.wei",
  submittedAt: "2026-11-27T11:31:54.215Z",
  decidedAt: "2026-11-27T11:35:00.000Z",
};

const line = (n: number): LineRow =>
  ({
    lineNo: n,
    cnCode: `85176299${String(n).padStart(2, "0")}`,
    name: `GOODS-${n} 蓝牙耳机`,
    elements: n % 4 === 0 ? "0:品牌类型 境外品牌（其他）;1:出口享惠情况 不享惠;2:用途 通讯;3:品牌 ACME;4:型号 X-100;GTIN:无" : "",
    quantityMilli: 100_000,
    unit: "个",
    secondQuantityMilli: 12_500,
    secondUnit: "千克",
    unitPriceCents: 1250,
    totalCents: 125_000,
    originCountry: "CN",
    destinationCountry: "US",
  }) as unknown as LineRow;

/** The word holding `text` on `page`, if any. */
const wordOn = (page: PdfPage, text: string): PdfWord | undefined => page.words.find((w) => w.text.includes(text));

describe.skipIf(!canReadPdf)("the printed declaration (报关单)", () => {
  it("fits a one-line declaration on one page: each label above its value in one box, the goods table below the header", async () => {
    const pages = pdfPages(await declarationPdf(declaration, [line(1)], "en"));
    expect(pages).toHaveLength(1);
    const [page] = pages;
    const pairs: [string, string][] = [
      ["境内发货人", "深圳前海跨境电商报关服务有限公司"],
      ["统一社会信用代码", "91350100M000100Y43"],
      ["申报地海关", "5144"],
      ["出境关别", "CNSHK"],
      ["申报日期", "2026-11-27"],
      ["监管方式", "9710"],
      ["运输方式", "2"],
      ["运输工具名称及航次号", "MSCAURORA/V123"],
      ["提运单号", "MEDU1234567"],
      ["件数", "42"],
      ["毛重(千克)", "1250.5"],
      ["净重(千克)", "1100"],
      ["发票总价", "5200.00"],
      ["标记唛码及备注", "MARKS-N/M"],
    ];
    const boxValues: PdfWord[] = [];
    for (const [label, value] of pairs) {
      const at = wordOn(page, label)!;
      const below = page.words.filter((w) => w.text.includes(value) && w.y > at.y && w.y - at.y < 20 && Math.abs(w.x - at.x) < 4);
      expect(below, `${label} → ${value}`).toHaveLength(1);
      boxValues.push(below[0]);
    }
    // The boxes form a grid: rows of boxes share one top.
    expect(wordOn(page, "境内发货人")!.y).toBeCloseTo(wordOn(page, "申报地海关")!.y, 0);
    expect(wordOn(page, "件数")!.y).toBeCloseTo(wordOn(page, "发票总价")!.y, 0);
    // The goods table starts on page 1, under every header box.
    const goodsHead = wordOn(page, "商品名称及规格型号")!;
    expect(goodsHead.y).toBeGreaterThan(Math.max(...boxValues.map((w) => w.bottom)));
    expect(wordOn(page, "GOODS-1")!.y).toBeGreaterThan(goodsHead.y);
    expect(pageText(page)).toContain("Page 1 of 1");
  });

  it("continues many lines on the next pages, the goods heading repeated and every line whole on one page", async () => {
    const lines = Array.from({ length: 30 }, (_, i) => line(i + 1));
    const pages = pdfPages(await declarationPdf(declaration, lines, "zh"));
    expect(pages.length).toBeGreaterThan(1);
    expect(wordOn(pages[0], "GOODS-1 ")?.text ?? wordOn(pages[0], "GOODS-1")?.text).toBeDefined();
    pages.forEach((page, i) => {
      expect(wordOn(page, "商品名称及规格型号"), `goods heading on page ${i + 1}`).toBeDefined();
      expect(pageText(page)).toContain(`第 ${i + 1} 页，共 ${pages.length} 页`);
    });
    // The header boxes are on page 1 only.
    expect(pages.slice(1).some((page) => wordOn(page, "统一社会信用代码"))).toBe(false);
    for (const { lineNo, cnCode } of lines) {
      const home = pages.filter((page) => page.words.some((w) => w.text === `GOODS-${lineNo}`));
      expect(home, `line ${lineNo}`).toHaveLength(1);
      expect(home[0].words.some((w) => w.text === cnCode)).toBe(true);
    }
  });
});
