import type { z } from "zod";
import type { ExportFormat, ResourcePaths } from "#contract/admin/resource";
import type { AttachmentKind } from "#contract/file";

/**
 * How a field is typed in the edit form; a `file` field holds an attachment's url (contract/file.ts),
 * a `rich-text` one HTML written in an editor (the provider keeps it sanitised, contract/rich-text.ts).
 */
export type InputKind = "text" | "textarea" | "number" | "select" | "multiselect" | "switch" | "tree-select" | "password" | "date" | "datetime" | "file" | "rich-text";

/**
 * Where a select's options come from when the screen loads: a dictionary type
 * (`queryDictByDictType`), another resource's records (its list, or its tree when `tree`), or
 * a call answering a plain array (`queryRoleNameCheckbox`), labelled by one of their fields.
 */
export type OptionSource =
  | { dict: string }
  | { paths: ResourcePaths; label: string; value?: string; tree?: boolean }
  /**
   * `detail`: fields shown after the label in brackets, so a picker finds the record by them too (a
   * user's username); `search`: fields a picker finds it by without showing them (mobile, e-mail).
   * `dependsOn`: another field of the form whose value narrows the options (a city's on its
   * province), sent under `param`; they load in the form as that value changes, not with the screen.
   */
  | { path: string; label: string; value?: string; detail?: readonly string[]; search?: readonly string[]; dependsOn?: string; param?: string };

/** One option of a select: a value and its label as shown, and other words a search finds it by. */
export interface Option {
  value: string;
  label: string;
  keywords?: string;
}

/** One field of a resource: everything the form, table, filters and exports need beyond its rule. */
export interface FieldSpec {
  input: InputKind;
  /** Static options of a select (values; labels under `resources.<name>.options.<field>.<value>`). */
  options?: readonly string[];
  /** Options loaded with the screen (dictionary or another resource); cells show their labels. */
  source?: OptionSource;
  /** Shown as a list column; `format` turns the value into text. */
  column?: {
    width?: number;
    /** `usd`: a dollar amount sent as a decimal string, shown as money; `amount`: one beside its currency column, grouped. */
    format?: "datetime" | "usd" | "amount";
    /** A select's values shown as coloured badges (a warning in red). */
    tone?: Readonly<Record<string, string>>;
    /** The cell links to the record's own page (a shipment's). */
    link?: (row: Record<string, unknown>) => string;
  };
  /** Offered in the query form (a text filter sent as the field's query parameter). */
  filter?: boolean;
  /** Exported and part of the import template. */
  exported?: boolean;
  /** Not part of the add/edit form (a stamp the provider sets). */
  readOnly?: boolean;
  /** Only in the add form (an initial password, a key that never changes). */
  createOnly?: boolean;
  /** The kinds of file a `file` field takes; all the provider keeps by default. */
  accept?: readonly AttachmentKind[];
  /**
   * In the form only while another field holds one of these values (a Hong Kong address's
   * district, a mainland one's division); a hidden field is sent blank.
   */
  shownWhen?: { field: string; is: readonly string[] };
  /** Marked required while shown: the contract requires it under that condition only (a continuous bond's amount). */
  requiredWhenShown?: boolean;
}

/**
 * A resource's own action beyond the kit's five (enable, reset password, approve, grant …):
 * a toolbar button guarded by `<name>:<button>`, and an intent of the same name that the
 * route's handler answers after the server checked the same button.
 */
export interface ActionSpec {
  intent: string;
  button: string;
  /** The records it acts on: exactly one checked, at least one, or none. */
  records: "one" | "some" | "none";
  /** Asks before running (with `kit.actions.<intent>.confirm` or the resource's own text). */
  confirm?: boolean;
  /** Also a button in each row's actions. */
  row?: boolean;
  /** Opens the route's own dialog (ResourceScreen `dialogs[intent]`) instead of submitting. */
  dialog?: boolean;
  color?: string;
}

/**
 * A record's state and where its flow lets each step leave from (the contract's table): each row
 * offers the kit's edit (`update`) and the resource's row actions only from the states named here.
 * A step the flow does not name is offered from every state.
 */
export interface RecordFlow {
  /** The field holding the state. */
  field: string;
  from: Readonly<Record<string, readonly string[]>>;
}

