import { dagMessages } from "../../../contract/jobs/dag";
import { NODE_STATUS, WF_STATUS } from "../../../contract/jobs/dag-status";
import { powerJobPaths as j } from "../../../contract/jobs/paths";
import { workflowMessages, workflowPaths as p } from "../../../contract/jobs/workflow";
import { jobWorkflowInstances, jobWorkflows, menuButtons } from "../../../db/schema";
import { T1, T2 } from "../../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../../testing/harness";

let sim: TestSimulator;
let admin: string;
let appId: string;

beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date();
  const buttons = [
    ["appmonitor", ["add"]],
    ["jobinfo", ["add"]],
    ["workflowinfo", ["add", "update", "delete"]],
    ["dagworkflowinstance", ["update"]],
  ] as const;
  sim.db
    .insert(menuButtons)
    .values(buttons.flatMap(([menuCode, codes], m) => codes.map((buttonCode, i) => ({ id: `5490${m}${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: at }))))
    .run();
  admin = await sim.login("admin", T1);
  appId = (await sim.post(j.saveApp, { token: admin, json: { appName: "wf-app", workerCount: 2 } })).body.data;
});
afterEach(() => sim.close());

function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) {
    sim.advance(1000);
    sim.jobs.tick();
    sim.workflows.tick();
  }
}

async function demoJob(name: string, failTimes = 0) {
  const json = { appId, jobName: name, timeExpressionType: "WORKFLOW", executeType: "STANDALONE", processorType: "BUILT_IN", processorInfo: "sleepOrFail", jobParams: JSON.stringify({ sleepSeconds: 1, failTimes }) };
  const answer = await sim.post(j.saveJob, { token: admin, json });
  expect(answer.body.success).toBe(true);
  return answer.body.data as string;
}

const node = (nodeId: number, jobId: string) => ({ nodeId, jobId, nodeName: `step ${nodeId}`, enable: true, skipWhenFailed: false, nodeParams: "" });
const save = (dag: unknown, extra: object = {}) =>
  sim.post(p.saveWorkflow, { token: admin, json: { appId, wfName: "Nightly customs sync", timeExpressionType: "API", maxWfInstanceNum: 0, enable: true, dag, ...extra } });

describe("PowerJob's workflow calls", () => {
  it("saves a three-node DAG, runs it, retries the node that failed, and the run ends succeeded", async () => {
    const [a, flaky, c] = [await demoJob("extract"), await demoJob("transform", 1), await demoJob("load")];
    const saved = await save({ nodes: [node(1, a), node(2, flaky), node(3, c)], edges: [{ from: 1, to: 2 }, { from: 2, to: 3 }] });
    expect(saved.body.success).toBe(true);
    const workflowId = saved.body.data as string;
    const list = await sim.post(p.listWorkflows, { token: admin, json: { appId, index: 0, pageSize: 10 } });
    expect(list.body.data).toMatchObject({ totalItems: 1, data: [{ id: workflowId, wfName: "Nightly customs sync" }] });

    const wfInstanceId = (await sim.get(p.runWorkflow, { token: admin, query: { workflowId, appId, initParams: "2026-01-01" } })).body.data as string;
    tick(15);
    const failed = (await sim.get(p.wfInstanceInfo, { token: admin, query: { wfInstanceId, appId } })).body.data;
    expect(failed.status).toBe(WF_STATUS.FAILED);
    expect(failed.dag.nodes.map((n: { status: number }) => n.status)).toEqual([NODE_STATUS.SUCCESS, NODE_STATUS.FAILED, NODE_STATUS.WAITING]);
    const jobInstances = await sim.post(j.listInstances, { token: admin, json: { appId, wfInstanceId } });
    expect(jobInstances.body.data.totalItems).toBe(2);

    expect((await sim.get(p.retryWfInstance, { token: admin, query: { wfInstanceId, appId, nodeId: "2" } })).body.success).toBe(true);
    tick(15);
    const done = (await sim.get(p.wfInstanceInfo, { token: admin, query: { wfInstanceId, appId } })).body.data;
    expect(done).toMatchObject({ status: WF_STATUS.SUCCEED, workflowName: "Nightly customs sync", wfInitParams: "2026-01-01" });
    const runs = await sim.post(p.listWfInstances, { token: admin, json: { appId, workflowId } });
    expect(runs.body.data).toMatchObject({ totalItems: 1, data: [{ wfInstanceId, status: WF_STATUS.SUCCEED }] });
  });

  it("refuses a DAG with a loop or another app's job, in words", async () => {
    const a = await demoJob("extract");
    const loop = await save({ nodes: [node(1, a), node(2, a)], edges: [{ from: 1, to: 2 }, { from: 2, to: 1 }] });
    expect(loop.body).toEqual({ success: false, data: null, message: dagMessages.cycle });
    const stranger = await save({ nodes: [node(1, "4242")], edges: [] });
    expect(stranger.body.message).toBe(workflowMessages.nodeJobUnknown);
    const empty = await save({ nodes: [], edges: [] });
    expect(empty.body.message).toBe(dagMessages.empty);
  });

  it("copies disabled, enables, stops a run and refuses to delete a workflow while it runs", async () => {
    const slow = (await sim.post(j.saveJob, {
      token: admin,
      json: { appId, jobName: "slow", timeExpressionType: "WORKFLOW", executeType: "STANDALONE", processorType: "BUILT_IN", processorInfo: "sleepOrFail", jobParams: '{"sleepSeconds":60}' },
    })).body.data as string;
    const workflowId = (await save({ nodes: [node(1, slow), node(2, slow)], edges: [{ from: 1, to: 2 }] })).body.data as string;
    const copyId = (await sim.post(p.copyWorkflow, { token: admin, query: { workflowId, appId } })).body.data as string;
    const copy = (await sim.get(p.fetchWorkflow, { token: admin, query: { workflowId: copyId, appId } })).body.data;
    expect(copy).toMatchObject({ wfName: "Nightly customs sync (copy)", enable: false });
    expect((await sim.get(p.runWorkflow, { token: admin, query: { workflowId: copyId, appId } })).body.message).toBe(workflowMessages.workflowDisabled);
    await sim.get(p.enableWorkflow, { token: admin, query: { workflowId: copyId, appId } });

    const wfInstanceId = (await sim.get(p.runWorkflow, { token: admin, query: { workflowId, appId } })).body.data as string;
    tick(3);
    expect((await sim.get(p.deleteWorkflow, { token: admin, query: { workflowId, appId } })).body.message).toBe(workflowMessages.workflowRunning);
    expect((await sim.get(p.stopWfInstance, { token: admin, query: { wfInstanceId, appId } })).body.success).toBe(true);
    const stopped = (await sim.get(p.wfInstanceInfo, { token: admin, query: { wfInstanceId, appId } })).body.data;
    expect(stopped.status).toBe(WF_STATUS.STOPPED);
    expect((await sim.get(p.markWfNodeAsSuccess, { token: admin, query: { wfInstanceId, appId, nodeId: "1" } })).body.success).toBe(true);
    expect((await sim.get(p.deleteWorkflow, { token: admin, query: { workflowId, appId } })).body.success).toBe(true);
  });

  it("answers another tenant's workflow and run as unknown, and changes nothing of them", async () => {
    const workflowId = (await save({ nodes: [node(1, await demoJob("extract"))], edges: [] })).body.data as string;
    const wfInstanceId = (await sim.get(p.runWorkflow, { token: admin, query: { workflowId, appId } })).body.data as string;
    const other = await sim.login("hkadmin", T2);
    const answers = await Promise.all([
      sim.get(p.fetchWorkflow, { token: other, query: { workflowId, appId } }),
      sim.get(p.runWorkflow, { token: other, query: { workflowId, appId } }),
      sim.get(p.deleteWorkflow, { token: other, query: { workflowId, appId } }),
      sim.post(p.copyWorkflow, { token: other, query: { workflowId, appId } }),
      sim.post(p.listWorkflows, { token: other, json: { appId } }),
      sim.post(p.listWfInstances, { token: other, json: { appId } }),
      sim.get(p.wfInstanceInfo, { token: other, query: { wfInstanceId, appId } }),
      sim.get(p.stopWfInstance, { token: other, query: { wfInstanceId, appId } }),
      sim.post(p.saveWorkflow, { token: other, json: { appId, id: workflowId, wfName: "x", timeExpressionType: "API", dag: { nodes: [], edges: [] } } }),
    ]);
    for (const a of answers) {
      expect(a.body.success).not.toBe(true);
      expect(a.text).not.toContain("Nightly customs sync");
    }
    expect(sim.db.select().from(jobWorkflows).all()).toHaveLength(1);
    expect(sim.db.select().from(jobWorkflowInstances).all().map((r) => r.status)).toEqual([WF_STATUS.RUNNING]);
  });
});
