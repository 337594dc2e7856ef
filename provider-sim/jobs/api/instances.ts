import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Router } from "express";
import { instanceIdQuerySchema, instanceLogQuerySchema, listInstancesSchema, type InstanceDetail, type InstanceInfo, type TaskInfo } from "../../../contract/jobs/instance";
import { jobMessages } from "../../../contract/jobs/messages";
import { powerJobPaths as p } from "../../../contract/jobs/paths";
import type { Db } from "../../../db/client";
import { jobInfos, jobInstanceLogs, jobInstances, jobTasks } from "../../../db/schema";
import type { SimContext } from "../../context";
import { requireButton } from "../../crud/buttons";
import { principalOf } from "../../middleware/auth";
import { scoped } from "../../tenant";
import type { InstanceRow } from "../core";
import { ownApp } from "./apps";
import { input, pageOf, powerJob, refuse } from "./reply";

function ownInstance(db: Db, tenantCode: string, instanceId: string): InstanceRow {
  return db.select().from(jobInstances).where(and(scoped(jobInstances, tenantCode), eq(jobInstances.id, instanceId))).get() ?? refuse(jobMessages.instanceUnknown);
}

function view(row: InstanceRow, jobName: string | null): InstanceInfo {
  return {
    instanceId: row.id,
    appId: row.appId,
    jobId: row.jobId,
    jobName,
    status: row.status,
    triggerType: row.triggerType,
    instanceParams: row.instanceParams,
    expectedTriggerTime: row.expectedTriggerTime,
    actualTriggerTime: row.actualTriggerTime,
    finishedTime: row.finishedTime,
    runningTimes: row.runningTimes,
    result: row.result,
    taskTrackerAddress: row.taskTrackerAddress,
    wfInstanceId: row.wfInstanceId,
    wfNodeId: row.wfNodeId,
  };
}

export function mountInstances(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;

  router.post(
    local(p.listInstances),
    powerJob((req) => {
      const principal = principalOf(req);
      const q = input(listInstancesSchema, req);
      ownApp(db, principal.tenantCode, q.appId);
      const where = and(
        scoped(jobInstances, principal),
        eq(jobInstances.appId, q.appId),
        q.jobId ? eq(jobInstances.jobId, q.jobId) : undefined,
        q.instanceId ? eq(jobInstances.id, q.instanceId) : undefined,
        q.wfInstanceId ? eq(jobInstances.wfInstanceId, q.wfInstanceId) : undefined,
        q.status !== undefined ? eq(jobInstances.status, q.status) : undefined,
      );
      const total = db.select({ n: count() }).from(jobInstances).where(where).get()?.n ?? 0;
      const rows = db
        .select({ instance: jobInstances, jobName: jobInfos.jobName })
        .from(jobInstances)
        .leftJoin(jobInfos, and(eq(jobInfos.id, jobInstances.jobId), scoped(jobInfos, principal)))
        .where(where)
        .orderBy(desc(jobInstances.expectedTriggerTime), desc(jobInstances.id))
        .limit(q.pageSize)
        .offset(q.index * q.pageSize)
        .all();
      return pageOf(
        rows.map((r) => view(r.instance, r.jobName)),
        total,
        q.index,
        q.pageSize,
      );
    }),
  );

  router.get(
    local(p.instanceDetail),
    powerJob((req): InstanceDetail => {
      const principal = principalOf(req);
      const row = ownInstance(db, principal.tenantCode, input(instanceIdQuerySchema, req).instanceId);
      const job = db.select().from(jobInfos).where(and(scoped(jobInfos, principal), eq(jobInfos.id, row.jobId))).get();
      const tasks = db
        .select({ status: jobTasks.status })
        .from(jobTasks)
        .where(and(scoped(jobTasks, principal), eq(jobTasks.instanceId, row.id), eq(jobTasks.attempt, row.runningTimes)))
        .all();
      return {
        ...view(row, job?.jobName ?? null),
        jobParams: job?.jobParams ?? null,
        executeType: job?.executeType ?? null,
        taskDetail: {
          totalTaskNum: tasks.length,
          succeedTaskNum: tasks.filter((t) => t.status === 5).length,
          failedTaskNum: tasks.filter((t) => t.status === 4).length,
          runningTaskNum: tasks.filter((t) => t.status === 3).length,
        },
      };
    }),
  );

  router.get(
    local(p.instanceTasks),
    powerJob((req): TaskInfo[] => {
      const principal = principalOf(req);
      const row = ownInstance(db, principal.tenantCode, input(instanceIdQuerySchema, req).instanceId);
      return db
        .select()
        .from(jobTasks)
        .where(and(scoped(jobTasks, principal), eq(jobTasks.instanceId, row.id)))
        .orderBy(desc(jobTasks.attempt), asc(jobTasks.createTime), asc(jobTasks.id))
        .limit(500)
        .all()
        .map((t) => ({
          taskId: t.id,
          taskName: t.taskName,
          kind: t.kind,
          attempt: t.attempt,
          workerAddress: t.workerAddress,
          status: t.status,
          result: t.result,
          failedCount: t.failedCount,
          startTime: t.startTime,
          finishedTime: t.finishedTime,
        }));
    }),
  );

  router.get(
    local(p.instanceLog),
    powerJob((req) => {
      const principal = principalOf(req);
      const q = input(instanceLogQuerySchema, req);
      const row = ownInstance(db, principal.tenantCode, q.instanceId);
      const mine = and(scoped(jobInstanceLogs, principal), eq(jobInstanceLogs.instanceId, row.id));
      const total = db.select({ n: count() }).from(jobInstanceLogs).where(mine).get()?.n ?? 0;
      const lines = db
        .select({ seq: jobInstanceLogs.seq, time: jobInstanceLogs.time, level: jobInstanceLogs.level, workerAddress: jobInstanceLogs.workerAddress, line: jobInstanceLogs.line })
        .from(jobInstanceLogs)
        .where(mine)
        .orderBy(asc(jobInstanceLogs.seq))
        .limit(q.pageSize)
        .offset(q.index * q.pageSize)
        .all();
      return pageOf(lines, total, q.index, q.pageSize);
    }),
  );

  for (const [path, act] of [
    [p.stopInstance, (tenant: string, id: string) => ctx.jobs.stopInstance(tenant, id)],
    [p.retryInstance, (tenant: string, id: string) => ctx.jobs.retryInstance(tenant, id)],
  ] as const) {
    router.get(
      local(path),
      powerJob((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, "taskinstance", "update");
        const row = ownInstance(db, principal.tenantCode, input(instanceIdQuerySchema, req).instanceId);
        act(principal.tenantCode, row.id);
        return null;
      }),
    );
  }
}

/** Unfinished instances of an app: the overview's running count. */
export function activeInstanceCount(db: Db, tenantCode: string, appId: string): number {
  return (
    db
      .select({ n: count() })
      .from(jobInstances)
      .where(and(scoped(jobInstances, tenantCode), eq(jobInstances.appId, appId), inArray(jobInstances.status, [1, 2, 3])))
      .get()?.n ?? 0
  );
}
