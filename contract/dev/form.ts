import { z } from "zod";
import { resourceMessages as m } from "../admin/resource";
import { idSchema, pageQuerySchema } from "../envelope";
import { issueMessage, validationMessages } from "../messages";
import { GENERATOR_MOUNT } from "./generator";

/**
 * The form designer (/formdesign) and the forms it makes (/generatorform), served by the provider's
 * generator service under `/api/generator/form` (PROVIDER-API.md). A form is a stored JSON schema,
 * versioned: every save is its next version and old versions stay readable. The same schema
 * validates a filled-in form in the browser, in the app's action and in the provider
 * (`formValuesSchema`), and a workflow user task can ask for one (`activiti:formKey="form:<key>"`).
 */

/** The kinds of field the designer's palette offers. */
export const FORM_FIELD_TYPES = ["text", "textarea", "number", "select", "date", "switch", "upload", "lines"] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** The kinds a sub-table's column may take (no nested sub-table, no upload in a line). */
export const LINE_COLUMN_TYPES = ["text", "number", "select", "date", "switch"] as const;

/** The grid: a row holds 12 columns; a field spans some of them. */
export const GRID_COLUMNS = 12;
export const FIELD_SPANS = [3, 4, 6, 8, 12] as const;

export const FORM_FIELDS_MAX = 60;
export const LINE_COLUMNS_MAX = 12;
export const LINE_ROWS_MAX = 200;

/** The refusals of a form's design and of its filled-in values, in the provider's English (the screens word them). */
export const formMessages = {
  identifier: "letters and digits only, starting with a lower-case letter",
  duplicateName: "two fields cannot share a name",
  badPattern: "the pattern is not a valid regular expression",
  dictionaryNeeded: "a select field needs a dictionary",
  columnsNeeded: "a sub-table needs at least one column",
  rangeReversed: "the smallest value is larger than the largest",
  defaultInvalid: "the default value breaks the field's own rules",
  keyTaken: "a form with this key already exists",
  unknownVersion: "this version of the form does not exist",
  formInUse: "a deployed process asks for this form",
  tooShort: validationMessages.tooShort,
  patternMismatch: "the value does not have the required format",
  notANumber: "must be a number",
  tooSmall: "the value is below the smallest allowed",
  tooLarge: "the value is above the largest allowed",
  tooManyDecimals: "the value has too many decimal places",
  notADate: "must be a date (YYYY-MM-DD)",
  notAnOption: "choose one of the listed options",
  tooFewRows: "add at least the required number of lines",
  tooManyRows: "too many lines",
  unknownFile: "the file is not among this tenant's files",
} as const;

const identifier = z.string().trim().regex(/^[a-z][A-Za-z0-9]{0,39}$/, formMessages.identifier);
const text = (max: number) => z.string().trim().max(max, m.tooLong);

/** A field's label in each language; zh and tw fall back to en when left empty. */
export const formLabelSchema = z.object({ en: text(64).min(1, m.required), zh: text(64).default(""), tw: text(64).default("") });
export type FormLabel = z.infer<typeof formLabelSchema>;

/** A default: text, a number, a switch's state, or nothing. */
const defaultSchema = z.union([z.string().max(2000), z.number(), z.boolean()]).nullable().default(null);

/** What every field and sub-table column shares: name, label, whether required, rules and default. */
const fieldCore = {
  /** Stable while the field lives in the designer (its key for undo, focus and drag), unique in the form. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,24}$/),
  name: identifier,
  label: formLabelSchema,
  required: z.boolean().default(false),
  /** Text: the shortest and longest length in characters. */
  minLength: z.number().int().min(0).max(4000).nullable().default(null),
  maxLength: z.number().int().min(1).max(4000).nullable().default(null),
  /** Text: a rule the whole value must match (a JavaScript regular expression). */
  pattern: z.string().max(200).nullable().default(null),
  /** Number: the range and the decimal places allowed. */
  min: z.number().nullable().default(null),
  max: z.number().nullable().default(null),
  decimals: z.number().int().min(0).max(6).default(0),
  /** Select: the system dictionary (SPEC §7 sysdict) whose entries are the options. */
  dictType: z.string().trim().max(100).nullable().default(null),
  defaultValue: defaultSchema,
  /** Help shown under the input. */
  help: text(200).default(""),
};

