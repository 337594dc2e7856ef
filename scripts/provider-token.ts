/**
 * A demo account's access token straight from the provider's token endpoint (SPEC §7 password
 * grant), as the browser's login would get it: for journeys, screenshots and benchmarks.
 */
export async function passwordToken(providerUrl: string, username: string, tenantCode = "10001", password = "123456"): Promise<string> {
  const query = new URLSearchParams({
    tenantCode,
    username,
    password,
    grant_type: "password",
    scope: "ui",
    client_id: "browser",
    type: "account",
  });
  const response = await fetch(`${providerUrl}/api/uaa/oauth/token?${query}`, {
    method: "POST",
    headers: { Authorization: `Basic ${Buffer.from("browser:").toString("base64")}` },
  });
  const text = await response.text();
  let token: unknown;
  try {
    token = (JSON.parse(text) as { access_token?: unknown }).access_token;
  } catch {
    token = undefined;
  }
  if (typeof token !== "string" || !token) throw new Error(`login of ${username} failed: ${response.status} ${text.slice(0, 300)}`);
  return token;
}
