import {
  FEE_SCHEDULES,
  daysBetween,
  demurrageAndDetention,
  estimateEntry,
  feeScheduleFor,
  fiscalYearOf,
  lineDuty,
  parsePercent,
  type DemurrageInput,
  type FeeSchedule,
} from "./charges";

describe("rates", () => {
  it("reads percentages with or without the sign, and Free, in parts per million", () => {
    expect(parsePercent("16.5%")).toBe(165_000n);
    expect(parsePercent("16.5")).toBe(165_000n);
    expect(parsePercent("0.3464 %")).toBe(3_464n);
    expect(parsePercent("0.125%")).toBe(1_250n);
    expect(parsePercent("25%")).toBe(250_000n);
    expect(parsePercent("100%")).toBe(1_000_000n);
    expect(parsePercent("0")).toBe(0n);
    expect(parsePercent("Free")).toBe(0n);
    expect(parsePercent(" free ")).toBe(0n);
  });

  it("throws on anything else", () => {
    for (const text of ["", "%", "-5%", "16,5%", "0.12345%", "3.4¢/kg", "Free (A, AU)", "16.5%%", ".5%", "16.%"]) {
      expect(() => parsePercent(text)).toThrow();
    }
  });
});

describe("line duty (DOMAIN §1.12, §5.2)", () => {
  it("charges 16.5 % on a $1,000.00 line of cotton T-shirts, 6109.10.00", () => {
    expect(lineDuty({ valueCents: 100_000, adValorem: "16.5%" })).toBe(16_500);
  });

  it("stacks a 25 % Chapter 99 layer on the general rate", () => {
    expect(lineDuty({ valueCents: 100_000, adValorem: "16.5%", additional: ["25%"] })).toBe(41_500);
    expect(lineDuty({ valueCents: 100_000, adValorem: "3.4%", additional: ["25%", "20%"] })).toBe(48_400);
  });

  it("charges nothing on a Free line, unless a Chapter 99 layer applies", () => {
    expect(lineDuty({ valueCents: 100_000, adValorem: "Free" })).toBe(0);
    expect(lineDuty({ valueCents: 100_000, adValorem: "Free", additional: ["25%"] })).toBe(25_000);
  });

  it("rounds half a cent up and less than half down", () => {
    expect(lineDuty({ valueCents: 50, adValorem: "1%" })).toBe(1);
    expect(lineDuty({ valueCents: 49, adValorem: "1%" })).toBe(0);
    expect(lineDuty({ valueCents: 150, adValorem: "1%" })).toBe(2);
    // 3.4 % of $0.15 is 0.51 ¢.
    expect(lineDuty({ valueCents: 15, adValorem: "3.4%" })).toBe(1);
  });

  it("adds a specific rate times the quantity, rounded as a decimal", () => {
    expect(lineDuty({ valueCents: 0, adValorem: "Free", specificCentsPerUnit: 2.4, quantity: 1_000 })).toBe(2_400);
    expect(lineDuty({ valueCents: 100_000, adValorem: "6%", specificCentsPerUnit: 0.5, quantity: 1 })).toBe(6_001);
    // 0.35 × 90 is 31.5 ¢ exactly, though binary floating point makes it 31.499999999999996.
    expect(lineDuty({ valueCents: 0, adValorem: "Free", specificCentsPerUnit: 0.35, quantity: 90 })).toBe(32);
    expect(lineDuty({ valueCents: 0, adValorem: "Free", specificCentsPerUnit: 0.29, quantity: 50 })).toBe(15);
    expect(lineDuty({ valueCents: 0, adValorem: "Free", specificCentsPerUnit: 1e-7, quantity: 5e6 })).toBe(1);
  });

  it("stays exact where value × rate passes 2^53", () => {
    // 9,007,199,254,740,990 ¢ × 16.5 % = 1,486,187,877,032,263.35 ¢; plain floating point rounds it to …264.
    expect(lineDuty({ valueCents: 9_007_199_254_740_990, adValorem: "16.5%" })).toBe(1_486_187_877_032_263);
  });

  it("throws on a fractional or negative value, and on a specific rate without a quantity", () => {
    expect(() => lineDuty({ valueCents: 100.5, adValorem: "5%" })).toThrow();
    expect(() => lineDuty({ valueCents: -1, adValorem: "5%" })).toThrow();
    expect(() => lineDuty({ valueCents: 100, adValorem: "5%", specificCentsPerUnit: 2 })).toThrow();
    expect(() => lineDuty({ valueCents: 100, adValorem: "5%", specificCentsPerUnit: 2, quantity: -1 })).toThrow();
  });
});

