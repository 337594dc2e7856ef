import { and, eq, inArray } from "drizzle-orm";
import type { WorkerInfo } from "../../contract/jobs/system";
import type { Db } from "../../db/client";
import { jobTasks, jobWorkers } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import { scoped } from "../tenant";
import type { JobRow } from "./core";

type WorkerRow = typeof jobWorkers.$inferSelect;

/** Machines of the simulated pool, by position: plausible, fixed figures, so screens and tests agree. */
const MACHINES = [
  { cpuCores: 8, memoryTotalGb: 16, diskTotalGb: 256, baseCpuLoad: 0.62, baseMemoryUsedGb: 5.4, diskUsedGb: 88.5 },
  { cpuCores: 4, memoryTotalGb: 8, diskTotalGb: 128, baseCpuLoad: 0.35, baseMemoryUsedGb: 3.1, diskUsedGb: 41.2 },
  { cpuCores: 16, memoryTotalGb: 32, diskTotalGb: 512, baseCpuLoad: 1.8, baseMemoryUsedGb: 11.7, diskUsedGb: 203.9 },
  { cpuCores: 2, memoryTotalGb: 4, diskTotalGb: 64, baseCpuLoad: 0.21, baseMemoryUsedGb: 1.6, diskUsedGb: 22.4 },
];

/** Load one running task adds to its worker. */
const TASK_CPU = 0.35;
const TASK_MEMORY_GB = 0.25;

/** The `i`-th worker of an app's pool (0 first): its address and machine. */
export function poolWorker(tenantCode: string, appId: string, i: number, startTime: number, id: string): typeof jobWorkers.$inferInsert {
  return { id, tenantCode, appId, address: `10.0.${Number(appId.slice(-2)) % 200}.${11 + i}:27777`, ...MACHINES[i % MACHINES.length], tag: null, startTime };
}

/** Gives an app exactly `count` workers: new ones are added after the last, extra ones removed from the end. */
export function sizePool(db: Db, tenantCode: string, appId: string, count: number, now: number): void {
  const current = db.select().from(jobWorkers).where(and(scoped(jobWorkers, tenantCode), eq(jobWorkers.appId, appId))).all();
  const sorted = current.sort((a, b) => a.address.localeCompare(b.address, "en", { numeric: true }));
  for (let i = sorted.length; i < count; i++) db.insert(jobWorkers).values(poolWorker(tenantCode, appId, i, now, nextId())).run();
  const extra = sorted.slice(count).map((w) => w.id);
  if (extra.length) db.delete(jobWorkers).where(and(scoped(jobWorkers, tenantCode), inArray(jobWorkers.id, extra))).run();
}

function runningTasksByWorker(db: Db, tenantCode: string, appWorkers: WorkerRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  if (!appWorkers.length) return counts;
  const rows = db
    .select({ address: jobTasks.workerAddress })
    .from(jobTasks)
    .where(and(scoped(jobTasks, tenantCode), eq(jobTasks.status, 3), inArray(jobTasks.workerAddress, appWorkers.map((w) => w.address))))
    .all();
  for (const r of rows) counts.set(r.address, (counts.get(r.address) ?? 0) + 1);
  return counts;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The pool's workers with the figures they report now: base load plus what their running tasks add. */
export function workersOf(db: Db, tenantCode: string, appId: string, now: number): WorkerInfo[] {
  const rows = db.select().from(jobWorkers).where(and(scoped(jobWorkers, tenantCode), eq(jobWorkers.appId, appId))).all();
  rows.sort((a, b) => a.address.localeCompare(b.address, "en", { numeric: true }));
  const running = runningTasksByWorker(db, tenantCode, rows);
  return rows.map((w, i) => {
    const tasks = running.get(w.address) ?? 0;
    return {
      address: w.address,
      status: "ONLINE",
      // Workers report every few seconds, each on its own beat.
      lastActiveTime: now - ((i * 3 + 1) % 10) * 1000,
      cpuCores: w.cpuCores,
      cpuLoad: round(Math.min(w.cpuCores, w.baseCpuLoad + tasks * TASK_CPU)),
      memoryUsedGb: round(Math.min(w.memoryTotalGb, w.baseMemoryUsedGb + tasks * TASK_MEMORY_GB)),
      memoryTotalGb: w.memoryTotalGb,
      diskUsedGb: w.diskUsedGb,
      diskTotalGb: w.diskTotalGb,
      runningTasks: tasks,
      tag: w.tag,
    };
  });
}

/**
 * The workers an instance of `job` may run on: those meeting its minimum CPU, free memory and
 * free disk, ordered by its dispatch strategy, at most maxWorkerCount of them (0: all).
 */
export function eligibleWorkers(db: Db, job: JobRow, now: number, seed: string): WorkerInfo[] {
  let workers = workersOf(db, job.tenantCode, job.appId, now).filter(
    (w) => w.cpuCores >= job.minCpuCores && w.memoryTotalGb - w.memoryUsedGb >= job.minMemorySpace && w.diskTotalGb - w.diskUsedGb >= job.minDiskSpace,
  );
  if (job.dispatchStrategy === "SPECIFY") {
    const named = new Set((job.designatedWorkers ?? "").split(",").map((s) => s.trim()).filter(Boolean));
    workers = workers.filter((w) => named.has(w.address));
  } else if (job.dispatchStrategy === "RANDOM") {
    // Deterministic per instance: the same instance lands on the same worker after a restart.
    const offset = [...seed].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % Math.max(1, workers.length);
    workers = [...workers.slice(offset), ...workers.slice(0, offset)];
  } else {
    workers = [...workers].sort((a, b) => a.cpuLoad / a.cpuCores - b.cpuLoad / b.cpuCores);
  }
  return job.maxWorkerCount > 0 ? workers.slice(0, job.maxWorkerCount) : workers;
}
