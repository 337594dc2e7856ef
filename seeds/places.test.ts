import { count } from "drizzle-orm";
import { openDb } from "../db/client";
import * as schema from "../db/schema";
import { isSeeded, seedDatabase } from "./index";
import { buildPlaces, functionBitsOf } from "./places";

describe("functionBitsOf", () => {
  it("reads each position of the classifier as its function", () => {
    expect(functionBitsOf("1234----")).toBe(0b1111);
    expect(functionBitsOf("--3----B")).toBe(0b10000100);
    expect(functionBitsOf("-----6--")).toBe(0b100000);
    expect(functionBitsOf("0-------")).toBe(0);
  });
});

describe("buildPlaces", () => {
  const seed = buildPlaces();

  it("keeps every place, country and currency of seeds/data, with ids in code order", () => {
    expect(seed.locationRows).toHaveLength(105_880);
    expect(seed.countryRows).toHaveLength(249);
    expect(seed.currencyRows).toHaveLength(178);
    expect(seed.locationRows[0]).toMatchObject({ id: 1, locode: "ADALV" });
    expect(seed.locationRows.every((row, i) => i === 0 || seed.locationRows[i - 1].locode < row.locode)).toBe(true);
  });

  it("reads names with no lost letters (seeds/data/README.md), and folds them for searching", () => {
    expect(seed.locationRows.some((row) => row.name.includes("\uFFFD"))).toBe(false);
    expect(seed.locationRows.find((row) => row.locode === "FRPLD")).toMatchObject({ name: "Paris-La Defense", searchName: "paris la defense" });
    expect(seed.locationRows.find((row) => row.locode === "DE3AG")).toMatchObject({ name: "Altenau, Mühlberg", searchName: "altenau muhlberg" });
  });
});

describe("seedDatabase", () => {
  it("fills the places into a demo database made before them, and nothing else", () => {
    const db = openDb(":memory:");
    seedDatabase(db, { password: "seed-test-pw" });
    expect(isSeeded(db)).toBe(true);
    db.$client.exec("delete from location; delete from country; delete from currency; insert into location_fts (location_fts) values ('rebuild');");
    expect(isSeeded(db)).toBe(false);
    const users = db.select({ n: count() }).from(schema.users).get()!.n;
    seedDatabase(db, { password: "seed-test-pw" });

    expect(isSeeded(db)).toBe(true);
    expect(db.select({ n: count() }).from(schema.locations).get()!.n).toBe(105_880);
    expect(db.select({ n: count() }).from(schema.countries).get()!.n).toBe(249);
    expect(db.select({ n: count() }).from(schema.users).get()!.n).toBe(users);
    const match = db.$client
      .prepare("select l.locode from location_fts join location l on l.id = location_fts.rowid where location_fts match ? order by l.locode")
      .pluck();
    expect(match.all('"long beach"*')).toContain("USLGB");
    db.$client.close();
  });
});
