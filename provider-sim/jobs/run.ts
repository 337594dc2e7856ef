import { and, asc, eq, inArray } from "drizzle-orm";
import { jobMessages } from "../../contract/jobs/messages";
import { jobTasks } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import { scoped } from "../tenant";
import { writeLog, type EngineCore, type InstanceRow, type JobRow } from "./core";
import { instancesIn, jobOf, type Fail } from "./dispatch";
import { processorOf } from "./processors";
import type { ProcessorContext, TaskOutcome } from "./processors/types";
import { eligibleWorkers } from "./workers";

type TaskRow = typeof jobTasks.$inferSelect;
export type Succeed = (instance: InstanceRow, result: string) => void;

function jsonObject(text: string | null): Record<string, unknown> {
  if (!text?.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function tasksOf(core: EngineCore, instance: InstanceRow): TaskRow[] {
  return core.db
    .select()
    .from(jobTasks)
    .where(and(scoped(jobTasks, instance.tenantCode), eq(jobTasks.instanceId, instance.id), eq(jobTasks.attempt, instance.runningTimes)))
    .orderBy(asc(jobTasks.createTime), asc(jobTasks.id))
    .all();
}

function setTask(core: EngineCore, task: TaskRow, values: Partial<TaskRow>): void {
  core.db.update(jobTasks).set(values).where(and(scoped(jobTasks, task.tenantCode), eq(jobTasks.id, task.id))).run();
}

function contextOf(core: EngineCore, instance: InstanceRow, job: JobRow, task: TaskRow): ProcessorContext {
  return {
    db: core.db,
    tenantCode: instance.tenantCode,
    now: core.now(),
    params: { ...jsonObject(job.jobParams), ...jsonObject(instance.instanceParams) },
    payload: task.kind === "MAP" ? task.payload : undefined,
    attempt: instance.runningTimes,
    taskFailures: task.failedCount,
    workerAddress: task.workerAddress,
    notifyUserIds: job.notifyUserIds,
    log: (line, level) => writeLog(core, instance, `[${task.taskName}] ${line}`, level, task.workerAddress),
  };
}

/** Runs a task's processor at the end of its simulated time; a throw is the task's failure. */
function outcomeOf(core: EngineCore, instance: InstanceRow, job: JobRow, task: TaskRow, done: TaskRow[]): TaskOutcome {
  const processor = processorOf(job.processorInfo);
  if (!processor) return { success: false, result: jobMessages.processorUnknown };
  const ctx = contextOf(core, instance, job, task);
  try {
    if (task.kind === "REDUCE") {
      const results = done.filter((t) => t.kind === "MAP").map((t) => ({ success: t.status === 5, result: t.result }));
      return processor.reduce ? processor.reduce(ctx, results) : { success: true, result: `${results.length} sub-tasks` };
    }
    return core.db.transaction(() => processor.process(ctx));
  } catch (err) {
    return { success: false, result: err instanceof Error ? err.message.slice(0, 300) : "processor failed" };
  }
}

function completeTask(core: EngineCore, instance: InstanceRow, job: JobRow, task: TaskRow, tasks: TaskRow[]): void {
  const outcome = outcomeOf(core, instance, job, task, tasks);
  const finished = { finishedTime: core.now(), result: outcome.result };
  if (outcome.success) {
    setTask(core, task, { ...finished, status: 5 });
    const spawn = job.executeType === "MAP" || job.executeType === "MAP_REDUCE" ? (outcome.subTasks ?? []) : [];
    if (task.kind === "ROOT" && spawn.length) {
      const workers = eligibleWorkers(core.db, job, core.now(), instance.id).map((w) => w.address);
      const spread = workers.length ? workers : [task.workerAddress];
      core.db
        .insert(jobTasks)
        .values(
          spawn.map((sub, i) => ({
            id: nextId(),
            tenantCode: instance.tenantCode,
            instanceId: instance.id,
            taskName: sub.name,
            attempt: instance.runningTimes,
            kind: "MAP" as const,
            workerAddress: spread[i % spread.length],
            status: 1,
            payload: sub.payload,
          })),
        )
        .run();
      writeLog(core, instance, `map: ${spawn.length} sub-tasks over ${spread.length} worker(s)`, "INFO", task.workerAddress);
    }
    return;
  }
  const failures = task.failedCount + 1;
  if (failures <= job.taskRetryNum) {
    setTask(core, task, { status: 1, failedCount: failures, result: outcome.result, startTime: null, dueTime: null });
    writeLog(core, instance, `[${task.taskName}] failed (${outcome.result}); task retry ${failures} of ${job.taskRetryNum}`, "WARN", task.workerAddress);
  } else {
    setTask(core, task, { ...finished, status: 4, failedCount: failures });
    writeLog(core, instance, `[${task.taskName}] failed: ${outcome.result}`, "ERROR", task.workerAddress);
  }
}

/** Starts waiting tasks while their worker runs fewer than the job's concurrency of this instance's tasks. */
function startTasks(core: EngineCore, instance: InstanceRow, job: JobRow, tasks: TaskRow[]): boolean {
  const running = new Map<string, number>();
  for (const t of tasks) if (t.status === 3) running.set(t.workerAddress, (running.get(t.workerAddress) ?? 0) + 1);
  let started = false;
  const processor = processorOf(job.processorInfo);
  for (const task of tasks) {
    if (task.status !== 1 || (running.get(task.workerAddress) ?? 0) >= job.concurrency) continue;
    running.set(task.workerAddress, (running.get(task.workerAddress) ?? 0) + 1);
    const duration = processor ? processor.durationMs(contextOf(core, instance, job, task)) : 0;
    setTask(core, task, { status: 3, startTime: core.now(), dueTime: core.now() + duration });
    started = true;
  }
  return started;
}

/** What the instance's finished tasks make of it: undefined while work remains. */
function verdict(core: EngineCore, instance: InstanceRow, job: JobRow, tasks: TaskRow[]): { success: boolean; result: string } | undefined {
  if (tasks.some((t) => t.status === 1 || t.status === 3)) return undefined;
  const root = tasks.find((t) => t.kind === "ROOT");
  if (root && root.status !== 5) return { success: false, result: root.result ?? jobMessages.processorUnknown };
  const reduce = tasks.find((t) => t.kind === "REDUCE");
  if (job.executeType === "MAP_REDUCE" && !reduce) {
    core.db
      .insert(jobTasks)
      .values({ id: nextId(), tenantCode: instance.tenantCode, instanceId: instance.id, taskName: "REDUCE_TASK", attempt: instance.runningTimes, kind: "REDUCE", workerAddress: instance.taskTrackerAddress ?? root?.workerAddress ?? "", status: 1 })
      .run();
    return undefined;
  }
  if (reduce) return { success: reduce.status === 5, result: reduce.result ?? "" };
  if (job.executeType === "STANDALONE" && root) return { success: true, result: root.result ?? "" };
  const parts = tasks.filter((t) => t.kind !== "ROOT");
  const ok = parts.filter((t) => t.status === 5).length;
  const summary = `${ok} of ${parts.length} tasks succeeded`;
  if (parts.length === 1 && ok === 1) return { success: true, result: parts[0].result ?? summary };
  return { success: ok === parts.length, result: summary };
}

/**
 * 3 RUNNING: tasks whose simulated time is up do their work and end; waiting ones start as the
 * concurrency allows; the instance ends when its tasks have, or fails at its time limit.
 */
export function stepRunning(core: EngineCore, succeed: Succeed, fail: Fail): void {
  for (const instance of instancesIn(core, 3)) {
    const job = jobOf(core, instance);
    if (!job) {
      fail(instance, jobMessages.jobUnknown, { final: true });
      continue;
    }
    const deadline = job.instanceTimeLimit > 0 && instance.actualTriggerTime !== null ? instance.actualTriggerTime + job.instanceTimeLimit : Infinity;
    const horizon = Math.min(core.now(), deadline);
    let outcome: ReturnType<typeof verdict>;
    // Zero-length tasks (a split) end in the tick they start; bounded so a bad processor cannot spin.
    for (let round = 0; round < 20 && !outcome; round++) {
      let tasks = tasksOf(core, instance);
      const due = tasks.filter((t) => t.status === 3 && t.dueTime !== null && t.dueTime <= horizon);
      for (const task of due) completeTask(core, instance, job, task, tasks);
      tasks = tasksOf(core, instance);
      const started = core.now() < deadline && startTasks(core, instance, job, tasks);
      outcome = verdict(core, instance, job, tasksOf(core, instance));
      if (!due.length && !started && !outcome && !tasksOf(core, instance).some((t) => t.status === 1 && t.kind === "REDUCE")) break;
    }
    if (outcome) {
      if (outcome.success) succeed(instance, outcome.result);
      else fail(instance, outcome.result);
    } else if (core.now() >= deadline) {
      endTasks(core, instance, 4);
      fail(instance, jobMessages.timedOut);
    }
  }
}

/** Ends the instance's unfinished tasks of its current attempt with `status`. */
export function endTasks(core: EngineCore, instance: InstanceRow, status: number): void {
  core.db
    .update(jobTasks)
    .set({ status, finishedTime: core.now() })
    .where(and(scoped(jobTasks, instance.tenantCode), eq(jobTasks.instanceId, instance.id), inArray(jobTasks.status, [1, 3])))
    .run();
}