/** The states each step of a contract's step table leaves from, for a {@link RecordFlow}. */
export const stepsFrom = (rules: Readonly<Record<string, { from: readonly (string | null)[] }>>): Record<string, readonly string[]> =>
  Object.fromEntries(Object.entries(rules).map(([step, rule]) => [step, rule.from.filter((state): state is string => state !== null)]));

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
  /**
   * The menu whose buttons guard the writes, when the records are part of another screen (a
   * shipment's containers on /importClearance); the name by default.
   */
  menuCode?: string;
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
  /** The resource's own actions. */
  actions?: readonly ActionSpec[];
  /**
   * The field whose values the delete call sends, under the same query name
   * (`deleteSysRegion?regionCode=`); `id` by default.
   */
  deleteBy?: string;
  /** The list is a POST with paging and filters in a JSON body (`/userAuth/page`), not a GET. */
  listInBody?: boolean;
  /** The export formats the provider offers for it; all three by default. */
  exports?: readonly ExportFormat[];
  /**
   * Filters every list and export of the screen sends, under the user's own (a screen that
   * shows one kind of a shared entity: approved personal members among all requests).
   */
  query?: Readonly<Record<string, string>>;
  /** The record's states and the steps each allows: a row offers only what its state allows. */
  flow?: RecordFlow;
  /** The add form's starting values (a new API user's prices at the catalogue's). */
  addDefaults?: Readonly<Record<string, unknown>>;
  /** Leaves out the kit's buttons a screen does not offer (a read-only list has no add). */
  without?: readonly ("create" | "update" | "delete" | "history")[];
  /**
   * Other resources whose texts the screen needs besides its own (a message their contract
   * defines that its calls answer too); they ship with its loader data (decision 0003).
   */
  usesTextsOf?: readonly string[];
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

export function buttonCode(resource: Pick<ResourceDeclaration, "name" | "menuCode">, button: string): string {
  return `${resource.menuCode ?? resource.name}:${button}`;
}

export const formFields = (resource: ResourceDeclaration, editing = false) =>
  Object.entries(resource.fields).filter(([, f]) => !f.readOnly && !(editing && f.createOnly));

/** The button an intent needs: the kit's own, or the resource's action's; undefined for no such intent. */
export function intentButton(resource: Pick<ResourceDeclaration, "actions" | "without">, intent: string): string | null | undefined {
  if (resource.without?.includes(intent as never)) return undefined;
  if (Object.hasOwn(INTENT_BUTTONS, intent)) return INTENT_BUTTONS[intent as Intent];
  return resource.actions?.find((action) => action.intent === intent)?.button;
}
/** Whether a field's options hang on another field's value. */
export const isDependent = (spec: FieldSpec): boolean => Boolean(spec.source && "dependsOn" in spec.source && spec.source.dependsOn);

/** The fields whose options hang on this one's value, and theirs in turn (province → city → county). */
export function dependentFields(resource: Pick<ResourceDeclaration, "fields">, field: string): string[] {
  return Object.entries(resource.fields)
    .filter(([, spec]) => spec.source && "dependsOn" in spec.source && spec.source.dependsOn === field)
    .flatMap(([name]) => [name, ...dependentFields(resource, name)]);
}

export const filterFields = (resource: ResourceDeclaration) => Object.entries(resource.fields).filter(([, f]) => f.filter).map(([name]) => name);
export const exportFields = (resource: ResourceDeclaration) => Object.entries(resource.fields).filter(([, f]) => f.exported).map(([name]) => name);
export const fileFields = (resource: ResourceDeclaration) => Object.entries(resource.fields).filter(([, f]) => f.input === "file");

/** The form parts of a `file` field besides its kept url: the chosen file, and the box that clears it. */
export const attachmentParts = (field: string) => ({ file: `${field}__file`, remove: `${field}__remove` });

/**
 * Whether a list's rows can be checked: only where something acts on checked rows (a delete, the
 * history, an action on one or some records). A read-only list (an audit log, a message history)
 * shows no checkboxes that would lead nowhere.
 */
export const rowsCheckable = (resource: Pick<ResourceDeclaration, "actions" | "without">): boolean =>
  !resource.without?.includes("delete") || !resource.without?.includes("history") || (resource.actions ?? []).some((action) => action.records !== "none");

/** Whether a row's state allows an intent: always, unless the resource's flow names it and the row is in none of its states. */
export function rowAllows(resource: Pick<ResourceDeclaration, "flow">, intent: string, row: Record<string, unknown>): boolean {
  const from = resource.flow?.from[intent];
  return from === undefined || from.includes(String(row[resource.flow!.field]));
}
