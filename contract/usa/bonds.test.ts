import { describe, expect, it } from "vitest";
import { bondLookbackStart, bondSufficiency, continuousBondRequired, singleTransactionBond } from "./bonds";

const dollars = (n: number) => n * 100;

// CBP Directive 3510-004 (continuous bond sufficiency) as DOMAIN §1.7 summarises it: the greater of
// $50,000 and 10 % of the past 12 months' duties, taxes and fees, rounded up to the next $10,000 up
// to $100,000 and to the next $100,000 above. Worked amounts of that rule below.
describe("continuous bond required (CBP Directive 3510-004)", () => {
  it("is $50,000 while 10 % of the duties, taxes and fees is less", () => {
    expect(continuousBondRequired(0)).toBe(dollars(50_000));
    expect(continuousBondRequired(dollars(499_999))).toBe(dollars(50_000));
    expect(continuousBondRequired(dollars(500_000))).toBe(dollars(50_000));
  });

  it("rounds 10 % up to the next $10,000 up to $100,000", () => {
    // $500,001 → $50,000.10 → $60,000.
    expect(continuousBondRequired(dollars(500_001))).toBe(dollars(60_000));
    // $725,000 → $72,500 → $80,000.
    expect(continuousBondRequired(dollars(725_000))).toBe(dollars(80_000));
    expect(continuousBondRequired(dollars(1_000_000))).toBe(dollars(100_000));
  });

  it("rounds 10 % up to the next $100,000 above $100,000", () => {
    // $1,000,010 → $100,001 → $200,000.
    expect(continuousBondRequired(dollars(1_000_010))).toBe(dollars(200_000));
    // $1,450,000 → $145,000 → $200,000.
    expect(continuousBondRequired(dollars(1_450_000))).toBe(dollars(200_000));
    expect(continuousBondRequired(dollars(3_000_000))).toBe(dollars(300_000));
    // A cent over: the share is rounded up before the step.
    expect(continuousBondRequired(dollars(3_000_000) + 1)).toBe(dollars(400_000));
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => continuousBondRequired(-1)).toThrow();
    expect(() => continuousBondRequired(1.5)).toThrow();
  });

  it("judges the bond on file against it", () => {
    expect(bondSufficiency(dollars(50_000), dollars(50_000))).toBe("sufficient");
    expect(bondSufficiency(dollars(50_000), dollars(60_000))).toBe("short");
    expect(bondSufficiency(null, dollars(50_000))).toBe("none");
  });
});

// DOMAIN §1.7 (bridgeviewbrokerage.com, abcocustoms.com, customstradekit.net): entered value plus
// duties, taxes and fees; three times the entered value when a PGA regulates the goods.
describe("single-transaction bond", () => {
  it("is the value plus duties, taxes and fees, rounded up to the dollar", () => {
    expect(singleTransactionBond({ enteredValueCents: dollars(40_000), dutiesTaxesFeesCents: 1_058_251, pgaRegulated: false })).toEqual({ amountCents: dollars(50_583), basis: "valuePlusDtf" });
  });

  it("is three times the value for FDA- or EPA-regulated goods, whatever the duty", () => {
    expect(singleTransactionBond({ enteredValueCents: dollars(40_000), dutiesTaxesFeesCents: 1_058_251, pgaRegulated: true })).toEqual({ amountCents: dollars(120_000), basis: "tripleValue" });
    expect(singleTransactionBond({ enteredValueCents: 1_000_001, dutiesTaxesFeesCents: 0, pgaRegulated: true }).amountCents).toBe(dollars(30_001));
  });
});

describe("the bond's lookback", () => {
  it("starts the same day a year earlier", () => {
    expect(bondLookbackStart("2026-11-27")).toBe("2025-11-27");
    expect(bondLookbackStart("2026-01-15T10:00")).toBe("2025-01-15");
    expect(bondLookbackStart("2025-02-28")).toBe("2024-02-28");
    expect(bondLookbackStart("2024-02-29")).toBe("2023-03-01");
  });
});
