import { namingRefusal } from "../../contract/messages";
import { paths } from "../../contract/paths";
import { definitionPaths } from "../../contract/workflow/definition";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { modelPaths } from "../../contract/workflow/model";
import { LEAVE_PROCESS } from "../../seeds/workflow";
import { menuButtons } from "../../db/schema";
import { ok, refusal } from "../testing/answers";
import { T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { xmlOf } from "../workflow/spec";

const w = paths.workflow;
let sim: TestSimulator;
let admin: string;
let admin2: string;
beforeEach(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
  // The workflow screens' buttons, as seeds/menus.ts declares them; administrators hold every button that exists.
  const buttons = [["processModel", "add"], ["processModel", "update"], ["processModel", "deploy"], ["processDefinition", "status"], ["processInstance", "status"]];
  sim.db.insert(menuButtons).values(buttons.map(([menuCode, buttonCode], i) => ({ id: `56900${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: new Date(1) }))).run();
  admin = await sim.login("admin", T1);
  admin2 = await sim.login("hkadmin", T2);
});
afterEach(() => sim.close());

/** The leave process with its tasks for the fixture's administrator. */
const ADMIN_LEAVE = xmlOf({ ...LEAVE_PROCESS, nodes: LEAVE_PROCESS.nodes.map((n) => (n.type === "userTask" && n.id !== "request" ? { ...n, candidates: "role:ROLE_ADMIN" } : n)) });

async function modelWith(xml: string) {
  await ok(sim.post(modelPaths.add, { token: admin, json: { name: "Leave", key: "leave", formKey: "leave" } }));
  const [model] = (await ok(sim.get(modelPaths.query, { token: admin }))).list;
  await ok(sim.put(w.saveModelXml, { token: admin, json: { id: model.id, xml } }));
  return model.id as string;
}

const leave = { leaveStart: "2027-03-01", leaveEnd: "2027-03-05", days: 5, remark: "Spring" };
const todo = async (token = admin) => (await ok(sim.get(w.queryTodoTask, { token }))).list as { id: string; activityId: string; instanceId: string }[];

describe("the workflow API", () => {
  it("deploys a model as a new definition version each time, and refuses a diagram outside the subset by its element", async () => {
    const id = await modelWith(xmlOf({ ...LEAVE_PROCESS, nodes: [...LEAVE_PROCESS.nodes, { id: "mail", type: "userTask", at: [0, 0] }] }).replace('<bpmn:userTask id="mail"', '<bpmn:serviceTask id="mail"'));
    expect(await refusal(sim.post(w.deployModel, { token: admin, json: { id } }))).toBe(namingRefusal(m.elementNotSupported, ["mail (ServiceTask)"]));
    await ok(sim.put(w.saveModelXml, { token: admin, json: { id, xml: ADMIN_LEAVE } }));
    expect(await ok(sim.post(w.deployModel, { token: admin, json: { id } }))).toMatchObject({ key: "leave", version: 1 });
    expect(await ok(sim.post(w.deployModel, { token: admin, json: { id } }))).toMatchObject({ key: "leave", version: 2 });
    const latest = (await ok(sim.get(definitionPaths.query, { token: admin, query: { latest: "true" } }))).list;
    expect(latest.map((d: { version: number; latest: boolean }) => [d.version, d.latest])).toEqual([[2, true]]);
    expect(await refusal(sim.put(w.saveModelXml, { token: admin, json: { id, xml: "<not-bpmn/>" } }))).toBe(m.xmlMalformed);
  });

  it("starts nothing from a suspended definition, and checks the leave form", async () => {
    const id = await modelWith(ADMIN_LEAVE);
    const { definitionId } = await ok(sim.post(w.deployModel, { token: admin, json: { id } }));
    await ok(sim.post(w.suspendDefinition, { token: admin, json: { id: definitionId } }));
    expect(await refusal(sim.post(w.startInstance, { token: admin, json: { definitionKey: "leave", variables: leave } }))).toBe(m.definitionSuspended);
    expect(await ok(sim.get(w.queryDefinitionOptions, { token: admin }))).toEqual([]);
    await ok(sim.post(w.activateDefinition, { token: admin, json: { id: definitionId } }));
    expect(await refusal(sim.post(w.startInstance, { token: admin, json: { definitionKey: "leave", variables: { ...leave, leaveEnd: "2027-02-01" } } }))).toBe(`leaveEnd: ${m.leavePeriodReversed}`);
    const started = await ok(sim.post(w.startInstance, { token: admin, json: { definitionKey: "leave", variables: leave } }));
    expect((await todo()).map((t) => [t.instanceId, t.activityId])).toEqual([[started.id, "request"]]);
  });

  it("moves a request through my tasks, suspension, regress and done tasks, with its history", async () => {
    const { definitionId } = await ok(sim.post(w.deployModel, { token: admin, json: { id: await modelWith(ADMIN_LEAVE) } }));
    const { id } = await ok(sim.post(w.startInstance, { token: admin, json: { definitionId, variables: leave, comment: "please" } }));
    await ok(sim.post(w.completeTask, { token: admin, json: { id: (await todo())[0].id } }));
    const [approval] = await todo();
    await ok(sim.post(w.claimTask, { token: admin, json: { id: approval.id } }));
    await ok(sim.post(w.suspendInstance, { token: admin, json: { id } }));
    expect(await refusal(sim.post(w.completeTask, { token: admin, json: { id: approval.id } }))).toBe(m.instanceSuspended);
    await ok(sim.post(w.activateInstance, { token: admin, json: { id } }));
    expect(await refusal(sim.post(w.regressTask, { token: admin, json: { id: approval.id, comment: " " } }))).toBe(`comment: ${m.commentRequired}`);
    await ok(sim.post(w.regressTask, { token: admin, json: { id: approval.id, comment: "which days?" } }));
    expect((await todo()).map((t) => t.activityId)).toEqual(["request"]);
    const done = (await ok(sim.get(w.queryDoneTask, { token: admin }))).list;
    expect(done.map((t: { activityId: string; outcome: string }) => [t.activityId, t.outcome])).toEqual([["managerApproval", "regressed"], ["request", "completed"]]);
    const detail = await ok(sim.get(w.getInstance, { token: admin, query: { id } }));
    expect(detail).toMatchObject({ status: "running", currentActivityIds: ["request"], variables: leave });
    expect(detail.xml).toContain("bpmn:definitions");
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(["start", "create", "complete", "create", "claim", "regress", "create"]);
  });

  it("answers another tenant's instance, task and model like unknown ones", async () => {
    const { definitionId } = await ok(sim.post(w.deployModel, { token: admin, json: { id: await modelWith(ADMIN_LEAVE) } }));
    const { id } = await ok(sim.post(w.startInstance, { token: admin, json: { definitionId, variables: leave } }));
    const [task] = await todo();
    expect(await refusal(sim.get(w.getInstance, { token: admin2, query: { id } }))).toBe(m.instanceUnknown);
    expect(await refusal(sim.post(w.completeTask, { token: admin2, json: { id: task.id } }))).toBe(m.taskUnknown);
    expect(await refusal(sim.post(w.deployModel, { token: admin2, json: { id: definitionId } }))).toBe(m.modelUnknown);
    expect(await todo(admin2)).toEqual([]);
  });

  it("names the tenant's roles and organisations as candidate groups, to holders of a workflow screen only", async () => {
    const groups = (await ok(sim.get(w.queryCandidateGroupOptions, { token: admin }))) as { value: string; kind: string; label: string }[];
    expect(groups.filter((g) => g.kind === "role").map((g) => [g.value, g.label])).toContainEqual(["role:ROLE_AGENT", "Customs agent"]);
    expect(groups.filter((g) => g.kind === "org").map((g) => g.label)).toEqual(["Head Office", "Sales_100%"]);
    expect((await ok(sim.get(w.queryCandidateGroupOptions, { token: admin2 }))).map((g: { label: string }) => g.label)).not.toContain("Head Office");
    expect((await sim.get(w.queryCandidateGroupOptions, { token: await sim.login("editor", T1) })).body.status).toBe(403);
  });
});
