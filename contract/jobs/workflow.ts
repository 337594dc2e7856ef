import { z } from "zod";
import { dagEdgeSchema, dagMessages, dagNodeSchema, dagSchema } from "./dag";
import { WF_STATUSES, type RunDag } from "./dag-status";
import { jobIdSchema, powerJobPageQuerySchema } from "./envelope";
import { POWERJOB_PREFIX } from "./paths";

/** Workflows and their instances: PowerJob's console calls (PROVIDER-API.md §"Job scheduling"), under the same prefix as the jobs. */
export const workflowPaths = {
  listWorkflows: `${POWERJOB_PREFIX}/workflow/list`,
  saveWorkflow: `${POWERJOB_PREFIX}/workflow/save`,
  /** `POST ?workflowId&appId`: a disabled copy named "… (copy)"; answers its id. */
  copyWorkflow: `${POWERJOB_PREFIX}/workflow/copy`,
  /** `POST { workflowId, appId, nodeId, … }`: one node's settings, the rest of the DAG untouched. */
  saveWorkflowNode: `${POWERJOB_PREFIX}/workflow/saveNode`,
  disableWorkflow: `${POWERJOB_PREFIX}/workflow/disable`,
  enableWorkflow: `${POWERJOB_PREFIX}/workflow/enable`,
  deleteWorkflow: `${POWERJOB_PREFIX}/workflow/delete`,
  fetchWorkflow: `${POWERJOB_PREFIX}/workflow/fetch`,
  /** `GET ?workflowId&appId&delay&initParams`: a workflow instance; answers its id. */
  runWorkflow: `${POWERJOB_PREFIX}/workflow/run`,
  listWfInstances: `${POWERJOB_PREFIX}/wfInstance/list`,
  wfInstanceInfo: `${POWERJOB_PREFIX}/wfInstance/info`,
  stopWfInstance: `${POWERJOB_PREFIX}/wfInstance/stop`,
  /** `?wfInstanceId&appId[&nodeId]`: every failed or stopped node again, or only the one named. */
  retryWfInstance: `${POWERJOB_PREFIX}/wfInstance/retry`,
  markWfNodeAsSuccess: `${POWERJOB_PREFIX}/wfInstance/markNodeAsSuccess`,
} as const;

/** The workflow's refusals in the provider's English (app/dag/dag.i18n.ts words them in zh and tw). */
export const workflowMessages = {
  workflowUnknown: "no such workflow",
  wfInstanceUnknown: "no such workflow instance",
  nodeJobUnknown: "a node names a job that is not a job of this app",
  wfNameRequired: "a workflow needs a name",
  wfNameLength: "a workflow name is at most 100 characters",
  scheduleType: "a workflow runs on a CRON schedule or by API",
  tooManyWfInstances: "this workflow already runs as many instances as it may",
  workflowDisabled: "this workflow is disabled: enable it first",
  workflowRunning: "this workflow still has running instances: stop them first",
} as const;

export const WF_TIME_EXPRESSION_TYPES = ["API", "CRON"] as const;

/** `POST workflow/list`. */
export const listWorkflowsSchema = powerJobPageQuerySchema.extend({
  appId: jobIdSchema,
  workflowId: jobIdSchema.optional(),
  keyword: z.string().trim().max(64).optional(),
});

/** `POST workflow/save`: without id a new workflow. The DAG is checked node by node and edge by edge (contract/jobs/dag.ts). */
export const saveWorkflowSchema = z.object({
  id: jobIdSchema.optional(),
  appId: jobIdSchema,
  wfName: z.string().trim().min(1, workflowMessages.wfNameRequired).max(100, workflowMessages.wfNameLength),
  wfDescription: z.string().trim().max(500).optional().nullable(),
  timeExpressionType: z.enum(WF_TIME_EXPRESSION_TYPES, workflowMessages.scheduleType),
  timeExpression: z.string().trim().max(200).optional().nullable(),
  timeZone: z.string().trim().max(64).default("UTC"),
  /** 0: unlimited. */
  maxWfInstanceNum: z.coerce.number().int().min(0).max(100).default(1),
  enable: z.boolean().default(true),
  dag: dagSchema,
});
export type SaveWorkflow = z.infer<typeof saveWorkflowSchema>;

