import { z } from "zod";
import { sysDictPaths } from "#contract/admin/sysdict";
import { addFormSchema, formMessages, formSchemaSchema, saveFormSchema } from "#contract/dev/form";
import { issueMessage, providerMessages } from "#contract/messages";
import { failure } from "~/auth/action-result.server";
import { dictionariesFor, type FormsApi, type FormsRights } from "~/forms/forms.server";
import type { ActionResult } from "~/lib/action-result";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";
import type { ProviderClient } from "~/provider/client.server";
import { ProviderError } from "~/provider/errors";
import { resourceProvider } from "~/provider/resources.server";
import type { FormDraft } from "./FormDesigner";
import type { DictionaryType } from "./RuleInputs";

const D = "resources.formDesigner.header";

/** A dictionary type's header row, as the sysdict tree answers it (SPEC §7 sysdict): its entries are not needed here. */
const headerSchema = z.object({
  dictType: z.string(),
  dictName: z.string(),
  dictNameEn: z.string().nullish(),
  dictNameZh: z.string().nullish(),
  dictNameTw: z.string().nullish(),
});

/**
 * The dictionary types a select may read, the platform's and the tenant's, named in the viewer's
 * language. A designer without the dictionaries' interface still designs: the list is then empty
 * and the dictionary field says so.
 */
export async function dictionaryTypes(client: ProviderClient, call: { token: string; lang: Language }): Promise<DictionaryType[]> {
  const headers = await resourceProvider(client, call.token, call.lang)
    .tree(sysDictPaths, headerSchema)
    .catch((error: unknown) => {
      if (error instanceof ProviderError && error.status === 403) return [];
      throw error;
    });
  const seen = new Map<string, DictionaryType>();
  for (const header of headers) if (!seen.has(header.dictType)) seen.set(header.dictType, { value: header.dictType, label: String(localText(header, "dictName", call.lang)) });
  return [...seen.values()];
}

/** A new form: no name, no key, no field. */
export const emptyDraft = (): FormDraft => ({ name: "", key: "", description: "", schema: { fields: [] } });

export type SaveAnswer = ActionResult & { saved?: { id: string; version: number } };

/**
 * Saves the design a form posts as JSON in `form`: with an `id` it is that form's next version
 * (button generatorform:update), without one a new form (generatorform:add). Checked with the
 * contract's schema first, as the browser checked it; a key already taken is marked at the key.
 */
export async function saveDesign(api: FormsApi, can: FormsRights, form: FormData): Promise<SaveAnswer> {
  let body: unknown = null;
  try {
    body = JSON.parse(String(form.get("form") ?? ""));
  } catch {
    body = null;
  }
  const next = typeof body === "object" && body !== null && "id" in body;
  if (!(next ? can.update : can.add)) return { ok: false, error: { text: providerMessages.forbidden } };
  const parsed = next ? saveFormSchema.safeParse(body, { error: issueMessage }) : addFormSchema.safeParse(body, { error: issueMessage });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.map(String).join(".") || "form"] ??= issue.message;
    return { ok: false, error: { key: "errors.hasError" }, fieldErrors };
  }
  try {
    const saved = "id" in parsed.data ? await api.save(parsed.data) : await api.add(parsed.data);
    const success = saved.version === 1 ? { key: `${D}.savedNew` } : { key: `${D}.saved`, values: { version: saved.version } };
    return { ok: true, success, saved: { id: saved.id, version: saved.version } };
  } catch (error) {
    if (error instanceof ProviderError && error.message === formMessages.keyTaken) return { ok: false, fieldErrors: { key: formMessages.keyTaken } };
    return failure(error);
  }
}

/** The options of the selects a posted design (`schema`) reads, for its preview; none while the design has problems. */
export async function previewOptions(api: FormsApi, lang: Language, form: FormData) {
  let schema: unknown = null;
  try {
    schema = JSON.parse(String(form.get("schema") ?? ""));
  } catch {
    schema = null;
  }
  const design = formSchemaSchema.safeParse(schema);
  if (!design.success) return { options: {} };
  return { options: (await dictionariesFor(design.data, api.dictionary, lang)).options };
}
