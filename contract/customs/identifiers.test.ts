import {
  ENTRY_NUMBER_CHECK,
  FILER_CODE_SHAPES,
  NEVER_ASSIGNED_EIN_PREFIXES,
  OCEAN_CARRIER_SCACS,
  containerCheckDigit,
  einProblem,
  formatHts,
  generateContainerNumber,
  importerNumberKind,
  importerNumberProblem,
  isBillNumber,
  isBillOfLading,
  isCnHsCode,
  isContainerNumber,
  isEntryNumberShape,
  isFilerCode,
  isHkBrNumber,
  isHkHsCode,
  isHs6,
  isHts10,
  isInBondNumber,
  isScheduleDCode,
  isUnLocode,
  isUnifiedSocialCreditCode,
  normaliseEin,
  normaliseHts,
  scacProblem,
} from "./identifiers";

describe("container numbers (ISO 6346, DOMAIN §1.11)", () => {
  const samples = ["MSKU1234565", "MSCU7654329", "CMAU1002342", "OOLU8800120", "TGHU5123453", "COSU4003210", "HLXU3344552", "ONEU2200112", "EGHU9012345", "TCNU1188222", "CSQU3054383"];

  it.each(samples)("accepts DOMAIN's seed sample %s", (number) => {
    expect(isContainerNumber(number)).toBe(true);
  });

  it("reproduces prefixlist.com's worked example and maps a remainder of 10 to 0", () => {
    expect(containerCheckDigit("MWCU605978")).toBe(4);
    expect(isContainerNumber("MWCU6059784")).toBe(true);
    // COSU400321's weighted sum leaves 10 mod 11.
    expect(containerCheckDigit("COSU400321")).toBe(0);
  });

  it("refuses a wrong check digit, lower case, a wrong category letter and a wrong length", () => {
    expect(isContainerNumber("MSKU1234566")).toBe(false);
    expect(isContainerNumber("CSQU3054384")).toBe(false);
    expect(isContainerNumber("msku1234565")).toBe(false);
    expect(isContainerNumber("MSKX1234565")).toBe(false);
    expect(isContainerNumber("MSKU123456")).toBe(false);
    expect(isContainerNumber("MSKU12345650")).toBe(false);
    expect(isContainerNumber("MSK1234565")).toBe(false);
  });

  it("throws for a first part that is not owner, category and six digits", () => {
    expect(() => containerCheckDigit("MSKU12345")).toThrow();
    expect(() => containerCheckDigit("MSKA123456")).toThrow();
    expect(() => containerCheckDigit("msku123456")).toThrow();
  });

  it("generates valid numbers for seeds, padding the serial", () => {
    expect(generateContainerNumber("MSK", "U", 123456)).toBe("MSKU1234565");
    expect(generateContainerNumber("COS", "U", 400321)).toBe("COSU4003210");
    const padded = generateContainerNumber("DMO", "Z", 42);
    expect(padded.slice(0, 10)).toBe("DMOZ000042");
    expect(isContainerNumber(padded)).toBe(true);
    expect(isContainerNumber(generateContainerNumber("DMO", "J", 999_999))).toBe(true);
    expect(() => generateContainerNumber("DM", "U", 1)).toThrow();
    expect(() => generateContainerNumber("DMO", "U", 1_000_000)).toThrow();
    expect(() => generateContainerNumber("DMO", "U", 1.5)).toThrow();
  });
});

