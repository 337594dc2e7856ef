import { z } from "zod";
import { resourcePaths } from "#contract/admin/resource";
import { sysOrgPaths } from "#contract/admin/sysorg";
import { sysUserPaths } from "#contract/admin/sysuser";
import { FORM_KEYS } from "#contract/workflow/common";
import { DEFINITION_SORTABLE, definitionPaths, definitionSchema } from "#contract/workflow/definition";
import { INSTANCE_RESULTS, INSTANCE_SORTABLE, INSTANCE_STATUSES, instancePaths, instanceSchema } from "#contract/workflow/instance";
import { addModelSchema, MODEL_SORTABLE, modelPaths, modelSchema, updateModelSchema } from "#contract/workflow/model";
import { TASK_OUTCOMES, TASK_SORTABLE, taskPaths, taskSchema } from "#contract/workflow/task";
import { defineResource } from "./define";

// Dark shades, so the words stay readable on the light badges of striped rows (WCAG AA).
const SUSPENDED_TONES = { false: "teal.9", true: "orange.9" };
const STATUS_TONES = { running: "blue.9", ended: "gray.9" };
const time = { input: "text", readOnly: true, column: { width: 170, format: "datetime" } } as const;
const orgSource = { paths: sysOrgPaths, label: "orgName", tree: true } as const;

/**
 * Process models (/processmodel, SPEC §3 model): drawn in the modeller, deployed as the next
 * version of their key's definition. The texts of every workflow screen are worded here once.
 */
export const processModel = defineResource({
  name: "processModel",
  path: "/processmodel",
  usesTextsOf: ["processDiagram"],
  paths: modelPaths,
  row: modelSchema,
  add: addModelSchema,
  update: updateModelSchema,
  fields: {
    name: { input: "text", column: { width: 180 }, filter: true, exported: true },
    key: { input: "text", column: { width: 140 }, filter: true, exported: true, createOnly: true },
    category: { input: "text", column: { width: 120 }, filter: true, exported: true },
    version: { input: "number", readOnly: true, column: { width: 80 }, exported: true },
    deployedVersion: { input: "number", readOnly: true, column: { width: 110 } },
    orgId: { input: "tree-select", source: orgSource, column: { width: 140 }, exported: true },
    referableOrgIds: { input: "multiselect", source: orgSource },
    referableUserIds: { input: "multiselect", source: { paths: sysUserPaths, label: "username" } },
    formKey: { input: "select", options: FORM_KEYS, column: { width: 120 }, exported: true },
    description: { input: "textarea", exported: true },
    updateTime: time,
  },
  sortable: MODEL_SORTABLE,
  addDefaults: { formKey: "none" },
  actions: [{ intent: "deploy", button: "deploy", records: "one", row: true, confirm: true }],
  exports: ["xlsx"],
});

/** Process definitions (/processdefinition): each deployed version; activated, suspended, started. */
export const processDefinition = defineResource({
  name: "processDefinition",
  path: "/processdefinition",
  usesTextsOf: ["processModel"],
  paths: definitionPaths,
  row: definitionSchema,
  add: z.object({}),
  update: z.object({}),
  fields: {
    key: { input: "text", column: { width: 140 }, filter: true, exported: true },
    name: { input: "text", column: { width: 180 }, filter: true, exported: true },
    version: { input: "number", column: { width: 80 }, exported: true },
    category: { input: "text", column: { width: 120 }, filter: true, exported: true },
    suspended: { input: "select", options: ["false", "true"], column: { width: 110, tone: SUSPENDED_TONES }, filter: true, exported: true },
    latest: { input: "select", options: ["true", "false"], column: { width: 100 }, filter: true },
    deployTime: time,
  },
  sortable: DEFINITION_SORTABLE,
  without: ["create", "update", "delete", "history"],
  actions: [
    { intent: "activate", button: "status", records: "one", row: true, confirm: true },
    { intent: "suspend", button: "status", records: "one", row: true, confirm: true, color: "orange" },
  ],
  flow: { field: "suspended", from: { activate: ["true"], suspend: ["false"] } },
  exports: ["xlsx"],
});

