import { and, eq } from "drizzle-orm";
import { namingRefusal } from "../../contract/messages";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { openDb, type Db } from "../../db/client";
import { notificationRecipients, notifications, users, workflowDefinitions, workflowInstances } from "../../db/schema";
import { SimError } from "../http";
import { guardedDb, scoped } from "../tenant";
import { buildFixture, ids, T1 } from "../testing/fixtures";
import { START } from "../testing/harness";
import { diagram, end, exclusive, flow, parallel, start, userTask } from "./diagram";
import { startProcess, type DefinitionRow } from "./engine";
import { readProcess } from "./read";
import { assignTask, claimTask, completeTask, delegateTask, regressTask, rejectTask, terminateTask, type Worker } from "./tasks";
import { deployed, stateOf } from "./testing";

let db: Db;
const at = new Date(START);
const worker = (userId: string, username: string, groups: string[], admin = false): Worker => ({ userId, username, tenantCode: T1, groups, admin });
const admin = worker(ids.admin, "admin", ["role:ROLE_ADMIN"], true);
const editor = worker(ids.editor, "editor", ["role:ROLE_EDITOR"]);
const manager = worker(ids.manager, "manager", ["role:ROLE_EDITOR", "role:ROLE_AGENT"]);

beforeEach(() => {
  const raw = openDb(":memory:");
  buildFixture(raw, START);
  db = guardedDb(raw);
});

const run = (fn: (tx: Db) => void) => db.transaction((tx) => fn(tx as unknown as Db));
const begin = (definition: DefinitionRow, starter: Worker, variables: Record<string, string | number | boolean> = {}) =>
  db.transaction((tx) => startProcess(tx, definition, starter, { businessKey: null, variables, comment: null }, at));

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof SimError) return error.message;
    throw error;
  }
  throw new Error("not refused");
}

/** The workflow's messages in a user's bell (the fixture has others). */
const told = (userId: string) =>
  db
    .select()
    .from(notificationRecipients)
    .innerJoin(notifications, and(eq(notifications.id, notificationRecipients.notificationId), scoped(notifications, T1)))
    .where(and(scoped(notificationRecipients, T1), eq(notificationRecipients.userId, userId), eq(notifications.publisher, "workflow")))
    .all().length;

describe("start and end events, user tasks", () => {
  it("runs from the start event to the starter's task, and on to the end", async () => {
    const definition = await deployed(db, T1, "simple", diagram("simple", [start(), userTask("fill", "Fill in", { assignee: "${starter}" }), end(), flow("f1", "start", "fill"), flow("f2", "fill", "end")].join("\n")), at);
    const id = begin(definition, editor);
    let state = stateOf(db, T1, id);
    expect(state.instance.status).toBe("running");
    expect(state.open.map((t) => [t.activityId, t.assigneeName])).toEqual([["fill", "editor"]]);
    expect(told(ids.editor)).toBe(1);

    run((tx) => completeTask(tx, editor, state.open[0].id, { note: "done" }, "all filled in", at));
    state = stateOf(db, T1, id);
    expect(state.instance).toMatchObject({ status: "ended", result: "completed", variables: { note: "done" } });
    expect(state.tokens).toEqual([]);
    expect(state.actions).toEqual(["start:start", "create:fill", "complete:fill", "end:end"]);
    expect(state.history.find((h) => h.action === "complete")?.comment).toBe("all filled in");
  });

  it("offers a task to candidate groups by role and by org, and lets one of them claim it", async () => {
    db.update(users).set({ orgId: ids.orgSales }).where(and(scoped(users, T1), eq(users.id, ids.admin))).run();
    const xml = diagram("claims", [start(), userTask("review", "Review", { candidates: `role:ROLE_AGENT, org:${ids.orgSales}` }), end(), flow("f1", "start", "review"), flow("f2", "review", "end")].join("\n"));
    const id = begin(await deployed(db, T1, "claims", xml, at), editor);
    const task = stateOf(db, T1, id).open[0];
    expect(task.assigneeId).toBeNull();
    expect([told(ids.manager), told(ids.admin), told(ids.editor)]).toEqual([1, 1, 0]);

    expect(refusal(() => run((tx) => claimTask(tx, editor, task.id, null, at)))).toBe(m.taskNotClaimable);
    expect(refusal(() => run((tx) => completeTask(tx, manager, task.id, {}, null, at)))).toBe(m.claimFirst);
    const orgMember = worker(ids.admin, "admin", ["role:ROLE_ADMIN", `org:${ids.orgSales}`]);
    run((tx) => claimTask(tx, orgMember, task.id, "mine", at));
    expect(refusal(() => run((tx) => claimTask(tx, manager, task.id, null, at)))).toBe(m.taskAlreadyClaimed);
    expect(refusal(() => run((tx) => completeTask(tx, manager, task.id, {}, null, at)))).toBe(m.taskNotYours);
    expect(stateOf(db, T1, id).open[0]).toMatchObject({ assigneeName: "admin", claimTime: at });
  });
});