describe("fee schedules (DOMAIN §1.12)", () => {
  it("cite only public sources a broker can look up, never an internal document", () => {
    for (const schedule of FEE_SCHEDULES) expect(schedule.source).not.toMatch(/DOMAIN|SPEC|§/);
  });

  const earlier: FeeSchedule = { ...FEE_SCHEDULES[0], fiscalYear: 2024, effectiveFrom: "2023-10-01", mpfMinCents: 1, mpfMaxCents: 2, source: "test" };

  it("holds each fiscal year's MPF and HMF terms with their public source, oldest first", () => {
    expect(FEE_SCHEDULES.map((s) => [s.fiscalYear, s.effectiveFrom, s.mpfRate, s.mpfMinCents, s.mpfMaxCents, s.informalMpfCents, s.hmfRate])).toEqual([
      // Federal Register document 2024-15990: FY2025 formal MPF $32.71–$634.62, informal (automated) $2.62.
      [2025, "2024-10-01", "0.3464%", 3271, 63462, 262, "0.125%"],
      // 90 FR 34665: FY2026 formal MPF $33.58–$651.50 at the same rate, informal (automated) $2.69.
      [2026, "2025-10-01", "0.3464%", 3358, 65150, 269, "0.125%"],
    ]);
  });

  it("uses FY2026's schedule from 1 October 2025, and says so when a later year is not loaded yet", () => {
    expect(estimateEntry([{ valueCents: 1, adValorem: "Free" }], { vessel: false, date: "2025-09-30" })).toMatchObject({ mpfCents: 3271, fiscalYear: 2025, schedule: { fiscalYear: 2025 } });
    expect(estimateEntry([{ valueCents: 1, adValorem: "Free" }], { vessel: false, date: "2025-10-01" })).toMatchObject({ mpfCents: 3358, fiscalYear: 2026, schedule: { fiscalYear: 2026 } });
    // A date in FY2027, whose notice is not loaded: the latest schedule, and the year asked for beside it.
    expect(estimateEntry([{ valueCents: 1, adValorem: "Free" }], { vessel: false, date: "2026-10-01" })).toMatchObject({ fiscalYear: 2027, schedule: { fiscalYear: 2026 } });
  });

  it("picks the latest schedule in effect, from its first day", () => {
    const schedules = [FEE_SCHEDULES[0], earlier];
    expect(feeScheduleFor("2024-10-01", schedules).fiscalYear).toBe(2025);
    expect(feeScheduleFor("2024-10-01T00:00", schedules).fiscalYear).toBe(2025);
    expect(feeScheduleFor("2024-09-30", schedules).fiscalYear).toBe(2024);
    expect(feeScheduleFor("2026-03-01", schedules).fiscalYear).toBe(2025);
    expect(feeScheduleFor("2026-03-01").fiscalYear).toBe(2026);
  });

  it("falls back to the earliest schedule for a date before them all", () => {
    expect(feeScheduleFor("2020-01-01", [FEE_SCHEDULES[0], earlier]).fiscalYear).toBe(2024);
    expect(feeScheduleFor("2020-01-01").fiscalYear).toBe(2025);
    expect(() => feeScheduleFor("2025-01-01", [])).toThrow();
  });

  it("starts the US fiscal year on 1 October", () => {
    expect(fiscalYearOf("2024-10-01")).toBe(2025);
    expect(fiscalYearOf("2024-09-30")).toBe(2024);
    expect(fiscalYearOf("2025-01-15")).toBe(2025);
    expect(fiscalYearOf("2025-12-31T23:59")).toBe(2026);
    expect(() => fiscalYearOf("2025-13-01")).toThrow();
  });
});

