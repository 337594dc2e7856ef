import { json } from "@remix-run/node";
import { lineProblemFields, lineUnitProblems, MILLI_SHAPE, milliOf } from "#contract/customs/declaration";
import { answeringExpiry, requireRouteAccess } from "~/auth/session.server";
import { failure } from "~/auth/action-result.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { provider } from "~/provider/index.server";
import { loadDeclaration, printDeclaration, statutoryUnits, submitDeclaration } from "~/provider/declaration.server";
import { resourceProvider } from "~/provider/resources.server";
import { declaration, declarationLines } from "~/resources/declaration";
import { buttonCode } from "~/resources/define";
import { rowErrors } from "~/resources/import.server";
import { loadOptions, resourceAction, type ResourceActionResult } from "~/resources/route.server";
import { screenTexts } from "~/resources/resources.i18n";

/** The records a declaration's page edits, by the `resource` its forms name. */
const PARTS = { Declaration: declaration, declarationLines } as const;
const PAGE = "/Declaration";

async function bound(request: Request) {
  const session = await requireRouteAccess(request, PAGE);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  return { session, call, client: provider() };
}

/** A declaration's page: the header, its lines and checks, the goods to declare, the forms' options and texts. */
export async function declarationPage(request: Request, id: string) {
  const { call, client } = await bound(request);
  const data = await loadDeclaration(client, call, id);
  if (!data.declaration) throw new Response("Not found", { status: 404 });
  const api = resourceProvider(client, call.token, call.lang);
  const [headerOptions, lineOptions] = await Promise.all([loadOptions(api, declaration, call.lang), loadOptions(api, declarationLines, call.lang)]);
  const texts = screenTexts(Object.keys(PARTS), call.lang);
  return json({ ...data, options: { ...headerOptions, ...lineOptions }, texts });
}

async function submit(request: Request, id: string): Promise<ResourceActionResult> {
  const { session, call, client } = await bound(request);
  if (!session.authority.menuButton.includes(buttonCode(declaration, "update"))) return { ok: false, error: { key: "kit.errors.noPermission" } };
  try {
    await submitDeclaration(client, call, id);
    return { ok: true, success: { key: "resources.Declaration.page.submitted" } };
  } catch (error) {
    return failure(error);
  }
}

/**
 * A line's code and units checked against the tariff in force before it is saved, so each refusal
 * sits on the field it concerns (the provider refuses the same, as a message for the whole form),
 * together with the form's other refusals: the declarant fixes them all in one pass.
 */
async function unitProblems(request: Request, form: FormData): Promise<ResourceActionResult | null> {
  const { call, client } = await bound(request);
  const cnCode = String(form.get("cnCode") ?? "").replace(/[.\s]/g, "");
  const unit = String(form.get("unit") ?? "").trim().toUpperCase();
  if (!/^\d{10}$/.test(cnCode) || !unit) return null;
  const second = String(form.get("secondQuantity") ?? "").trim();
  const problems = lineUnitProblems({ lineNo: 0, cnCode, unit, secondQuantityMilli: MILLI_SHAPE.test(second) ? milliOf(second) : null }, (await statutoryUnits(client, call, cnCode)) ?? undefined);
  const onFields = lineProblemFields(problems);
  if (Object.keys(onFields).length === 0) return null;
  const intent = String(form.get("intent"));
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const others = rowErrors(intent === "create" ? declarationLines.add : declarationLines.update, values);
  return { ok: false, intent, fieldErrors: { ...others, ...onFields } };
}

/** One action for the page: submission, else the kit's action of the part the form names. */
export async function declarationAction(request: Request, id: string) {
  const form = await request.clone().formData();
  if (form.get("intent") === "submitDeclaration") return answeringExpiry(request, () => submit(request, id));
  const part = String(form.get("resource") ?? "");
  const resource = Object.hasOwn(PARTS, part) ? PARTS[part as keyof typeof PARTS] : null;
  if (!resource) return json<ResourceActionResult>({ ok: false, error: { key: "kit.errors.unknownIntent" } }, { status: 400 });
  const intent = form.get("intent");
  if (resource === declarationLines && (intent === "create" || intent === "update")) {
    const refused = await answeringExpiry(request, () => unitProblems(request, form).then((r) => r ?? { ok: true as const }));
    if ("fieldErrors" in refused && refused.fieldErrors) return refused;
  }
  return resourceAction(request, resource);
}

/** The printed form, fetched from the provider for a user who may open the screen. */
export async function declarationPdf(request: Request, id: string): Promise<Response> {
  const { call, client } = await bound(request);
  const file = await printDeclaration(client, call, id);
  const headers = new Headers({ "Content-Security-Policy": "sandbox" });
  for (const name of ["Content-Type", "Content-Disposition"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { headers });
}
