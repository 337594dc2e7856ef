import type { z } from "zod";

/** The honeypot field public forms carry; people never see it, bots fill it in. */
export const HONEYPOT_FIELD = "website";

export type FieldErrors = Record<string, string>;

/** Form values as strings (files and repeated keys are not used by these forms). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

export function isSpam(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}

/**
 * Server-side validation with the contract's schema. Field errors are the contract's
 * provider texts, which the form translates through the `provider` namespace.
 */
export function validate<S extends z.ZodTypeAny>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; data: z.infer<S> } | { ok: false; fieldErrors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
