import {
  FIELD_SPANS,
  FORM_FIELDS_MAX,
  LINE_COLUMNS_MAX,
  formFieldSchema,
  lineColumnSchema,
  type FormDesign,
  type FormField,
  type FormFieldType,
  type LineColumn,
} from "#contract/dev/form";
import { moved } from "~/generator/definition";
import { NEW_FIELD_LABELS, NEW_FIELD_SPANS } from "./field-defaults";

/** What the designer draws: the design and the field whose properties are open. */
export interface DesignerState {
  design: FormDesign;
  selected: string | null;
}

/** The designer's state with its undo and redo stacks (newest last). */
export interface DesignerHistory {
  past: DesignerState[];
  present: DesignerState;
  future: DesignerState[];
  /** The field and property the last step edited: a further edit of the same one joins that step. */
  editing: string | null;
}

export type FieldSpan = (typeof FIELD_SPANS)[number];
export type ColumnType = LineColumn["type"];
/** The properties an edit may change (the id and the type of a field stay as added). */
export type FieldPatch = Partial<Omit<FormField, "id" | "type" | "columns">>;
export type ColumnPatch = Partial<Omit<LineColumn, "id">>;

export type DesignerAction =
  | { type: "add"; fieldType: FormFieldType; index?: number }
  | { type: "remove"; id: string }
  | { type: "duplicate"; id: string }
  | { type: "move"; id: string; to: number }
  | { type: "span"; id: string; span: FieldSpan }
  | { type: "edit"; id: string; patch: FieldPatch }
  | { type: "addColumn"; id: string; columnType?: ColumnType }
  | { type: "removeColumn"; id: string; columnId: string }
  | { type: "moveColumn"; id: string; columnId: string; to: number }
  | { type: "editColumn"; id: string; columnId: string; patch: ColumnPatch }
  | { type: "select"; id: string | null }
  | { type: "undo" }
  | { type: "redo" };

/** How many steps undo reaches back. */
export const HISTORY_LIMIT = 100;

export const startHistory = (design: FormDesign = { fields: [] }): DesignerHistory => ({
  past: [],
  present: { design, selected: design.fields[0]?.id ?? null },
  future: [],
  editing: null,
});

/** Every id in the design, the fields' and their columns'. */
function idsOf(design: FormDesign): Set<string> {
  return new Set(design.fields.flatMap((field) => [field.id, ...field.columns.map((column) => column.id)]));
}

/** `prefix` with the smallest number ≥ 1 that none of the taken sets holds. */
function fresh(prefix: string, ...taken: Set<string>[]): string {
  for (let n = 1; ; n += 1) if (!taken.some((set) => set.has(`${prefix}${n}`))) return `${prefix}${n}`;
}

const numberOf = (name: string) => name.match(/\d+$/)?.[0] ?? "";

function newColumn(columnType: ColumnType, ids: Set<string>, columns: readonly LineColumn[]): LineColumn {
  const name = fresh(columnType, new Set(columns.map((column) => column.name)));
  const id = fresh(`${columnType}c`, ids);
  const label = NEW_FIELD_LABELS[columnType];
  const n = numberOf(name);
  return lineColumnSchema.parse({ id, name, type: columnType, label: { en: `${label.en} ${n}`, zh: `${label.zh}${n}`, tw: `${label.tw}${n}` } });
}

/** A new field of a type with a name and id the design does not hold, and the type's defaults. */
export function newField(fieldType: FormFieldType, design: FormDesign): FormField {
  const ids = idsOf(design);
  const name = fresh(fieldType, ids, new Set(design.fields.map((field) => field.name)));
  const label = NEW_FIELD_LABELS[fieldType];
  const n = numberOf(name);
  const field = formFieldSchema.parse({
    id: name,
    name,
    type: fieldType,
    span: NEW_FIELD_SPANS[fieldType],
    label: { en: `${label.en} ${n}`, zh: `${label.zh}${n}`, tw: `${label.tw}${n}` },
  });
  if (fieldType === "lines") field.columns = [newColumn("text", ids.add(name), [])];
  return field;
}

/** The span one step wider (`+1`) or narrower (`-1`) than `span`, or `span` at either end. */
export function nextSpan(span: FieldSpan, step: 1 | -1): FieldSpan {
  const index = FIELD_SPANS.indexOf(span);
  return FIELD_SPANS[Math.min(FIELD_SPANS.length - 1, Math.max(0, index + step))];
}

const fieldAt = (design: FormDesign, id: string) => design.fields.findIndex((field) => field.id === id);

