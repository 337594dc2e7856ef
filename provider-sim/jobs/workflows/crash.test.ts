import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Dag } from "../../../contract/jobs/dag";
import { NODE_STATUS, WF_STATUS } from "../../../contract/jobs/dag-status";
import { jobMessages } from "../../../contract/jobs/messages";
import { databaseFile, openDb, type Db } from "../../../db/client";
import { jobApps, jobInfos, jobInstances, jobWorkflowInstances, jobWorkflows } from "../../../db/schema";
import { nextId } from "../../../db/snowflake";
import { openRun } from "../dag-engine";
import { exited, startChildSimulator } from "../../testing/child-simulator";
import { sizePool } from "../workers";

const dataDir = mkdtempSync(join(tmpdir(), "sim-dag-crash-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));



/** Polls the database the child writes until `check` holds: the child's scheduler runs on the real clock. */
async function until<T>(read: () => T, check: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = read();
    if (check(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never held: ${JSON.stringify(read())}`);
}

describe("a workflow run across a kill -9", () => {
  it("the running node's job instance fails with the reason and is retried per its job; the DAG carries on", async () => {
    const first = (await startChildSimulator(dataDir)).child;
    const db: Db = openDb(databaseFile(dataDir));
    const tenantCode = "10001";
    const appId = nextId();
    db.insert(jobApps).values({ id: appId, tenantCode, appName: "dag-crash-test", workerCount: 1 }).run();
    sizePool(db, tenantCode, appId, 1, Date.now());
    const job = { tenantCode, appId, timeExpressionType: "WORKFLOW" as const, executeType: "STANDALONE" as const, processorType: "BUILT_IN" as const, processorInfo: "sleepOrFail" };
    const [retried, once, quick] = [nextId(), nextId(), nextId()];
    db.insert(jobInfos)
      .values([
        { ...job, id: retried, jobName: "slow, retried once", jobParams: '{"sleepSeconds":4}', instanceRetryNum: 1 },
        { ...job, id: once, jobName: "slow, never retried", jobParams: '{"sleepSeconds":4}', instanceRetryNum: 0 },
        { ...job, id: quick, jobName: "quick", jobParams: '{"sleepSeconds":0}' },
      ])
      .run();
    const node = (nodeId: number, jobId: string) => ({ nodeId, jobId, nodeName: `node ${nodeId}`, enable: true, skipWhenFailed: false, nodeParams: "" });
    const chain = (first: string): Dag => ({ nodes: [node(1, first), node(2, quick)], edges: [{ from: 1, to: 2 }] });
    const run = (jobId: string) => {
      const workflowId = nextId();
      const id = nextId();
      db.insert(jobWorkflows).values({ id: workflowId, tenantCode, appId, wfName: `crash ${jobId}`, timeExpressionType: "API", dag: chain(jobId), maxWfInstanceNum: 0 }).run();
      // Waiting with its time come: the child's next tick starts it.
      db.insert(jobWorkflowInstances)
        .values({ id, tenantCode, appId, workflowId, status: WF_STATUS.WAITING, dag: openRun(chain(jobId)), triggerType: "API", expectedTriggerTime: Date.now() })
        .run();
      return () => db.select().from(jobWorkflowInstances).where(eq(jobWorkflowInstances.id, id)).get()!;
    };
    const carriedOn = run(retried);
    const broken = run(once);
    const jobInstance = (id: string | null) => (id ? db.select().from(jobInstances).where(eq(jobInstances.id, id)).get() : undefined);
    const firstNodeRuns = (read: typeof carriedOn) => jobInstance(read().dag.nodes[0].instanceId)?.status === 3;
    await until(() => [firstNodeRuns(carriedOn), firstNodeRuns(broken)], (both) => both.every(Boolean));
    first.kill("SIGKILL");
    await exited(first);

    const second = (await startChildSimulator(dataDir)).child;
    try {
      const done = await until(carriedOn, (r) => r.status !== WF_STATUS.RUNNING);
      expect(done.status).toBe(WF_STATUS.SUCCEED);
      const firstTry = jobInstance(done.dag.nodes[0].instanceId)!;
      expect(firstTry.runningTimes).toBe(2);
      expect(done.dag.nodes.map((n) => n.status)).toEqual([NODE_STATUS.SUCCESS, NODE_STATUS.SUCCESS]);

      const failed = await until(broken, (r) => r.status !== WF_STATUS.RUNNING);
      expect(failed.status).toBe(WF_STATUS.FAILED);
      expect(failed.dag.nodes[0]).toMatchObject({ status: NODE_STATUS.FAILED, result: jobMessages.serverRestarted });
      expect(failed.dag.nodes[1].status).toBe(NODE_STATUS.WAITING);
    } finally {
      second.kill("SIGTERM");
      await exited(second);
      db.$client.close();
    }
  }, 120_000);
});
