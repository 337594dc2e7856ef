import { describe, expect, it } from "vitest";
import { ccrnStepMessages, tripOfSummary } from "./exchange";

const bundled = {
  id: "1", refNo: "ECI-2026-0001", ccrn: "CCRN-DEMO-20261129-000001", status: "bundled" as const, rejectReason: null, decidedAt: null,
  packages: 3, articlesDescription: "Speakers", consigneeName: "Kowloon Ltd.", vehicleNo: "HK1234", controlPoint: "SBC", crossingAt: "2026-11-29T19:00",
};

describe("a truck trip's summary", () => {
  it("gives back the vehicle, control point and crossing a bundle and its crossing were written with", () => {
    const [bundle, crossed] = ccrnStepMessages("bundle", bundled, Date.UTC(2026, 10, 29, 8));
    expect(tripOfSummary(bundle.summary)).toEqual({ vehicleNo: "HK1234", controlPoint: "SBC", crossingAt: "2026-11-29T19:00" });
    expect(tripOfSummary(crossed.summary)).toEqual({ vehicleNo: "HK1234", controlPoint: "SBC", crossingAt: null });
  });

  it("is no trip for any other summary", () => {
    expect(tripOfSummary("3 × Speakers")).toBeNull();
    expect(tripOfSummary("")).toBeNull();
  });
});
