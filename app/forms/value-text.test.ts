import { describe, expect, it } from "vitest";
import { valueText } from "./value-text";

const words = { yes: "Yes", no: "No", empty: "—" };
const options = { unit: [{ value: "PCS", label: "Pieces" }] };

describe("valueText", () => {
  it("reads a select by its option's name, a switch kept as a boolean or as text, and an empty value as the empty word", () => {
    expect(valueText({ type: "select", dictType: "unit" }, "PCS", options, words)).toBe("Pieces");
    expect(valueText({ type: "select", dictType: "unit" }, "BOX", options, words)).toBe("BOX");
    expect([true, "true", false, "false"].map((v) => valueText({ type: "switch", dictType: null }, v, options, words))).toEqual(["Yes", "Yes", "No", "No"]);
    expect([null, undefined, ""].map((v) => valueText({ type: "text", dictType: null }, v, options, words))).toEqual(["—", "—", "—"]);
    expect(valueText({ type: "number", dictType: null }, 12.5, options, words)).toBe("12.5");
  });
});
