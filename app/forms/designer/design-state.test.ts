import { formSchemaSchema, type FormDesign } from "#contract/dev/form";
import { HISTORY_LIMIT, designerReducer, newField, nextSpan, startHistory, type DesignerAction, type DesignerHistory } from "./design-state";

const run = (actions: DesignerAction[], from: DesignerHistory = startHistory()) => actions.reduce(designerReducer, from);
const names = (history: DesignerHistory) => history.present.design.fields.map((field) => field.name);

describe("adding fields", () => {
  it("adds a field of each type at the end with a unique name, id and the type's defaults, and selects it", () => {
    const history = run([{ type: "add", fieldType: "text" }, { type: "add", fieldType: "text" }, { type: "add", fieldType: "lines" }]);
    expect(names(history)).toEqual(["text1", "text2", "lines1"]);
    const [text, , lines] = history.present.design.fields;
    expect(text).toMatchObject({ id: "text1", span: 6, required: false, label: { en: "Text 1", zh: "文本1", tw: "文字1" } });
    expect(lines.span).toBe(12);
    expect(lines.columns).toHaveLength(1);
    expect(lines.columns[0]).toMatchObject({ type: "text", name: "text1" });
    expect(history.present.selected).toBe("lines1");
  });

  it("adds at an index, and a new field never reuses a renamed field's name or id", () => {
    let history = run([{ type: "add", fieldType: "text" }, { type: "edit", id: "text1", patch: { name: "text2" } }]);
    history = run([{ type: "add", fieldType: "number" }, { type: "add", fieldType: "text", index: 0 }], history);
    expect(names(history)).toEqual(["text3", "text2", "number1"]);
    expect(new Set(history.present.design.fields.map((field) => field.id)).size).toBe(3);
  });

  it("makes a design the contract accepts once a select has its dictionary", () => {
    const history = run([
      { type: "add", fieldType: "text" },
      { type: "add", fieldType: "select" },
      { type: "add", fieldType: "lines" },
      { type: "edit", id: "select1", patch: { dictType: "sex" } },
    ]);
    expect(formSchemaSchema.safeParse(history.present.design).success).toBe(true);
  });

  it("builds a field on its own from a design", () => {
    const design: FormDesign = { fields: [newField("date", { fields: [] })] };
    expect(newField("date", design).name).toBe("date2");
  });
});

