import { and, eq } from "drizzle-orm";
import { classifyOrderPaths, classifyOrderSchema } from "../../contract/customs/classification";
import { customsGoodsPaths } from "../../contract/customs/goods";
import { customsMessages as c } from "../../contract/customs/messages";
import { paths } from "../../contract/paths";
import { CLASSIFY_REVIEW_PARAM, CLASSIFY_REVIEW_PROCESS_KEY } from "../../contract/workflow/classification-review";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { menus, params, roleMenus, roleUrls, urls, workflowInstances } from "../../db/schema";
import { CLASSIFY_REVIEW_PROCESS } from "../../seeds/workflow";
import { ok, refusal } from "../testing/answers";
import { insertCustomsWorld, newGoods, newOrder } from "../testing/customs-world";
import { ids, T1 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { xmlOf } from "../workflow/spec";
import { deployed } from "../workflow/testing";

const w = paths.workflow;
const PROPOSAL = { hs6: "6109.10", htsCode: "6109.10.00.12", cnCode: "6109100022", gri: ["1", "6"], rationale: "Knitted cotton T-shirt: heading 6109 by GRI 1, subheading by GRI 6." };

let sim: TestSimulator;
let editor: string, admin: string, manager: string;
beforeEach(async () => {
  sim = await startTestSimulator({ placesReference: true });
  insertCustomsWorld(sim.db);
  const at = new Date(1);
  // The fixture's manager (ROLE_AGENT) reviews: the process offers the task to agents, and they reach My tasks.
  const spec = { ...CLASSIFY_REVIEW_PROCESS, nodes: CLASSIFY_REVIEW_PROCESS.nodes.map((n) => (n.id === "review" ? { ...n, candidates: "role:ROLE_AGENT, role:ROLE_ADMIN" } : n)) };
  await deployed(sim.db, T1, CLASSIFY_REVIEW_PROCESS_KEY, xmlOf(spec), at);
  sim.db.insert(menus).values({ id: "569100", menuCode: "myTask", menuName: "My tasks", menuPath: "/mytask", createTime: at }).run();
  sim.db.insert(roleMenus).values({ tenantCode: T1, roleId: ids.agentRole1, menuId: "569100" }).run();
  sim.db.insert(urls).values({ id: "569200", url: "/api/activiti/**", method: "*", createTime: at }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.agentRole1, urlId: "569200" }).run();
  sim.db.insert(params).values({ id: "569300", tenantCode: T1, paramName: "Review by process", paramKey: CLASSIFY_REVIEW_PARAM, paramValue: "true", createTime: at, updateTime: at }).run();
  [editor, admin, manager] = await Promise.all([sim.login("editor", T1), sim.login("admin", T1), sim.login("manager", T1)]);
});
afterEach(() => sim.close());

/** An order submitted by the editor, claimed and proposed by the admin: its review process has started. */
async function proposed() {
  const goodsId = (await ok(sim.post(customsGoodsPaths.add, { token: editor, json: newGoods({ modelNumber: `TS-${Math.random().toString(36).slice(2, 8)}` }) }))).id as string;
  const id = (await ok(sim.post(classifyOrderPaths.add, { token: editor, json: newOrder(goodsId) }))).id as string;
  await ok(sim.post(classifyOrderPaths.claim, { token: admin, json: { id } }));
  await ok(sim.post(classifyOrderPaths.propose, { token: admin, json: { id, ...PROPOSAL } }));
  const review = (await ok(sim.get(w.queryTodoTask, { token: manager }))).list.find((t: { businessKey: string }) => t.businessKey === id);
  return { goodsId, id, taskId: review.id as string };
}
const orderRow = async (id: string) => classifyOrderSchema.parse((await ok(sim.get(classifyOrderPaths.query, { token: editor, query: { id } }))).list[0]);
const reviewOf = (orderId: string) => sim.db.select().from(workflowInstances).where(and(eq(workflowInstances.tenantCode, T1), eq(workflowInstances.businessKey, orderId))).get()!;

