import { getTableColumns, sql } from "drizzle-orm";
import { LOCATION_FUNCTIONS } from "../contract/places";
import type { Db } from "../db/client";
import { countries, currencies, locations, searchTextOf } from "../db/schema";
import { loadCsv } from "./csv";
import { insertAll } from "./insert";

type LocationRow = typeof locations.$inferInsert;

export interface PlacesSeed {
  locationRows: LocationRow[];
  countryRows: (typeof countries.$inferInsert)[];
  currencyRows: (typeof currencies.$inferInsert)[];
}

const orNull = (value: string) => (value === "" ? null : value);

/**
 * Everyday Chinese names from the CLDR data built into Node's Intl, in both scripts: the ISO
 * file's Chinese names are formal and Simplified only (美利坚合众国), people type 美國 or 美国,
 * and currencies have none there at all (港幣, 新台币).
 */
const regionNames = ["zh-Hans", "zh-Hant"].map((locale) => new Intl.DisplayNames([locale], { type: "region", fallback: "none" }));
const currencyNames = ["zh-Hans", "zh-Hant"].map((locale) => new Intl.DisplayNames([locale], { type: "currency", fallback: "none" }));
const everydayNames = (names: Intl.DisplayNames[], code: string) => names.map((n) => n.of(code)).filter((name): name is string => name !== undefined);

/** The character each position of the function classifier holds when the place has that function. */
const FUNCTION_MARKS = "1234567B";

/** Bits for LOCATION_FUNCTIONS from a classifier such as "1234----" or "--3----B". */
export function functionBitsOf(classifier: string): number {
  return LOCATION_FUNCTIONS.reduce((bits, _, i) => (classifier[i] === FUNCTION_MARKS[i] ? bits | (1 << i) : bits), 0);
}

const bitCount = (bits: number) => LOCATION_FUNCTIONS.filter((_, i) => bits & (1 << i)).length;

/**
 * Places, countries and currencies as the CSVs give them. Place ids follow the file's order,
 * which is code order, so they are the same on every run.
 */
export function buildPlaces(): PlacesSeed {
  const locationRows = loadCsv("unlocode_locations.csv").map((l, i): LocationRow => {
    const functionBits = functionBitsOf(l.function);
    return {
      id: i + 1,
      locode: l.locode,
      country: l.country,
      name: l.name,
      nameAscii: l.name_ascii,
      searchName: searchTextOf(l.name_ascii),
      subdivision: orNull(l.subdivision),
      function: l.function,
      functionBits,
      functionCount: bitCount(functionBits),
      status: orNull(l.status),
      iata: orNull(l.iata),
    };
  });
  const countryRows = loadCsv("countries.csv").map((c) => ({
    alpha2: c.alpha2,
    alpha3: c.alpha3,
    numeric: c.numeric,
    nameEn: c.name_en,
    nameEnShort: c.name_en_short,
    nameZh: c.name_zh,
    searchName: [c.name_en, c.name_en_short, c.name_zh, ...everydayNames(regionNames, c.alpha2)].map(searchTextOf).join(" | "),
    currencyCodes: c.currency_codes,
    dialCodes: c.dial_codes,
    tld: orNull(c.tld),
    capital: orNull(c.capital),
    continent: orNull(c.continent),
    region: orNull(c.region),
    subRegion: orNull(c.sub_region),
    independence: orNull(c.is_independent),
  }));
  const currencyRows = loadCsv("currencies.csv").map((c) => ({
    code: c.code,
    numeric: c.numeric,
    name: c.name,
    minorUnit: c.minor_unit === "" ? null : Number(c.minor_unit),
    entities: c.entities,
    searchText: [c.name, ...c.entities.split(";"), ...everydayNames(currencyNames, c.code)].map(searchTextOf).join(" | "),
  }));
  return { locationRows, countryRows, currencyRows };
}

/**
 * Writes the places, countries and currencies in one transaction, ending with the places'
 * full-text index built in one pass: it has no triggers (db/migrations/0008_places.sql).
 */
export function seedPlaces(db: Db): void {
  const seed = buildPlaces();
  db.transaction((tx) => {
    insertAll(tx, countries, seed.countryRows);
    insertAll(tx, currencies, seed.currencyRows);
    insertLocations(db, seed.locationRows);
    tx.run(sql`insert into location_fts (location_fts) values ('rebuild')`);
  });
}

/**
 * The 106k places through one prepared better-sqlite3 statement, values in column order:
 * drizzle's prepared insert fills its placeholders value by value, which takes longer than
 * SQLite's own work. The statement's text is drizzle's, so the columns are the schema's.
 */
function insertLocations(db: Db, rows: LocationRow[]): void {
  const keys = Object.keys(getTableColumns(locations)) as (keyof LocationRow)[];
  const placeholders = Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Record<keyof LocationRow, ReturnType<typeof sql.placeholder>>;
  const statement = db.$client.prepare(db.insert(locations).values(placeholders).toSQL().sql);
  for (const row of rows) statement.run(keys.map((key) => row[key] ?? null));
}
