import { holdProblems, milestoneOrderProblems, missingPredecessors, type Milestone } from "../contract/customs/milestones";
import { addUsContainerSchema } from "../contract/usa/container";
import { addUsCostLineSchema, usFxRateSchema } from "../contract/usa/cost-line";
import { addUsHtsLineSchema } from "../contract/usa/hts-line";
import { recordUsMilestoneSchema } from "../contract/usa/milestone";
import { addUsShipmentSchema, SHIPMENT_ATTENTION, SHIPMENT_STAGES, usShipmentPaths, usShipmentSchema } from "../contract/usa/shipment";
import { startTestSimulator } from "../provider-sim/testing/harness";
import { T1 } from "../provider-sim/testing/fixtures";
import { amountText } from "../provider-sim/resources/us-money";
import { dayAfter, earliestReleaseStillDue, FEDERAL_HOLIDAYS } from "../contract/usa/working-days";
import { datesFor, holdsOf, type MilestoneValue } from "../provider-sim/resources/us-shipment-state";
import { buildUsa, insertUsa } from "./usa";
import { buildUsaClearance, insertUsaClearance } from "./usa-clearance";
import { LINES } from "./usa-clearance-plans";

/** The harness's first day, 2026-01-01 (a Thursday): the simulator reads the book on its anchor day. */
const ANCHOR = "2026-01-01";
const build = (day: string) => buildUsaClearance(day, buildUsa(day));
const seed = build(ANCHOR);
const asInput = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? "" : typeof v === "number" ? String(v) : v]));
const milestonesOf = (book: typeof seed, shipmentId: string): MilestoneValue[] =>
  book.milestoneRows.filter((m) => m.shipmentId === shipmentId).map((m) => ({ containerId: m.containerId ?? null, milestone: m.milestone as Milestone, at: m.at }));

