import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { formSchemaSchema, type FormDetail } from "#contract/dev/form";
import { projectRoot } from "../../db/project-root";
import { exportDeclaration } from "./declaration";

const FORM: FormDetail = {
  id: "1",
  key: "cargo-inspection",
  name: "Cargo inspection */ request",
  description: "",
  version: 3,
  fieldCount: 8,
  submissions: 0,
  updatedBy: "admin",
  updateTime: "2026-01-01T00:00:00.000Z",
  versions: [],
  schema: formSchemaSchema.parse({
    fields: [
      { id: "a", name: "hsCode", type: "text", required: true, pattern: "[0-9]{6}(\"x\")?", label: { en: "HS" } },
      { id: "b", name: "remarks", type: "textarea", maxLength: 500, label: { en: "Remarks" } },
      { id: "c", name: "weight", type: "number", min: 0, max: 99, label: { en: "Weight" } },
      { id: "d", name: "unit", type: "select", dictType: "unit", required: true, label: { en: "Unit" } },
      { id: "e", name: "day", type: "date", label: { en: "Day" } },
      { id: "f", name: "urgent", type: "switch", label: { en: "Urgent" } },
      { id: "g", name: "licence", type: "upload", label: { en: "Licence" } },
      { id: "h", name: "items", type: "lines", label: { en: "Items" }, columns: [{ id: "s", name: "sku", type: "text", label: { en: "SKU" } }] },
    ],
  }),
};

/** Type-checks one source file placed in app/forms (in memory only) against the product's own types. */
function diagnosticsOf(text: string): string[] {
  const root = projectRoot();
  const config = ts.getParsedCommandLineOfConfigFile(join(root, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const file = join(root, "app/forms/exported-form.ts");
  const host = ts.createCompilerHost(config.options);
  const read = host.readFile.bind(host);
  const source = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === file ? text : read(name));
  host.fileExists = (name) => name === file || ts.sys.fileExists(name);
  host.getSourceFile = (name, version) => (name === file ? ts.createSourceFile(name, text, version) : source(name, version));
  const program = ts.createProgram({ rootNames: [file], options: { ...config.options, noEmit: true, types: [] }, host });
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("a form exported as a resource declaration", () => {
  it("declares every field with the kit's input and rule, and names a sub-table for a resource of its own", () => {
    const { fileName, text } = exportDeclaration(FORM);
    expect(fileName).toBe("cargoInspection.ts");
    expect(text).toContain(`export const cargoInspection = defineResource({`);
    expect(text).toContain(`unit: { input: "select", source: { dict: "unit" }, column: {}, exported: true },`);
    expect(text).toContain(`licence: { input: "file" },`);
    expect(text).toContain(`// The sub-table "items" (sku)`);
    // A name cannot end the doc comment early.
    expect(text).toContain("Cargo inspection * / request");
  });

  it("type-checks against the kit's types", () => {
    const { text } = exportDeclaration(FORM);
    expect(diagnosticsOf(text)).toEqual([]);
    // The check does read the kit: an input it does not know is an error.
    expect(diagnosticsOf(text.replace(`input: "select"`, `input: "dropdown"`))).not.toEqual([]);
  }, 60_000);
});
