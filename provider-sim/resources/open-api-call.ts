import { performance } from "node:perf_hooks";
import { openApiOf } from "../../contract/openapi/catalogue";
import type { CallOutcome } from "../../contract/openapi/call-log";
import { openApiMessages as m } from "../../contract/openapi/messages";
import { openApiCalls } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { SimContext } from "../context";
import { SimError } from "../http";
import { type ApiUser, chargeOpenApiCall } from "./open-api-billing";
import { callsToday } from "./open-api-calls";

/** A refusal of the key's own rules: not the caller's parameters, so the call is "refused", not "failed". */
class Refusal extends SimError {}

/**
 * One call made with an API user's key: refused (free) when the user is disabled, the API not
 * allowed or today's quota used up; otherwise answered, logged and charged in one transaction.
 * Every call leaves one log row: answered with its price, or refused or failed at no cost.
 * The check of the quota and the write of the row share the transaction, so parallel calls
 * cannot both take the last call of the day.
 */
export function answerWithKey<T>(ctx: SimContext, apiUser: ApiUser, path: string, startedAt: number, answer: () => T): T {
  const api = openApiOf(path)?.code;
  const row = (outcome: CallOutcome, status: number, message: string | null, priceMinor = 0) => ({
    id: nextId(),
    tenantCode: apiUser.tenantCode,
    apiUserId: apiUser.id,
    ownerUserId: apiUser.ownerUserId,
    accessKey: apiUser.accessKey,
    api: api ?? null,
    path,
    outcome,
    status,
    message,
    latencyMs: Math.max(0, Math.round(performance.now() - startedAt)),
    priceMinor,
    currency: apiUser.currency,
    createTime: new Date(ctx.now()),
  });
  try {
    return ctx.db.transaction(
      (tx) => {
        if (apiUser.status !== "enabled") throw new Refusal(m.userDisabled, 403);
        if (!api || !apiUser.allowedApis.includes(api)) throw new Refusal(m.apiNotAllowed, 403);
        if (callsToday(tx, apiUser.tenantCode, apiUser.id, ctx.now()) >= apiUser.quotaPerDay) throw new Refusal(m.quotaExhausted, 429);
        const data = answer();
        const logged = row("answered", 200, null);
        tx.insert(openApiCalls).values(logged).run();
        try {
          chargeOpenApiCall(tx, apiUser, { id: logged.id, api, priceMinor: apiUser.prices[api] ?? 0, currency: apiUser.currency, at: ctx.now() });
        } catch (error) {
          throw error instanceof SimError ? new Refusal(error.message, error.status) : error;
        }
        return data;
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    const known = error instanceof SimError;
    const status = known ? error.status : 500;
    ctx.db.insert(openApiCalls).values(row(error instanceof Refusal ? "refused" : "failed", status, known ? error.message : null)).run();
    throw error instanceof Refusal ? new SimError(error.message, error.status) : error;
  }
}
