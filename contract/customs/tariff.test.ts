import { DATE_RULE } from "../admin/fields";
import { customsMessages as c } from "./messages";
import {
  addHsLineSchema,
  declarationElementsOf,
  isInspection,
  isSupervision,
  lineValidity,
  nationalCodeProblem,
  printedCode,
  saveHsNoteSchema,
  statutoryQuantityProblem,
  statutoryUnitsOf,
} from "./tariff";

const CN_LINE = {
  market: "CN",
  code: "6109100000",
  hs6: "610910",
  description: "棉制针织或钩编T恤衫、汗衫及其他背心",
  unit1: "pcs",
  unit2: "kg",
  generalRate: "6%",
  vatRate: "13%",
  supervision: "a",
  inspection: "M/",
  elements: "0:品牌类型;1:出口享惠情况;2:织造方法;3:种类;GTIN;CAS",
  source: "demo",
  effectiveDate: "2026-01-01",
  isDemo: "on",
};
const issues = (values: Record<string, unknown>) => {
  const parsed = addHsLineSchema.safeParse({ ...CN_LINE, ...values });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("a national tariff line's rules", () => {
  it("takes a China line with its units, conditions and elements, uppercased and as digits", () => {
    expect(addHsLineSchema.parse({ ...CN_LINE, code: "6109 1000 00" })).toMatchObject({ code: "6109100000", unit1: "PCS", unit2: "KG", supervision: "A", isDemo: true });
  });

  it("checks the code's shape per market, with or without dots, and that it extends its HS subheading", () => {
    expect(issues({ code: "610910000" })).toEqual([["code", c.cnShape]]);
    expect(issues({ code: "6110100000" })).toEqual([["code", c.codeUnderHs6]]);
    const us = { market: "US", supervision: "", inspection: "", elements: "" };
    expect(issues({ ...us, code: "6109.10.00.12" })).toEqual([]);
    expect(issues({ ...us, code: "6109.10.00" })).toEqual([["code", c.htsShape]]);
    expect(issues({ market: "HK", code: "61091000", supervision: null, inspection: null, elements: null })).toEqual([]);
    expect(issues({ market: "HK", code: "6109100000", supervision: null, inspection: null, elements: null })).toEqual([["code", c.hkShape]]);
    expect(issues({ hs6: "980000" })).toContainEqual(["hs6", c.hs6Shape]);
    expect(nationalCodeProblem("US", "6109100012", "610910")).toBeNull();
  });

  it("keeps China's own columns on China codes, two different units, a calendar date and a source", () => {
    expect(issues({ market: "US", code: "6109100012" })).toEqual([
      ["supervision", c.chinaOnly],
      ["inspection", c.chinaOnly],
      ["elements", c.chinaOnly],
    ]);
    expect(issues({ unit2: "PCS" })).toEqual([["unit2", c.unitsRepeat]]);
    expect(issues({ effectiveDate: "2026-02-30" })).toEqual([["effectiveDate", DATE_RULE]]);
    expect(issues({ source: " " }).map(([field]) => field)).toEqual(["source"]);
    expect(issues({ market: "EU" })).toContainEqual(["market", c.marketUnknown]);
  });

  it("reads supervision conditions and inspection categories as DOMAIN §3.2 prints them", () => {
    for (const ok of ["A", "AB", "6A", "EF", "4AB"]) expect(isSupervision(ok)).toBe(true);
    for (const bad of ["A B", "AA", "a-b", ""]) expect(isSupervision(bad)).toBe(false);
    for (const ok of ["M.R/N", "M/N", "M/", "/N", "L.M", "P.R/Q.S"]) expect(isInspection(ok)).toBe(true);
    for (const bad of ["/", "M//N", "MR/N", "M./N", ""]) expect(isInspection(bad)).toBe(false);
    expect(issues({ supervision: "AA" })).toEqual([["supervision", c.supervisionShape]]);
    expect(issues({ inspection: "M,R" })).toEqual([["inspection", c.inspectionShape]]);
  });
});

describe("declaration elements (申报要素)", () => {
  it("lists a template's items in order, numbered or not, full-width separators too", () => {
    expect(declarationElementsOf("0:品牌类型;1:出口享惠情况;2:用途;GTIN;CAS;")).toEqual([
      { no: 0, name: "品牌类型" },
      { no: 1, name: "出口享惠情况" },
      { no: 2, name: "用途" },
      { no: null, name: "GTIN" },
      { no: null, name: "CAS" },
    ]);
    expect(declarationElementsOf("0：品牌类型；1：用途")).toEqual([{ no: 0, name: "品牌类型" }, { no: 1, name: "用途" }]);
  });

  it("refuses numbers out of order, empty items and a stray colon", () => {
    expect(declarationElementsOf("1:品牌类型;2:用途")).toBeNull();
    expect(declarationElementsOf("0:品牌类型;2:用途")).toBeNull();
    expect(declarationElementsOf("0:品牌类型;;1:用途")).toBeNull();
    expect(declarationElementsOf("0:")).toBeNull();
    expect(declarationElementsOf("a:b:c")).toBeNull();
    expect(issues({ elements: "0:品牌类型;0:用途" })).toEqual([["elements", c.elementsShape]]);
  });
});

describe("statutory units", () => {
  const line = { unit1: "PCS", unit2: "KG" };
  it("names the first unit always and the second where the code has one", () => {
    expect(statutoryUnitsOf(line)).toEqual(["PCS", "KG"]);
    expect(statutoryUnitsOf({ unit1: "KG", unit2: null })).toEqual(["KG"]);
  });

  it("checks a declared quantity against them", () => {
    expect(statutoryQuantityProblem(line, { unit: "PCS", secondQuantity: 12.5, secondUnit: "KG" })).toBeNull();
    expect(statutoryQuantityProblem(line, { unit: "SET", secondQuantity: 12.5 })).toBe("unit");
    expect(statutoryQuantityProblem(line, { unit: "PCS" })).toBe("secondQuantity");
    expect(statutoryQuantityProblem(line, { unit: "PCS", secondQuantity: 3, secondUnit: "G" })).toBe("secondUnit");
    expect(statutoryQuantityProblem({ unit1: "KG" }, { unit: "KG" })).toBeNull();
  });
});

describe("versions and how codes print", () => {
  it("calls the newest version in force current, older ones superseded, later ones upcoming", () => {
    const dates = ["2025-01-01", "2026-01-01", "2027-01-01"];
    expect(dates.map((date) => lineValidity(date, dates, "2026-11-25"))).toEqual(["superseded", "current", "upcoming"]);
    expect(lineValidity("2026-01-01", dates, "2026-01-01")).toBe("current");
  });

  it("prints HTS numbers with dots and the other markets' codes plain", () => {
    expect(printedCode("US", "6109100012")).toBe("6109.10.00.12");
    expect(printedCode("CN", "6109100000")).toBe("6109100000");
    expect(printedCode("HK", "61091000")).toBe("61091000");
  });

  it("checks a note's code against its market", () => {
    expect(saveHsNoteSchema.safeParse({ market: "US", code: "6109.10.00.12", note: "Ruling on file" }).success).toBe(true);
    expect(saveHsNoteSchema.safeParse({ market: "CN", code: "61091000", note: "x" }).error?.issues[0].message).toBe(c.cnShape);
  });
});
