import type { Db } from "../db/client";
import { hsCodes, hsSections, usHtsLines } from "../db/schema";
import { loadCsv } from "./csv";
import { insertAll } from "./insert";

export interface HsSeed {
  sectionRows: (typeof hsSections.$inferInsert)[];
  codeRows: (typeof hsCodes.$inferInsert)[];
  htsRows: (typeof usHtsLines.$inferInsert)[];
}

const orNull = (value: string) => (value === "" ? null : value);

/**
 * The HS sections, chapters, headings and subheadings, and the US HTS sample, as the CSVs give
 * them. Code ids follow the file's order (chapter, its headings, their subheadings), so they
 * are the same on every run.
 */
export function buildHs(): HsSeed {
  const sectionRows = loadCsv("hs_sections.csv").map((s) => ({ section: s.section, sectionNo: Number(s.section_no), name: s.name }));
  const codeRows = loadCsv("hs_codes.csv").map((c, i) => ({
    id: i + 1,
    code: c.code,
    level: Number(c.level),
    parent: orNull(c.parent),
    chapter: c.chapter,
    section: c.section,
    description: c.description,
  }));
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
