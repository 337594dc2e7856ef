import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { jobMessages } from "../../contract/jobs/messages";
import { isSecondsLevel } from "../../contract/jobs/schedule";
import { SECONDS_LEVEL_HISTORY, isFinalStatus } from "../../contract/jobs/values";
import type { Db } from "../../db/client";
import { jobInfos, jobInstanceLogs, jobInstances, jobTasks } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import { SimError } from "../http";
import { scoped } from "../tenant";
import { notifyUsers } from "./alarm";
import { writeLog, type EngineCore, type InstanceRow } from "./core";
import { dispatchWaiting, instancesIn, jobOf, receiveDispatched } from "./dispatch";
import { endTasks, stepRunning } from "./run";
import { fireDueJobs } from "./schedule";

/** What starts an instance: `job/run`, the scheduler, or a DAG node (with its workflow instance and node). */
export interface StartJobInstance {
  tenantCode: string;
  appId: string;
  jobId: string;
  instanceParams?: string | null;
  wfInstanceId?: string | null;
  wfNodeId?: string | null;
}

/** Told once per final status: SUCCESS, or FAILED / STOPPED / CANCELED after its retries are spent. */
export interface InstanceFinished {
  tenantCode: string;
  appId: string;
  jobId: string;
  instanceId: string;
  status: 4 | 5 | 9 | 10;
  result: string | null;
  wfInstanceId: string | null;
  wfNodeId: string | null;
}

export type InstanceListener = (event: InstanceFinished) => void;

export interface JobEngine {
  /** Writes a WAITING_DISPATCH instance and answers its id; the next ticks dispatch and run it. */
  startJobInstance(request: StartJobInstance): string;
  /** Adds a listener; answers the function that removes it. */
  onInstanceFinished(listener: InstanceListener): () => void;
  /** One step of the scheduler at the clock's now: ends due tasks, moves instances on one status, fires due jobs. */
  tick(): void;
  /** After a start: instances a previous process left dispatched or running fail with the reason and retry per their settings. */
  recover(): void;
  /** Stops a running instance (10 STOPPED) or cancels a waiting one (9 CANCELED); final, no retry. */
  stopInstance(tenantCode: string, instanceId: string): void;
  /** Runs a finished instance again as a new attempt of the same instance. */
  retryInstance(tenantCode: string, instanceId: string): void;
}

