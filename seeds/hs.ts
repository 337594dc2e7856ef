import type { Db } from "../db/client";
import { cjkBigramsOf, hsCodes, hsSections, includedTextOf, includedZhOf, usHtsLines } from "../db/schema";
import { loadCsv } from "./csv";
import { insertAll } from "./insert";

export interface HsSeed {
  sectionRows: (typeof hsSections.$inferInsert)[];
  codeRows: (typeof hsCodes.$inferInsert)[];
  htsRows: (typeof usHtsLines.$inferInsert)[];
}

const orNull = (value: string) => (value === "" ? null : value);

interface ChineseName {
  tw: string;
  zh: string;
  /** The names of the tariff's 8-digit lines under a subheading, `；`-separated. */
  lines: string;
}

/**
 * The Chinese names of Taiwan's tariff (seeds/data/hs_names_zh.csv, HS 2017) for the HS 2022
 * codes. A code HS 2022 created takes the name and lines of the HS 2017 subheadings it replaced
 * under the same heading (8541.43 photovoltaic modules those of 8541.40): the tariff's words still
 * find it, and the name shown is the one its goods were filed under. New headings have none.
 */
export function chineseNamesOf(codes: readonly { code: string; description: string }[]): Map<string, ChineseName> {
  const tariff = new Map(loadCsv("hs_names_zh.csv").map((r) => [r.code, { tw: r.name_tw, zh: r.name_zh, lines: r.lines_tw }]));
  const current = new Set(codes.map((c) => c.code));
  const retiredIn = new Map<string, ChineseName[]>();
  for (const [code, name] of tariff) {
    if (code.length !== 6 || current.has(code)) continue;
    retiredIn.set(code.slice(0, 4), [...(retiredIn.get(code.slice(0, 4)) ?? []), name]);
  }
  const names = new Map<string, ChineseName>();
  for (const { code, description } of codes) {
    const own = tariff.get(code);
    // Goods take the words of the goods they came from, parts those of parts.
    const parts = /\bparts\b/i.test(description);
    const retired = code.length === 6 ? retiredIn.get(code.slice(0, 4))?.filter((n) => /零件/.test(n.tw) === parts) : undefined;
    if (own) names.set(code, own);
    else if (retired?.length) {
      const join = (pick: (n: ChineseName) => string) => retired.map(pick).join("；");
      names.set(code, { tw: join((n) => n.tw), zh: join((n) => n.zh), lines: join((n) => n.lines) });
    }
  }
  return names;
}

/**
 * The HS sections, chapters, headings and subheadings, and the US HTS sample, as the CSVs give
 * them. Code ids follow the file's order (chapter, its headings, their subheadings), so they
 * are the same on every run.
 */
export function buildHs(): HsSeed {
  const sectionRows = loadCsv("hs_sections.csv").map((s) => ({ section: s.section, sectionNo: Number(s.section_no), name: s.name }));
  const codes = loadCsv("hs_codes.csv");
  const chinese = chineseNamesOf(codes.map((c) => ({ code: c.code, description: c.description })));
  const codeRows = codes.map((c, i) => {
    const name = chinese.get(c.code);
    return {
      id: i + 1,
      code: c.code,
      level: Number(c.level),
      parent: orNull(c.parent),
      chapter: c.chapter,
      section: c.section,
      description: c.description,
      includedText: includedTextOf(c.description),
      nameTw: name?.tw ?? null,
      nameZh: name?.zh ?? null,
      searchZh: name ? cjkBigramsOf(includedZhOf(`${name.tw}；${name.lines}`)) : "",
    };
  });
  const htsRows = loadCsv("us_hts_sample.csv").map((h) => ({
    htsCode: h.hts_code,
    digits: h.digits,
    chapter: h.chapter,
    level: Number(h.level),
    indent: Number(h.indent),
    description: h.description,
    fullDescription: h.full_description,
    unit: orNull(h.unit),
    generalRate: h.general_rate,
    specialRate: orNull(h.special_rate),
    column2Rate: h.column2_rate,
    rateSource: h.rate_source,
  }));
  return { sectionRows, codeRows, htsRows };
}

/** Writes the HS reference data; the full-text index follows hs_code by its triggers. */
export function seedHs(tx: Pick<Db, "insert">): void {
  const seed = buildHs();
  insertAll(tx, hsSections, seed.sectionRows);
  insertAll(tx, hsCodes, seed.codeRows);
  insertAll(tx, usHtsLines, seed.htsRows);
}
