import type { FormDetail, FormField } from "#contract/dev/form";

/**
 * A form exported as this product's resource-kit declaration (app/resources/*.ts): the form's
 * fields become a zod schema and the kit's fields, ready for a screen of its own. A sub-table
 * cannot be one field of a record, so it is named in a comment, to be declared as a resource of its own.
 */

const camel = (key: string) => key.replace(/[-_]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/^[^a-z]+/, "") || "designedForm";
const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);
const literal = (value: unknown) => JSON.stringify(value);

const INPUTS: Record<Exclude<FormField["type"], "lines">, string> = {
  text: "text",
  textarea: "textarea",
  number: "number",
  select: "select",
  date: "date",
  switch: "switch",
  upload: "file",
};

/** A field's rule as zod source, from its design. */
function ruleOf(f: FormField): string {
  const optional = (rule: string) => (f.required ? rule : `${rule}.optional()`);
  switch (f.type) {
    case "number": {
      let rule = "z.coerce.number()";
      if (f.min !== null) rule += `.min(${f.min})`;
      if (f.max !== null) rule += `.max(${f.max})`;
      return optional(rule);
    }
    case "switch":
      return "z.boolean()";
    case "upload":
      return "attachmentUrlSchema";
    case "date":
      return optional("z.string().regex(/^\\d{4}-\\d{2}-\\d{2}$/)");
    default: {
      let rule = "z.string().trim()";
      if (f.required) rule += ".min(1)";
      else if (f.minLength) rule += `.min(${f.minLength})`;
      rule += `.max(${f.maxLength ?? (f.type === "textarea" ? 4000 : 255)})`;
      if (f.pattern) rule += `.regex(new RegExp(${literal(`^(?:${f.pattern})$`)}, "u"))`;
      return optional(rule);
    }
  }
}

/** A field's presentation as the kit's field spec source. */
function specOf(f: FormField): string {
  const parts = [`input: ${literal(INPUTS[f.type as keyof typeof INPUTS])}`];
  if (f.type === "select" && f.dictType) parts.push(`source: { dict: ${literal(f.dictType)} }`);
  if (f.type !== "textarea" && f.type !== "upload") parts.push("column: {}", "exported: true");
  if (f.type === "text") parts.push("filter: true");
  return `{ ${parts.join(", ")} }`;
}

export function exportDeclaration(form: FormDetail): { fileName: string; text: string } {
  const name = camel(form.key);
  const fields = form.schema.fields.filter((f) => f.type !== "lines");
  const subTables = form.schema.fields.filter((f) => f.type === "lines");
  const usesFiles = fields.some((f) => f.type === "upload");
  const lines = [
    `import { z } from "zod";`,
    `import { resourcePaths } from "#contract/admin/resource";`,
    ...(usesFiles ? [`import { attachmentUrlSchema } from "#contract/file";`] : []),
    `import { defineResource } from "~/resources/define";`,
    "",
    `/** ${form.name.replace(/\*\//g, "* /")}: the form "${form.key}" at version ${form.version}, exported from /generatorform. */`,
    `const ${name}Schema = z.object({`,
    ...fields.map((f) => `  ${f.name}: ${ruleOf(f)},`),
    `});`,
    "",
    ...subTables.map((f) => `// The sub-table "${f.name}" (${f.columns.map((c) => c.name).join(", ")}) is a resource of its own: declare it beside this one.`),
    `export const ${name} = defineResource({`,
    `  name: ${literal(name)},`,
    `  path: ${literal(`/${name}`)},`,
    `  paths: resourcePaths("business", ${literal(pascal(name))}),`,
    `  row: ${name}Schema.extend({ id: z.string() }),`,
    `  add: ${name}Schema,`,
    `  update: ${name}Schema.extend({ id: z.string() }),`,
    `  fields: {`,
    ...fields.map((f) => `    ${f.name}: ${specOf(f)},`),
    `  },`,
    `  sortable: [],`,
    `});`,
    "",
  ];
  return { fileName: `${name}.ts`, text: lines.join("\n") };
}
