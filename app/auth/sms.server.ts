import { z } from "zod";
import { fields } from "#contract/auth";
import { validate } from "~/lib/form.server";
import { getSmsCaptcha, provider } from "~/provider/index.server";
import type { AuthActionData } from "~/ui/AuthForm";

const smsSchema = z.object({ tenantCode: fields.tenantCode, mobile: fields.mobile });

/** The `sendSms` intent of the login and register forms: validate, ask the provider, say so. */
export async function sendSmsCode(values: Record<string, string>, kept: Record<string, string>): Promise<AuthActionData> {
  const parsed = validate(smsSchema, values);
  if (!parsed.ok) return { intent: "sendSms", values: kept, fieldErrors: parsed.fieldErrors };
  await getSmsCaptcha(provider(), parsed.data);
  const to = parsed.data.mobile;
  return { intent: "sendSms", values: kept, smsSentTo: to, notice: { key: "auth.codeSent", values: { to } } };
}