describe("entry estimate (DOMAIN §1.12 fees, §5.2)", () => {
  const ocean = { vessel: true, date: "2025-03-01" };
  const truck = { vessel: false, date: "2025-03-01" };

  it("adds duty, MPF and HMF on the value excluding duty", () => {
    const estimate = estimateEntry(
      [
        { valueCents: 1_000_000, adValorem: "16.5%" },
        { valueCents: 2_000_000, adValorem: "3.4%", additional: ["25%"] },
      ],
      ocean,
    );
    expect(estimate).toEqual({
      dutyCents: 165_000 + 568_000,
      // 0.3464 % of $30,000.00 and 0.125 % of the same.
      mpfCents: 10_392,
      hmfCents: 3_750,
      totalCents: 733_000 + 10_392 + 3_750,
      enteredValueCents: 3_000_000,
      mpfClamped: null,
      mpfInformal: false,
      overInformalLimit: false,
      schedule: FEE_SCHEDULES[0],
      fiscalYear: 2025,
    });
  });

  it("charges HMF on ocean imports only", () => {
    expect(estimateEntry([{ valueCents: 1_000_000, adValorem: "Free" }], ocean).hmfCents).toBe(1_250);
    const overland = estimateEntry([{ valueCents: 1_000_000, adValorem: "Free" }], truck);
    expect(overland.hmfCents).toBe(0);
    expect(overland.totalCents).toBe(overland.mpfCents);
  });

  it("raises a small entry's MPF to the minimum, and HMF has none", () => {
    const tShirts = estimateEntry([{ valueCents: 100_000, adValorem: "16.5%" }], ocean);
    expect(tShirts).toMatchObject({ dutyCents: 16_500, mpfCents: 3_271, mpfClamped: "min", hmfCents: 125, totalCents: 19_896 });
    expect(estimateEntry([{ valueCents: 1, adValorem: "Free" }], ocean)).toMatchObject({ mpfCents: 3_271, mpfClamped: "min", hmfCents: 0 });
  });

  it("meets the minimum at $9,441.40, the first value whose MPF rounds to $32.71", () => {
    // 944,140 ¢ × 0.3464 % = 3,270.50096 ¢ → 3,271; one cent less gives 3,270.497496 ¢ → 3,270.
    expect(estimateEntry([{ valueCents: 944_140, adValorem: "Free" }], truck)).toMatchObject({ mpfCents: 3_271, mpfClamped: null });
    expect(estimateEntry([{ valueCents: 944_139, adValorem: "Free" }], truck)).toMatchObject({ mpfCents: 3_271, mpfClamped: "min" });
  });

  it("meets the maximum at $183,205.83, the last value whose MPF rounds to $634.62", () => {
    // 18,320,583 ¢ × 0.3464 % = 63,462.499512 ¢ → 63,462; one cent more gives 63,462.502976 ¢ → 63,463.
    expect(estimateEntry([{ valueCents: 18_320_583, adValorem: "Free" }], truck)).toMatchObject({ mpfCents: 63_462, mpfClamped: null });
    expect(estimateEntry([{ valueCents: 18_320_584, adValorem: "Free" }], truck)).toMatchObject({ mpfCents: 63_462, mpfClamped: "max" });
  });

  it("caps a large entry's MPF at the maximum while HMF keeps growing", () => {
    const large = estimateEntry([{ valueCents: 100_000_000, adValorem: "Free" }], ocean);
    expect(large).toMatchObject({ mpfCents: 63_462, mpfClamped: "max", hmfCents: 125_000, enteredValueCents: 100_000_000 });
  });

  it("takes MPF's bounds from the schedule in effect on the date", () => {
    const earlier: FeeSchedule = { ...FEE_SCHEDULES[0], fiscalYear: 2024, effectiveFrom: "2023-10-01", mpfMinCents: 2_000, source: "test" };
    const schedules = [earlier, FEE_SCHEDULES[0]];
    const line = [{ valueCents: 100_000, adValorem: "Free" }];
    expect(estimateEntry(line, { vessel: false, date: "2024-09-30", schedules })).toMatchObject({ mpfCents: 2_000, schedule: earlier });
    expect(estimateEntry(line, { vessel: false, date: "2024-10-01", schedules })).toMatchObject({ mpfCents: 3_271, schedule: FEE_SCHEDULES[0] });
  });
});

describe("informal entries (type 11; 19 CFR 24.23(b)(1)(ii)(A), 143.21)", () => {
  const informal = { vessel: true, date: "2026-03-01", informal: true };

  it("pay the schedule's flat informal MPF whatever the value, never the formal minimum", () => {
    expect(estimateEntry([{ valueCents: 100_000, adValorem: "16.5%" }], informal)).toMatchObject({ mpfCents: 269, mpfClamped: null, mpfInformal: true, hmfCents: 125, totalCents: 16_500 + 269 + 125 });
    expect(estimateEntry([{ valueCents: 100_000, adValorem: "Free" }], { ...informal, date: "2025-03-01" })).toMatchObject({ mpfCents: 262 });
  });

  it("flag a value over $2,500, which needs a formal entry", () => {
    expect(estimateEntry([{ valueCents: 250_000, adValorem: "Free" }], informal).overInformalLimit).toBe(false);
    expect(estimateEntry([{ valueCents: 250_001, adValorem: "Free" }], informal).overInformalLimit).toBe(true);
    expect(estimateEntry([{ valueCents: 250_001, adValorem: "Free" }], { ...informal, informal: false }).overInformalLimit).toBe(false);
  });
});

