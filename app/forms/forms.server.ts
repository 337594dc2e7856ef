import { z } from "zod";
import { DICT_BY_TYPE_PATH, dictEntrySchema, type DictEntry } from "#contract/admin/dictionary";
import {
  dictTypesOf,
  formDetailSchema,
  formPaths as p,
  formRowSchema,
  submissionSchema,
  type AddForm,
  type DictionaryValues,
  type FormDesign,
  type FormValues,
} from "#contract/dev/form";
import { pageSchema } from "#contract/envelope";
import type { Session } from "~/auth/session.server";
import { requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";
import type { ProviderClient } from "~/provider/client.server";
import { ProviderError, SessionExpiredError } from "~/provider/errors";
import { provider } from "~/provider/index.server";
import { canUse } from "~/resources/protocol";
import { FORMS_PATH } from "./path";

/** A call on behalf of a signed-in user. */
type Call = { token: string; lang?: string };
export type FormPageAsked = { currentPage: number; pageSize: number; name?: string };

const formPageSchema = pageSchema(formRowSchema);
const submissionPageSchema = pageSchema(submissionSchema);

/** The form calls of the provider's generator service (contract/dev/form.ts), bound to one user's call. */
export function formsApi(client: ProviderClient, call: Call) {
  return {
    list: (asked: FormPageAsked) => client.data({ ...call, method: "GET", path: p.queryForm, query: asked, schema: formPageSchema }),
    /** A form by id (numeric) or key, at a version (the latest when left out). */
    get: (idOrKey: string, version?: number) =>
      client.data({ ...call, method: "GET", path: p.getForm, query: { ...(/^\d+$/.test(idOrKey) ? { id: idOrKey } : { key: idOrKey }), version }, schema: formDetailSchema }),
    add: (form: AddForm) => client.data({ ...call, method: "POST", path: p.addForm, json: form, schema: formDetailSchema }),
    save: (form: Omit<AddForm, "key"> & { id: string }) => client.data({ ...call, method: "POST", path: p.saveForm, json: form, schema: formDetailSchema }),
    remove: async (ids: string[]) => void (await client.request({ ...call, method: "DELETE", path: p.deleteForm, json: { ids } })),
    submit: (id: string, values: FormValues) => client.data({ ...call, method: "POST", path: p.submitForm, json: { id, values }, schema: submissionSchema }),
    submissions: (formId: string, asked: { currentPage: number; pageSize: number }) =>
      client.data({ ...call, method: "GET", path: p.querySubmission, query: { formId, ...asked }, schema: submissionPageSchema }),
    dictionary: (dictType: string) => client.data({ ...call, method: "GET", path: DICT_BY_TYPE_PATH, query: { dictType }, schema: z.array(dictEntrySchema) }),
  };
}
export type FormsApi = ReturnType<typeof formsApi>;

const MENU = "generatorform";

/** What the session may do with forms, by the menu's buttons. */
export const formsRights = (session: Session) => ({
  add: canUse(session.authority.menuButton, `${MENU}:add`),
  update: canUse(session.authority.menuButton, `${MENU}:update`),
  remove: canUse(session.authority.menuButton, `${MENU}:delete`),
  export: canUse(session.authority.menuButton, `${MENU}:export`),
});
export type FormsRights = ReturnType<typeof formsRights>;

/** A forms screen's guard: the session, its language, its form calls and rights. */
export async function formsScreen(request: Request, path: string = FORMS_PATH) {
  const session = await requireRouteAccess(request, path);
  const lang = i18nServer.getLocale(request) as Language;
  return { session, lang, api: formsApi(provider(), { token: session.token, lang }), can: formsRights(session) };
}

export type FormOption = { value: string; label: string };

/**
 * The dictionaries a design's selects need, read once each: `options` by dictionary type with
 * labels in the reader's language (for the renderer), `values` by type (for the validator).
 */
export async function dictionariesFor(
  design: FormDesign,
  read: (dictType: string) => Promise<DictEntry[]>,
  lang: Language,
): Promise<{ options: Record<string, FormOption[]>; values: DictionaryValues }> {
  const types = dictTypesOf(design);
  const entries = await Promise.all(types.map(read));
  const options = Object.fromEntries(types.map((type, i) => [type, entries[i].map((e) => ({ value: e.dictValue, label: String(localText(e, "dictName", lang)) }))]));
  const values = Object.fromEntries(types.map((type, i) => [type, entries[i].map((e) => e.dictValue)]));
  return { options, values };
}

/** A form the provider does not know (deleted, another tenant's) or refuses: the page is not found, not a fault. */
export function formNotFound(error: unknown): never {
  if (error instanceof ProviderError && !(error instanceof SessionExpiredError)) throw new Response("Not Found", { status: 404 });
  throw error;
}
