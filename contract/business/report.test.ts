import { addMonths, defaultPeriod, monthDays, monthsBetween, reportQuerySchema } from "./report";

describe("the data report's months", () => {
  it("steps across years both ways", () => {
    expect(addMonths("2026-11", 2)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-03", -14)).toBe("2025-01");
  });

  it("lists every month of a period, both ends included", () => {
    expect(monthsBetween("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsBetween("2026-02", "2026-02")).toEqual(["2026-02"]);
  });

  it("gives a month's first and last day, leap years counted", () => {
    expect(monthDays("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthDays("2026-02")).toEqual({ first: "2026-02-01", last: "2026-02-28" });
    expect(monthDays("2026-12")).toEqual({ first: "2026-12-01", last: "2026-12-31" });
  });

  it("opens on the last six months and takes at most 24", () => {
    expect(defaultPeriod("2026-11-27")).toEqual({ from: "2026-06", to: "2026-11" });
    expect(reportQuerySchema.safeParse({ from: "2024-12", to: "2026-11" }).success).toBe(true);
    expect(reportQuerySchema.safeParse({ from: "2024-11", to: "2026-11" }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ from: "2026-12", to: "2026-11" }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ from: "2026-1", to: "2026-11" }).success).toBe(false);
  });
});