describe("days between", () => {
  it("counts calendar days on the date parts, across months, leap days and clock changes", () => {
    expect(daysBetween("2025-03-01", "2025-03-01")).toBe(0);
    expect(daysBetween("2025-03-01T23:59", "2025-03-02T00:00")).toBe(1);
    expect(daysBetween("2025-03-02", "2025-03-01")).toBe(-1);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2025-03-08", "2025-03-10")).toBe(2);
    expect(daysBetween("2024-12-31", "2025-01-01")).toBe(1);
  });
});

describe("demurrage and detention (DOMAIN §1.13, §5.2)", () => {
  const rates: DemurrageInput = { detentionFreeDays: 4, demurragePerDayCents: 15_000, detentionPerDayCents: 10_000, today: "2025-04-20" };

  it("charges no demurrage for an outgate on the last free day, and one day for the day after", () => {
    expect(demurrageAndDetention({ ...rates, lastFreeDay: "2025-04-10", outgate: "2025-04-10T16:00", ingate: "2025-04-12" })).toEqual({
      demurrageDays: 0,
      detentionDays: 0,
      demurrageCents: 0,
      detentionCents: 0,
      accruing: null,
    });
    expect(demurrageAndDetention({ ...rates, lastFreeDay: "2025-04-10", outgate: "2025-04-11T06:00", ingate: "2025-04-12" })).toMatchObject({
      demurrageDays: 1,
      demurrageCents: 15_000,
      accruing: null,
    });
  });

  it("charges no demurrage without a last free day", () => {
    expect(demurrageAndDetention({ ...rates, outgate: "2025-04-15" })).toMatchObject({ demurrageDays: 0, demurrageCents: 0 });
    expect(demurrageAndDetention({ ...rates, lastFreeDay: null })).toMatchObject({ demurrageDays: 0, accruing: null });
  });

  it("accrues demurrage to today while the box is still in the terminal", () => {
    expect(demurrageAndDetention({ ...rates, lastFreeDay: "2025-04-10", today: "2025-04-10" })).toMatchObject({ demurrageDays: 0, accruing: null });
    expect(demurrageAndDetention({ ...rates, lastFreeDay: "2025-04-10", today: "2025-04-11" })).toMatchObject({ demurrageDays: 1, accruing: "demurrage" });
    expect(demurrageAndDetention({ ...rates, lastFreeDay: "2025-04-10", outgate: "" })).toMatchObject({
      demurrageDays: 10,
      demurrageCents: 150_000,
      detentionDays: 0,
      accruing: "demurrage",
    });
  });

  it("starts detention after exactly the free days", () => {
    // Out on the 10th with 4 free days: in on the 14th is free, the 15th costs a day.
    expect(demurrageAndDetention({ ...rates, outgate: "2025-04-10", ingate: "2025-04-14" })).toMatchObject({ detentionDays: 0, detentionCents: 0, accruing: null });
    expect(demurrageAndDetention({ ...rates, outgate: "2025-04-10", ingate: "2025-04-15T09:00" })).toMatchObject({ detentionDays: 1, detentionCents: 10_000, accruing: null });
    expect(demurrageAndDetention({ ...rates, detentionFreeDays: 0, outgate: "2025-04-10", ingate: "2025-04-10" })).toMatchObject({ detentionDays: 0 });
  });

  it("accrues detention to today while the empty is out, once past the free days", () => {
    expect(demurrageAndDetention({ ...rates, outgate: "2025-04-10", today: "2025-04-14" })).toMatchObject({ detentionDays: 0, accruing: null });
    expect(demurrageAndDetention({ ...rates, outgate: "2025-04-10", today: "2025-04-15" })).toMatchObject({ detentionDays: 1, accruing: "detention" });
  });

  it("counts no detention before the outgate, even with an ingate", () => {
    expect(demurrageAndDetention({ ...rates, ingate: "2025-04-30" })).toMatchObject({ detentionDays: 0, accruing: null });
  });

  it("charges both when a late pickup is followed by a late return", () => {
    expect(demurrageAndDetention({ ...rates, lastFreeDay: "2025-04-05", outgate: "2025-04-08", ingate: "2025-04-18" })).toEqual({
      demurrageDays: 3,
      detentionDays: 6,
      demurrageCents: 45_000,
      detentionCents: 60_000,
      accruing: null,
    });
  });

  it("throws on fractional free days or rates", () => {
    expect(() => demurrageAndDetention({ ...rates, detentionFreeDays: 1.5 })).toThrow();
    expect(() => demurrageAndDetention({ ...rates, demurragePerDayCents: 99.5 })).toThrow();
    expect(() => demurrageAndDetention({ ...rates, detentionPerDayCents: -1 })).toThrow();
  });
});
