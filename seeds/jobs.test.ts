import { asc, eq } from "drizzle-orm";
import { isFinalStatus } from "../contract/jobs/values";
import { openDb } from "../db/client";
import { jobApps, jobInfos, jobInstanceLogs, jobInstances, jobTasks, jobWorkers, users } from "../db/schema";
import { processorOf } from "../provider-sim/jobs/processors";
import { insertJobs } from "./jobs";

describe("the job scheduling demo book", () => {
  const db = openDb(":memory:");
  db.insert(users).values({ id: "1300001", tenantCode: "10001", username: "admin", passwordHash: "x", nickname: "admin", status: 1 } as typeof users.$inferInsert).run();
  insertJobs(db, "2026-03-01");

  it("gives 10001 two apps with workers and a job per processor, each processor registered", () => {
    expect(db.select().from(jobApps).all().map((a) => [a.appName, a.workerCount])).toEqual([
      ["customs-housekeeping", 3],
      ["trade-analytics", 2],
    ]);
    expect(db.select().from(jobWorkers).all()).toHaveLength(5);
    const jobs = db.select().from(jobInfos).all();
    expect(new Set(jobs.map((j) => j.processorInfo)).size).toBe(6);
    expect(jobs.every((j) => processorOf(j.processorInfo))).toBe(true);
    expect(jobs.filter((j) => !j.enable).map((j) => j.processorInfo)).toEqual(["sleepOrFail", "sleepOrFail"]);
  });

  it("schedules the enabled CRON jobs on the seeding day, so a later start fires them", () => {
    const cron = db.select().from(jobInfos).where(eq(jobInfos.timeExpressionType, "CRON")).all();
    expect(cron.length).toBeGreaterThan(0);
    for (const job of cron) expect(job.nextTriggerTime).toBeGreaterThanOrEqual(Date.UTC(2026, 2, 1));
  });

  it("writes finished instances before the seeding day, each with its tasks and a log ending in its status", () => {
    const instances = db.select().from(jobInstances).all();
    expect(instances.length).toBeGreaterThan(30);
    expect(instances.every((i) => isFinalStatus(i.status) && (i.finishedTime as number) < Date.UTC(2026, 2, 1))).toBe(true);
    expect(instances.some((i) => i.status === 4)).toBe(true);
    for (const i of instances) {
      expect(db.select().from(jobTasks).where(eq(jobTasks.instanceId, i.id)).all().length).toBeGreaterThan(0);
      const log = db.select().from(jobInstanceLogs).where(eq(jobInstanceLogs.instanceId, i.id)).orderBy(asc(jobInstanceLogs.seq)).all();
      expect(log.at(-1)!.line).toMatch(i.status === 5 ? /^finished: SUCCESS/ : /^finished: FAILED/);
    }
  });
});
