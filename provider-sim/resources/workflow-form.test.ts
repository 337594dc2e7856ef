import { fieldRefusal, formMessages } from "../../contract/dev/form";
import { resourceMessages } from "../../contract/admin/resource";
import { paths } from "../../contract/paths";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { modelPaths } from "../../contract/workflow/model";
import { ok, refusal } from "../testing/answers";
import { T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { menuButtons } from "../../db/schema";
import { xmlOf } from "../workflow/spec";
import { addTestForm } from "../workflow/testing";

const w = paths.workflow;
let sim: TestSimulator;
let admin: string;

/** The admin fills the form in, then a second task closes the process. */
const INSPECTION = xmlOf({
  id: "inspect",
  name: "Inspection",
  nodes: [
    { id: "start", type: "startEvent", at: [100, 100] },
    { id: "fill", type: "userTask", name: "Fill in", assignee: "${starter}", form: "inspection", at: [220, 100] },
    { id: "done", type: "endEvent", at: [360, 100] },
  ],
  flows: [
    { id: "f1", source: "start", target: "fill" },
    { id: "f2", source: "fill", target: "done" },
  ],
});

beforeEach(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
  const buttons = [["processModel", "add"], ["processModel", "update"], ["processModel", "deploy"]];
  sim.db.insert(menuButtons).values(buttons.map(([menuCode, buttonCode], i) => ({ id: `56910${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: new Date(1) }))).run();
  addTestForm(sim.db, T1, "inspection", "Cargo inspection");
  addTestForm(sim.db, T2, "survey", "Survey");
  admin = await sim.login("admin", T1);
});
afterEach(() => sim.close());

async function startedTask() {
  await ok(sim.post(modelPaths.add, { token: admin, json: { name: "Inspection", key: "inspect", formKey: "none" } }));
  const [model] = (await ok(sim.get(modelPaths.query, { token: admin }))).list;
  await ok(sim.put(w.saveModelXml, { token: admin, json: { id: model.id, xml: INSPECTION } }));
  await ok(sim.post(w.deployModel, { token: admin, json: { id: model.id } }));
  const { id: instanceId } = await ok(sim.post(w.startInstance, { token: admin, json: { definitionKey: "inspect", variables: {} } }));
  const [task] = (await ok(sim.get(w.queryTodoTask, { token: admin }))).list as { id: string; formKey: string | null }[];
  return { instanceId: instanceId as string, task };
}

describe("designed forms on user tasks, over the API", () => {
  it("offers the tenant's own forms to the modeller and reads one by key, another tenant's being unknown", async () => {
    expect(await ok(sim.get(w.queryTaskFormOptions, { token: admin }))).toEqual([{ value: "inspection", label: "Cargo inspection" }]);
    const form = await ok(sim.get(w.getTaskForm, { token: admin, query: { key: "inspection" } }));
    expect(form).toMatchObject({ key: "inspection", name: "Cargo inspection", version: 1 });
    expect(form.schema.fields.map((f: { name: string }) => f.name)).toEqual(["inspector", "containers", "items"]);
    expect(await refusal(sim.get(w.getTaskForm, { token: admin, query: { key: "survey" } }))).toBe(m.formUnknown);
    expect(await refusal(sim.get(w.getTaskForm, { token: admin, query: { key: "<bad>" } }))).toBe(m.formUnknown);
  });

  it("lists the task with its form, refuses bad values by field, and keeps good ones in the history", async () => {
    const { instanceId, task } = await startedTask();
    expect(task.formKey).toBe("inspection");
    expect(await refusal(sim.post(w.completeTask, { token: admin, json: { id: task.id, formValues: { inspector: "Lee", containers: "0" } } }))).toBe(fieldRefusal("containers", formMessages.tooSmall));
    expect(await refusal(sim.post(w.completeTask, { token: admin, json: { id: task.id } }))).toBe(fieldRefusal("inspector", resourceMessages.required));
    await ok(sim.post(w.completeTask, { token: admin, json: { id: task.id, comment: "checked", formValues: { inspector: "Lee", items: [{ sku: "A-1", qty: 4 }] } } }));
    const detail = await ok(sim.get(w.getInstance, { token: admin, query: { id: instanceId } }));
    const completed = detail.history.find((h: { action: string }) => h.action === "complete");
    expect(completed).toMatchObject({ formKey: "inspection", comment: "checked", variables: { inspector: "Lee", items: JSON.stringify([{ sku: "A-1", qty: 4 }]) } });
    expect(detail.history.find((h: { action: string }) => h.action === "start").formKey).toBeNull();
  });
});
