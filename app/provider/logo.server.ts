import { activeLogoSchema, type ActiveLogo } from "#contract/business/logo";
import { paths } from "#contract/paths";
import type { ProviderClient } from "./client.server";

/** A tenant's active logo through the open API (the app's credential; logos are public marks), or null. */
export function queryActiveLogo(client: ProviderClient, tenantCode: string): Promise<ActiveLogo> {
  return client.data({ method: "POST", path: paths.hsOpenApi.queryActiveLogo, json: { tenantCode }, schema: activeLogoSchema });
}

/** A logo's bytes, passed on as they arrive. */
export function logoImage(client: ProviderClient, tenantCode: string, id: string): Promise<Response> {
  return client.stream({ method: "POST", path: paths.hsOpenApi.queryLogoImage, json: { tenantCode, id } });
}
