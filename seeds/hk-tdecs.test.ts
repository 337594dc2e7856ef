import { hkTimeText } from "../contract/hk/consignment";
import { latePenalty } from "../contract/hk/rules";
import { groupingDocumentOf, lodgeProblem } from "../contract/hk/tdec";
import { visibleCcrnStatus } from "../provider-sim/resources/hk-consignment";
import { buildHkConsignments } from "./hk-consignments";
import { buildHkTdecs } from "./hk-tdecs";

const ANCHOR = "2026-11-20";
const morning = Date.parse(`${ANCHOR}T09:00:00+08:00`);
const book = buildHkTdecs(ANCHOR);
const consignments = buildHkConsignments(ANCHOR);
const linesOf = (tdecId: string) => book.lines.filter((l) => l.tdecId === tdecId);
const ccrnsOf = (tdecId: string) => book.links.filter((l) => l.tdecId === tdecId).map((l) => consignments.find((c) => c.id === l.consignmentId)!);

describe("the Hong Kong declarations book", () => {
  it("holds about 25 declarations of both tenants in every status, with unique numbers and demo UDRs", () => {
    expect(book.tdecs.length).toBeGreaterThanOrEqual(24);
    expect(new Set(book.tdecs.map((t) => t.tenantCode))).toEqual(new Set(["10002", "10001"]));
    expect(new Set(book.tdecs.map((t) => t.status))).toEqual(new Set(["draft", "lodged", "cancelled"]));
    const refs = book.tdecs.map((t) => `${t.tenantCode}:${t.refNo}`);
    expect(new Set(refs).size).toBe(refs.length);
    const udrs = book.tdecs.flatMap((t) => (t.udr ? [t.udr] : []));
    expect(new Set(udrs).size).toBe(udrs.length);
    for (const udr of udrs) expect(udr).toMatch(/^UDR-DEMO-\d{8}-\d{6}$/);
  });

  it("lodged every lodged one as the simulator would, some after the 14 days; some drafts are already past them", () => {
    const late = book.tdecs.map((t) => {
      const total = linesOf(t.id!).reduce((sum, l) => sum + l.valueCents!, 0);
      return { status: t.status, tier: latePenalty(t.movedOn!, hkTimeText((t.lodgedAt ?? new Date(morning)).getTime()).slice(0, 10), total).tier };
    });
    expect(late.some((t) => t.status === "lodged" && t.tier > 0)).toBe(true);
    expect(late.some((t) => t.status === "draft" && t.tier > 0)).toBe(true);
    for (const t of book.tdecs.filter((row) => row.status === "lodged")) {
      expect(linesOf(t.id!).length).toBeGreaterThan(0);
      const document = groupingDocumentOf(t.transportDocument, ccrnsOf(t.id!).map((c) => c.ccrn));
      expect(lodgeProblem(document, linesOf(t.id!).map((l) => ({ lineNo: l.lineNo!, hkhsCode: l.hkhsCode, country: l.country! })))).toBeNull();
      expect(t.lodgedAt!.getTime()).toBeLessThanOrEqual(morning);
    }
  });

  it("makes declarations from CCRNs ROCARS accepted, one truck trip each, never one CCRN twice, and leaves three trips free", () => {
    const used = book.links.filter((l) => book.tdecs.find((t) => t.id === l.tdecId)!.status !== "cancelled").map((l) => l.consignmentId);
    expect(new Set(used).size).toBe(used.length);
    for (const t of book.tdecs) {
      const ccrns = ccrnsOf(t.id!);
      if (ccrns.length === 0) continue;
      for (const c of ccrns) expect(["accepted", "bundled", "crossed"]).toContain(visibleCcrnStatus(c as never, morning));
      expect(new Set(ccrns.map((c) => `${c.direction}:${c.vehicleNo}`)).size).toBe(1);
      expect(t).toMatchObject({ transportDocument: ccrns[0].ccrn, conveyance: ccrns[0].vehicleNo, movedOn: ccrns[0].crossingAt!.slice(0, 10) });
      // The articles name the tenant's cargo items, so every inherited line has its code.
      for (const line of linesOf(t.id!)) expect(line.hkhsCode).toMatch(/^\d{8}$/);
    }
    const free = consignments.filter((c) => c.vehicleNo?.startsWith("HK550") && c.vehicleNo !== "HK5504");
    expect(free.length).toBe(6);
    for (const c of free) expect(used).not.toContain(c.id);
  });

  it("writes the messages of every seeded CCRN and declaration, none ahead of the anchor but a crossing still to come", () => {
    for (const c of consignments.filter((row) => row.submittedAt)) expect(book.messages.some((m) => m.subjectId === c.id)).toBe(true);
    for (const t of book.tdecs) expect(book.messages.some((m) => m.subjectId === t.id && m.type === "tdecCreate")).toBe(true);
    const ahead = book.messages.filter((m) => m.at!.getTime() > morning);
    expect(new Set(ahead.map((m) => m.type))).toEqual(new Set(["crossed"]));
    const ids = book.messages.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
