import { renderPdf, type Pdf } from "./pdf-pages";
import type { ExportLanguage } from "./export-text";

const MARGIN = 30;
const A4 = { width: 595.28, height: 841.89 };
const FONT_SIZE = 8;
const PAD_X = 3;
const PAD_Y = 2.5;
/** No column is drawn narrower, nor asks for more room than this before wrapping. */
const MIN_COLUMN = 28;
const MAX_NATURAL = 200;

/** A list as a table on A4 pages: whole rows per page, the heading row on every page, pages numbered. */
export function tablePdf(title: string, headers: readonly string[], rows: readonly (readonly string[])[], lang: ExportLanguage): Promise<Buffer> {
  return renderPdf({ autoFirstPage: false, info: { Title: title } }, lang, title, (doc) => {
    doc.fontSize(FONT_SIZE);
    const natural = headers.map((header, i) => naturalWidth(doc, header, rows, i));
    const portraitWidth = A4.width - 2 * MARGIN;
    // Portrait while the columns fit it unwrapped, landscape when they need the room.
    const landscape = natural.reduce((a, b) => a + b, 0) > portraitWidth;
    doc.addPage({ size: "A4", layout: landscape ? "landscape" : "portrait", margin: MARGIN });
    const widths = share(natural, doc.page.width - 2 * MARGIN);
    const bottom = doc.page.height - MARGIN - 14;

    doc.fontSize(13).text(title, MARGIN, MARGIN, { align: "center", width: doc.page.width - 2 * MARGIN });
    let y = doc.y + 6;
    const heading = () => {
      y = drawRow(doc, headers, widths, y, rowHeight(doc, headers, widths), "#e8ecf1");
    };
    heading();
    const tallest = bottom - y;
    rows.forEach((row, index) => {
      const height = Math.min(rowHeight(doc, row, widths), tallest);
      if (y + height > bottom) {
        doc.addPage({ size: "A4", layout: landscape ? "landscape" : "portrait", margin: MARGIN });
        y = MARGIN;
        heading();
      }
      y = drawRow(doc, row, widths, y, height, index % 2 === 1 ? "#f6f7f9" : undefined);
    });
  });
}

/** The width a column would take unwrapped, between the least and the most it may ask for. */
function naturalWidth(doc: Pdf, header: string, rows: readonly (readonly string[])[], column: number): number {
  let widest = Math.max(...header.split(/\s+/).map((word) => doc.widthOfString(word)));
  for (const row of rows) for (const line of (row[column] ?? "").split("\n")) widest = Math.max(widest, doc.widthOfString(line));
  return Math.min(MAX_NATURAL, Math.max(MIN_COLUMN, widest + 2 * PAD_X + 1));
}

/**
 * Column widths filling `total`: with room to spare, each grows with its natural width; short of
 * room, narrow columns keep theirs and the wide ones share the rest equally (they wrap).
 */
export function share(natural: readonly number[], total: number): number[] {
  const sum = natural.reduce((a, b) => a + b, 0);
  if (sum <= total) return natural.map((w) => (w * total) / sum);
  const widths = [...natural];
  let open = natural.map((_, i) => i);
  let room = total;
  for (;;) {
    const fair = room / open.length;
    const narrow = open.filter((i) => natural[i] <= fair);
    if (narrow.length === 0) {
      for (const i of open) widths[i] = Math.max(MIN_COLUMN, fair);
      return widths;
    }
    for (const i of narrow) room -= natural[i];
    open = open.filter((i) => natural[i] > fair);
    if (open.length === 0) return widths;
  }
}

function rowHeight(doc: Pdf, values: readonly string[], widths: readonly number[]): number {
  doc.fontSize(FONT_SIZE);
  const tallest = Math.max(...values.map((value, i) => (value ? doc.heightOfString(value, { width: widths[i] - 2 * PAD_X }) : 0)), doc.currentLineHeight(true));
  return tallest + 2 * PAD_Y;
}

/** One row at `y`, its cells cut to `height` (only a row taller than a whole page is cut); returns the next row's top. */
function drawRow(doc: Pdf, values: readonly string[], widths: readonly number[], y: number, height: number, fill?: string): number {
  const width = widths.reduce((a, b) => a + b, 0);
  if (fill) doc.rect(MARGIN, y, width, height).fill(fill).fillColor("black");
  doc.fontSize(FONT_SIZE);
  let x = MARGIN;
  values.forEach((value, i) => {
    if (value) doc.text(value, x + PAD_X, y + PAD_Y, { width: widths[i] - 2 * PAD_X, height: height - 2 * PAD_Y + 0.5, ellipsis: true });
    x += widths[i];
  });
  doc.moveTo(MARGIN, y + height).lineTo(MARGIN + width, y + height).lineWidth(0.3).strokeColor("#c3c9d2").stroke().strokeColor("black");
  return y + height;
}
