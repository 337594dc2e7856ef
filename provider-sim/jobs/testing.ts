import { and, asc, eq } from "drizzle-orm";
import { openDb, type Db } from "../../db/client";
import { jobApps, jobInfos, jobInstanceLogs, jobInstances, jobTasks } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import { buildFixture, T1 } from "../testing/fixtures";
import { acrossTenants, guardedDb } from "../tenant";
import { createJobEngine, type InstanceFinished } from "./engine";
import { firstTrigger } from "./schedule";
import { sizePool } from "./workers";

/** 2026-01-01T00:00:00Z, as the simulator tests start. */
export const START = Date.UTC(2026, 0, 1);

type JobValues = Partial<typeof jobInfos.$inferInsert>;

/** An engine over an in-memory fixture database with a clock the test moves; one app with `workers` workers in tenant 10001. */
export function jobWorld(workers = 2) {
  let clock = START;
  const raw: Db = openDb(":memory:");
  buildFixture(raw, START);
  const db = guardedDb(raw);
  const engine = createJobEngine({ db, now: () => clock, onListenerError: (err) => { throw err; } });
  const finished: InstanceFinished[] = [];
  engine.onInstanceFinished((e) => finished.push(e));
  const appId = nextId();
  raw.insert(jobApps).values({ id: appId, tenantCode: T1, appName: "test-app", workerCount: workers }).run();
  sizePool(db, T1, appId, workers, clock);

  function addJob(values: JobValues = {}): string {
    const id = nextId();
    const row = {
      id,
      tenantCode: T1,
      appId,
      jobName: "job",
      timeExpressionType: "API" as const,
      executeType: "STANDALONE" as const,
      processorType: "BUILT_IN" as const,
      processorInfo: "sleepOrFail",
      jobParams: JSON.stringify({ sleepSeconds: 0 }),
      ...values,
    };
    raw.insert(jobInfos).values({ ...row, nextTriggerTime: firstTrigger({ enable: row.enable ?? true, timeZone: row.timeZone ?? "UTC", timeExpression: row.timeExpression ?? null, timeExpressionType: row.timeExpressionType }, clock) }).run();
    return id;
  }

  const instances = (jobId: string) => raw.select().from(jobInstances).where(eq(jobInstances.jobId, jobId)).orderBy(asc(jobInstances.expectedTriggerTime), asc(jobInstances.id)).all();
  const instance = (id: string) => raw.select().from(jobInstances).where(eq(jobInstances.id, id)).get()!;
  const tasks = (instanceId: string) => raw.select().from(jobTasks).where(eq(jobTasks.instanceId, instanceId)).orderBy(asc(jobTasks.createTime), asc(jobTasks.id)).all();
  const logs = (instanceId: string) => raw.select().from(jobInstanceLogs).where(and(eq(jobInstanceLogs.instanceId, instanceId))).orderBy(asc(jobInstanceLogs.seq)).all();
  const job = (id: string) => raw.select().from(jobInfos).where(eq(jobInfos.id, id)).get()!;

  return {
    raw,
    db,
    engine,
    appId,
    finished,
    addJob,
    instances,
    instance,
    tasks,
    logs,
    job,
    now: () => clock,
    set(ms: number) {
      clock = ms;
    },
    /** Moves the clock by `ms` and ticks, one tick per simulated second as the running simulator does. */
    run(ms: number, step = 1000) {
      const end = clock + ms;
      while (clock < end) {
        clock = Math.min(end, clock + step);
        engine.tick();
      }
    },
    start(jobId: string, instanceParams?: string) {
      return engine.startJobInstance({ tenantCode: T1, appId, jobId, instanceParams });
    },
    across: <T>(fn: () => T) => acrossTenants("test", fn),
  };
}
