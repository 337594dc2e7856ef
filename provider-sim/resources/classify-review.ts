import { and, eq } from "drizzle-orm";
import { CLASSIFY_REVIEW_DECISION, CLASSIFY_REVIEW_PARAM, CLASSIFY_REVIEW_PROCESS_KEY } from "../../contract/workflow/classification-review";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { workflowInstances } from "../../db/schema";
import type { Queryable } from "../context";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { paramValue } from "../services/users";
import { scoped } from "../tenant";
import { startProcess } from "../workflow/engine";
import type { OrderRow } from "./customs-references";
import { latestOf } from "./workflow-definition";

/** Whether the tenant reviews classification orders with its workflow process (a tenant parameter, off unless "true"). */
export const reviewByProcess = (q: Queryable, tenantCode: string) => paramValue(q, tenantCode, CLASSIFY_REVIEW_PARAM)?.trim() === "true";

/** The order's review instance still running, if any. */
export function runningReviewOf(q: Queryable, principal: Principal, orderId: string) {
  return q
    .select()
    .from(workflowInstances)
    .where(and(scoped(workflowInstances, principal), eq(workflowInstances.definitionKey, CLASSIFY_REVIEW_PROCESS_KEY), eq(workflowInstances.businessKey, orderId), eq(workflowInstances.status, "running")))
    .get();
}

/** A proposal goes to review: the process's newest version starts for the order, unless its review already runs. */
export function startReview(tx: Queryable, principal: Principal, order: OrderRow, at: Date): void {
  if (runningReviewOf(tx, principal, order.id)) return;
  const definition = latestOf(tx, principal.tenantCode, CLASSIFY_REVIEW_PROCESS_KEY);
  if (!definition) throw new SimError(m.definitionUnknown);
  startProcess(tx, definition, principal, { businessKey: order.id, variables: { orderNo: order.orderNo ?? order.id, proposedBy: principal.username, [CLASSIFY_REVIEW_DECISION]: false }, comment: null }, at);
}
