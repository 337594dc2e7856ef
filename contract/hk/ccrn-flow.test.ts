import { ccrnStepRefusal, ccrnStepsFrom, CCRN_STATUSES, CCRN_STEP_RULES, demoCcrn, isOpaqueReference } from "./ccrn-flow";

describe("the e-ACI's flow", () => {
  it("offers each status only its steps", () => {
    expect(ccrnStepsFrom("draft")).toEqual(["submit", "cancel"]);
    expect(ccrnStepsFrom("accepted")).toEqual(["amend", "bundle", "cancel"]);
    expect(ccrnStepsFrom("bundled")).toEqual(["unbundle", "cross"]);
    expect(ccrnStepsFrom("crossed")).toEqual([]);
    expect(ccrnStepsFrom("cancelled")).toEqual([]);
  });

  it("refuses a step out of turn with its reason, and never cancels what a truck carries", () => {
    expect(ccrnStepRefusal("bundle", "submitted")).toBe(CCRN_STEP_RULES.bundle.refusal);
    expect(ccrnStepRefusal("cancel", "bundled")).toBe(CCRN_STEP_RULES.cancel.refusal);
    expect(ccrnStepRefusal("cancel", "crossed")).toBe(CCRN_STEP_RULES.cancel.refusal);
    expect(ccrnStepRefusal("submit", "rejected")).toBeNull();
  });

  it("leads every status somewhere or ends it", () => {
    const ends = CCRN_STATUSES.filter((status) => ccrnStepsFrom(status).length === 0);
    expect(ends).toEqual(["crossed", "cancelled"]);
  });

  it("answers with a demo CCRN that says so and has the opaque reference's shape", () => {
    expect(demoCcrn("2026-11-20", 42)).toBe("CCRN-DEMO-20261120-000042");
    expect(isOpaqueReference(demoCcrn("2026-11-20", 42))).toBe(true);
    expect(isOpaqueReference("ccrn 1")).toBe(false);
  });
});