export const lineColumnSchema = z.object({ ...fieldCore, type: z.enum(LINE_COLUMN_TYPES) });
export type LineColumn = z.infer<typeof lineColumnSchema>;

export const formFieldSchema = z.object({
  ...fieldCore,
  type: z.enum(FORM_FIELD_TYPES),
  /** How many of the grid's 12 columns the field takes. */
  span: z.union(FIELD_SPANS.map((n) => z.literal(n)) as [z.ZodLiteral<3>, z.ZodLiteral<4>, z.ZodLiteral<6>, z.ZodLiteral<8>, z.ZodLiteral<12>]).default(12),
  /** A sub-table: its columns and how many lines it takes. */
  columns: z.array(lineColumnSchema).max(LINE_COLUMNS_MAX).default([]),
  minRows: z.number().int().min(0).max(LINE_ROWS_MAX).default(0),
  maxRows: z.number().int().min(1).max(LINE_ROWS_MAX).default(50),
});
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

type Core = z.infer<typeof lineColumnSchema> | FormField;

/** The design rules a field (or column) must keep, added to `ctx` at `path`. */
function checkField(field: Core, ctx: z.RefinementCtx, path: (string | number)[]) {
  const issue = (key: string, message: string) => ctx.addIssue({ code: "custom", path: [...path, key], message });
  if (field.pattern) {
    try {
      new RegExp(`^(?:${field.pattern})$`, "u");
    } catch {
      issue("pattern", formMessages.badPattern);
    }
  }
  if (field.minLength !== null && field.maxLength !== null && field.minLength > field.maxLength) issue("maxLength", formMessages.rangeReversed);
  if (field.min !== null && field.max !== null && field.min > field.max) issue("max", formMessages.rangeReversed);
  if (field.type === "select" && !field.dictType) issue("dictType", formMessages.dictionaryNeeded);
  if (field.type === "lines") {
    const lines = field as FormField;
    if (lines.columns.length === 0) issue("columns", formMessages.columnsNeeded);
    if (lines.minRows > lines.maxRows) issue("maxRows", formMessages.rangeReversed);
    const names = new Set<string>();
    lines.columns.forEach((column, index) => {
      if (names.has(column.name)) ctx.addIssue({ code: "custom", path: [...path, "columns", index, "name"], message: formMessages.duplicateName });
      names.add(column.name);
      checkField(column, ctx, [...path, "columns", index]);
    });
  }
  // A default must itself be a valid value (select defaults are checked against the dictionary where it is known).
  if (field.defaultValue !== null && field.type !== "lines" && field.type !== "upload" && field.type !== "select") {
    const read = valueSchema({ ...field, required: false } as FormField, {}).safeParse(field.defaultValue);
    if (!read.success) issue("defaultValue", formMessages.defaultInvalid);
  }
}

/** A form's design: its fields in reading order, each spanning part of the 12-column grid. */
export const formSchemaSchema = z
  .object({ fields: z.array(formFieldSchema).max(FORM_FIELDS_MAX, m.tooLong) })
  .superRefine((schema, ctx) => {
    const names = new Set<string>();
    const ids = new Set<string>();
    schema.fields.forEach((field, index) => {
      if (names.has(field.name)) ctx.addIssue({ code: "custom", path: ["fields", index, "name"], message: formMessages.duplicateName });
      if (ids.has(field.id)) ctx.addIssue({ code: "custom", path: ["fields", index, "id"], message: formMessages.duplicateName });
      names.add(field.name);
      ids.add(field.id);
      checkField(field, ctx, ["fields", index]);
    });
  });
export type FormDesign = z.infer<typeof formSchemaSchema>;

/** Where a select's options come from: each dictionary type's values, as the validator reads them. */
export type DictionaryValues = Record<string, readonly string[]>;

