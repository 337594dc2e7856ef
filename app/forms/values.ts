import { checkValues, initialValues, type FormDesign, type FormField, type FormValues, type LineColumn } from "#contract/dev/form";

/** The name of the hidden input that carries a form's values as JSON (sub-tables survive a plain post). */
export const VALUES_INPUT = "values";
/** The name of the file part an upload field's chosen file travels in. */
export const uploadPart = (field: string, prefix = "") => `${prefix}upload.${field}`;
export const inputName = (name: string, prefix = "") => `${prefix}${name}`;

/** The values a form post carries (`readFormValues(formData)` in an action); anything unreadable is no values. */
export function readFormValues(formData: FormData, prefix = ""): FormValues {
  const raw = formData.get(inputName(VALUES_INPUT, prefix));
  if (typeof raw !== "string") return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as FormValues) : {};
  } catch {
    return {};
  }
}

/** Whether the design takes files, so its form must post as multipart. */
export const takesFiles = (design: FormDesign) => design.fields.some((f) => f.type === "upload");

/** The values a renderer starts from: the given ones over the design's defaults. */
export const startingValues = (design: FormDesign, values?: FormValues): FormValues => ({ ...initialValues(design), ...values });

/** The dictionaries' values as the validator reads them, from the renderer's options. */
export const dictionaryValuesOf = (options: Record<string, { value: string }[]>) => Object.fromEntries(Object.entries(options).map(([type, list]) => [type, list.map((o) => o.value)]));

/**
 * The browser's check before a post: the design's rules over the values; an upload field whose
 * file is chosen but not yet sent counts as filled.
 */
export function browserErrors(design: FormDesign, options: Record<string, { value: string }[]>, values: FormValues, chosen: ReadonlySet<string>): Record<string, string> {
  const withFiles = { ...values, ...Object.fromEntries([...chosen].map((name) => [name, "1"])) };
  const checked = checkValues(design, dictionaryValuesOf(options), withFiles);
  return checked.ok ? {} : checked.fieldErrors;
}

/** A new empty line of a sub-table: each column's default. */
export const blankLine = (field: FormField) => Object.fromEntries(field.columns.map((c: LineColumn) => [c.name, c.defaultValue ?? (c.type === "switch" ? false : "")]));

/** An error's key for a sub-table cell. */
export const cellPath = (field: string, row: number, column: string) => `${field}.${row}.${column}`;
