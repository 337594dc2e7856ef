import { and, count, desc, eq, inArray, like, max, sql } from "drizzle-orm";
import {
  fieldRefusal,
  formMessages,
  taskFormKey,
  type AddForm,
  type FormDetail,
  type FormRow,
  type Submission,
} from "../../contract/dev/form";
import type { Page } from "../../contract/envelope";
import { providerMessages } from "../../contract/messages";
import { nextId } from "../../db/snowflake";
import { formSubmissions, formVersions, forms, workflowDefinitions } from "../../db/schema";
import type { Queryable } from "../context";
import { isoTime, page, SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { contains, windowOf } from "../paging";
import { scoped } from "../tenant";
import { checkDesignValues, formAt } from "./store";

type Form = typeof forms.$inferSelect;

/** The rows of forms as the list shows them: each with its latest version, field count and submissions. */
function rowsOf(q: Queryable, principal: Principal, list: Form[]): FormRow[] {
  if (list.length === 0) return [];
  const ids = list.map((f) => f.id);
  const latest = new Map(
    q
      .select({ formId: formVersions.formId, version: max(formVersions.version) })
      .from(formVersions)
      .where(and(scoped(formVersions, principal), inArray(formVersions.formId, ids)))
      .groupBy(formVersions.formId)
      .all()
      .map((r) => [r.formId, r.version ?? 0]),
  );
  const submitted = new Map(
    q
      .select({ formId: formSubmissions.formId, n: count() })
      .from(formSubmissions)
      .where(and(scoped(formSubmissions, principal), inArray(formSubmissions.formId, ids)))
      .groupBy(formSubmissions.formId)
      .all()
      .map((r) => [r.formId, r.n]),
  );
  return list.map((f) => {
    const version = q
      .select()
      .from(formVersions)
      .where(and(scoped(formVersions, principal), eq(formVersions.formId, f.id), eq(formVersions.version, latest.get(f.id) ?? 0)))
      .get();
    const fields = (version?.schema as { fields?: unknown[] } | undefined)?.fields ?? [];
    return {
      id: f.id,
      key: f.key,
      name: f.name,
      description: f.description,
      version: version?.version ?? 0,
      fieldCount: fields.length,
      submissions: submitted.get(f.id) ?? 0,
      updatedBy: version?.createdBy ?? "",
      updateTime: isoTime(version?.createTime ?? f.updateTime)!,
    };
  });
}

/** The tenant's forms, newest change first, filtered by name. */
export function queryForms(q: Queryable, principal: Principal, query: { name?: string; currentPage: number; pageSize: number }): Page<FormRow> {
  const where = and(scoped(forms, principal), query.name ? contains(forms.name, query.name) : undefined);
  const total = q.select({ n: count() }).from(forms).where(where).get()?.n ?? 0;
  const { limit, offset } = windowOf(query);
  const list = q.select().from(forms).where(where).orderBy(desc(forms.updateTime), desc(forms.id)).limit(limit).offset(offset).all();
  return page(rowsOf(q, principal, list), total, query.currentPage, query.pageSize);
}

/** One form at a version (the latest by default), with every version's number, newest first. */
export function formDetail(q: Queryable, principal: Principal, lookup: { id?: string; key?: string; version?: number }): FormDetail {
  const ref = lookup.id !== undefined ? ({ by: "id", id: lookup.id } as const) : ({ by: "key", key: lookup.key! } as const);
  const found = formAt(q, principal.tenantCode, ref, lookup.version);
  if (!found) throw new SimError(lookup.version !== undefined && formAt(q, principal.tenantCode, ref) ? formMessages.unknownVersion : providerMessages.notFound);
  const versions = q
    .select({ version: formVersions.version, createdBy: formVersions.createdBy, createTime: formVersions.createTime })
    .from(formVersions)
    .where(and(scoped(formVersions, principal), eq(formVersions.formId, found.id)))
    .orderBy(desc(formVersions.version))
    .all();
  const [row] = rowsOf(q, principal, [found.row]);
  return {
    ...row,
    version: found.version,
    schema: found.schema,
    versions: versions.map((v) => ({ version: v.version, createdBy: v.createdBy, createTime: isoTime(v.createTime)! })),
  };
}

function writeVersion(tx: Queryable, principal: Principal, now: number, formId: string, version: number, schema: unknown) {
  tx.insert(formVersions)
    .values({ id: nextId(), tenantCode: principal.tenantCode, formId, version, schema, createdBy: principal.username, createTime: new Date(now) })
    .run();
}

/** Version 1 of a new form; a key the tenant already uses is refused. Runs in the caller's transaction. */
export function addForm(tx: Queryable, principal: Principal, now: number, body: AddForm): FormDetail {
  if (tx.select({ id: forms.id }).from(forms).where(and(scoped(forms, principal), eq(forms.key, body.key))).get()) throw new SimError(formMessages.keyTaken);
  const id = nextId();
  const at = new Date(now);
  tx.insert(forms).values({ id, tenantCode: principal.tenantCode, key: body.key, name: body.name, description: body.description, createTime: at, updateTime: at }).run();
  writeVersion(tx, principal, now, id, 1, body.schema);
  return formDetail(tx, principal, { id });
}

/** The next version of a form, with its name and description. Runs in the caller's transaction. */
export function saveForm(tx: Queryable, principal: Principal, now: number, body: Omit<AddForm, "key"> & { id: string }): FormDetail {
  const current = formAt(tx, principal.tenantCode, { by: "id", id: body.id });
  if (!current) throw new SimError(providerMessages.notFound);
  tx.update(forms).set({ name: body.name, description: body.description, updateTime: new Date(now) }).where(and(scoped(forms, principal), eq(forms.id, body.id))).run();
  writeVersion(tx, principal, now, body.id, current.version + 1, body.schema);
  return formDetail(tx, principal, { id: body.id });
}

/** Whether a deployed process definition of the tenant asks for the form in a user task. */
function inUse(q: Queryable, principal: Principal, key: string): boolean {
  const needle = `%activiti:formKey="${taskFormKey(key).replace(/[\\%_]/g, (c) => `\\${c}`)}"%`;
  return q.select({ id: workflowDefinitions.id }).from(workflowDefinitions).where(and(scoped(workflowDefinitions, principal), sql`${workflowDefinitions.xml} like ${needle} escape '\\'`)).get() !== undefined;
}

/** Deletes forms with their versions and submissions; none is deleted if one is asked for by a deployed process. */
export function deleteForms(tx: Queryable, principal: Principal, ids: string[]): void {
  const found = tx.select().from(forms).where(and(scoped(forms, principal), inArray(forms.id, ids))).all();
  if (found.length !== new Set(ids).size) throw new SimError(providerMessages.notFound);
  if (found.some((f) => inUse(tx, principal, f.key))) throw new SimError(formMessages.formInUse);
  tx.delete(formSubmissions).where(and(scoped(formSubmissions, principal), inArray(formSubmissions.formId, ids))).run();
  tx.delete(formVersions).where(and(scoped(formVersions, principal), inArray(formVersions.formId, ids))).run();
  tx.delete(forms).where(and(scoped(forms, principal), inArray(forms.id, ids))).run();
}

const submissionOf = (s: typeof formSubmissions.$inferSelect): Submission => ({
  id: s.id,
  formId: s.formId,
  version: s.version,
  values: s.values,
  createdBy: s.createdBy,
  createTime: isoTime(s.createTime)!,
});

/** Keeps values that pass the latest version; a refusal names its field first (`fieldRefusal`). */
export function submitForm(tx: Queryable, principal: Principal, now: number, body: { id: string; values: Record<string, unknown> }): Submission {
  const form = formAt(tx, principal.tenantCode, { by: "id", id: body.id });
  if (!form) throw new SimError(providerMessages.notFound);
  const checked = checkDesignValues(tx, principal.tenantCode, form.schema, body.values);
  if (!checked.ok) {
    const [path, message] = Object.entries(checked.fieldErrors)[0];
    throw new SimError(fieldRefusal(path, message));
  }
  const row = { id: nextId(), tenantCode: principal.tenantCode, formId: form.id, version: form.version, values: checked.values, createdBy: principal.username, createTime: new Date(now) };
  tx.insert(formSubmissions).values(row).run();
  return submissionOf(row);
}

/** A form's submissions, newest first. */
export function querySubmissions(q: Queryable, principal: Principal, query: { formId: string; currentPage: number; pageSize: number }): Page<Submission> {
  if (!formAt(q, principal.tenantCode, { by: "id", id: query.formId })) throw new SimError(providerMessages.notFound);
  const where = and(scoped(formSubmissions, principal), eq(formSubmissions.formId, query.formId));
  const total = q.select({ n: count() }).from(formSubmissions).where(where).get()?.n ?? 0;
  const { limit, offset } = windowOf(query);
  const list = q.select().from(formSubmissions).where(where).orderBy(desc(formSubmissions.createTime), desc(formSubmissions.id)).limit(limit).offset(offset).all();
  return page(list.map(submissionOf), total, query.currentPage, query.pageSize);
}
