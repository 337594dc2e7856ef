import { and, eq, inArray, lte } from "drizzle-orm";
import { dagRunMessages } from "../../../contract/jobs/dag-run";
import { NODE_STATUS, WF_STATUS, type RunDag, type RunNode, type WfStatus } from "../../../contract/jobs/dag-status";
import { workflowMessages } from "../../../contract/jobs/workflow";
import { jobMessages } from "../../../contract/jobs/messages";
import { isFinalStatus } from "../../../contract/jobs/values";
import type { Db } from "../../../db/client";
import { jobInstances, jobWorkflowInstances, jobWorkflows } from "../../../db/schema";
import { nextId } from "../../../db/snowflake";
import { SimError } from "../../http";
import { acrossTenants, scoped } from "../../tenant";
import type { InstanceFinished, JobEngine } from "../engine";
import { markNodeAsSuccess, nodeFinished, nodeStarted, openRun, readyNodes, retryRun, runStatus, stopRun } from "../dag-engine";
import { fireDueWorkflows } from "./schedule";

export type WorkflowRow = typeof jobWorkflows.$inferSelect;
export type WfInstanceRow = typeof jobWorkflowInstances.$inferSelect;

export interface RunWorkflow {
  tenantCode: string;
  workflow: WorkflowRow;
  initParams?: string | null;
  /** Ms before it starts; 0 starts its root nodes at once. */
  delay?: number;
}

export interface WorkflowEngine {
  /** Writes a workflow instance and starts its root nodes (after `delay`); answers its id. */
  run(request: RunWorkflow): string;
  stop(tenantCode: string, wfInstanceId: string): void;
  retry(tenantCode: string, wfInstanceId: string, nodeId?: number): void;
  markNodeAsSuccess(tenantCode: string, wfInstanceId: string, nodeId: number): void;
  /** Starts delayed instances whose time came and fires due CRON workflows. */
  tick(): void;
  /** After a start: runs whose node outcomes were lost with the previous process take them up again. */
  recover(): void;
}

const FINAL_WF: readonly number[] = [WF_STATUS.FAILED, WF_STATUS.SUCCEED, WF_STATUS.STOPPED];

/**
 * DAG workflows on the job engine (decision 0026): a run's DAG, with each node's status and job
 * instance, lives in its instance row; every change (a node's job instance ending, a retry, a
 * stop) loads it, applies one step of the pure state machine (dag-engine.ts), starts the nodes it
 * names through the job engine and writes it back in one transaction.
 */
