import type { FormField, LineColumn } from "#contract/dev/form";

export type FormOptions = Record<string, { value: string; label: string }[]>;

/**
 * A filled-in value as a reader reads it: a select by its option's name, a switch as `yes` or
 * `no` (kept as a boolean or, in a process's variables, as text), an empty one as `empty`.
 */
export function valueText(
  field: Pick<FormField | LineColumn, "type" | "dictType">,
  value: unknown,
  options: FormOptions,
  words: { yes: string; no: string; empty: string }
): string {
  if (value === null || value === undefined || value === "") return words.empty;
  if (field.type === "switch") return value === true || value === "true" ? words.yes : words.no;
  if (field.type === "select") return options[field.dictType ?? ""]?.find((o) => o.value === String(value))?.label ?? String(value);
  return String(value);
}
