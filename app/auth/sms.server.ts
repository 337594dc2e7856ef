import { z } from "zod";
import { fields } from "#contract/auth";
import { SMS_RESEND_SECONDS } from "~/lib/constants";
import { validate } from "~/lib/form.server";
import { getSmsCaptcha, provider } from "~/provider/index.server";
import type { AuthActionData } from "~/ui/AuthForm";
import { sharedState } from "~/shared-state.server";
import { isTooManyRequests } from "./messages.server";

const smsSchema = z.object({ tenantCode: fields.tenantCode, mobile: fields.mobile });

/**
 * When this app last had a code sent to each tenant and mobile, kept for every app process of the
 * machine alike (of every machine, with REDIS_URL). The provider refuses another within SMS_RESEND_SECONDS (SPEC §7 getSmsCaptcha)
 * but does not say how long is left, so the wait is worked out from our own sends.
 */
async function secondsLeft(key: string, now: number): Promise<number> {
  const at = await sharedState().get(key);
  return at === undefined ? 0 : Math.max(0, SMS_RESEND_SECONDS - Math.floor((now - at) / 1_000));
}

function remember(key: string, now: number): Promise<void> {
  return sharedState().set(key, now, SMS_RESEND_SECONDS * 1_000);
}

/** The `sendSms` intent of the login and register forms: validate, ask the provider, say so. */
export async function sendSmsCode(values: Record<string, string>, kept: Record<string, string>): Promise<AuthActionData> {
  const parsed = validate(smsSchema, values);
  if (!parsed.ok) return { intent: "sendSms", values: kept, fieldErrors: parsed.fieldErrors };
  const { tenantCode, mobile } = parsed.data;
  const key = `sms-sent:${JSON.stringify([tenantCode, mobile])}`;
  try {
    await getSmsCaptcha(provider(), parsed.data);
  } catch (error) {
    const wait = isTooManyRequests(error) ? await secondsLeft(key, Date.now()) : 0;
    if (wait === 0) throw error;
    return { intent: "sendSms", values: kept, smsWait: wait, formError: { key: "auth.resendWait", values: { seconds: wait } } };
  }
  await remember(key, Date.now());
  return { intent: "sendSms", values: kept, smsWait: SMS_RESEND_SECONDS, notice: { key: "auth.codeSent", values: { to: mobile } } };
}
