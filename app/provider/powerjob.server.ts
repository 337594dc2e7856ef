import { z, type ZodType } from "zod";
import { appInfoSchema, type AppInfo, type SaveApp } from "#contract/jobs/app";
import { powerJobEnvelopeSchema, powerJobPageSchema, type PowerJobPage } from "#contract/jobs/envelope";
import { instanceDetailSchema, instanceInfoSchema, logLineSchema, taskInfoSchema, type InstanceDetail, type InstanceInfo, type LogLine, type TaskInfo } from "#contract/jobs/instance";
import { jobInfoSchema, type JobInfo, type SaveJob } from "#contract/jobs/job";
import { powerJobPaths as p } from "#contract/jobs/paths";
import type { TimeExpressionType } from "#contract/jobs/values";
import { overviewSchema, workerInfoSchema, type Overview, type WorkerInfo } from "#contract/jobs/system";
import type { ProviderClient, Query } from "./client.server";
import { ContractError, ProviderError } from "./errors";

/** PowerJob refuses with `success: false`; its message is the refusal's text (contract/jobs/messages.ts). */
export const POWERJOB_REFUSED = 400;

type Call = { token: string; lang: string };

/**
 * One PowerJob call (decision 0025): the gateway's own refusals (token, grants, module) arrive as
 * the provider's envelope and are thrown by the client as usual; PowerJob's `{ success, data,
 * message }` is unwrapped here, a refusal thrown as a ProviderError with its message.
 */
export async function powerJob<T>(client: ProviderClient, call: Call, method: "GET" | "POST", path: string, schema: ZodType<T>, args: { query?: Query; json?: unknown } = {}): Promise<T> {
  const envelope = await client.raw({ ...call, method, path, schema: powerJobEnvelopeSchema, query: args.query, json: args.json, readOnly: method === "GET" || path.endsWith("/list") });
  if (!envelope.success) throw new ProviderError(envelope.message, { status: POWERJOB_REFUSED, path });
  const data = schema.safeParse(envelope.data);
  if (!data.success) throw ContractError.fromZod(path, data.error);
  return data.data;
}

const idAnswer = z.string();
const nothing = z.null();

export const powerJobApi = (client: ProviderClient, call: Call) => ({
  listApps: (): Promise<AppInfo[]> => powerJob(client, call, "POST", p.listApps, z.array(appInfoSchema), { json: {} }),
  saveApp: (app: SaveApp): Promise<string> => powerJob(client, call, "POST", p.saveApp, idAnswer, { json: app }),
  deleteApp: (appId: string) => powerJob(client, call, "POST", p.deleteApp, nothing, { query: { appId } }),
  listWorkers: (appId: string): Promise<WorkerInfo[]> => powerJob(client, call, "GET", p.listWorkers, z.array(workerInfoSchema), { query: { appId } }),
  overview: (appId: string): Promise<Overview> => powerJob(client, call, "GET", p.overview, overviewSchema, { query: { appId } }),
  listJobs: (q: { appId: string; index: number; pageSize: number; keyword?: string; jobId?: string }): Promise<PowerJobPage<JobInfo>> =>
    powerJob(client, call, "POST", p.listJobs, powerJobPageSchema(jobInfoSchema), { json: q }),
  saveJob: (job: SaveJob): Promise<string> => powerJob(client, call, "POST", p.saveJob, idAnswer, { json: job }),
  copyJob: (jobId: string): Promise<string> => powerJob(client, call, "POST", p.copyJob, idAnswer, { query: { jobId } }),
  deleteJob: (jobId: string) => powerJob(client, call, "GET", p.deleteJob, nothing, { query: { jobId } }),
  setJobEnabled: (jobId: string, enable: boolean) => powerJob(client, call, "GET", enable ? p.enableJob : p.disableJob, nothing, { query: { jobId } }),
  runJob: (q: { jobId: string; appId: string; instanceParams?: string }): Promise<string> => powerJob(client, call, "GET", p.runJob, idAnswer, { query: q }),
  nextTriggerTimes: (q: { timeExpressionType: TimeExpressionType; timeExpression?: string; timeZone?: string }): Promise<number[]> =>
    powerJob(client, call, "POST", p.nextTriggerTimes, z.array(z.number()), { json: q }),
  listInstances: (q: { appId: string; index: number; pageSize: number; jobId?: string; instanceId?: string; status?: number }): Promise<PowerJobPage<InstanceInfo>> =>
    powerJob(client, call, "POST", p.listInstances, powerJobPageSchema(instanceInfoSchema), { json: q }),
  instanceDetail: (instanceId: string): Promise<InstanceDetail> => powerJob(client, call, "GET", p.instanceDetail, instanceDetailSchema, { query: { instanceId } }),
  instanceTasks: (instanceId: string): Promise<TaskInfo[]> => powerJob(client, call, "GET", p.instanceTasks, z.array(taskInfoSchema), { query: { instanceId } }),
  instanceLog: (instanceId: string, index = 0): Promise<PowerJobPage<LogLine>> =>
    powerJob(client, call, "GET", p.instanceLog, powerJobPageSchema(logLineSchema), { query: { instanceId, index } }),
  stopInstance: (instanceId: string) => powerJob(client, call, "GET", p.stopInstance, nothing, { query: { instanceId } }),
  retryInstance: (instanceId: string) => powerJob(client, call, "GET", p.retryInstance, nothing, { query: { instanceId } }),
});
export type PowerJobApi = ReturnType<typeof powerJobApi>;
