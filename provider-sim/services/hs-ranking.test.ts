import { openDb, type Db } from "../../db/client";
import { includedTextOf, includedZhOf } from "../../db/schema/hs";
import { seedHs } from "../../seeds/hs";
import { guardedDb } from "../tenant";
import { queryHsCodes } from "./hs-codes";
import { measureRanking } from "./hs-ranking";
import { RANKING_SET } from "./hs-ranking-set";

/** The look-up over the real HS 2022 texts and Taiwan's tariff names, as a seller and a broker would judge it. */
let db: Db;
beforeAll(() => {
  const raw = openDb(":memory:");
  raw.transaction((tx) => seedHs(tx));
  db = guardedDb(raw);
});

const search = (keyword: string, pageSize = 3) => queryHsCodes(db, { keyword, currentPage: 1, pageSize }).list;
const codes = (keyword: string, pageSize = 3) => search(keyword, pageSize).map((entry) => entry.code);

describe("Chinese search", () => {
  it.each(["藍牙耳機", "蓝牙耳机", "耳機", "耳机"])("%s lists headphones (8518.30) in the first 3", (keyword) => {
    expect(codes(keyword)).toContain("851830");
  });

  it.each(["手提包", "皮革手提包"])("%s lists handbags (4202.2x) first", (keyword) => {
    expect(codes(keyword)[0]).toMatch(/^42022/);
  });

  it("answers the Chinese names in both scripts beside the English description", () => {
    const [headphones] = search("藍牙耳機").filter((entry) => entry.code === "851830");
    expect(headphones.nameTw).toMatch(/^頭戴耳機及耳機/);
    expect(headphones.nameZh).toMatch(/^头戴耳机及耳机/);
    expect(headphones.description).toMatch(/^Headphones/);
    expect(headphones.path.find((node) => node.code === "85")?.nameZh).toMatch(/^电机与设备/);
  });

  it("finds an HS 2022 code by the words of the HS 2017 subheading it replaced", () => {
    expect(codes("太陽能板")).toContain("854143");
    expect(codes("太阳能电池板")).toContain("854143");
  });
});

describe("what a description excludes", () => {
  it("drops the excluded clause, in English and in Chinese", () => {
    expect(includedTextOf("Fish; frozen, sockeye salmon (Oncorhynchus nerka), excluding fillets, fish meat of 0304")).not.toMatch(/fillets/);
    expect(includedTextOf("Meat; of bovine animals, cuts with bone in (excluding carcasses), frozen")).toMatch(/frozen$/);
    expect(includedTextOf("Cattle; live, other than pure-bred breeding animals")).not.toMatch(/pure-bred/);
    expect(includedZhOf("豬，重量少於50公斤者，純種繁殖用除外")).not.toMatch(/純種/);
  });

  it("frozen salmon fillet lists salmon fillets (0304.81) first, no whole fish 'excluding fillets' above them", () => {
    expect(codes("frozen salmon fillet")[0]).toBe("030481");
    expect(codes("冷凍鮭魚片")[0]).toBe("030481");
  });
});

describe("goods before their parts", () => {
  it("bluetooth headphones lists 8518.30 above the parts of 8518 (8518.90)", () => {
    const found = codes("bluetooth headphones", 10);
    expect(found[0]).toBe("851830");
    expect(found.indexOf("851890")).toBeGreaterThan(found.indexOf("851830"));
  });

  it("lists the parts first when the query asks for parts", () => {
    expect(codes("headphones parts")[0]).toBe("851890");
  });
});

describe("synonyms", () => {
  it("solar panel reaches photovoltaic modules (8541.43) first, before solar water heaters and watch movements", () => {
    expect(codes("solar panel")[0]).toBe("854143");
    expect(codes("solar panels")[0]).toBe("854143");
  });
});

describe("the ranking set", () => {
  it("holds at least 50 everyday goods, each with a subheading", () => {
    expect(RANKING_SET.length).toBeGreaterThanOrEqual(50);
    expect(RANKING_SET.every((item) => item.codes.every((code) => /^\d{6}$/.test(code)))).toBe(true);
  });

  // Measured 2026-11-27: en 37/60 first and 51/60 in the first 3; zh and tw 38/60 and 56/60.
  it.each(["en", "zh", "tw"] as const)("in %s puts the broker's subheading in the first 3 for four goods in five", (language) => {
    const rates = measureRanking(db, language);
    console.info(`HS ranking (${language}): top-1 ${rates.top1}/${rates.asked}, top-3 ${rates.top3}/${rates.asked}`);
    expect(rates.top3 / rates.asked).toBeGreaterThanOrEqual(0.8);
  });
});
