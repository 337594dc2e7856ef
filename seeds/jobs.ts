import { and, eq } from "drizzle-orm";
import { nextFireTimes } from "../contract/jobs/schedule";
import type { Db } from "../db/client";
import { jobApps, jobInfos, jobInstanceLogs, jobInstances, jobTasks, jobWorkers, users } from "../db/schema";
import { seedId } from "../db/snowflake";
import { poolWorker } from "../provider-sim/jobs/workers";
import { DAY_MS } from "./ids";

/**
 * Job scheduling's demo book for 10001 (decision 0025): two apps with their worker pools, a job
 * per built-in processor (two demos disabled), and the instances they ran on the days before the
 * seeding day, with their tasks and log lines as the engine writes them. The enabled CRON jobs'
 * next fire times fall on the seeding day, so a simulator started later fires each once at once,
 * then keeps their schedules. Ids: block 50 apps, 51 workers, 52 jobs, 53 instances and tasks.
 */
const appId = (n: number) => seedId(50 * 100_000 + n);
const workerId = (n: number) => seedId(51 * 100_000 + n);
const jobId = (n: number) => seedId(52 * 100_000 + n);
const instanceId = (n: number) => seedId(53 * 100_000 + n);
const taskId = (n: number) => seedId(53 * 100_000 + 50_000 + n);
const TENANT = "10001";
const HOUR = 3_600_000;

type Job = typeof jobInfos.$inferInsert;
type Outcome = { status: 4 | 5; result: string; attempts?: number; processorLine: string; tasks?: { name: string; kind: "MAP" | "REDUCE"; result: string }[] };

interface Plan {
  job: Omit<Job, "id" | "tenantCode" | "appId" | "processorType"> & { app: number };
  /** Hours before the seeding day's midnight at which it ran, oldest first, with what came of each run. */
  runs: { hoursBefore: number; outcome: Outcome }[];
}

const ok = (result: string, processorLine = result): Outcome => ({ status: 5, result, processorLine });
/** `count` runs `every` hours apart up to the seeding day's midnight, each `shift` hours after its step (a daily 02:30 job: 24, 2.5). */
const hours = (count: number, every: number, outcome: (i: number) => Outcome, shift = 0) =>
  Array.from({ length: count }, (_, i) => ({ hoursBefore: (count - i) * every - shift, outcome: outcome(i) }));

const CHAPTERS = [
  { name: "goods-1-20", result: '{"84":7,"85":9,"39":4}' },
  { name: "goods-21-40", result: '{"85":6,"94":5,"62":9}' },
  { name: "goods-41-52", result: '{"84":3,"61":5,"unclassified":4}' },
];

