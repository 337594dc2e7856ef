import { z } from "zod";
import {
  entityDefinitionSchema,
  generatedFileSchema,
  generatorPaths as p,
  tableRowSchema,
  templateDetailSchema,
  templateItemSchema,
  type EntityDefinition,
} from "#contract/dev/generator";
import type { ProviderClient } from "./client.server";

type Call = { token: string; lang: string };

/** The code generator service's calls (contract/dev/generator.ts), each answer checked. */
export function generatorApi(client: ProviderClient, call: Call) {
  return {
    templates: (templateSet: string) => client.data({ ...call, method: "GET", path: p.queryTemplate, query: { templateSet }, schema: z.array(templateItemSchema) }),
    template: (templateSet: string, item: string) => client.data({ ...call, method: "GET", path: p.getTemplate, query: { templateSet, item }, schema: templateDetailSchema }),
    saveTemplate: (templateSet: string, item: string, content: string) => client.data({ ...call, method: "POST", path: p.saveTemplate, json: { templateSet, item, content }, schema: templateItemSchema }),
    restoreTemplate: (templateSet: string, item: string, version: number) =>
      client.data({ ...call, method: "POST", path: p.restoreTemplate, json: { templateSet, item, version }, schema: templateItemSchema }),
    preview: (definition: EntityDefinition, drafts: Record<string, string> = {}) =>
      client.data({ ...call, method: "POST", path: p.preview, json: { definition, drafts }, readOnly: true, schema: z.array(generatedFileSchema) }),
    download: (definition: EntityDefinition) => client.stream({ ...call, method: "POST", path: p.download, json: { definition }, readOnly: true }),
    tables: () => client.data({ ...call, method: "GET", path: p.queryTable, schema: z.array(tableRowSchema) }),
    readTable: (tableName: string) => client.data({ ...call, method: "GET", path: p.readTable, query: { tableName }, schema: entityDefinitionSchema }),
  };
}
export type GeneratorApi = ReturnType<typeof generatorApi>;
