import { z } from "zod";
import { timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { wordings } from "../admin/fields";
import { commentSchema, requiredCommentSchema, variablesSchema, WORKFLOW_SERVICE } from "./common";
import { instanceSchema } from "./instance";
import { formKeySchema, formSchemaSchema } from "../dev/form";

/**
 * Tasks (/mytask, /donetask) under `/api/activiti/task/`. Each step writes the task, the
 * instance and a history row with its comment in one transaction, and notifies whom it
 * concerns. Every call is about the caller's own work; the menus myTask and doneTask guard them.
 */
const base = `/api/${WORKFLOW_SERVICE}/task`;
export const taskPaths = {
  base,
  /** `GET` page: open tasks assigned to the caller, or claimable by the caller's roles or org (filters name, definitionKey). */
  queryTodo: `${base}/queryTodoTask`,
  /** `GET` page: tasks the caller finished (completed, sent back, rejected, terminated), newest first. */
  queryDone: `${base}/queryDoneTask`,
  /** `GET`: `[{ value: userId, label }]` of the tenant's users, for assign and delegate. */
  userOptions: `${base}/queryTaskUserOptions`,
  /**
   * `GET`: the tenant's roles and organisations as candidate groups (`role:<code>`, `org:<id>`),
   * named per language: what the modeller offers and the task lists show in place of the codes.
   * Open to whoever holds a screen of the workflow group.
   */
  candidateGroupOptions: `${base}/queryCandidateGroupOptions`,
  /**
   * `GET`: `[{ value: key, label: name }]` of the tenant's designed forms (contract/dev/form.ts),
   * what the modeller offers a user task. Open to whoever holds a screen of the workflow group.
   */
  formOptions: `${base}/queryTaskFormOptions`,
  /**
   * `GET ?key=`: the latest version of one designed form, for the task dialog that fills it in and the history that shows its values. Open to whoever
   * holds a screen of the workflow group.
   */
  form: `${base}/getTaskForm`,
  /** `POST { id, comment? }`: a candidate takes an unassigned task. */
  claim: `${base}/claimTask`,
  /** `POST { id, userId, comment? }`: the assignee (or a candidate, or an administrator) hands the task to someone. */
  assign: `${base}/assignTask`,
  /**
   * `POST { id, comment?, variables?, formValues? }`: the assignee finishes the task and the
   * instance moves on. A delegate's complete resolves the task back to its owner instead
   * (delegationState resolved). A task with a designed form (`formKey`) takes `formValues`, checked
   * against the form's latest version: a refusal names the first field that failed
   * (`fieldRefusal`, contract/dev/form.ts) and nothing is written; the values become the
   * instance's variables, a sub-table's lines as JSON text.
   */
  complete: `${base}/completeTask`,
  /** `POST { id, userId, comment? }`: the assignee asks someone else to do it and stays its owner. */
  delegate: `${base}/delegateTask`,
  /** `POST { id, comment }`: back to the user task before this one. */
  regress: `${base}/regressTask`,
  /** `POST { id, comment }`: back to the starter's first task, or the instance ends as rejected (decision 0027). */
  reject: `${base}/rejectTask`,
  /** `POST { id, comment }`: the instance ends as terminated. */
  terminate: `${base}/terminateTask`,
} as const;

export const claimTaskSchema = z.object({ id: idSchema, comment: commentSchema });
export const assignTaskSchema = z.object({ id: idSchema, userId: idSchema, comment: commentSchema });
export const completeTaskSchema = z.object({
  id: idSchema,
  comment: commentSchema,
  variables: variablesSchema.default({}),
  /** A designed form's values by field name; a sub-table is a list of lines. */
  formValues: z.record(z.string(), z.unknown()).optional(),
});
export const delegateTaskSchema = z.object({ id: idSchema, userId: idSchema, comment: commentSchema });
/** Sending back, rejecting and terminating say why. */
export const decisiveTaskSchema = z.object({ id: idSchema, comment: requiredCommentSchema });

export const taskFormQuerySchema = z.object({ key: formKeySchema });
export const taskFormSchema = z.object({ key: z.string(), name: z.string(), version: z.number().int(), schema: formSchemaSchema });
export type TaskForm = z.infer<typeof taskFormSchema>;

export const candidateGroupOptionSchema = z.object({ value: z.string(), kind: z.enum(["role", "org"]), label: z.string(), ...wordings("label", 255) });
export type CandidateGroupOption = z.infer<typeof candidateGroupOptionSchema>;

export const DELEGATION_STATES = ["pending", "resolved"] as const;
export const TASK_OUTCOMES = ["completed", "regressed", "rejected", "terminated", "cancelled"] as const;
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];

export const taskSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The user task's id in the diagram. */
  activityId: z.string(),
  instanceId: idSchema,
  definitionKey: z.string(),
  definitionName: z.string(),
  businessKey: z.string().nullish(),
  startUserName: z.string(),
  assigneeId: z.string().nullish(),
  assigneeName: z.string().nullish(),
  /** Whoever delegated the task, while a delegate works on it. */
  ownerId: z.string().nullish(),
  ownerName: z.string().nullish(),
  delegationState: z.enum(DELEGATION_STATES).nullish(),
  /** `role:<code>` / `org:<id>` as the diagram names them. */
  candidateGroups: z.array(z.string()),
  claimTime: timeSchema,
  createTime: timeSchema,
  endTime: timeSchema,
  outcome: z.enum(TASK_OUTCOMES).nullish(),
  /** Whether the instance or its definition is suspended: the task then cannot be completed. */
  suspended: z.boolean(),
  variables: instanceSchema.shape.variables,
  /** The key of the designed form the task's user task asks for (`activiti:formKey="form:<key>"`), or null. */
  formKey: z.string().nullish(),
});
export type Task = z.infer<typeof taskSchema>;
export const TASK_SORTABLE = ["createTime", "name", "endTime"] as const;
