import { describe, expect, it } from "vitest";
import type { Dag, DagNode } from "../../contract/jobs/dag";
import { NODE_STATUS, WF_STATUS, type RunDag } from "../../contract/jobs/dag-status";
import { markNodeAsSuccess, nodeFinished, nodeStarted, openRun, readyNodes, retryRun, runStatus, stopRun } from "./dag-engine";

const AT = Date.UTC(2026, 0, 1);
const node = (nodeId: number, extra: Partial<DagNode> = {}): DagNode => ({ nodeId, jobId: String(100 + nodeId), nodeName: `n${nodeId}`, enable: true, skipWhenFailed: false, nodeParams: "", ...extra });
const dag = (nodes: DagNode[], edges: [number, number][]): Dag => ({ nodes, edges: edges.map(([from, to]) => ({ from, to })) });
const ready = (run: RunDag) => readyNodes(run).map((n) => n.nodeId);
const start = (run: RunDag, ...ids: number[]) => ids.reduce((r, id) => nodeStarted(r, id, `i${id}`, AT), run);
const finish = (run: RunDag, id: number, status: (typeof NODE_STATUS)[keyof typeof NODE_STATUS] = NODE_STATUS.SUCCESS) => nodeFinished(run, `i${id}`, status, "", AT);
const statusOf = (run: RunDag, id: number) => run.nodes.find((n) => n.nodeId === id)!.status;
function unwrap<T extends object>(value: T | { refused: string }): T {
  if ("refused" in value) throw new Error(value.refused);
  return value;
}

describe("a workflow instance's DAG", () => {
  it("starts with its roots only, and finishes once every node succeeded", () => {
    let run = openRun(dag([node(1), node(2)], [[1, 2]]));
    expect(ready(run)).toEqual([1]);
    expect(runStatus(run)).toBe(WF_STATUS.RUNNING);
    run = start(run, 1);
    expect(ready(run)).toEqual([]);
    run = finish(run, 1);
    expect(ready(run)).toEqual([2]);
    run = finish(start(run, 2), 2);
    expect(runStatus(run)).toBe(WF_STATUS.SUCCEED);
  });

  it("fans out: every child of a finished node starts at once", () => {
    const run = finish(start(openRun(dag([node(1), node(2), node(3)], [[1, 2], [1, 3]])), 1), 1);
    expect(ready(run)).toEqual([2, 3]);
  });

  it("joins: a node with two parents waits for both", () => {
    let run = openRun(dag([node(1), node(2), node(3)], [[1, 3], [2, 3]]));
    expect(ready(run)).toEqual([1, 2]);
    run = finish(start(run, 1, 2), 1);
    expect(ready(run)).toEqual([]);
    run = finish(run, 2);
    expect(ready(run)).toEqual([3]);
  });

  it("a failed node blocks its children, the other branch runs on, and the instance fails", () => {
    let run = openRun(dag([node(1), node(2), node(3), node(4)], [[1, 2], [3, 4]]));
    run = finish(start(run, 1, 3), 1, NODE_STATUS.FAILED);
    expect(ready(run)).toEqual([]);
    expect(runStatus(run)).toBe(WF_STATUS.RUNNING);
    run = finish(run, 3);
    expect(ready(run)).toEqual([4]);
    run = finish(start(run, 4), 4);
    expect(statusOf(run, 2)).toBe(NODE_STATUS.WAITING);
    expect(runStatus(run)).toBe(WF_STATUS.FAILED);
  });

  it("skipWhenFailed lets the children of a failed node start", () => {
    let run = openRun(dag([node(1, { skipWhenFailed: true }), node(2)], [[1, 2]]));
    run = finish(start(run, 1), 1, NODE_STATUS.FAILED);
    expect(ready(run)).toEqual([2]);
    run = finish(start(run, 2), 2);
    expect(runStatus(run)).toBe(WF_STATUS.SUCCEED);
  });

  it("a switched-off node is skipped and its children start", () => {
    const run = openRun(dag([node(1, { enable: false }), node(2)], [[1, 2]]));
    expect(statusOf(run, 1)).toBe(NODE_STATUS.CANCELED);
    expect(ready(run)).toEqual([2]);
  });

  it("retries a failed node, then carries on to the end", () => {
    let run = finish(start(openRun(dag([node(1), node(2)], [[1, 2]])), 1), 1, NODE_STATUS.FAILED);
    expect(runStatus(run)).toBe(WF_STATUS.FAILED);
    run = unwrap(retryRun(run, 1));
    expect(ready(run)).toEqual([1]);
    run = nodeStarted(run, 1, "i1-again", AT);
    // The first try's late outcome is not the node's any more.
    expect(nodeFinished(run, "i1", NODE_STATUS.FAILED, "", AT)).toBe(run);
    run = nodeFinished(run, "i1-again", NODE_STATUS.SUCCESS, "", AT);
    run = finish(start(run, 2), 2);
    expect(runStatus(run)).toBe(WF_STATUS.SUCCEED);
  });

  it("retries every failed node of the instance when none is named, keeping what succeeded", () => {
    let run = openRun(dag([node(1), node(2), node(3)], [[1, 3], [2, 3]]));
    run = finish(finish(start(run, 1, 2), 1), 2, NODE_STATUS.FAILED);
    run = unwrap(retryRun(run));
    expect(statusOf(run, 1)).toBe(NODE_STATUS.SUCCESS);
    expect(ready(run)).toEqual([2]);
  });

  it("refuses to retry what did not fail", () => {
    const run = start(openRun(dag([node(1), node(2)], [[1, 2]])), 1);
    expect(retryRun(run, 1)).toHaveProperty("refused");
    expect(retryRun(run)).toHaveProperty("refused");
    expect(retryRun(run, 9)).toHaveProperty("refused");
  });

  it("marking a failed node as success unblocks its children", () => {
    let run = finish(start(openRun(dag([node(1), node(2)], [[1, 2]])), 1), 1, NODE_STATUS.FAILED);
    run = unwrap(markNodeAsSuccess(run, 1, AT));
    expect(statusOf(run, 1)).toBe(NODE_STATUS.SUCCESS);
    expect(ready(run)).toEqual([2]);
    expect(runStatus(run)).toBe(WF_STATUS.RUNNING);
    expect(markNodeAsSuccess(run, 2, AT)).toHaveProperty("refused");
  });

  it("stop: running nodes stopped, waiting ones canceled, nothing starts; retry carries on", () => {
    let run = start(openRun(dag([node(1), node(2), node(3)], [[1, 3], [2, 3]])), 1, 2);
    run = finish(run, 1);
    const stopped = unwrap(stopRun(run, AT));
    expect(stopped.stopInstances).toEqual(["i2"]);
    run = stopped.run;
    expect([1, 2, 3].map((id) => statusOf(run, id))).toEqual([NODE_STATUS.SUCCESS, NODE_STATUS.STOPPED, NODE_STATUS.CANCELED]);
    expect(ready(run)).toEqual([]);
    expect(runStatus(run)).toBe(WF_STATUS.STOPPED);
    // The stopped job instance reports in late: the node stays stopped.
    expect(finish(run, 2, NODE_STATUS.STOPPED)).toBe(run);
    expect(stopRun(run, AT)).toHaveProperty("refused");
    run = unwrap(retryRun(run));
    expect(ready(run)).toEqual([2]);
    expect(statusOf(run, 3)).toBe(NODE_STATUS.WAITING);
  });
});
