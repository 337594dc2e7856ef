import {
  addDeclarationSchema,
  customsAnswer,
  declarationProblems,
  elementCount,
  entryNumber,
  isEntryNumber,
  lineTotalCents,
  lineUnitProblems,
  milliOf,
  milliText,
  parseRejection,
  rejectionText,
  visibleStatus,
  declarationMessages as m,
} from "./declaration";

const header = { grossWeightMilli: 1_250_000, netWeightMilli: 1_200_000, invoiceTotalCents: 50_000 };
const line = { lineNo: 1, cnCode: "6109100021", quantityMilli: 100_000, unit: "PCS", secondQuantityMilli: 12_000, totalCents: 50_000 };
const tariff = new Map([["6109100021", { unit1: "PCS", unit2: "KG" }]]);

describe("declaration figures", () => {
  it("keeps quantities in thousandths and totals in cents without floats", () => {
    expect(milliOf("12.5")).toBe(12_500);
    expect(milliOf("0.001")).toBe(1);
    expect(milliText(12_500)).toBe("12.5");
    expect(milliText(3_000)).toBe("3");
    // 3 × 0.10 is 0.30000000000000004 in floats; here it is 30 cents.
    expect(lineTotalCents(3_000, 10)).toBe(30);
    // 0.5 of a cent rounds up, 0.499 down.
    expect(lineTotalCents(500, 1)).toBe(1);
    expect(lineTotalCents(499, 1)).toBe(0);
    expect(lineTotalCents(9_999_999_999_999, 99_999_999_999)).toBe(Number((9_999_999_999_999n * 99_999_999_999n + 500n) / 1000n));
  });

  it("builds the 18-digit declaration number from office, year, I/E flag and sequence", () => {
    expect(entryNumber("2248", 2026, "import", 17)).toBe("224820261000000017");
    expect(entryNumber("5316", 2026, "export", 1)).toBe("531620260000000001");
    expect(isEntryNumber("224820261000000017")).toBe(true);
    expect(isEntryNumber("224820262000000017")).toBe(false);
    expect(isEntryNumber("22482026100000017")).toBe(false);
  });
});

describe("declarationProblems", () => {
  it("passes a declaration whose lines add up, in the statutory units", () => {
    expect(declarationProblems(header, [line], tariff)).toEqual([]);
  });

  it("allows gross equal to net and refuses gross below net", () => {
    expect(declarationProblems({ ...header, grossWeightMilli: 1_200_000 }, [line], tariff)).toEqual([]);
    expect(declarationProblems({ ...header, grossWeightMilli: 1_199_999 }, [line], tariff)).toEqual([{ rule: "grossBelowNet", gross: 1_199_999, net: 1_200_000 }]);
  });

  it("refuses lines that miss the invoice total by a cent, and a declaration without lines", () => {
    expect(declarationProblems(header, [{ ...line, totalCents: 49_999 }], tariff)).toEqual([{ rule: "totalsDiffer", lines: 49_999, invoice: 50_000 }]);
    expect(declarationProblems(header, [], tariff)).toEqual([{ rule: "noLines" }]);
  });

  it("names each line whose unit or code breaks the tariff, all at once", () => {
    const lines = [
      { ...line, unit: "KG" },
      { ...line, lineNo: 2, secondQuantityMilli: null, totalCents: 0 },
      { ...line, lineNo: 3, cnCode: "9999999999", totalCents: 0 },
    ];
    expect(declarationProblems(header, lines, tariff)).toEqual([
      { rule: "unitNotStatutory", lineNo: 1, unit: "KG", statutory: "PCS" },
      { rule: "secondQuantityNeeded", lineNo: 2, unit: "KG" },
      { rule: "codeNotInTariff", lineNo: 3, code: "9999999999" },
    ]);
  });

  it("refuses a second quantity the code does not have, and a zero one it needs", () => {
    expect(lineUnitProblems({ ...line }, { unit1: "PCS", unit2: null })).toEqual([{ rule: "secondQuantityUnwanted", lineNo: 1 }]);
    expect(lineUnitProblems({ ...line, secondQuantityMilli: 0 }, { unit1: "PCS", unit2: "KG" })).toEqual([{ rule: "secondQuantityNeeded", lineNo: 1, unit: "KG" }]);
    expect(lineUnitProblems({ ...line, secondQuantityMilli: null }, { unit1: "PCS", unit2: null })).toEqual([]);
  });

  it("names a line's wrong unit and its missing second quantity together", () => {
    expect(lineUnitProblems({ ...line, unit: "KG", secondQuantityMilli: null }, { unit1: "PCS", unit2: "KG" })).toEqual([
      { rule: "unitNotStatutory", lineNo: 1, unit: "KG", statutory: "PCS" },
      { rule: "secondQuantityNeeded", lineNo: 1, unit: "KG" },
    ]);
  });
});

