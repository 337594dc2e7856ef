import { CCRN_STATUSES } from "../contract/hk/ccrn-flow";
import { hkTimeMs, isTooGeneral } from "../contract/hk/consignment";
import { bundlingTimingProblem, eAciTimingProblem } from "../contract/hk/rules";
import { visibleCcrnStatus } from "../provider-sim/resources/hk-consignment";
import { buildHkConsignments } from "./hk-consignments";

const ANCHOR = "2026-11-20";
const rows = buildHkConsignments(ANCHOR);
const morning = Date.parse(`${ANCHOR}T09:00:00+08:00`);

describe("the road cargo book", () => {
  it("holds every status for 10002 and more than a page for each tenant, as read on the anchor morning", () => {
    const seen = (tenant: string) => new Set(rows.filter((r) => r.tenantCode === tenant).map((r) => visibleCcrnStatus(r as never, morning)));
    expect(seen("10002")).toEqual(new Set(CCRN_STATUSES.filter((s) => s !== "submitted")));
    for (const tenant of ["10001", "10002"]) expect(rows.filter((r) => r.tenantCode === tenant).length).toBeGreaterThanOrEqual(25);
  });

  it("was sent inside ROCARS's window and bundled at least 30 minutes ahead, with answers the simulator would give", () => {
    for (const row of rows) {
      const crossing = hkTimeMs(row.expectedCrossingAt!)!;
      if (row.submittedAt) expect(eAciTimingProblem(row.submittedAt.getTime(), crossing)).toBeNull();
      if (row.bundledAt) expect(bundlingTimingProblem(row.bundledAt.getTime(), hkTimeMs(row.crossingAt!)!)).toBeNull();
      if (row.status === "rejected") expect(isTooGeneral(row.articlesDescription!)).toBe(true);
      if (row.status === "accepted" || row.status === "bundled") expect(isTooGeneral(row.articlesDescription!)).toBe(false);
    }
  });

  it("gives unique demo CCRNs and references", () => {
    const ccrns = rows.flatMap((r) => (r.ccrn ? [r.ccrn] : []));
    expect(new Set(ccrns).size).toBe(ccrns.length);
    for (const ccrn of ccrns) expect(ccrn).toMatch(/^CCRN-DEMO-\d{8}-\d{6}$/);
    const refs = rows.map((r) => `${r.tenantCode}:${r.refNo}`);
    expect(new Set(refs).size).toBe(refs.length);
  });
});
