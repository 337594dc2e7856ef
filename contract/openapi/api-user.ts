import { z } from "zod";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { amountText, centsOf } from "../money";
import { currencyCodeSchema, optionalText, requiredText } from "../usa/common";
import { OPEN_API_CATALOGUE, OPEN_API_CODES, type OpenApiCode } from "./catalogue";
import { openApiMessages as m } from "./messages";

/** API users (/OpenApiUser): a member's keys to the billed open API (decision 0017's service naming, area `openapi`). */
export const openApiUserPaths = resourcePaths("openapi", "OpenApiUser");
/** `POST ?id=`: a new secret for the API user, answered once; the key stays (button `authorize`). */
export const rotateOpenApiSecretPath = `${openApiUserPaths.base}/rotateOpenApiUserSecret`;
/** `GET`: the tenant's enabled members as `[{ value, label }]`, the owners an API user may have. */
export const openApiOwnerOptionsPath = `${openApiUserPaths.base}/queryOpenApiOwnerOptions`;

export const API_USER_STATUSES = ["enabled", "disabled"] as const;

/** The form's price field of each API: a decimal amount of the user's currency ("0.10"). */
export const priceField = (code: OpenApiCode) => `${code}Price` as const;
export type PriceField = ReturnType<typeof priceField>;
export const PRICE_FIELDS = OPEN_API_CODES.map(priceField);

const PRICE_SHAPE = /^\d{1,6}(\.\d{1,2})?$/;
const priceSchema = z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().trim().regex(PRICE_SHAPE, m.priceShape));

export type Prices = Partial<Record<OpenApiCode, number>>;
/** Each catalogued API at its default price. */
export const DEFAULT_PRICES: Prices = Object.fromEntries(OPEN_API_CATALOGUE.map((entry) => [entry.code, entry.defaultPriceMinor]));

/** The form's price fields as stored: minor units per API. */
export const pricesOf = (values: Partial<Record<PriceField, string>>): Prices =>
  Object.fromEntries(OPEN_API_CODES.flatMap((code) => (values[priceField(code)] ? [[code, centsOf(values[priceField(code)]!)]] : [])));

/** Stored prices as the form's fields (an API without one at its default). */
export const priceFieldsOf = (prices: Prices): Record<PriceField, string> =>
  Object.fromEntries(OPEN_API_CODES.map((code) => [priceField(code), amountText(prices[code] ?? DEFAULT_PRICES[code]!)])) as Record<PriceField, string>;

export const openApiUserFields = {
  name: requiredText(64),
  ownerUserId: idSchema,
  status: z.enum(API_USER_STATUSES),
  allowedApis: z.array(z.enum(OPEN_API_CODES)).min(1, m.apisRequired).max(OPEN_API_CODES.length),
  quotaPerDay: z.coerce.number({ error: m.quotaShape }).int(m.quotaShape).min(1, m.quotaShape).max(1_000_000, m.quotaShape),
  currency: currencyCodeSchema,
  ...(Object.fromEntries(PRICE_FIELDS.map((field) => [field, priceSchema])) as Record<PriceField, typeof priceSchema>),
  remark: optionalText(255),
};

export const addOpenApiUserSchema = z.object(openApiUserFields);
export const updateOpenApiUserSchema = z.object({ ...openApiUserFields, id: idSchema });
export const openApiUserSchema = z.object({
  ...openApiUserFields,
  id: idSchema,
  accessKey: z.string(),
  ownerName: z.string().nullish(),
  /** Calls answered today (UTC), against the quota. */
  callsToday: z.number().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type OpenApiUser = z.infer<typeof openApiUserSchema>;

export const rotateOpenApiSecretQuerySchema = z.object({ id: idSchema });
/** Creating an API user, or rotating its secret, answers the secret: the only time it is seen. */
export const openApiSecretSchema = z.object({ id: idSchema, accessKey: z.string(), secret: z.string() });
export type OpenApiSecret = z.infer<typeof openApiSecretSchema>;

export const OPEN_API_USER_SORTABLE = ["name", "status", "quotaPerDay", "createTime"] as const;
