import { json } from "@remix-run/node";
import { recordUsMilestoneSchema } from "#contract/usa/milestone";
import { isContainerMilestone } from "#contract/usa/milestone";
import { holdProblems, milestoneOrderProblems, type Milestone, type MilestoneDates } from "#contract/customs/milestones";
import { answeringExpiry, requireRouteAccess } from "~/auth/session.server";
import { failure } from "~/auth/action-result.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { provider } from "~/provider/index.server";
import { resourceProvider } from "~/provider/resources.server";
import { deleteMilestone, loadClearance, recordMilestone, type ClearanceData } from "~/provider/usa/clearance.server";
import { buttonCode } from "~/resources/define";
import { clearanceContainers, clearanceCostLines, clearanceHtsLines, importClearance } from "~/resources/importClearance";
import { resourceAction, loadOptions, type ResourceActionResult } from "~/resources/route.server";
import { screenTexts } from "~/resources/resources.i18n";

/** The records a shipment's page edits, by the `resource` its forms name. */
const PARTS = { importClearance, clearanceContainers, clearanceHtsLines, clearanceCostLines } as const;
const PAGE = "/importClearance";

async function bound(request: Request) {
  const session = await requireRouteAccess(request, PAGE);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  return { session, call, client: provider() };
}

/** The shipment's page: the shipment and its records, the forms' options, its texts, and the provider's day. */
export async function clearancePage(request: Request, id: string) {
  const { call, client } = await bound(request);
  const data = await loadClearance(client, call, id);
  if (!data.shipment) throw new Response("Not found", { status: 404 });
  const api = resourceProvider(client, call.token, call.lang);
  const [shipmentOptions, lineOptions, costOptions] = await Promise.all([loadOptions(api, importClearance, call.lang), loadOptions(api, clearanceHtsLines, call.lang), loadOptions(api, clearanceCostLines, call.lang)]);
  const texts = screenTexts(Object.keys(PARTS), call.lang);
  return json({ ...data, options: { ...shipmentOptions, ...lineOptions, ...costOptions }, texts, today: new Date().toISOString().slice(0, 10) });
}

/** The dates a recorded value is checked against: the shipment's own and that container's (or every container's). */
function datesWith(data: ClearanceData, containerId: string | null | undefined): MilestoneDates[] {
  const own = Object.fromEntries(data.milestones.filter((m) => !m.containerId).map((m) => [m.milestone, m.at])) as MilestoneDates;
  const ids = containerId ? [containerId] : data.containers.map((c) => c.id);
  if (ids.length === 0) return [own];
  return ids.map((cid) => ({ ...own, ...Object.fromEntries(data.milestones.filter((m) => m.containerId === cid).map((m) => [m.milestone, m.at])) }));
}

/**
 * Records a milestone after the same order check the provider makes, so a refusal names the
 * neighbour it clashes with, in the user's language (the provider's own refusal is generic).
 */
async function record(request: Request, id: string, form: FormData): Promise<ResourceActionResult> {
  const { session, call, client } = await bound(request);
  if (!session.authority.menuButton.includes(buttonCode(importClearance, "update"))) return { ok: false, error: { key: "kit.errors.noPermission" } };
  const parsed = recordUsMilestoneSchema.safeParse({ ...Object.fromEntries(form), shipmentId: id });
  if (!parsed.success) return { ok: false, fieldErrors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) };
  const data = await loadClearance(client, call, id);
  const milestone = parsed.data.milestone;
  if (data.shipment && milestone === "container" && holdProblems({ container: parsed.data.at }, [
    { agency: "FDA", released: data.shipment.fdaStatus !== "hold" },
    { agency: "EPA", released: data.shipment.epaStatus !== "hold" },
  ]).length > 0) return { ok: false, error: { key: "resources.importClearance.page.holdBlocks" } };
  const t = i18nServer.getFixedT(request);
  const label = (m: Milestone) => t(`resources.importClearance.page.milestones.${m}`);
  for (const dates of datesWith(data, isContainerMilestone(milestone) ? parsed.data.containerId : null)) {
    const withNew = { ...dates, [milestone]: parsed.data.at };
    const clash = milestoneOrderProblems(withNew).find((p) => p.milestone === milestone || p.before === milestone);
    if (clash) {
      const other = clash.milestone === milestone ? clash.before : clash.milestone;
      const values = clash.milestone === milestone ? { milestone: label(milestone), before: label(other) } : { milestone: label(other), before: label(milestone) };
      return { ok: false, error: { key: "resources.importClearance.page.outOfOrder", values: { ...values, date: String(withNew[other]) } } };
    }
  }
  try {
    await recordMilestone(client, call, parsed.data);
    return { ok: true, success: { key: "resources.importClearance.page.recorded" } };
  } catch (error) {
    return failure(error);
  }
}

async function unrecord(request: Request, form: FormData): Promise<ResourceActionResult> {
  const { session, call, client } = await bound(request);
  if (!session.authority.menuButton.includes(buttonCode(importClearance, "update"))) return { ok: false, error: { key: "kit.errors.noPermission" } };
  try {
    await deleteMilestone(client, call, String(form.get("id") ?? ""));
    return { ok: true, success: { key: "resources.importClearance.page.cleared" } };
  } catch (error) {
    return failure(error);
  }
}

/** One action for the page: the milestones' own intents, else the kit's action of the part the form names. */
export async function clearanceAction(request: Request, id: string) {
  const form = await request.clone().formData();
  const intent = form.get("intent");
  if (intent === "recordMilestone") return answeringExpiry(request, () => record(request, id, form));
  if (intent === "deleteMilestone") return answeringExpiry(request, () => unrecord(request, form));
  const part = String(form.get("resource") ?? "");
  const resource = Object.hasOwn(PARTS, part) ? PARTS[part as keyof typeof PARTS] : null;
  if (!resource) return json<ResourceActionResult>({ ok: false, error: { key: "kit.errors.unknownIntent" } }, { status: 400 });
  return resourceAction(request, resource);
}
