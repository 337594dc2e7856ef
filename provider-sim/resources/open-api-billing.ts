import { and, eq } from "drizzle-orm";
import type { OpenApiCode } from "../../contract/openapi/catalogue";
import { openApiCalls, type openApiUsers } from "../../db/schema";
import type { Queryable } from "../context";
import { scoped } from "../tenant";
import { postToLedger } from "./ledger";

export type ApiUser = typeof openApiUsers.$inferSelect;

/** One answered call, as its log row holds it. */
export interface BilledCall {
  id: string;
  api: OpenApiCode;
  priceMinor: number;
  currency: string;
  at: number;
}

/**
 * Charges an answered call, inside the transaction that wrote its log row: the price on the row
 * and one fee debited from the owner's prepaid ledger (decisions 0020, 0022). A short balance
 * throws the ledger's refusal, which refuses the call: the log row rolls back with the
 * transaction and nothing is taken.
 */
export function chargeOpenApiCall(tx: Queryable, apiUser: ApiUser, call: BilledCall): void {
  tx.update(openApiCalls).set({ priceMinor: call.priceMinor }).where(and(scoped(openApiCalls, apiUser.tenantCode), eq(openApiCalls.id, call.id))).run();
  if (call.priceMinor === 0) return;
  postToLedger(tx, {
    tenantCode: apiUser.tenantCode,
    owner: { kind: "member", id: apiUser.ownerUserId },
    currency: call.currency,
    kind: "fee",
    amountMinor: -call.priceMinor,
    source: { type: "openApiCall", id: call.id },
    idempotencyKey: `openApiCall:${call.id}`,
    by: { id: apiUser.ownerUserId, name: apiUser.name },
    at: new Date(call.at),
  });
}
