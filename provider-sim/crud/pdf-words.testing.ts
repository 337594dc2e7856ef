import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A word of a PDF page where a reader sees it: top-left origin, points. */
export interface PdfWord {
  text: string;
  x: number;
  y: number;
  right: number;
  bottom: number;
}

export interface PdfPage {
  width: number;
  height: number;
  words: PdfWord[];
}

/** Whether poppler's pdftotext is installed (tests reading PDFs back are skipped without it). */
export const canReadPdf = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

const unescape = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");

/** The pages of a PDF with their words and positions, read by `pdftotext -bbox` as a person's viewer would place them. */
export function pdfPages(pdf: Buffer): PdfPage[] {
  const dir = mkdtempSync(join(tmpdir(), "pdf-words-"));
  try {
    const file = join(dir, "file.pdf");
    writeFileSync(file, pdf);
    const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(([, width, height, body]) => ({
      width: Number(width),
      height: Number(height),
      words: [...body.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(([, x, y, right, bottom, text]) => ({
        text: unescape(text),
        x: Number(x),
        y: Number(y),
        right: Number(right),
        bottom: Number(bottom),
      })),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A page's text, its words in reading order. */
export const pageText = (page: PdfPage) => page.words.map((w) => w.text).join(" ");
