import { searchTextOf } from "../../db/schema";
import { codeOf, ftsQueryOf, functionsOf, parseLocationKeyword } from "./places";

describe("searchTextOf", () => {
  it.each([
    ["Paris-La Défense", "paris la defense"],
    ["  Long   Beach ", "long beach"],
    ["Kupyans'k Uslovoi", "kupyans k uslovoi"],
    ["Côte d’Ivoire", "cote d ivoire"],
    ["São Paulo", "sao paulo"],
    ["中国香港特别行政区", "中国香港特别行政区"],
    ['"long" OR beach*', "long or beach"],
    ["--", ""],
  ])("%s reads %s", (text, folded) => {
    expect(searchTextOf(text)).toBe(folded);
  });
});

describe("parseLocationKeyword", () => {
  it("reads five letters or digits as a whole LOCODE, written together or with a space or hyphen", () => {
    for (const keyword of ["USLGB", "uslgb", "US LGB", "us-lgb", " HKHKG "]) {
      expect(parseLocationKeyword(keyword).code, keyword).toMatch(/^(USLGB|HKHKG)$/);
    }
    expect(parseLocationKeyword("DE9B0")).toEqual({ code: "DE9B0", words: "de9b0" });
    expect(parseLocationKeyword("paris")).toEqual({ code: "PARIS", words: "paris" });
  });

  it("reads three or four as the start of one, and fewer or more only as words", () => {
    expect(parseLocationKeyword("usl")).toEqual({ codePrefix: "USL", words: "usl" });
    expect(parseLocationKeyword("US LG")).toEqual({ codePrefix: "USLG", words: "us lg" });
    expect(parseLocationKeyword("us")).toEqual({ words: "us" });
    expect(parseLocationKeyword("long beach")).toEqual({ words: "long beach" });
    expect(parseLocationKeyword("9USLG")).toEqual({ words: "9uslg" });
  });
});

describe("ftsQueryOf", () => {
  it("looks for the folded words as a phrase whose last word may be a prefix, and for the code", () => {
    expect(ftsQueryOf(parseLocationKeyword("Long Bea"))).toBe('search_name : "long bea"*');
    expect(ftsQueryOf(parseLocationKeyword("us lgb"))).toBe('search_name : "us lgb"* OR locode : "USLGB"');
    expect(ftsQueryOf(parseLocationKeyword("usl"))).toBe('search_name : "usl"* OR locode : "USL"*');
    expect(ftsQueryOf(parseLocationKeyword('"x" OR y*'))).toBe('search_name : "x or y"*');
    expect(ftsQueryOf(parseLocationKeyword("--"))).toBe("");
  });
});

describe("functionsOf", () => {
  it("names the bits in classifier order", () => {
    expect(functionsOf(0b1111)).toEqual(["seaport", "rail", "road", "airport"]);
    expect(functionsOf(0b10000100)).toEqual(["road", "borderCrossing"]);
    expect(functionsOf(0)).toEqual([]);
  });
});

describe("codeOf", () => {
  it("upper-cases a code and pads a number to three digits", () => {
    expect(codeOf(" cn ")).toBe("CN");
    expect(codeOf("36")).toBe("036");
    expect(codeOf("344")).toBe("344");
    expect(codeOf("1234")).toBe("1234");
  });
});
