import {
  addDeclarationLineSchema,
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
  unitPriceOf,
  unitPriceText,
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
    expect(lineTotalCents(3_000, 1_000)).toBe(30);
    // 0.5 of a cent rounds up, 0.499 down.
    expect(lineTotalCents(500, 100)).toBe(1);
    expect(lineTotalCents(499, 100)).toBe(0);
    expect(lineTotalCents(9_999_999_999_999, 999_999_999_999)).toBe(Number((9_999_999_999_999n * 999_999_999_999n + 50_000n) / 100_000n));
  });

  it("takes a unit price to 4 decimals and rounds the line's total to 2 (单价 four places, 总价 two)", () => {
    expect(unitPriceOf("12.345")).toBe(123_450);
    expect(unitPriceOf("0.0001")).toBe(1);
    expect(unitPriceOf("7")).toBe(70_000);
    expect(unitPriceText(123_450)).toBe("12.345");
    expect(unitPriceText(70_000)).toBe("7.00");
    expect(unitPriceText(1)).toBe("0.0001");
    // 3 × 12.345 = 37.035 → 37.04; 7 × 0.0625 = 0.4375 → 0.44; 2.5 × 1.2345 = 3.08625 → 3.09.
    expect(lineTotalCents(3_000, unitPriceOf("12.345"))).toBe(3_704);
    expect(lineTotalCents(7_000, unitPriceOf("0.0625"))).toBe(44);
    expect(lineTotalCents(2_500, unitPriceOf("1.2345"))).toBe(309);
  });

  it("refuses a unit price of 5 decimals and takes one of 4", () => {
    const base = { declarationId: "1", cnCode: "6109100021", name: "T-shirt", quantity: "3", unit: "PCS", originCountry: "CN", destinationCountry: "US" };
    expect(addDeclarationLineSchema.safeParse({ ...base, unitPrice: "12.345" }).success).toBe(true);
    expect(addDeclarationLineSchema.safeParse({ ...base, unitPrice: "12.3456" }).success).toBe(true);
    expect(addDeclarationLineSchema.safeParse({ ...base, unitPrice: "12.34567" }).error?.issues[0].message).toBe(m.unitPriceShape);
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
  // The goods' range in cents, the line's price in ten-thousandths.
  const answered = { lineNo: 1, elements: "0|0|apparel|ACME|T-100", template, unitPriceTenThousandths: 50_000, range: { lowest: 400, highest: 900 } };

  it("accepts complete elements within the price range, boundaries included", () => {
    expect(elementCount(template)).toBe(5);
    expect(customsAnswer([answered])).toBeNull();
    expect(customsAnswer([{ ...answered, unitPriceTenThousandths: 40_000 }, { ...answered, lineNo: 2, unitPriceTenThousandths: 90_000 }])).toBeNull();
    expect(customsAnswer([{ ...answered, range: null, unitPriceTenThousandths: 1 }])).toBeNull();
  });

  it("rejects unfilled elements before prices, naming the lines", () => {
    expect(customsAnswer([{ ...answered, elements: "0|0|apparel|ACME" }, { ...answered, lineNo: 2, elements: null }, { ...answered, lineNo: 3, unitPriceTenThousandths: 1 }])).toEqual({ rule: "elementsIncomplete", lines: [1, 2] });
  });

  it("rejects a price a ten-thousandth outside the goods' range", () => {
    expect(customsAnswer([{ ...answered, unitPriceTenThousandths: 39_999 }, { ...answered, lineNo: 2, unitPriceTenThousandths: 90_001 }])).toEqual({ rule: "priceOutOfRange", lines: [1, 2] });
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
