import { describe, expect, it } from "vitest";
import { formMessages, formSchemaSchema } from "#contract/dev/form";
import { resourceMessages } from "#contract/admin/resource";
import { blankLine, browserErrors, readFormValues, startingValues, takesFiles } from "./values";

const design = formSchemaSchema.parse({
  fields: [
    { id: "hs", name: "hsCode", type: "text", required: true, pattern: "[0-9]{6}", label: { en: "HS code" } },
    { id: "doc", name: "licence", type: "upload", required: true, label: { en: "Licence" } },
    {
      id: "items",
      name: "items",
      type: "lines",
      minRows: 1,
      label: { en: "Items" },
      columns: [
        { id: "sku", name: "sku", type: "text", required: true, label: { en: "SKU" } },
        { id: "unit", name: "unit", type: "select", dictType: "unit", defaultValue: "PCS", label: { en: "Unit" } },
        { id: "ok", name: "ok", type: "switch", label: { en: "Checked" } },
      ],
    },
  ],
});
const options = { unit: [{ value: "PCS", label: "Pieces" }] };

describe("a rendered form's values", () => {
  it("travel as one JSON input and read back, anything else reading as no values", () => {
    const data = new FormData();
    data.set("values", JSON.stringify({ items: [{ sku: "A" }] }));
    expect(readFormValues(data)).toEqual({ items: [{ sku: "A" }] });
    data.set("task.values", "[1]");
    expect(readFormValues(data, "task.")).toEqual({});
    data.set("values", "{broken");
    expect(readFormValues(data)).toEqual({});
  });

  it("start from the design's defaults with a sub-table's minimum of lines, under the given values", () => {
    expect(startingValues(design)).toEqual({ hsCode: "", licence: "", items: [{ sku: "", unit: "PCS", ok: false }] });
    expect(startingValues(design, { hsCode: "123456" }).hsCode).toBe("123456");
    expect(blankLine(design.fields[2])).toEqual({ sku: "", unit: "PCS", ok: false });
    expect(takesFiles(design)).toBe(true);
  });

  it("are checked in the browser with the design's rules, a cell's error at its path, a chosen file counting as given", () => {
    const values = { hsCode: "12", licence: "", items: [{ sku: "", unit: "KG", ok: false }] };
    expect(browserErrors(design, options, values, new Set())).toEqual({
      hsCode: formMessages.patternMismatch,
      licence: resourceMessages.required,
      "items.0.sku": resourceMessages.required,
      "items.0.unit": formMessages.notAnOption,
    });
    expect(browserErrors(design, options, { hsCode: "123456", items: [{ sku: "A", unit: "PCS" }] }, new Set(["licence"]))).toEqual({});
  });
});