function withField(state: DesignerState, id: string, change: (field: FormField) => FormField): DesignerState {
  return { ...state, design: { ...state.design, fields: state.design.fields.map((field) => (field.id === id ? change(field) : field)) } };
}

const withColumns = (state: DesignerState, id: string, change: (columns: LineColumn[]) => LineColumn[]) =>
  withField(state, id, (field) => ({ ...field, columns: change(field.columns) }));

/** A design change on the present state, or the same state when the action does not apply. */
function changed(state: DesignerState, action: DesignerAction): DesignerState {
  const { design } = state;
  switch (action.type) {
    case "add": {
      if (design.fields.length >= FORM_FIELDS_MAX) return state;
      const field = newField(action.fieldType, design);
      const fields = [...design.fields];
      fields.splice(action.index ?? fields.length, 0, field);
      return { design: { ...design, fields }, selected: field.id };
    }
    case "remove": {
      const index = fieldAt(design, action.id);
      if (index < 0) return state;
      const fields = design.fields.filter((field) => field.id !== action.id);
      return { design: { ...design, fields }, selected: (fields[index] ?? fields[index - 1])?.id ?? null };
    }
    case "duplicate": {
      const index = fieldAt(design, action.id);
      if (index < 0 || design.fields.length >= FORM_FIELDS_MAX) return state;
      const original = design.fields[index];
      const ids = idsOf(design);
      const id = fresh(original.type, ids);
      const name = fresh(`${original.name.replace(/\d+$/, "")}`, new Set(design.fields.map((field) => field.name)));
      ids.add(id);
      const columns = original.columns.map((column) => {
        const copy = { ...column, id: fresh(`${column.type}c`, ids) };
        ids.add(copy.id);
        return copy;
      });
      const fields = [...design.fields];
      fields.splice(index + 1, 0, { ...original, id, name, columns });
      return { design: { ...design, fields }, selected: id };
    }
    case "move": {
      const index = fieldAt(design, action.id);
      if (index < 0 || action.to === index || action.to < 0 || action.to >= design.fields.length) return state;
      return { design: { ...design, fields: moved(design.fields, index, action.to) }, selected: action.id };
    }
    case "span":
      return withField(state, action.id, (field) => ({ ...field, span: action.span }));
    case "edit":
      return withField(state, action.id, (field) => ({ ...field, ...action.patch }));
    case "addColumn": {
      const field = design.fields[fieldAt(design, action.id)];
      if (!field || field.type !== "lines" || field.columns.length >= LINE_COLUMNS_MAX) return state;
      return withColumns(state, action.id, (columns) => [...columns, newColumn(action.columnType ?? "text", idsOf(design), columns)]);
    }
    case "removeColumn":
      return withColumns(state, action.id, (columns) => columns.filter((column) => column.id !== action.columnId));
    case "moveColumn":
      return withColumns(state, action.id, (columns) => moved(columns, columns.findIndex((column) => column.id === action.columnId), action.to));
    case "editColumn":
      return withColumns(state, action.id, (columns) =>
        columns.map((column) => {
          if (column.id !== action.columnId) return column;
          // Another type reads the default differently: it starts again empty.
          const retyped = action.patch.type !== undefined && action.patch.type !== column.type;
          return { ...column, ...action.patch, ...(retyped ? { defaultValue: null } : {}) };
        })
      );
    default:
      return state;
  }
}

/** Which property an edit changes, so that a burst of typing in it is one step of undo. */
function editKey(action: DesignerAction): string | null {
  if (action.type === "edit" || action.type === "editColumn") {
    const keys = Object.keys(action.patch).sort().join(",");
    return `${action.id}/${action.type === "editColumn" ? action.columnId : ""}/${keys}`;
  }
  return null;
}

/** The designer's reducer: every change of the design is a step that undo takes back. */
export function designerReducer(history: DesignerHistory, action: DesignerAction): DesignerHistory {
  const { past, present, future } = history;
  switch (action.type) {
    case "undo": {
      const previous = past.at(-1);
      if (!previous) return history;
      return { past: past.slice(0, -1), present: previous, future: [...future, present], editing: null };
    }
    case "redo": {
      const next = future.at(-1);
      if (!next) return history;
      return { past: [...past, present], present: next, future: future.slice(0, -1), editing: null };
    }
    case "select":
      return present.selected === action.id ? history : { ...history, present: { ...present, selected: action.id }, editing: null };
    default: {
      const next = changed(present, action);
      if (next === present) return history;
      const key = editKey(action);
      if (key !== null && key === history.editing) return { ...history, present: next };
      return { past: [...past, present].slice(-HISTORY_LIMIT), present: next, future: [], editing: key };
    }
  }
}
