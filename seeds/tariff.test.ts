import { addHsLineSchema } from "../contract/customs/tariff";
import { loadCsv } from "./csv";
import { buildCustoms, type People } from "./customs";
import { buildDicts } from "./reference";
import { buildTariff, DEMO_SOURCE, SAMPLE_SOURCE, TARIFF_PLANS } from "./tariff";

const seed = buildTariff();
const key = (market: string, code: string) => `${market} ${code}`;
const lines = new Set(seed.lineRows.map((line) => key(line.market, line.code)));

describe("the tariff lines", () => {
  it("cover forty to eighty HS subheadings, each an HS 2022 subheading, with a line in every market", () => {
    const subheadings = new Set(loadCsv("hs_codes.csv").filter((c) => c.level === "6").map((c) => c.code));
    expect(TARIFF_PLANS.length).toBeGreaterThanOrEqual(40);
    expect(TARIFF_PLANS.length).toBeLessThanOrEqual(80);
    for (const [hs6] of TARIFF_PLANS) {
      expect(subheadings.has(hs6), hs6).toBe(true);
      for (const market of ["CN", "US", "HK"]) expect(seed.lineRows.some((line) => line.hs6 === hs6 && line.market === market), `${market} under ${hs6}`).toBe(true);
    }
  });

  it("each pass the rules a platform administrator's input meets, with units of the unit dictionary", () => {
    const units = new Set(buildDicts().filter((d) => d.dictType === "unit" && d.parentId !== null).map((d) => d.dictValue));
    for (const line of seed.lineRows) {
      const parsed = addHsLineSchema.safeParse(line);
      expect(parsed.error?.issues ?? [], `${line.market} ${line.code}`).toEqual([]);
      for (const unit of [line.unit1, line.unit2].filter(Boolean)) expect(units.has(unit!), `${line.code} ${unit}`).toBe(true);
    }
  });

  it("take the HTS sample's ten-digit lines as printed, and say DEMO of everything else", () => {
    const sample = loadCsv("us_hts_sample.csv").filter((line) => line.level === "10");
    for (const row of sample) {
      const line = seed.lineRows.find((l) => l.market === "US" && l.code === row.digits);
      expect(line, row.hts_code).toMatchObject({ source: SAMPLE_SOURCE, isDemo: false, generalRate: row.general_rate, column2Rate: row.column2_rate });
    }
    const others = seed.lineRows.filter((line) => line.source !== SAMPLE_SOURCE);
    expect(others.every((line) => line.isDemo && line.source === DEMO_SOURCE)).toBe(true);
    expect(seed.lineRows.filter((line) => line.market !== "US").every((line) => line.isDemo)).toBe(true);
  });

  it("hold one version per code and day, and a previous version for a few China codes", () => {
    const versions = seed.lineRows.map((line) => `${key(line.market, line.code)} ${line.effectiveDate}`);
    expect(new Set(versions).size).toBe(versions.length);
    const twice = [...lines].filter((code) => seed.lineRows.filter((line) => key(line.market, line.code) === code).length > 1);
    expect(twice.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seed.lineRows.map((line) => line.id)).size).toBe(seed.lineRows.length);
  });

  it("hold every code the goods and classification book gives its goods and proposals", () => {
    const person = (n: number) => ({ id: String(n), username: `user${n}` });
    const people: People = { editor: person(1), agent: person(2), classifier: person(3), reviewer: person(4), admin: person(5) };
    const book = buildCustoms("2026-11-25", people);
    const given = [
      ...book.goodsRows.flatMap((g) => [["US", g.htsCode], ["CN", g.cnCode], ["HK", g.hkCode]]),
      ...book.orderRows.flatMap((o) => [["US", o.proposedHtsCode], ["CN", o.proposedCnCode], ["HK", o.proposedHkCode]]),
      ...book.stepRows.flatMap((s) => [["US", s.codes?.htsCode], ["CN", s.codes?.cnCode], ["HK", s.codes?.hkCode]]),
    ].filter((pair): pair is [string, string] => typeof pair[1] === "string");
    expect(given.length).toBeGreaterThan(40);
    expect(given.filter(([market, code]) => !lines.has(key(market, code)))).toEqual([]);
  });

  it("give tenant 10001 notes on codes that exist", () => {
    expect(seed.noteRows.length).toBeGreaterThanOrEqual(3);
    for (const note of seed.noteRows) expect(lines.has(key(note.market, note.code)), note.code).toBe(true);
  });
});
