import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * Job scheduling, PowerJob's model (decision 0025): an app owns a pool of workers and jobs; a job
 * fires instances; an instance runs as tasks on the workers and writes log lines. Times the
 * scheduler reasons with are epoch milliseconds of the simulator's clock.
 */
export const jobApps = sqliteTable(
  "pj_app",
  {
    id: id(),
    tenantCode: tenantCode(),
    appName: text().notNull(),
    description: text(),
    /** Workers of the simulator's in-process pool for this app. */
    workerCount: integer().notNull().default(2),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("pj_app_name").on(t.tenantCode, t.appName)],
);

/** One worker of an app's pool, with the capacity it reports; its load is derived from the tasks it runs. */
export const jobWorkers = sqliteTable(
  "pj_worker",
  {
    id: id(),
    tenantCode: tenantCode(),
    appId: text().notNull(),
    /** `host:port`, as PowerJob names a worker. */
    address: text().notNull(),
    cpuCores: integer().notNull(),
    memoryTotalGb: real().notNull(),
    diskTotalGb: real().notNull(),
    /** Load it carries besides the scheduled tasks (other programs on the machine). */
    baseCpuLoad: real().notNull(),
    baseMemoryUsedGb: real().notNull(),
    diskUsedGb: real().notNull(),
    tag: text(),
    startTime: integer().notNull(),
  },
  (t) => [uniqueIndex("pj_worker_address").on(t.appId, t.address), index("pj_worker_tenant").on(t.tenantCode, t.appId)],
);

export const jobInfos = sqliteTable(
  "pj_job",
  {
    id: id(),
    tenantCode: tenantCode(),
    appId: text().notNull(),
    jobName: text().notNull(),
    jobDescription: text(),
    jobParams: text(),
    timeExpressionType: text({ enum: ["API", "CRON", "FIXED_RATE", "FIXED_DELAY", "WORKFLOW"] }).notNull(),
    /** A CRON expression, or the interval in milliseconds for FIXED_RATE / FIXED_DELAY. */
    timeExpression: text(),
    /** IANA zone a CRON expression is read in. */
    timeZone: text().notNull().default("UTC"),
    executeType: text({ enum: ["STANDALONE", "BROADCAST", "MAP", "MAP_REDUCE"] }).notNull(),
    processorType: text({ enum: ["BUILT_IN", "EXTERNAL"] }).notNull(),
    /** The registered processor's name. */
    processorInfo: text().notNull(),
    /** 0: unlimited. */
    maxInstanceNum: integer().notNull().default(0),
    concurrency: integer().notNull().default(5),
    /** Milliseconds; 0: unlimited. */
    instanceTimeLimit: integer().notNull().default(0),
    instanceRetryNum: integer().notNull().default(0),
    taskRetryNum: integer().notNull().default(0),
    minCpuCores: real().notNull().default(0),
    /** Gigabytes free. */
    minMemorySpace: real().notNull().default(0),
    minDiskSpace: real().notNull().default(0),
    /** Workers one instance may use; 0: unlimited. */
    maxWorkerCount: integer().notNull().default(0),
    dispatchStrategy: text({ enum: ["HEALTH_FIRST", "RANDOM", "SPECIFY"] }).notNull().default("HEALTH_FIRST"),
    /** Comma-separated worker addresses, for SPECIFY. */
    designatedWorkers: text(),
    enable: integer({ mode: "boolean" }).notNull().default(true),
    notifyUserIds: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    /**
     * When the scheduler fires it next; advanced in the transaction that writes the fired
     * instance, so a restart never fires one tick twice. Null: not scheduled (API, WORKFLOW,
     * disabled, or a FIXED_DELAY job waiting for its running instance).
     */
    nextTriggerTime: integer(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("pj_job_app").on(t.tenantCode, t.appId), index("pj_job_due").on(t.enable, t.nextTriggerTime)],
);

/** Status values: 1 WAITING_DISPATCH, 2 WAITING_WORKER_RECEIVE, 3 RUNNING, 4 FAILED, 5 SUCCESS, 9 CANCELED, 10 STOPPED. */
export const jobInstances = sqliteTable(
  "pj_instance",
  {
    id: id(),
    tenantCode: tenantCode(),
    appId: text().notNull(),
    jobId: text().notNull(),
    status: integer().notNull(),
    instanceParams: text(),
    /** What fired it: the schedule, a user (API / run now) or a workflow. */
    triggerType: text({ enum: ["SCHEDULE", "API", "WORKFLOW"] }).notNull(),
    /** The schedule's tick this instance answers; unique per job so one tick never fires twice. Null when not fired by the schedule. */
    scheduledTime: integer(),
    expectedTriggerTime: integer().notNull(),
    actualTriggerTime: integer(),
    finishedTime: integer(),
    /** Attempts so far, counting the first: instance retries while runningTimes <= instanceRetryNum. */
    runningTimes: integer().notNull().default(1),
    result: text(),
    taskTrackerAddress: text(),
    wfInstanceId: text(),
    wfNodeId: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex("pj_instance_tick").on(t.jobId, t.scheduledTime),
    index("pj_instance_job").on(t.tenantCode, t.jobId, t.createTime),
    index("pj_instance_app").on(t.tenantCode, t.appId, t.createTime),
    index("pj_instance_status").on(t.status),
    index("pj_instance_wf").on(t.wfInstanceId),
  ],
);

/** One task of an instance on one worker: the root, a broadcast copy, a map sub-task or the reduce step; same status values as instances. */
export const jobTasks = sqliteTable(
  "pj_task",
  {
    id: id(),
    tenantCode: tenantCode(),
    instanceId: text().notNull(),
    taskName: text().notNull(),
    /** The instance attempt (runningTimes) it belongs to. */
    attempt: integer().notNull(),
    kind: text({ enum: ["ROOT", "BROADCAST", "MAP", "REDUCE"] }).notNull(),
    workerAddress: text().notNull(),
    status: integer().notNull(),
    payload: text({ mode: "json" }).$type<unknown>(),
    result: text(),
    failedCount: integer().notNull().default(0),
    startTime: integer(),
    /** When its processor's simulated work ends. */
    dueTime: integer(),
    finishedTime: integer(),
    createTime: createTime(),
  },
  (t) => [index("pj_task_instance").on(t.tenantCode, t.instanceId), index("pj_task_status").on(t.status)],
);

export const jobInstanceLogs = sqliteTable(
  "pj_instance_log",
  {
    seq: integer().primaryKey({ autoIncrement: true }),
    tenantCode: tenantCode(),
    instanceId: text().notNull(),
    time: integer().notNull(),
    level: text({ enum: ["INFO", "WARN", "ERROR"] }).notNull(),
    workerAddress: text(),
    line: text().notNull(),
  },
  (t) => [index("pj_instance_log_instance").on(t.tenantCode, t.instanceId, t.seq)],
);