describe("changing fields", () => {
  const three = () => run([{ type: "add", fieldType: "text" }, { type: "add", fieldType: "number" }, { type: "add", fieldType: "date" }]);

  it("removes a field and selects its neighbour", () => {
    const history = run([{ type: "remove", id: "number1" }], three());
    expect(names(history)).toEqual(["text1", "date1"]);
    expect(history.present.selected).toBe("date1");
    expect(run([{ type: "remove", id: "date1" }], history).present.selected).toBe("text1");
  });

  it("duplicates a field after itself with a new name and id, columns included", () => {
    let history = run([{ type: "add", fieldType: "lines" }, { type: "addColumn", id: "lines1", columnType: "number" }]);
    history = run([{ type: "duplicate", id: "lines1" }], history);
    const [original, copy] = history.present.design.fields;
    expect(copy.name).toBe("lines2");
    expect(copy.id).not.toBe(original.id);
    expect(copy.columns.map((c) => c.name)).toEqual(original.columns.map((c) => c.name));
    const ids = history.present.design.fields.flatMap((f) => [f.id, ...f.columns.map((c) => c.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(history.present.selected).toBe(copy.id);
  });

  it("moves a field up, down and to an index; a move off either end changes nothing", () => {
    let history = run([{ type: "move", id: "date1", to: 1 }], three());
    expect(names(history)).toEqual(["text1", "date1", "number1"]);
    history = run([{ type: "move", id: "text1", to: 2 }], history);
    expect(names(history)).toEqual(["date1", "number1", "text1"]);
    expect(run([{ type: "move", id: "date1", to: -1 }], history)).toBe(history);
    expect(run([{ type: "move", id: "text1", to: 3 }], history)).toBe(history);
  });

  it("changes span, and steps through the grid's spans without passing either end", () => {
    const history = run([{ type: "span", id: "text1", span: 3 }], three());
    expect(history.present.design.fields[0].span).toBe(3);
    expect(nextSpan(6, 1)).toBe(8);
    expect(nextSpan(6, -1)).toBe(4);
    expect(nextSpan(12, 1)).toBe(12);
    expect(nextSpan(3, -1)).toBe(3);
  });

  it("changes any property", () => {
    const history = run([{ type: "edit", id: "text1", patch: { required: true, pattern: "[A-Z]{2}\\d+", maxLength: 20, label: { en: "Code", zh: "编码", tw: "編碼" } } }], three());
    expect(history.present.design.fields[0]).toMatchObject({ required: true, pattern: "[A-Z]{2}\\d+", maxLength: 20, label: { en: "Code" } });
  });

  it("adds, edits, moves and removes a sub-table's columns", () => {
    let history = run([{ type: "add", fieldType: "lines" }, { type: "addColumn", id: "lines1", columnType: "number" }, { type: "addColumn", id: "lines1" }]);
    const columns = () => history.present.design.fields[0].columns;
    expect(columns().map((c) => c.name)).toEqual(["text1", "number1", "text2"]);
    const [first, second] = columns();
    history = run([{ type: "editColumn", id: "lines1", columnId: second.id, patch: { min: 1, required: true } }], history);
    expect(columns()[1]).toMatchObject({ min: 1, required: true });
    history = run([{ type: "moveColumn", id: "lines1", columnId: first.id, to: 2 }], history);
    expect(columns().map((c) => c.name)).toEqual(["number1", "text2", "text1"]);
    history = run([{ type: "removeColumn", id: "lines1", columnId: second.id }], history);
    expect(columns().map((c) => c.name)).toEqual(["text2", "text1"]);
  });

  it("clears a column's default when its type changes", () => {
    let history = run([{ type: "add", fieldType: "lines" }]);
    const column = history.present.design.fields[0].columns[0];
    history = run([{ type: "editColumn", id: "lines1", columnId: column.id, patch: { defaultValue: "x" } }, { type: "editColumn", id: "lines1", columnId: column.id, patch: { type: "switch" } }], history);
    expect(history.present.design.fields[0].columns[0]).toMatchObject({ type: "switch", defaultValue: null });
  });

  it("gives columns only to a sub-table", () => {
    const history = three();
    expect(run([{ type: "addColumn", id: "text1" }], history)).toBe(history);
  });
});

describe("undo and redo", () => {
  it("takes back and replays each step, the selection with it", () => {
    let history = run([{ type: "add", fieldType: "text" }, { type: "add", fieldType: "number" }, { type: "move", id: "number1", to: 0 }]);
    history = run([{ type: "undo" }], history);
    expect(names(history)).toEqual(["text1", "number1"]);
    history = run([{ type: "undo" }, { type: "undo" }], history);
    expect(names(history)).toEqual([]);
    expect(run([{ type: "undo" }], history)).toBe(history);
    history = run([{ type: "redo" }, { type: "redo" }, { type: "redo" }], history);
    expect(names(history)).toEqual(["number1", "text1"]);
    expect(run([{ type: "redo" }], history)).toBe(history);
  });

  it("brings back a removed field", () => {
    const history = run([{ type: "add", fieldType: "text" }, { type: "remove", id: "text1" }, { type: "undo" }]);
    expect(names(history)).toEqual(["text1"]);
    expect(history.present.selected).toBe("text1");
  });

  it("drops the redo branch when a new step follows an undo", () => {
    let history = run([{ type: "add", fieldType: "text" }, { type: "add", fieldType: "number" }, { type: "undo" }]);
    expect(history.future).toHaveLength(1);
    history = run([{ type: "add", fieldType: "date" }], history);
    expect(history.future).toHaveLength(0);
    expect(run([{ type: "redo" }], history)).toBe(history);
    expect(names(history)).toEqual(["text1", "date1"]);
    expect(names(run([{ type: "undo" }, { type: "undo" }], history))).toEqual([]);
  });

  it("makes a burst of typing in one property one step, and another property or field a new one", () => {
    let history = run([{ type: "add", fieldType: "text" }, { type: "add", fieldType: "number" }]);
    const typed = ["e", "em", "ema", "email"].map((name): DesignerAction => ({ type: "edit", id: "text1", patch: { name } }));
    history = run([...typed, { type: "edit", id: "text1", patch: { help: "h" } }, { type: "edit", id: "text1", patch: { name: "emails" } }], history);
    expect(history.past).toHaveLength(5);
    history = run([{ type: "undo" }, { type: "undo" }], history);
    expect(history.present.design.fields[0]).toMatchObject({ name: "email", help: "" });
    expect(names(run([{ type: "undo" }], history))).toEqual(["text1", "number1"]);
  });

  it("starts a new step when the same property is typed again after another action", () => {
    let history = run([{ type: "add", fieldType: "text" }, { type: "edit", id: "text1", patch: { name: "a" } }, { type: "select", id: null }]);
    history = run([{ type: "edit", id: "text1", patch: { name: "ab" } }, { type: "undo" }], history);
    expect(names(history)).toEqual(["a"]);
  });

  it("does not count selecting as a step", () => {
    const history = run([{ type: "add", fieldType: "text" }, { type: "add", fieldType: "number" }, { type: "select", id: "text1" }]);
    expect(history.past).toHaveLength(2);
    expect(history.present.selected).toBe("text1");
  });

  it("keeps at most the last hundred steps", () => {
    let history = run([{ type: "add", fieldType: "number" }]);
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) history = run([{ type: "span", id: "number1", span: i % 2 ? 6 : 12 }], history);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});
