import { json, redirect } from "@remix-run/node";
import { jobIdSchema } from "#contract/jobs/envelope";
import { saveWorkflowSchema } from "#contract/jobs/workflow";
import { answeringExpiry, requireRouteAccess } from "~/auth/session.server";
import { failure } from "~/auth/action-result.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { ActionResult } from "~/lib/action-result";
import type { Language } from "~/lib/constants";
import { provider } from "~/provider/index.server";
import { everyPage, holds, jobOptions, jobScreen, type DagScreen } from "~/jobs/jobs.server";
import { pageIndexOf } from "~/jobs/Pager";
import { workflowApi } from "~/provider/powerjob-workflow.server";

/** How many rows a workflow list shows. */
export const PAGE_SIZE = 10;

/** A workflow screen: the job screen's session, apps and chosen app, with the workflow calls beside. */
async function dagScreen(request: Request, path: DagScreen) {
  const screen = await jobScreen(request, path);
  return { ...screen, workflows: workflowApi(provider(), screen.call), can: (menu: string, button: string) => holds(screen.session, menu, button) };
}

/** An action's workflow calls; the action reads no list. */
async function dagCalls(request: Request, path: DagScreen) {
  const session = await requireRouteAccess(request, path);
  return workflowApi(provider(), { token: session.token, lang: i18nServer.getLocale(request) as Language });
}

const idParam = (url: URL, name: string) => {
  const raw = url.searchParams.get(name);
  return raw && jobIdSchema.safeParse(raw).success ? raw : null;
};

/** /workflowinfo: the app's workflows, a page at a time. */
export async function workflowListData(request: Request) {
  const { url, apps, app, workflows, can, texts } = await dagScreen(request, "/workflowinfo");
  const keyword = url.searchParams.get("keyword")?.slice(0, 64) || undefined;
  const page = app ? await workflows.listWorkflows({ appId: app.id, index: pageIndexOf(url), pageSize: PAGE_SIZE, keyword }) : null;
  const buttons = { add: can("workflowinfo", "add"), update: can("workflowinfo", "update"), delete: can("workflowinfo", "delete") };
  return json({ apps, appId: app?.id ?? null, page, buttons, texts });
}

/** /workflowinfo's actions on one workflow; a run answers its new instance's id. */
export async function workflowListAction(request: Request) {
  return answeringExpiry(request, async (): Promise<ActionResult & { intent?: string; data?: string }> => {
    const workflows = await dagCalls(request, "/workflowinfo");
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
    const appId = String(form.get("appId") ?? "");
    const workflowId = String(form.get("workflowId") ?? "");
    try {
      if (intent === "run") {
        const id = await workflows.runWorkflow({ appId, workflowId, initParams: String(form.get("initParams") ?? "") || undefined });
        return { ok: true, intent, success: { key: "resources.dag.screen.runStarted", values: { id } }, data: id };
      }
      if (intent === "copy") await workflows.copyWorkflow(appId, workflowId);
      else if (intent === "delete") await workflows.deleteWorkflow(appId, workflowId);
      else if (intent === "enable" || intent === "disable") await workflows.setWorkflowEnabled(appId, workflowId, intent === "enable");
      else return { ok: false, error: { key: "kit.errors.unknownIntent" } };
      return { ok: true, intent, success: { key: `resources.dag.screen.done.${intent}` } };
    } catch (error) {
      return { ...failure(error), intent };
    }
  });
}

/** /workfloweditor: the workflow named (none for a new one) and every job of the app to place. */
export async function workflowEditorData(request: Request) {
  const { url, apps, app, api, workflows, texts } = await dagScreen(request, "/workfloweditor");
  if (!app) throw new Response("Not Found", { status: 404 });
  const workflowId = idParam(url, "workflowId");
  const [workflow, jobs] = await Promise.all([workflowId ? workflows.fetchWorkflow(app.id, workflowId) : null, jobOptions(api, app.id)]);
  return json({ apps, appId: app.id, workflow, jobs, texts });
}

/** Saves the workflow the editor posts as JSON; a refused DAG comes back with the provider's words. */
export async function workflowEditorAction(request: Request) {
  return answeringExpiry(request, async (): Promise<ActionResult | Response> => {
    const workflows = await dagCalls(request, "/workfloweditor");
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

/** /dagworkflowinstance and /dagtaskinstance: the app's workflow runs, newest first, a page at a time. */
export async function wfInstanceListData(request: Request, path: "/dagworkflowinstance" | "/dagtaskinstance") {
  const { url, apps, app, workflows, can, texts } = await dagScreen(request, path);
  const workflowId = idParam(url, "workflowId") ?? undefined;
  const [page, all] = app
    ? await Promise.all([
        workflows.listWfInstances({ appId: app.id, index: pageIndexOf(url), pageSize: PAGE_SIZE, workflowId }),
        everyPage((q) => workflows.listWorkflows({ appId: app.id, ...q })),
      ])
    : [null, []];
  const workflowOptions = all.map((w) => ({ value: w.id, label: w.wfName }));
  return json({ apps, appId: app?.id ?? null, workflowId: workflowId ?? null, workflowOptions, page, canUpdate: can("dagworkflowinstance", "update"), texts });
}

/** /workflowinstancedetails: one run with its DAG, and the names of its nodes' jobs. */
export async function wfInstanceData(request: Request) {
  const { url, app, api, workflows, can, texts } = await dagScreen(request, "/workflowinstancedetails");
  const wfInstanceId = idParam(url, "wfInstanceId");
  if (!app || app.id !== url.searchParams.get("appId") || !wfInstanceId) throw new Response("Not Found", { status: 404 });
  const [run, jobs] = await Promise.all([workflows.wfInstanceInfo(app.id, wfInstanceId), jobOptions(api, app.id)]);
  const jobNames = Object.fromEntries(jobs.map((j) => [j.value, j.label]));
  return json({ appId: app.id, run, jobNames, canUpdate: can("dagworkflowinstance", "update"), texts });
}

/** A run's actions: stop, retry (all, or one node), mark a node as success. */
export async function wfInstanceAction(request: Request, path: DagScreen) {
  return answeringExpiry(request, async (): Promise<ActionResult & { intent?: string }> => {
    const workflows = await dagCalls(request, path);
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
