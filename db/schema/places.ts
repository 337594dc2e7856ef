import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Places (UN/LOCODE), countries (ISO 3166-1) and currencies (ISO 4217) from seeds/data:
 * platform-wide reference data the public look-ups answer from. The full-text index
 * `location_fts` over `location.search_name` and `location.locode` lives in SQL only, since
 * drizzle does not model FTS5 virtual tables: see db/migrations/*_places.sql. The seed is the
 * only writer of these tables, and it rebuilds that index when it is done.
 */

/**
 * A name as the look-ups compare it: accents off (NFKD, marks dropped), lower case, every run of
 * other characters than letters and digits one space. "Paris-La Défense" is "paris la defense".
 */
export function searchTextOf(text: string): string {
  // Most names are plain ASCII already, and decomposing 106k of them is a good part of the seed.
  const unaccented = /[^\x00-\x7F]/.test(text) ? text.normalize("NFKD").replace(/\p{M}/gu, "") : text;
  return unaccented
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export const locations = sqliteTable("location", {
  /** The row the full-text index keys on; seeded in code order. */
  id: integer().primaryKey(),
  /** Country alpha-2 and three letters or digits 2 to 9: USLGB. Its index also serves the country filter. */
  locode: text().notNull().unique(),
  country: text().notNull(),
  name: text().notNull(),
  /** The name in plain ASCII letters, as UN/LOCODE gives it beside the name. */
  nameAscii: text().notNull(),
  /** `searchTextOf(nameAscii)`. */
  searchName: text().notNull(),
  subdivision: text(),
  /** UN/LOCODE's 8-character function classifier, e.g. "1234----". */
  function: text().notNull(),
  /** The same as bits: bit i set for contract/places.ts LOCATION_FUNCTIONS[i]. */
  functionBits: integer().notNull(),
  /** How many functions the place has: among equal names the look-up lists busier places first. */
  functionCount: integer().notNull(),
  status: text(),
  /** Only where the IATA code differs from the LOCODE's last three letters. */
  iata: text(),
});

export const countries = sqliteTable("country", {
  alpha2: text().primaryKey(),
  alpha3: text().notNull().unique(),
  /** Three digits, zero-padded. */
  numeric: text().notNull().unique(),
  nameEn: text().notNull(),
  nameEnShort: text().notNull(),
  nameZh: text().notNull(),
  /** `searchTextOf` of the three names, joined by " | ". */
  searchName: text().notNull(),
  /** ISO 4217 codes, `;`-separated. */
  currencyCodes: text().notNull(),
  /** Calling codes, `;`-separated. */
  dialCodes: text().notNull(),
  tld: text(),
  capital: text(),
  continent: text(),
  region: text(),
  subRegion: text(),
  /** "Yes", or what the territory belongs to: "Part of CN". */
  independence: text(),
});

export const currencies = sqliteTable("currency", {
  code: text().primaryKey(),
  numeric: text().notNull(),
  name: text().notNull(),
  /** Null where ISO gives "N.A.". */
  minorUnit: integer(),
  /** ISO's entity names, `;`-separated. */
  entities: text().notNull(),
  /** `searchTextOf` of the name and the entities, joined by " | ". */
  searchText: text().notNull(),
});
