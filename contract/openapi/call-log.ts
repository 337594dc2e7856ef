import { z } from "zod";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { OPEN_API_CODES } from "./catalogue";
import { openApiMessages } from "./messages";

/**
 * The open API's call log (/OpenApiInfo): one row per call made with an API user's key, the
 * signed-in member's own only (the owner of the key). Written by the calls, never by a form.
 */
export const openApiCallLogPaths = resourcePaths("openapi", "OpenApiCallLog");
/** `GET`: the member's calls per day over the last 30 days (UTC), oldest first. */
export const openApiUsagePath = `${openApiCallLogPaths.base}/queryOpenApiUsage`;

/** `answered`: the API's answer went back and was charged; `refused`: quota, status, API or charge refused it, free; `failed`: bad parameters, free. */
export const CALL_OUTCOMES = ["answered", "refused", "failed"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** Why a call was not answered, in words the log can show in every language. */
export const CALL_REASONS = ["userDisabled", "apiNotAllowed", "quotaExhausted", "chargeRefused", "badRequest"] as const;
export type CallReason = (typeof CALL_REASONS)[number];

/** The reason of a logged call from its outcome and refusal message; none for an answered call. */
export function reasonOf(outcome: CallOutcome, message: string | null | undefined): CallReason | null {
  if (outcome === "answered") return null;
  if (outcome === "failed") return "badRequest";
  const known = (["userDisabled", "apiNotAllowed", "quotaExhausted"] as const).find((key) => openApiMessages[key] === message);
  return known ?? "chargeRefused";
}

export const openApiCallSchema = z.object({
  id: idSchema,
  apiUserId: idSchema,
  apiUserName: z.string().nullish(),
  accessKey: z.string(),
  api: z.enum(OPEN_API_CODES).nullish(),
  path: z.string(),
  outcome: z.enum(CALL_OUTCOMES),
  /** The envelope's status the caller got. */
  status: z.number(),
  /** The refusal's message key; null for an answered call. */
  message: z.string().nullish(),
  reason: z.enum(CALL_REASONS).nullish(),
  latencyMs: z.number(),
  /** Charged, in minor units of `currency`: 0 unless answered. */
  priceMinor: z.number(),
  /** `priceMinor` as a decimal amount ("0.12"). */
  price: z.string(),
  currency: z.string(),
  createTime: timeSchema,
});
export type OpenApiCall = z.infer<typeof openApiCallSchema>;

export const OPEN_API_CALL_SORTABLE = ["createTime", "api", "latencyMs"] as const;
/** The add and update schemas the kit needs; the log is read-only. */
export const noWriteSchema = z.object({ id: idSchema });

/** One day of the member's calls (`YYYY-MM-DD`, UTC): answered and refused or failed. */
export const usageDaySchema = z.object({ day: z.string(), answered: z.number(), refused: z.number() });
export const usageSchema = z.array(usageDaySchema);
export type Usage = z.infer<typeof usageSchema>;
export const USAGE_DAYS = 30;
