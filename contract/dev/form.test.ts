import { describe, expect, it } from "vitest";
import { formMessages, formSchemaSchema, formValuesSchema, initialValues, type FormFieldInput } from "./form";

const field = (over: Partial<FormFieldInput> & Pick<FormFieldInput, "type" | "name">): FormFieldInput => ({ id: over.name, label: { en: over.name }, ...over });
const design = (...fields: FormFieldInput[]) => formSchemaSchema.parse({ fields });
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.map(String).join("."), i.message]));

describe("a form's design", () => {
  it("refuses two fields of one name, a broken pattern, a select without dictionary and a sub-table without columns", () => {
    const read = formSchemaSchema.safeParse({
      fields: [
        field({ type: "text", name: "code", pattern: "([" }),
        field({ type: "text", name: "code", id: "other" }),
        field({ type: "select", name: "port" }),
        field({ type: "lines", name: "lines" }),
      ],
    });
    expect(messages(read)).toEqual({
      "fields.0.pattern": formMessages.badPattern,
      "fields.1.name": formMessages.duplicateName,
      "fields.2.dictType": formMessages.dictionaryNeeded,
      "fields.3.columns": formMessages.columnsNeeded,
    });
  });

  it("refuses reversed ranges and a default that breaks the field's rules", () => {
    const read = formSchemaSchema.safeParse({
      fields: [field({ type: "number", name: "qty", min: 10, max: 1 }), field({ type: "text", name: "hs", pattern: "\\d{6}", defaultValue: "abc" })],
    });
    expect(messages(read)).toEqual({ "fields.0.max": formMessages.rangeReversed, "fields.1.defaultValue": formMessages.defaultInvalid });
  });
});

describe("a filled-in form", () => {
  const form = design(
    field({ type: "text", name: "hsCode", required: true, pattern: "\\d{6,10}" }),
    field({ type: "number", name: "weight", min: 0, max: 1000, decimals: 2 }),
    field({ type: "select", name: "unit", dictType: "unit", required: true }),
    field({ type: "date", name: "shipped" }),
    field({ type: "switch", name: "dangerous" }),
    field({ type: "lines", name: "items", minRows: 1, columns: [{ id: "c1", type: "text", name: "sku", label: { en: "SKU" }, required: true }, { id: "c2", type: "number", name: "qty", label: { en: "Qty" }, min: 1 }] })
  );
  const values = formValuesSchema(form, { unit: ["kg", "pcs"] });

  it("reads good values, an empty optional as null and a switch's 'on' as true", () => {
    expect(values.parse({ hsCode: " 850440 ", weight: "12.5", unit: "kg", shipped: "", dangerous: "on", items: [{ sku: "A1", qty: "3" }] })).toEqual({
      hsCode: "850440",
      weight: 12.5,
      unit: "kg",
      shipped: null,
      dangerous: true,
      items: [{ sku: "A1", qty: 3 }],
    });
  });

  it("names each broken rule at its field, inside a sub-table at its line", () => {
    const read = values.safeParse({ hsCode: "", weight: "1.234", unit: "box", shipped: "2026-02-30", items: [{ sku: "", qty: "0" }] });
    expect(messages(read)).toEqual({
      hsCode: "this field is required",
      weight: formMessages.tooManyDecimals,
      unit: formMessages.notAnOption,
      shipped: formMessages.notADate,
      "items.0.sku": "this field is required",
      "items.0.qty": formMessages.tooSmall,
    });
    expect(messages(values.safeParse({ hsCode: "12", unit: "kg", items: [] }))).toEqual({ hsCode: formMessages.patternMismatch, items: formMessages.tooFewRows });
  });

  it("starts from each field's default and the sub-table's minimum of lines", () => {
    expect(initialValues(form)).toEqual({ hsCode: "", weight: "", unit: "", shipped: "", dangerous: false, items: [{ sku: "", qty: "" }] });
  });
});
