import { z } from "zod";
import { resourceMessages as m } from "../admin/resource";

/**
 * The code generator (SPEC §3 generator: serviceName, packageName, entityName, tableName, fields,
 * template type and item), served by the provider's generator service under `/api/generator`
 * (PROVIDER-API.md). An entity definition in, this product's own files for a CRUD screen out.
 */
export const GENERATOR_MOUNT = "/api/generator";

/** The kinds of field a generated screen knows, each with its column, rule and input. */
export const GENERATOR_FIELD_TYPES = ["text", "textarea", "integer", "decimal", "date", "boolean", "enum"] as const;
export type GeneratorFieldType = (typeof GENERATOR_FIELD_TYPES)[number];

/** The generator's refusals, in the provider's English (the screens word them). */
export const generatorMessages = {
  identifier: "letters and digits only, starting with a letter",
  reservedField: "this name is kept for the record's own columns",
  duplicateField: "two fields cannot share a name",
  optionsNeeded: "an enum field needs at least one option",
  optionShape: "options are letters and digits, starting with a lower-case letter",
  badPattern: "the pattern is not a valid regular expression",
  exampleNeeded: "a field with a pattern needs an example that matches it",
  exampleMismatch: "the example does not match the pattern",
  unknownTemplate: "no such template in this set",
  unknownVersion: "this version of the template does not exist",
  templateBroken: "the template cannot be read: check its tags",
  unknownTable: "no such table in the database",
} as const;

/** Columns every generated table has; a field may not take their names. */
export const RESERVED_FIELDS = ["id", "tenantCode", "createTime", "updateTime"] as const;

const camel = z.string().trim().regex(/^[a-z][A-Za-z0-9]{0,39}$/, generatorMessages.identifier);
const label = (max: number) => z.string().trim().min(1, m.required).max(max, m.tooLong);

export const generatorFieldSchema = z
  .object({
    name: camel.refine((name) => !(RESERVED_FIELDS as readonly string[]).includes(name), generatorMessages.reservedField),
    type: z.enum(GENERATOR_FIELD_TYPES),
    labelEn: label(64),
    labelZh: label(64),
    labelTw: label(64),
    required: z.boolean().default(false),
    /** Text's longest length (characters); 255 for text and 2000 for a textarea when unset. */
    maxLength: z.number().int().min(1).max(4000).nullish(),
    /** A rule the text must match, with an example that does (the generated test writes it). */
    pattern: z.string().max(200).nullish(),
    example: z.string().max(200).nullish(),
    /** An enum's values (stored as written) with their wording in each language. */
    options: z
      .array(z.object({ value: z.string().regex(/^[a-z][A-Za-z0-9]{0,31}$/, generatorMessages.optionShape), labelEn: label(64), labelZh: label(64), labelTw: label(64) }))
      .max(20)
      .default([]),
    listed: z.boolean().default(true),
    filtered: z.boolean().default(false),
    exported: z.boolean().default(true),
    sortable: z.boolean().default(false),
  })
  .superRefine((field, ctx) => {
    if (new Set(field.options.map((o) => o.value)).size < field.options.length) ctx.addIssue({ code: "custom", path: ["options"], message: generatorMessages.duplicateField });
    if (field.type === "enum" && field.options.length === 0) ctx.addIssue({ code: "custom", path: ["options"], message: generatorMessages.optionsNeeded });
    if (!field.pattern) return;
    let rule: RegExp;
    try {
      rule = new RegExp(`^(?:${field.pattern})$`);
    } catch {
      ctx.addIssue({ code: "custom", path: ["pattern"], message: generatorMessages.badPattern });
      return;
    }
    if (!field.example) ctx.addIssue({ code: "custom", path: ["example"], message: generatorMessages.exampleNeeded });
    else if (!rule.test(field.example)) ctx.addIssue({ code: "custom", path: ["example"], message: generatorMessages.exampleMismatch });
  });
export type GeneratorField = z.infer<typeof generatorFieldSchema>;

