import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { databaseFile, openDb, type Db } from "../../db/client";
import { jobApps, jobInfos, jobInstanceLogs, jobInstances } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import { exited, startChildSimulator } from "../testing/child-simulator";
import { sizePool } from "./workers";

const dataDir = mkdtempSync(join(tmpdir(), "sim-jobs-crash-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));



/** Polls the database the child writes until `check` holds: the child's scheduler runs on the real clock. */
async function until<T>(read: () => T, check: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = read();
    if (check(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never held: ${JSON.stringify(read())}`);
}

describe("the scheduler across a kill -9", () => {
  it("fails the running instance with the reason, retries it, and fires no tick twice", async () => {
    const first = (await startChildSimulator(dataDir)).child;
    const db: Db = openDb(databaseFile(dataDir));
    const appId = nextId();
    const longJob = nextId();
    const rateJob = nextId();
    db.insert(jobApps).values({ id: appId, tenantCode: "10001", appName: "crash-test", workerCount: 1 }).run();
    sizePool(db, "10001", appId, 1, Date.now());
    const job = { tenantCode: "10001", appId, executeType: "STANDALONE" as const, processorType: "BUILT_IN" as const, processorInfo: "sleepOrFail" };
    db.insert(jobInfos)
      .values([
        { ...job, id: longJob, jobName: "long", timeExpressionType: "API", jobParams: '{"sleepSeconds":3600}', instanceRetryNum: 1 },
        { ...job, id: rateJob, jobName: "rate", timeExpressionType: "FIXED_RATE", timeExpression: "1000", jobParams: '{"sleepSeconds":0}', nextTriggerTime: Date.now() + 1000 },
      ])
      .run();
    const instanceId = nextId();
    db.insert(jobInstances).values({ id: instanceId, tenantCode: "10001", appId, jobId: longJob, status: 1, triggerType: "API", expectedTriggerTime: Date.now() }).run();
    const instance = () => db.select().from(jobInstances).where(eq(jobInstances.id, instanceId)).get()!;
    await until(instance, (i) => i.status === 3);
    first.kill("SIGKILL");
    await exited(first);

    const second = (await startChildSimulator(dataDir)).child;
    try {
      const retried = await until(instance, (i) => i.runningTimes === 2 && i.status === 3);
      expect(retried.result).toBe("the server restarted while it ran");
      const lines = db.select().from(jobInstanceLogs).where(eq(jobInstanceLogs.instanceId, instanceId)).orderBy(asc(jobInstanceLogs.seq)).all();
      expect(lines.map((l) => l.line).join("\n")).toMatch(/attempt 1 failed \(the server restarted while it ran\)[\s\S]*dispatched to worker .* \(attempt 2\)/);
      const ticks = db.select({ t: jobInstances.scheduledTime }).from(jobInstances).where(eq(jobInstances.jobId, rateJob)).orderBy(asc(jobInstances.scheduledTime)).all().map((r) => r.t as number);
      expect(ticks.length).toBeGreaterThan(1);
      for (let i = 1; i < ticks.length; i++) expect(ticks[i] - ticks[i - 1]).toBeGreaterThanOrEqual(1000);
      expect((ticks[ticks.length - 1] - ticks[0]) % 1000).toBe(0);
    } finally {
      second.kill("SIGTERM");
      await exited(second);
      db.$client.close();
    }
  }, 120_000);
});
