import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Router } from "express";
import type { z } from "zod";
import { dagRunMessages } from "../../../contract/jobs/dag-run";
import { WF_STATUS } from "../../../contract/jobs/dag-status";
import {
  listWfInstancesSchema,
  listWorkflowsSchema,
  markWfNodeSchema,
  retryWfInstanceSchema,
  runWorkflowSchema,
  saveWorkflowNodeSchema,
  saveWorkflowSchema,
  wfInstanceQuerySchema,
  workflowIdQuerySchema,
  workflowMessages,
  workflowPaths as p,
  type SaveWorkflow,
  type WfInstanceInfo,
  type WorkflowInfo,
} from "../../../contract/jobs/workflow";
import { checkSchedule } from "../../../contract/jobs/schedule";
import type { Db } from "../../../db/client";
import { jobInfos, jobWorkflowInstances, jobWorkflows } from "../../../db/schema";
import { nextId } from "../../../db/snowflake";
import type { SimContext } from "../../context";
import { requireButton } from "../../crud/buttons";
import { principalOf, type Principal } from "../../middleware/auth";
import { scoped } from "../../tenant";
import { ownApp } from "../api/apps";
import { contains, input, pageOf, powerJob, refuse } from "../api/reply";
import type { WfInstanceRow, WorkflowRow } from "./runner";
import { firstWorkflowTrigger } from "./schedule";

const MENU = "workflowinfo";
const INSTANCE_MENU = "dagworkflowinstance";

export function ownWorkflow(db: Db, tenantCode: string, workflowId: string, appId: string): WorkflowRow {
  const row = db.select().from(jobWorkflows).where(and(scoped(jobWorkflows, tenantCode), eq(jobWorkflows.id, workflowId))).get();
  if (!row || row.appId !== appId) refuse(workflowMessages.workflowUnknown);
  return row;
}

function ownWfInstance(db: Db, tenantCode: string, wfInstanceId: string, appId: string): WfInstanceRow {
  const row = db.select().from(jobWorkflowInstances).where(and(scoped(jobWorkflowInstances, tenantCode), eq(jobWorkflowInstances.id, wfInstanceId))).get();
  if (!row || row.appId !== appId) refuse(workflowMessages.wfInstanceUnknown);
  return row;
}

function view(row: WorkflowRow): WorkflowInfo {
  const { tenantCode: _tenant, createTime, updateTime, ...rest } = row;
  return { ...rest, createTime: createTime.getTime(), updateTime: updateTime.getTime() };
}

function instanceView(row: WfInstanceRow, workflowName: string | null): WfInstanceInfo {
  return {
    wfInstanceId: row.id,
    appId: row.appId,
    workflowId: row.workflowId,
    workflowName,
    status: row.status,
    dag: row.dag,
    wfInitParams: row.wfInitParams,
    triggerType: row.triggerType,
    expectedTriggerTime: row.expectedTriggerTime,
    actualTriggerTime: row.actualTriggerTime,
    finishedTime: row.finishedTime,
    result: row.result,
  };
}

/** The DAG's jobs must be jobs of the workflow's app in the caller's tenant; the graph's own rules were checked with its shape. */
function checkWorkflow(db: Db, tenantCode: string, values: SaveWorkflow, now: number): void {
  ownApp(db, tenantCode, values.appId);
  if (values.timeExpressionType === "CRON") checkSchedule({ ...values, timeExpressionType: "CRON" }, now);
  const jobIds = [...new Set(values.dag.nodes.map((n) => n.jobId))];
  const known = db
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(and(scoped(jobInfos, tenantCode), eq(jobInfos.appId, values.appId), inArray(jobInfos.id, jobIds)))
    .all();
  if (known.length !== jobIds.length) refuse(workflowMessages.nodeJobUnknown);
}

const isActive = (status: number) => status === WF_STATUS.WAITING || status === WF_STATUS.RUNNING;

