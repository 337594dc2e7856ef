import { and, count, desc, eq, inArray, or } from "drizzle-orm";
import type { Request, Router } from "express";
import { jobIdQuerySchema, listJobsSchema, nextTriggerTimesSchema, runJobSchema, saveJobSchema, type JobInfo, type SaveJob } from "../../../contract/jobs/job";
import { jobMessages } from "../../../contract/jobs/messages";
import { powerJobPaths as p } from "../../../contract/jobs/paths";
import { checkSchedule, nextFireTimes } from "../../../contract/jobs/schedule";
import { PROCESSOR_EXECUTE_TYPES, type ProcessorName } from "../../../contract/jobs/values";
import type { Db } from "../../../db/client";
import { jobInfos, jobInstanceLogs, jobInstances, jobTasks, users } from "../../../db/schema";
import { nextId } from "../../../db/snowflake";
import type { SimContext } from "../../context";
import { requireButton } from "../../crud/buttons";
import { principalOf } from "../../middleware/auth";
import { scoped } from "../../tenant";
import type { JobRow } from "../core";
import { processorOf } from "../processors";
import { firstTrigger } from "../schedule";
import { ownApp } from "./apps";
import { contains, input, pageOf, powerJob, refuse } from "./reply";

const MENU = "jobinfo";

export function ownJob(db: Db, tenantCode: string, jobId: string, appId?: string): JobRow {
  const job = db.select().from(jobInfos).where(and(scoped(jobInfos, tenantCode), eq(jobInfos.id, jobId))).get();
  if (!job || (appId !== undefined && job.appId !== appId)) refuse(jobMessages.jobUnknown);
  return job;
}

function view(job: JobRow): JobInfo {
  const { tenantCode: _tenant, createTime, updateTime, ...rest } = job;
  return { ...rest, createTime: createTime.getTime(), updateTime: updateTime.getTime() };
}

/** What PowerJob checks of a job before it keeps it, each refusal in its own words. */
function checkJob(db: Db, tenantCode: string, values: SaveJob, now: number): void {
  ownApp(db, tenantCode, values.appId);
  if (values.processorType === "EXTERNAL") refuse(jobMessages.externalProcessor);
  if (!processorOf(values.processorInfo)) refuse(jobMessages.processorUnknown);
  if (!PROCESSOR_EXECUTE_TYPES[values.processorInfo as ProcessorName].includes(values.executeType)) refuse(jobMessages.processorExecuteType);
  checkSchedule(values, now);
  if (values.dispatchStrategy === "SPECIFY" && !values.designatedWorkers?.trim()) refuse(jobMessages.designatedWorkersNeeded);
  const alarmUsers = [...new Set(values.notifyUserIds)];
  if (alarmUsers.length) {
    const known = db.select({ id: users.id }).from(users).where(and(scoped(users, tenantCode), inArray(users.id, alarmUsers))).all();
    if (known.length !== alarmUsers.length) refuse(jobMessages.notifyUserUnknown);
  }
}

const SCHEDULE_FIELDS = ["timeExpressionType", "timeExpression", "timeZone", "enable"] as const;

