import type { appClients } from "../db/schema";
import { stamp } from "./ids";

export const OPENAPI_CLIENT_SECRET = "openapi-secret";

/** `browser` is the web app's public client (empty secret); `openapi` serves partner systems. */
export function buildAppClients(openapiSecretHash: string): (typeof appClients.$inferInsert)[] {
  return [
    {
      clientId: "browser",
      clientSecretHash: "",
      authorizedGrantTypes: "password,mobile,refresh_token",
      scope: "ui",
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
      autoApprove: "true",
      ...stamp(),
    },
    {
      clientId: "openapi",
      clientSecretHash: openapiSecretHash,
      authorizedGrantTypes: "client_credentials",
      scope: "openapi",
      accessTokenValidity: 3600,
      refreshTokenValidity: 0,
      autoApprove: "false",
      ...stamp(),
    },
  ];
}
