import { z } from "zod";
import { powerJobPageSchema, type PowerJobPage } from "#contract/jobs/envelope";
import { wfInstanceInfoSchema, workflowInfoSchema, workflowPaths as p, type SaveWorkflow, type WfInstanceInfo, type WorkflowInfo } from "#contract/jobs/workflow";
import type { ProviderClient } from "./client.server";
import { powerJob } from "./powerjob.server";

type Call = { token: string; lang: string };

/** A run's node statuses are read as numbers and kept as the engine's own values. */
const wfInstanceSchema = wfInstanceInfoSchema as unknown as z.ZodType<WfInstanceInfo>;
const idAnswer = z.string();
const nothing = z.null();

/** Workflows and their instances, PowerJob's calls (decision 0026), through the PowerJob envelope of powerjob.server.ts. */
export const workflowApi = (client: ProviderClient, call: Call) => ({
  listWorkflows: (q: { appId: string; index: number; pageSize: number; keyword?: string }): Promise<PowerJobPage<WorkflowInfo>> =>
    powerJob(client, call, "POST", p.listWorkflows, powerJobPageSchema(workflowInfoSchema), { json: q }),
  fetchWorkflow: (appId: string, workflowId: string): Promise<WorkflowInfo> => powerJob(client, call, "GET", p.fetchWorkflow, workflowInfoSchema, { query: { appId, workflowId } }),
  saveWorkflow: (workflow: SaveWorkflow): Promise<string> => powerJob(client, call, "POST", p.saveWorkflow, idAnswer, { json: workflow }),
  copyWorkflow: (appId: string, workflowId: string): Promise<string> => powerJob(client, call, "POST", p.copyWorkflow, idAnswer, { query: { appId, workflowId } }),
  deleteWorkflow: (appId: string, workflowId: string) => powerJob(client, call, "GET", p.deleteWorkflow, nothing, { query: { appId, workflowId } }),
  setWorkflowEnabled: (appId: string, workflowId: string, enable: boolean) =>
    powerJob(client, call, "GET", enable ? p.enableWorkflow : p.disableWorkflow, nothing, { query: { appId, workflowId } }),
  runWorkflow: (q: { appId: string; workflowId: string; initParams?: string }): Promise<string> => powerJob(client, call, "GET", p.runWorkflow, idAnswer, { query: q }),
  listWfInstances: (q: { appId: string; index: number; pageSize: number; workflowId?: string; status?: number }): Promise<PowerJobPage<WfInstanceInfo>> =>
    powerJob(client, call, "POST", p.listWfInstances, powerJobPageSchema(wfInstanceSchema), { json: q }),
  wfInstanceInfo: (appId: string, wfInstanceId: string): Promise<WfInstanceInfo> => powerJob(client, call, "GET", p.wfInstanceInfo, wfInstanceSchema, { query: { appId, wfInstanceId } }),
  stopWfInstance: (appId: string, wfInstanceId: string) => powerJob(client, call, "GET", p.stopWfInstance, nothing, { query: { appId, wfInstanceId } }),
  retryWfInstance: (appId: string, wfInstanceId: string, nodeId?: number) => powerJob(client, call, "GET", p.retryWfInstance, nothing, { query: { appId, wfInstanceId, nodeId } }),
  markWfNodeAsSuccess: (appId: string, wfInstanceId: string, nodeId: number) =>
    powerJob(client, call, "GET", p.markWfNodeAsSuccess, nothing, { query: { appId, wfInstanceId, nodeId } }),
});
export type WorkflowApi = ReturnType<typeof workflowApi>;
