import { z } from "zod";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { commentSchema, processKeySchema, variablesSchema, WORKFLOW_SERVICE } from "./common";
import { workflowMessages as m } from "./messages";

/**
 * Process instances (/processinstance): the kit's `queryInstance` and exports (filters
 * definitionKey, status, startUserName, businessKey, mine "true" for those the caller started).
 */
export const instancePaths = resourcePaths(WORKFLOW_SERVICE, "Instance");
/**
 * `POST { definitionId | definitionKey, businessKey?, variables, comment? }`: starts the
 * definition (by key: its newest version) and runs it to its first user tasks; answers the
 * instance. Open to every user granted the workflow calls: anyone may ask for leave.
 */
export const startInstancePath = `${instancePaths.base}/startInstance`;
/** `GET ?id=`: the instance with its diagram XML, the ids of the nodes it waits at, its open tasks and the history of every step. */
export const getInstancePath = `${instancePaths.base}/getInstance`;
/** `POST { id }`: button processInstance:status. A suspended instance's tasks cannot be completed. */
export const activateInstancePath = `${instancePaths.base}/activateInstance`;
export const suspendInstancePath = `${instancePaths.base}/suspendInstance`;

export const INSTANCE_STATUSES = ["running", "ended"] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];
/** How an ended instance ended: reached an end event, rejected, or terminated by a task's step. */
export const INSTANCE_RESULTS = ["completed", "rejected", "terminated"] as const;
export type InstanceResult = (typeof INSTANCE_RESULTS)[number];

export const startInstanceSchema = z
  .object({
    definitionId: idSchema.optional(),
    definitionKey: processKeySchema.optional(),
    businessKey: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(64).optional()),
    variables: variablesSchema.default({}),
    comment: commentSchema,
  })
  .refine((v) => Boolean(v.definitionId || v.definitionKey), { message: m.definitionUnknown, path: ["definitionKey"] });
export type StartInstance = z.infer<typeof startInstanceSchema>;
export const instanceIdSchema = z.object({ id: idSchema });

const variableSchema = z.union([z.string(), z.number(), z.boolean()]);

export const instanceSchema = z.object({
  id: idSchema,
  definitionId: idSchema,
  definitionKey: z.string(),
  definitionName: z.string(),
  definitionVersion: z.number().int(),
  businessKey: z.string().nullish(),
  startUserId: z.string(),
  startUserName: z.string(),
  status: z.enum(INSTANCE_STATUSES),
  result: z.enum(INSTANCE_RESULTS).nullish(),
  suspended: z.boolean(),
  variables: z.record(z.string(), variableSchema),
  /** Ids of the BPMN nodes the instance waits at (user tasks, a parallel join), for the diagram's highlight. */
  currentActivityIds: z.array(z.string()),
  /** Their names, joined for the list. */
  currentActivityNames: z.string().nullish(),
  startTime: timeSchema,
  endTime: timeSchema,
});
export type ProcessInstance = z.infer<typeof instanceSchema>;
export const INSTANCE_SORTABLE = ["startTime", "endTime", "definitionKey", "status"] as const;

/** What happened at a step of an instance, oldest first in its history. */
export const HISTORY_ACTIONS = ["start", "create", "claim", "assign", "delegate", "resolve", "complete", "regress", "reject", "terminate", "pass", "fork", "join", "end"] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const historyStepSchema = z.object({
  id: idSchema,
  activityId: z.string().nullish(),
  activityName: z.string().nullish(),
  /** The BPMN element's kind (userTask, exclusiveGateway …); null for a step of the instance as a whole. */
  activityType: z.string().nullish(),
  action: z.enum(HISTORY_ACTIONS),
  taskId: z.string().nullish(),
  userId: z.string().nullish(),
  username: z.string().nullish(),
  /** Whom the step named: the new assignee, the delegate. */
  targetUserName: z.string().nullish(),
  comment: z.string().nullish(),
  /** Variables a completed task set. */
  variables: z.record(z.string(), variableSchema).nullish(),
  /** The designed form whose values a completed task set, by key: the variables are its fields. */
  formKey: z.string().nullish(),
  createTime: timeSchema,
});
export type HistoryStep = z.infer<typeof historyStepSchema>;

/** `getInstance`'s answer. */
export const instanceDetailSchema = instanceSchema.extend({
  xml: z.string(),
  history: z.array(historyStepSchema),
  openTasks: z.array(
    z.object({ id: idSchema, name: z.string(), activityId: z.string(), assigneeName: z.string().nullish(), candidateGroups: z.array(z.string()), createTime: timeSchema }),
  ),
});
export type ProcessInstanceDetail = z.infer<typeof instanceDetailSchema>;
