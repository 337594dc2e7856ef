import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Dag } from "../../contract/jobs/dag";
import type { RunDag } from "../../contract/jobs/dag-status";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * Workflows, PowerJob's DAGs of jobs (decision 0026): a workflow keeps the DAG as drawn; each of
 * its instances keeps its own copy with every node's status and job instance, so a workflow edited
 * later never changes a run, and a restart finds the run whole in one row.
 */
export const jobWorkflows = sqliteTable(
  "pj_workflow",
  {
    id: id(),
    tenantCode: tenantCode(),
    appId: text().notNull(),
    wfName: text().notNull(),
    wfDescription: text(),
    /** API: runs only when called; CRON: also on its schedule. */
    timeExpressionType: text({ enum: ["API", "CRON"] }).notNull(),
    timeExpression: text(),
    /** IANA zone a CRON expression is read in. */
    timeZone: text().notNull().default("UTC"),
    /** Instances that may run at once; 0: unlimited. */
    maxWfInstanceNum: integer().notNull().default(1),
    enable: integer({ mode: "boolean" }).notNull().default(true),
    dag: text({ mode: "json" }).$type<Dag>().notNull(),
    /** When the schedule fires next; advanced in the transaction that writes the fired instance. Null: not scheduled. */
    nextTriggerTime: integer(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("pj_workflow_app").on(t.tenantCode, t.appId), index("pj_workflow_due").on(t.enable, t.nextTriggerTime)],
);

/** Status values: 1 WAITING, 2 RUNNING, 3 FAILED, 4 SUCCEED, 10 STOPPED (contract/jobs/dag-status.ts). */
export const jobWorkflowInstances = sqliteTable(
  "pj_wf_instance",
  {
    id: id(),
    tenantCode: tenantCode(),
    appId: text().notNull(),
    workflowId: text().notNull(),
    status: integer().notNull(),
    /** The DAG as it was when the run started, each node with its status, job instance and result. */
    dag: text({ mode: "json" }).$type<RunDag>().notNull(),
    wfInitParams: text(),
    triggerType: text({ enum: ["SCHEDULE", "API"] }).notNull(),
    /** The schedule's tick it answers; unique per workflow so one tick never fires twice. */
    scheduledTime: integer(),
    expectedTriggerTime: integer().notNull(),
    actualTriggerTime: integer(),
    finishedTime: integer(),
    result: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex("pj_wf_instance_tick").on(t.workflowId, t.scheduledTime),
    index("pj_wf_instance_app").on(t.tenantCode, t.appId, t.createTime),
    index("pj_wf_instance_status").on(t.status),
  ],
);
