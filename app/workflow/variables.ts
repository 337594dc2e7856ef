import type { ProcessVariables } from "#contract/workflow/common";

/** One row of the variables editor, as typed. */
export interface VariableRow {
  name: string;
  value: string;
}

/** A typed value as the engine compares it: numbers and true/false as such, anything else as text. */
export function typedValue(text: string): string | number | boolean {
  const trimmed = text.trim();
  if (trimmed === "true" || trimmed === "false") return trimmed === "true";
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  return text;
}

/** The editor's rows as variables; rows without a name are left out. */
export function variablesOf(rows: readonly VariableRow[]): ProcessVariables {
  return Object.fromEntries(rows.filter((row) => row.name.trim()).map((row) => [row.name.trim(), typedValue(row.value)]));
}

/** The editor's hidden field read back: its JSON, or text the schema then refuses with its own message. */
export function variablesFromForm(text: string | undefined): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