describe("exclusive gateways", () => {
  const xml = (withDefault: boolean) =>
    diagram(
      "route",
      [
        start(),
        exclusive("gw", withDefault ? "short" : undefined),
        userTask("hr", "HR", { assignee: "admin" }),
        end(),
        flow("f1", "start", "gw"),
        flow("long", "gw", "hr", "${days > 3}"),
        flow(withDefault ? "short" : "exact", "gw", "end", withDefault ? undefined : "${days == 1}"),
        flow("f3", "hr", "end"),
      ].join("\n"),
    );

  it("takes the first flow whose condition holds, else the default flow", async () => {
    const definition = await deployed(db, T1, "route", xml(true), at);
    expect(stateOf(db, T1, begin(definition, editor, { days: 5 })).open.map((t) => t.activityId)).toEqual(["hr"]);
    expect(stateOf(db, T1, begin(definition, editor, { days: 2 })).instance).toMatchObject({ status: "ended", result: "completed" });
  });

  it("refuses a start no flow matches, naming the gateway, and writes nothing", async () => {
    const definition = await deployed(db, T1, "route", xml(false), at);
    expect(refusal(() => begin(definition, editor, { days: 2 }))).toBe(namingRefusal(m.noFlowMatches, ["gw"]));
    expect(refusal(() => begin(definition, editor, {}))).toBe(namingRefusal(m.expressionUnknownVariable, ["long", "days"]));
    expect(db.select().from(workflowInstances).where(scoped(workflowInstances, T1)).all()).toEqual([]);
    expect(told(ids.admin)).toBe(0);
  });
});

describe("parallel gateways", () => {
  it("forks a token down each flow and joins them when all have arrived", async () => {
    const xml = diagram(
      "both",
      [
        start(),
        parallel("fork"),
        userTask("a", "A", { assignee: "editor" }),
        userTask("b", "B", { assignee: "manager" }),
        parallel("join"),
        userTask("after", "After", { assignee: "admin" }),
        end(),
        flow("f1", "start", "fork"),
        flow("f2", "fork", "a"),
        flow("f3", "fork", "b"),
        flow("f4", "a", "join"),
        flow("f5", "b", "join"),
        flow("f6", "join", "after"),
        flow("f7", "after", "end"),
      ].join("\n"),
    );
    const id = begin(await deployed(db, T1, "both", xml, at), editor);
    let state = stateOf(db, T1, id);
    expect(state.open.map((t) => t.activityId)).toEqual(["a", "b"]);

    run((tx) => completeTask(tx, editor, state.open[0].id, {}, null, at));
    state = stateOf(db, T1, id);
    expect(state.open.map((t) => t.activityId)).toEqual(["b"]);
    expect(state.tokens.map((t) => [t.activityId, t.state])).toEqual([["b", "task"], ["join", "join"]]);

    run((tx) => completeTask(tx, manager, state.open[0].id, {}, null, at));
    state = stateOf(db, T1, id);
    expect(state.open.map((t) => t.activityId)).toEqual(["after"]);
    expect(state.tokens.map((t) => t.activityId)).toEqual(["after"]);
    expect(refusal(() => run((tx) => regressTask(tx, admin, state.open[0].id, "back", at)))).toBe(m.regressAcrossParallel);

    run((tx) => completeTask(tx, admin, state.open[0].id, {}, null, at));
    expect(stateOf(db, T1, id).instance.status).toBe("ended");
    expect(stateOf(db, T1, id).actions).toEqual(["start:start", "fork:fork", "create:a", "create:b", "complete:a", "complete:b", "join:join", "create:after", "complete:after", "end:end"]);
  });
});

