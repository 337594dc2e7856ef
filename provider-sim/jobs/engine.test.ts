import { eq } from "drizzle-orm";
import { customsGoods, jobInfos, jobInstances, notificationRecipients, notifications } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import { ids, T1 } from "../testing/fixtures";
import { createJobEngine } from "./engine";
import { jobWorld, START } from "./testing";

const params = (p: Record<string, unknown>) => JSON.stringify(p);

describe("the job scheduler", () => {
  it("fires a CRON job once per tick across a month end and schedules the next month's", () => {
    const w = jobWorld();
    w.set(Date.UTC(2026, 0, 31, 23, 59, 58));
    const jobId = w.addJob({ timeExpressionType: "CRON", timeExpression: "0 0 0 1 * ?" });
    expect(w.job(jobId).nextTriggerTime).toBe(Date.UTC(2026, 1, 1));
    w.run(6000);
    const fired = w.instances(jobId);
    expect(fired.map((i) => i.expectedTriggerTime)).toEqual([Date.UTC(2026, 1, 1)]);
    expect(fired[0].status).toBe(5);
    expect(w.job(jobId).nextTriggerTime).toBe(Date.UTC(2026, 2, 1));
  });

  it("moves an instance 1 → 2 → 3 → 5, one status per tick, and logs each step", () => {
    const w = jobWorld();
    const jobId = w.addJob();
    const id = w.start(jobId);
    const seen = [w.instance(id).status];
    for (let i = 0; i < 4; i++) {
      w.run(1000);
      seen.push(w.instance(id).status);
    }
    expect(seen).toEqual([1, 2, 3, 5, 5]);
    expect(w.logs(id).map((l) => l.line).join("\n")).toMatch(/created by a user[\s\S]*dispatched to worker[\s\S]*received the instance[\s\S]*slept 0 s[\s\S]*finished: SUCCESS/);
    expect(w.finished).toEqual([expect.objectContaining({ instanceId: id, status: 5, wfInstanceId: null })]);
  });

  it("keeps a fixed rate's spacing whatever the run takes, while a fixed delay counts from each end", () => {
    const w = jobWorld();
    const rate = w.addJob({ timeExpressionType: "FIXED_RATE", timeExpression: "10000", jobParams: params({ sleepSeconds: 4 }) });
    const delay = w.addJob({ timeExpressionType: "FIXED_DELAY", timeExpression: "10000", jobParams: params({ sleepSeconds: 4 }) });
    w.run(60_000);
    const rated = w.instances(rate).map((i) => i.expectedTriggerTime - START);
    expect(rated).toEqual([10_000, 20_000, 30_000, 40_000, 50_000, 60_000]);
    const delayed = w.instances(delay);
    expect(delayed.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < delayed.length; i++) {
      expect(delayed[i].expectedTriggerTime).toBe((delayed[i - 1].finishedTime as number) + 10_000);
      expect(delayed[i].expectedTriggerTime - delayed[i - 1].expectedTriggerTime).toBeGreaterThan(14_000);
    }
  });

  it("fails an instance over the job's max instances at once, without retrying it", () => {
    const w = jobWorld();
    const jobId = w.addJob({ maxInstanceNum: 1, instanceRetryNum: 3, jobParams: params({ sleepSeconds: 30 }) });
    const first = w.start(jobId);
    w.run(2000);
    const second = w.start(jobId);
    w.run(2000);
    expect(w.instance(first).status).toBe(3);
    expect(w.instance(second)).toMatchObject({ status: 4, runningTimes: 1, result: "too many instances running (1 >= 1)" });
  });

  it("runs at most `concurrency` of an instance's sub-tasks at once on a worker", () => {
    const w = jobWorld(1);
    const jobId = w.addJob({ executeType: "MAP", concurrency: 2, jobParams: params({ sleepSeconds: 5, subTasks: 6 }) });
    const id = w.start(jobId);
    let most = 0;
    for (let i = 0; i < 30 && w.instance(id).status !== 5; i++) {
      w.run(1000);
      most = Math.max(most, w.tasks(id).filter((t) => t.status === 3).length);
    }
    expect(most).toBe(2);
    expect(w.instance(id)).toMatchObject({ status: 5, result: "6 of 6 tasks succeeded" });
    const starts = new Set(w.tasks(id).filter((t) => t.kind === "MAP").map((t) => t.startTime));
    expect(starts.size).toBe(3);
  });

  it("retries a failing task in place, then the instance, then fails it for good and tells the alarm users once", () => {
    const w = jobWorld();
    const healed = w.addJob({ taskRetryNum: 2, jobParams: params({ sleepSeconds: 0, failTimes: 2 }) });
    const a = w.start(healed);
    w.run(10_000);
    expect(w.instance(a)).toMatchObject({ status: 5, runningTimes: 1 });
    expect(w.tasks(a)[0].failedCount).toBe(2);

    const doomed = w.addJob({ jobName: "nightly purge", instanceRetryNum: 1, notifyUserIds: [ids.admin, ids.editor2], jobParams: params({ sleepSeconds: 0, failTimes: 5 }) });
    const b = w.start(doomed);
    w.run(15_000);
    expect(w.instance(b)).toMatchObject({ status: 4, runningTimes: 2 });
    expect(w.finished.filter((e) => e.instanceId === b)).toEqual([expect.objectContaining({ status: 4 })]);
    const alarm = w.raw.select().from(notifications).where(eq(notifications.titleEn, `Job "nightly purge" failed (instance ${b})`)).all();
    expect(alarm).toHaveLength(1);
    // Only users of the job's tenant hear it.
    expect(w.raw.select().from(notificationRecipients).where(eq(notificationRecipients.notificationId, alarm[0].id)).all().map((r) => r.userId)).toEqual([ids.admin]);
  });

  it("fails an instance at its time limit, and retries it per its instance retries", () => {
    const w = jobWorld();
    const jobId = w.addJob({ instanceTimeLimit: 10_000, instanceRetryNum: 1, jobParams: params({ sleepSeconds: 60 }) });
    const id = w.start(jobId);
    w.run(60_000);
    expect(w.instance(id)).toMatchObject({ status: 4, runningTimes: 2, result: "timed out: the instance ran over its time limit" });
    expect(w.tasks(id).map((t) => t.status)).toEqual([4, 4]);
  });

  it("keeps only the last 10 finished instances of a seconds-level job, and every one of a slower job", () => {
    const w = jobWorld();
    const fast = w.addJob({ timeExpressionType: "FIXED_RATE", timeExpression: "5000" });
    const slow = w.addJob({ timeExpressionType: "FIXED_RATE", timeExpression: "60000" });
    w.run(6 * 60_000);
    const kept = w.instances(fast);
    expect(kept.filter((i) => [4, 5, 9, 10].includes(i.status))).toHaveLength(10);
    expect(kept.at(-1)!.expectedTriggerTime).toBeGreaterThan(START + 5 * 60_000);
    expect(w.instances(slow)).toHaveLength(6);
  });

  it("stops a running instance, cancels a waiting one, and retries a finished one as a new attempt", () => {
    const w = jobWorld();
    const jobId = w.addJob({ jobParams: params({ sleepSeconds: 30 }) });
    const running = w.start(jobId);
    w.run(3000);
    w.engine.stopInstance(T1, running);
    const waiting = w.start(jobId);
    w.engine.stopInstance(T1, waiting);
    expect(w.instance(running).status).toBe(10);
    expect(w.instance(waiting).status).toBe(9);
    expect(() => w.engine.stopInstance(T1, running)).toThrow("this instance has already finished");
    expect(() => w.engine.stopInstance("10002", waiting)).toThrow("no such instance");
    w.engine.retryInstance(T1, running);
    w.run(40_000);
    expect(w.instance(running)).toMatchObject({ status: 5, runningTimes: 2 });
  });

  it("broadcasts one task per worker, and reduces a map of goods per HS chapter", () => {
    const w = jobWorld(3);
    const broadcast = w.addJob({ executeType: "BROADCAST", processorInfo: "cleanExpiredSessions" });
    const b = w.start(broadcast);
    w.run(5000);
    expect(new Set(w.tasks(b).map((t) => t.workerAddress)).size).toBe(3);
    expect(w.instance(b)).toMatchObject({ status: 5, result: "3 of 3 tasks succeeded" });

    const hs = ["847130", "851712", "851762", "620342", null];
    for (const [i, hs6] of hs.entries()) {
      w.raw.insert(customsGoods).values({ id: nextId(), tenantCode: T1, modelNumber: `M${i}`, name: `goods ${i}`, countryOfOrigin: "CN", currency: "USD", unit: "PCE", hs6 }).run();
    }
    const mapReduce = w.addJob({ executeType: "MAP_REDUCE", processorInfo: "countGoodsByHsChapter", jobParams: params({ batchSize: 2 }) });
    const m = w.start(mapReduce);
    w.run(10_000);
    const tasks = w.tasks(m);
    expect(tasks.map((t) => t.kind)).toEqual(["ROOT", "MAP", "MAP", "MAP", "REDUCE"]);
    expect(w.instance(m)).toMatchObject({ status: 5, result: expect.stringMatching(/^62: 1, 84: 1, 85: 2, unclassified: 1$/) });
  });

  it("never fires a WORKFLOW job itself; a workflow starts it and hears its end with its node", () => {
    const w = jobWorld();
    const jobId = w.addJob({ timeExpressionType: "WORKFLOW" });
    expect(() => w.start(jobId)).toThrow("a WORKFLOW job runs only as a node of a workflow");
    w.run(5000);
    expect(w.instances(jobId)).toHaveLength(0);
    const id = w.engine.startJobInstance({ tenantCode: T1, appId: w.appId, jobId, wfInstanceId: "777", wfNodeId: "n1" });
    w.run(5000);
    expect(w.finished).toEqual([expect.objectContaining({ instanceId: id, status: 5, wfInstanceId: "777", wfNodeId: "n1" })]);
  });

  it("after a restart fails what was running with the reason, retries it, and does not fire a tick twice", () => {
    const w = jobWorld();
    const rate = w.addJob({ timeExpressionType: "FIXED_RATE", timeExpression: "10000", instanceRetryNum: 1, jobParams: params({ sleepSeconds: 30 }) });
    w.run(12_000);
    const [first] = w.instances(rate);
    expect(first.status).toBe(3);
    // A new process over the same database, at the same instant.
    const again = createJobEngine({ db: w.db, now: w.now });
    again.recover();
    expect(w.instance(first.id)).toMatchObject({ status: 1, runningTimes: 2, result: "the server restarted while it ran" });
    again.tick();
    again.tick();
    expect(w.instances(rate)).toHaveLength(1);
    expect(() =>
      w.raw.insert(jobInstances).values({ id: nextId(), tenantCode: T1, appId: w.appId, jobId: rate, status: 1, triggerType: "SCHEDULE", scheduledTime: first.scheduledTime, expectedTriggerTime: first.expectedTriggerTime }).run(),
    ).toThrow(/UNIQUE/);
    expect(w.raw.select().from(jobInfos).where(eq(jobInfos.id, rate)).get()!.nextTriggerTime).toBe(START + 20_000);
  });
});
