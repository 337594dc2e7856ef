import { and, desc, eq } from "drizzle-orm";
import { CLASSIFY_REVIEW_DECISION, CLASSIFY_REVIEW_PARAM, CLASSIFY_REVIEW_PROCESS_KEY, type ReviewPath } from "../../contract/workflow/classification-review";
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

/**
 * The review an order follows: its latest proposal's (by the process when a review instance started
 * since the claim that led to it), or for an order with no proposal yet, the one the tenant's
 * parameter selects now; with the instance to open when by the process.
 */
export function reviewPathOf(q: Queryable, principal: Principal, order: Pick<OrderRow, "id" | "proposedAt">, claimedAt: Date | null): { reviewPath: ReviewPath; reviewInstanceId: string | null } {
  if (!order.proposedAt) return { reviewPath: reviewByProcess(q, principal.tenantCode) ? "process" : "fourEyes", reviewInstanceId: null };
  const instance = q
    .select({ id: workflowInstances.id, startTime: workflowInstances.startTime })
    .from(workflowInstances)
    .where(and(scoped(workflowInstances, principal), eq(workflowInstances.definitionKey, CLASSIFY_REVIEW_PROCESS_KEY), eq(workflowInstances.businessKey, order.id)))
    .orderBy(desc(workflowInstances.startTime), desc(workflowInstances.id))
    .get();
  const ofThisRound = instance && (!claimedAt || instance.startTime.getTime() >= claimedAt.getTime());
  return ofThisRound ? { reviewPath: "process", reviewInstanceId: instance.id } : { reviewPath: "fourEyes", reviewInstanceId: null };
}
