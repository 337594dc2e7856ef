import { and, eq } from "drizzle-orm";
import { hkMessagePaths } from "../../contract/hk/exchange";
import { hkConsignmentMessages as cm, hkConsignmentPaths, hkTimeText, ROCARS_ANSWER_DELAY_MS } from "../../contract/hk/consignment";
import { hkTdecLinePaths as linePaths, hkTdecMessages as m, hkTdecPaths as paths, problemText } from "../../contract/hk/tdec";
import { auditLog, hkConsignments, hkMessages, roleButtons } from "../../db/schema";
import { ok, refusal } from "../testing/answers";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { insertHkUdrWorld, insertHkWorld } from "../testing/hk-world";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let sim: TestSimulator;
let world: ReturnType<typeof insertHkUdrWorld>;
let editor: string;

beforeEach(async () => {
  sim = await startTestSimulator({ placesReference: true });
  insertHkWorld(sim.db);
  world = insertHkUdrWorld(sim.db);
  editor = await sim.login("editor", T2);
});
afterEach(() => sim.close());

let seq = 0;
/** A consignment ROCARS has answered, as the simulator stores it. */
function consignment(overrides: Partial<typeof hkConsignments.$inferInsert> = {}): string {
  seq += 1;
  const id = String(972000 + seq);
  const decided = new Date(sim.now() - HOUR);
  sim.db
    .insert(hkConsignments)
    .values({
      id, tenantCode: T2, refNo: `ECI-TEST-${seq}`, direction: "import", controlPoint: "LMC", expectedCrossingAt: hkTimeText(sim.now() - 2 * HOUR), packages: 10, packageDescription: "Cartons",
      articlesDescription: "Bluetooth earphones", consignorName: "Shenzhen VoltLeaf", consignorAddress: "Bao'an, Shenzhen", consigneeName: "Kowloon Bay Trading Co.", consigneeAddress: "Kowloon Bay",
      status: "bundled", ccrn: `CCRN-DEMO-20261120-${String(seq).padStart(6, "0")}`, submittedAt: decided, decidedAt: decided, vehicleNo: "LV1234", crossingAt: hkTimeText(sim.now() - 2 * HOUR), bundledAt: decided,
      createTime: decided, updateTime: decided, ...overrides,
    })
    .run();
  return id;
}

const header = (overrides: Record<string, unknown> = {}) => ({
  kind: "import", declaringUnitId: world.unitId, consignorName: "Shenzhen VoltLeaf", consignorAddress: "Bao'an, Shenzhen", consigneeName: "Kowloon Bay Trading Co.", consigneeAddress: "Kowloon Bay",
  transportMode: "road", conveyance: "LV1234", controlPoint: "LMC", movedOn: hkTimeText(sim.now()).slice(0, 10), ...overrides,
});
const read = async (id: string, as = editor) => (await ok(sim.get(paths.query, { token: as, query: { id } }))).list[0];
const linesOf = async (tdecId: string) => (await ok(sim.get(linePaths.query, { token: editor, query: { tdecId, sorter: "lineNo_ascend" } }))).list;
const line = (tdecId: string, overrides: Record<string, unknown> = {}) => ({ tdecId, hkhsCode: "85183000", description: "Bluetooth earphones", quantity: "10", unit: "PCS", value: "1455", country: "CN", ...overrides });
async function addTdec(overrides: Record<string, unknown> = {}): Promise<string> {
  await ok(sim.post(paths.add, { token: editor, json: header(overrides) }));
  return (await ok(sim.get(paths.query, { token: editor, query: { sorter: "createTime_descend" } }))).list[0].id;
}
const messages = async (query: Record<string, string>, as = editor) => (await ok(sim.get(hkMessagePaths.query, { token: as, query: { pageSize: "100", ...query } }))).list;

