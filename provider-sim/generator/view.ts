import type { EntityDefinition, GeneratorField } from "../../contract/dev/generator";

/**
 * What the templates read: the definition with every name and expression worked out here, so
 * the templates stay logic-less (Mustache) and a tenant's edited template can never run code.
 * Words (labels, titles) arrive as TypeScript string literals, quotes included, so no wording
 * can break out of its string.
 */
export interface FieldView {
  name: string;
  type: string;
  /** The column's SQL name. */
  column: string;
  labelEn: string;
  labelZh: string;
  labelTw: string;
  required: boolean;
  /** The contract's rule, a zod expression. */
  zod: string;
  /** The drizzle column builder. */
  drizzle: string;
  /** The kit's input kind. */
  input: string;
  listed: boolean;
  filtered: boolean;
  exported: boolean;
  sortable: boolean;
  /** Filter match: `contains` for text, `equals` for the rest. */
  match: string;
  columnWidth: number;
  isEnum: boolean;
  /** An enum's values as a TypeScript tuple literal, and each with its three wordings. */
  optionsTuple: string;
  options: { value: string; en: string; zh: string; tw: string; last: boolean }[];
  /** A valid value for the generated test, as a TypeScript literal. */
  sample: string;
  /** The journey's step that fills the field in the add form (required fields only; empty otherwise). */
  fill: string;
  /** The export column's value kind as a property (`, kind: "boolean"`), empty for plain text. */
  exportKind: string;
  last: boolean;
}

