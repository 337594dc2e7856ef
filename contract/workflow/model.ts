import { z } from "zod";
import { optionalText } from "../admin/fields";
import { resourcePaths, timeSchema } from "../admin/resource";
import { resourceMessages as r } from "../admin/resource";
import { idSchema } from "../envelope";
import { MAX_XML_LENGTH } from "./bpmn";
import { FORM_KEYS, processKeySchema, WORKFLOW_SERVICE } from "./common";
import { workflowMessages as m } from "./messages";

/**
 * Process models (/processmodel): the kit's `queryModel`, `addModel`, `updateModel`,
 * `deleteModel` and exports, guarded by the processModel buttons add, update, delete, export.
 * A new model gets a diagram holding a start event (bpmn.ts `newModelXml`).
 */
export const modelPaths = resourcePaths(WORKFLOW_SERVICE, "Model");
/** `GET ?id=`: one model with its BPMN XML, for the modeller. */
export const getModelPath = `${modelPaths.base}/getModel`;
/** `PUT { id, xml }`: the modeller's save; the model's version goes up by one. Button processModel:update. */
export const saveModelXmlPath = `${modelPaths.base}/saveModelXml`;
/** `POST { id }`: validates the diagram and deploys it as the next version of its key's definition. Button processModel:deploy. */
export const deployModelPath = `${modelPaths.base}/deployModel`;

const idList = z.array(idSchema).max(200).default([]);

export const addModelSchema = z.object({
  name: z.string().trim().min(1, r.required).max(64, r.tooLong),
  key: processKeySchema,
  category: optionalText(64),
  description: optionalText(512),
  orgId: z.preprocess((v) => (v === "" ? null : v), idSchema.nullish()),
  referableOrgIds: idList,
  referableUserIds: idList,
  formKey: z.enum(FORM_KEYS).default("none"),
});
export type AddModel = z.infer<typeof addModelSchema>;
export const updateModelSchema = addModelSchema.extend({ id: idSchema });

export const saveModelXmlSchema = z.object({ id: idSchema, xml: z.string().min(1, r.required).max(MAX_XML_LENGTH, m.xmlTooLarge) });
export const deployModelSchema = z.object({ id: idSchema });

export const modelSchema = z.object({
  id: idSchema,
  name: z.string(),
  key: z.string(),
  category: z.string().nullish(),
  description: z.string().nullish(),
  /** Goes up with every saved diagram. */
  version: z.number().int(),
  orgId: z.string().nullish(),
  orgName: z.string().nullish(),
  referableOrgIds: z.array(z.string()),
  referableUserIds: z.array(z.string()),
  formKey: z.enum(FORM_KEYS),
  /** The latest definition version deployed from this model, null before the first deploy. */
  deployedVersion: z.number().int().nullish(),
  deployTime: timeSchema,
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type Model = z.infer<typeof modelSchema>;
export const modelDetailSchema = modelSchema.extend({ xml: z.string() });
export type ModelDetail = z.infer<typeof modelDetailSchema>;
export const MODEL_SORTABLE = ["createTime", "updateTime", "name", "key"] as const;

/** `deployModel`'s answer: the definition it made. */
export const deployedSchema = z.object({ definitionId: idSchema, key: z.string(), version: z.number().int() });
export type Deployed = z.infer<typeof deployedSchema>;
