import { nextFireTimes } from "../contract/jobs/schedule";
import { NODE_STATUS, WF_STATUS, type NodeStatus, type RunDag } from "../contract/jobs/dag-status";
import type { Dag } from "../contract/jobs/dag";
import type { Db } from "../db/client";
import { jobInfos, jobInstanceLogs, jobInstances, jobTasks, jobWorkflowInstances, jobWorkflows } from "../db/schema";
import { seedId } from "../db/snowflake";


/**
 * Workflows' demo book for 10001 (decision 0026), on the apps of seeds/jobs.ts: a nightly
 * housekeeping DAG over the real processors, run on the three days before the seeding day, and a
 * retry demo whose middle node fails once, run twice (failed, then retried to the end). Ids: block
 * 54 workflows and their node jobs, 55 their runs and the runs' job instances.
 */
const id54 = (n: number) => seedId(54 * 100_000 + n);
const id55 = (n: number) => seedId(55 * 100_000 + n);
const TENANT = "10001";
const HOUSEKEEPING_APP = seedId(50 * 100_000);
const ANALYTICS_APP = seedId(50 * 100_000 + 1);
const HOUR = 3_600_000;

type JobSeed = { n: number; app: string; jobName: string; processorInfo: string; jobParams: string; result: string };
const JOBS: JobSeed[] = [
  { n: 0, app: HOUSEKEEPING_APP, jobName: "Workflow step: clean expired sessions", processorInfo: "cleanExpiredSessions", jobParams: "", result: "removed 0 expired sessions and 4 expired captchas" },
  { n: 1, app: HOUSEKEEPING_APP, jobName: "Workflow step: purge audit rows older than 365 days", processorInfo: "purgeAuditLog", jobParams: '{"days":365}', result: "purged 0 audit rows older than 365 days" },
  { n: 2, app: HOUSEKEEPING_APP, jobName: "Workflow step: recompute dashboard counts", processorInfo: "recomputeDashboardCounts", jobParams: "", result: "audit total was right" },
  { n: 3, app: ANALYTICS_APP, jobName: "Demo step: sleep 2 s", processorInfo: "sleepOrFail", jobParams: '{"sleepSeconds":2}', result: "slept 2 s" },
  { n: 4, app: ANALYTICS_APP, jobName: "Demo step: sleep 2 s, fail once", processorInfo: "sleepOrFail", jobParams: '{"sleepSeconds":2,"failTimes":1}', result: "slept 2 s" },
];
const jobIdOf = (n: number) => id54(10 + n);

const node = (nodeId: number, job: number, nodeName: string, x: number, y: number) => ({ nodeId, jobId: jobIdOf(job), nodeName, enable: true, skipWhenFailed: false, nodeParams: "", x, y });
const HOUSEKEEPING: Dag = {
  nodes: [node(1, 0, "Clean sessions", 0, 80), node(2, 1, "Purge old audit rows", 260, 0), node(3, 2, "Recompute counts", 260, 160)],
  edges: [{ from: 1, to: 2 }, { from: 1, to: 3 }],
};
const RETRY_DEMO: Dag = {
  nodes: [node(1, 3, "Prepare", 0, 0), node(2, 4, "Flaky step", 260, 0), node(3, 3, "Finish", 520, 0)],
  edges: [{ from: 1, to: 2 }, { from: 2, to: 3 }],
};

const WORKFLOWS = [
  { n: 0, appId: HOUSEKEEPING_APP, wfName: "Nightly housekeeping", wfDescription: "Cleans sessions, then purges old audit rows and recomputes the counts side by side", timeExpressionType: "CRON" as const, timeExpression: "0 0 3 * * ?", dag: HOUSEKEEPING },
  { n: 1, appId: ANALYTICS_APP, wfName: "Retry demo", wfDescription: "Its middle step fails once: retry it, or mark it as success", timeExpressionType: "API" as const, timeExpression: null, dag: RETRY_DEMO },
];

/** One past run: each node's outcome (absent: never started), every node taking 3 s after its parents. */
interface PastRun {
  workflow: number;
  hoursBefore: number;
  outcomes: Record<number, { status: NodeStatus; result?: string; attempts?: number }>;
}
const PAST_RUNS: PastRun[] = [
  ...[3, 2, 1].map((days) => ({ workflow: 0, hoursBefore: days * 24 - 3, outcomes: { 1: { status: NODE_STATUS.SUCCESS }, 2: { status: NODE_STATUS.SUCCESS }, 3: { status: NODE_STATUS.SUCCESS } } })),
  { workflow: 1, hoursBefore: 30, outcomes: { 1: { status: NODE_STATUS.SUCCESS }, 2: { status: NODE_STATUS.FAILED, result: "failed on purpose (1/1)" } } },
  { workflow: 1, hoursBefore: 8, outcomes: { 1: { status: NODE_STATUS.SUCCESS }, 2: { status: NODE_STATUS.SUCCESS, attempts: 2 }, 3: { status: NODE_STATUS.SUCCESS } } },
];