describe("the simulated customs answer", () => {
  const template = "0:品牌类型;1:出口享惠情况;2:用途;3:品牌;4:型号";
  const answered = { lineNo: 1, elements: "0|0|apparel|ACME|T-100", template, unitPriceCents: 500, range: { lowest: 400, highest: 900 } };

  it("accepts complete elements within the price range, boundaries included", () => {
    expect(elementCount(template)).toBe(5);
    expect(customsAnswer([answered])).toBeNull();
    expect(customsAnswer([{ ...answered, unitPriceCents: 400 }, { ...answered, lineNo: 2, unitPriceCents: 900 }])).toBeNull();
    expect(customsAnswer([{ ...answered, range: null, unitPriceCents: 1 }])).toBeNull();
  });

  it("rejects unfilled elements before prices, naming the lines", () => {
    expect(customsAnswer([{ ...answered, elements: "0|0|apparel|ACME" }, { ...answered, lineNo: 2, elements: null }, { ...answered, lineNo: 3, unitPriceCents: 1 }])).toEqual({ rule: "elementsIncomplete", lines: [1, 2] });
  });

  it("rejects a price a cent outside the goods' range", () => {
    expect(customsAnswer([{ ...answered, unitPriceCents: 399 }, { ...answered, lineNo: 2, unitPriceCents: 901 }])).toEqual({ rule: "priceOutOfRange", lines: [1, 2] });
  });

  it("stores a rejection as text and reads it back", () => {
    expect(parseRejection(rejectionText({ rule: "priceOutOfRange", lines: [2, 5] }))).toEqual({ rule: "priceOutOfRange", lines: [2, 5] });
    expect(parseRejection("something else")).toBeNull();
  });

  it("shows the answer only once customs has given it", () => {
    expect(visibleStatus("accepted", 10_000, 9_999)).toBe("submitted");
    expect(visibleStatus("accepted", 10_000, 10_000)).toBe("accepted");
    expect(visibleStatus("rejected", 10_000, 10_001)).toBe("rejected");
    expect(visibleStatus("draft", null, 0)).toBe("draft");
  });
});

describe("the header's fields", () => {
  const valid = {
    direction: "export", customsOffice: "5316", tradeMode: "9810", transportMode: "2", traderName: "Shenzhen Demo Trading Co., Ltd.",
    traderUscc: "91350100M000100Y43", portCode: "cnshk", tradeCountry: "us", currency: "USD", invoiceTotal: "500", packages: "10",
    grossWeight: "1250", netWeight: "1200",
  };

  it("accepts a valid header, upper-casing codes", () => {
    expect(addDeclarationSchema.parse(valid)).toMatchObject({ portCode: "CNSHK", tradeCountry: "US", packages: 10 });
  });

  it("refuses a bad USCC check character, a foreign port, and gross below net with the rule's words", () => {
    const issues = addDeclarationSchema.safeParse({ ...valid, traderUscc: "91350100M000100Y44", portCode: "USLAX", grossWeight: "1199.999" }).error!.issues;
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([
      ["traderUscc", m.usccInvalid],
      ["portCode", m.portNotChinese],
      ["grossWeight", m.grossBelowNet],
    ]);
  });
});
