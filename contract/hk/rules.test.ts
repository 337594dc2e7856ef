import { bundlingTimingProblem, eAciTimingProblem, groupingProblem, latePenalty, tdecDueDate } from "./rules";

const crossing = Date.parse("2026-11-20T10:00:00Z");
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;

describe("the e-ACI window", () => {
  it("opens 14 days before the crossing and closes 30 minutes before it, both ends included", () => {
    expect(eAciTimingProblem(crossing - days(14), crossing)).toBeNull();
    expect(eAciTimingProblem(crossing - days(14) - 1, crossing)).toBe("tooEarly");
    expect(eAciTimingProblem(crossing - minutes(30), crossing)).toBeNull();
    expect(eAciTimingProblem(crossing - minutes(30) + 1, crossing)).toBe("tooLate");
    expect(eAciTimingProblem(crossing + minutes(5), crossing)).toBe("tooLate");
  });

  it("takes a bundle 30 minutes before the crossing and refuses one 20 minutes before", () => {
    expect(bundlingTimingProblem(crossing - minutes(30), crossing)).toBeNull();
    expect(bundlingTimingProblem(crossing - minutes(20), crossing)).toBe("tooLate");
    expect(bundlingTimingProblem(crossing - minutes(120), crossing)).toBeNull();
  });
});

describe("the TDEC deadline and its late penalty", () => {
  it("falls due 14 days after the movement", () => {
    expect(tdecDueDate("2026-11-20")).toBe("2026-12-04");
    expect(tdecDueDate("2026-12-25")).toBe("2027-01-08");
  });

  it("charges nothing on the due day and the table's amounts by how late and how valuable", () => {
    const low = 2_000_000;
    const high = 2_000_001;
    expect(latePenalty("2026-11-20", "2026-12-04", high)).toEqual({ tier: 0, penaltyCents: 0, dueDate: "2026-12-04" });
    expect(latePenalty("2026-11-20", "2026-12-05", low)).toMatchObject({ tier: 1, penaltyCents: 2_000 });
    expect(latePenalty("2026-11-20", "2027-01-04", low)).toMatchObject({ tier: 1, penaltyCents: 2_000 });
    expect(latePenalty("2026-11-20", "2027-01-05", low)).toMatchObject({ tier: 2, penaltyCents: 4_000 });
    expect(latePenalty("2026-11-20", "2027-02-04", high)).toMatchObject({ tier: 2, penaltyCents: 8_000 });
    expect(latePenalty("2026-11-20", "2027-02-05", low)).toMatchObject({ tier: 3, penaltyCents: 10_000 });
    expect(latePenalty("2026-11-20", "2027-06-30", high)).toMatchObject({ tier: 3, penaltyCents: 20_000 });
  });

  it("counts a month past the 31st to the month's last day", () => {
    // Due 31 January: a month later is 28 February 2027.
    expect(latePenalty("2027-01-17", "2027-02-28", 1)).toMatchObject({ dueDate: "2027-01-31", tier: 1 });
    expect(latePenalty("2027-01-17", "2027-03-01", 1)).toMatchObject({ tier: 2 });
  });
});

describe("grouping lines in one TDEC", () => {
  const lines = [
    { lineNo: 1, hkhsCode: "85176200", country: "CN" },
    { lineNo: 2, hkhsCode: "85176900", country: "CN" },
  ];

  it("takes lines of one heading and country, and any lines under one transport document", () => {
    expect(groupingProblem(null, lines)).toBeNull();
    const mixed = [...lines, { lineNo: 3, hkhsCode: "61091000", country: "VN" }];
    expect(groupingProblem("RCM2611000123", mixed)).toBeNull();
    expect(groupingProblem("", mixed)).toEqual({ rule: "headingDiffers", lineNo: 3, heading: "8517" });
  });

  it("names the line from another country", () => {
    expect(groupingProblem(null, [...lines, { lineNo: 3, hkhsCode: "85171300", country: "VN" }])).toEqual({ rule: "countryDiffers", lineNo: 3, country: "CN" });
  });
});