export function createJobEngine(options: { db: Db; now: () => number; onListenerError?: (err: unknown) => void }): JobEngine {
  const core: EngineCore = { db: options.db, now: options.now };
  const listeners = new Set<InstanceListener>();
  const reportListenerError = options.onListenerError ?? ((err: unknown) => console.error("job instance listener failed:", err));

  const instanceById = (tenantCode: string, instanceId: string) =>
    core.db.select().from(jobInstances).where(and(scoped(jobInstances, tenantCode), eq(jobInstances.id, instanceId))).get();

  function announce(instance: InstanceRow, status: InstanceFinished["status"], result: string | null): void {
    const event: InstanceFinished = {
      tenantCode: instance.tenantCode,
      appId: instance.appId,
      jobId: instance.jobId,
      instanceId: instance.id,
      status,
      result,
      wfInstanceId: instance.wfInstanceId,
      wfNodeId: instance.wfNodeId,
    };
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (err) {
        reportListenerError(err);
      }
    }
  }

  /** A seconds-level job keeps its last 10 finished instances outside workflows (SPEC §9). */
  function trimHistory(instance: InstanceRow): void {
    const job = jobOf(core, instance);
    if (!job || !isSecondsLevel(job, core.now())) return;
    const mine = and(scoped(jobInstances, instance.tenantCode), eq(jobInstances.jobId, job.id), isNull(jobInstances.wfInstanceId), inArray(jobInstances.status, [4, 5, 9, 10]));
    const old = core.db
      .select({ id: jobInstances.id })
      .from(jobInstances)
      .where(mine)
      .orderBy(desc(jobInstances.expectedTriggerTime), desc(jobInstances.id))
      .offset(SECONDS_LEVEL_HISTORY)
      .limit(10_000)
      .all()
      .map((r) => r.id);
    if (!old.length) return;
    core.db.delete(jobTasks).where(and(scoped(jobTasks, instance.tenantCode), inArray(jobTasks.instanceId, old))).run();
    core.db.delete(jobInstanceLogs).where(and(scoped(jobInstanceLogs, instance.tenantCode), inArray(jobInstanceLogs.instanceId, old))).run();
    core.db.delete(jobInstances).where(and(scoped(jobInstances, instance.tenantCode), inArray(jobInstances.id, old))).run();
  }

  /** The final status: written with the job's next FIXED_DELAY trigger, the alarm, the history trim; then the listeners hear it. */
  function settle(instance: InstanceRow, status: InstanceFinished["status"], result: string | null): void {
    core.db.transaction(() => {
      core.db
        .update(jobInstances)
        .set({ status, result, finishedTime: core.now() })
        .where(and(scoped(jobInstances, instance.tenantCode), eq(jobInstances.id, instance.id)))
        .run();
      writeLog(core, instance, `finished: ${status === 5 ? "SUCCESS" : status === 4 ? "FAILED" : status === 9 ? "CANCELED" : "STOPPED"}${result ? ` (${result})` : ""}`, status === 5 ? "INFO" : "ERROR");
      const job = jobOf(core, instance);
      if (job?.timeExpressionType === "FIXED_DELAY" && job.enable && instance.triggerType === "SCHEDULE") {
        const delay = Number(job.timeExpression);
        core.db.update(jobInfos).set({ nextTriggerTime: core.now() + delay }).where(and(scoped(jobInfos, job.tenantCode), eq(jobInfos.id, job.id))).run();
      }
      if (status === 4 && job?.notifyUserIds.length) {
        notifyUsers(
          core.db,
          instance.tenantCode,
          job.notifyUserIds,
          {
            en: `Job "${job.jobName}" failed (instance ${instance.id})`,
            zh: `任务「${job.jobName}」执行失败（实例 ${instance.id}）`,
            tw: `任務「${job.jobName}」執行失敗（實例 ${instance.id}）`,
          },
          result ? { en: result, zh: result, tw: result } : undefined,
        );
      }
      trimHistory(instance);
    });
    announce(instance, status, result);
  }

  function succeed(instance: InstanceRow, result: string): void {
    settle(instance, 5, result);
  }

  /** An attempt failed: retried as a new attempt while the job's instance retries last, else FAILED for good. */
  function fail(instance: InstanceRow, reason: string, opts: { final?: boolean } = {}): void {
    const job = jobOf(core, instance);
    if (!opts.final && job && instance.runningTimes <= job.instanceRetryNum) {
      core.db.transaction(() => {
        endTasks(core, instance, 4);
        core.db
          .update(jobInstances)
          .set({ status: 1, runningTimes: instance.runningTimes + 1, result: reason })
          .where(and(scoped(jobInstances, instance.tenantCode), eq(jobInstances.id, instance.id)))
          .run();
        writeLog(core, instance, `attempt ${instance.runningTimes} failed (${reason}); instance retry ${instance.runningTimes} of ${job.instanceRetryNum}`, "WARN");
      });
      return;
    }
    endTasks(core, instance, 4);
    settle(instance, 4, reason);
  }

  return {
    startJobInstance(request) {
      const job = jobOf(core, { tenantCode: request.tenantCode, jobId: request.jobId });
      if (!job || job.appId !== request.appId) throw new SimError(jobMessages.jobUnknown);
      if (job.timeExpressionType === "WORKFLOW" && !request.wfInstanceId) throw new SimError(jobMessages.workflowJobRun);
      return createInstance(core, job, {
        triggerType: request.wfInstanceId ? "WORKFLOW" : "API",
        expectedTriggerTime: core.now(),
        instanceParams: request.instanceParams ?? null,
        wfInstanceId: request.wfInstanceId ?? null,
        wfNodeId: request.wfNodeId ?? null,
      });
    },
    onInstanceFinished(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tick() {
      stepRunning(core, succeed, fail);
      receiveDispatched(core, fail);
      dispatchWaiting(core, fail);
      fireDueJobs(core, (job, scheduledTime) =>
        createInstance(core, job, { triggerType: "SCHEDULE", scheduledTime, expectedTriggerTime: scheduledTime, instanceParams: null, wfInstanceId: null, wfNodeId: null }),
      );
    },
    recover() {
      for (const status of [2, 3]) {
        for (const instance of instancesIn(core, status)) {
          fail(instance, jobMessages.serverRestarted);
        }
      }
    },
    stopInstance(tenantCode, instanceId) {
      const instance = instanceById(tenantCode, instanceId);
      if (!instance) throw new SimError(jobMessages.instanceUnknown);
      if (isFinalStatus(instance.status)) throw new SimError(jobMessages.notRunning);
      endTasks(core, instance, 10);
      writeLog(core, instance, jobMessages.stoppedByUser, "WARN");
      settle(instance, instance.status === 3 ? 10 : 9, jobMessages.stoppedByUser);
    },
    retryInstance(tenantCode, instanceId) {
      const instance = instanceById(tenantCode, instanceId);
      if (!instance) throw new SimError(jobMessages.instanceUnknown);
      if (!isFinalStatus(instance.status)) throw new SimError(jobMessages.notFinished);
      core.db.transaction(() => {
        core.db
          .update(jobInstances)
          .set({ status: 1, runningTimes: instance.runningTimes + 1, result: null, finishedTime: null })
          .where(and(scoped(jobInstances, tenantCode), eq(jobInstances.id, instanceId)))
          .run();
        writeLog(core, instance, `retried by the user: attempt ${instance.runningTimes + 1}`, "WARN");
      });
    },
  };
}

interface NewInstance {
  triggerType: InstanceRow["triggerType"];
  scheduledTime?: number;
  expectedTriggerTime: number;
  instanceParams: string | null;
  wfInstanceId: string | null;
  wfNodeId: string | null;
}

function createInstance(core: EngineCore, job: { id: string; tenantCode: string; appId: string }, values: NewInstance): string {
  const id = nextId();
  const instance = { id, tenantCode: job.tenantCode, appId: job.appId, jobId: job.id, status: 1, ...values };
  core.db.insert(jobInstances).values(instance).run();
  const by = values.triggerType === "SCHEDULE" ? "the schedule" : values.triggerType === "WORKFLOW" ? `workflow instance ${values.wfInstanceId}` : "a user (run now)";
  writeLog(core, instance, `created by ${by}, expected at ${new Date(values.expectedTriggerTime).toISOString()}`);
  return id;
}
