import { parentsOf, type Dag } from "../../contract/jobs/dag";
import { NODE_STATUS, WF_STATUS, type NodeStatus, type RunDag, type RunNode, type WfStatus } from "../../contract/jobs/dag-status";
import { dagRunMessages as m } from "../../contract/jobs/dag-run";

/**
 * A workflow instance's DAG as a pure state machine: each function takes the DAG with its nodes'
 * statuses and answers the next one, never touching the database or the clock. The caller
 * (wf-runner.ts) starts the job instances it is told to start and feeds their outcomes back.
 */

const FINAL: readonly NodeStatus[] = [NODE_STATUS.FAILED, NODE_STATUS.SUCCESS, NODE_STATUS.CANCELED, NODE_STATUS.STOPPED];

/** A node its children may follow: it succeeded (or was marked so), failed where failure is skipped, or is switched off. */
export function letsChildrenStart(node: RunNode): boolean {
  return !node.enable || node.status === NODE_STATUS.SUCCESS || (node.status === NODE_STATUS.FAILED && node.skipWhenFailed);
}

/** A fresh instance of a workflow's DAG: every enabled node waits, a switched-off one is skipped. */
export function openRun(dag: Dag): RunDag {
  return {
    edges: dag.edges,
    nodes: dag.nodes.map((node) => ({
      ...node,
      status: node.enable ? NODE_STATUS.WAITING : NODE_STATUS.CANCELED,
      instanceId: null,
      result: node.enable ? "" : m.nodeDisabled,
      startTime: null,
      finishedTime: null,
    })),
  };
}

const byId = (run: RunDag, nodeId: number) => run.nodes.find((n) => n.nodeId === nodeId);

/** The waiting nodes whose parents all let them start: ALL of them, so a join waits for its last parent. */
export function readyNodes(run: RunDag): RunNode[] {
  return run.nodes.filter(
    (node) => node.enable && node.status === NODE_STATUS.WAITING && parentsOf(run, node.nodeId).every((p) => letsChildrenStart(byId(run, p)!)),
  );
}

/** The instance's status follows from its nodes: running while something runs or may start, else how it ended. */
export function runStatus(run: RunDag): WfStatus {
  const enabled = run.nodes.filter((n) => n.enable);
  if (enabled.some((n) => n.status === NODE_STATUS.RUNNING) || readyNodes(run).length > 0) return WF_STATUS.RUNNING;
  if (enabled.every(letsChildrenStart)) return WF_STATUS.SUCCEED;
  if (enabled.some((n) => n.status === NODE_STATUS.STOPPED || n.status === NODE_STATUS.CANCELED)) return WF_STATUS.STOPPED;
  return WF_STATUS.FAILED;
}

const withNode = (run: RunDag, nodeId: number, change: (node: RunNode) => RunNode): RunDag => ({
  ...run,
  nodes: run.nodes.map((node) => (node.nodeId === nodeId ? change(node) : node)),
});

/** The node's job instance was created. */
export function nodeStarted(run: RunDag, nodeId: number, instanceId: string, at: number): RunDag {
  return withNode(run, nodeId, (node) => ({ ...node, status: NODE_STATUS.RUNNING, instanceId, result: "", startTime: at, finishedTime: null }));
}

/**
 * The node's job instance ended for good (its own retries spent). An outcome for an instance the
 * node no longer runs (stopped, or retried since) changes nothing.
 */
export function nodeFinished(run: RunDag, instanceId: string, status: NodeStatus, result: string, at: number): RunDag {
  const node = run.nodes.find((n) => n.instanceId === instanceId);
  if (!node || node.status !== NODE_STATUS.RUNNING || !FINAL.includes(status)) return run;
  return withNode(run, node.nodeId, (n) => ({ ...n, status, result, finishedTime: at }));
}

/** Stop by hand: running nodes are stopped (the caller stops their job instances), waiting ones canceled. */
export function stopRun(run: RunDag, at: number): { run: RunDag; stopInstances: string[] } | { refused: string } {
  if (runStatus(run) !== WF_STATUS.RUNNING) return { refused: m.notRunning };
  const stopInstances = run.nodes.filter((n) => n.status === NODE_STATUS.RUNNING && n.instanceId).map((n) => n.instanceId!);
  const nodes = run.nodes.map((node): RunNode => {
    if (node.status === NODE_STATUS.RUNNING) return { ...node, status: NODE_STATUS.STOPPED, result: m.stoppedByHand, finishedTime: at };
    if (node.enable && node.status === NODE_STATUS.WAITING) return { ...node, status: NODE_STATUS.CANCELED, result: m.canceledByStop, finishedTime: at };
    return node;
  });
  return { run: { ...run, nodes }, stopInstances };
}

/** A node that holds the run up: it failed without skipWhenFailed, or was stopped or canceled. */
const blocks = (node: RunNode) =>
  node.enable && (node.status === NODE_STATUS.STOPPED || node.status === NODE_STATUS.CANCELED || (node.status === NODE_STATUS.FAILED && !node.skipWhenFailed));

const waitAgain = (node: RunNode): RunNode => ({ ...node, status: NODE_STATUS.WAITING, result: "", startTime: null, finishedTime: null });

/**
 * Retry: the failed node named (or, without one, every node that holds the run up) waits again, and
 * so do the nodes a stop canceled, so the run carries on from where it broke. Nodes that succeeded
 * keep their result.
 */
export function retryRun(run: RunDag, nodeId?: number): RunDag | { refused: string } {
  if (nodeId === undefined) {
    if (runStatus(run) !== WF_STATUS.FAILED && runStatus(run) !== WF_STATUS.STOPPED) return { refused: m.notRetryable };
    return { ...run, nodes: run.nodes.map((node) => (blocks(node) ? waitAgain(node) : node)) };
  }
  const node = byId(run, nodeId);
  if (!node) return { refused: m.nodeUnknown };
  if (!blocks(node) || node.status === NODE_STATUS.CANCELED) return { refused: m.nodeNotRetryable };
  return {
    ...run,
    nodes: run.nodes.map((n) => (n.nodeId === nodeId || (n.enable && n.status === NODE_STATUS.CANCELED) ? waitAgain(n) : n)),
  };
}

/** Mark a failed, stopped or canceled node as succeeded: its children may start. */
export function markNodeAsSuccess(run: RunDag, nodeId: number, at: number): RunDag | { refused: string } {
  const node = byId(run, nodeId);
  if (!node) return { refused: m.nodeUnknown };
  if (!blocks(node)) return { refused: m.nodeNotMarkable };
  return withNode(run, nodeId, (n) => ({ ...n, status: NODE_STATUS.SUCCESS, result: m.markedAsSuccess, finishedTime: n.finishedTime ?? at }));
}
