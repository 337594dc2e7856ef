import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as OpenCC from "opencc-js";
import { projectRoot } from "../../db/project-root";

/**
 * Writes seeds/data/hs_names_zh.csv from Taiwan's customs tariff in Traditional Chinese
 * (seeds/data/README.md): for each chapter, heading and 6-digit subheading its name in
 * Traditional (tw) and Simplified (zh, converted by opencc-js, never by hand), and the names of
 * the 8-digit tariff lines under a subheading, where the everyday words live (耳機, 手提袋).
 *
 *   npx tsx seeds/generate/hs-names-zh.ts <dir holding tw_ccc8_zh_hant.txt>
 */
const source = process.argv[2];
if (!source) throw new Error("usage: tsx seeds/generate/hs-names-zh.ts <dir with tw_ccc8_zh_hant.txt>");

const toSimplified = OpenCC.Converter({ from: "tw", to: "cn" });
/** Full-width digits and letters (５０公斤) to ASCII; the dashes and colon of group rows and "第１章" off. */
const tidy = (name: string) =>
  name
    .replace(/[０-９Ａ-Ｚａ-ｚ．]/g, (c) => c.normalize("NFKC"))
    .replace(/^[─－-]+/, "")
    .replace(/[:︰：]+$/, "")
    .replace(/^第\s*\d+\s*章\s*/, "")
    .trim();

const lines = readFileSync(join(source, "tw_ccc8_zh_hant.txt"), "utf8")
  .split(/\r?\n/)
  .slice(1)
  .map((line) => /^(\d+)\s+(.*)$/.exec(line.trim()))
  .filter((m): m is RegExpExecArray => m !== null)
  .map(([, code, name]) => ({ code, name: tidy(name) }));

const names = new Map(lines.map((l) => [l.code, l.name]));
const tariffLines = new Map<string, string[]>();
for (const { code, name } of lines) {
  if (code.length !== 8) continue;
  const list = tariffLines.get(code.slice(0, 6)) ?? [];
  list.push(name);
  tariffLines.set(code.slice(0, 6), list);
}

/** Names that say nothing without the heading above them. */
const BARE = new Set(["其他", "零件", "其他零件"]);

/** A subheading's name stands alone: its one-dash group (5 digits) before it, or its heading before a bare "其他". */
function subheadingName(code: string): string {
  const own = names.get(code)!;
  const group = names.get(code.slice(0, 5));
  if (group) return `${group}：${own}`;
  return BARE.has(own) ? `${names.get(code.slice(0, 4))}：${own}` : own;
}

const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const rows = [["code", "name_tw", "name_zh", "lines_tw"].join(",")];
for (const { code } of lines) {
  if (![2, 4, 6].includes(code.length)) continue;
  const name = code.length === 6 ? subheadingName(code) : names.get(code)!;
  const details = [...new Set(tariffLines.get(code) ?? [])].filter((line) => line !== name && line !== names.get(code));
  rows.push([code, name, toSimplified(name), details.join("；")].map(quote).join(","));
}
writeFileSync(join(projectRoot(), "seeds", "data", "hs_names_zh.csv"), `${rows.join("\n")}\n`);
console.log(`hs_names_zh.csv: ${rows.length - 1} rows`);
