import { json } from "@remix-run/node";
import { entityDefinitionSchema, type EntityDefinition } from "#contract/dev/generator";
import { issueMessage } from "#contract/messages";
import { failure } from "~/auth/action-result.server";
import { requireRouteAccess, type Session } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { generatorApi, type GeneratorApi } from "~/provider/generator.server";
import { provider } from "~/provider/index.server";
import { canUse } from "~/resources/protocol";
import { screenTexts } from "~/resources/resources.i18n";
import { highlighted } from "./highlight.server";

export type GeneratorScreen = "/codegenerator/generatortemplate" | "/codegenerator/forwardgenerator" | "/codegenerator/reversegenerator";

/** A file of a preview, with its code highlighted for the screen. */
export interface PreviewFile {
  item: string;
  path: string;
  content: string;
  html: string;
}

/** A generator screen's session, its client and its texts. */
export async function generatorScreen(request: Request, path: GeneratorScreen) {
  const session = await requireRouteAccess(request, path);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  return { session, api: generatorApi(provider(), call), texts: screenTexts(["generator"], call.lang) };
}

/** Whether the session may write template versions. */
export const canEditTemplates = (session: Session) => canUse(session.authority.menuButton, "generatortemplate:update");

/** A definition's problems by the path of the value they concern (`fields.0.name`), in the provider's words. */
export function definitionProblems(values: unknown): Record<string, string> {
  const result = entityDefinitionSchema.safeParse(values, { error: issueMessage });
  const problems: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) problems[issue.path.join(".") || "form"] ??= issue.message;
  return problems;
}

/** The definition a form posts as JSON in `definition`, checked; its problems when it has any. */
export function postedDefinition(form: FormData): { definition: EntityDefinition } | { problems: Record<string, string> } {
  let values: unknown;
  try {
    values = JSON.parse(String(form.get("definition") ?? ""));
  } catch {
    values = null;
  }
  const parsed = entityDefinitionSchema.safeParse(values);
  return parsed.success ? { definition: parsed.data } : { problems: definitionProblems(values) };
}

/** The files a definition writes (with unsaved template drafts), highlighted. */
export async function previewFiles(api: GeneratorApi, definition: EntityDefinition, drafts: Record<string, string> = {}): Promise<PreviewFile[]> {
  const files = await api.preview(definition, drafts);
  return Promise.all(files.map(async (file) => ({ item: file.item, path: file.path, content: file.content, html: await highlighted(file.content, file.language) })));
}

/** The forward and reverse screens' preview: the definition's problems, or its files. */
export async function previewAction(request: Request, path: GeneratorScreen) {
  const { api } = await generatorScreen(request, path);
  const posted = postedDefinition(await request.formData());
  if ("problems" in posted) return json({ ok: false as const, fieldErrors: posted.problems, files: null });
  try {
    return json({ ok: true as const, files: await previewFiles(api, posted.definition) });
  } catch (error) {
    return json({ ...failure(error), files: null });
  }
}
