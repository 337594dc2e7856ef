import type { z } from "zod";
import {
  type Authority,
  type RegisterAccount,
  authoritySchema,
  type compareCaptchaSchema,
  type resetPasswordSchema,
  type retrievePasswordSchema,
  type smsCaptchaQuerySchema,
  type UpdateSysUserDetail,
  type updatePasswordSchema,
} from "#contract/auth";
import type { SendContactCode } from "#contract/contact";
import { providerMessages } from "#contract/messages";
import { paths } from "#contract/paths";
import { type ProviderClient, withQuery } from "./client.server";
import { ProviderError } from "./errors";

/** Raw JSON (no envelope): the user's roles, menu tree and menu buttons; with `roleCode`, that one role's. */
export function queryCurrentAuthority(client: ProviderClient, token: string, username: string, roleCode?: string): Promise<Authority> {
  return client.raw({
    method: "POST",
    path: paths.account.queryCurrentAuthority,
    token,
    query: { username, roleCode },
    schema: authoritySchema,
    readOnly: true,
  });
}

/** Resolves when the image captcha is right; a wrong one is a ProviderError with the reason. */
export async function compareCaptcha(
  client: ProviderClient,
  query: z.infer<typeof compareCaptchaSchema>,
): Promise<void> {
  await client.request({ method: "POST", path: paths.account.compareCaptcha, query });
}

/** Path and query of the captcha image, relative to the provider. */
export function captchaImageUrl(key: string): string {
  return withQuery(paths.account.generateImageCaptcha, { key });
}

export async function fetchCaptchaImage(
  client: ProviderClient,
  key: string,
): Promise<{ body: ArrayBuffer; contentType: string }> {
  const { body, contentType } = await client.download({
    method: "GET",
    path: paths.account.generateImageCaptcha,
    query: { key },
  });
  return { body, contentType };
}

export async function getSmsCaptcha(
  client: ProviderClient,
  query: z.infer<typeof smsCaptchaQuerySchema>,
): Promise<void> {
  await client.request({ method: "GET", path: paths.account.getSmsCaptcha, query });
}

/** Sends a code to the signed-in user's own mobile. */
export async function getSendingSmsCaptcha(client: ProviderClient, token: string): Promise<void> {
  await client.request({ method: "GET", path: paths.account.getSendingSmsCaptcha, token });
}

/** Mails a reset code to the account that uses `email`. */
export async function retrievePassword(
  client: ProviderClient,
  query: z.infer<typeof retrievePasswordSchema>,
): Promise<void> {
  await client.request({ method: "POST", path: paths.account.retrievePassword, query });
}

export async function resetPassword(
  client: ProviderClient,
  body: z.infer<typeof resetPasswordSchema>,
): Promise<void> {
  await client.request({ method: "PUT", path: paths.account.resetPassword, json: body });
}

export async function registerAccount(client: ProviderClient, body: RegisterAccount): Promise<void> {
  await client.request({ method: "POST", path: paths.account.registerAccount, json: body });
}

/** SPEC §7: only `message: "success"` means the password changed; any other text is the reason. */
export async function updatePassword(
  client: ProviderClient,
  token: string,
  query: z.infer<typeof updatePasswordSchema>,
): Promise<void> {
  const { status, message } = await client.request({
    method: "PUT",
    path: paths.account.updatePassword,
    token,
    query,
  });
  if (message !== providerMessages.success) {
    throw new ProviderError(message, { status, path: paths.account.updatePassword });
  }
}

/** The signed-in user's own details (profile screen); a refusal is a ProviderError with the reason. */
export async function updateSysUserDetail(client: ProviderClient, token: string, body: UpdateSysUserDetail): Promise<void> {
  await client.request({ method: "PUT", path: paths.account.updateSysUserDetail, token, json: body });
}

/** Sends a six-digit code to a new e-mail (channel email) or mobile (channel sms) of the signed-in user. */
export async function sendContactCode(client: ProviderClient, token: string, body: SendContactCode): Promise<void> {
  await client.request({ method: "POST", path: paths.account.sendContactCode, token, json: body });
}
