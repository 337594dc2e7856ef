import { describe, expect, it } from "vitest";
import { entryDeadline, entryDeadlineState, latestArrivalAtRisk } from "./entry-deadline";

// 19 CFR 142.2(a): entry "within 15 calendar days after the date of arrival"; 19 CFR 127.1: goods
// not entered in that time become general order merchandise. Calendar days: weekends and holidays count.
describe("entry within 15 calendar days of arrival (19 CFR 142.2, 127.1)", () => {
  it("is due on the 15th calendar day, weekends and holidays included", () => {
    // Arrived Wednesday 11 Nov 2026 (Veterans Day): due Thursday 26 Nov (Thanksgiving) all the same.
    expect(entryDeadline("2026-11-11T06:00")).toBe("2026-11-26");
    expect(entryDeadline("2026-12-20")).toBe("2027-01-04");
  });

  it("has no deadline before the goods arrive", () => {
    expect(entryDeadlineState({ arrival: null, entryFiled: null, released: false }, "2026-11-27")).toBeNull();
  });

  it("is met by an entry filed on or before the deadline, before arrival included", () => {
    expect(entryDeadlineState({ arrival: "2026-11-01", entryFiled: "2026-10-29T10:00", released: false }, "2026-11-27")).toEqual({ deadline: "2026-11-16", state: "filed" });
    expect(entryDeadlineState({ arrival: "2026-11-01", entryFiled: "2026-11-16T23:59", released: true }, "2026-11-27")?.state).toBe("filed");
    expect(entryDeadlineState({ arrival: "2026-11-01", entryFiled: "2026-11-17", released: true }, "2026-11-27")?.state).toBe("filedLate");
    // Released without a recorded filing day: an entry was filed.
    expect(entryDeadlineState({ arrival: "2026-11-01", entryFiled: null, released: true }, "2026-11-27")?.state).toBe("filed");
  });

  it("warns in the last three days and flags General Order risk the day after the deadline", () => {
    const arrived = { arrival: "2026-11-10T06:00", entryFiled: null, released: false };
    expect(entryDeadlineState(arrived, "2026-11-21")?.state).toBe("open");
    expect(entryDeadlineState(arrived, "2026-11-22")?.state).toBe("dueSoon");
    expect(entryDeadlineState(arrived, "2026-11-25")).toEqual({ deadline: "2026-11-25", state: "dueSoon" });
    expect(entryDeadlineState(arrived, "2026-11-26")?.state).toBe("generalOrder");
  });

  it("lists on the dashboard exactly the arrivals due soon or past due", () => {
    expect(latestArrivalAtRisk("2026-11-22")).toBe("2026-11-10");
    expect(entryDeadlineState({ arrival: "2026-11-11", entryFiled: null, released: false }, "2026-11-22")?.state).toBe("open");
  });
});