describe("the classification review as a process", () => {
  it("starts with the proposal; the reviewer's completed task signs the codes off, never the proposer's", async () => {
    const { goodsId, id, taskId } = await proposed();
    expect(reviewOf(id)).toMatchObject({ definitionKey: CLASSIFY_REVIEW_PROCESS_KEY, status: "running", startUserName: "admin" });
    expect(await refusal(sim.post(classifyOrderPaths.approve, { token: manager, json: { id } }))).toBe(m.reviewByProcess);
    expect(await refusal(sim.post(w.claimTask, { token: admin, json: { id: taskId } }))).toBe(c.fourEyes);

    await ok(sim.post(w.claimTask, { token: manager, json: { id: taskId } }));
    await ok(sim.post(w.completeTask, { token: manager, json: { id: taskId, comment: "Codes confirmed", variables: { approved: true } } }));
    expect(await orderRow(id)).toMatchObject({ status: "classified", reviewerName: "manager" });
    expect((await ok(sim.get(customsGoodsPaths.query, { token: editor, query: { id: goodsId } }))).list[0]).toMatchObject({ hs6: "610910", classifiedBy: "manager" });
    expect(reviewOf(id)).toMatchObject({ status: "ended", result: "completed" });
    // The order still says how it was reviewed, and which instance did it.
    expect(await orderRow(id)).toMatchObject({ reviewPath: "process", reviewInstanceId: reviewOf(id).id });
  });

  it("tells which review an order follows: the parameter's before a proposal, the proposal's after it", async () => {
    const goodsId = (await ok(sim.post(customsGoodsPaths.add, { token: editor, json: newGoods({ modelNumber: "TS-PATH" }) }))).id as string;
    const id = (await ok(sim.post(classifyOrderPaths.add, { token: editor, json: newOrder(goodsId) }))).id as string;
    expect(await orderRow(id)).toMatchObject({ reviewPath: "process", reviewInstanceId: null });
    await ok(sim.post(classifyOrderPaths.claim, { token: admin, json: { id } }));
    await ok(sim.post(classifyOrderPaths.propose, { token: admin, json: { id, ...PROPOSAL } }));
    expect(await orderRow(id)).toMatchObject({ reviewPath: "process", reviewInstanceId: reviewOf(id).id });
    // Switched off while it runs, the review under way stays the process's.
    sim.db.update(params).set({ paramValue: "false" }).where(eq(params.id, "569300")).run();
    expect(await orderRow(id)).toMatchObject({ reviewPath: "process", reviewInstanceId: reviewOf(id).id });
  });

  it("sends the order back with the reviewer's comment, and keeps nothing of a decision without one", async () => {
    const { id, taskId } = await proposed();
    await ok(sim.post(w.claimTask, { token: manager, json: { id: taskId } }));
    expect(await refusal(sim.post(w.completeTask, { token: manager, json: { id: taskId } }))).toBe(m.commentRequired);
    expect(reviewOf(id).status).toBe("running");
    expect((await orderRow(id)).status).toBe("in_review");

    await ok(sim.post(w.completeTask, { token: manager, json: { id: taskId, comment: "Give the fabric's weight per square metre" } }));
    expect(await orderRow(id)).toMatchObject({ status: "returned", returnReason: "Give the fabric's weight per square metre", reviewerName: "manager" });
    expect(reviewOf(id)).toMatchObject({ status: "ended", result: "completed" });
  });

  it("starts only from its order: it is not offered to start by hand, and a hand start is refused", async () => {
    const options = (await ok(sim.get(w.queryDefinitionOptions, { token: manager }))) as { value: string }[];
    expect(options.map((o) => o.value)).not.toContain(CLASSIFY_REVIEW_PROCESS_KEY);
    expect(await refusal(sim.post(w.startInstance, { token: manager, json: { definitionKey: CLASSIFY_REVIEW_PROCESS_KEY, businessKey: "made-up", variables: {} } }))).toBe(m.startedByItsOrder);
    expect(sim.db.select().from(workflowInstances).where(eq(workflowInstances.businessKey, "made-up")).all()).toEqual([]);
  });

  it("leaves today's review alone where the parameter is off", async () => {
    sim.db.update(params).set({ paramValue: "false" }).where(eq(params.id, "569300")).run();
    const goodsId = (await ok(sim.post(customsGoodsPaths.add, { token: editor, json: newGoods({ modelNumber: "TS-OFF" }) }))).id as string;
    const id = (await ok(sim.post(classifyOrderPaths.add, { token: editor, json: newOrder(goodsId) }))).id as string;
    await ok(sim.post(classifyOrderPaths.claim, { token: admin, json: { id } }));
    await ok(sim.post(classifyOrderPaths.propose, { token: admin, json: { id, ...PROPOSAL } }));
    expect(reviewOf(id)).toBeUndefined();
    expect(await orderRow(id)).toMatchObject({ reviewPath: "fourEyes", reviewInstanceId: null });
    await ok(sim.post(classifyOrderPaths.approve, { token: manager, json: { id } }));
    expect((await orderRow(id)).status).toBe("classified");
  });
});
