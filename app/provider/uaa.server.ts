import {
  CLIENT_ID,
  type CurrentUser,
  TOKEN_SCOPE,
  type TokenResponse,
  currentUserSchema,
  tokenResponseSchema,
} from "#contract/auth";
import { paths } from "#contract/paths";
import type { ProviderClient, Query } from "./client.server";

/** The token endpoint wants client `browser` with an empty secret and every parameter in the query. */
const TOKEN_HEADERS = {
  Authorization: `Basic ${Buffer.from(`${CLIENT_ID}:`).toString("base64")}`,
  "Content-Type": "application/x-www-form-urlencoded",
};

function requestToken(client: ProviderClient, grant: Query): Promise<TokenResponse> {
  return client.raw({
    method: "POST",
    path: paths.uaa.token,
    query: { ...grant, scope: TOKEN_SCOPE, client_id: CLIENT_ID },
    headers: TOKEN_HEADERS,
    schema: tokenResponseSchema,
  });
}

export function loginWithPassword(
  client: ProviderClient,
  { tenantCode, username, password }: { tenantCode: string; username: string; password: string },
): Promise<TokenResponse> {
  return requestToken(client, { tenantCode, username, password, grant_type: "password", type: "account" });
}

export function loginWithMobile(
  client: ProviderClient,
  { tenantCode, mobile, smsCaptcha }: { tenantCode: string; mobile: string; smsCaptcha: string },
): Promise<TokenResponse> {
  return requestToken(client, { tenantCode, mobile, smsCaptcha, grant_type: "mobile", type: "mobile" });
}

export function refreshToken(client: ProviderClient, refresh: string): Promise<TokenResponse> {
  return requestToken(client, { grant_type: "refresh_token", refresh_token: refresh });
}

/** The signed-in user, or null when the provider answers without one (SPEC §8: login refused). */
export async function getSysUser(client: ProviderClient, token: string): Promise<CurrentUser | null> {
  const schema = currentUserSchema.nullish();
  const user = await client.data({ method: "GET", path: paths.uaa.getSysUser, token, schema });
  return user ?? null;
}

export async function revokeToken(client: ProviderClient, token: string): Promise<void> {
  await client.request({ method: "POST", path: paths.uaa.revokeToken, token });
}