const PLANS: readonly Plan[] = [
  {
    job: { app: 0, jobName: "Clean expired sessions and captchas", jobDescription: "Removes sessions past their refresh expiry and expired captchas", timeExpressionType: "CRON", timeExpression: "0 0 * * * ?", executeType: "STANDALONE", processorInfo: "cleanExpiredSessions", instanceTimeLimit: 60_000 },
    runs: hours(12, 1, (i) => ok(`removed ${(i * 7) % 5} sessions, ${3 + ((i * 5) % 9)} captchas`, `removed ${(i * 7) % 5} expired sessions and ${3 + ((i * 5) % 9)} expired captchas`)),
  },
  {
    job: { app: 0, jobName: "Purge audit rows older than 10 years", timeExpressionType: "CRON", timeExpression: "0 30 2 * * ?", executeType: "STANDALONE", processorInfo: "purgeAuditLog", jobParams: '{"days":3650}', instanceRetryNum: 2 },
    // Ten years: the demo's own audit trail, dated from the base date, is kept.
    runs: hours(5, 24, () => ok("purged 0 audit rows older than 3650 days", "purged 0 audit rows created before the cut-off"), 2.5),
  },
  {
    job: { app: 0, jobName: "Recompute dashboard counts", jobDescription: "Repairs the audit log's kept totals", timeExpressionType: "CRON", timeExpression: "0 */5 * * * ?", executeType: "STANDALONE", processorInfo: "recomputeDashboardCounts", maxInstanceNum: 1 },
    runs: hours(12, 1 / 12, () => ok("audit total was right", "audit log rows counted again; the kept total was right")),
  },
  {
    job: { app: 0, jobName: "Powers of attorney about to expire", timeExpressionType: "CRON", timeExpression: "0 0 8 * * ?", timeZone: "Asia/Shanghai", executeType: "STANDALONE", processorInfo: "checkExpiringPowersOfAttorney", jobParams: '{"days":30}', notifyUserIds: ["admin"] },
    runs: hours(4, 24, (i) => ok(`${2 + (i % 2)} powers of attorney expire within 30 days; ${2 + (i % 2)} notices sent`, "owners told of the powers of attorney expiring within 30 days")),
  },
  {
    job: { app: 1, jobName: "Goods per HS chapter", jobDescription: "Map-reduce demo over the tenant's goods", timeExpressionType: "API", executeType: "MAP_REDUCE", processorInfo: "countGoodsByHsChapter", jobParams: '{"batchSize":20}', concurrency: 2 },
    runs: [30, 6].map((h) => ({ hoursBefore: h, outcome: { status: 5 as const, result: "39: 4, 61: 5, 62: 9, 84: 10, 85: 15, 94: 5, unclassified: 4", processorLine: "52 goods in 3 slices of 20", tasks: [...CHAPTERS.map((c) => ({ ...c, kind: "MAP" as const })), { name: "REDUCE_TASK", kind: "REDUCE" as const, result: "39: 4, 61: 5, 62: 9, 84: 10, 85: 15, 94: 5, unclassified: 4" }] } })),
  },
  {
    job: { app: 1, jobName: "Retry demo: sleep 5 s, fail 3 times", timeExpressionType: "API", executeType: "STANDALONE", processorInfo: "sleepOrFail", jobParams: '{"sleepSeconds":5,"failTimes":3}', instanceRetryNum: 1, taskRetryNum: 1, enable: false, notifyUserIds: ["admin"] },
    runs: [{ hoursBefore: 20, outcome: { status: 4, result: "failed on purpose (2/3)", attempts: 2, processorLine: "slept 5 s, failing as asked" } }],
  },
  {
    job: { app: 1, jobName: "Time-limit demo: sleep 30 s within 4 s", timeExpressionType: "API", executeType: "STANDALONE", processorInfo: "sleepOrFail", jobParams: '{"sleepSeconds":30}', instanceTimeLimit: 4_000, enable: false },
    runs: [{ hoursBefore: 18, outcome: { status: 4, result: "timed out: the instance ran over its time limit", processorLine: "still sleeping when the time limit came" } }],
  },
];

const APPS = [
  { appName: "customs-housekeeping", description: "Nightly chores of the customs platform", workerCount: 3 },
  { appName: "trade-analytics", description: "Reports over goods and declarations", workerCount: 2 },
];

