import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { integer, sqliteTable, text, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Page } from "../../contract/envelope";
import {
  LOCATION_FUNCTIONS,
  type Country,
  type Currency,
  type Location,
  type LocationFunction,
  type QueryCountry,
  type QueryCurrency,
  type QueryLocation,
} from "../../contract/places";
import type { Db } from "../../db/client";
import { countries, currencies, locations, searchTextOf } from "../../db/schema";
import { pinyin } from "pinyin-pro";
import { page } from "../http";
import { windowOf } from "../paging";
import { HAN_CHARACTER, toSimplified, toTraditional } from "./hs-script";

/**
 * The public look-ups of places, countries and currencies (contract/places.ts). Places are
 * ranked in SQL over the full-text index `location_fts`; countries and currencies are a few
 * hundred rows each, matched by code or by part of a name.
 */

/** A keyword that may be a LOCODE or its start: a country's two letters, then up to three letters or digits ("USLGB", "us lgb", "USL"). */
const CODE_KEYWORD = /^([A-Za-z]{2})[\s-]?([A-Za-z0-9]{1,3})$/;
/** Below a country and one more character, a code prefix would list a whole country ahead of the names. */
const CODE_PREFIX_MIN = 3;

export interface LocationKeyword {
  /** The code, upper case, when the keyword reads as a whole LOCODE. */
  code?: string;
  /** The code's start when the keyword reads as 3 or 4 characters of one. */
  codePrefix?: string;
  /** The keyword as names are compared (db/schema/places.ts searchTextOf); empty when nothing is left. */
  words: string;
}

/**
 * UN/LOCODE names places in Latin letters only, mostly pinyin for China's: a Chinese keyword in
 * either script is read as its pinyin, so 鹽田 and 盐田 find Yantian.
 */
function latinOf(keyword: string): string {
  if (!HAN_CHARACTER.test(keyword)) return keyword;
  return pinyin(toSimplified(keyword), { toneType: "none", separator: "", nonZh: "consecutive" });
}

export function parseLocationKeyword(keyword: string): LocationKeyword {
  const words = searchTextOf(latinOf(keyword));
  const parts = CODE_KEYWORD.exec(keyword.trim());
  if (!parts) return { words };
  const code = (parts[1] + parts[2]).toUpperCase();
  if (code.length === 5) return { code, words };
  return code.length >= CODE_PREFIX_MIN ? { codePrefix: code, words } : { words };
}

/**
 * The keyword as a query of location_fts: the folded words in the name, as a phrase whose last
 * word may be a prefix, or the code, whole or its start. Neither searchTextOf nor CODE_KEYWORD
 * leaves a quote or an operator in them. Empty when nothing is left to look for.
 */
export function ftsQueryOf(keyword: LocationKeyword): string {
  const terms: string[] = [];
  if (keyword.words) terms.push(`search_name : "${keyword.words}"*`);
  if (keyword.code) terms.push(`locode : "${keyword.code}"`);
  if (keyword.codePrefix) terms.push(`locode : "${keyword.codePrefix}"*`);
  return terms.join(" OR ");
}

/** 0 the code itself, 1 a code it starts, 2 the whole name, 3 a name starting with it, 4 a later word starting with it. */
function locationTier(keyword: LocationKeyword): SQL<number> {
  const branches: SQL[] = [];
  if (keyword.code) branches.push(sql`when ${locations.locode} = ${keyword.code} then 0`);
  if (keyword.codePrefix) branches.push(sql`when ${locations.locode} glob ${`${keyword.codePrefix}*`} then 1`);
  if (keyword.words) {
    branches.push(sql`when ${locations.searchName} = ${keyword.words} then 2`);
    branches.push(sql`when ${locations.searchName} glob ${`${keyword.words}*`} then 3`);
  }
  return sql<number>`case ${sql.join(branches, sql` `)} else 4 end`;
}

const functionBit = (fn: LocationFunction) => 1 << LOCATION_FUNCTIONS.indexOf(fn);
export const functionsOf = (bits: number): LocationFunction[] => LOCATION_FUNCTIONS.filter((fn) => bits & functionBit(fn));