export function mountJobs(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;
  const jobFor = (req: Request) => {
    const principal = principalOf(req);
    const { jobId } = input(jobIdQuerySchema, req);
    return { principal, job: ownJob(db, principal.tenantCode, jobId) };
  };

  router.post(
    local(p.listJobs),
    powerJob((req) => {
      const principal = principalOf(req);
      const q = input(listJobsSchema, req);
      ownApp(db, principal.tenantCode, q.appId);
      const where = and(
        scoped(jobInfos, principal),
        eq(jobInfos.appId, q.appId),
        q.jobId ? eq(jobInfos.id, q.jobId) : undefined,
        q.keyword ? or(contains(jobInfos.jobName, q.keyword), contains(jobInfos.processorInfo, q.keyword)) : undefined,
      );
      const total = db.select({ n: count() }).from(jobInfos).where(where).get()?.n ?? 0;
      const rows = db.select().from(jobInfos).where(where).orderBy(desc(jobInfos.createTime), desc(jobInfos.id)).limit(q.pageSize).offset(q.index * q.pageSize).all();
      return pageOf(rows.map(view), total, q.index, q.pageSize);
    }),
  );

  router.post(
    local(p.saveJob),
    powerJob((req) => {
      const principal = principalOf(req);
      const values = input(saveJobSchema, req);
      requireButton(db, principal, MENU, values.id ? "update" : "add");
      const before = values.id ? ownJob(db, principal.tenantCode, values.id) : undefined;
      checkJob(db, principal.tenantCode, values, ctx.now());
      const { id: _id, ...fields } = values;
      const row = { ...fields, jobDescription: fields.jobDescription ?? null, jobParams: fields.jobParams ?? null, timeExpression: fields.timeExpression ?? null, designatedWorkers: fields.designatedWorkers ?? null };
      // An unchanged schedule keeps its next tick; a changed one starts from now.
      const sameSchedule = before && before.appId === values.appId && SCHEDULE_FIELDS.every((f) => before[f] === row[f]);
      const nextTriggerTime = sameSchedule ? before.nextTriggerTime : firstTrigger(row, ctx.now());
      if (before) {
        db.update(jobInfos).set({ ...row, nextTriggerTime }).where(and(scoped(jobInfos, principal), eq(jobInfos.id, before.id))).run();
        return before.id;
      }
      const id = nextId();
      db.insert(jobInfos).values({ id, tenantCode: principal.tenantCode, ...row, nextTriggerTime }).run();
      return id;
    }),
  );

  router.post(
    local(p.copyJob),
    powerJob((req) => {
      const { principal, job } = jobFor(req);
      requireButton(db, principal, MENU, "add");
      const id = nextId();
      const { id: _id, createTime: _c, updateTime: _u, nextTriggerTime: _n, ...fields } = job;
      db.insert(jobInfos)
        .values({ ...fields, id, jobName: `${job.jobName} (copy)`.slice(0, 100), nextTriggerTime: firstTrigger(job, ctx.now()) })
        .run();
      return id;
    }),
  );

  router.get(
    local(p.deleteJob),
    powerJob((req) => {
      const { principal, job } = jobFor(req);
      requireButton(db, principal, MENU, "delete");
      // Unfinished instances are stopped first, so whoever waits on them (a workflow) hears it.
      const active = db
        .select({ id: jobInstances.id })
        .from(jobInstances)
        .where(and(scoped(jobInstances, principal), eq(jobInstances.jobId, job.id), inArray(jobInstances.status, [1, 2, 3])))
        .all();
      for (const { id } of active) ctx.jobs.stopInstance(principal.tenantCode, id);
      db.transaction(() => {
        const ids = db.select({ id: jobInstances.id }).from(jobInstances).where(and(scoped(jobInstances, principal), eq(jobInstances.jobId, job.id))).all().map((r) => r.id);
        if (ids.length) {
          db.delete(jobTasks).where(and(scoped(jobTasks, principal), inArray(jobTasks.instanceId, ids))).run();
          db.delete(jobInstanceLogs).where(and(scoped(jobInstanceLogs, principal), inArray(jobInstanceLogs.instanceId, ids))).run();
          db.delete(jobInstances).where(and(scoped(jobInstances, principal), eq(jobInstances.jobId, job.id))).run();
        }
        db.delete(jobInfos).where(and(scoped(jobInfos, principal), eq(jobInfos.id, job.id))).run();
      });
      return null;
    }),
  );

  for (const [path, enable] of [
    [p.disableJob, false],
    [p.enableJob, true],
  ] as const) {
    router.get(
      local(path),
      powerJob((req) => {
        const { principal, job } = jobFor(req);
        requireButton(db, principal, MENU, "status");
        if (job.enable !== enable) {
          db.update(jobInfos)
            .set({ enable, nextTriggerTime: firstTrigger({ ...job, enable }, ctx.now()) })
            .where(and(scoped(jobInfos, principal), eq(jobInfos.id, job.id)))
            .run();
        }
        return null;
      }),
    );
  }

  router.get(
    local(p.runJob),
    powerJob((req) => {
      const principal = principalOf(req);
      const q = input(runJobSchema, req);
      requireButton(db, principal, MENU, "update");
      const job = ownJob(db, principal.tenantCode, q.jobId, q.appId);
      if (job.timeExpressionType === "WORKFLOW") refuse(jobMessages.workflowJobRun);
      return ctx.jobs.startJobInstance({ tenantCode: principal.tenantCode, appId: job.appId, jobId: job.id, instanceParams: q.instanceParams || null });
    }),
  );

  router.post(
    local(p.nextTriggerTimes),
    powerJob((req) => nextFireTimes(input(nextTriggerTimesSchema, req), ctx.now(), 5)),
  );
}