/** Process instances (/processinstance): running or ended, each opening its diagram and history. */
export const processInstance = defineResource({
  name: "processInstance",
  path: "/processinstance",
  usesTextsOf: ["processModel"],
  paths: instancePaths,
  row: instanceSchema,
  add: z.object({}),
  update: z.object({}),
  fields: {
    id: { input: "text", readOnly: true, column: { width: 170 } },
    definitionName: { input: "text", readOnly: true, column: { width: 160 } },
    definitionKey: { input: "text", readOnly: true, column: { width: 120 }, filter: true, exported: true },
    businessKey: { input: "text", readOnly: true, column: { width: 120 }, filter: true },
    status: { input: "select", options: INSTANCE_STATUSES, readOnly: true, column: { width: 100, tone: STATUS_TONES }, filter: true, exported: true },
    result: { input: "select", options: INSTANCE_RESULTS, readOnly: true, column: { width: 110 } },
    startUserName: { input: "text", readOnly: true, column: { width: 120 }, filter: true, exported: true },
    currentActivityNames: { input: "text", readOnly: true, column: { width: 160 } },
    suspended: { input: "select", options: ["false", "true"], readOnly: true, column: { width: 100, tone: SUSPENDED_TONES } },
    startTime: time,
    endTime: time,
  },
  sortable: INSTANCE_SORTABLE,
  without: ["create", "update", "delete", "history"],
  actions: [
    { intent: "activate", button: "status", records: "one", row: true, confirm: true },
    { intent: "suspend", button: "status", records: "one", row: true, confirm: true, color: "orange" },
  ],
  flow: { field: "suspended", from: { activate: ["true"], suspend: ["false"] } },
  exports: ["xlsx"],
});

const taskFields = {
  name: { input: "text", readOnly: true, column: { width: 150 }, filter: true },
  definitionName: { input: "text", readOnly: true, column: { width: 150 } },
  businessKey: { input: "text", readOnly: true, column: { width: 120 } },
  instanceId: { input: "text", readOnly: true, column: { width: 170, link: (row: Record<string, unknown>) => `/processinstancedetail?id=${String(row.instanceId)}` } },
  startUserName: { input: "text", readOnly: true, column: { width: 110 } },
} as const;

/** The caller's open tasks (/mytask): assigned to them, or offered to their roles or organisation. */
export const myTask = defineResource({
  name: "myTask",
  path: "/mytask",
  // The task dialog draws a designed form with the form renderer's texts.
  usesTextsOf: ["processModel", "generatorform"],
  paths: { ...resourcePaths("activiti", "Task"), query: taskPaths.queryTodo },
  row: taskSchema,
  add: z.object({}),
  update: z.object({}),
  fields: {
    ...taskFields,
    assigneeName: { input: "text", readOnly: true, column: { width: 110 } },
    candidateGroups: { input: "text", readOnly: true, column: { width: 210 } },
    claimTime: time,
    createTime: time,
  },
  sortable: TASK_SORTABLE,
  without: ["create", "update", "delete", "history"],
  exports: [],
});

/** The tasks the caller finished (/donetask), with how each ended. */
export const doneTask = defineResource({
  name: "doneTask",
  path: "/donetask",
  usesTextsOf: ["processModel"],
  paths: { ...resourcePaths("activiti", "Task"), query: taskPaths.queryDone },
  row: taskSchema,
  add: z.object({}),
  update: z.object({}),
  fields: {
    ...taskFields,
    outcome: { input: "select", options: TASK_OUTCOMES, readOnly: true, column: { width: 110 } },
    createTime: time,
    endTime: time,
  },
  sortable: TASK_SORTABLE,
  without: ["create", "update", "delete", "history"],
  exports: [],
});