describe("EIN (DOMAIN §1.5, §5.1)", () => {
  it("normalises both written forms and refuses other shapes", () => {
    expect(normaliseEin("12-3456789")).toBe("12-3456789");
    expect(normaliseEin(" 123456789 ")).toBe("12-3456789");
    expect(normaliseEin("123-456789")).toBeNull();
    expect(normaliseEin("12-345678")).toBeNull();
    expect(normaliseEin("12-34567890")).toBeNull();
    expect(normaliseEin("12 3456789")).toBeNull();
    expect(normaliseEin("AB-3456789")).toBeNull();
  });

  it.each([...NEVER_ASSIGNED_EIN_PREFIXES])("refuses the never-assigned prefix %s", (prefix) => {
    expect(einProblem(`${prefix}-3456789`)).toBe("prefix");
    expect(einProblem(`${prefix}3456789`)).toBe("prefix");
  });

  it("lists exactly the seventeen prefixes the IRS never assigned", () => {
    expect(NEVER_ASSIGNED_EIN_PREFIXES.size).toBe(17);
  });

  it("accepts 01, 99 and the prefixes beside the gaps", () => {
    for (const prefix of ["01", "06", "10", "16", "20", "27", "30", "48", "50", "68", "71", "77", "80", "88", "90", "95", "98", "99"]) {
      expect(einProblem(`${prefix}-3456789`)).toBeNull();
    }
  });

  it("reports the shape before the prefix", () => {
    expect(einProblem("00-345678")).toBe("shape");
    expect(einProblem("")).toBe("shape");
  });
});

describe("importer of record numbers (CBP Form 5106, DOMAIN §1.5, §5.1)", () => {
  it("recognises an EIN with its suffix", () => {
    expect(importerNumberKind("12-345678900")).toBe("irs");
    expect(importerNumberKind("12-3456789AB")).toBe("irs");
    expect(importerNumberKind("12-3456789Y9")).toBe("irs");
  });

  it("refuses a suffix with O, I or Z, and an EIN with a never-assigned prefix", () => {
    expect(importerNumberKind("12-34567890O")).toBeNull();
    expect(importerNumberKind("12-3456789I0")).toBeNull();
    expect(importerNumberKind("12-3456789Z0")).toBeNull();
    expect(importerNumberKind("12-3456789ab")).toBeNull();
    expect(importerNumberKind("07-345678900")).toBeNull();
    expect(importerNumberKind("12345678900")).toBeNull();
  });

  it("recognises a social security number", () => {
    expect(importerNumberKind("123-45-6789")).toBe("ssn");
    expect(importerNumberKind("123456789")).toBeNull();
  });

  it("refuses SSNs the SSA never issues: area 000, 666 or 900–999, group 00, serial 0000 (SSA, SSN randomization)", () => {
    for (const never of ["000-12-3456", "666-12-3456", "900-12-3456", "999-12-3456", "123-00-4567", "123-45-0000"]) {
      expect(importerNumberKind(never)).toBeNull();
      expect(importerNumberProblem(never)).toBe("ssnNeverIssued");
    }
    for (const issued of ["001-01-0001", "665-12-3456", "667-12-3456", "899-99-9999"]) expect(importerNumberKind(issued)).toBe("ssn");
    expect(importerNumberProblem("12-3456")).toBe("shape");
    expect(importerNumberProblem("123-45-6789")).toBeNull();
  });

  it("recognises a CBP-assigned number whose DDPP is a Schedule D shape, as seeded for a Chinese importer at 2704", () => {
    expect(importerNumberKind("252704-00001")).toBe("cbp");
    expect(importerNumberKind("259901-12345")).toBe("cbp");
    expect(importerNumberKind("250004-00001")).toBeNull();
    expect(importerNumberKind("2527040-0001")).toBeNull();
    expect(importerNumberKind("252704-0001")).toBeNull();
  });
});