const empty = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** One field's (or column's) value schema: an empty optional value reads as null. */
function valueSchema(field: Core, dictionaries: DictionaryValues): z.ZodTypeAny {
  const optional = (schema: z.ZodTypeAny) =>
    z.preprocess((v) => (empty(v) ? null : v), field.required ? z.any().refine((v) => v !== null, m.required).pipe(schema) : schema.nullable());
  switch (field.type) {
    case "text":
    case "textarea": {
      let schema = z.string().trim();
      if (field.minLength) schema = schema.min(field.minLength, formMessages.tooShort);
      schema = schema.max(field.maxLength ?? (field.type === "text" ? 255 : 4000), m.tooLong);
      if (field.pattern) {
        const rule = safeRule(field.pattern);
        if (rule) return optional(schema.regex(rule, formMessages.patternMismatch));
      }
      return optional(schema);
    }
    case "number": {
      let schema = z.coerce.number({ error: formMessages.notANumber }).refine(Number.isFinite, formMessages.notANumber);
      const places = field.decimals;
      schema = schema.refine((n) => Number.isInteger(Math.round(n * 10 ** places * 1e6) / 1e6), formMessages.tooManyDecimals);
      if (field.min !== null) schema = schema.refine((n) => n >= field.min!, formMessages.tooSmall);
      if (field.max !== null) schema = schema.refine((n) => n <= field.max!, formMessages.tooLarge);
      return optional(z.preprocess((v) => (typeof v === "string" ? v.trim().replace(/,/g, "") : v), schema));
    }
    case "select": {
      const known = field.dictType ? dictionaries[field.dictType] : undefined;
      const schema = z.string().max(100, m.tooLong);
      return optional(known ? schema.refine((v) => known.includes(v), formMessages.notAnOption) : schema);
    }
    case "date":
      return optional(z.string().trim().refine(isDate, formMessages.notADate));
    case "switch":
      return z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean());
    case "upload":
      return optional(idSchema);
    default:
      return z.never();
  }
}

function safeRule(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, "u");
  } catch {
    return null;
  }
}

/**
 * The schema a filled-in form must pass: the same in the browser, the app's action and the
 * provider. Each value keyed by its field's name; a sub-table is a list of lines keyed by column.
 * Select values are checked against their dictionaries where `dictionaries` holds them.
 */
export function formValuesSchema(design: FormDesign, dictionaries: DictionaryValues = {}) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const field of design.fields) {
    if (field.type !== "lines") {
      shape[field.name] = valueSchema(field, dictionaries);
      continue;
    }
    const line = z.object(Object.fromEntries(field.columns.map((column) => [column.name, valueSchema(column, dictionaries)])));
    const rows = Math.max(field.minRows, field.required ? 1 : 0);
    shape[field.name] = z
      .array(line)
      .default([])
      .refine((list) => list.length >= rows, rows > 0 && field.minRows === 0 ? m.required : formMessages.tooFewRows)
      .refine((list) => list.length <= field.maxRows, formMessages.tooManyRows);
  }
  return z.object(shape);
}
export type FormValues = Record<string, unknown>;

/**
 * A filled-in form checked: its values as the schema reads them, or the first message of each
 * field that failed, keyed by its path (`hsCode`, and `items.0.sku` for a sub-table's cell).
 */
