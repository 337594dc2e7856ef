import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import PDFDocument from "pdfkit";
import type { ExportLanguage } from "./export-text";

/**
 * A simplified-Chinese OpenType font: pdfkit embeds only the glyphs a file uses (a subset). The
 * package exports only its entry, so the font is found beside it. It also holds the traditional
 * characters the tw texts use.
 */
export const CJK_FONT = join(dirname(createRequire(import.meta.url).resolve("@embedpdf/fonts-sc")), "..", "fonts", "NotoSansHans-Regular.otf");

const PAGE_OF: Record<ExportLanguage, (page: number, pages: number) => string> = {
  en: (page, pages) => `Page ${page} of ${pages}`,
  zh: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
  tw: (page, pages) => `第 ${page} 頁，共 ${pages} 頁`,
};

/** "Page 3 of 21" in the reader's language. */
export const pageOf = (lang: ExportLanguage, page: number, pages: number) => PAGE_OF[lang](page, pages);

export type Pdf = InstanceType<typeof PDFDocument>;

/**
 * A PDF drawn by `draw` with the CJK font, its pages kept until the end so each can be numbered
 * ("Page 3 of 21") at its foot; `compress: false` leaves the text readable to tests.
 */
export function renderPdf(options: PDFKit.PDFDocumentOptions, lang: ExportLanguage, footer: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ ...options, bufferPages: true });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.registerFont("cjk", CJK_FONT);
    doc.font("cjk");
    try {
      draw(doc);
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        const { margins, width, height } = doc.page;
        // Below the bottom margin: without lifting it, pdfkit would start a new page for the footer.
        const bottom = margins.bottom;
        margins.bottom = 0;
        doc.fontSize(7.5).fillColor("#555");
        doc.text(footer, margins.left, height - bottom + 10, { width: (width - margins.left - margins.right) / 2, lineBreak: false, ellipsis: true });
        doc.text(pageOf(lang, i - start + 1, count), width / 2, height - bottom + 10, { width: width / 2 - margins.right, align: "right", lineBreak: false });
        margins.bottom = bottom;
        doc.fillColor("black");
      }
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
