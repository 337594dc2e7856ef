import {
  MILESTONES,
  MILESTONE_ORDER,
  holdProblems,
  isMilestoneValue,
  isfLate,
  milestoneDay,
  milestoneMinute,
  milestoneOrderProblems,
  milestoneText,
  missingPredecessors,
  nextMilestone,
  predecessorsOf,
  recordedSuccessors,
  type MilestoneDates,
} from "./milestones";

/** A shipment in order, every milestone set (DOMAIN §1.13's sequence). */
const inOrder: MilestoneDates = {
  isf: "2025-03-01T10:00",
  mbl: "2025-03-02",
  departed: "2025-03-02T20:00",
  eta: "2025-03-20",
  port: "2025-03-21T06:30",
  fda: "2025-03-21T15:00",
  epa: "2025-03-22",
  customs: "2025-03-22T09:00",
  freight: "2025-03-22T10:30",
  bond: "2025-02-15",
  container: "2025-03-23T08:00",
  lastFreeDay: "2025-03-27",
  pickup: "2025-03-25T07:00",
  outgate: "2025-03-25T07:40",
  delivery: "2025-03-25T14:00",
  pod: "2025-03-25T14:05",
  empty: "2025-03-27",
  ingate: "2025-03-28T11:00",
};

describe("milestone order (DOMAIN §5.2)", () => {
  it("lists the milestones in display order", () => {
    expect(MILESTONES).toEqual(["isf", "mbl", "departed", "eta", "port", "entry", "fda", "epa", "customs", "freight", "bond", "container", "lastFreeDay", "pickup", "outgate", "delivery", "pod", "empty", "ingate"]);
  });

  it("finds nothing wrong with a shipment in order, nor with an empty one", () => {
    expect(milestoneOrderProblems(inOrder)).toEqual([]);
    expect(milestoneOrderProblems({})).toEqual([]);
  });

  it.each(MILESTONE_ORDER)("%s ≤ %s: accepts equal and later, reports earlier", (a, b) => {
    expect(milestoneOrderProblems({ [a]: "2025-04-10", [b]: "2025-04-10" })).toEqual([]);
    expect(milestoneOrderProblems({ [a]: "2025-04-10", [b]: "2025-04-11" })).toEqual([]);
    expect(milestoneOrderProblems({ [a]: "2025-04-10", [b]: "2025-04-09" })).toEqual([{ milestone: b, before: a }]);
    expect(milestoneOrderProblems({ [a]: "2025-04-10T12:00", [b]: "2025-04-10T11:59" })).toEqual([{ milestone: b, before: a }]);
  });

  it("has no rule for the estimate", () => {
    expect(MILESTONE_ORDER.flat()).not.toContain("eta");
    expect(milestoneOrderProblems({ ...inOrder, eta: "2024-01-01" })).toEqual([]);
    expect(milestoneOrderProblems({ ...inOrder, eta: "2026-01-01" })).toEqual([]);
  });

  it("lets a PGA release come after availability but not after the outgate", () => {
    expect(milestoneOrderProblems({ container: "2025-04-10", fda: "2025-04-12", outgate: "2025-04-12" })).toEqual([]);
    expect(milestoneOrderProblems({ fda: "2025-04-12", outgate: "2025-04-11" })).toEqual([{ milestone: "outgate", before: "fda" }]);
  });

  it("compares a date with a date-time on the date alone", () => {
    expect(milestoneOrderProblems({ outgate: "2025-04-10T23:59", delivery: "2025-04-10" })).toEqual([]);
    expect(milestoneOrderProblems({ outgate: "2025-04-10", delivery: "2025-04-10T00:00" })).toEqual([]);
    expect(milestoneOrderProblems({ outgate: "2025-04-10T08:00", delivery: "2025-04-09" })).toEqual([{ milestone: "delivery", before: "outgate" }]);
  });

  it("checks direct rules: an outgate before availability is a breach whether or not the pickup was recorded", () => {
    expect(milestoneOrderProblems({ container: "2025-04-10", outgate: "2025-04-01" })).toEqual([{ milestone: "outgate", before: "container" }]);
    expect(milestoneOrderProblems({ container: "2025-04-10", pickup: "2025-04-12", outgate: "2025-04-01" })).toEqual([
      { milestone: "outgate", before: "container" },
      { milestone: "outgate", before: "pickup" },
    ]);
  });

  it("reports every breach, in rule order", () => {
    expect(milestoneOrderProblems({ ...inOrder, lastFreeDay: "2025-03-22", ingate: "2025-03-24T11:00" })).toEqual([
      { milestone: "lastFreeDay", before: "container" },
      { milestone: "ingate", before: "empty" },
      { milestone: "ingate", before: "outgate" },
    ]);
  });

  it("treats null and the empty string as not set", () => {
    expect(milestoneOrderProblems({ outgate: "2025-04-10", delivery: null, ingate: "" })).toEqual([]);
  });

  it("throws on values that are not dates", () => {
    expect(() => milestoneOrderProblems({ outgate: "10/04/2025", delivery: "2025-04-11" })).toThrow();
    expect(() => milestoneOrderProblems({ outgate: "2025-02-30", delivery: "2025-04-11" })).toThrow();
  });
});

