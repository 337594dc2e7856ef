import { sql } from "drizzle-orm";
import { openDb, type Db } from "../../db/client";
import { countries, currencies, locations } from "../../db/schema";
import { buildPlaces } from "../../seeds/places";
import { insertAll } from "../../seeds/insert";
import { queryCountries, queryCurrencies, queryLocations } from "./places";

/** Countries, currencies and ports looked up in Chinese, in either script (the seed's real rows; the places of China and Taiwan only). */
let db: Db;
beforeAll(() => {
  db = openDb(":memory:");
  const seed = buildPlaces();
  db.transaction((tx) => {
    insertAll(tx, countries, seed.countryRows);
    insertAll(tx, currencies, seed.currencyRows);
    insertAll(tx, locations, seed.locationRows.filter((row) => row.country === "CN" || row.country === "TW"));
    tx.run(sql`insert into location_fts (location_fts) values ('rebuild')`);
  });
});

const page = { currentPage: 1, pageSize: 5 };

describe("countries in Chinese", () => {
  it.each([
    ["台灣", "TW"],
    ["台湾", "TW"],
    ["德國", "DE"],
    ["德国", "DE"],
    ["中國", "CN"],
    ["美國", "US"],
    ["美国", "US"],
  ])("%s finds %s first", (keyword, alpha2) => {
    expect(queryCountries(db, { keyword, ...page }).list[0]?.alpha2).toBe(alpha2);
  });

  it("gives the Chinese name in Traditional script beside the Simplified", () => {
    const [germany] = queryCountries(db, { keyword: "DE", ...page }).list;
    expect(germany).toMatchObject({ nameZh: "德国", nameTw: "德國" });
    const [usa] = queryCountries(db, { keyword: "US", ...page }).list;
    expect(usa.nameTw).toBe("美利堅合眾國");
  });
});

describe("currencies in Chinese", () => {
  it.each([
    ["港幣", "HKD"],
    ["港币", "HKD"],
    ["港元", "HKD"],
    ["新台幣", "TWD"],
    ["新台币", "TWD"],
  ])("%s finds %s", (keyword, code) => {
    expect(queryCurrencies(db, { keyword, ...page }).list.map((c) => c.code)).toContain(code);
  });

  it("names a currency in both scripts", () => {
    expect(queryCurrencies(db, { keyword: "TWD", ...page }).list[0]).toMatchObject({ nameZh: "新台币", nameTw: "新台幣" });
  });
});

describe("ports in Chinese", () => {
  it.each(["鹽田", "盐田"])("%s finds Yantian", (keyword) => {
    expect(queryLocations(db, { keyword, ...page }).list.map((place) => place.name)).toContain("Yantian");
  });

  it("names the port's country in both scripts", () => {
    const place = queryLocations(db, { keyword: "CNYTN", ...page }).list[0];
    expect(place.countryName).toMatchObject({ zh: "中国", tw: "中國" });
  });
});
