import { json, MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { z } from "zod";
import { attachmentDisposition, EXPORT_FORMATS, type HistoryEntry } from "#contract/admin/resource";
import { idSchema } from "#contract/envelope";
import { fileFacts, fileMessages, fileProblem, isChosenFile, type FileInfo } from "#contract/file";
import { failure } from "~/auth/action-result.server";
import { answeringExpiry, requireRouteAccess, type Session } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { RouteTexts } from "~/i18n/payload";
import type { ActionResult } from "~/lib/action-result";
import { UPLOAD_LIMIT_BYTES, type Language } from "~/lib/constants";
import { timeZoneOf } from "~/lib/time-zone";
import { localText } from "~/lib/wordings";
import { refusalFieldErrors } from "~/lib/form.server";
import { provider, uploadFile } from "~/provider/index.server";
import { resourceProvider, type ResourceProvider } from "~/provider/resources.server";
import type { ProviderClient } from "~/provider/client.server";
import { ProviderError } from "~/provider/errors";
import { attachmentParts, fileFields, isDependent, type Option, type OptionSource, type ResourceDeclaration } from "./define";
import { importTemplate, previewImport, rowErrors, type PreviewRow } from "./import.server";
import { parseListState, providerQuery, type ListState } from "./list-state";
import { decideIntent } from "./protocol";
import { screenTexts } from "./resources.i18n";
import { uploadProblem } from "./upload";

/** What a resource action answers: the shell's result, plus what the intent produced. */
export type ResourceActionResult = ActionResult & {
  intent?: string;
  preview?: PreviewRow[];
  history?: HistoryEntry[];
  /** What a resource's own intent answers (the grants a dialog shows …). */
  data?: unknown;
};

/** What a resource's own intent gets: the bound adapter, the raw client and token for its own calls, the form. */
export interface ActionContext {
  request: Request;
  session: Session;
  api: ResourceProvider;
  client: ProviderClient;
  call: { token: string; lang: string };
  form: FormData;
  values: Record<string, string>;
  /** The checked records' ids (`id` fields of the form). */
  ids: string[];
}
export type ActionHandler = (context: ActionContext) => Promise<ResourceActionResult | Response>;

/** What a screen's loader adds beyond the list (the role's grants, a summary …). */
export type LoaderExtra = (context: { request: Request; session: Session; api: ResourceProvider; client: ProviderClient; call: { token: string; lang: string } }) => Promise<unknown>;

export type TreeNode = Record<string, unknown> & { id: string; children?: TreeNode[] };

export interface ResourceLoaderData {
  state: ListState;
  rows: TreeNode[];
  total: number;
  /** Options of the fields with a `source`, by field. */
  options: Record<string, Option[]>;
  extra?: unknown;
  /** The screen's own texts in the request's language (decision 0003). */
  texts: RouteTexts;
}

async function bound(request: Request, resource: ResourceDeclaration) {
  const session = await requireRouteAccess(request, resource.path);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  return { session, call, client: provider(), api: resourceProvider(provider(), call.token, call.lang) };
}

type Labelled = Record<string, unknown> & { children?: Labelled[] };

/**
 * Records as options, labelled in the viewer's language where they carry its wording, with the
 * `detail` fields beside the name where they differ from it (a user's username beside the nickname).
 */
function flatten(nodes: Labelled[], label: string, value: string, language: Language, depth = 0, detail: readonly string[] = [], search: readonly string[] = []): Option[] {
  return nodes.flatMap((node) => {
    const name = String(localText(node, label, language) ?? "");
    const details = detail.map((field) => String(node[field] ?? "")).filter((text) => text && text !== name);
    const keywords = search.map((field) => String(node[field] ?? "")).filter(Boolean).join(" ");
    return [
      { value: String(node[value]), label: `${"　".repeat(depth)}${name}${details.length > 0 ? ` (${details.join(", ")})` : ""}`, ...(keywords ? { keywords } : {}) },
      ...flatten(node.children ?? [], label, value, language, depth + 1, detail, search),
    ];
  });
}

const recordSchema = z.record(z.string(), z.unknown());
const labelledNode: z.ZodType<Labelled> = z.lazy(() => z.intersection(recordSchema, z.object({ children: z.array(labelledNode).optional() }))) as never;

/** One field's options: a dictionary's entries, or another resource's records (list, tree or array, that one narrowed by `query`). */
async function optionsOf(api: ResourceProvider, source: OptionSource, language: Language, query?: Record<string, string>): Promise<Option[]> {
  if ("dict" in source) return (await api.dictionary(source.dict)).map((entry) => ({ value: entry.dictValue, label: String(localText(entry, "dictName", language)) }));
  const value = source.value ?? "id";
  if ("path" in source) return flatten(await api.items(source.path, recordSchema, query), source.label, value, language, 0, source.detail, source.search);
  if (source.tree) return flatten(await api.tree(source.paths, labelledNode), source.label, value, language);
  const page = await api.list(source.paths, recordSchema, { currentPage: 1, pageSize: 1000 });
  return flatten(page.list, source.label, value, language);
}

/**
 * The options of every sourced field, loaded side by side; a source shared by two fields is read
 * once. A field whose options hang on another's value loads them in the form ({@link dependentOptions}).
 */
export async function loadOptions(api: ResourceProvider, resource: ResourceDeclaration, language: Language): Promise<Record<string, Option[]>> {
  const sourced = Object.entries(resource.fields).filter(([, f]) => f.source && !isDependent(f));
  const cache = new Map<string, Promise<Option[]>>();
  const entries = await Promise.all(
    sourced.map(async ([field, f]) => {
      const source = f.source!;
      const key = JSON.stringify(source);
      if (!cache.has(key)) cache.set(key, optionsOf(api, source, language));
      return [field, await cache.get(key)!] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** A dependent field's options for its parent field's value (a province's cities); none for no value. */
export async function dependentOptions(request: Request, resource: ResourceDeclaration, field: string, parent: string): Promise<Option[]> {
  const { call, api } = await bound(request, resource);
  const source = resource.fields[field]?.source;
  if (!source || !("path" in source) || !source.dependsOn || !parent) return [];
  return optionsOf(api, source, call.lang, { [source.param ?? source.dependsOn]: parent });
}

function treeNodeSchema(row: z.ZodType): z.ZodType<TreeNode> {
  const node: z.ZodType<TreeNode> = z.intersection(row, z.object({ children: z.lazy(() => z.array(node)).optional() })) as never;
  return node;
}

/** The list loader of every CRUD screen: guard, one parse of the URL, one provider call. */
export async function resourceLoader(request: Request, resource: ResourceDeclaration, extra?: LoaderExtra): Promise<ResourceLoaderData> {
  const { session, call, client, api } = await bound(request, resource);
  const state = parseListState(resource, new URL(request.url).searchParams);
  const list = resource.tree
    ? api.tree(resource.paths, treeNodeSchema(resource.row), state.filters).then((rows) => ({ rows, total: rows.length }))
    : api.list(resource.paths, resource.row, { ...resource.query, ...providerQuery(state) }, resource.listInBody).then((page) => ({ rows: page.list as TreeNode[], total: page.pagination.total }));
  const [{ rows, total }, options, more] = await Promise.all([list, loadOptions(api, resource, call.lang), extra?.({ request, session, api, client, call })]);
  const texts = screenTexts([resource.name, ...(resource.usesTextsOf ?? [])], call.lang);
  return { state, rows, total, options, texts, ...(extra ? { extra: more } : {}) };
}

const refuse = (status: number, key: string) => json<ResourceActionResult>({ ok: false, error: { key } }, { status });

async function readForm(request: Request, resource: ResourceDeclaration): Promise<FormData | Response> {
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) return request.formData();
  try {
    return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: UPLOAD_LIMIT_BYTES }));
  } catch (error) {
    if (!(error instanceof MaxPartSizeExceededError)) throw error;
    // An attachment too large is that field's error; the rest of the form stays as typed.
    const field = fileFields(resource).find(([name]) => attachmentParts(name).file === error.field)?.[0];
    if (field) return json<ResourceActionResult>({ ok: false, fieldErrors: { [field]: fileMessages.tooLarge } }, { status: 413 });
    return refuse(413, "kit.import.tooLarge");
  }
}

/**
 * Puts a form's attachments (`input: "file"` fields) into the record: a chosen file is checked
 * with the provider's own rules and, once the rest of the record passes too, uploaded, its url
 * becoming the field's value; `<field>__remove` clears the field; otherwise the field's hidden
 * input keeps the current url. Answers the field errors, or null when the input is complete.
 */
async function attachFiles(resource: ResourceDeclaration, form: FormData, schema: z.ZodType, input: Record<string, unknown>, upload: (file: File) => Promise<FileInfo>): Promise<Record<string, string> | null> {
  const fields = fileFields(resource);
  if (fields.length === 0) return null;
  const chosen = new Map<string, File>();
  const refused: Record<string, string> = {};
  for (const [field, spec] of fields) {
    const parts = attachmentParts(field);
    const files = form.getAll(parts.file).filter(isChosenFile);
    const problem = files.length > 0 ? fileProblem(await Promise.all(files.map(fileFacts)), spec.accept) : null;
    if (problem) refused[field] = problem;
    else if (files.length > 0) chosen.set(field, files[0]);
    else if (form.get(parts.remove) === "on") input[field] = null;
  }
  // A chosen file stands in for its url while the rest is checked: nothing is kept for a record refused.
  const others = Object.entries(rowErrors(schema, input)).filter(([field]) => !chosen.has(field));
  const errors = { ...Object.fromEntries(others), ...refused };
  if (Object.keys(errors).length > 0) return errors;
  for (const [field, file] of chosen) input[field] = (await upload(file)).url;
  return null;
}

const idsSchema = z.array(idSchema).min(1).max(1000);

/**
 * The one action of every CRUD screen (decision 4): intent, button, provider call, one reply
 * shape. An expired session answers the re-login dialog, so the screen keeps its input.
 */
export function resourceAction(request: Request, resource: ResourceDeclaration, handlers: Record<string, ActionHandler> = {}): Promise<Response | ResourceActionResult> {
  return answeringExpiry(request, () => runResourceAction(request, resource, handlers));
}

/** The key values a delete or an own action names: ids, or the resource's `deleteBy` values. */
const keysSchema = z.array(z.string().trim().min(1).max(100)).min(1).max(1000);

async function runResourceAction(request: Request, resource: ResourceDeclaration, handlers: Record<string, ActionHandler>): Promise<Response | ResourceActionResult> {
  const { session, call, client, api } = await bound(request, resource);
  const form = await readForm(request, resource);
  if (form instanceof Response) return form;
  const decision = decideIntent(resource, form.get("intent"), session.authority.menuButton);
  if ("refusal" in decision) return refuse(decision.refusal.status, decision.refusal.key);
  const { intent } = decision;
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  try {
    const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (handler) {
      const ids = form.getAll("id").filter((id): id is string => typeof id === "string");
      const result = await handler({ request, session, api, client, call, form, values, ids });
      return result instanceof Response ? result : { intent, ...result };
    }
    switch (intent) {
      case "create":
      case "update": {
        const schema = intent === "create" ? resource.add : resource.update;
        const input: Record<string, unknown> = { ...values };
        for (const [field, spec] of Object.entries(resource.fields)) if (spec.input === "multiselect") input[field] = form.getAll(field).filter((v) => typeof v === "string");
        const refused = await attachFiles(resource, form, schema, input, (file) => uploadFile(client, call, file));
        if (refused) return { ok: false, intent, fieldErrors: refused };
        const parsed = schema.safeParse(input);
        if (!parsed.success) return { ok: false, intent, fieldErrors: rowErrors(schema, input) };
        try {
          await (intent === "create" ? api.create : api.update)(resource.paths, parsed.data);
        } catch (error) {
          // A refusal about one field of the form (a mobile already used) is shown under it.
          const onField = error instanceof ProviderError ? refusalFieldErrors(error.message, Object.keys(resource.fields)) : null;
          if (onField) return { ok: false, intent, fieldErrors: onField };
          throw error;
        }
        return { ok: true, intent, success: { key: "kit.saved" } };
      }
      case "delete": {
        const ids = (resource.deleteBy ? keysSchema : idsSchema).safeParse(form.getAll("id"));
        if (!ids.success) return { ok: false, intent, error: { key: "kit.selectToDelete" } };
        await api.remove(resource.paths, ids.data, resource.deleteBy);
        return { ok: true, intent, success: { key: "kit.deleted" } };
      }
      case "export": {
        const format = z.enum(resource.exports ?? EXPORT_FORMATS).safeParse(values.format);
        if (!format.success) return refuse(400, "kit.errors.unknownIntent");
        const { filters, sorter } = parseListState(resource, new URLSearchParams(values));
        const query = { ...resource.query, ...filters, ...(sorter ? { sorter: `${sorter.field}_${sorter.order}` } : {}) };
        // The file reads as the screen does: its times in the zone the page is drawn in (decision 0009).
        const file = await api.exportFile(resource.paths, format.data, query, timeZoneOf(request.headers.get("Cookie")));
        return new Response(file.body, {
          headers: { "Content-Type": file.contentType, "Content-Disposition": attachmentDisposition(file.filename ?? `${resource.name}.${format.data}`) },
        });
      }
      case "import":
        return await importStep(request, resource, api, form, values.step);
      case "history": {
        const id = idSchema.safeParse(values.id);
        if (!id.success) return { ok: false, intent, error: { key: "kit.selectOne" } };
        return { ok: true, intent, history: await api.history(resource.paths, id.data) };
      }
      default:
        // An action the declaration names but the route does not answer.
        return refuse(400, "kit.errors.unknownIntent");
    }
  } catch (error) {
    return { ...failure(error), intent };
  }
}

/** Import in three steps: the template, a preview that writes nothing, and the commit of checked rows. */
async function importStep(request: Request, resource: ResourceDeclaration, api: ResourceProvider, form: FormData, step: string | undefined): Promise<Response | ResourceActionResult> {
  if (step === "template") {
    const t = i18nServer.getFixedT(request);
    const body = await importTemplate(resource, (field) => t(`resources.${resource.name}.fields.${field}`));
    const name = `${resource.name}-template.xlsx`;
    return new Response(new Uint8Array(body), {
      headers: { "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "Content-Disposition": `attachment; filename="${name}"` },
    });
  }
  if (step === "preview") {
    const files = form.getAll("file").filter((f): f is File => typeof f === "object" && f !== null && "arrayBuffer" in f);
    const problem = uploadProblem(files);
    if (problem) return { ok: false, intent: "import", error: { key: problem } };
    const preview = await previewImport(resource, await files[0].arrayBuffer());
    if (preview.length === 0) return { ok: false, intent: "import", error: { key: "kit.import.empty" } };
    return { ok: true, intent: "import", preview };
  }
  if (step === "commit") {
    const rows = z.array(z.record(z.string(), z.string())).safeParse(JSON.parse(String(form.get("rows") ?? "[]")));
    const parsed = rows.success ? rows.data.map((row) => resource.add.safeParse(row)) : [];
    if (parsed.length === 0 || parsed.some((r) => !r.success)) return { ok: false, intent: "import", error: { key: "kit.import.fixErrors" } };
    await api.importRows(resource.paths, parsed.map((r) => r.data));
    return { ok: true, intent: "import", success: { key: "kit.import.done", values: { count: parsed.length } } };
  }
  return refuse(400, "kit.errors.unknownIntent");
}