export interface EntityView {
  serviceName: string;
  packageName: string;
  entityName: string;
  /** `carrierContract`: the screen, menu code and resource name. */
  screenName: string;
  /** `carrier-contract`: file names. */
  fileName: string;
  tableName: string;
  /** The drizzle table's variable: `carrierContracts`. */
  tableVar: string;
  titleEn: string;
  titleZh: string;
  titleTw: string;
  fields: FieldView[];
  listedFields: FieldView[];
  filteredFields: FieldView[];
  exportedFields: FieldView[];
  sortableFields: FieldView[];
  enumFields: FieldView[];
  /** The first text field, or the first field: the one the list is ordered and searched by. */
  keyField: FieldView;
  /** Contract helpers the schema file imports. */
  contractImports: { fields: string; common: string };
  drizzleImports: string;
  /** The journey's route. */
  path: string;
  /** Whether the journey picks an option (imports `choose`). */
  usesChoose: boolean;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const kebab = (name: string) => name.replace(/[A-Z]/g, (c, i: number) => `${i ? "-" : ""}${c.toLowerCase()}`);
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const plural = (name: string) => (/(s|x|ch|sh)$/.test(name) ? `${name}es` : /[^aeiou]y$/.test(name) ? `${name.slice(0, -1)}ies` : `${name}s`);
const literal = (value: string) => JSON.stringify(value);
/** A pattern as a regular-expression literal anchored at both ends. */
const ruleLiteral = (pattern: string) => `/^(?:${pattern.replace(/\//g, "\\/")})$/`;

function textLength(field: GeneratorField): number {
  return field.maxLength ?? (field.type === "textarea" ? 2000 : 255);
}

function zodOf(field: GeneratorField): string {
  const max = textLength(field);
  switch (field.type) {
    case "text":
    case "textarea":
      if (field.pattern) return field.required ? `requiredText(${max}).regex(${ruleLiteral(field.pattern)})` : `optionalMatching(${max}, ${ruleLiteral(field.pattern)})`;
      return field.required ? `requiredText(${max})` : `optionalText(${max})`;
    case "integer":
      return field.required ? "requiredInteger" : "optionalInteger";
    case "decimal":
      return field.required ? "requiredText(22).regex(DECIMAL_TEXT)" : "optionalMatching(22, DECIMAL_TEXT)";
    case "date":
      return field.required ? "requiredDate" : "optionalDate";
    case "boolean":
      return "flagSchema";
    case "enum": {
      const values = `[${field.options.map((o) => literal(o.value)).join(", ")}] as const`;
      return field.required ? `z.enum(${values})` : `optionalChoice(${values})`;
    }
  }
}

function drizzleOf(field: GeneratorField): string {
  const notNull = field.required ? ".notNull()" : "";
  switch (field.type) {
    case "integer":
      return `integer()${notNull}`;
    case "boolean":
      return "integer({ mode: \"boolean\" }).notNull().default(false)";
    case "enum":
      return `text({ enum: [${field.options.map((o) => literal(o.value)).join(", ")}] })${notNull}`;
    default:
      return `text()${notNull}`;
  }
}

const INPUTS: Record<GeneratorField["type"], string> = { text: "text", textarea: "textarea", integer: "number", decimal: "text", date: "date", boolean: "switch", enum: "select" };
const WIDTHS: Record<GeneratorField["type"], number> = { text: 160, textarea: 240, integer: 100, decimal: 120, date: 120, boolean: 90, enum: 120 };

function sampleOf(field: GeneratorField): string {
  switch (field.type) {
    case "text":
    case "textarea":
      return literal(field.example ?? `Sample ${field.name}`.slice(0, textLength(field)));
    case "integer":
      return "42";
    case "decimal":
      return literal("1234.50");
    case "date":
      return literal("2026-01-31");
    case "boolean":
      return "true";
    case "enum":
      return literal(field.options[0].value);
  }
}

function exportKindOf(field: GeneratorField): string {
  if (field.type === "boolean") return `, kind: "boolean"`;
  if (field.type !== "enum") return "";
  const labels = field.options.map((o) => `${literal(o.value)}: { en: ${literal(o.labelEn)}, zh: ${literal(o.labelZh)}, tw: ${literal(o.labelTw)} }`).join(", ");
  return `, kind: { labels: { ${labels} } }`;
}

function fillOf(field: GeneratorField): string {
  if (!field.required || field.type === "boolean") return "";
  if (field.type === "enum") return `await choose(form, page, ${literal(field.labelEn)}, ${literal(field.options[0].labelEn)});`;
  const sample = sampleOf(field);
  return `await field(form, ${literal(field.labelEn)}).fill(${sample.startsWith('"') ? sample : literal(sample)});`;
}

function fieldView(field: GeneratorField, last: boolean): FieldView {
  return {
    name: field.name,
    type: field.type,
    column: snake(field.name),
    labelEn: literal(field.labelEn),
    labelZh: literal(field.labelZh),
    labelTw: literal(field.labelTw),
    required: field.required,
    zod: zodOf(field),
    drizzle: drizzleOf(field),
    input: INPUTS[field.type],
    listed: field.listed,
    filtered: field.filtered,
    exported: field.exported,
    sortable: field.sortable,
    match: field.type === "text" || field.type === "textarea" ? "contains" : "equals",
    columnWidth: WIDTHS[field.type],
    isEnum: field.type === "enum",
    optionsTuple: `[${field.options.map((o) => literal(o.value)).join(", ")}] as const`,
    options: field.options.map((o, i) => ({ value: o.value, en: literal(o.labelEn), zh: literal(o.labelZh), tw: literal(o.labelTw), last: i === field.options.length - 1 })),
    sample: sampleOf(field),
    exportKind: exportKindOf(field),
    fill: fillOf(field),
    last,
  };
}

/** Marks the last of a list, for the templates' separators. */
const withLast = (fields: FieldView[]) => fields.map((f, i) => ({ ...f, last: i === fields.length - 1 }));

export function entityView(entity: EntityDefinition): EntityView {
  const fields = entity.fields.map((field, i) => fieldView(field, i === entity.fields.length - 1));
  const uses = (pattern: RegExp) => fields.some((f) => pattern.test(f.zod));
  const fieldHelpers = [
    uses(/\boptionalText\(/) && "optionalText",
    uses(/\boptionalMatching\(/) && "optionalMatching",
    uses(/\brequiredInteger\b/) && "requiredInteger",
    uses(/\boptionalInteger\b/) && "optionalInteger",
    uses(/\bDECIMAL_TEXT\b/) && "DECIMAL_TEXT",
    uses(/\brequiredDate\b/) && "requiredDate",
    uses(/\boptionalDate\b/) && "optionalDate",
    uses(/\boptionalChoice\(/) && "optionalChoice",
  ].filter(Boolean);
  const commonHelpers = [uses(/\brequiredText\(/) && "requiredText", uses(/\bflagSchema\b/) && "flagSchema"].filter(Boolean);
  const drizzle = ["sqliteTable", "text", "index", fields.some((f) => f.drizzle.startsWith("integer")) && "integer"].filter(Boolean);
  const screenName = lowerFirst(entity.entityName);
  return {
    serviceName: entity.serviceName,
    packageName: entity.packageName,
    entityName: entity.entityName,
    screenName,
    fileName: kebab(entity.entityName),
    tableName: entity.tableName,
    tableVar: plural(screenName),
    titleEn: literal(entity.titleEn),
    titleZh: literal(entity.titleZh),
    titleTw: literal(entity.titleTw),
    fields,
    listedFields: withLast(fields.filter((f) => f.listed)),
    filteredFields: withLast(fields.filter((f) => f.filtered)),
    exportedFields: withLast(fields.filter((f) => f.exported)),
    sortableFields: withLast(fields.filter((f) => f.sortable)),
    enumFields: withLast(fields.filter((f) => f.isEnum)),
    keyField: fields.find((f) => f.type === "text") ?? fields[0],
    contractImports: { fields: fieldHelpers.join(", "), common: commonHelpers.join(", ") },
    drizzleImports: drizzle.join(", "),
    path: `/${screenName}`,
    usesChoose: fields.some((f) => f.fill.includes("choose(")),
  };
}
