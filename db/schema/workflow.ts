import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * The workflow (BPMN) service's state (decision 0027): models with their diagrams, the
 * definitions deployed from them, running and ended instances with their tokens, tasks and the
 * history of every step. Everything an instance needs to go on after a restart is here.
 */

type Variables = Record<string, string | number | boolean>;
const timestamp = () => integer({ mode: "timestamp_ms" });

export const workflowModels = sqliteTable(
  "wf_model",
  {
    id: id(),
    tenantCode: tenantCode(),
    name: text().notNull(),
    /** The BPMN process id its definitions are deployed under. */
    key: text().notNull(),
    category: text(),
    description: text(),
    version: integer().notNull().default(1),
    orgId: text(),
    referableOrgIds: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    referableUserIds: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    formKey: text({ enum: ["none", "leave"] }).notNull().default("none"),
    xml: text().notNull(),
    deployedVersion: integer(),
    deployTime: timestamp(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("wf_model_key").on(t.tenantCode, t.key)],
);

export const workflowDefinitions = sqliteTable(
  "wf_definition",
  {
    id: id(),
    tenantCode: tenantCode(),
    key: text().notNull(),
    name: text().notNull(),
    version: integer().notNull(),
    category: text(),
    description: text(),
    modelId: text(),
    formKey: text({ enum: ["none", "leave"] }).notNull().default("none"),
    /** The diagram as deployed: instances run on this, whatever the model becomes later. */
    xml: text().notNull(),
    /** The process read from the diagram at deploy (provider-sim/workflow/graph.ts): what the engine walks. */
    graph: text({ mode: "json" }).$type<unknown>().notNull(),
    suspended: integer({ mode: "boolean" }).notNull().default(false),
    deployTime: timestamp().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("wf_definition_version").on(t.tenantCode, t.key, t.version)],
);

export const workflowInstances = sqliteTable(
  "wf_instance",
  {
    id: id(),
    tenantCode: tenantCode(),
    definitionId: text().notNull(),
    definitionKey: text().notNull(),
    definitionName: text().notNull(),
    definitionVersion: integer().notNull(),
    businessKey: text(),
    startUserId: text().notNull(),
    startUserName: text().notNull(),
    status: text({ enum: ["running", "ended"] }).notNull(),
    result: text({ enum: ["completed", "rejected", "terminated"] }),
    suspended: integer({ mode: "boolean" }).notNull().default(false),
    variables: text({ mode: "json" }).$type<Variables>().notNull().default({}),
    startTime: timestamp().notNull(),
    endTime: timestamp(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("wf_instance_tenant").on(t.tenantCode, t.startTime), index("wf_instance_business").on(t.tenantCode, t.definitionKey, t.businessKey)],
);

/**
 * The instance's tokens: one per path being walked. A token waits at a user task (its task
 * row names it) or at a parallel join until a token has arrived over every incoming flow.
 */
export const workflowTokens = sqliteTable(
  "wf_token",
  {
    id: id(),
    tenantCode: tenantCode(),
    instanceId: text().notNull(),
    activityId: text().notNull(),
    state: text({ enum: ["task", "join"] }).notNull(),
    /** The last user task finished on this token's path: where a regress goes back to. */
    previousTaskId: text(),
    /** Whether the path went through a parallel gateway since that task (a regress then stops at the fork). */
    crossedParallel: integer({ mode: "boolean" }).notNull().default(false),
    createTime: createTime(),
  },
  (t) => [index("wf_token_instance").on(t.tenantCode, t.instanceId)],
);

export const workflowTasks = sqliteTable(
  "wf_task",
  {
    id: id(),
    tenantCode: tenantCode(),
    instanceId: text().notNull(),
    definitionId: text().notNull(),
    tokenId: text(),
    activityId: text().notNull(),
    name: text().notNull(),
    assigneeId: text(),
    assigneeName: text(),
    ownerId: text(),
    ownerName: text(),
    delegationState: text({ enum: ["pending", "resolved"] }),
    /** `role:<code>` / `org:<id>`: who may claim it while it has no assignee. */
    candidateGroups: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    previousTaskId: text(),
    crossedParallel: integer({ mode: "boolean" }).notNull().default(false),
    claimTime: timestamp(),
    endTime: timestamp(),
    endedById: text(),
    endedByName: text(),
    outcome: text({ enum: ["completed", "regressed", "rejected", "terminated", "cancelled"] }),
    createTime: createTime(),
  },
  (t) => [
    index("wf_task_open").on(t.tenantCode, t.endTime, t.assigneeId),
    index("wf_task_instance").on(t.tenantCode, t.instanceId),
    index("wf_task_done").on(t.tenantCode, t.endedById, t.endTime),
  ],
);

/** Every step of an instance, with its comment: the instance's history and the tasks' comments. */
export const workflowHistory = sqliteTable(
  "wf_history",
  {
    id: id(),
    tenantCode: tenantCode(),
    instanceId: text().notNull(),
    /** Order within the instance: several steps share a millisecond. */
    seq: integer().notNull(),
    activityId: text(),
    activityName: text(),
    activityType: text(),
    action: text().notNull(),
    taskId: text(),
    userId: text(),
    username: text(),
    targetUserName: text(),
    comment: text(),
    variables: text({ mode: "json" }).$type<Variables>(),
    createTime: timestamp().notNull(),
  },
  (t) => [uniqueIndex("wf_history_seq").on(t.tenantCode, t.instanceId, t.seq)],
);