describe("SCAC (DOMAIN §1.9)", () => {
  it("accepts 2 to 4 capital letters and refuses 1, 5, lower case and digits", () => {
    expect(scacProblem("UP")).toBeNull();
    expect(scacProblem("BNS")).toBeNull();
    expect(scacProblem("ABCD")).toBeNull();
    expect(scacProblem("A")).toBe("shape");
    expect(scacProblem("ABCDE")).toBe("shape");
    expect(scacProblem("abcd")).toBe("shape");
    expect(scacProblem("AB1D")).toBe("shape");
    expect(scacProblem("")).toBe("shape");
  });

  it("calls a code ending in U, X or Z equipment: container owner, private railcar, chassis", () => {
    expect(scacProblem("MSKU")).toBe("equipment");
    expect(scacProblem("MRKU")).toBe("equipment");
    expect(scacProblem("GATX")).toBe("equipment");
    expect(scacProblem("DCLZ")).toBe("equipment");
  });

  it("accepts the listed ocean carriers' codes even where they end in U", () => {
    for (const scac of ["MAEU", "MSCU", "MEDU", "CMDU", "COSU", "HLCU", "OOLU", "APLU", "ZIMU", "YMLU", "HDMU", "ONEY", "EGLV", "WHLC", "MATS"]) {
      expect(scacProblem(scac)).toBeNull();
    }
    expect(OCEAN_CARRIER_SCACS.MAEU).toBe("Maersk");
    expect(OCEAN_CARRIER_SCACS.HLCU).toBe("Hapag-Lloyd");
  });

  it("does not treat inherited object keys as carriers", () => {
    expect(scacProblem("toString")).toBe("shape");
  });
});

describe("bills of lading (DOMAIN §1.10)", () => {
  it("accepts a SCAC followed by up to 12 letters and digits, in each carrier's shape", () => {
    expect(isBillOfLading("MAEU123456789")).toBe(true);
    expect(isBillOfLading("COSU1234567890")).toBe(true);
    expect(isBillOfLading("EGLV123456789012")).toBe(true);
    expect(isBillOfLading("MEDUAB123456")).toBe(true);
    expect(isBillOfLading("HLCUABC123456789")).toBe(true);
    expect(isBillOfLading("YMLUE123456789")).toBe(true);
    expect(isBillOfLading("ONEYSHAA1234567")).toBe(true);
  });

  it("refuses spaces, hyphens, slashes, lower case, a missing number and a number of 13", () => {
    expect(isBillOfLading("MAEU 123456789")).toBe(false);
    expect(isBillOfLading("MAEU-123456789")).toBe(false);
    expect(isBillOfLading("MAEU123/456")).toBe(false);
    expect(isBillOfLading("maeu123456789")).toBe(false);
    expect(isBillOfLading("MAEU")).toBe(false);
    expect(isBillOfLading("MAEU1234567890123")).toBe(false);
    expect(isBillOfLading("MAE1123456789")).toBe(false);
  });

  it("checks a bill number stored apart from its issuer", () => {
    expect(isBillNumber("A")).toBe(true);
    expect(isBillNumber("123456789012")).toBe(true);
    expect(isBillNumber("1234567890123")).toBe(false);
    expect(isBillNumber("")).toBe(false);
    expect(isBillNumber("AB-12")).toBe(false);
  });
});

describe("entry numbers and filer codes (DOMAIN §5.1)", () => {
  it("accepts every listed filer code shape and nothing else", () => {
    expect([...FILER_CODE_SHAPES].sort()).toEqual(["AAA", "AAN", "ANA", "ANN", "NAA", "NAN", "NNA", "NNN"]);
    for (const code of ["123", "A12", "AB1", "ABC", "A1B", "1A2", "12A", "1AB"]) expect(isFilerCode(code)).toBe(true);
    for (const code of ["12", "ABCD", "ab1", "A-1", ""]) expect(isFilerCode(code)).toBe(false);
  });

  it("accepts FFF-NNNNNNN-C with or without hyphens", () => {
    expect(isEntryNumberShape("ABC-1234567-8")).toBe(true);
    expect(isEntryNumberShape("ABC12345678")).toBe(true);
    expect(isEntryNumberShape("1A2-1234567-0")).toBe(true);
  });

  it("refuses a wrong length, letters in the serial, lower case and other separators", () => {
    expect(isEntryNumberShape("ABC-123456-8")).toBe(false);
    expect(isEntryNumberShape("ABC-12345678-8")).toBe(false);
    expect(isEntryNumberShape("ABC-12345A7-8")).toBe(false);
    expect(isEntryNumberShape("abc-1234567-8")).toBe(false);
    expect(isEntryNumberShape("ABC 1234567 8")).toBe(false);
    expect(isEntryNumberShape("ABC-1234567-")).toBe(false);
  });

  it("says the check digit is not verified", () => {
    expect(ENTRY_NUMBER_CHECK).toBe("format-checked only");
    expect(isEntryNumberShape("ABC-1234567-0")).toBe(isEntryNumberShape("ABC-1234567-9"));
  });

  it("checks an in-bond number's mod-7 digit", () => {
    // 25770005 mod 7 = 2.
    expect(isInBondNumber("257700052")).toBe(true);
    expect(isInBondNumber("257700053")).toBe(false);
    expect(isInBondNumber("000000000")).toBe(true);
    expect(isInBondNumber("25770005")).toBe(false);
    expect(isInBondNumber("25770005-2")).toBe(false);
  });
});

