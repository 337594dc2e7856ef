import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The Harmonized System (seeds/data/hs_*.csv): platform-wide reference data the public HS-code
 * open API answers from. The full-text indexes `hs_code_fts` (over `description` and
 * `included_text`) and `hs_code_zh_fts` (over `search_zh`) live in SQL only, since drizzle does
 * not model FTS5 virtual tables: see db/migrations/0007_hs_reference.sql and 0022_hs_names_zh.sql.
 */

const HAN = /\p{Script=Han}/u;

/**
 * Chinese text as `hs_code_zh_fts` indexes it: every run of Han characters as its overlapping
 * pairs (耳機組 → 耳機 機組), a lone character as itself, and other words lower-cased. Chinese has
 * no spaces between words, so pairs let a two-character word such as 耳機 match anywhere, which
 * the trigram tokenizer cannot; a query is cut the same way and matched as a phrase of pairs.
 */
export function cjkBigramsOf(text: string): string {
  const tokens: string[] = [];
  for (const run of text.normalize("NFKC").toLowerCase().match(/\p{Script=Han}+|[\p{L}\p{N}]+/gu) ?? []) {
    if (!HAN.test(run[0]) || run.length === 1) tokens.push(run);
    else for (let i = 0; i + 1 < run.length; i++) tokens.push(run.slice(i, i + 2));
  }
  return tokens.join(" ");
}
export const hsSections = sqliteTable("hs_section", {
  /** Roman numeral, I to XXI. */
  section: text().primaryKey(),
  sectionNo: integer().notNull().unique(),
  name: text().notNull(),
});

export const hsCodes = sqliteTable(
  "hs_code",
  {
    /** The row the full-text index keys on (an integer primary key, so VACUUM keeps it). */
    id: integer().primaryKey(),
    /** 2 digits (chapter), 4 (heading) or 6 (subheading). */
    code: text().notNull().unique(),
    level: integer().notNull(),
    /** The chapter or heading one level up; null for chapters, whose parent is their section. */
    parent: text(),
    chapter: text().notNull(),
    section: text().notNull(),
    description: text().notNull(),
    /** The description without what it excludes ("excluding fillets", "other than …"): what a word search matches. */
    includedText: text().notNull().default(""),
    /** The name in Taiwan's tariff (Traditional Chinese), and its Simplified form; null where HS 2022 has no counterpart. */
    nameTw: text(),
    nameZh: text(),
    /** `cjkBigramsOf` the Chinese name and its tariff lines, without what they exclude: what `hs_code_zh_fts` indexes. */
    searchZh: text().notNull().default(""),
  },
  (t) => [index("hs_code_parent").on(t.parent), index("hs_code_section_level").on(t.section, t.level)],
);

/** A sample of US HTS lines (8 and 10 digits) with duty rates, under their HS subheadings. */
export const usHtsLines = sqliteTable(
  "us_hts_line",
  {
    /** As printed, with dots: 6109.10.00.12. */
    htsCode: text().primaryKey(),
    digits: text().notNull(),
    chapter: text().notNull(),
    /** 8 or 10. */
    level: integer().notNull(),
    indent: integer().notNull(),
    description: text().notNull(),
    /** The path from the heading, joined by " > ". */
    fullDescription: text().notNull(),
    unit: text(),
    generalRate: text().notNull(),
    specialRate: text(),
    column2Rate: text().notNull(),
    /** The line the rates are printed on; 10-digit lines inherit their 8-digit line's. */
    rateSource: text().notNull(),
  },
  (t) => [index("us_hts_line_digits").on(t.digits)],
);

/** Where an English description starts to say what it leaves out, up to the clause's end. */
const EXCLUDED_EN = /\b(?:excluding|except|other than|not including)\b[^;()]*(?:\([^)]*\)[^;()]*)*/gi;
/** A Chinese name's "…除外" and "不包括…" clauses, up to the nearest comma. */
const EXCLUDED_ZH = /[^，、；：（）]*除外|不包括[^，；：（）]*/g;

/** The description without its exclusions: "Fish; frozen, salmon, excluding fillets" matches fish, frozen and salmon. */
export function includedTextOf(description: string): string {
  return description.replace(EXCLUDED_EN, " ");
}

/** The same for a Chinese name: 「豬，純種繁殖用除外」 matches 豬 only. */
export function includedZhOf(name: string): string {
  return name.replace(EXCLUDED_ZH, " ");
}