/** The filters; a country is its codes' first two letters, which the locode index finds. */
function locationFilters(query: QueryLocation): SQL | undefined {
  return and(
    query.country ? sql`${locations.locode} glob ${`${query.country}*`}` : undefined,
    query.fn ? sql`(${locations.functionBits} & ${functionBit(query.fn)}) != 0` : undefined,
  );
}

const locationColumns = {
  locode: locations.locode,
  country: locations.country,
  name: locations.name,
  subdivision: locations.subdivision,
  functionBits: locations.functionBits,
  iata: locations.iata,
  status: locations.status,
};
type LocationRow = Omit<Location, "countryName" | "functions"> & { functionBits: number };
type CountryName = NonNullable<Location["countryName"]>;

const AIRPORT = functionBit("airport");

function locationOf({ functionBits, ...row }: LocationRow, countryName: CountryName | undefined): Location {
  return {
    ...row,
    countryName: countryName ?? null,
    functions: functionsOf(functionBits),
    iata: row.iata ?? (functionBits & AIRPORT ? row.locode.slice(2) : null),
  };
}

/** The names of the page's countries, looked up after the page is cut rather than joined to every match. */
function countryNamesOf(db: Db, rows: readonly LocationRow[]): Map<string, CountryName> {
  const codes = [...new Set(rows.map((row) => row.country))];
  if (codes.length === 0) return new Map();
  const found = db
    .select({ alpha2: countries.alpha2, en: countries.nameEnShort, zh: countries.nameZh })
    .from(countries)
    .where(inArray(countries.alpha2, codes))
    .all();
  return new Map(found.map(({ alpha2, ...name }) => [alpha2, { ...name, tw: toTraditional(name.zh) }]));
}

/** location_fts as drizzle queries it: the migration creates it, and it stays out of db/schema so drizzle-kit never tries to. */
const locationFts = sqliteTable("location_fts", { rowid: integer().notNull(), searchName: text(), locode: text() });

type Window = { limit: number; offset: number };

function browseLocations(db: Db, filters: SQL | undefined, { limit, offset }: Window) {
  const total = db.select({ n: count() }).from(locations).where(filters).get()!.n;
  const rows = db.select(locationColumns).from(locations).where(filters).orderBy(asc(locations.locode)).limit(limit).offset(offset).all();
  return { rows, total };
}

/** The index's hits drive the query: reading the places they name in rowid order costs far less than testing every place. */
function searchLocations(db: Db, keyword: LocationKeyword, filters: SQL | undefined, { limit, offset }: Window) {
  const match = ftsQueryOf(keyword);
  if (match === "") return { rows: [], total: 0 };
  const where = and(sql`${locationFts} match ${match}`, filters);
  const placeOfHit = eq(locations.id, locationFts.rowid);
  // Unfiltered, the index counts its own hits without reading a place for each.
  const total = filters
    ? db.select({ n: count() }).from(locationFts).innerJoin(locations, placeOfHit).where(where).get()!.n
    : db.select({ n: count() }).from(locationFts).where(where).get()!.n;
  const tier = locationTier(keyword);
  const codeOrder = keyword.codePrefix ? [sql`case when ${tier} = 1 then ${locations.locode} end`] : [];
  const order = [asc(tier), ...codeOrder, desc(locations.functionCount), asc(locations.searchName), asc(locations.locode)];
  const rows = db.select(locationColumns).from(locationFts).innerJoin(locations, placeOfHit).where(where).orderBy(...order).limit(limit).offset(offset).all();
  return { rows, total };
}

/**
 * `queryLocation`: a keyword's matches ranked by locationTier, among equal names the places
 * with more functions first (Long Beach's port before its namesakes' road stops), then by name;
 * codes a prefix finds in code order. Without a keyword, the places in code order.
 */
export function queryLocations(db: Db, query: QueryLocation): Page<Location> {
  const filters = locationFilters(query);
  const window = windowOf(query);
  const { rows, total } =
    query.keyword === undefined ? browseLocations(db, filters, window) : searchLocations(db, parseLocationKeyword(query.keyword), filters, window);
  const names = countryNamesOf(db, rows);
  const list = rows.map((row) => locationOf(row, names.get(row.country)));
  return page(list, total, query.currentPage, query.pageSize);
}

