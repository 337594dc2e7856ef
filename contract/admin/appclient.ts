import { z } from "zod";
import { optionalText } from "./fields";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/** App clients (SPEC §3 app client): who may ask the token endpoint for tokens, and how. */
const base = resourcePaths("uaa", "AppClient");
export const appClientPaths = { ...base, newSecret: `${base.base}/newSecretAppClient` } as const;

export const appClientMessages = {
  clientIdTaken: "a client with this id already exists",
  productClient: "the product's own clients cannot be deleted",
} as const;

/** The clients the product itself signs in with (seeds/clients.ts): never deleted. */
export const PRODUCT_CLIENTS = ["browser", "openapi"] as const;

export const GRANT_TYPES = ["password", "mobile", "refresh_token", "client_credentials", "authorization_code"] as const;

const flag = z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean());
const seconds = (min: number, max: number) => z.coerce.number({ error: m.notANumber }).int(m.notANumber).min(min).max(max);

export const appClientFields = {
  clientId: z.string().trim().regex(/^[a-z][a-z0-9_-]{2,47}$/, "client id: 3 to 48 lower-case letters, digits, '_' or '-', starting with a letter"),
  authorizedGrantTypes: z.array(z.enum(GRANT_TYPES)).min(1, m.required).max(GRANT_TYPES.length),
  scope: z.string().trim().min(1, m.required).max(128, m.tooLong),
  accessTokenValidity: seconds(60, 31_536_000),
  refreshTokenValidity: seconds(0, 315_360_000),
  webServerRedirectUri: z.preprocess((v) => (v === "" ? null : v), z.url("a web address").max(255, m.tooLong).nullish()),
  resourceIds: optionalText(255),
  authorities: optionalText(255),
  additionalInformation: optionalText(1024),
  autoApprove: flag,
};

export const addAppClientSchema = z.object(appClientFields);
const { clientId: _clientId, ...editable } = appClientFields;
/** The client id never changes; the form names the record by `id` (= clientId). */
export const updateAppClientSchema = z.object({ ...editable, id: appClientFields.clientId });

/** A client as listed: never its secret. */
export const appClientSchema = addAppClientSchema.extend({
  id: z.string(),
  authorizedGrantTypes: z.array(z.string()),
  webServerRedirectUri: z.string().nullish(),
  autoApprove: z.boolean(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type AppClientRow = z.infer<typeof appClientSchema>;

export const APP_CLIENT_SORTABLE = ["clientId", "accessTokenValidity", "createTime"] as const;

export const newSecretQuerySchema = z.object({ clientId: appClientFields.clientId });
/** What creating a client or renewing its secret answers, once. */
export const clientSecretSchema = z.object({ clientId: z.string(), clientSecret: z.string() });