export function createWorkflowEngine(options: { db: Db; now: () => number; jobs: JobEngine }): WorkflowEngine {
  const { db, now, jobs } = options;

  const instanceOf = (tenantCode: string, wfInstanceId: string) =>
    db.select().from(jobWorkflowInstances).where(and(scoped(jobWorkflowInstances, tenantCode), eq(jobWorkflowInstances.id, wfInstanceId))).get();

  const mustFind = (tenantCode: string, wfInstanceId: string) => {
    const row = instanceOf(tenantCode, wfInstanceId);
    if (!row) throw new SimError(workflowMessages.wfInstanceUnknown);
    return row;
  };

  /**
   * A node's job instance: a node run before (a retry) runs its job instance again as its next
   * attempt, so the instance's log tells every try; a node never run gets a new instance.
   */
  function startNode(row: WfInstanceRow, node: RunNode): string {
    if (node.instanceId) {
      const before = db.select({ status: jobInstances.status }).from(jobInstances).where(and(scoped(jobInstances, row.tenantCode), eq(jobInstances.id, node.instanceId))).get();
      if (before && isFinalStatus(before.status)) {
        jobs.retryInstance(row.tenantCode, node.instanceId);
        return node.instanceId;
      }
    }
    return jobs.startJobInstance({
      tenantCode: row.tenantCode,
      appId: row.appId,
      jobId: node.jobId,
      // PowerJob hands a node its own parameters; the run's init parameters when it has none.
      instanceParams: node.nodeParams || row.wfInitParams || null,
      wfInstanceId: row.id,
      wfNodeId: String(node.nodeId),
    });
  }

  /** Starts every node the run lets start (a node whose job cannot start fails at once), then writes the run and its status. */
  function advance(row: WfInstanceRow, start: RunDag): void {
    db.transaction(() => {
      let run = start;
      for (let ready = readyNodes(run); ready.length > 0; ready = readyNodes(run)) {
        for (const node of ready) {
          try {
            const instanceId = startNode(row, node);
            run = nodeStarted(run, node.nodeId, instanceId, now());
          } catch (err) {
            if (!(err instanceof SimError)) throw err;
            run = { ...run, nodes: run.nodes.map((n) => (n.nodeId === node.nodeId ? { ...n, status: NODE_STATUS.FAILED, result: err.message, startTime: now(), finishedTime: now() } : n)) };
          }
        }
      }
      write(row, run, runStatus(run));
    });
  }

  function write(row: WfInstanceRow, run: RunDag, status: WfStatus): void {
    const final = FINAL_WF.includes(status);
    db.update(jobWorkflowInstances)
      .set({
        dag: run,
        status,
        actualTriggerTime: row.actualTriggerTime ?? now(),
        finishedTime: final ? now() : null,
        result: final ? resultOf(run, status) : null,
      })
      .where(and(scoped(jobWorkflowInstances, row.tenantCode), eq(jobWorkflowInstances.id, row.id)))
      .run();
  }

  /** A finished run's result: the failed nodes' results, else the leaves'. */
  function resultOf(run: RunDag, status: WfStatus): string {
    const failed = run.nodes.filter((n) => n.status === NODE_STATUS.FAILED && !n.skipWhenFailed);
    const told = status === WF_STATUS.FAILED && failed.length > 0 ? failed : run.nodes.filter((n) => !run.edges.some((e) => e.from === n.nodeId));
    return told.map((n) => `${n.nodeName}: ${n.result || "-"}`).join("; ").slice(0, 2000);
  }

  /** A node's job instance ended for good: the run moves on from it. */
  function onFinished(event: InstanceFinished): void {
    if (!event.wfInstanceId) return;
    const row = instanceOf(event.tenantCode, event.wfInstanceId);
    if (!row || row.status !== WF_STATUS.RUNNING) return;
    const run = nodeFinished(row.dag, event.instanceId, event.status, event.result ?? "", now());
    if (run !== row.dag) advance(row, run);
  }
  jobs.onInstanceFinished(onFinished);

  function begin(row: WfInstanceRow): void {
    advance({ ...row, actualTriggerTime: now() }, row.dag);
  }

  function runningCount(tenantCode: string, workflowId: string): number {
    return db
      .select({ id: jobWorkflowInstances.id })
      .from(jobWorkflowInstances)
      .where(and(scoped(jobWorkflowInstances, tenantCode), eq(jobWorkflowInstances.workflowId, workflowId), inArray(jobWorkflowInstances.status, [WF_STATUS.WAITING, WF_STATUS.RUNNING])))
      .all().length;
  }

  /** Writes an instance of the workflow; over its limit of running instances it is written failed, as PowerJob does. */
  function create(request: RunWorkflow & { triggerType: WfInstanceRow["triggerType"]; scheduledTime?: number; expectedTriggerTime: number }): WfInstanceRow {
    const { workflow } = request;
    const full = workflow.maxWfInstanceNum > 0 && runningCount(request.tenantCode, workflow.id) >= workflow.maxWfInstanceNum;
    const row: WfInstanceRow = {
      id: nextId(),
      tenantCode: request.tenantCode,
      appId: workflow.appId,
      workflowId: workflow.id,
      status: full ? WF_STATUS.FAILED : WF_STATUS.WAITING,
      dag: openRun(workflow.dag),
      wfInitParams: request.initParams ?? null,
      triggerType: request.triggerType,
      scheduledTime: request.scheduledTime ?? null,
      expectedTriggerTime: request.expectedTriggerTime,
      actualTriggerTime: null,
      finishedTime: full ? now() : null,
      result: full ? workflowMessages.tooManyWfInstances : null,
      createTime: new Date(now()),
      updateTime: new Date(now()),
    };
    db.insert(jobWorkflowInstances).values(row).run();
    return row;
  }

  function fireScheduled(workflow: WorkflowRow, scheduledTime: number): void {
    const row = create({ tenantCode: workflow.tenantCode, workflow, triggerType: "SCHEDULE", scheduledTime, expectedTriggerTime: scheduledTime });
    if (row.status === WF_STATUS.WAITING) begin(row);
  }

  /** Delayed instances whose time has come, every tenant's. */
  function startDue(): void {
    const due = acrossTenants("the scheduler starts every tenant's delayed workflow instances", () =>
      db.select().from(jobWorkflowInstances).where(and(eq(jobWorkflowInstances.status, WF_STATUS.WAITING), lte(jobWorkflowInstances.expectedTriggerTime, now()))).all(),
    );
    for (const row of due) begin(row);
  }

  return {
    run(request) {
      if (!request.workflow.enable) throw new SimError(workflowMessages.workflowDisabled);
      const delay = request.delay ?? 0;
      const row = create({ ...request, triggerType: "API", expectedTriggerTime: now() + delay });
      if (row.status === WF_STATUS.FAILED) throw new SimError(workflowMessages.tooManyWfInstances);
      if (delay === 0) begin(row);
      return row.id;
    },
    stop(tenantCode, wfInstanceId) {
      const row = mustFind(tenantCode, wfInstanceId);
      const stopped = FINAL_WF.includes(row.status) ? null : stopRun(row.dag, now());
      if (!stopped || "refused" in stopped) throw new SimError(stopped?.refused ?? dagRunMessages.notRunning);
      db.transaction(() => {
        // The run is written stopped first: the stopped job instances' own endings then change nothing.
        write(row, stopped.run, runStatus(stopped.run));
        for (const instanceId of stopped.stopInstances) {
          const instance = db.select({ status: jobInstances.status }).from(jobInstances).where(and(scoped(jobInstances, tenantCode), eq(jobInstances.id, instanceId))).get();
          if (instance && !isFinalStatus(instance.status)) jobs.stopInstance(tenantCode, instanceId);
        }
      });
    },
    retry(tenantCode, wfInstanceId, nodeId) {
      const row = mustFind(tenantCode, wfInstanceId);
      const run = retryRun(row.dag, nodeId);
      if ("refused" in run) throw new SimError(run.refused);
      advance({ ...row, finishedTime: null }, run);
    },
    markNodeAsSuccess(tenantCode, wfInstanceId, nodeId) {
      const row = mustFind(tenantCode, wfInstanceId);
      const run = markNodeAsSuccess(row.dag, nodeId, now());
      if ("refused" in run) throw new SimError(run.refused);
      advance(row, run);
    },
    tick() {
      startDue();
      fireDueWorkflows({ db, now }, fireScheduled);
    },
    recover() {
      const running = acrossTenants("a restart takes up every tenant's running workflow instances", () =>
        db.select().from(jobWorkflowInstances).where(eq(jobWorkflowInstances.status, WF_STATUS.RUNNING)).all(),
      );
      for (const row of running) {
        let run = row.dag;
        for (const node of run.nodes.filter((n) => n.status === NODE_STATUS.RUNNING && n.instanceId)) {
          const instance = db
            .select({ status: jobInstances.status, result: jobInstances.result })
            .from(jobInstances)
            .where(and(scoped(jobInstances, row.tenantCode), eq(jobInstances.id, node.instanceId!)))
            .get();
          if (!instance) run = nodeFinished(run, node.instanceId!, NODE_STATUS.FAILED, jobMessages.serverRestarted, now());
          else if (isFinalStatus(instance.status)) run = nodeFinished(run, node.instanceId!, instance.status as 4 | 5 | 9 | 10, instance.result ?? "", now());
        }
        advance(row, run);
      }
    },
  };
}