describe("task steps", () => {
  const chain = diagram(
    "chain",
    [
      start(),
      userTask("apply", "Apply", { assignee: "${starter}" }),
      userTask("approve", "Approve", { candidates: "role:ROLE_AGENT" }),
      userTask("confirm", "Confirm", { assignee: "admin" }),
      end(),
      flow("f1", "start", "apply"),
      flow("f2", "apply", "approve"),
      flow("f3", "approve", "confirm"),
      flow("f4", "confirm", "end"),
    ].join("\n"),
  );

  async function atApproval() {
    const id = begin(await deployed(db, T1, "chain", chain, at), editor);
    run((tx) => completeTask(tx, editor, stateOf(db, T1, id).open[0].id, { days: 2 }, null, at));
    const approve = stateOf(db, T1, id).open[0];
    run((tx) => claimTask(tx, manager, approve.id, null, at));
    return { id, approve };
  }

  it("regresses to the task before, to whoever did it, and no further than the first", async () => {
    const { id, approve } = await atApproval();
    run((tx) => regressTask(tx, manager, approve.id, "days are wrong", at));
    const state = stateOf(db, T1, id);
    expect(state.open.map((t) => [t.activityId, t.assigneeName])).toEqual([["apply", "editor"]]);
    expect(state.history.find((h) => h.action === "regress")).toMatchObject({ comment: "days are wrong", username: "manager", targetUserName: "editor" });
    expect(refusal(() => run((tx) => regressTask(tx, editor, state.open[0].id, "again", at)))).toBe(m.noPreviousTask);
  });

  it("delegates: the delegate's complete resolves the task back to its owner, who completes it", async () => {
    const { id, approve } = await atApproval();
    expect(refusal(() => run((tx) => delegateTask(tx, manager, approve.id, ids.manager, null, at)))).toBe(m.delegateSelf);
    run((tx) => delegateTask(tx, manager, approve.id, ids.admin, "please check", at));
    expect(stateOf(db, T1, id).open[0]).toMatchObject({ assigneeName: "admin", ownerName: "manager", delegationState: "pending" });
    expect(refusal(() => run((tx) => completeTask(tx, manager, approve.id, {}, null, at)))).toBe(m.taskNotYours);
    run((tx) => completeTask(tx, admin, approve.id, { checked: true }, "looks right", at));
    expect(stateOf(db, T1, id).open[0]).toMatchObject({ activityId: "approve", assigneeName: "manager", delegationState: "resolved" });
    run((tx) => completeTask(tx, manager, approve.id, {}, null, at));
    const state = stateOf(db, T1, id);
    expect(state.open.map((t) => t.activityId)).toEqual(["confirm"]);
    expect(state.instance.variables).toEqual({ days: 2, checked: true });
  });

  it("assigns a task to another user of the tenant only", async () => {
    const { id, approve } = await atApproval();
    expect(refusal(() => run((tx) => assignTask(tx, manager, approve.id, ids.editor2, null, at)))).toBe(m.userUnknown);
    run((tx) => assignTask(tx, manager, approve.id, ids.editor, "over to you", at));
    expect(stateOf(db, T1, id).open[0].assigneeName).toBe("editor");
    expect(refusal(() => run((tx) => assignTask(tx, manager, approve.id, ids.manager, null, at)))).toBe(m.taskNotYours);
  });

  it("rejects back to the starter's first task when the process begins with one", async () => {
    const { id, approve } = await atApproval();
    run((tx) => rejectTask(tx, manager, approve.id, "not now", at));
    const state = stateOf(db, T1, id);
    expect(state.instance.status).toBe("running");
    expect(state.open.map((t) => [t.activityId, t.assigneeName])).toEqual([["apply", "editor"]]);
  });

  it("rejects to an end when the first task is not the starter's, and the starter hears of it", async () => {
    const xml = diagram("single", [start(), userTask("approve", "Approve", { assignee: "manager" }), end(), flow("f1", "start", "approve"), flow("f2", "approve", "end")].join("\n"));
    const id = begin(await deployed(db, T1, "single", xml, at), editor);
    const before = told(ids.editor);
    run((tx) => rejectTask(tx, manager, stateOf(db, T1, id).open[0].id, "no", at));
    expect(stateOf(db, T1, id).instance).toMatchObject({ status: "ended", result: "rejected" });
    expect(stateOf(db, T1, id).tokens).toEqual([]);
    expect(told(ids.editor)).toBe(before + 1);
  });

  it("terminates the instance and cancels its other tasks", async () => {
    const { id, approve } = await atApproval();
    run((tx) => terminateTask(tx, manager, approve.id, "withdrawn", at));
    const state = stateOf(db, T1, id);
    expect(state.instance).toMatchObject({ status: "ended", result: "terminated" });
    expect(state.open).toEqual([]);
    expect(refusal(() => run((tx) => completeTask(tx, manager, approve.id, {}, null, at)))).toBe(m.taskUnknown);
  });

  it("refuses starts and steps of a suspended definition", async () => {
    const { approve } = await atApproval();
    db.update(workflowDefinitions).set({ suspended: true }).where(scoped(workflowDefinitions, T1)).run();
    expect(refusal(() => run((tx) => completeTask(tx, manager, approve.id, {}, null, at)))).toBe(m.definitionSuspended);
    const definition = db.select().from(workflowDefinitions).where(scoped(workflowDefinitions, T1)).get()!;
    expect(refusal(() => begin(definition, editor))).toBe(m.definitionSuspended);
  });

  it("keeps nothing of a step that fails half-way", async () => {
    const xml = diagram(
      "half",
      [start(), userTask("a", "A", { assignee: "${starter}" }), exclusive("gw"), userTask("b", "B", { assignee: "admin" }), end(), flow("f1", "start", "a"), flow("f2", "a", "gw"), flow("f3", "gw", "b", "${amount > 10}"), flow("f4", "b", "end")].join("\n"),
    );
    const id = begin(await deployed(db, T1, "half", xml, at), editor);
    const before = stateOf(db, T1, id);
    expect(refusal(() => run((tx) => completeTask(tx, editor, before.open[0].id, { amount: 5 }, "try", at)))).toBe(namingRefusal(m.noFlowMatches, ["gw"]));
    expect(stateOf(db, T1, id)).toEqual(before);
  });
});

