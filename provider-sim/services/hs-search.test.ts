import { compareCandidates, matchExpression, parseKeyword, segmentsOf, type HsCandidate } from "./hs-search";

const groupsOf = (keyword: string) => {
  const parsed = parseKeyword(keyword);
  if (parsed.kind !== "words") throw new Error(`${keyword} read as a code`);
  return parsed.groups;
};

describe("parseKeyword", () => {
  it("reads digits with dots or spaces as a code prefix, at most the 6 HS digits", () => {
    expect(parseKeyword("6109")).toEqual({ kind: "code", digits: "6109" });
    expect(parseKeyword(" 6109.10 ")).toEqual({ kind: "code", digits: "610910" });
    expect(parseKeyword("61 09")).toEqual({ kind: "code", digits: "6109" });
    expect(parseKeyword("6109.10.00.12")).toEqual({ kind: "code", digits: "610910" });
    expect(parseKeyword("61 cotton").kind).toBe("words");
  });

  it("lower-cases, turns hyphens and punctuation into spaces and drops stop words", () => {
    expect(matchExpression(groupsOf("Shirts OF the Men's, knitted/crocheted"))).toBe('"shirts" OR "men" OR "knitted" OR "crocheted"');
    expect(groupsOf("of the and")).toEqual([]);
  });

  it("adds the HS texts' words for everyday ones, singular or plural, one group per query word", () => {
    expect(matchExpression(groupsOf("garden chairs"))).toBe('"garden" OR ("chairs" OR "seat")');
    expect(matchExpression(groupsOf("office chairs"))).toBe('("office chairs" OR ("swivel" AND "seat"))');
    expect(matchExpression(groupsOf("laptop"))).toBe('("laptop" OR ("portable" AND "automatic" AND "data" AND "processing"))');
    expect(matchExpression(groupsOf("sneakers"))).toBe('("sneakers" OR "footwear")');
  });

  it("reads t-shirt, T Shirts and tshirt as the phrase the HS texts use", () => {
    expect(matchExpression(groupsOf("cotton t-shirt"))).toBe('"cotton" OR "t shirt"');
    expect(matchExpression(groupsOf("Cotton T Shirts"))).toBe('"cotton" OR ("t shirts" OR "t shirt")');
    expect(matchExpression(groupsOf("cotton tshirts"))).toBe('"cotton" OR ("tshirts" OR "t shirt")');
  });

  it("counts a repeated word once, and never lets a word act as an FTS operator or a map key", () => {
    expect(groupsOf("cotton Cotton")).toHaveLength(1);
    expect(matchExpression(groupsOf('NEAR "x" AND* (y)'))).toBe('"near" OR "x" OR "y"');
    expect(matchExpression(groupsOf("constructor toString"))).toBe('"constructor" OR "tostring"');
  });
});

describe("compareCandidates", () => {
  const c = (code: string, level: number, groups: number, score: number): HsCandidate => ({ code, level, groups, score });

  it("ranks by groups matched, then bm25, then the deeper level, then the code", () => {
    const ranked = [
      c("52", 2, 1, -9),
      c("6109", 4, 2, -5),
      c("610990", 6, 2, -5),
      c("610910", 6, 2, -8),
      c("520100", 6, 1, -9),
      c("520300", 6, 1, -9),
    ].sort(compareCandidates);
    expect(ranked.map((r) => r.code)).toEqual(["610910", "610990", "6109", "520100", "520300", "52"]);
  });
});

describe("segmentsOf", () => {
  it("splits a highlighted description into matched and unmatched runs", () => {
    expect(segmentsOf("\u0001T-shirts\u0002, singlets; of \u0001cotton\u0002")).toEqual([
      { text: "T-shirts", match: true },
      { text: ", singlets; of ", match: false },
      { text: "cotton", match: true },
    ]);
    expect(segmentsOf("no match")).toEqual([{ text: "no match", match: false }]);
    expect(segmentsOf("\u0001a\u0002\u0001b\u0002")).toEqual([{ text: "ab", match: true }]);
  });
});
