import type { z } from "zod";
import { fieldErrorsOf } from "#contract/messages";

/** The HTML input limits a field's rule implies, so the browser stops what the server would refuse. */
export interface InputConstraint {
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
}

/** Looks through optional, nullable, default and preprocess wrappers to the rule itself. */
function inner(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let current = schema as z.ZodType & { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType } };
  let optional = false;
  for (let i = 0; i < 8; i++) {
    const { type, innerType, out, in: input } = current.def;
    if (type === "optional" || type === "nullable" || type === "default") {
      if (type !== "default") optional = true;
      current = innerType as typeof current;
    } else if (type === "pipe" && out) {
      // A rule followed by a transform: the rule is what the input meets.
      current = ((out as typeof current).def.type === "transform" && input ? input : out) as typeof current;
    } else break;
  }
  return { schema: current, optional };
}

/** One object schema's constraints by field (epic-stack's getZodConstraint, for zod 4). */
export function constraintsOf<Shape extends z.ZodRawShape>(object: z.ZodObject<Shape>): Record<keyof Shape & string, InputConstraint> {
  const out = {} as Record<keyof Shape & string, InputConstraint>;
  for (const [name, field] of Object.entries(object.shape)) {
    const { schema, optional } = inner(field as z.ZodType);
    const rule = schema as unknown as { minLength?: number | null; maxLength?: number | null; minValue?: number | null; maxValue?: number | null };
    const c: InputConstraint = {};
    // Required: a field that must be there and that an empty input would fail (a minimum
    // length, an e-mail or a pattern alike), or a number.
    if (!optional && (schema.def.type === "string" || schema.def.type === "enum") && !schema.safeParse("").success) c.required = true;
    // A list that must name at least one (the jurisdictions of a classification order).
    if (!optional && schema.def.type === "array" && !schema.safeParse([]).success) c.required = true;
    if (!optional && schema.def.type === "number") c.required = true;
    if (rule.maxLength != null) c.maxLength = rule.maxLength;
    if (rule.minValue != null && Number.isFinite(rule.minValue)) c.min = rule.minValue;
    if (rule.maxValue != null && Number.isFinite(rule.maxValue)) c.max = rule.maxValue;
    out[name as keyof Shape & string] = c;
  }
  return out;
}

/**
 * The form's validation with the same schema the server parses (@mantine/form's `validate`):
 * the first issue of each field, as the provider's text that the `provider` namespace translates.
 */
export function zodValidate(schema: z.ZodType) {
  return (values: Record<string, unknown>): Record<string, string> => fieldErrorsOf(schema, values);
}