/** A keyword as a code: upper case, and digits zero-padded to the three of an ISO numeric code. */
export function codeOf(keyword: string): string {
  const code = keyword.trim().toUpperCase();
  return /^\d{1,3}$/.test(code) ? code.padStart(3, "0") : code;
}

/**
 * The search of a small table whose names are kept as `searchTextOf(name)` joined by " | "
 * (no folded keyword holds a "|"). Matches rank 0 by a code, 1 a whole name, 2 a name's start,
 * 3 any part of one, then in code order; without a keyword, all of it in code order.
 */
function smallTableSearch(keyword: string | undefined, codesAre: (code: string) => SQL, names: SQLiteColumn, code: SQLiteColumn) {
  if (keyword === undefined) return { where: undefined, order: [asc(code)] };
  const codes = codesAre(codeOf(keyword));
  // A Chinese keyword is looked for as typed and in both scripts: 德國 finds 德国, 港币 finds 港幣.
  const forms = [...new Set([keyword, toSimplified(keyword), toTraditional(keyword)].map(searchTextOf))].filter((words) => words !== "");
  if (forms.length === 0) return { where: codes, order: [asc(code)] };
  const bounded = sql`' | ' || ${names} || ' | '`;
  const anyForm = (test: (words: string) => SQL) => sql`(${sql.join(forms.map(test), sql` or `)})`;
  const tier = sql`case when ${codes} then 0
    when ${anyForm((words) => sql`instr(${bounded}, ${` | ${words} | `}) > 0`)} then 1
    when ${anyForm((words) => sql`instr(${bounded}, ${` | ${words}`}) > 0`)} then 2
    else 3 end`;
  return { where: sql`(${codes} or ${anyForm((words) => sql`instr(${names}, ${words}) > 0`)})`, order: [asc(tier), asc(code)] };
}

/** Currencies' everyday Chinese names, from the CLDR data built into Node's Intl (seeds/places.ts searches them too). */
const currencyNames = {
  zh: new Intl.DisplayNames(["zh-Hans"], { type: "currency", fallback: "none" }),
  tw: new Intl.DisplayNames(["zh-Hant"], { type: "currency", fallback: "none" }),
};

const listOf = (joined: string) => (joined === "" ? [] : joined.split(";"));

/** `queryCountry`: by alpha-2, alpha-3 or numeric code, or by part of an English or the Chinese name. */
export function queryCountries(db: Db, query: QueryCountry): Page<Country> {
  const codesAre = (code: string) => sql`(${countries.alpha2} = ${code} or ${countries.alpha3} = ${code} or ${countries.numeric} = ${code})`;
  const { where, order } = smallTableSearch(query.keyword, codesAre, countries.searchName, countries.alpha2);
  const { limit, offset } = windowOf(query);
  const rows = db.select().from(countries).where(where).orderBy(...order).limit(limit).offset(offset).all();
  const total = db.select({ n: count() }).from(countries).where(where).get()!.n;
  const list = rows.map(({ searchName: _, currencyCodes, dialCodes, ...country }) => ({
    ...country,
    nameTw: toTraditional(country.nameZh),
    currencies: listOf(currencyCodes),
    dialCodes: listOf(dialCodes),
  }));
  return page(list, total, query.currentPage, query.pageSize);
}

/** `queryCurrency`: by code or numeric code, or by part of the name or of a user's name. */
export function queryCurrencies(db: Db, query: QueryCurrency): Page<Currency> {
  const codesAre = (code: string) => sql`(${currencies.code} = ${code} or ${currencies.numeric} = ${code})`;
  const { where, order } = smallTableSearch(query.keyword, codesAre, currencies.searchText, currencies.code);
  const { limit, offset } = windowOf(query);
  const rows = db.select().from(currencies).where(where).orderBy(...order).limit(limit).offset(offset).all();
  const total = db.select({ n: count() }).from(currencies).where(where).get()!.n;
  const list = rows.map(({ searchText: _, entities, ...currency }) => ({
    ...currency,
    entities: listOf(entities),
    nameZh: currencyNames.zh.of(currency.code) ?? null,
    nameTw: currencyNames.tw.of(currency.code) ?? null,
  }));
  return page(list, total, query.currentPage, query.pageSize);
}
