import { z } from "zod";
import { workflowMessages as m } from "./messages";

/** The workflow service's resources, under `/api/activiti/<resource>/` (decision 0027). */
export const WORKFLOW_SERVICE = "activiti";

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_VARIABLES = 50;

/** A process variable: text (up to 512), a finite number, or true/false. */
export const variableValueSchema = z.union([z.string().max(512, m.variablesShape), z.number().finite(), z.boolean()], { error: m.variablesShape });

/** An instance's variables, set at its start and by completed tasks. */
export const variablesSchema = z
  .record(z.string().regex(VARIABLE_NAME, m.variablesShape), variableValueSchema, { error: m.variablesShape })
  .refine((v) => Object.keys(v).length <= MAX_VARIABLES, m.variablesShape);
export type ProcessVariables = z.infer<typeof variablesSchema>;

/** The comment every step of a task may carry; `required` for the steps that must say why. */
export const commentSchema = z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(512, m.commentTooLong).optional());
export const requiredCommentSchema = z.string({ error: m.commentRequired }).trim().min(1, m.commentRequired).max(512, m.commentTooLong);

/** A model's, a definition's and an instance's process key: the BPMN process id. */
export const processKeySchema = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, m.modelKeyShape);

/**
 * The start forms a model can name as its "used form": the screen shows its fields, the
 * provider checks the variables against it on start. `none` takes free variables.
 */
export const FORM_KEYS = ["none", "leave"] as const;
export type FormKey = (typeof FORM_KEYS)[number];
