import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../db/project-root";

const DATA_DIR = join(projectRoot(), "seeds", "data");

const FIELD_END = /[,\r\n]/g;

/**
 * Parses RFC 4180 CSV: quoted fields may hold commas, line breaks and doubled quotes.
 * Returns one record per data row, keyed by the header row. Scans field by field with
 * indexOf rather than character by character: the HS codes file is nearly 1 MB.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = "";
    if (text[i] === '"') {
      for (let from = i + 1; ; ) {
        const quote = text.indexOf('"', from);
        if (quote < 0) throw new Error("CSV ends inside a quoted field");
        field += text.slice(from, quote);
        if (text[quote + 1] !== '"') {
          i = quote + 1;
          break;
        }
        field += '"';
        from = quote + 2;
      }
    } else {
      FIELD_END.lastIndex = i;
      const end = FIELD_END.exec(text)?.index ?? text.length;
      field = text.slice(i, end);
      i = end;
    }
    row.push(field);
    if (text[i] === ",") {
      i++;
      continue;
    }
    if (i < text.length && text[i] !== "\r" && text[i] !== "\n") throw new Error(`CSV has text after a quoted field at ${i}`);
    i += text.startsWith("\r\n", i) ? 2 : 1;
    rows.push(row);
    row = [];
  }
  // A last line that ends in a comma has one more, empty, field.
  if (row.length > 0) rows.push([...row, ""]);

  const [header, ...data] = rows;
  if (!header) return [];
  const keys = header.map((key) => key.replace(/^\uFEFF/, ""));
  return data
    .filter((cells) => !(cells.length === 1 && cells[0] === ""))
    .map((cells) => {
      if (cells.length !== keys.length) throw new Error(`CSV row has ${cells.length} fields, header has ${keys.length}`);
      return Object.fromEntries(keys.map((key, i) => [key, cells[i]]));
    });
}

/** Reads one of the copied reference files in seeds/data. */
export function loadCsv(name: string): Record<string, string>[] {
  return parseCsv(readFileSync(join(DATA_DIR, name), "utf8"));
}