describe("Hong Kong import/export declarations in the simulator", () => {
  it("creates a draft from the CCRNs of one truck trip, inheriting parties, vehicle, crossing day and one line per CCRN", async () => {
    const earphones = consignment();
    const unknown = consignment({ articlesDescription: "Ceramic vases, hand-painted", packages: 4 });
    const { id } = await ok(sim.post(paths.fromConsignments, { token: editor, json: { ids: [earphones, unknown] } }));
    const tdec = await read(id);
    expect(tdec).toMatchObject({
      refNo: expect.stringMatching(/^TDC-\d{4}-0001$/), status: "draft", kind: "import", declaringUnitId: world.unitId, consigneeName: "Kowloon Bay Trading Co.", transportMode: "road",
      conveyance: "LV1234", controlPoint: "LMC", transportDocument: "CCRN-DEMO-20261120-000001", movedOn: hkTimeText(sim.now() - 2 * HOUR).slice(0, 10), lineCount: 2, totalValue: "1455.00",
    });
    expect(tdec.consignments.map((c: { id: string }) => c.id)).toEqual([earphones, unknown]);
    expect(await linesOf(id)).toMatchObject([
      { lineNo: 1, description: "Bluetooth earphones", hkhsCode: "85183000", quantity: 10, unit: "PCS", value: "1455.00", country: "CN", cargoId: world.cargo.earphones },
      { lineNo: 2, description: "Ceramic vases, hand-painted", hkhsCode: null, quantity: 4, value: "0.00", cargoId: null },
    ]);
    // The CCRN list names the declaration each CCRN went into.
    const ccrns = (await ok(sim.get(hkConsignmentPaths.query, { token: editor, query: { pageSize: "100" } }))).list;
    expect(ccrns.find((c: { id: string }) => c.id === earphones)).toMatchObject({ tdecId: id, tdecRefNo: tdec.refNo });
    // Lodging refuses the line the user has not classified yet, naming it.
    expect(await refusal(sim.post(paths.lodge, { token: editor, json: { id } }))).toBe(problemText({ rule: "lineWithoutCode", lineNo: 2 }));
  });

  it("refuses CCRNs of two directions or two vehicles, one ROCARS has not accepted, and one already declared", async () => {
    const first = consignment();
    const create = (list: string[]) => sim.post(paths.fromConsignments, { token: editor, json: { ids: list } });
    expect(await refusal(create([first, consignment({ direction: "export" })]))).toBe(m.directionsDiffer);
    expect(await refusal(create([first, consignment({ vehicleNo: "TK8821" })]))).toBe(m.vehiclesDiffer);
    expect(await refusal(create([first, consignment({ status: "accepted", decidedAt: new Date(sim.now() + 2_000) })]))).toBe(m.consignmentsNotAnswered);
    expect(await refusal(create([consignment({ status: "draft", ccrn: null })]))).toBe(m.consignmentsNotAnswered);
    const { id } = await ok(create([first]));
    expect(await refusal(create([first]))).toBe(m.consignmentUsed);
    // Once that declaration is cancelled, its CCRNs start another.
    await ok(sim.post(paths.cancel, { token: editor, json: { ids: [id] } }));
    expect((await read(id)).status).toBe("cancelled");
    await ok(create([first]));
  });

  it("refuses a line that breaks the grouping rule at once, lodges a classified draft for a demo UDR, and prices late lodgement", async () => {
    const id = await addTdec({ movedOn: hkTimeText(sim.now() - 40 * DAY).slice(0, 10) });
    expect(await refusal(sim.post(paths.lodge, { token: editor, json: { id } }))).toBe(m.noLines);
    await ok(sim.post(linePaths.add, { token: editor, json: line(id) }));
    expect(await refusal(sim.post(linePaths.add, { token: editor, json: line(id, { hkhsCode: "95045000", description: "Video game consoles", country: "JP" }) }))).toBe(
      problemText({ rule: "headingDiffers", lineNo: 2, heading: "8518" }),
    );
    expect(await refusal(sim.post(linePaths.add, { token: editor, json: line(id, { hkhsCode: "85182100", country: "JP" }) }))).toBe(problemText({ rule: "countryDiffers", lineNo: 2, country: "CN" }));
    await ok(sim.post(linePaths.add, { token: editor, json: line(id, { hkhsCode: "85182100", description: "Portable speakers", value: "25000" }) }));
    // 40 days after the import, a draft is late: 26 days past the due date, over HK$20,000.
    expect(await read(id)).toMatchObject({ late: true, penalty: "40.00", totalValue: "26455.00", dueDate: hkTimeText(sim.now() - 26 * DAY).slice(0, 10) });

    const { udr } = await ok(sim.post(paths.lodge, { token: editor, json: { id } }));
    expect(udr).toBe(`UDR-DEMO-${hkTimeText(sim.now()).slice(0, 10).replace(/-/g, "")}-000001`);
    expect(await read(id)).toMatchObject({ status: "lodged", udr, lodgedBy: "editor", late: true, penalty: "40.00" });
    expect(await refusal(sim.post(paths.lodge, { token: editor, json: { id } }))).toBe(m.notDraft);
    expect(await refusal(sim.post(linePaths.add, { token: editor, json: line(id) }))).toBe(m.notDraft);
    const trail = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "hongKongCustomsDeclaration"), eq(auditLog.entityId, id))).all();
    expect(trail.map((row) => [row.action, (row.after as { status?: string })?.status])).toEqual([["create", "draft"], ["update", "lodged"]]);
    expect((await messages({ subject: "tdec", reference: udr })).map((r: { type: string }) => r.type).sort()).toEqual(["tdecCreate", "tdecLodge", "udrAck"]);
    expect((await messages({ subject: "tdec", subjectId: id })).map((r: { type: string }) => r.type).sort()).toEqual(["tdecCreate", "tdecLodge", "udrAck"]);
    // Only lodging leaves the product; making the draft is recorded, not sent.
    const directions = Object.fromEntries((await messages({ subject: "tdec", subjectId: id })).map((r: { type: string; direction: string }) => [r.type, r.direction]));
    expect(directions).toEqual({ tdecCreate: "recorded", tdecLodge: "sent", udrAck: "received" });
  });

  it("keeps tenants apart and checks the buttons of every write", async () => {
    const id = await addTdec();
    const ccrn = consignment();
    const other = await sim.login("editor", T1);
    expect((await ok(sim.get(paths.query, { token: other }))).pagination.total).toBe(0);
    expect((await messages({}, other)).length).toBe(0);
    expect(await refusal(sim.post(paths.lodge, { token: other, json: { id } }))).toBe(m.tdecUnknown);
    expect(await refusal(sim.post(paths.cancel, { token: other, json: { ids: [id] } }))).toBe(m.tdecUnknown);
    expect(await refusal(sim.post(linePaths.add, { token: other, json: line(id) }))).toBe(m.tdecUnknown);
    expect(await refusal(sim.post(paths.fromConsignments, { token: other, json: { ids: [ccrn] } }))).toBe(cm.consignmentUnknown);
    expect(await refusal(sim.post(paths.add, { token: other, json: header() }))).toBe(m.declaringUnitUnknown);
    expect(await refusal(sim.post(paths.add, { token: editor, json: header({ controlPoint: "" }) }))).toContain(m.controlPointNeeded);

    sim.db.delete(roleButtons).where(eq(roleButtons.roleId, ids.editorRole2)).run();
    const denied = "no permission for this operation";
    expect(await refusal(sim.post(paths.add, { token: editor, json: header() }))).toBe(denied);
    expect(await refusal(sim.post(paths.fromConsignments, { token: editor, json: { ids: [ccrn] } }))).toBe(denied);
    expect(await refusal(sim.post(paths.lodge, { token: editor, json: { id } }))).toBe(denied);
    expect(await refusal(sim.post(paths.cancel, { token: editor, json: { ids: [id] } }))).toBe(denied);
    expect(await refusal(sim.post(linePaths.add, { token: editor, json: line(id) }))).toBe(denied);
  });

  it("shows ROCARS's answer and a vehicle's crossing in the history only from the time they happen", async () => {
    await ok(
      sim.post(hkConsignmentPaths.add, {
        token: editor,
        json: { direction: "import", controlPoint: "SBC", expectedCrossingAt: hkTimeText(sim.now() + 6 * HOUR), packages: "5", packageDescription: "Cartons", articlesDescription: "Portable speakers", consignorName: "Shenzhen VoltLeaf", consignorAddress: "Bao'an", consigneeName: "Tsuen Wan Hub Ltd.", consigneeAddress: "Tsuen Wan" },
      }),
    );
    const id = (await ok(sim.get(hkConsignmentPaths.query, { token: editor, query: { sorter: "createTime_descend" } }))).list[0].id;
    await ok(sim.post(hkConsignmentPaths.submit, { token: editor, json: { id } }));
    const types = async () => (await messages({ subject: "ccrn", subjectId: id, sorter: "at_ascend" })).map((r: { type: string; statusAfter: string }) => `${r.type}:${r.statusAfter}`);
    expect(await types()).toEqual(["eAci:submitted"]);
    sim.advance(ROCARS_ANSWER_DELAY_MS);
    expect(await types()).toEqual(["eAci:submitted", "rocarsAnswer:accepted"]);
    await ok(sim.post(hkConsignmentPaths.bundle, { token: editor, json: { ids: [id], vehicleNo: "PM3190", controlPoint: "SBC", crossingAt: hkTimeText(sim.now() + 2 * HOUR) } }));
    expect(await types()).toEqual(["eAci:submitted", "rocarsAnswer:accepted", "bundle:bundled"]);
    expect((await messages({ vehicleNo: "pm3190", party: "tsuen wan" })).map((r: { type: string }) => r.type)).toEqual(["bundle"]);
    sim.advance(2 * HOUR);
    editor = await sim.login("editor", T2);
    expect(await types()).toEqual(["eAci:submitted", "rocarsAnswer:accepted", "bundle:bundled", "crossed:crossed"]);
    expect(sim.db.select().from(hkMessages).all().every((row) => row.tenantCode === T2)).toBe(true);
  });
});
