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

interface ClientPlan {
  clientId: string;
  grants: string;
  scope: string;
  access: number;
  refresh: number;
  redirect?: string;
  resourceIds?: string;
  authorities?: string;
  info?: string;
}

/** Partner and internal systems; their secrets are random, known to nobody until renewed. */
const PARTNER_CLIENTS: readonly ClientPlan[] = [
  { clientId: "mobile-app", grants: "password,mobile,refresh_token", scope: "ui", access: 7200, refresh: 2592000, info: '{"platform":"iOS/Android"}' },
  { clientId: "wms-shenzhen", grants: "client_credentials", scope: "openapi", access: 1800, refresh: 0, resourceIds: "customs,logistics", authorities: "ROLE_CLIENT" },
  { clientId: "erp-sap", grants: "client_credentials", scope: "openapi", access: 3600, refresh: 0, resourceIds: "customs", authorities: "ROLE_CLIENT", info: '{"vendor":"SAP S/4HANA"}' },
  { clientId: "carrier-portal", grants: "authorization_code,refresh_token", scope: "openapi", access: 3600, refresh: 86400, redirect: "https://portal.carrier.example/oauth/callback" },
  { clientId: "customs-edi", grants: "client_credentials", scope: "openapi", access: 900, refresh: 0, resourceIds: "customs", authorities: "ROLE_EDI" },
  { clientId: "bi-dashboard", grants: "client_credentials", scope: "read", access: 3600, refresh: 0, resourceIds: "report" },
  { clientId: "hk-rocars-bridge", grants: "client_credentials", scope: "openapi", access: 1200, refresh: 0, resourceIds: "hongkong", authorities: "ROLE_EDI" },
  { clientId: "partner-sso", grants: "authorization_code,refresh_token", scope: "ui", access: 3600, refresh: 604800, redirect: "https://sso.partner.example/callback" },
  { clientId: "test-automation", grants: "password,refresh_token", scope: "ui", access: 600, refresh: 3600 },
  { clientId: "mini-program", grants: "mobile,refresh_token", scope: "ui", access: 7200, refresh: 1209600, info: '{"platform":"WeChat"}' },
];

export function buildPartnerClients(secretHash: string): (typeof appClients.$inferInsert)[] {
  return PARTNER_CLIENTS.map((c, i) => ({
    clientId: c.clientId,
    clientSecretHash: secretHash,
    authorizedGrantTypes: c.grants,
    scope: c.scope,
    accessTokenValidity: c.access,
    refreshTokenValidity: c.refresh,
    webServerRedirectUri: c.redirect ?? null,
    resourceIds: c.resourceIds ?? null,
    authorities: c.authorities ?? null,
    additionalInformation: c.info ?? null,
    autoApprove: "false",
    ...stamp(10 + i * 7),
  }));
}
