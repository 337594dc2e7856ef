import { usContainerPaths } from "../../contract/usa/container";
import { CONTAINERS_AT_RISK_SHOWN, usDashboardPaths, usDashboardSchema, type UsDashboard } from "../../contract/usa/dashboard";
import { usMilestonePaths } from "../../contract/usa/milestone";
import { SHIPMENT_ATTENTION, SHIPMENT_STAGES, usShipmentPaths } from "../../contract/usa/shipment";
import { buildUsa, insertUsa } from "../../seeds/usa";
import { buildUsaClearance, insertUsaClearance } from "../../seeds/usa-clearance";
import { START, startTestSimulator, type TestSimulator } from "../testing/harness";
import { T1, T2 } from "../testing/fixtures";
import { insertClearanceWorld, newShipment } from "../testing/usa-clearance-world";
import { dayOf } from "./usa-references";
import { ok } from "../testing/answers";

const DAY = 86_400_000;
const TODAY = dayOf(START);

let sim: TestSimulator;
afterEach(() => sim.close());

const dashboard = async (token: string): Promise<UsDashboard> => usDashboardSchema.parse(await ok(sim.get(usDashboardPaths.query, { token })));
const listOf = async (token: string, query: Record<string, string> = {}) =>
  (await ok(sim.get(usShipmentPaths.query, { token, query: { pageSize: "100", ...query } }))) as { list: any[]; pagination: { total: number } };

describe("the US clearance dashboard in the simulator", () => {
  it("counts every stage and attention list as the shipment list's filters total them, on the provider's day", async () => {
    sim = await startTestSimulator();
    sim.db.transaction((tx) => {
      const usa = buildUsa(TODAY);
      insertUsa(tx, usa);
      insertUsaClearance(tx, buildUsaClearance(TODAY, usa));
    });
    const token = await sim.login("admin", T1);
    const answer = await dashboard(token);
    expect(answer.asOf).toBe(TODAY);
    for (const stage of SHIPMENT_STAGES) expect({ stage, n: answer.byStage[stage] }).toEqual({ stage, n: (await listOf(token, { stage })).pagination.total });
    for (const attention of SHIPMENT_ATTENTION) expect({ attention, n: answer.attention[attention] }).toEqual({ attention, n: (await listOf(token, { attention })).pagination.total });
    const all = await listOf(token);
    expect(Object.values(answer.byStage).reduce((a, b) => a + b, 0)).toBe(all.pagination.total);
    expect(answer.attention.pastLfd).toBeGreaterThan(0);

    // Every container at risk belongs to a shipment on the past or near list, the most urgent first.
    const onLists = new Set([...(await listOf(token, { attention: "pastLfd" })).list, ...(await listOf(token, { attention: "nearLfd" })).list].map((s) => s.id));
    expect(answer.containersAtRisk.length).toBeGreaterThan(0);
    expect(answer.containersAtRisk.length).toBeLessThanOrEqual(CONTAINERS_AT_RISK_SHOWN);
    for (const box of answer.containersAtRisk) expect({ box: box.containerNumber, listed: onLists.has(box.shipmentId) }).toEqual({ box: box.containerNumber, listed: true });
    const daysLeft = answer.containersAtRisk.map((box) => box.daysLeft);
    expect(daysLeft).toEqual([...daysLeft].sort((a, b) => a - b));
    expect(answer.containersAtRisk.filter((box) => box.daysLeft < 0).every((box) => box.lastFreeDay < TODAY)).toBe(true);

    // The newest files, as the list shows them first.
    expect(answer.recent).toEqual(all.list.slice(0, 5).map((s) => ({ id: s.id, fileNo: s.fileNo, importerName: s.importerName, stage: s.stage, eta: s.eta ?? null })));
  });

  it("drops a container from past its last free day once its outgate is recorded; each tenant counts its own; no grant, no dashboard", async () => {
    sim = await startTestSimulator({ placesReference: true });
    insertClearanceWorld(sim.db);
    let token = await sim.login("admin", T1);
    const id = (await ok(sim.post(usShipmentPaths.add, { token, json: newShipment(T1) }))).id as string;
    const box = (await ok(sim.post(usContainerPaths.add, { token, json: { shipmentId: id, containerNumber: "MSKU1234565", sizeType: "45G1", grossWeightKg: "18000", packages: "900" } }))).id as string;
    const record = (milestone: string, at: string, containerId?: string) => ok(sim.post(usMilestonePaths.record, { token, json: { shipmentId: id, milestone, at, containerId } }));
    await record("isf", "2025-12-01T10:00");
    await record("mbl", "2025-12-05");
    await record("port", "2025-12-20");
    await record("customs", "2025-12-21");
    await record("freight", "2025-12-21");
    await record("container", "2025-12-22", box);
    await record("lastFreeDay", "2026-01-02", box);
    const near = await dashboard(token);
    expect(near.attention).toMatchObject({ pastLfd: 0, nearLfd: 1 });
    expect(near.containersAtRisk).toEqual([
      { shipmentId: id, fileNo: "USI-2601-0001", containerNumber: "MSKU1234565", lastFreeDay: "2026-01-02", daysLeft: 1, importerName: `Pacific Trail Outdoor ${T1}` },
    ]);

    // Three days on, the last free day has passed; the outgate takes the box off the list.
    sim.advance(3 * DAY);
    token = await sim.login("admin", T1);
    const past = await dashboard(token);
    expect(past).toMatchObject({ asOf: "2026-01-04", attention: { pastLfd: 1, nearLfd: 0 }, byStage: { outgate: 1 } });
    expect(past.containersAtRisk.map((c) => c.daysLeft)).toEqual([-2]);
    await record("outgate", "2026-01-04T10:00", box);
    const after = await dashboard(token);
    expect(after).toMatchObject({ attention: { pastLfd: 0 }, byStage: { outgate: 0, delivery: 1 }, containersAtRisk: [] });
    expect(after.recent.map((s) => [s.id, s.stage])).toEqual([[id, "delivery"]]);

    // 10002 sees its own book only.
    const other = await sim.login("editor", T2);
    expect((await dashboard(other)).byStage.delivery).toBe(0);
    await ok(sim.post(usShipmentPaths.add, { token: other, json: newShipment(T2, { fdaStatus: "hold" }) }));
    const theirs = await dashboard(other);
    expect(theirs).toMatchObject({ attention: { hold: 1, pastLfd: 0 }, byStage: { isf: 1, delivery: 0 }, containersAtRisk: [] });
    expect(theirs.recent.map((s) => s.importerName)).toEqual([`Pacific Trail Outdoor ${T2}`]);
    expect((await dashboard(token)).attention.hold).toBe(0);

    // 10001's editor holds no grant on the US interface.
    const refused = await sim.get(usDashboardPaths.query, { token: await sim.login("editor", T1) });
    expect(refused.body.status).toBe(403);
  });
});
