import type { z } from "zod";
import type { ResourcePaths } from "#contract/admin/resource";

/** How a field is typed in the edit form. */
export type InputKind = "text" | "textarea" | "number" | "select" | "switch" | "tree-select";

/** One field of a resource: everything the form, table, filters and exports need beyond its rule. */
export interface FieldSpec {
  input: InputKind;
  /** Static options of a select (values; labels under `resources.<name>.options.<field>.<value>`). */
  options?: readonly string[];
  /** Shown as a list column; `format` turns the value into text. */
  column?: { width?: number; format?: "datetime" };
  /** Offered in the query form (a text filter sent as the field's query parameter). */
  filter?: boolean;
  /** Exported and part of the import template. */
  exported?: boolean;
  /** Not part of the add/edit form (a stamp the provider sets). */
  readOnly?: boolean;
}

/**
 * A CRUD resource, declared once (DESIGN §5): the contract's schemas carry the rules, the fields
 * carry the presentation. The name is the menu code, so it also prefixes the button codes
 * (`sysparam:add`) and the translations (`resources.sysparam.fields.paramKey`).
 */
export interface ResourceDeclaration<
  Row extends { id: string } = { id: string } & Record<string, unknown>,
  Add extends z.ZodObject = z.ZodObject,
> {
  name: string;
  /** The screen's route path. */
  path: string;
  paths: ResourcePaths;
  row: z.ZodType<Row>;
  add: Add;
  update: z.ZodObject;
  fields: Record<string, FieldSpec>;
  /** The sorter whitelist; the simulator holds the same list. */
  sortable: readonly string[];
  /** A tree of rows by `parentField` (list from `queryXxxTree`). */
  tree?: { parentField: string; labelField: string };
  importable?: boolean;
}

export function defineResource<Row extends { id: string }, Add extends z.ZodObject>(
  declaration: ResourceDeclaration<Row, Add>,
): ResourceDeclaration<Row, Add> {
  return declaration;
}

/** The button codes of a resource's intents (SPEC §6: buttons granted per role and menu). */
export const INTENT_BUTTONS = {
  create: "add",
  update: "update",
  delete: "delete",
  export: "export",
  import: "import",
  /** Reading a record's history needs only access to the screen. */
  history: null,
} as const;

export type Intent = keyof typeof INTENT_BUTTONS;

export function buttonCode(resource: Pick<ResourceDeclaration, "name">, button: string): string {
  return `${resource.name}:${button}`;
}

export const formFields = (resource: ResourceDeclaration) => Object.entries(resource.fields).filter(([, f]) => !f.readOnly);
export const filterFields = (resource: ResourceDeclaration) => Object.entries(resource.fields).filter(([, f]) => f.filter).map(([name]) => name);
export const exportFields = (resource: ResourceDeclaration) => Object.entries(resource.fields).filter(([, f]) => f.exported).map(([name]) => name);