describe("a process combining every construct", () => {
  it("routes a long leave through approval, a fork to HR and the team, a join and the end", async () => {
    const xml = diagram(
      "leave",
      [
        start(),
        userTask("apply", "Apply", { assignee: "${starter}" }),
        userTask("lead", "Lead approval", { candidates: "role:ROLE_AGENT" }),
        exclusive("long", "short"),
        parallel("fork"),
        userTask("hr", "HR approval", { candidates: "role:ROLE_ADMIN" }),
        userTask("team", "Team notice", { assignee: "editor" }),
        parallel("join"),
        end("done"),
        end("quick"),
        flow("f1", "start", "apply"),
        flow("f2", "apply", "lead"),
        flow("f3", "lead", "long"),
        flow("longer", "long", "fork", "${days > 3 && !urgent}"),
        flow("short", "long", "quick"),
        flow("f4", "fork", "hr"),
        flow("f5", "fork", "team"),
        flow("f6", "hr", "join"),
        flow("f7", "team", "join"),
        flow("f8", "join", "done"),
      ].join("\n"),
    );
    const definition = await deployed(db, T1, "leave", xml, at);
    const id = begin(definition, editor, { days: 5, urgent: false });
    const next = () => stateOf(db, T1, id).open;
    run((tx) => completeTask(tx, editor, next()[0].id, {}, "please", at));
    run((tx) => claimTask(tx, manager, next()[0].id, null, at));
    run((tx) => regressTask(tx, manager, next()[0].id, "add the dates", at));
    run((tx) => completeTask(tx, editor, next()[0].id, { remark: "dates added" }, null, at));
    expect(next()[0]).toMatchObject({ activityId: "lead", assigneeId: null });
    run((tx) => claimTask(tx, manager, next()[0].id, null, at));
    run((tx) => completeTask(tx, manager, next()[0].id, {}, "approved", at));
    expect(next().map((t) => t.activityId)).toEqual(["hr", "team"]);
    run((tx) => completeTask(tx, editor, next()[1].id, {}, "noted", at));
    run((tx) => claimTask(tx, admin, next()[0].id, null, at));
    run((tx) => completeTask(tx, admin, next()[0].id, {}, "ok", at));
    const state = stateOf(db, T1, id);
    expect(state.instance).toMatchObject({ status: "ended", result: "completed", variables: { days: 5, urgent: false, remark: "dates added" } });
    expect(state.actions.at(-1)).toBe("end:done");

    const short = begin(definition, editor, { days: 2, urgent: false });
    run((tx) => completeTask(tx, editor, stateOf(db, T1, short).open[0].id, {}, null, at));
    run((tx) => claimTask(tx, manager, stateOf(db, T1, short).open[0].id, null, at));
    run((tx) => completeTask(tx, manager, stateOf(db, T1, short).open[0].id, {}, null, at));
    expect(stateOf(db, T1, short).actions.slice(-2)).toEqual(["pass:long", "end:quick"]);
  });
});

