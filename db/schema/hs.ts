import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The Harmonized System (seeds/data/hs_*.csv): platform-wide reference data the public HS-code
 * open API answers from. The full-text index `hs_code_fts` over `hs_code.description` lives in
 * SQL only, since drizzle does not model FTS5 virtual tables: see db/migrations/*_hs_reference.sql.
 */
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
