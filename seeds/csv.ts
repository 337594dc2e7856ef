import { readFileSync } from "node:fs";

const DATA_DIR = new URL("./data/", import.meta.url);

/**
 * Parses RFC 4180 CSV: quoted fields may hold commas, line breaks and doubled quotes.
 * Returns one record per data row, keyed by the header row.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") endField();
    else if (ch === "\n") endRow();
    else if (ch === "\r") {
      if (text[i + 1] === "\n") i++;
      endRow();
    } else field += ch;
  }
  if (quoted) throw new Error("CSV ends inside a quoted field");
  if (field !== "" || row.length > 0) endRow();

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
  return parseCsv(readFileSync(new URL(name, DATA_DIR), "utf8"));
}
