import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { jobMessages } from "../../contract/jobs/messages";
import { jobInfos, jobInstances, jobTasks } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import { acrossTenants, scoped } from "../tenant";
import { writeLog, type EngineCore, type InstanceRow, type JobRow } from "./core";
import { eligibleWorkers } from "./workers";

export type Fail = (instance: InstanceRow, reason: string, options?: { final?: boolean }) => void;

export function instancesIn(core: EngineCore, status: number): InstanceRow[] {
  return acrossTenants("the scheduler moves every tenant's instances on", () =>
    core.db.select().from(jobInstances).where(eq(jobInstances.status, status)).orderBy(asc(jobInstances.expectedTriggerTime), asc(jobInstances.id)).all(),
  );
}

export function jobOf(core: EngineCore, instance: Pick<InstanceRow, "tenantCode" | "jobId">): JobRow | undefined {
  return core.db.select().from(jobInfos).where(and(scoped(jobInfos, instance.tenantCode), eq(jobInfos.id, instance.jobId))).get();
}

function activeCount(core: EngineCore, instance: InstanceRow): number {
  return core.db
    .select({ id: jobInstances.id })
    .from(jobInstances)
    .where(and(scoped(jobInstances, instance.tenantCode), eq(jobInstances.jobId, instance.jobId), inArray(jobInstances.status, [2, 3]), ne(jobInstances.id, instance.id)))
    .all().length;
}

/**
 * 1 WAITING_DISPATCH → 2 WAITING_WORKER_RECEIVE: the server picks the task tracker. An instance
 * over the job's max instances fails at once, as PowerJob does; no eligible worker fails the
 * attempt (retried per the job's instance retries).
 */
export function dispatchWaiting(core: EngineCore, fail: Fail): void {
  for (const instance of instancesIn(core, 1)) {
    const job = jobOf(core, instance);
    if (!job) {
      fail(instance, jobMessages.jobUnknown, { final: true });
      continue;
    }
    const running = activeCount(core, instance);
    if (job.maxInstanceNum > 0 && running >= job.maxInstanceNum) {
      fail(instance, `${jobMessages.tooManyInstances} (${running} >= ${job.maxInstanceNum})`, { final: true });
      continue;
    }
    const [tracker] = eligibleWorkers(core.db, job, core.now(), instance.id);
    if (!tracker) {
      fail(instance, jobMessages.noWorker);
      continue;
    }
    core.db
      .update(jobInstances)
      .set({ status: 2, taskTrackerAddress: tracker.address, actualTriggerTime: core.now() })
      .where(and(scoped(jobInstances, instance.tenantCode), eq(jobInstances.id, instance.id)))
      .run();
    writeLog(core, instance, `dispatched to worker ${tracker.address} (attempt ${instance.runningTimes})`, "INFO", tracker.address);
  }
}

/**
 * 2 WAITING_WORKER_RECEIVE → 3 RUNNING: the tracker takes the instance and lays out its first
 * tasks: one root task, or for BROADCAST one task per eligible worker.
 */
export function receiveDispatched(core: EngineCore, fail: Fail): void {
  for (const instance of instancesIn(core, 2)) {
    const job = jobOf(core, instance);
    if (!job) {
      fail(instance, jobMessages.jobUnknown, { final: true });
      continue;
    }
    const tracker = instance.taskTrackerAddress as string;
    const workers = job.executeType === "BROADCAST" ? eligibleWorkers(core.db, job, core.now(), instance.id).map((w) => w.address) : [tracker];
    if (!workers.length) {
      fail(instance, jobMessages.noWorker);
      continue;
    }
    core.db.transaction(() => {
      core.db.update(jobInstances).set({ status: 3 }).where(and(scoped(jobInstances, instance.tenantCode), eq(jobInstances.id, instance.id))).run();
      core.db
        .insert(jobTasks)
        .values(
          workers.map((address, i) => ({
            id: nextId(),
            tenantCode: instance.tenantCode,
            instanceId: instance.id,
            taskName: job.executeType === "BROADCAST" ? `BROADCAST_TASK_${i + 1}` : "ROOT_TASK",
            attempt: instance.runningTimes,
            kind: job.executeType === "BROADCAST" ? ("BROADCAST" as const) : ("ROOT" as const),
            workerAddress: address,
            status: 1,
          })),
        )
        .run();
      writeLog(core, instance, `worker ${tracker} received the instance: ${workers.length} task(s), ${job.executeType}`, "INFO", tracker);
    });
  }
}
