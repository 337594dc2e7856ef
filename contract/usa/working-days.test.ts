import { dayAfter, earliestReleaseStillDue, entrySummaryDue, FEDERAL_HOLIDAYS, HOLIDAYS_KNOWN_THROUGH, isWorkingDay, workingDaysAfter } from "./working-days";

describe("US federal holidays (5 U.S.C. 6103, as OPM lists them observed)", () => {
  it("hold OPM's published days for 2025 and 2026, a Saturday holiday on the Friday before", () => {
    const of = (year: string) => FEDERAL_HOLIDAYS.filter(([day]) => day.startsWith(year)).map(([day]) => day);
    expect(of("2025")).toEqual(["2025-01-01", "2025-01-20", "2025-02-17", "2025-05-26", "2025-06-19", "2025-07-04", "2025-09-01", "2025-10-13", "2025-11-11", "2025-11-27", "2025-12-25"]);
    // 4 July 2026 is a Saturday: observed on Friday 3 July.
    expect(of("2026")).toContain("2026-07-03");
    expect(of("2026")).not.toContain("2026-07-04");
    // 1 January 2028 is a Saturday: observed on Friday 31 December 2027.
    expect(of("2027")).toContain("2027-12-31");
    expect(HOLIDAYS_KNOWN_THROUGH).toBeGreaterThanOrEqual(2027);
  });
});

describe("working days (19 CFR 101.1: weekdays less federal holidays)", () => {
  it("are weekdays that are not holidays", () => {
    expect(isWorkingDay("2026-11-25")).toBe(true);
    expect(isWorkingDay("2026-11-26")).toBe(false); // Thanksgiving
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-27T10:00")).toBe(true);
  });

  it("count past weekends and holidays", () => {
    // Released Wednesday 18 Nov 2026: ten working days skip two weekends and Thanksgiving (26 Nov) → 3 Dec.
    expect(workingDaysAfter("2026-11-18", 10)).toBe("2026-12-03");
    expect(entrySummaryDue("2026-11-18T14:30")).toBe("2026-12-03");
    // Without the holiday it would be 2 Dec.
    expect(dayAfter("2026-12-03", -1)).toBe("2026-12-02");
    // Across Christmas and New Year 2025/26: released 19 Dec 2025 → due 6 Jan 2026.
    expect(entrySummaryDue("2025-12-19")).toBe("2026-01-06");
  });

  it("find the earliest release whose summary is still due, so a release on that day is due today or later", () => {
    for (const today of ["2026-11-27", "2026-12-03", "2026-01-02", "2026-07-06"]) {
      const earliest = earliestReleaseStillDue(today);
      expect(entrySummaryDue(earliest) >= today).toBe(true);
      expect(entrySummaryDue(dayAfter(earliest, -1)) < today).toBe(true);
    }
  });
});
