import { fieldRefusal } from "../../contract/dev/form";
import { resourceMessages } from "../../contract/admin/resource";
import { namingRefusal } from "../../contract/messages";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { openDb, type Db } from "../../db/client";
import { SimError } from "../http";
import { guardedDb } from "../tenant";
import { buildFixture, ids, T1, T2 } from "../testing/fixtures";
import { START } from "../testing/harness";
import { diagram, end, flow, start, userTask } from "./diagram";
import { startProcess } from "./engine";
import { readProcess } from "./read";
import { completeTask, type Worker } from "./tasks";
import { formOptions } from "./task-form";
import { addTestForm, deployed, stateOf } from "./testing";

let db: Db;
const at = new Date(START);
const editor: Worker = { userId: ids.editor, username: "editor", tenantCode: T1, groups: ["role:ROLE_EDITOR"], admin: false };

const inspection = (formKey = "form:inspection") =>
  diagram("inspect", [start(), userTask("fill", "Inspect", { assignee: "${starter}", formKey }), end(), flow("f1", "start", "fill"), flow("f2", "fill", "end")].join("\n"));

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof SimError) return error.message;
    throw error;
  }
  throw new Error("not refused");
}

async function started() {
  const definition = await deployed(db, T1, "inspect", inspection(), at);
  const id = db.transaction((tx) => startProcess(tx, definition, editor, { businessKey: null, variables: {}, comment: null }, at));
  return { id, task: stateOf(db, T1, id).open[0] };
}

beforeEach(() => {
  const raw = openDb(":memory:");
  buildFixture(raw, START);
  db = guardedDb(raw);
  addTestForm(db, T1, "inspection", "Cargo inspection");
  addTestForm(db, T2, "survey", "Survey");
});

describe("a user task that asks for a designed form", () => {
  it("reads the form's key from activiti:formKey, and refuses any other shape of it", async () => {
    expect((await readProcess(inspection())).nodes.fill.formKey).toBe("inspection");
    await expect(readProcess(inspection("leave"))).rejects.toThrow(namingRefusal(m.formKeyShape, ["fill"]));
  });

  it("is deployed only when the tenant has the form, another tenant's form being unknown", async () => {
    await expect(deployed(db, T1, "inspect", inspection("form:survey"), at)).rejects.toThrow(namingRefusal(m.formUnknown, ["fill", "survey"]));
    await expect(deployed(db, T1, "inspect", inspection("form:missing"), at)).rejects.toThrow(namingRefusal(m.formUnknown, ["fill", "missing"]));
    expect((await deployed(db, T1, "inspect", inspection(), at)).version).toBe(1);
  });

  it("refuses values that break the form, naming the field, and writes nothing", async () => {
    const { id, task } = await started();
    const before = stateOf(db, T1, id);
    expect(refusal(() => db.transaction((tx) => completeTask(tx, editor, task.id, {}, null, at)))).toBe(fieldRefusal("inspector", resourceMessages.required));
    const line = { inspector: "Lee", items: [{ sku: "", qty: "2" }] };
    expect(refusal(() => db.transaction((tx) => completeTask(tx, editor, task.id, {}, null, at, line)))).toBe(fieldRefusal("items.0.sku", resourceMessages.required));
    expect(stateOf(db, T1, id)).toEqual(before);
  });

  it("keeps the checked values as the instance's variables and in the step's history, lines as JSON", async () => {
    const { id, task } = await started();
    const values = { inspector: " Lee ", containers: "3", items: [{ sku: "A-1", qty: "2" }] };
    db.transaction((tx) => completeTask(tx, editor, task.id, { note: "ok" }, "inspected", at, values));
    const state = stateOf(db, T1, id);
    const variables = { note: "ok", inspector: "Lee", containers: 3, items: JSON.stringify([{ sku: "A-1", qty: 2 }]) };
    expect(state.instance).toMatchObject({ status: "ended", variables });
    expect(state.history.find((h) => h.action === "complete")?.variables).toEqual(variables);
  });

  it("offers the modeller the tenant's own forms by name", () => {
    expect(formOptions(db, T1)).toEqual([{ value: "inspection", label: "Cargo inspection" }]);
  });
});
