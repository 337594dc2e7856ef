import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { checkValues, dictTypesOf, formMessages, formSchemaSchema, type DictionaryValues, type FormDesign, type FormValues } from "../../contract/dev/form";
import { dicts, files, formVersions, forms } from "../../db/schema";
import { providerMessages } from "../../contract/messages";
import type { Queryable } from "../context";
import { dictEntriesVisibleTo } from "../resources/dictionary";
import { scoped } from "../tenant";

/**
 * The forms a tenant designed, as other services read them: the workflow engine asks for a user
 * task's form by its key and checks the values a task is completed with (contract/dev/form.ts).
 */

export interface StoredForm {
  id: string;
  key: string;
  version: number;
  schema: FormDesign;
}

type FormRef = { by: "id"; id: string } | { by: "key"; key: string };

function formRow(db: Queryable, tenantCode: string, ref: FormRef) {
  const which = ref.by === "id" ? eq(forms.id, ref.id) : eq(forms.key, ref.key);
  return db.select().from(forms).where(and(scoped(forms, tenantCode), which)).get();
}

/** A form's version (the latest when `version` is left out), or null when there is none. */
export function formAt(db: Queryable, tenantCode: string, ref: FormRef, version?: number): (StoredForm & { row: typeof forms.$inferSelect }) | null {
  const row = formRow(db, tenantCode, ref);
  if (!row) return null;
  const conditions = [scoped(formVersions, tenantCode), eq(formVersions.formId, row.id)];
  if (version !== undefined) conditions.push(eq(formVersions.version, version));
  const found = db.select().from(formVersions).where(and(...conditions)).orderBy(desc(formVersions.version)).limit(1).get();
  if (!found) return null;
  return { id: row.id, key: row.key, version: found.version, schema: formSchemaSchema.parse(found.schema), row };
}

/** The latest version of the tenant's form with this key, or null. */
export function latestForm(db: Queryable, tenantCode: string, key: string): StoredForm | null {
  const found = formAt(db, tenantCode, { by: "key", key });
  return found && { id: found.id, key: found.key, version: found.version, schema: found.schema };
}

/** The values of the dictionaries a design's selects (and its sub-tables' selects) name, as the tenant sees them. */
export function dictionaryValues(db: Queryable, tenantCode: string, design: FormDesign): DictionaryValues {
  const types = dictTypesOf(design);
  if (types.length === 0) return {};
  const rows = db
    .select({ dictType: dicts.dictType, dictValue: dicts.dictValue })
    .from(dicts)
    .where(and(inArray(dicts.dictType, types), dictEntriesVisibleTo(tenantCode)))
    .orderBy(asc(dicts.dictSequence))
    .all();
  return Object.fromEntries(types.map((type) => [type, rows.filter((r) => r.dictType === type).map((r) => r.dictValue)]));
}

/** Upload fields whose file is not in the tenant's file area, with the message to show. */
function missingFiles(db: Queryable, tenantCode: string, design: FormDesign, values: FormValues): Record<string, string> {
  const wanted = design.fields.filter((f) => f.type === "upload" && typeof values[f.name] === "string");
  if (wanted.length === 0) return {};
  const ids = wanted.map((f) => values[f.name] as string);
  const held = new Set(db.select({ id: files.id }).from(files).where(and(scoped(files, tenantCode), inArray(files.id, ids))).all().map((r) => r.id));
  return Object.fromEntries(wanted.filter((f) => !held.has(values[f.name] as string)).map((f) => [f.name, formMessages.unknownFile]));
}

/** Checks values against a design: the form's rules, the tenant's dictionaries, the tenant's files. */
export function checkDesignValues(db: Queryable, tenantCode: string, design: FormDesign, values: unknown) {
  const checked = checkValues(design, dictionaryValues(db, tenantCode, design), values);
  if (!checked.ok) return checked;
  const missing = missingFiles(db, tenantCode, design, checked.values);
  return Object.keys(missing).length > 0 ? ({ ok: false, fieldErrors: missing } as const) : checked;
}

/**
 * Values for the latest version of the tenant's form with this key, checked as a submission is.
 * A form that does not exist fails as a whole (`fieldErrors.form`).
 */
export function checkFormValues(db: Queryable, tenantCode: string, key: string, values: unknown): { ok: true; values: FormValues } | { ok: false; fieldErrors: Record<string, string> } {
  const form = latestForm(db, tenantCode, key);
  if (!form) return { ok: false, fieldErrors: { form: providerMessages.notFound } };
  return checkDesignValues(db, tenantCode, form.schema, values);
}
