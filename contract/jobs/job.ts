import { z } from "zod";
import { jobIdSchema, powerJobPageQuerySchema } from "./envelope";
import { DISPATCH_STRATEGIES, EXECUTE_TYPES, PROCESSOR_TYPES, TIME_EXPRESSION_TYPES } from "./values";

const count = (max: number) => z.coerce.number().int().min(0).max(max);
const space = z.coerce.number().min(0).max(100_000);

/** `POST job/list`. */
export const listJobsSchema = powerJobPageQuerySchema.extend({
  appId: jobIdSchema,
  jobId: jobIdSchema.optional(),
  keyword: z.string().trim().max(64).optional(),
});

/** `POST job/save`: every PowerJob field; without id a new job. The schedule is checked by the server (cron, interval). */
export const saveJobSchema = z.object({
  id: jobIdSchema.optional(),
  appId: jobIdSchema,
  jobName: z.string().trim().min(1).max(100),
  jobDescription: z.string().trim().max(500).optional().nullable(),
  jobParams: z.string().max(10_000).optional().nullable(),
  timeExpressionType: z.enum(TIME_EXPRESSION_TYPES),
  timeExpression: z.string().trim().max(200).optional().nullable(),
  timeZone: z.string().trim().max(64).default("UTC"),
  executeType: z.enum(EXECUTE_TYPES),
  processorType: z.enum(PROCESSOR_TYPES).default("BUILT_IN"),
  processorInfo: z.string().trim().min(1).max(200),
  maxInstanceNum: count(1000).default(0),
  concurrency: z.coerce.number().int().min(1).max(1000).default(5),
  /** Milliseconds; 0 unlimited. */
  instanceTimeLimit: count(7 * 24 * 3600_000).default(0),
  instanceRetryNum: count(100).default(0),
  taskRetryNum: count(100).default(0),
  minCpuCores: space.default(0),
  minMemorySpace: space.default(0),
  minDiskSpace: space.default(0),
  maxWorkerCount: count(1000).default(0),
  dispatchStrategy: z.enum(DISPATCH_STRATEGIES).default("HEALTH_FIRST"),
  designatedWorkers: z.string().trim().max(500).optional().nullable(),
  enable: z.boolean().default(true),
  notifyUserIds: z.array(jobIdSchema).max(50).default([]),
});
export type SaveJob = z.infer<typeof saveJobSchema>;

/** `?jobId=` of delete, copy, disable, enable. */
export const jobIdQuerySchema = z.object({ jobId: jobIdSchema });

/** `GET job/run?jobId&appId&instanceParams`: an instance now, whatever the schedule; answers its id. */
export const runJobSchema = z.object({
  jobId: jobIdSchema,
  appId: jobIdSchema,
  instanceParams: z.string().max(10_000).optional(),
});

/** `POST job/nextTriggerTimes`: the next five fire times of a schedule as it is typed. */
export const nextTriggerTimesSchema = z.object({
  timeExpressionType: z.enum(TIME_EXPRESSION_TYPES),
  timeExpression: z.string().trim().max(200).optional().nullable(),
  timeZone: z.string().trim().max(64).default("UTC"),
});

export const jobInfoSchema = z.object({
  id: z.string(),
  appId: z.string(),
  jobName: z.string(),
  jobDescription: z.string().nullable(),
  jobParams: z.string().nullable(),
  timeExpressionType: z.enum(TIME_EXPRESSION_TYPES),
  timeExpression: z.string().nullable(),
  timeZone: z.string(),
  executeType: z.enum(EXECUTE_TYPES),
  processorType: z.enum(PROCESSOR_TYPES),
  processorInfo: z.string(),
  maxInstanceNum: z.number(),
  concurrency: z.number(),
  instanceTimeLimit: z.number(),
  instanceRetryNum: z.number(),
  taskRetryNum: z.number(),
  minCpuCores: z.number(),
  minMemorySpace: z.number(),
  minDiskSpace: z.number(),
  maxWorkerCount: z.number(),
  dispatchStrategy: z.enum(DISPATCH_STRATEGIES),
  designatedWorkers: z.string().nullable(),
  enable: z.boolean(),
  notifyUserIds: z.array(z.string()),
  nextTriggerTime: z.number().nullable(),
  createTime: z.number(),
  updateTime: z.number(),
});
export type JobInfo = z.infer<typeof jobInfoSchema>;
