import { formatHsCode, HS_CHILD_LEVEL_NAMES, hsLabelText, htsDepth, htsSteps } from "./hs-format";

describe("formatHsCode", () => {
  it("writes headings and subheadings with their dot, sections and chapters as they are", () => {
    expect(formatHsCode("610910")).toBe("6109.10");
    expect(formatHsCode("6109")).toBe("61.09");
    expect(formatHsCode("61")).toBe("61");
    expect(formatHsCode("XI")).toBe("XI");
  });

  it("leaves anything else alone", () => {
    expect(formatHsCode("6109.10")).toBe("6109.10");
    expect(formatHsCode("12345")).toBe("12345");
  });
});

describe("htsSteps", () => {
  it("keeps the steps between the heading and the line", () => {
    const full = "T-shirts, singlets, tank tops and similar garments, knitted or crocheted > Of cotton > Men's or boys' > Men's (338)";
    expect(htsSteps(full)).toEqual(["Of cotton", "Men's or boys'"]);
    expect(htsSteps("T-shirts, singlets > Of cotton")).toEqual([]);
  });
});

describe("htsDepth", () => {
  it("sets statistical suffixes under their tariff line", () => {
    expect(htsDepth("6109.10.00")).toBe(0);
    expect(htsDepth("6109.10.00.12")).toBe(1);
  });
});

describe("hsLabelText", () => {
  it("names a code by its level, written as people write it", () => {
    expect(hsLabelText({ code: "XI", level: 0 })).toEqual({ key: "classification.levels.section", values: { code: "XI" } });
    expect(hsLabelText({ code: "610910", level: 6 })).toEqual({ key: "classification.levels.subheading", values: { code: "6109.10" } });
  });
});

describe("HS_CHILD_LEVEL_NAMES", () => {
  it("names what a code holds one level down, so a section counts chapters, not codes", () => {
    expect(HS_CHILD_LEVEL_NAMES[0]).toBe("chapter");
    expect(HS_CHILD_LEVEL_NAMES[2]).toBe("heading");
    expect(HS_CHILD_LEVEL_NAMES[4]).toBe("subheading");
  });
});
