import { and, eq } from "drizzle-orm";
import { CLASSIFY_STATUSES, CLASSIFY_STEPS, classifyCandidatesSchema, classifyOrderPaths, classifyOrderSchema, stepRefusal, type ClassifyStep } from "../../contract/customs/classification";
import { customsGoodsPaths } from "../../contract/customs/goods";
import { customsMessages as c } from "../../contract/customs/messages";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { auditLog, classifyOrders, classifySteps } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { insertCustomsWorld, newGoods, newOrder } from "../testing/customs-world";
import { ok, refusal } from "../testing/answers";

let sim: TestSimulator;
let editor: string, admin: string, manager: string;
beforeEach(async () => {
  sim = await startTestSimulator({ placesReference: true });
  insertCustomsWorld(sim.db);
  [editor, admin, manager] = await Promise.all([sim.login("editor", T1), sim.login("admin", T1), sim.login("manager", T1)]);
});
afterEach(() => sim.close());


const PATHS: Record<ClassifyStep, string> = { submit: classifyOrderPaths.submit, claim: classifyOrderPaths.claim, propose: classifyOrderPaths.propose, approve: classifyOrderPaths.approve, return: classifyOrderPaths.return, cancel: classifyOrderPaths.cancel };
const PROPOSAL = { hs6: "6109.10", htsCode: "6109.10.00.12", cnCode: "6109100022", gri: ["1", "6"], rationale: "Knitted cotton T-shirt: heading 6109 by GRI 1, subheading by GRI 6." };
const BODIES: Record<ClassifyStep, (id: string) => Record<string, unknown>> = {
  submit: (id) => ({ id }),
  claim: (id) => ({ id }),
  propose: (id) => ({ id, ...PROPOSAL }),
  approve: (id) => ({ id }),
  return: (id) => ({ id, reason: "Send the fabric's weight per square metre" }),
  cancel: (id) => ({ id }),
};
const step = (name: ClassifyStep, id: string, as: string, body: Record<string, unknown> = {}) => sim.post(PATHS[name], { token: as, json: { ...BODIES[name](id), ...body } });

async function submitted(as = editor) {
  const goodsId = (await ok(sim.post(customsGoodsPaths.add, { token: as, json: newGoods({ modelNumber: `TS-${Math.random().toString(36).slice(2, 8)}` }) }))).id as string;
  const id = (await ok(sim.post(classifyOrderPaths.add, { token: as, json: newOrder(goodsId) }))).id as string;
  return { goodsId, id };
}
const orderRow = async (id: string, as = editor) => classifyOrderSchema.parse((await ok(sim.get(classifyOrderPaths.query, { token: as, query: { id } }))).list[0]);
const goodsRow = async (id: string, as = editor) => (await ok(sim.get(customsGoodsPaths.query, { token: as, query: { id } }))).list[0];

