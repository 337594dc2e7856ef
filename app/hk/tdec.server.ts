import { json } from "@remix-run/node";
import { groupingProblem } from "#contract/hk/rules";
import { addHkTdecLineSchema, groupingDocumentOf, hkTdecMessages, lodgeProblem, problemValues, type HkTdec, type HkTdecLine, type TdecProblem } from "#contract/hk/tdec";
import { failure } from "~/auth/action-result.server";
import { answeringExpiry, requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { cargoItems, lodgeTdec, loadTdec } from "~/provider/hk.server";
import { provider } from "~/provider/index.server";
import { resourceProvider } from "~/provider/resources.server";
import { buttonCode } from "~/resources/define";
import { hkTdecLines, hongKongCustomsDeclaration } from "~/resources/hk-tdec";
import { loadOptions, resourceAction, type ResourceActionResult } from "~/resources/route.server";
import { screenTexts } from "~/resources/resources.i18n";

/** The records a declaration's page edits, by the `resource` its forms name. */
const PARTS = { hongKongCustomsDeclaration, hkTdecLines } as const;
const PAGE = "/hongKongCustomsDeclaration";

async function bound(request: Request) {
  const session = await requireRouteAccess(request, PAGE);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  return { session, call, client: provider() };
}

/** A declaration's page: the header, its lines, the cargo to pick lines from, the forms' options and texts. */
export async function tdecPage(request: Request, id: string) {
  const { call, client } = await bound(request);
  const data = await loadTdec(client, call, id);
  if (!data.tdec) throw new Response("Not found", { status: 404 });
  const api = resourceProvider(client, call.token, call.lang);
  const [headerOptions, lineOptions, cargo] = await Promise.all([loadOptions(api, hongKongCustomsDeclaration, call.lang), loadOptions(api, hkTdecLines, call.lang), cargoItems(client, call)]);
  const texts = screenTexts(Object.keys(PARTS), call.lang);
  return json({ ...data, cargo, options: { ...headerOptions, ...lineOptions }, texts });
}

const problemKey = (problem: TdecProblem) => `resources.hongKongCustomsDeclaration.problems.${problem.rule}`;
const groupingDocument = (tdec: HkTdec) => groupingDocumentOf(tdec.transportDocument, tdec.consignments.map((c) => c.ccrn));

/** The refusals lodging would meet, checked here so each names its line in the user's language (the provider checks the same). */
export function lodgeRefusal(tdec: HkTdec, lines: HkTdecLine[]): ResourceActionResult | null {
  if (lines.length === 0) return { ok: false, error: { text: hkTdecMessages.noLines } };
  const problem = lodgeProblem(groupingDocument(tdec), lines);
  return problem ? { ok: false, error: { key: problemKey(problem), values: problemValues(problem) } } : null;
}

async function lodge(request: Request, id: string): Promise<ResourceActionResult> {
  const { session, call, client } = await bound(request);
  if (!session.authority.menuButton.includes(buttonCode(hongKongCustomsDeclaration, "update"))) return { ok: false, error: { key: "kit.errors.noPermission" } };
  try {
    const { tdec, lines } = await loadTdec(client, call, id);
    if (!tdec) return { ok: false, error: { text: hkTdecMessages.tdecUnknown } };
    const refused = lodgeRefusal(tdec, lines);
    if (refused) return refused;
    const udr = await lodgeTdec(client, call, id);
    return { ok: true, success: { key: "resources.hongKongCustomsDeclaration.done.lodge", values: { udr } } };
  } catch (error) {
    return failure(error);
  }
}

/**
 * A line that would break the grouping rule is refused before it is saved, on its HKHS code, in
 * the user's language (the provider refuses the same, in its English).
 */
async function groupingRefusal(request: Request, id: string, form: FormData): Promise<ResourceActionResult | null> {
  const parsed = addHkTdecLineSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || !parsed.data.hkhsCode) return null;
  const { call, client } = await bound(request);
  const { tdec, lines } = await loadTdec(client, call, id);
  if (!tdec) return null;
  const lineId = form.get("id");
  const others = lines.filter((line) => line.id !== lineId && line.hkhsCode);
  const lineNo = lines.find((line) => line.id === lineId)?.lineNo ?? Math.max(0, ...lines.map((line) => line.lineNo)) + 1;
  const grouped = [...others.map((l) => ({ lineNo: l.lineNo, hkhsCode: l.hkhsCode!, country: l.country })), { lineNo, hkhsCode: parsed.data.hkhsCode, country: parsed.data.country }].sort((a, b) => a.lineNo - b.lineNo);
  const problem = groupingProblem(groupingDocument(tdec), grouped);
  if (!problem) return null;
  const t = i18nServer.getFixedT(request);
  const field = problem.rule === "countryDiffers" ? "country" : "hkhsCode";
  return { ok: false, intent: String(form.get("intent")), fieldErrors: { [field]: t(problemKey(problem), problemValues(problem)) } };
}

/** One action for the page: lodgement, else the kit's action of the part the form names. */
export async function tdecAction(request: Request, id: string) {
  const form = await request.clone().formData();
  if (form.get("intent") === "lodgeTdec") return answeringExpiry(request, () => lodge(request, id));
  const part = String(form.get("resource") ?? "");
  const resource = Object.hasOwn(PARTS, part) ? PARTS[part as keyof typeof PARTS] : null;
  if (!resource) return json<ResourceActionResult>({ ok: false, error: { key: "kit.errors.unknownIntent" } }, { status: 400 });
  const intent = form.get("intent");
  if (resource === hkTdecLines && (intent === "create" || intent === "update")) {
    const refused = await answeringExpiry(request, () => groupingRefusal(request, id, form).then((r) => r ?? { ok: true as const }));
    if ("fieldErrors" in refused && refused.fieldErrors) return refused;
  }
  return resourceAction(request, resource);
}
