import { json } from "@remix-run/node";
import { recordUsMilestoneSchema } from "#contract/usa/milestone";
import { isContainerMilestone } from "#contract/usa/milestone";
import { holdProblems, milestoneOrderProblems, milestoneText, missingPredecessors, recordedSuccessors, type Milestone, type MilestoneDates } from "#contract/customs/milestones";
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
  const scopes = datesWith(data, isContainerMilestone(milestone) ? parsed.data.containerId : null);
  const missing = missingPredecessors(scopes[0], milestone);
  if (missing.length > 0) return { ok: false, error: { key: "resources.importClearance.page.needsPredecessor", values: { milestone: label(milestone), before: missing.map(label).join(", ") } } };
  for (const dates of scopes) {
    const withNew = { ...dates, [milestone]: parsed.data.at };
    const clash = milestoneOrderProblems(withNew).find((p) => p.milestone === milestone || p.before === milestone);
    if (clash) {
      // The refusal names the milestone it clashes with and that milestone's own time.
      const other = clash.milestone === milestone ? clash.before : clash.milestone;
      const key = clash.milestone === milestone ? "outOfOrder" : "laterThanNext";
      return { ok: false, error: { key: `resources.importClearance.page.${key}`, values: { milestone: label(milestone), other: label(other), date: milestoneText(String(withNew[other])) } } };
    }
  }
  try {
    await recordMilestone(client, call, parsed.data);
    return { ok: true, success: { key: "resources.importClearance.page.recorded" } };
  } catch (error) {
    return failure(error);
  }
}

async function unrecord(request: Request, id: string, form: FormData): Promise<ResourceActionResult> {
  const { session, call, client } = await bound(request);
  if (!session.authority.menuButton.includes(buttonCode(importClearance, "update"))) return { ok: false, error: { key: "kit.errors.noPermission" } };
  const data = await loadClearance(client, call, id);
  const gone = data.milestones.find((m) => m.id === form.get("id"));
  if (gone) {
    const after = datesWith(data, gone.containerId).flatMap((dates) => recordedSuccessors(dates, gone.milestone));
    if (after.length > 0) {
      const t = i18nServer.getFixedT(request);
      const label = (m: Milestone) => t(`resources.importClearance.page.milestones.${m}`);
      return { ok: false, error: { key: "resources.importClearance.page.hasSuccessor", values: { milestone: label(gone.milestone), after: [...new Set(after)].map(label).join(", ") } } };
    }
  }
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
  if (intent === "deleteMilestone") return answeringExpiry(request, () => unrecord(request, id, form));
  const part = String(form.get("resource") ?? "");
  const resource = Object.hasOwn(PARTS, part) ? PARTS[part as keyof typeof PARTS] : null;
  if (!resource) return json<ResourceActionResult>({ ok: false, error: { key: "kit.errors.unknownIntent" } }, { status: 400 });
  return resourceAction(request, resource);
}
