import type { z } from "zod";
import { sysUrlMessages } from "#contract/admin/sysurl";
import { sysUserMessages } from "#contract/admin/sysuser";
import { hkMessages } from "#contract/hk/messages";
import { jobMessages } from "#contract/jobs/messages";
import { fieldErrorsOf, providerMessages } from "#contract/messages";
import { usaMessages } from "#contract/usa/messages";

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
  return result.success ? { ok: true, data: result.data } : { ok: false, fieldErrors: fieldErrorsOf(schema, values) };
}

/**
 * The provider's refusals that are about one field, with the fields they may be about (the
 * first a form holds wins): they are shown under that field rather than above the form. The one
 * table of them, so a form of any screen places them alike.
 */
const REFUSAL_FIELDS: Record<string, readonly string[]> = {
  [providerMessages.usernameTaken]: ["username"],
  [providerMessages.emailTaken]: ["email"],
  [providerMessages.mobileTaken]: ["mobile"],
  [providerMessages.emailInvalid]: ["email"],
  [providerMessages.mobileInvalid]: ["mobile"],
  [sysUserMessages.usernameTaken]: ["username"],
  [sysUserMessages.emailTaken]: ["email"],
  [sysUserMessages.mobileTaken]: ["mobile"],
  [sysUserMessages.emailInvalid]: ["email"],
  [sysUserMessages.mobileInvalid]: ["mobile"],
  [sysUserMessages.prefixInvalid]: ["prefix"],
  [sysUserMessages.orgNotFound]: ["orgId"],
  [sysUserMessages.roleNotFound]: ["roleIds"],
  [sysUserMessages.rolesRequired]: ["roleIds"],
  [sysUserMessages.postNotFound]: ["mainPostId", "partTimePostIds"],
  [sysUrlMessages.urlTaken]: ["url"],
  [jobMessages.appNameTaken]: ["appName"],
  [usaMessages.containerTaken]: ["containerNumber"],
  [usaMessages.customerUnknown]: ["customerId"],
  [usaMessages.partyUnknown]: ["partyId"],
  [usaMessages.countryUnknown]: ["countryCode"],
  [usaMessages.stateUnknown]: ["state"],
  [usaMessages.currencyUnknown]: ["currency"],
  [usaMessages.carrierUnknown]: ["carrierId"],
  [usaMessages.truckerUnknown]: ["truckerId"],
  [usaMessages.shipmentUnknown]: ["shipmentId"],
  [usaMessages.containerUnknown]: ["containerId"],
  [usaMessages.importerNeeded]: ["importerId"],
  [usaMessages.unLocodeUnknown]: ["unLocode"],
  [usaMessages.partyCodeTaken]: ["code"],
  [usaMessages.customerCodeTaken]: ["customerCode"],
  [usaMessages.scacTaken]: ["scac"],
  [hkMessages.brTaken]: ["brNumber"],
  [hkMessages.divisionUnknown]: ["divisionCode"],
  [hkMessages.addressUnknown]: ["defaultAddressId"],
  [hkMessages.unitUnknown]: ["unit"],
};

/** A provider's refusal as the field error of the form's field it is about, or null when it names none of them. */
export function refusalFieldErrors(message: string, fields: readonly string[]): FieldErrors | null {
  const field = REFUSAL_FIELDS[message]?.find((name) => fields.includes(name));
  return field ? { [field]: message } : null;
}

/** SPEC §9: form posts carry at most 1 MB; uploads (multipart) at most 10 MB. */
export const FORM_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024;

export type FormBodyCheck =
  | { ok: true; contentType: string; limit: number }
  | { ok: false; status: 400 | 415; message: string };

/**
 * What an action will accept, decided from the Content-Type alone: url-encoded forms and
 * multipart uploads with a boundary. A post with no type and no body is an empty form.
 */
export function formBodyType(contentType: string | undefined, emptyBody: boolean): FormBodyCheck {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (!type && emptyBody) return { ok: true, contentType: "application/x-www-form-urlencoded", limit: FORM_BODY_LIMIT };
  if (type === "application/x-www-form-urlencoded") return { ok: true, contentType: contentType!, limit: FORM_BODY_LIMIT };
  if (type === "multipart/form-data") {
    if (!/;\s*boundary=("?)[^";]+\1/i.test(contentType!)) {
      return { ok: false, status: 400, message: "Multipart body without a boundary" };
    }
    return { ok: true, contentType: contentType!, limit: UPLOAD_BODY_LIMIT };
  }
  return { ok: false, status: 415, message: "Send the form as application/x-www-form-urlencoded or multipart/form-data" };
}

/** A multipart body that cannot be read as a form is refused before any action sees it. */
export async function isReadableForm(contentType: string, body: Uint8Array): Promise<boolean> {
  if (!contentType.toLowerCase().startsWith("multipart/")) return true;
  try {
    await new Response(new Blob([new Uint8Array(body)]), { headers: { "Content-Type": contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}