describe("reading a diagram", () => {
  const refusedRead = async (xml: string) => {
    try {
      await readProcess(xml);
    } catch (error) {
      if (error instanceof SimError) return error.message;
      throw error;
    }
    return null;
  };

  it("refuses an element outside the subset, naming it", async () => {
    const xml = diagram("x", [start(), `    <bpmn:serviceTask id="mail" />`, end(), flow("f1", "start", "mail"), flow("f2", "mail", "end")].join("\n"));
    expect(await refusedRead(xml)).toBe(namingRefusal(m.elementNotSupported, ["mail (ServiceTask)"]));
    const timer = diagram("x", [`    <bpmn:startEvent id="s"><bpmn:timerEventDefinition /></bpmn:startEvent>`, end(), flow("f1", "s", "end")].join("\n"));
    expect(await refusedRead(timer)).toBe(namingRefusal(m.elementNotSupported, ["s (StartEvent)"]));
  });

  it("refuses malformed XML, a bad condition, a task for nobody, two starts and an unreachable node", async () => {
    expect(await refusedRead("<bpmn:definitions")).toBe(m.xmlMalformed);
    const bad = diagram("x", [start(), exclusive("gw"), end(), flow("f1", "start", "gw"), flow("f2", "gw", "end", "${days >}")].join("\n"));
    expect(await refusedRead(bad)).toMatch(new RegExp(`^${m.expressionShape.replace(/[$(){}|*+?.\\[\]^]/g, "\\$&")}\nf2, `));
    const nobody = diagram("x", [start(), userTask("t", "T", {}), end(), flow("f1", "start", "t"), flow("f2", "t", "end")].join("\n"));
    expect(await refusedRead(nobody)).toBe(namingRefusal(m.userTaskNobody, ["t"]));
    const groups = diagram("x", [start(), userTask("t", "T", { candidates: "managers" }), end(), flow("f1", "start", "t"), flow("f2", "t", "end")].join("\n"));
    expect(await refusedRead(groups)).toBe(namingRefusal(m.candidateGroupShape, ["t"]));
    expect(await refusedRead(diagram("x", [start(), start("s2"), end(), flow("f1", "start", "end"), flow("f2", "s2", "end")].join("\n")))).toBe(m.oneStartEvent);
    expect(await refusedRead(diagram("x", [start(), end(), end("lost"), flow("f1", "start", "end")].join("\n")))).toBe(namingRefusal(m.unreachable, ["lost"]));
    expect(await refusedRead(diagram("x", [start(), userTask("t", "T", { assignee: "${boss}" }), end(), flow("f1", "start", "t"), flow("f2", "t", "end")].join("\n")))).toBe(namingRefusal(m.assigneeShape, ["t"]));
  });
});
