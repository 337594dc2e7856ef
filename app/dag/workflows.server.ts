import { json, redirect } from "@remix-run/node";
import { jobIdSchema } from "#contract/jobs/envelope";
import { saveWorkflowSchema } from "#contract/jobs/workflow";
import { answeringExpiry, requireRouteAccess } from "~/auth/session.server";
import { failure } from "~/auth/action-result.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { ActionResult } from "~/lib/action-result";
import type { Language } from "~/lib/constants";
import { provider } from "~/provider/index.server";
import { goneAsUnknown } from "~/jobs/jobs.server";
import { powerJobApi } from "~/provider/powerjob.server";
import { workflowApi } from "~/provider/powerjob-workflow.server";
import { screenTexts } from "~/resources/resources.i18n";

/** How many rows a workflow list shows. */
const PAGE_SIZE = 20;

async function bound(request: Request, page: string) {
  const session = await requireRouteAccess(request, page);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  const client = provider();
  const can = (menu: string, button: string) => session.authority.menuButton.includes(`${menu}:${button}`);
  return { call, jobs: powerJobApi(client, call), workflows: workflowApi(client, call), can };
}

const idParam = (url: URL, name: string) => {
  const raw = url.searchParams.get(name);
  return raw && jobIdSchema.safeParse(raw).success ? raw : null;
};

/** The tenant's apps, and the one the URL names (else the first): every workflow screen works in one app. */
async function appChoice(api: ReturnType<typeof powerJobApi>, url: URL) {
  const apps = (await api.listApps().catch(goneAsUnknown)).map((a) => ({ value: a.id, label: a.appName }));
  const asked = idParam(url, "appId");
  return { apps, appId: apps.find((a) => a.value === asked)?.value ?? apps[0]?.value ?? null };
}

const texts = (lang: Language) => screenTexts(["dag"], lang);

/** /workflowinfo: the app's workflows. */
export async function workflowListData(request: Request) {
  const { call, jobs, workflows, can } = await bound(request, "/workflowinfo");
  const url = new URL(request.url);
  const { apps, appId } = await appChoice(jobs, url);
  const page = appId ? await workflows.listWorkflows({ appId, index: 0, pageSize: PAGE_SIZE, keyword: url.searchParams.get("keyword")?.slice(0, 64) || undefined }) : null;
  const buttons = { add: can("workflowinfo", "add"), update: can("workflowinfo", "update"), delete: can("workflowinfo", "delete") };
  return json({ apps, appId, workflows: page?.data ?? [], buttons, texts: texts(call.lang) });
}

/** /workflowinfo's actions on one workflow. */
export async function workflowListAction(request: Request) {
  return answeringExpiry(request, async (): Promise<ActionResult & { intent?: string }> => {
    const { workflows } = await bound(request, "/workflowinfo");
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
    const appId = String(form.get("appId") ?? "");
    const workflowId = String(form.get("workflowId") ?? "");
    try {
      if (intent === "run") await workflows.runWorkflow({ appId, workflowId, initParams: String(form.get("initParams") ?? "") || undefined });
      else if (intent === "copy") await workflows.copyWorkflow(appId, workflowId);
      else if (intent === "delete") await workflows.deleteWorkflow(appId, workflowId);
      else if (intent === "enable" || intent === "disable") await workflows.setWorkflowEnabled(appId, workflowId, intent === "enable");
      else return { ok: false, error: { key: "kit.errors.unknownIntent" } };
      return { ok: true, intent, success: { key: `resources.dag.screen.done.${intent}` } };
    } catch (error) {
      return { ...failure(error), intent };
    }
  });
}

/** /workfloweditor: the workflow named (none for a new one) and the app's jobs to place. */
export async function workflowEditorData(request: Request) {
  const { call, jobs, workflows } = await bound(request, "/workfloweditor");
  const url = new URL(request.url);
  const { apps, appId } = await appChoice(jobs, url);
  if (!appId) throw new Response("Not Found", { status: 404 });
  const workflowId = idParam(url, "workflowId");
  const [workflow, jobPage] = await Promise.all([workflowId ? workflows.fetchWorkflow(appId, workflowId) : null, jobs.listJobs({ appId, index: 0, pageSize: 100 })]);
  const jobOptions = jobPage.data.map((j) => ({ value: j.id, label: j.jobName }));
  return json({ apps, appId, workflow, jobs: jobOptions, texts: texts(call.lang) });
}