describe("milestone values", () => {
  it("accepts a date or a local date-time to the minute", () => {
    for (const value of ["2025-04-10", "2025-04-10T00:00", "2025-04-10T23:59", "2024-02-29"]) expect(isMilestoneValue(value)).toBe(true);
    for (const value of ["2025-4-10", "2025-04-10T24:00", "2025-04-10T12:60", "2025-04-10 12:00", "2025-04-10T12:00Z", "2025-02-29", ""]) {
      expect(isMilestoneValue(value)).toBe(false);
    }
  });

  it("counts days and minutes from 1970-01-01 on the calendar", () => {
    expect(milestoneDay("1970-01-02")).toBe(1);
    expect(milestoneDay("2025-03-09T23:30")).toBe(milestoneDay("2025-03-09"));
    expect(milestoneMinute("1970-01-02")).toBe(1440);
    expect(milestoneMinute("1970-01-02T01:05")).toBe(1505);
  });
});

describe("PGA holds (DOMAIN §1.14, §5.2)", () => {
  it("reports availability while a hold stands", () => {
    expect(holdProblems({ container: "2025-04-10" }, [{ agency: "FDA", released: false }])).toEqual(["container"]);
    expect(holdProblems({ container: "2025-04-10" }, [{ agency: "FDA", released: true }, { agency: "EPA", released: false }])).toEqual(["container"]);
  });

  it("is content when every hold is released, there are none, or the box is not yet available", () => {
    expect(holdProblems({ container: "2025-04-10" }, [{ agency: "FDA", released: true }, { agency: "EPA", released: true }])).toEqual([]);
    expect(holdProblems({ container: "2025-04-10" }, [])).toEqual([]);
    expect(holdProblems({ port: "2025-04-09" }, [{ agency: "EPA", released: false }])).toEqual([]);
  });
});

describe("late ISF (DOMAIN §5.2: 24 hours before lading)", () => {
  it("is on time at exactly 24 hours and late at 23 h 59", () => {
    expect(isfLate("2025-03-01T10:00", "2025-03-02T10:00")).toBe(false);
    expect(isfLate("2025-03-01T10:01", "2025-03-02T10:00")).toBe(true);
    expect(isfLate("2025-02-20", "2025-03-02T10:00")).toBe(false);
  });

  it("reads a date-only value as midnight", () => {
    expect(isfLate("2025-03-01", "2025-03-02")).toBe(false);
    expect(isfLate("2025-03-01T00:01", "2025-03-02")).toBe(true);
    expect(isfLate("2025-03-01", "2025-03-01T23:59")).toBe(true);
  });

  it("is late when filed after lading, and across a month end", () => {
    expect(isfLate("2025-03-03", "2025-03-02")).toBe(true);
    expect(isfLate("2025-02-28T09:00", "2025-03-01T09:00")).toBe(false);
  });
});

