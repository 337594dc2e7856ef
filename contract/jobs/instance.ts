import { z } from "zod";
import { jobIdSchema, powerJobPageQuerySchema } from "./envelope";
import { INSTANCE_STATUS_VALUES } from "./values";

/** `POST instance/list`: newest first; status filters by one of the status numbers. */
export const listInstancesSchema = powerJobPageQuerySchema.extend({
  appId: jobIdSchema,
  jobId: jobIdSchema.optional(),
  instanceId: jobIdSchema.optional(),
  wfInstanceId: jobIdSchema.optional(),
  status: z.coerce
    .number()
    .int()
    .refine((s) => (INSTANCE_STATUS_VALUES as number[]).includes(s), "unknown status")
    .optional(),
});

/** `?instanceId=` of detail, stop, retry, taskList. */
export const instanceIdQuerySchema = z.object({ instanceId: jobIdSchema });

/** `GET instance/log?instanceId&index`: a page of its log lines, oldest first. */
export const instanceLogQuerySchema = powerJobPageQuerySchema.extend({
  instanceId: jobIdSchema,
  pageSize: z.coerce.number().int().min(1).max(500).default(200),
});

export const instanceInfoSchema = z.object({
  instanceId: z.string(),
  appId: z.string(),
  jobId: z.string(),
  jobName: z.string().nullable(),
  status: z.number(),
  triggerType: z.enum(["SCHEDULE", "API", "WORKFLOW"]),
  instanceParams: z.string().nullable(),
  expectedTriggerTime: z.number(),
  actualTriggerTime: z.number().nullable(),
  finishedTime: z.number().nullable(),
  runningTimes: z.number(),
  result: z.string().nullable(),
  taskTrackerAddress: z.string().nullable(),
  wfInstanceId: z.string().nullable(),
  wfNodeId: z.string().nullable(),
});
export type InstanceInfo = z.infer<typeof instanceInfoSchema>;

export const instanceDetailSchema = instanceInfoSchema.extend({
  jobParams: z.string().nullable(),
  executeType: z.string().nullable(),
  taskDetail: z.object({ totalTaskNum: z.number(), succeedTaskNum: z.number(), failedTaskNum: z.number(), runningTaskNum: z.number() }),
});
export type InstanceDetail = z.infer<typeof instanceDetailSchema>;

export const taskInfoSchema = z.object({
  taskId: z.string(),
  taskName: z.string(),
  kind: z.enum(["ROOT", "BROADCAST", "MAP", "REDUCE"]),
  attempt: z.number(),
  workerAddress: z.string(),
  status: z.number(),
  result: z.string().nullable(),
  failedCount: z.number(),
  startTime: z.number().nullable(),
  finishedTime: z.number().nullable(),
});
export type TaskInfo = z.infer<typeof taskInfoSchema>;

export const logLineSchema = z.object({
  seq: z.number(),
  time: z.number(),
  level: z.enum(["INFO", "WARN", "ERROR"]),
  workerAddress: z.string().nullable(),
  line: z.string(),
});
export type LogLine = z.infer<typeof logLineSchema>;
