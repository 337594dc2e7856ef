import { and, eq } from "drizzle-orm";
import type { OpenApiCode } from "../../contract/openapi/catalogue";
import { openApiCalls, type openApiUsers } from "../../db/schema";
import type { Queryable } from "../context";
import { scoped } from "../tenant";

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
 * Charges an answered call, inside the transaction that wrote its log row. Today the price is
 * recorded on that row; a debit of the owner's prepaid ledger belongs here too. Whatever this
 * throws refuses the call: the log row and any charge roll back with the transaction.
 */
export function chargeOpenApiCall(tx: Queryable, apiUser: ApiUser, call: BilledCall): void {
  tx.update(openApiCalls).set({ priceMinor: call.priceMinor }).where(and(scoped(openApiCalls, apiUser.tenantCode), eq(openApiCalls.id, call.id))).run();
}