describe("next milestone", () => {
  it("is the first unset step in display order, skipping eta, fda, epa and bond", () => {
    expect(nextMilestone({})).toBe("isf");
    expect(nextMilestone({ isf: "2025-03-01", mbl: "2025-03-02" })).toBe("departed");
    expect(nextMilestone({ isf: "2025-03-01", mbl: "2025-03-02", departed: "2025-03-02", port: "2025-03-21" })).toBe("customs");
    expect(nextMilestone({ isf: "2025-03-01", mbl: "2025-03-02", departed: "2025-03-02", port: "2025-03-21", customs: "2025-03-22" })).toBe("freight");
    expect(nextMilestone({ ...inOrder, pod: null })).toBe("pod");
  });

  it("is null once every step is set, whatever the optional ones hold", () => {
    expect(nextMilestone(inOrder)).toBeNull();
    expect(nextMilestone({ ...inOrder, eta: null, fda: null, epa: "", bond: undefined })).toBeNull();
  });
});

describe("milestones recorded in order (DOMAIN §5.2: arrival ≤ release ≤ outgate ≤ delivery ≤ empty returned)", () => {
  it("refuses a customs release, an availability or an outgate before the steps they follow", () => {
    expect(missingPredecessors({}, "customs")).toEqual(["port"]);
    expect(missingPredecessors({ port: "2026-11-20" }, "customs")).toEqual([]);
    expect(missingPredecessors({ port: "2026-11-20" }, "outgate")).toEqual(["container", "customs", "freight"]);
    // Neither release alone lets a box be picked up (DOMAIN §5.2: customs and freight release ≤ outgate).
    expect(missingPredecessors({ port: "2026-11-20", container: "2026-11-21", customs: "2026-11-21" }, "pickup")).toEqual(["freight"]);
    expect(missingPredecessors({ port: "2026-11-20", container: "2026-11-21", freight: "2026-11-21" }, "pickup")).toEqual(["customs"]);
    expect(missingPredecessors({}, "ingate")).toEqual(["outgate"]);
  });

  it("never requires the estimate, the PGA releases, the bond, the filings, the pickup or the empty's readiness", () => {
    const required = new Set(MILESTONES.flatMap((m) => predecessorsOf(m)));
    for (const free of ["eta", "fda", "epa", "bond", "isf", "mbl", "departed", "pickup", "empty"] as const) expect(required.has(free)).toBe(false);
    expect(missingPredecessors({}, "port")).toEqual([]);
  });

  it("follows the order rules: every prerequisite is also a milestone that may not come later", () => {
    for (const milestone of MILESTONES) {
      for (const earlier of predecessorsOf(milestone)) expect(milestoneOrderProblems({ [earlier]: "2026-11-21", [milestone]: "2026-11-20" })).not.toEqual([]);
    }
  });

  it("is met by a shipment recorded whole", () => {
    for (const milestone of MILESTONES) expect(missingPredecessors(inOrder, milestone)).toEqual([]);
  });

  it("names the recorded steps that would lose their predecessor", () => {
    expect(recordedSuccessors(inOrder, "port")).toEqual(["customs", "container"]);
    expect(recordedSuccessors({ port: "2026-11-20" }, "port")).toEqual([]);
    expect(recordedSuccessors(inOrder, "pod")).toEqual([]);
  });

  it("shows a value as the screens do, in the port's local time", () => {
    expect(milestoneText("2026-11-20T10:00")).toBe("2026-11-20 10:00");
    expect(milestoneText("2026-11-20")).toBe("2026-11-20");
  });
});