describe("classification orders in the simulator", () => {
  it("runs an order from submission through a proposal to a reviewer's approval, which writes the codes onto the goods", async () => {
    const { goodsId, id } = await submitted();
    expect(await orderRow(id)).toMatchObject({ orderNo: "CLS-2601-0001", status: "submitted", createByName: "editor", jurisdictions: ["US", "CN"], goodsName: "Men's cotton crew-neck T-shirt" });
    await ok(sim.put(classifyOrderPaths.update, { token: editor, json: { ...newOrder(goodsId, { jurisdictions: ["CN", "US"], functionUse: "Everyday outerwear" }), id } }));

    await ok(step("claim", id, admin));
    expect(await refusal(sim.put(classifyOrderPaths.update, { token: editor, json: { ...newOrder(goodsId), id } }))).toBe(c.notEditable);
    expect(await refusal(step("propose", id, admin, { cnCode: "" }))).toContain(c.codeMissing);
    expect(await refusal(step("propose", id, admin, { hkCode: "61091000" }))).toContain(c.codeNotRequested);
    expect(await refusal(step("propose", id, admin, { htsCode: "6110.20.20.10" }))).toContain(c.codeUnderHs6);
    expect(await refusal(step("propose", id, admin, { gri: [] }))).toContain(c.griNeeded);
    expect(await refusal(step("propose", id, manager))).toBe(c.notTheAssignee);
    await ok(step("propose", id, admin));
    // Four eyes: the proposer cannot sign off; another reviewer can.
    expect(await refusal(step("approve", id, admin))).toBe(c.fourEyes);
    await ok(step("approve", id, manager));

    const order = await orderRow(id);
    expect(order).toMatchObject({ status: "classified", assigneeName: "admin", proposedByName: "admin", reviewerName: "manager", gri: ["1", "6"], functionUse: "Everyday outerwear" });
    expect(order.steps.map((s) => [s.step, s.fromStatus ?? null, s.toStatus, s.username])).toEqual([
      ["submit", null, "submitted", "editor"],
      ["claim", "submitted", "in_review", "admin"],
      ["propose", "in_review", "in_review", "admin"],
      ["approve", "in_review", "classified", "manager"],
    ]);
    expect(order.steps[2]).toMatchObject({ note: PROPOSAL.rationale, codes: { hs6: "610910", htsCode: "6109100012", cnCode: "6109100022", hkCode: null, gri: "1,6" } });
    expect(await goodsRow(goodsId)).toMatchObject({ hs6: "610910", htsCode: "6109100012", cnCode: "6109100022", hkCode: null, classifiedBy: "manager", classifyOrderId: id });
    expect((await goodsRow(goodsId)).classifiedAt).toBe(new Date(sim.now()).toISOString());
    const trail = sim.db.select().from(auditLog).where(eq(auditLog.entityId, id)).all();
    expect(trail.map((row) => row.action)).toEqual(["create", "update", "assign", "update", "approve"]);
    expect(sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "GoodsMgt"), eq(auditLog.action, "approve"))).all()).toHaveLength(1);

    // Codes typed by hand are no longer the reviewed ones.
    await ok(sim.put(customsGoodsPaths.update, { token: editor, json: { ...newGoods({ modelNumber: (await goodsRow(goodsId)).modelNumber, hs6: "610990", htsCode: "", cnCode: "" }), id: goodsId } }));
    expect(await goodsRow(goodsId)).toMatchObject({ hs6: "610990", classifiedBy: null, classifiedAt: null, classifyOrderId: null });
  });

  it("takes each step only from the statuses it follows, and refuses it from every other", async () => {
    // The admin is the member and the assignee; the proposal is the manager's, so only the status decides.
    const { id } = await submitted(admin);
    const mine = and(eq(classifyOrders.tenantCode, T1), eq(classifyOrders.id, id));
    const proposal = { assigneeId: ids.admin, proposedHs6: "610910", proposedHtsCode: "6109100012", proposedCnCode: "6109100022", proposedById: ids.manager };
    for (const name of CLASSIFY_STEPS) {
      for (const status of CLASSIFY_STATUSES) {
        sim.db.update(classifyOrders).set({ status, ...proposal }).where(mine).run();
        const answer = (await step(name, id, admin)).body;
        const expected = stepRefusal(name, status);
        expect({ name, status, message: answer.message }).toEqual({ name, status, message: expected ?? "success" });
      }
    }
    expect(await refusal(sim.post(classifyOrderPaths.delete, { token: admin, query: { id } }))).toBe(c.orderKept);
  });

  it("returns an order with a reason; the member edits and submits it again, or cancels it; nobody else may", async () => {
    const { goodsId, id } = await submitted();
    await ok(step("claim", id, manager));
    expect(await refusal(step("return", id, manager, { reason: "" }))).toContain(rm.required);
    await ok(step("return", id, manager));
    expect(await orderRow(id)).toMatchObject({ status: "returned", returnReason: "Send the fabric's weight per square metre" });
    // The manager holds the member's buttons too, yet the order is the editor's.
    expect(await refusal(sim.put(classifyOrderPaths.update, { token: manager, json: { ...newOrder(goodsId), id } }))).toBe(c.notTheMember);
    expect(await refusal(step("submit", id, manager))).toBe(c.notTheMember);
    expect(await refusal(step("cancel", id, manager))).toBe(c.notTheMember);
    await ok(sim.put(classifyOrderPaths.update, { token: editor, json: { ...newOrder(goodsId, { material: "100% cotton knit, 180 g/m², single jersey" }), id } }));
    await ok(step("submit", id, editor));
    expect(await orderRow(id)).toMatchObject({ status: "submitted", returnReason: null, material: "100% cotton knit, 180 g/m², single jersey" });
    await ok(step("cancel", id, editor));
    expect(await refusal(step("claim", id, manager))).toBe(c.notClaimable);
    expect((await orderRow(id)).steps.map((s) => s.step)).toEqual(["submit", "claim", "return", "submit", "cancel"]);
  });

  it("guards the steps by button, lists a member's own orders, and keeps each tenant's orders apart", async () => {
    const { id } = await submitted();
    const { id: managers } = await submitted(manager);
    expect((await step("claim", id, editor)).body.status).toBe(403);
    expect((await step("approve", id, editor)).body.status).toBe(403);
    expect((await sim.get(classifyOrderPaths.candidates, { token: editor, query: { id } })).body.status).toBe(403);
    // The queue's export button exports the orders too; the member holds neither export.
    const exported = await sim.post(classifyOrderPaths.exportXlsx, { token: manager });
    expect([exported.status, exported.headers.get("content-type")]).toEqual([200, expect.stringContaining("spreadsheetml")]);
    expect((await sim.post(classifyOrderPaths.exportXlsx, { token: editor })).body.status).toBe(403);
    const listed = async (query: Record<string, string>, as: string) => (await ok(sim.get(classifyOrderPaths.query, { token: as, query }))).list.map((o: { id: string }) => o.id);
    expect(await listed({ mine: "1" }, editor)).toEqual([id]);
    expect((await listed({}, editor)).sort()).toEqual([id, managers].sort());

    const other = await sim.login("editor", T2);
    expect(await listed({}, other)).toEqual([]);
    expect(await refusal(step("claim", id, other))).toBe(rm.notFound);
    expect(await refusal(sim.post(classifyOrderPaths.add, { token: other, json: newOrder((await orderRow(id)).goodsId) }))).toBe(c.goodsUnknown);
    expect(sim.db.select().from(classifySteps).where(eq(classifySteps.tenantCode, T2)).all()).toEqual([]);
  });

  it("leaves nothing half-done when writing the codes onto the goods fails", async () => {
    const { goodsId, id } = await submitted();
    await ok(step("claim", id, admin));
    await ok(step("propose", id, admin));
    sim.db.$client.exec("create trigger goods_locked before update on customs_goods begin select raise(abort, 'goods locked'); end");
    expect((await step("approve", id, manager)).body.status).not.toBe(200);
    expect((await orderRow(id)).status).toBe("in_review");
    expect((await orderRow(id)).steps.map((s) => s.step)).toEqual(["submit", "claim", "propose"]);
    expect(sim.db.select().from(auditLog).where(eq(auditLog.action, "approve")).all()).toEqual([]);
    expect(await goodsRow(goodsId)).toMatchObject({ hs6: null, classifiedBy: null });
    sim.db.$client.exec("drop trigger goods_locked");
    await ok(step("approve", id, manager));
    expect(await goodsRow(goodsId)).toMatchObject({ hs6: "610910", classifiedBy: "manager" });
  });
});

describe("HS candidates for an order", () => {
  it("offers the subheadings the public HS search ranks first, with the US HTS lines under them", async () => {
    sim.close();
    sim = await startTestSimulator({ placesReference: true, hsReference: true });
    insertCustomsWorld(sim.db);
    [editor, manager] = await Promise.all([sim.login("editor", T1), sim.login("manager", T1)]);
    const { id } = await submitted();
    const answer = classifyCandidatesSchema.parse(await ok(sim.get(classifyOrderPaths.candidates, { token: manager, query: { id } })));
    const tShirts = answer.candidates.find((candidate) => candidate.code === "610910");
    expect(tShirts?.path.map((node) => node.code)).toEqual(["61", "6109"]);
    expect(tShirts?.usHts.map((line) => line.htsCode)).toContain("6109.10.00.12");
  });
});
