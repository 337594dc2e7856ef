import { parseAppEnv } from "../env.server";
import { type ProviderClient, createProviderClient } from "./client.server";

export { type CallOptions, type Download, ProviderClient, createProviderClient } from "./client.server";
export * from "./errors";
export * from "./uaa.server";
export * from "./admin.server";
export * from "./account.server";
export * from "./notification.server";
export * from "./outbox.server";
export * from "./hs.server";
export * from "./places.server";
export * from "./file.server";
export * from "./news.server";
export * from "./logo.server";

let client: ProviderClient | undefined;

/** The app's one provider client, configured from the validated environment on first use. */
export function provider(): ProviderClient {
  client ??= createProviderClient(optionsFrom(process.env));
  return client;
}

function optionsFrom(source: Record<string, string | undefined>) {
  const env = parseAppEnv(source);
  if (!env.PROVIDER_URL) throw new Error("PROVIDER_URL must be the provider gateway's base URL, e.g. http://localhost:8081");
  return {
    baseUrl: env.PROVIDER_URL,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    openApi: env.OPENAPI_KEY && env.OPENAPI_SECRET ? { key: env.OPENAPI_KEY, secret: env.OPENAPI_SECRET } : undefined,
  };
}
