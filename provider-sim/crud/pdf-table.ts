import { renderPdf, type Pdf } from "./pdf-pages";
import type { ExportLanguage } from "./export-text";

const MARGIN = 30;
const A4_WIDTH = 595.28;
const PAD_X = 3;
const PAD_Y = 2.5;
/** No column is drawn narrower. */
const MIN_COLUMN = 28;
/** No column asks for more room than this before wrapping. */
const MAX_NATURAL = 240;
/** A word longer than this (a URL, a long code) wraps inside itself. */
const MAX_WORD = 110;

/** A list as a table on A4 pages: whole rows per page, the heading row on every page, pages numbered. */
export function tablePdf(title: string, headers: readonly string[], rows: readonly (readonly string[])[], lang: ExportLanguage): Promise<Buffer> {
  return renderPdf({ autoFirstPage: false, info: { Title: title } }, lang, title, (doc) => {
    // A wide list is set a little smaller, so fewer of its codes wrap.
    const size = headers.length > 12 ? 7 : 8;
    doc.fontSize(size);
    const needs = headers.map((header, i) => measure(doc, header, rows, i));
    const portraitWidth = A4_WIDTH - 2 * MARGIN;
    // Portrait while the columns fit it unwrapped, landscape when they need the room.
    const landscape = needs.reduce((a, b) => a + b.natural, 0) > portraitWidth;
    doc.addPage({ size: "A4", layout: landscape ? "landscape" : "portrait", margin: MARGIN });
    const widths = share(needs, doc.page.width - 2 * MARGIN);
    const bottom = doc.page.height - MARGIN - 14;

    doc.fontSize(13).text(title, MARGIN, MARGIN, { align: "center", width: doc.page.width - 2 * MARGIN });
    let y = doc.y + 6;
    const heading = () => {
      y = drawRow(doc, headers, widths, y, rowHeight(doc, headers, widths, size), size, "#e8ecf1");
    };
    heading();
    const tallest = bottom - y;
    rows.forEach((row, index) => {
      const height = Math.min(rowHeight(doc, row, widths, size), tallest);
      if (y + height > bottom) {
        doc.addPage({ size: "A4", layout: landscape ? "landscape" : "portrait", margin: MARGIN });
        y = MARGIN;
        heading();
      }
      y = drawRow(doc, row, widths, y, height, size, index % 2 === 1 ? "#f6f7f9" : undefined);
    });
  });
}

/** What a column needs: its width unwrapped (`natural`) and its longest unbreakable word (`least`); CJK text breaks between characters. */
function measure(doc: Pdf, header: string, rows: readonly (readonly string[])[], column: number): { natural: number; least: number } {
  const words = (text: string) => text.split(/[\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+/).filter(Boolean);
  let natural = Math.max(0, ...header.split("\n").map((line) => doc.widthOfString(line)));
  let least = Math.max(0, ...words(header).map((word) => doc.widthOfString(word)));
  for (const row of rows) {
    const cell = row[column] ?? "";
    if (!cell) continue;
    for (const line of cell.split("\n")) natural = Math.max(natural, doc.widthOfString(line));
    for (const word of words(cell)) least = Math.max(least, doc.widthOfString(word));
  }
  const pad = 2 * PAD_X + 1;
  return { natural: Math.min(MAX_NATURAL, Math.max(MIN_COLUMN, natural + pad)), least: Math.min(MAX_WORD, Math.max(MIN_COLUMN, least + pad)) };
}

/**
 * Column widths filling `total`: with room to spare, each grows with its natural width; short of
 * room, the narrow columns keep their natural width and the wide ones share the rest equally (they
 * wrap), none below its longest word; shorter still, the longest words are the ones cut.
 */
function share(columns: readonly { natural: number; least: number }[], total: number): number[] {
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const natural = columns.map((c) => c.natural);
  if (sum(natural) <= total) return natural.map((w) => (w * total) / sum(natural));
  const least = columns.map((c) => Math.min(c.least, c.natural));
  if (sum(least) >= total) return levelled(least, total);
  const fixed = new Map<number, number>();
  for (;;) {
    const open = columns.map((_, i) => i).filter((i) => !fixed.has(i));
    const shared = levelled(open.map((i) => natural[i]), total - sum([...fixed.values()]));
    const starved = open.filter((i, k) => shared[k] < least[i]);
    if (starved.length === 0) return columns.map((_, i) => fixed.get(i) ?? shared[open.indexOf(i)]);
    for (const i of starved) fixed.set(i, least[i]);
  }
}

/** Widths up to `wanted` filling `total`: those under the fair share keep theirs, the rest share equally. */
function levelled(wanted: readonly number[], total: number): number[] {
  const widths = [...wanted];
  let open = wanted.map((_, i) => i);
  let room = total;
  for (;;) {
    const fair = room / open.length;
    const narrow = open.filter((i) => wanted[i] <= fair);
    if (narrow.length === 0) {
      for (const i of open) widths[i] = fair;
      return widths;
    }
    for (const i of narrow) room -= wanted[i];
    open = open.filter((i) => wanted[i] > fair);
    if (open.length === 0) return widths;
  }
}

function rowHeight(doc: Pdf, values: readonly string[], widths: readonly number[], size: number): number {
  doc.fontSize(size);
  const tallest = Math.max(...values.map((value, i) => (value ? doc.heightOfString(value, { width: widths[i] - 2 * PAD_X }) : 0)), doc.currentLineHeight(true));
  return tallest + 2 * PAD_Y;
}

/** One row at `y`, its cells cut to `height` (only a row taller than a whole page is cut); returns the next row's top. */
function drawRow(doc: Pdf, values: readonly string[], widths: readonly number[], y: number, height: number, size: number, fill?: string): number {
  const width = widths.reduce((a, b) => a + b, 0);
  if (fill) doc.rect(MARGIN, y, width, height).fill(fill).fillColor("black");
  doc.fontSize(size);
  let x = MARGIN;
  values.forEach((value, i) => {
    if (value) doc.text(value, x + PAD_X, y + PAD_Y, { width: widths[i] - 2 * PAD_X, height: height - 2 * PAD_Y + 0.5, ellipsis: true });
    x += widths[i];
  });
  doc.moveTo(MARGIN, y + height).lineTo(MARGIN + width, y + height).lineWidth(0.3).strokeColor("#c3c9d2").stroke().strokeColor("black");
  return y + height;
}