describe("places (DOMAIN §1.8, §5.1)", () => {
  it("accepts four-digit Schedule D codes of districts 01–99", () => {
    for (const code of ["2704", "2709", "0901", "1303", "5301", "9999", "0101"]) expect(isScheduleDCode(code)).toBe(true);
    for (const code of ["0001", "270", "27040", "27A4", ""]) expect(isScheduleDCode(code)).toBe(false);
  });

  it("accepts UN/LOCODEs, including both Shanghai codes, and refuses 0, 1 and lower case", () => {
    for (const code of ["USLAX", "CNSHA", "CNSHG", "HKHKG", "XZ999", "US2AB"]) expect(isUnLocode(code)).toBe(true);
    for (const code of ["USLA1", "US0AB", "uslax", "USLA", "USLAXX", "U1LAX"]) expect(isUnLocode(code)).toBe(false);
  });
});

describe("goods codes (DOMAIN §1.12, §5.1)", () => {
  it("normalises dotted and spaced HTS codes to 6, 8 or 10 digits", () => {
    expect(normaliseHts("6109.10.00")).toBe("61091000");
    expect(normaliseHts("8507.60.0020")).toBe("8507600020");
    expect(normaliseHts("8507.60.00.20")).toBe("8507600020");
    expect(normaliseHts(" 8507 60 ")).toBe("850760");
    expect(normaliseHts("8507")).toBeNull();
    expect(normaliseHts("8507600")).toBeNull();
    expect(normaliseHts("85076000201")).toBeNull();
    expect(normaliseHts("8507-60-00")).toBeNull();
  });

  it("formats each level as USITC prints it", () => {
    expect(formatHts("8507600020")).toBe("8507.60.00.20");
    expect(formatHts("61091000")).toBe("6109.10.00");
    expect(formatHts("850760")).toBe("8507.60");
    expect(formatHts("8507")).toBe("8507");
    expect(() => formatHts("85076")).toThrow();
    expect(() => formatHts("8507.60")).toThrow();
  });

  it("needs 10 digits of chapters 01–99 for a declared US line", () => {
    expect(isHts10("8507.60.0020")).toBe(true);
    expect(isHts10("9903880300")).toBe(true);
    expect(isHts10("0101210010")).toBe(true);
    expect(isHts10("6109.10.00")).toBe(false);
    expect(isHts10("0001210010")).toBe(false);
  });

  it("accepts HS6 of chapters 01–97 only", () => {
    expect(isHs6("010121")).toBe(true);
    expect(isHs6("970110")).toBe(true);
    expect(isHs6("000121")).toBe(false);
    expect(isHs6("980100")).toBe(false);
    expect(isHs6("8507.60")).toBe(false);
  });

  it("checks China's 10 digits, HKHS's 8 and the HK BR number's 8", () => {
    expect(isCnHsCode("8507600010")).toBe(true);
    expect(isCnHsCode("85076000")).toBe(false);
    expect(isHkHsCode("85076000")).toBe(true);
    expect(isHkHsCode("8507600010")).toBe(false);
    expect(isHkBrNumber("12345678")).toBe(true);
    expect(isHkBrNumber("1234567")).toBe(false);
    expect(isHkBrNumber("1234567A")).toBe(false);
  });

  it("re-exports the USCC check for a Chinese supplier", () => {
    expect(isUnifiedSocialCreditCode("914403001922038216")).toBe(true);
  });
});