/** Saves the workflow the editor posts as JSON; a refused DAG comes back with the provider's words. */
export async function workflowEditorAction(request: Request) {
  return answeringExpiry(request, async (): Promise<ActionResult | Response> => {
    const { workflows } = await bound(request, "/workfloweditor");
    const form = await request.formData();
    let body: unknown;
    try {
      body = JSON.parse(String(form.get("workflow") ?? ""));
    } catch {
      body = null;
    }
    const parsed = saveWorkflowSchema.safeParse(body);
    if (!parsed.success) return { ok: false, error: { text: parsed.error.issues[0]?.message ?? "" } };
    try {
      const id = await workflows.saveWorkflow(parsed.data);
      return redirect(`/workflowinfo?appId=${parsed.data.appId}&workflowId=${id}`);
    } catch (error) {
      return failure(error);
    }
  });
}

/** /dagworkflowinstance and /dagtaskinstance: the app's workflow runs, newest first. */
export async function wfInstanceListData(request: Request, page: string) {
  const { call, jobs, workflows, can } = await bound(request, page);
  const url = new URL(request.url);
  const { apps, appId } = await appChoice(jobs, url);
  const workflowId = idParam(url, "workflowId") ?? undefined;
  const [runs, all] = appId
    ? await Promise.all([workflows.listWfInstances({ appId, index: 0, pageSize: PAGE_SIZE, workflowId }), workflows.listWorkflows({ appId, index: 0, pageSize: 100 })])
    : [null, null];
  const workflowOptions = (all?.data ?? []).map((w) => ({ value: w.id, label: w.wfName }));
  return json({ apps, appId, workflowId: workflowId ?? null, workflowOptions, runs: runs?.data ?? [], canUpdate: can("dagworkflowinstance", "update"), texts: texts(call.lang) });
}

/** /workflowinstancedetails: one run with its DAG, and the names of its nodes' jobs. */
export async function wfInstanceData(request: Request) {
  const { call, jobs, workflows, can } = await bound(request, "/workflowinstancedetails");
  const url = new URL(request.url);
  const appId = idParam(url, "appId");
  const wfInstanceId = idParam(url, "wfInstanceId");
  if (!appId || !wfInstanceId) throw new Response("Not Found", { status: 404 });
  const [run, jobPage] = await Promise.all([workflows.wfInstanceInfo(appId, wfInstanceId), jobs.listJobs({ appId, index: 0, pageSize: 100 })]);
  const jobNames = Object.fromEntries(jobPage.data.map((j) => [j.id, j.jobName]));
  return json({ appId, run, jobNames, canUpdate: can("dagworkflowinstance", "update"), texts: texts(call.lang) });
}

/** A run's actions: stop, retry (all, or one node), mark a node as success. */
export async function wfInstanceAction(request: Request, page: string) {
  return answeringExpiry(request, async (): Promise<ActionResult & { intent?: string }> => {
    const { workflows } = await bound(request, page);
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
    const appId = String(form.get("appId") ?? "");
    const wfInstanceId = String(form.get("wfInstanceId") ?? "");
    const nodeId = form.get("nodeId") ? Number(form.get("nodeId")) : undefined;
    try {
      if (intent === "stop") await workflows.stopWfInstance(appId, wfInstanceId);
      else if (intent === "retry") await workflows.retryWfInstance(appId, wfInstanceId, nodeId);
      else if (intent === "mark" && nodeId !== undefined) await workflows.markWfNodeAsSuccess(appId, wfInstanceId, nodeId);
      else return { ok: false, error: { key: "kit.errors.unknownIntent" } };
      return { ok: true, intent, success: { key: `resources.dag.screen.done.${intent}` } };
    } catch (error) {
      return { ...failure(error), intent };
    }
  });
}