/** Writes the book for a seeding day (`YYYY-MM-DD`), after seeds/jobs.ts wrote the apps. */
export function insertJobWorkflows(tx: Pick<Db, "insert">, today: string): void {
  const midnight = Date.parse(`${today}T00:00:00Z`);
  for (const job of JOBS) {
    tx.insert(jobInfos)
      .values({ id: jobIdOf(job.n), tenantCode: TENANT, appId: job.app, jobName: job.jobName, jobParams: job.jobParams || null, timeExpressionType: "WORKFLOW", executeType: "STANDALONE", processorType: "BUILT_IN", processorInfo: job.processorInfo, maxInstanceNum: 0 })
      .run();
  }
  for (const wf of WORKFLOWS) {
    const nextTriggerTime = wf.timeExpressionType === "CRON" ? (nextFireTimes({ timeExpressionType: "CRON", timeExpression: wf.timeExpression }, midnight, 1)[0] ?? null) : null;
    const { n, ...fields } = wf;
    tx.insert(jobWorkflows).values({ ...fields, id: id54(n), tenantCode: TENANT, maxWfInstanceNum: 1, enable: true, nextTriggerTime }).run();
  }
  let instanceN = 0;
  for (const [r, past] of PAST_RUNS.entries()) {
    const wf = WORKFLOWS[past.workflow];
    const wfInstanceId = id55(r);
    const at = midnight - past.hoursBefore * HOUR;
    const depthOf = (nodeId: number): number => Math.max(-1, ...wf.dag.edges.filter((e) => e.to === nodeId).map((e) => depthOf(e.from))) + 1;
    const run: RunDag = {
      edges: wf.dag.edges,
      nodes: wf.dag.nodes.map((n) => {
        const outcome = past.outcomes[n.nodeId];
        if (!outcome) return { ...n, status: NODE_STATUS.WAITING, instanceId: null, result: "", startTime: null, finishedTime: null };
        const start = at + depthOf(n.nodeId) * 3_000;
        const attempts = outcome.attempts ?? 1;
        const finished = start + attempts * 2_500;
        const job = JOBS.find((j) => jobIdOf(j.n) === n.jobId)!;
        const result = outcome.result ?? job.result;
        const instanceId = id55(1_000 + instanceN++);
        tx.insert(jobInstances)
          .values({ id: instanceId, tenantCode: TENANT, appId: wf.appId, jobId: n.jobId, status: outcome.status, triggerType: "WORKFLOW", expectedTriggerTime: start, actualTriggerTime: start + 40, finishedTime: finished, runningTimes: attempts, result, taskTrackerAddress: null, wfInstanceId, wfNodeId: String(n.nodeId) })
          .run();
        tx.insert(jobTasks)
          .values({ id: id55(50_000 + instanceN), tenantCode: TENANT, instanceId, taskName: "ROOT_TASK", attempt: attempts, kind: "ROOT", workerAddress: "127.0.0.1:27777", status: outcome.status, result, failedCount: outcome.status === NODE_STATUS.FAILED ? 1 : 0, startTime: start + 1_000, dueTime: finished, finishedTime: finished })
          .run();
        tx.insert(jobInstanceLogs)
          .values([
            { tenantCode: TENANT, instanceId, time: start, level: "INFO" as const, workerAddress: null, line: `created by workflow instance ${wfInstanceId}, expected at ${new Date(start).toISOString()}` },
            ...(attempts > 1 ? [{ tenantCode: TENANT, instanceId, time: start + 2_500, level: "WARN" as const, workerAddress: null, line: `retried by the user: attempt ${attempts}` }] : []),
            { tenantCode: TENANT, instanceId, time: finished, level: outcome.status === NODE_STATUS.SUCCESS ? ("INFO" as const) : ("ERROR" as const), workerAddress: null, line: `finished: ${outcome.status === NODE_STATUS.SUCCESS ? "SUCCESS" : "FAILED"} (${result})` },
          ])
          .run();
        return { ...n, status: outcome.status, instanceId, result, startTime: start, finishedTime: finished };
      }),
    };
    const failed = run.nodes.find((n) => n.status === NODE_STATUS.FAILED);
    const finishedTime = Math.max(...run.nodes.map((n) => n.finishedTime ?? 0));
    tx.insert(jobWorkflowInstances)
      .values({
        id: wfInstanceId,
        tenantCode: TENANT,
        appId: wf.appId,
        workflowId: id54(wf.n),
        status: failed ? WF_STATUS.FAILED : WF_STATUS.SUCCEED,
        dag: run,
        triggerType: wf.timeExpressionType === "CRON" ? "SCHEDULE" : "API",
        scheduledTime: wf.timeExpressionType === "CRON" ? at : null,
        expectedTriggerTime: at,
        actualTriggerTime: at,
        finishedTime,
        result: failed ? `${failed.nodeName}: ${failed.result}` : run.nodes.filter((n) => !run.edges.some((e) => e.from === n.nodeId)).map((n) => `${n.nodeName}: ${n.result}`).join("; "),
      })
      .run();
  }
}