describe("the import clearance demo book", () => {
  it("keeps every shipment's milestones in order, each after the steps it follows, and no container available under a hold", () => {
    for (const shipment of seed.shipmentRows) {
      const milestones = milestonesOf(seed, shipment.id);
      const containers = seed.containerRows.filter((c) => c.shipmentId === shipment.id).map((c) => c.id);
      for (const containerId of [null, ...containers]) {
        const dates = datesFor(milestones, containerId);
        const missing = Object.keys(dates).flatMap((m) => missingPredecessors(dates, m as Milestone).map((before) => `${m} without ${before}`));
        const hold = holdProblems(dates, holdsOf({ fdaStatus: shipment.fdaStatus ?? "none", epaStatus: shipment.epaStatus ?? "none" }));
        expect({ file: shipment.fileNo, containerId, order: milestoneOrderProblems(dates), missing, hold }).toEqual({ file: shipment.fileNo, containerId, order: [], missing: [], hold: [] });
      }
    }
  });

  it("names who recorded each milestone: a user of the shipment's own tenant", () => {
    const recorders = new Map(seed.milestoneRows.map((m) => [m.tenantCode, m.createBy]));
    expect(Object.fromEntries(recorders)).toEqual({ "10001": "manager", "10003": "usmember" });
  });

  it("keeps on each shipment row the lading time of its departure milestone, as the provider does", () => {
    for (const shipment of seed.shipmentRows) {
      const departed = seed.milestoneRows.find((m) => m.shipmentId === shipment.id && m.milestone === "departed" && !m.containerId)?.at ?? null;
      expect({ file: shipment.fileNo, laden: shipment.ladenOnBoard ?? null }).toEqual({ file: shipment.fileNo, laden: departed });
    }
  });

  it("passes the rules a broker's own input must pass", () => {
    const check = (schema: { safeParse: (v: unknown) => { success: boolean } }, rows: Record<string, unknown>[]) => {
      for (const row of rows) expect({ row: row.id, ok: schema.safeParse(asInput(row)).success }).toEqual({ row: row.id, ok: true });
    };
    check(addUsShipmentSchema, seed.shipmentRows);
    check(addUsContainerSchema, seed.containerRows);
    check(recordUsMilestoneSchema, seed.milestoneRows);
    check(addUsHtsLineSchema, seed.htsLineRows.map((line) => ({ ...line, valueUsd: amountText(line.valueCents) })));
    check(addUsCostLineSchema, seed.costLineRows.map((cost) => ({ ...cost, unitPrice: amountText(cost.unitPriceCents) })));
    check(usFxRateSchema, seed.fxRateRows);
    // Boxes carry their line's owner code; bills the line's SCAC.
    const scacOf = (bill: string) => Object.keys(LINES).find((scac) => LINES[scac].bill(1).slice(0, 4) === bill.slice(0, 4))!;
    for (const box of seed.containerRows) {
      const bill = seed.shipmentRows.find((s) => s.id === box.shipmentId)!.mbl!;
      expect(LINES[scacOf(bill)].owners).toContain(box.containerNumber.slice(0, 3));
    }
  });

  it("gives each shipment one to four HTS lines and two to five costs, and marks rates the sample does not hold", () => {
    for (const { id } of seed.shipmentRows) {
      expect(seed.htsLineRows.filter((l) => l.shipmentId === id).length).toBeGreaterThanOrEqual(1);
      expect(seed.htsLineRows.filter((l) => l.shipmentId === id).length).toBeLessThanOrEqual(4);
      const costs = seed.costLineRows.filter((c) => c.shipmentId === id).length;
      expect(costs >= 2 && costs <= 5).toBe(true);
    }
    expect(seed.htsLineRows.find((l) => l.htsCode === "4202923120")?.remark).toBe("rate not in the HTS sample; Chapter 99 layer indicative; verify");
    expect(seed.htsLineRows.find((l) => l.htsCode === "9503000011")?.remark).toBeNull();
    expect(seed.htsLineRows.find((l) => l.htsCode === "6109100012")).toMatchObject({ adValorem: "16.5%" });
    expect(new Set(seed.costLineRows.map((c) => c.currency))).toEqual(new Set(["USD", "CNY", "HKD"]));
    expect(seed.fxRateRows.filter((r) => r.tenantCode === "10001").map((r) => r.currency)).toEqual(["USD", "CNY", "HKD", "EUR", "JPY"]);
  });

  it("opens tenant 10001 on every stage and every attention list, read through the simulator on its anchor day", async () => {
    const sim = await startTestSimulator();
    try {
      sim.db.transaction((tx) => {
        insertUsa(tx, buildUsa(ANCHOR));
        insertUsaClearance(tx, seed);
      });
      const token = await sim.login("admin", T1);
      const list = async (query: Record<string, string>) => (await sim.get(usShipmentPaths.query, { token, query: { pageSize: "100", ...query } })).body.data.list as any[];
      const stages: Record<string, number> = {};
      for (const stage of SHIPMENT_STAGES) {
        const rows = await list({ stage });
        // The SQL filter and the row's own derivation agree.
        expect(rows.every((row) => row.stage === stage)).toBe(true);
        stages[stage] = rows.length;
      }
      expect(stages).toEqual({ isf: 3, mbl: 3, port: 6, customs: 6, container: 3, outgate: 7, delivery: 3, empty: 5, done: 9 });
      const attention: Record<string, number> = {};
      for (const value of SHIPMENT_ATTENTION) attention[value] = (await list({ attention: value })).length;
      expect(attention).toEqual({ lateIsf: 4, pastLfd: 5, nearLfd: 2, hold: 1, freightPending: 2, summaryDue: 19, generalOrder: 2 });
      // Arrived without an entry: one due within days, one past its 15 days (19 CFR 142.2, 127.1).
      const unentered = await list({ attention: "generalOrder" });
      expect(unentered.map((row) => row.entryDeadlineState).sort()).toEqual(["dueSoon", "generalOrder"]);
      expect(unentered.every((row) => row.stage === "customs" && !row.entryNumber)).toBe(true);
      // Released by customs, not yet by the carrier: no container of theirs has left.
      for (const row of await list({ attention: "freightPending" })) expect(["customs", "container", "outgate"]).toContain(row.stage);
      expect((await list({ attention: "lateIsf" })).every((row) => row.isfLate)).toBe(true);
      expect((await list({ attention: "pastLfd" })).every((row) => row.lastFreeDay < ANCHOR)).toBe(true);
      expect((await list({ attention: "hold" }))[0]).toMatchObject({ onHold: true, fdaStatus: "hold", stage: "container" });
      const all = await list({});
      expect(all.length).toBe(seed.shipmentRows.filter((s) => s.tenantCode === "10001").length);
      for (const row of all) expect({ id: row.id, ok: usShipmentSchema.safeParse(row).success }).toEqual({ id: row.id, ok: true });
    } finally {
      await sim.close();
    }
  });

  it("shows as many entry summaries due whatever weekday it was seeded on", () => {
    for (let offset = 0; offset < 7; offset++) {
      const day = dayAfter(ANCHOR, offset);
      const book = build(day);
      const due = book.shipmentRows.filter((s) => {
        const release = book.milestoneRows.find((m) => m.shipmentId === s.id && m.milestone === "customs")?.at.slice(0, 10);
        return s.tenantCode === "10001" && release !== undefined && release >= earliestReleaseStillDue(day) && release <= day;
      });
      // Ten working days span two weekends; a federal holiday in them (New Year's Day here) widens the window by a day.
      const holidays = FEDERAL_HOLIDAYS.filter(([holiday]) => holiday >= earliestReleaseStillDue(day) && holiday <= day).length;
      expect({ day, due: due.length >= 19 && due.length <= 19 + holidays }).toEqual({ day, due: true });
    }
  });

  it("is the same book for the same day, and 10003 holds a smaller one", () => {
    expect(build(ANCHOR)).toEqual(seed);
    const of = (tenant: string) => seed.shipmentRows.filter((s) => s.tenantCode === tenant).length;
    expect(of("10003")).toBe(8);
    expect(of("10001")).toBeGreaterThanOrEqual(40);
  });
});
