import { and, eq } from "drizzle-orm";
import type { Request, Router } from "express";
import type { z } from "zod";
import type { AuditAction } from "../../contract/admin/auditlog";
import {
  classifyOrderIdSchema,
  classifyOrderPaths,
  proposalSchemaFor,
  proposeClassifyOrderSchema,
  returnClassifyOrderSchema,
  STEP_RULES,
  stepRefusal,
  type ClassifyStep,
} from "../../contract/customs/classification";
import { CODE_FIELDS } from "../../contract/customs/goods";
import { customsMessages as c } from "../../contract/customs/messages";
import { classifyOrders, classifySteps, customsGoods } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource, Row } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { goodsWire } from "./customs-goods";
import { goodsOf, orderOf, requireMember, type OrderRow } from "./customs-references";
import { reviewByProcess, startReview } from "./classify-review";
import { workflowMessages as wm } from "../../contract/workflow/messages";

type OrderChange = Partial<typeof classifyOrders.$inferInsert>;
/** What a step writes besides the status: the order's fields, and the step row's note and codes. */
type Effect = { set?: OrderChange; note?: string | null; codes?: Record<string, string | null> | null };
type StepRun<B> = (tx: Queryable, principal: Principal, order: OrderRow, body: B, at: Date) => Effect;

const NO_PROPOSAL: OrderChange = { proposedHs6: null, proposedHtsCode: null, proposedCnCode: null, proposedHkCode: null, gri: null, rationale: null, proposedById: null, proposedByName: null, proposedAt: null };

/** The audit row each step writes on the order. */
const AUDITED_AS: Record<ClassifyStep, AuditAction> = { submit: "update", claim: "assign", propose: "update", approve: "approve", return: "reject", cancel: "update" };

/**
 * The approved codes onto the goods: HS6 always, a national code where its jurisdiction was
 * requested; stamped with the reviewer and the order. Audited as a change of the goods.
 */
function writeCodes(tx: Queryable, principal: Principal, order: OrderRow, at: Date, audit: (entity: string, id: string, before: unknown, after: unknown) => void) {
  const before = goodsOf(tx, principal, order.goodsId);
  const proposed = { hs6: order.proposedHs6, htsCode: order.proposedHtsCode, cnCode: order.proposedCnCode, hkCode: order.proposedHkCode };
  const codes = Object.fromEntries(Object.entries(CODE_FIELDS).filter(([jurisdiction, field]) => field === "hs6" || order.jurisdictions.includes(jurisdiction as never)).map(([, field]) => [field, proposed[field]]));
  const mine = and(scoped(customsGoods, principal), eq(customsGoods.id, order.goodsId));
  tx.update(customsGoods).set({ ...codes, classifiedBy: principal.username, classifiedAt: at, classifyOrderId: order.id, updateTime: at }).where(mine).run();
  audit("GoodsMgt", before.id, goodsWire(before), goodsWire(goodsOf(tx, principal, order.goodsId)));
}

type AuditOf = (tx: Queryable) => (entity: string, id: string, before: unknown, after: unknown) => void;

/**
 * One step of an order inside the caller's transaction: the order's status against STEP_RULES and
 * who may take the step, then the order, the step row and the audit rows, and (approve) the codes
 * onto the goods. A refusal throws before anything is kept.
 */
export function applyStep<B>(tx: Queryable, principal: Principal, step: ClassifyStep, orderId: string, body: B, at: Date, run: StepRun<B>, audit: AuditOf, wire: (tx: Queryable, row: OrderRow) => unknown): void {
  const order = orderOf(tx, principal, orderId);
  const refusal = stepRefusal(step, order.status);
  if (refusal) throw new SimError(refusal);
  const effect = run(tx, principal, order, body, at);
  const to = STEP_RULES[step].to;
  tx.update(classifyOrders)
    .set({ ...effect.set, status: to, updateTime: at })
    .where(and(scoped(classifyOrders, principal), eq(classifyOrders.id, order.id)))
    .run();
  tx.insert(classifySteps)
    .values({ id: nextId(), tenantCode: principal.tenantCode, orderId: order.id, step, fromStatus: order.status, toStatus: to, userId: principal.userId, username: principal.username, note: effect.note ?? null, codes: effect.codes ?? null, createTime: at })
    .run();
  audit(tx)("ClassifyOrder", order.id, wire(tx, order), wire(tx, orderOf(tx, principal, order.id)));
  if (step === "approve") writeCodes(tx, principal, order, at, audit(tx));
}

/** The audit rows a step writes, as `principal` from `ip`. */
export const auditAs = (principal: Principal, step: ClassifyStep, now: number, ip: string | undefined): AuditOf => (tx) => (entity, id, before, after) =>
  writeAudit(tx, now, { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action: AUDITED_AS[step], entity, entityId: id, before, after, ip });