/** `?workflowId&appId` of disable, enable, delete, fetch, copy. */
export const workflowIdQuerySchema = z.object({ workflowId: jobIdSchema, appId: jobIdSchema });

/** `POST workflow/saveNode`: one node's settings. */
export const saveWorkflowNodeSchema = workflowIdQuerySchema.extend({
  nodeId: z.coerce.number().int().positive(),
  nodeName: z.string().trim().min(1, dagMessages.nodeNameRequired).max(64, dagMessages.nodeNameLength).optional(),
  nodeParams: z.string().max(2000).optional(),
  enable: z.boolean().optional(),
  skipWhenFailed: z.boolean().optional(),
});

/** `GET workflow/run`: `delay` in ms before it starts. */
export const runWorkflowSchema = workflowIdQuerySchema.extend({
  delay: z.coerce.number().int().min(0).max(24 * 3600_000).default(0),
  initParams: z.string().max(10_000).optional(),
});

/** `POST wfInstance/list`: newest first. */
export const listWfInstancesSchema = powerJobPageQuerySchema.extend({
  appId: jobIdSchema,
  workflowId: jobIdSchema.optional(),
  wfInstanceId: jobIdSchema.optional(),
  status: z.coerce
    .number()
    .int()
    .refine((s) => (WF_STATUSES as number[]).includes(s))
    .optional(),
});

/** `?wfInstanceId&appId` of info and stop; retry may name one node, markNodeAsSuccess must. */
export const wfInstanceQuerySchema = z.object({ wfInstanceId: jobIdSchema, appId: jobIdSchema });
export const retryWfInstanceSchema = wfInstanceQuerySchema.extend({ nodeId: z.coerce.number().int().positive().optional() });
export const markWfNodeSchema = wfInstanceQuerySchema.extend({ nodeId: z.coerce.number().int().positive() });

const drawnDagSchema = z.object({ nodes: z.array(dagNodeSchema), edges: z.array(dagEdgeSchema) });

export const workflowInfoSchema = z.object({
  id: z.string(),
  appId: z.string(),
  wfName: z.string(),
  wfDescription: z.string().nullable(),
  timeExpressionType: z.enum(WF_TIME_EXPRESSION_TYPES),
  timeExpression: z.string().nullable(),
  timeZone: z.string(),
  maxWfInstanceNum: z.number(),
  enable: z.boolean(),
  dag: drawnDagSchema,
  nextTriggerTime: z.number().nullable(),
  createTime: z.number(),
  updateTime: z.number(),
});
export type WorkflowInfo = z.infer<typeof workflowInfoSchema>;

const runNodeSchema = dagNodeSchema.extend({
  status: z.number(),
  instanceId: z.string().nullable(),
  result: z.string(),
  startTime: z.number().nullable(),
  finishedTime: z.number().nullable(),
});

export const wfInstanceInfoSchema = z.object({
  wfInstanceId: z.string(),
  appId: z.string(),
  workflowId: z.string(),
  workflowName: z.string().nullable(),
  status: z.number(),
  dag: z.object({ nodes: z.array(runNodeSchema), edges: z.array(dagEdgeSchema) }),
  wfInitParams: z.string().nullable(),
  triggerType: z.enum(["SCHEDULE", "API"]),
  expectedTriggerTime: z.number(),
  actualTriggerTime: z.number().nullable(),
  finishedTime: z.number().nullable(),
  result: z.string().nullable(),
});
/** The DAG's node statuses are the engine's own (contract/jobs/dag-status.ts). */
export type WfInstanceInfo = Omit<z.infer<typeof wfInstanceInfoSchema>, "dag"> & { dag: RunDag };