export const entityDefinitionSchema = z
  .object({
    /** The provider service the calls live under: `/api/<serviceName>/<entity>/…`. */
    serviceName: z.string().trim().regex(/^[a-z][a-z0-9]{1,30}$/, generatorMessages.identifier),
    /** The contract folder the schema file goes to (`contract/<packageName>/`). */
    packageName: z.string().trim().regex(/^[a-z][a-z0-9]{1,30}$/, generatorMessages.identifier),
    /** The entity, PascalCase: `CarrierContract` → `queryCarrierContract`. */
    entityName: z.string().trim().regex(/^[A-Z][A-Za-z0-9]{1,39}$/, generatorMessages.identifier),
    tableName: z.string().trim().regex(/^[a-z][a-z0-9_]{1,62}$/, generatorMessages.identifier),
    titleEn: label(64),
    titleZh: label(64),
    titleTw: label(64),
    /** Template type (the set) and the items of it to write; every item when empty. */
    templateSet: z.string().trim().min(1).max(32).default("product"),
    items: z.array(z.string().max(32)).max(20).default([]),
    fields: z.array(generatorFieldSchema).min(1, m.required).max(40),
  })
  .superRefine((entity, ctx) => {
    const seen = new Set<string>();
    entity.fields.forEach((field, index) => {
      if (seen.has(field.name)) ctx.addIssue({ code: "custom", path: ["fields", index, "name"], message: generatorMessages.duplicateField });
      seen.add(field.name);
    });
  });
export type EntityDefinition = z.infer<typeof entityDefinitionSchema>;
export type EntityDefinitionInput = z.input<typeof entityDefinitionSchema>;

/** One written file: where it goes in this product's tree, and its text. */
export const generatedFileSchema = z.object({ item: z.string(), path: z.string(), language: z.string(), content: z.string() });
export type GeneratedFile = z.infer<typeof generatedFileSchema>;

export const generatorPaths = {
  /** GET `?templateSet=`: the set's items, each with the tenant's latest version (0: the shipped text). */
  queryTemplate: `${GENERATOR_MOUNT}/template/queryTemplate`,
  /** GET `?templateSet=&item=`: the item's text now and its versions, newest first. */
  getTemplate: `${GENERATOR_MOUNT}/template/getTemplate`,
  /** POST `{ templateSet, item, content }`: the next version. */
  saveTemplate: `${GENERATOR_MOUNT}/template/saveTemplate`,
  /** POST `{ templateSet, item, version }`: an earlier version's text as the next version (0: the shipped text). */
  restoreTemplate: `${GENERATOR_MOUNT}/template/restoreTemplate`,
  /** POST an entity definition (and, for a template preview, `drafts` by item): the files it writes. */
  preview: `${GENERATOR_MOUNT}/code/previewCode`,
  /** POST an entity definition: the files as a zip. */
  download: `${GENERATOR_MOUNT}/code/downloadCode`,
  /** GET: the simulator database's tables a definition can be read from. */
  queryTable: `${GENERATOR_MOUNT}/table/queryTable`,
  /** GET `?tableName=`: the table's columns as an entity definition to finish. */
  readTable: `${GENERATOR_MOUNT}/table/readTable`,
} as const;

/** The template sets the generator ships. */
export const TEMPLATE_SETS = ["product"] as const;

export const templateItemSchema = z.object({
  item: z.string(),
  path: z.string(),
  language: z.string(),
  /** The tenant's latest version; 0 while the shipped text serves. */
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type TemplateItemRow = z.infer<typeof templateItemSchema>;

export const templateVersionSchema = z.object({
  version: z.number().int(),
  reason: z.enum(["save", "restore"]),
  restoredFrom: z.number().int().nullable(),
  createdBy: z.string(),
  createTime: z.string(),
});
export const templateDetailSchema = templateItemSchema.extend({ content: z.string(), shipped: z.string(), versions: z.array(templateVersionSchema) });
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

const itemKey = { templateSet: z.enum(TEMPLATE_SETS), item: z.string().trim().min(1).max(32) };
export const templateKeySchema = z.object(itemKey);
export const saveTemplateSchema = z.object({ ...itemKey, content: z.string().min(1, m.required).max(100_000, m.tooLong) });
export const restoreTemplateSchema = z.object({ ...itemKey, version: z.coerce.number().int().min(0) });
export const previewSchema = z.object({ definition: entityDefinitionSchema, drafts: z.record(z.string(), z.string().max(100_000)).default({}) });

export const tableColumnsSchema = z.object({ tableName: z.string().trim().regex(/^[a-z][a-z0-9_]{1,62}$/, generatorMessages.identifier) });
export const tableRowSchema = z.object({ tableName: z.string(), columns: z.number().int() });