/** Writes the book for a seeding day (`YYYY-MM-DD`). */
export function insertJobs(tx: Pick<Db, "select" | "insert">, today: string): void {
  const midnight = Date.parse(`${today}T00:00:00Z`);
  const admin = tx.select({ id: users.id }).from(users).where(and(eq(users.tenantCode, TENANT), eq(users.username, "admin"))).get();
  const start = midnight - 3 * DAY_MS;
  const workers = APPS.map((app, a) => Array.from({ length: app.workerCount }, (_, i) => poolWorker(TENANT, appId(a), i, start, workerId(a * 10 + i))));
  tx.insert(jobApps).values(APPS.map((app, a) => ({ id: appId(a), tenantCode: TENANT, ...app }))).run();
  tx.insert(jobWorkers).values(workers.flat()).run();
  let instanceN = 0;
  let taskN = 0;
  for (const [j, { job, runs }] of PLANS.entries()) {
    const { app, notifyUserIds, ...fields } = job;
    const row = { ...fields, id: jobId(j), tenantCode: TENANT, appId: appId(app), processorType: "BUILT_IN" as const, notifyUserIds: admin && notifyUserIds?.length ? [admin.id] : [] };
    const enabled = row.enable ?? true;
    const next = enabled && row.timeExpressionType === "CRON" ? nextFireTimes({ timeExpressionType: "CRON", timeExpression: row.timeExpression, timeZone: row.timeZone ?? "UTC" }, midnight, 1)[0] : null;
    tx.insert(jobInfos).values({ ...row, nextTriggerTime: next ?? null }).run();
    for (const { hoursBefore, outcome } of runs) {
      const at = Math.round(midnight - hoursBefore * HOUR);
      const id = instanceId(instanceN++);
      const tracker = workers[app][instanceN % workers[app].length].address;
      const attempts = outcome.attempts ?? 1;
      const took = outcome.status === 4 && outcome.result.startsWith("timed out") ? 10_000 : 1_000 + (instanceN % 4) * 350;
      const finished = at + attempts * (took + 2_000);
      tx.insert(jobInstances)
        .values({ id, tenantCode: TENANT, appId: appId(app), jobId: row.id, status: outcome.status, triggerType: row.timeExpressionType === "CRON" ? "SCHEDULE" : "API", scheduledTime: row.timeExpressionType === "CRON" ? at : null, expectedTriggerTime: at, actualTriggerTime: at + 40, finishedTime: finished, runningTimes: attempts, result: outcome.result, taskTrackerAddress: tracker })
        .run();
      const lines: { time: number; level: "INFO" | "WARN" | "ERROR"; workerAddress: string | null; line: string }[] = [
        { time: at, level: "INFO", workerAddress: null, line: `created by ${row.timeExpressionType === "CRON" ? "the schedule" : "a user (run now)"}, expected at ${new Date(at).toISOString()}` },
      ];
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const t0 = at + (attempt - 1) * (took + 2_000);
        const failed = outcome.status === 4;
        lines.push(
          { time: t0 + 1_000, level: "INFO", workerAddress: tracker, line: `dispatched to worker ${tracker} (attempt ${attempt})` },
          { time: t0 + 2_000, level: "INFO", workerAddress: tracker, line: `worker ${tracker} received the instance: 1 task(s), ${row.executeType}` },
          { time: t0 + 2_000 + took, level: failed ? "ERROR" : "INFO", workerAddress: tracker, line: `[ROOT_TASK] ${outcome.processorLine}` },
        );
        tx.insert(jobTasks)
          .values({ id: taskId(taskN++), tenantCode: TENANT, instanceId: id, taskName: "ROOT_TASK", attempt, kind: "ROOT", workerAddress: tracker, status: failed ? 4 : 5, result: failed ? outcome.result : outcome.tasks ? "split into 3 slices" : outcome.result, failedCount: failed ? 1 + (row.taskRetryNum ?? 0) : 0, startTime: t0 + 2_000, dueTime: t0 + 2_000 + took, finishedTime: t0 + 2_000 + took })
          .run();
        if (failed && attempt < attempts) lines.push({ time: t0 + 2_000 + took, level: "WARN", workerAddress: null, line: `attempt ${attempt} failed (${outcome.result}); instance retry ${attempt} of ${row.instanceRetryNum}` });
      }
      for (const [i, sub] of (outcome.tasks ?? []).entries()) {
        const worker = sub.kind === "REDUCE" ? tracker : workers[app][i % workers[app].length].address;
        tx.insert(jobTasks)
          .values({ id: taskId(taskN++), tenantCode: TENANT, instanceId: id, taskName: sub.name, attempt: 1, kind: sub.kind, workerAddress: worker, status: 5, payload: sub.kind === "MAP" ? { offset: i * 20, limit: 20 } : null, result: sub.result, startTime: finished - 600 + i * 100, dueTime: finished - 300 + i * 100, finishedTime: finished - 300 + i * 100 })
          .run();
        lines.push({ time: finished - 300 + i * 100, level: "INFO", workerAddress: worker, line: `[${sub.name}] ${sub.kind === "REDUCE" ? `goods per HS chapter: ${sub.result}` : `slice from ${i * 20 + 1}: counted`}` });
      }
      lines.push({ time: finished, level: outcome.status === 5 ? "INFO" : "ERROR", workerAddress: null, line: `finished: ${outcome.status === 5 ? "SUCCESS" : "FAILED"} (${outcome.result})` });
      tx.insert(jobInstanceLogs).values(lines.map((l) => ({ ...l, tenantCode: TENANT, instanceId: id }))).run();
    }
  }
}