/** A reviewer's sign-off, taken here or by the review process's task (classify-review.ts). */
export const approveRun: StepRun<unknown> = (_tx, principal, order, _body, at) => {
  if (!order.proposedHs6) throw new SimError(c.noProposal);
  if (order.proposedById === principal.userId) throw new SimError(c.fourEyes);
  return { set: { reviewerName: principal.username, reviewedAt: at } };
};
export const returnRun: StepRun<{ reason: string }> = (_tx, principal, _order, body, at) => ({
  set: { returnReason: body.reason, reviewerName: principal.username, reviewedAt: at },
  note: body.reason,
});

/**
 * The order's own calls (classifyOrderPaths): each checks its button, then takes its step in one
 * transaction (applyStep).
 */
export function stepRoutes(router: Router, local: (path: string) => string, ctx: SimContext, view: NonNullable<CrudResource["view"]>): void {
  const { db } = ctx;

  function route<S extends z.ZodType>(path: string, step: ClassifyStep, guard: { menu: string; button: string }, schema: S, run: StepRun<z.output<S>>) {
    router.post(
      local(path),
      handle((req: Request) => {
        const principal = principalOf(req);
        requireButton(db, principal, guard.menu, guard.button);
        const body = parseWith(schema, req.body) as z.output<S> & { id: string };
        const wire = (tx: Queryable, row: OrderRow) => view(row as unknown as Row, tx, principal, ctx.now());
        db.transaction((tx) => applyStep(tx, principal, step, body.id, body, new Date(ctx.now()), run, auditAs(principal, step, ctx.now(), req.ip), wire));
        return ok();
      }),
    );
  }

  const member = { menu: "ClassifyOrder", button: "update" };
  const classifier = { menu: "ClassifyPlatform", button: "assign" };
  const reviewer = { menu: "ClassifyPlatform", button: "audit" };

  // Submitted again, the order waits in the queue for any classifier.
  route(classifyOrderPaths.submit, "submit", member, classifyOrderIdSchema, (_tx, principal, order) => {
    requireMember(order, principal);
    return { set: { returnReason: null, assigneeId: null, assigneeName: null, claimedAt: null } };
  });
  route(classifyOrderPaths.cancel, "cancel", member, classifyOrderIdSchema, (_tx, principal, order) => {
    requireMember(order, principal);
    return {};
  });
  // A claim starts afresh: a proposal or a decision from before a return no longer stands.
  route(classifyOrderPaths.claim, "claim", classifier, classifyOrderIdSchema, (_tx, principal, _order, _body, at) => ({
    set: { ...NO_PROPOSAL, assigneeId: principal.userId, assigneeName: principal.username, claimedAt: at, reviewerName: null, reviewedAt: null },
  }));
  // Where the tenant reviews by its workflow process, a proposal also starts the review (classify-review.ts).
  route(classifyOrderPaths.propose, "propose", classifier, proposeClassifyOrderSchema, (tx, principal, order, body, at) => {
    if (order.assigneeId !== principal.userId) throw new SimError(c.notTheAssignee);
    const proposal = parseWith(proposalSchemaFor(order.jurisdictions), body);
    if (reviewByProcess(tx, principal.tenantCode)) startReview(tx, principal, order, at);
    const codes = { hs6: proposal.hs6 ?? null, htsCode: proposal.htsCode ?? null, cnCode: proposal.cnCode ?? null, hkCode: proposal.hkCode ?? null };
    return {
      set: {
        proposedHs6: codes.hs6, proposedHtsCode: codes.htsCode, proposedCnCode: codes.cnCode, proposedHkCode: codes.hkCode,
        gri: proposal.gri, rationale: proposal.rationale, proposedById: principal.userId, proposedByName: principal.username, proposedAt: at,
      },
      note: proposal.rationale,
      codes: { ...codes, gri: proposal.gri.join(",") },
    };
  });
  // Four eyes (DOMAIN §3.3 "reviewer sign-off"): the proposer never approves their own codes. A
  // tenant that reviews by its workflow process signs off through the review task instead.
  route(classifyOrderPaths.approve, "approve", reviewer, classifyOrderIdSchema, (tx, principal, order, body, at) => {
    if (reviewByProcess(tx, principal.tenantCode)) throw new SimError(wm.reviewByProcess);
    return approveRun(tx, principal, order, body, at);
  });
  route(classifyOrderPaths.return, "return", reviewer, returnClassifyOrderSchema, (tx, principal, order, body, at) => {
    if (reviewByProcess(tx, principal.tenantCode)) throw new SimError(wm.reviewByProcess);
    return returnRun(tx, principal, order, body, at);
  });
}