export function checkValues(
  design: FormDesign,
  dictionaries: DictionaryValues,
  values: unknown,
): { ok: true; values: FormValues } | { ok: false; fieldErrors: Record<string, string> } {
  const result = formValuesSchema(design, dictionaries).safeParse(values ?? {}, { error: issueMessage });
  if (result.success) return { ok: true, values: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return { ok: false, fieldErrors };
}

/** A refusal of submitted values names its field first (`items.0.sku: …`), so the screen can show it there. */
export const fieldRefusal = (path: string, message: string) => `${path}: ${message}`;
export function readFieldRefusal(message: string): { path: string; message: string } | null {
  const match = /^([A-Za-z][A-Za-z0-9]*(?:\.\d+\.[A-Za-z][A-Za-z0-9]*)?): (.+)$/s.exec(message);
  return match ? { path: match[1], message: match[2] } : null;
}

/** The dictionary types a design's selects (its sub-tables' too) read. */
export const dictTypesOf = (design: FormDesign) => [
  ...new Set(design.fields.flatMap((f): Core[] => [f, ...f.columns]).flatMap((f) => (f.type === "select" && f.dictType ? [f.dictType] : []))),
];

/** The values a new form starts with: each field's default, a sub-table's minimum of empty lines. */
export function initialValues(design: FormDesign): FormValues {
  const blank = (field: Core): unknown => field.defaultValue ?? (field.type === "switch" ? false : "");
  return Object.fromEntries(
    design.fields.map((field) => [
      field.name,
      field.type === "lines" ? Array.from({ length: field.minRows }, () => Object.fromEntries(field.columns.map((c) => [c.name, blank(c)]))) : blank(field),
    ])
  );
}

/** The label in a language, falling back to English. */
export const labelIn = (label: FormLabel, lang: string) => (lang === "zh" && label.zh) || (lang === "tw" && label.tw) || label.en;

// ---------------------------------------------------------------------------------------------
// The provider's calls.

export const FORM_KEY_PREFIX = "form:";
/** A user task's `activiti:formKey` that asks for a designed form, by the form's key. */
export const taskFormKey = (key: string) => `${FORM_KEY_PREFIX}${key}`;
export const formKeyOf = (taskFormKeyValue: string | null | undefined) =>
  taskFormKeyValue?.startsWith(FORM_KEY_PREFIX) ? taskFormKeyValue.slice(FORM_KEY_PREFIX.length) : null;

const FORM_BASE = `${GENERATOR_MOUNT}/form`;
export const formPaths = {
  /** GET paged, `?name=` filter: the tenant's forms, latest version each. Any reader of the menu. */
  queryForm: `${FORM_BASE}/queryForm`,
  /** GET `?id=` or `?key=`, optional `&version=`: one form with its schema and its versions, newest first. */
  getForm: `${FORM_BASE}/getForm`,
  /** POST `{ name, key, description, schema }`: version 1. Button generatorform:add. */
  addForm: `${FORM_BASE}/addForm`,
  /** POST `{ id, name, description, schema }`: the next version. Button generatorform:update. */
  saveForm: `${FORM_BASE}/saveForm`,
  /** DELETE `{ ids }`: refused while a deployed process asks for the form. Button generatorform:delete. */
  deleteForm: `${FORM_BASE}/deleteForm`,
  /** POST `{ id, values }`: validated against the latest version and kept as a submission. */
  submitForm: `${FORM_BASE}/submitForm`,
  /** GET paged `?formId=`: a form's submissions, newest first. */
  querySubmission: `${FORM_BASE}/querySubmission`,
} as const;

export const formQuerySchema = pageQuerySchema.extend({ name: z.string().trim().max(64).optional() });
export const formLookupSchema = z
  .object({ id: idSchema.optional(), key: z.string().trim().max(40).optional(), version: z.coerce.number().int().min(1).optional() })
  .refine((q) => q.id !== undefined || q.key !== undefined, { message: m.required, path: ["id"] });
export const submissionQuerySchema = pageQuerySchema.extend({ formId: idSchema });
export const deleteFormSchema = z.object({ ids: z.preprocess((v) => (Array.isArray(v) ? v : [v]), z.array(idSchema).min(1, m.required)) });

export const formKeySchema = z.string().trim().regex(/^[a-z][A-Za-z0-9_-]{1,39}$/, formMessages.identifier);

export const addFormSchema = z.object({
  name: z.string().trim().min(1, m.required).max(64, m.tooLong),
  key: formKeySchema,
  description: text(500).default(""),
  schema: formSchemaSchema,
});
export type AddForm = z.infer<typeof addFormSchema>;
export const saveFormSchema = addFormSchema.omit({ key: true }).extend({ id: idSchema });
export const submitFormSchema = z.object({ id: idSchema, values: z.record(z.string(), z.unknown()) });

export const formVersionSchema = z.object({ version: z.number().int(), createdBy: z.string(), createTime: z.string() });
export const formRowSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.number().int(),
  fieldCount: z.number().int(),
  submissions: z.number().int(),
  updatedBy: z.string(),
  updateTime: z.string(),
});
export type FormRow = z.infer<typeof formRowSchema>;
export const formDetailSchema = formRowSchema.extend({ schema: formSchemaSchema, versions: z.array(formVersionSchema) });
export type FormDetail = z.infer<typeof formDetailSchema>;

export const submissionSchema = z.object({
  id: idSchema,
  formId: idSchema,
  version: z.number().int(),
  values: z.record(z.string(), z.unknown()),
  createdBy: z.string(),
  createTime: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;
