import { z } from "zod";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { FORM_KEYS, WORKFLOW_SERVICE } from "./common";

/**
 * Process definitions (/processdefinition): one per deployed version of a model, read through
 * the kit's `queryDefinition` and exports (filters key, name, category, suspended "true"/"false",
 * latest "true" for each key's newest version only).
 */
export const definitionPaths = resourcePaths(WORKFLOW_SERVICE, "Definition");
/** `GET ?id=`: one definition with its BPMN XML. */
export const getDefinitionPath = `${definitionPaths.base}/getDefinition`;
/** `POST { id }`: instances start again and tasks complete again. Button processDefinition:status. */
export const activateDefinitionPath = `${definitionPaths.base}/activateDefinition`;
/** `POST { id }`: nothing starts from it and its tasks cannot be completed. Button processDefinition:status. */
export const suspendDefinitionPath = `${definitionPaths.base}/suspendDefinition`;
/** `GET`: `[{ value: key, label: name }]`, each key's newest active definition, for "start a process". */
export const definitionOptionsPath = `${definitionPaths.base}/queryDefinitionOptions`;

export const definitionIdSchema = z.object({ id: idSchema });

export const definitionSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  version: z.number().int(),
  category: z.string().nullish(),
  description: z.string().nullish(),
  modelId: z.string().nullish(),
  formKey: z.enum(FORM_KEYS),
  suspended: z.boolean(),
  /** Whether a newer version of the key exists (instances of this one still run on it). */
  latest: z.boolean(),
  deployTime: timeSchema,
  createTime: timeSchema,
});
export type Definition = z.infer<typeof definitionSchema>;
export const definitionDetailSchema = definitionSchema.extend({ xml: z.string() });
export type DefinitionDetail = z.infer<typeof definitionDetailSchema>;
export const DEFINITION_SORTABLE = ["createTime", "key", "version", "name"] as const;
