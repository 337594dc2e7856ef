import { json } from "@remix-run/node";
import { z } from "zod";
import { sysUserPaths } from "#contract/admin/sysuser";
import type { AppInfo } from "#contract/jobs/app";
import type { PowerJobPage } from "#contract/jobs/envelope";
import { failure } from "~/auth/action-result.server";
import { requireRouteAccess, type Session } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { ActionResult } from "~/lib/action-result";
import type { Language } from "~/lib/constants";
import { ProviderError } from "~/provider/errors";
import { provider } from "~/provider/index.server";
import { powerJobApi, type PowerJobApi } from "~/provider/powerjob.server";
import { canUse } from "~/resources/protocol";
import { screenTexts } from "~/resources/resources.i18n";

export type JobScreen = "/appmonitor" | "/jobinfo" | "/taskinstance";
const JOB_SCREENS: readonly JobScreen[] = ["/appmonitor", "/jobinfo", "/taskinstance"];
export type DagScreen = "/workflowinfo" | "/workfloweditor" | "/dagworkflowinstance" | "/dagtaskinstance" | "/workflowinstancedetails";

/** A job or workflow screen's session, its PowerJob client and the tenant's apps, with the one the address names (else the first). */
export async function jobScreen(request: Request, path: JobScreen | DagScreen) {
  const session = await requireRouteAccess(request, path);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  const api = powerJobApi(provider(), call);
  const apps = await api.listApps().catch(goneAsUnknown);
  const url = new URL(request.url);
  const asked = url.searchParams.get("appId");
  const app: AppInfo | undefined = apps.find((a) => a.id === asked) ?? apps[0];
  return { session, call, api, apps, app, url, texts: screenTexts(JOB_SCREENS.includes(path as JobScreen) ? ["jobs"] : ["jobs", "dag"], call.lang) };
}

/** PowerJob's largest page. */
const WHOLE_PAGE = 100;

/** Every row of a PowerJob list, read a whole page at a time (the pages after the first at once): a choice names any of them. */
export async function everyPage<T>(read: (page: { index: number; pageSize: number }) => Promise<PowerJobPage<T>>): Promise<T[]> {
  const first = await read({ index: 0, pageSize: WHOLE_PAGE });
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => read({ index: i + 1, pageSize: WHOLE_PAGE })));
  return [first, ...rest].flatMap((page) => page.data);
}

/** An app's jobs as choices, all of them. */
export async function jobOptions(api: PowerJobApi, appId: string): Promise<{ value: string; label: string }[]> {
  const jobs = await everyPage((page) => api.listJobs({ appId, ...page }));
  return jobs.map((j) => ({ value: j.id, label: j.jobName }));
}

/**
 * The gateway refused the scheduler (its module switched off, or its grant withdrawn, since the
 * session began): the screen is gone as an unknown menu is, not a server fault.
 */
export function goneAsUnknown(error: unknown): never {
  if (error instanceof ProviderError && error.status === 403) throw new Response("Not Found", { status: 404 });
  throw error;
}

/** Whether the session holds a button of a job screen (`jobinfo:add` …). */
export const holds = (session: Session, menu: string, button: string) => canUse(session.authority.menuButton, `${menu}:${button}`);

const tenantUser = z.object({ id: z.string(), username: z.string(), nickname: z.string().nullish() }).passthrough();

/** The tenant's users as alarm-user options. */
export async function alarmUserOptions(call: { token: string; lang: string }): Promise<{ value: string; label: string }[]> {
  const page = await provider().data({ ...call, method: "GET", path: sysUserPaths.query, query: { currentPage: 1, pageSize: 500 }, schema: z.object({ list: z.array(tenantUser) }).passthrough() });
  return page.list.map((u) => ({ value: u.id, label: u.nickname ? `${u.nickname} (${u.username})` : u.username }));
}

type Handler = (context: { api: PowerJobApi; form: FormData; session: Session }) => Promise<ActionResult & { data?: unknown }>;

/** Runs the form's `intent` with the screen's PowerJob client; a refusal becomes the shell's error toast. */
export async function jobAction(request: Request, path: JobScreen, handlers: Record<string, Handler>) {
  const session = await requireRouteAccess(request, path);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  const form = await request.formData();
  const handler = handlers[String(form.get("intent"))];
  if (!handler) return json<ActionResult>({ ok: false, error: { key: "errors.hasError" } }, 400);
  try {
    return json(await handler({ api: powerJobApi(provider(), call), form, session }));
  } catch (error) {
    return json<ActionResult>(failure(error));
  }
}

export const text = (form: FormData, name: string) => String(form.get(name) ?? "");