export function mountWorkflows(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;
  /**
   * A call on one workflow: the caller's workflow of the app named, under the workflow screen's
   * button (none for a read); `act` answers the call.
   */
  const onWorkflow = <Q extends { workflowId: string; appId: string }>(schema: z.ZodType<Q>, button: string | null, act: (workflow: WorkflowRow, principal: Principal, q: Q) => unknown) =>
    powerJob((req) => {
      const principal = principalOf(req);
      const q = input(schema, req);
      if (button) requireButton(db, principal, MENU, button);
      return act(ownWorkflow(db, principal.tenantCode, q.workflowId, q.appId), principal, q);
    });
  /** An action on one run: the caller's run of the app named, under the instance screen's update button. */
  const onRun = <Q extends { wfInstanceId: string; appId: string }>(schema: z.ZodType<Q>, act: (run: WfInstanceRow, tenantCode: string, q: Q) => void) =>
    powerJob((req) => {
      const principal = principalOf(req);
      const q = input(schema, req);
      requireButton(db, principal, INSTANCE_MENU, "update");
      act(ownWfInstance(db, principal.tenantCode, q.wfInstanceId, q.appId), principal.tenantCode, q);
      return null;
    });

  router.post(
    local(p.listWorkflows),
    powerJob((req) => {
      const principal = principalOf(req);
      const q = input(listWorkflowsSchema, req);
      ownApp(db, principal.tenantCode, q.appId);
      const where = and(
        scoped(jobWorkflows, principal),
        eq(jobWorkflows.appId, q.appId),
        q.workflowId ? eq(jobWorkflows.id, q.workflowId) : undefined,
        q.keyword ? contains(jobWorkflows.wfName, q.keyword) : undefined,
      );
      const total = db.select({ n: count() }).from(jobWorkflows).where(where).get()?.n ?? 0;
      const rows = db.select().from(jobWorkflows).where(where).orderBy(desc(jobWorkflows.createTime), desc(jobWorkflows.id)).limit(q.pageSize).offset(q.index * q.pageSize).all();
      return pageOf(rows.map(view), total, q.index, q.pageSize);
    }),
  );

  router.post(
    local(p.saveWorkflow),
    powerJob((req) => {
      const principal = principalOf(req);
      const values = input(saveWorkflowSchema, req);
      requireButton(db, principal, MENU, values.id ? "update" : "add");
      const before = values.id ? ownWorkflow(db, principal.tenantCode, values.id, values.appId) : undefined;
      checkWorkflow(db, principal.tenantCode, values, ctx.now());
      const { id: _id, ...fields } = values;
      const row = { ...fields, wfDescription: fields.wfDescription ?? null, timeExpression: fields.timeExpressionType === "CRON" ? (fields.timeExpression ?? null) : null };
      const sameSchedule =
        before && before.timeExpressionType === row.timeExpressionType && before.timeExpression === row.timeExpression && before.timeZone === row.timeZone && before.enable === row.enable;
      const nextTriggerTime = sameSchedule ? before.nextTriggerTime : firstWorkflowTrigger(row, ctx.now());
      if (before) {
        db.update(jobWorkflows).set({ ...row, nextTriggerTime }).where(and(scoped(jobWorkflows, principal), eq(jobWorkflows.id, before.id))).run();
        return before.id;
      }
      const id = nextId();
      db.insert(jobWorkflows).values({ id, tenantCode: principal.tenantCode, ...row, nextTriggerTime }).run();
      return id;
    }),
  );

  router.post(
    local(p.copyWorkflow),
    onWorkflow(workflowIdQuerySchema, "add", (workflow) => {
      const { id: _id, createTime: _c, updateTime: _u, ...fields } = workflow;
      const id = nextId();
      // A copy starts disabled: two copies of one CRON workflow would run every job twice.
      db.insert(jobWorkflows).values({ ...fields, id, wfName: `${workflow.wfName} (copy)`.slice(0, 100), enable: false, nextTriggerTime: null }).run();
      return id;
    }),
  );

  router.post(
    local(p.saveWorkflowNode),
    powerJob((req) => {
      const principal = principalOf(req);
      const q = input(saveWorkflowNodeSchema, req);
      requireButton(db, principal, MENU, "update");
      const workflow = ownWorkflow(db, principal.tenantCode, q.workflowId, q.appId);
      if (!workflow.dag.nodes.some((n) => n.nodeId === q.nodeId)) refuse(dagRunMessages.nodeUnknown);
      const { workflowId: _w, appId: _a, nodeId, ...patch } = q;
      const dag = { ...workflow.dag, nodes: workflow.dag.nodes.map((n) => (n.nodeId === nodeId ? { ...n, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } : n)) };
      db.update(jobWorkflows).set({ dag }).where(and(scoped(jobWorkflows, principal), eq(jobWorkflows.id, workflow.id))).run();
      return null;
    }),
  );

  for (const [path, enable] of [
    [p.disableWorkflow, false],
    [p.enableWorkflow, true],
  ] as const) {
    router.get(
      local(path),
      onWorkflow(workflowIdQuerySchema, "update", (workflow, principal) => {
        if (workflow.enable !== enable) {
          db.update(jobWorkflows)
            .set({ enable, nextTriggerTime: firstWorkflowTrigger({ ...workflow, enable }, ctx.now()) })
            .where(and(scoped(jobWorkflows, principal), eq(jobWorkflows.id, workflow.id)))
            .run();
        }
        return null;
      }),
    );
  }

  router.get(
    local(p.deleteWorkflow),
    onWorkflow(workflowIdQuerySchema, "delete", (workflow, principal) => {
      const runs = db.select().from(jobWorkflowInstances).where(and(scoped(jobWorkflowInstances, principal), eq(jobWorkflowInstances.workflowId, workflow.id))).all();
      if (runs.some((r) => isActive(r.status))) refuse(workflowMessages.workflowRunning);
      db.transaction(() => {
        db.delete(jobWorkflowInstances).where(and(scoped(jobWorkflowInstances, principal), eq(jobWorkflowInstances.workflowId, workflow.id))).run();
        db.delete(jobWorkflows).where(and(scoped(jobWorkflows, principal), eq(jobWorkflows.id, workflow.id))).run();
      });
      return null;
    }),
  );

  router.get(
    local(p.fetchWorkflow),
    onWorkflow(workflowIdQuerySchema, null, view),
  );

  router.get(
    local(p.runWorkflow),
    onWorkflow(runWorkflowSchema, "update", (workflow, principal, q) =>
      ctx.workflows.run({ tenantCode: principal.tenantCode, workflow, initParams: q.initParams || null, delay: q.delay }),
    ),
  );

  router.post(
    local(p.listWfInstances),
    powerJob((req) => {
      const principal = principalOf(req);
      const q = input(listWfInstancesSchema, req);
      ownApp(db, principal.tenantCode, q.appId);
      const where = and(
        scoped(jobWorkflowInstances, principal),
        eq(jobWorkflowInstances.appId, q.appId),
        q.workflowId ? eq(jobWorkflowInstances.workflowId, q.workflowId) : undefined,
        q.wfInstanceId ? eq(jobWorkflowInstances.id, q.wfInstanceId) : undefined,
        q.status !== undefined ? eq(jobWorkflowInstances.status, q.status) : undefined,
      );
      const total = db.select({ n: count() }).from(jobWorkflowInstances).where(where).get()?.n ?? 0;
      const rows = db
        .select({ run: jobWorkflowInstances, wfName: jobWorkflows.wfName })
        .from(jobWorkflowInstances)
        .leftJoin(jobWorkflows, and(eq(jobWorkflows.id, jobWorkflowInstances.workflowId), scoped(jobWorkflows, principal)))
        .where(where)
        .orderBy(desc(jobWorkflowInstances.expectedTriggerTime), desc(jobWorkflowInstances.id))
        .limit(q.pageSize)
        .offset(q.index * q.pageSize)
        .all();
      return pageOf(
        rows.map((r) => instanceView(r.run, r.wfName)),
        total,
        q.index,
        q.pageSize,
      );
    }),
  );

  router.get(
    local(p.wfInstanceInfo),
    powerJob((req) => {
      const principal = principalOf(req);
      const { wfInstanceId, appId } = input(wfInstanceQuerySchema, req);
      const row = ownWfInstance(db, principal.tenantCode, wfInstanceId, appId);
      const workflow = db.select({ wfName: jobWorkflows.wfName }).from(jobWorkflows).where(and(scoped(jobWorkflows, principal), eq(jobWorkflows.id, row.workflowId))).get();
      return instanceView(row, workflow?.wfName ?? null);
    }),
  );

  router.get(
    local(p.stopWfInstance),
    onRun(wfInstanceQuerySchema, (run, tenantCode) => ctx.workflows.stop(tenantCode, run.id)),
  );
  router.get(
    local(p.retryWfInstance),
    onRun(retryWfInstanceSchema, (run, tenantCode, q) => ctx.workflows.retry(tenantCode, run.id, q.nodeId)),
  );
  router.get(
    local(p.markWfNodeAsSuccess),
    onRun(markWfNodeSchema, (run, tenantCode, q) => ctx.workflows.markNodeAsSuccess(tenantCode, run.id, q.nodeId)),
  );
}
