import { describe, expect, it } from "vitest";
import { NODE_STATUS, WF_STATUS } from "../../../contract/jobs/dag-status";
import { dagRunMessages } from "../../../contract/jobs/dag-run";
import { workflowMessages } from "../../../contract/jobs/workflow";
import { T1 } from "../../testing/fixtures";
import { createWorkflowEngine } from "./runner";
import { workflowWorld } from "./testing";

const edges = (...pairs: [number, number][]) => pairs.map(([from, to]) => ({ from, to }));
const statuses = (dag: { nodes: { nodeId: number; status: number }[] }) => Object.fromEntries(dag.nodes.map((n) => [n.nodeId, n.status]));

describe("a workflow run on the job scheduler", () => {
  it("runs a diamond node by node: the join starts only once both branches succeeded", () => {
    const w = workflowWorld();
    const job = w.demoJob();
    const workflow = w.addWorkflow({ nodes: [1, 2, 3, 4].map((id) => w.node(id, job)), edges: edges([1, 2], [1, 3], [2, 4], [3, 4]) });
    const id = w.workflows.run({ tenantCode: T1, workflow, initParams: "from the run" });
    let run = w.wfInstance(id);
    expect(run.status).toBe(WF_STATUS.RUNNING);
    expect(statuses(run.dag)).toEqual({ 1: NODE_STATUS.RUNNING, 2: NODE_STATUS.WAITING, 3: NODE_STATUS.WAITING, 4: NODE_STATUS.WAITING });
    const first = w.instance(run.dag.nodes[0].instanceId!);
    expect([first.wfInstanceId, first.wfNodeId, first.triggerType, first.instanceParams]).toEqual([id, "1", "WORKFLOW", "from the run"]);
    for (let i = 0; i < 20 && w.wfInstance(id).status === WF_STATUS.RUNNING; i++) {
      w.tick(1);
      run = w.wfInstance(id);
      const s = statuses(run.dag);
      if (s[4] !== NODE_STATUS.WAITING) expect([s[2], s[3]]).toEqual([NODE_STATUS.SUCCESS, NODE_STATUS.SUCCESS]);
    }
    run = w.wfInstance(id);
    expect(run.status).toBe(WF_STATUS.SUCCEED);
    expect(new Set(run.dag.nodes.map((n) => n.instanceId)).size).toBe(4);
    expect(run.finishedTime).not.toBeNull();
  });

  it("a failed node fails the run; retried, its job instance runs again and the run carries on to the end", () => {
    const w = workflowWorld();
    const ok = w.demoJob();
    const flaky = w.demoJob(1);
    const workflow = w.addWorkflow({ nodes: [w.node(1, ok), w.node(2, flaky), w.node(3, ok)], edges: edges([1, 2], [2, 3]) });
    const id = w.workflows.run({ tenantCode: T1, workflow });
    w.tick(15);
    let run = w.wfInstance(id);
    expect(run.status).toBe(WF_STATUS.FAILED);
    expect(statuses(run.dag)).toEqual({ 1: NODE_STATUS.SUCCESS, 2: NODE_STATUS.FAILED, 3: NODE_STATUS.WAITING });
    const failedInstance = run.dag.nodes[1].instanceId!;
    expect(run.result).toContain("node 2");

    w.workflows.retry(T1, id, 2);
    expect(w.wfInstance(id).status).toBe(WF_STATUS.RUNNING);
    w.tick(15);
    run = w.wfInstance(id);
    expect(run.status).toBe(WF_STATUS.SUCCEED);
    expect(run.dag.nodes[1].instanceId).toBe(failedInstance);
    expect(w.instance(failedInstance).runningTimes).toBe(2);
  });

  it("marking the failed node as success lets its children run", () => {
    const w = workflowWorld();
    const workflow = w.addWorkflow({ nodes: [w.node(1, w.demoJob(5)), w.node(2, w.demoJob())], edges: edges([1, 2]) });
    const id = w.workflows.run({ tenantCode: T1, workflow });
    w.tick(15);
    expect(w.wfInstance(id).status).toBe(WF_STATUS.FAILED);
    w.workflows.markNodeAsSuccess(T1, id, 1);
    expect(statuses(w.wfInstance(id).dag)).toEqual({ 1: NODE_STATUS.SUCCESS, 2: NODE_STATUS.RUNNING });
    w.tick(15);
    expect(w.wfInstance(id).status).toBe(WF_STATUS.SUCCEED);
  });

  it("stop: the running node's job instance is stopped, the waiting nodes canceled", () => {
    const w = workflowWorld();
    const slow = w.addJob({ timeExpressionType: "WORKFLOW", jobParams: JSON.stringify({ sleepSeconds: 60 }) });
    const workflow = w.addWorkflow({ nodes: [w.node(1, slow), w.node(2, slow)], edges: edges([1, 2]) });
    const id = w.workflows.run({ tenantCode: T1, workflow });
    w.tick(5);
    w.workflows.stop(T1, id);
    const run = w.wfInstance(id);
    expect(run.status).toBe(WF_STATUS.STOPPED);
    expect(statuses(run.dag)).toEqual({ 1: NODE_STATUS.STOPPED, 2: NODE_STATUS.CANCELED });
    expect(w.instance(run.dag.nodes[0].instanceId!).status).toBe(10);
    expect(() => w.workflows.stop(T1, id)).toThrow(dagRunMessages.notRunning);
    w.tick(5);
    expect(w.wfInstance(id).status).toBe(WF_STATUS.STOPPED);
  });

  it("a node whose job was deleted fails at once with the reason", () => {
    const w = workflowWorld();
    const workflow = w.addWorkflow({ nodes: [w.node(1, "999")], edges: [] });
    const id = w.workflows.run({ tenantCode: T1, workflow });
    const run = w.wfInstance(id);
    expect(run.status).toBe(WF_STATUS.FAILED);
    expect(run.dag.nodes[0].result).toBe("no such job");
  });

  it("keeps to the workflow's limit of running instances, and refuses a disabled workflow", () => {
    const w = workflowWorld();
    const workflow = w.addWorkflow({ nodes: [w.node(1, w.demoJob())], edges: [] }, { maxWfInstanceNum: 1 });
    w.workflows.run({ tenantCode: T1, workflow });
    expect(() => w.workflows.run({ tenantCode: T1, workflow })).toThrow(workflowMessages.tooManyWfInstances);
    expect(() => w.workflows.run({ tenantCode: T1, workflow: { ...workflow, enable: false } })).toThrow(workflowMessages.workflowDisabled);
  });

  it("a delayed run waits for its time, then starts", () => {
    const w = workflowWorld();
    const workflow = w.addWorkflow({ nodes: [w.node(1, w.demoJob())], edges: [] });
    const id = w.workflows.run({ tenantCode: T1, workflow, delay: 5000 });
    w.tick(3);
    expect(w.wfInstance(id).status).toBe(WF_STATUS.WAITING);
    w.tick(3);
    expect(w.wfInstance(id).status).toBe(WF_STATUS.RUNNING);
  });

  it("a CRON workflow fires once per tick, and a second engine on the same data (a restart) does not fire it again", () => {
    const w = workflowWorld();
    const workflow = w.addWorkflow({ nodes: [w.node(1, w.demoJob())], edges: [] }, { timeExpressionType: "CRON", timeExpression: "0 * * * * *" });
    w.tick(60);
    expect(w.wfInstancesOf(workflow.id)).toHaveLength(1);
    const restarted = createWorkflowEngine({ db: w.db, now: w.now, jobs: w.engine });
    restarted.tick();
    w.workflows.tick();
    expect(w.wfInstancesOf(workflow.id)).toHaveLength(1);
    w.tick(60);
    expect(w.wfInstancesOf(workflow.id).map((r) => r.scheduledTime)).toEqual([Date.UTC(2026, 0, 1, 0, 1), Date.UTC(2026, 0, 1, 0, 2)]);
  });
});
