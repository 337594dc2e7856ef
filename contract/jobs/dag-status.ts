import type { Dag, DagNode } from "./dag";
import { INSTANCE_STATUS } from "./values";

/**
 * A workflow instance's status, PowerJob's WorkflowInstanceStatus values
 * (1 waiting, 2 running, 3 failed, 4 succeeded, 10 stopped by hand).
 */
export const WF_STATUS = { WAITING: 1, RUNNING: 2, FAILED: 3, SUCCEED: 4, STOPPED: 10 } as const;
export type WfStatus = (typeof WF_STATUS)[keyof typeof WF_STATUS];
export const WF_STATUSES = Object.values(WF_STATUS);

/**
 * A node's status inside a workflow instance: PowerJob keeps the job instance status values
 * (PROVIDER-API.md), 1 while the node waits for its parents, 3 once its job instance runs.
 */
export const NODE_STATUS = {
  WAITING: INSTANCE_STATUS.WAITING_DISPATCH,
  RUNNING: INSTANCE_STATUS.RUNNING,
  FAILED: INSTANCE_STATUS.FAILED,
  SUCCESS: INSTANCE_STATUS.SUCCESS,
  CANCELED: INSTANCE_STATUS.CANCELED,
  STOPPED: INSTANCE_STATUS.STOPPED,
} as const;
export type NodeStatus = (typeof NODE_STATUS)[keyof typeof NODE_STATUS];
export const NODE_STATUSES = Object.values(NODE_STATUS);

/** A node's status, its job instance and result, as an instance's DAG carries them. */
export interface NodeRun {
  status: NodeStatus;
  /** The job instance running or last run for this node. */
  instanceId: string | null;
  result: string;
  /** Epoch milliseconds of the simulator's clock, like the job instances'. */
  startTime: number | null;
  finishedTime: number | null;
}

/** An instance's DAG: the workflow's as it was when the run started, each node with its run. */
export type RunNode = DagNode & NodeRun;
export type RunDag = Dag<RunNode>;
