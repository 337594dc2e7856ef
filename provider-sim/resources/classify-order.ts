import { and, asc, eq, like, sql } from "drizzle-orm";
import { addClassifyOrderSchema, EDITABLE_STATUSES, updateClassifyOrderSchema, classifyOrderPaths, type ClassifyStatus } from "../../contract/customs/classification";
import { customsMessages as c } from "../../contract/customs/messages";
import { classifyOrders as orders, classifySteps, customsGoods } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import type { CrudResource, Row } from "../crud/resource";
import { numberByMonth } from "../crud/monthly-number";
import { isoTime, SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { ascending, descending } from "../paging";
import { dayRangeFilters } from "../crud/day-range";
import { scoped } from "../tenant";
import { candidateRoutes } from "./classify-candidates";
import { applyStep, approveRun, auditAs, returnRun, stepRoutes } from "./classify-steps";
import { CLASSIFY_REVIEW_DECISION } from "../../contract/workflow/classification-review";
import { workflowMessages as wm } from "../../contract/workflow/messages";
import type { ProcessHooks } from "../workflow/hooks";
import { goodsOf, orderOf, requireMember, type OrderRow } from "./customs-references";
import type { SimResource } from "./resource";
import { checkAttachments } from "./usa-references";
import { CLASSIFY_STATUS, JURISDICTION } from "./export-labels";
import { reviewPathOf } from "./classify-review";

/**
 * A new order's number, CLS-YYMM-NNNN (the month it was opened, the tenant's next number in that
 * month), and its first step: submitted by the member, at its creation.
 */
function openOrder(db: Queryable, principal: Principal, id: string): void {
  const opened = numberByMonth(db, principal, orders, "orderNo", "CLS", id);
  if (!opened) return;
  db.insert(classifySteps)
    .values({ id: nextId(), tenantCode: principal.tenantCode, orderId: id, step: "submit", fromStatus: null, toStatus: "submitted", userId: principal.userId, username: principal.username, createTime: opened })
    .run();
}

const crud: CrudResource = {
  menuCode: "ClassifyOrder",
  // The classifiers' queue (/ClassifyPlatform) lists and exports the same orders.
  exportedFrom: ["ClassifyPlatform"],
  title: { en: "Classification orders", zh: "归类订单", tw: "歸類訂單" },
  paths: classifyOrderPaths,
  table: orders,
  addSchema: addClassifyOrderSchema,
  updateSchema: updateClassifyOrderSchema,
  filters: {
    id: { column: orders.id, match: "equals" },
    orderNo: { column: orders.orderNo, match: "contains" },
    status: { column: orders.status, match: "equals" },
    goodsId: { column: orders.goodsId, match: "equals" },
    jurisdiction: { where: (value) => like(orders.jurisdictions, `%"${value.replace(/[^A-Z]/g, "")}"%`) },
    /** The member's own orders (/ClassifyOrder). */
    mine: { where: (value, _q, principal) => (value === "1" ? eq(orders.createBy, principal.userId) : undefined) },
    // Placed between two days (UTC): the data report's month figures link here.
    ...dayRangeFilters("created", orders.createTime),
  },
  sortable: { orderNo: orders.orderNo, status: orders.status, createTime: orders.createTime },
  defaultOrder: [ascending(orders.queueRank), descending(orders.createTime)],
  exportColumns: [
    { field: "orderNo", header: { en: "Order no.", zh: "归类单号", tw: "歸類單號" } },
    { field: "goodsName", header: { en: "Goods", zh: "商品", tw: "商品" } },
    { field: "modelNumber", header: { en: "Model no.", zh: "型号", tw: "型號" } },
    { field: "jurisdictions", header: { en: "Jurisdictions", zh: "申请法域", tw: "申請法域" }, kind: { labels: JURISDICTION } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: CLASSIFY_STATUS } },
    { field: "createByName", header: { en: "Member", zh: "申请人", tw: "申請人" } },
    { field: "assigneeName", header: { en: "Classifier", zh: "归类员", tw: "歸類員" } },
    { field: "proposedHs6", header: { en: "HS6", zh: "HS6", tw: "HS6" } },
    { field: "proposedHtsCode", header: { en: "US HTS", zh: "美国税号", tw: "美國稅號" } },
    { field: "proposedCnCode", header: { en: "CN code", zh: "中国商品编码", tw: "中國商品編碼" } },
    { field: "proposedHkCode", header: { en: "HKHS", zh: "香港编码", tw: "香港編碼" } },
    { field: "reviewerName", header: { en: "Reviewer", zh: "审核人", tw: "審核人" } },
  ],
  check(db, principal, values, id) {
    goodsOf(db, principal, values.goodsId);
    checkAttachments(db, principal, values, ["attachmentUrl"]);
    if (id === undefined) return;
    const order = orderOf(db, principal, id);
    requireMember(order, principal);
    if (!EDITABLE_STATUSES.includes(order.status)) throw new SimError(c.notEditable);
  },
  checkDelete() {
    throw new SimError(c.orderKept);
  },
  prepare: (_db, principal, values, id) =>
    id === undefined ? { ...values, status: "submitted" satisfies ClassifyStatus, createBy: principal.userId, createByName: principal.username } : values,
  afterWrite: (db, principal, id) => openOrder(db, principal, id),
  view(row, db, principal) {
    const order = row as Row & Pick<OrderRow, "id" | "goodsId" | "claimedAt" | "proposedAt" | "reviewedAt">;
    const { queueRank: _rank, ...rest } = order;
    const goods = db.select({ name: customsGoods.name, modelNumber: customsGoods.modelNumber }).from(customsGoods).where(and(scoped(customsGoods, principal), eq(customsGoods.id, order.goodsId))).get();
    const rows = db
      .select()
      .from(classifySteps)
      .where(and(scoped(classifySteps, principal), eq(classifySteps.orderId, row.id)))
      .orderBy(asc(classifySteps.createTime), asc(sql`rowid`))
      .all();
    const steps = rows.map(({ tenantCode: _tenant, userId: _user, orderId: _order, ...step }) => ({ ...step, createTime: isoTime(step.createTime) }));
    const lastClaim = rows.filter((step) => step.step === "claim").at(-1)?.createTime ?? null;
    return {
      ...rest,
      claimedAt: isoTime(order.claimedAt),
      proposedAt: isoTime(order.proposedAt),
      reviewedAt: isoTime(order.reviewedAt),
      goodsName: goods?.name ?? null,
      modelNumber: goods?.modelNumber ?? null,
      steps,
      ...reviewPathOf(db, principal, order, lastClaim),
    };
  },
};

/**
 * The review process's consequences for its order (contract/workflow/classification-review.ts):
 * the proposer neither claims nor completes the review (four eyes); the review's end approves the
 * codes or returns the order, in the task step's transaction.
 */
export const classificationReviewHooks: ProcessHooks = {
  beforeStep(tx, principal, instance, action) {
    const order = orderOf(tx, principal, instance.businessKey ?? "");
    if (order.status !== "in_review") throw new SimError(wm.reviewNotOpen);
    if ((action === "claim" || action === "complete") && order.proposedById === principal.userId) throw new SimError(c.fourEyes);
  },
  ended(tx, principal, instance, comment, at, ip) {
    const orderId = instance.businessKey ?? "";
    const wire = (q: Queryable, row: OrderRow) => crud.view!(row as unknown as Row, q, principal, at.getTime());
    if (instance.result === "completed" && instance.variables[CLASSIFY_REVIEW_DECISION] === true) {
      applyStep(tx, principal, "approve", orderId, {}, at, approveRun, auditAs(principal, "approve", at.getTime(), ip), wire);
      return;
    }
    if (!comment) throw new SimError(wm.commentRequired);
    applyStep(tx, principal, "return", orderId, { reason: comment }, at, returnRun, auditAs(principal, "return", at.getTime(), ip), wire);
  },
};

/** Classification orders (/ClassifyOrder, /ClassifyPlatform): the kit's calls, the steps, and the HS candidates. */
export const classifyOrder: SimResource = {
  bases: [classifyOrderPaths.base],
  crud,
  routes(router, local, ctx) {
    stepRoutes(router, local, ctx, crud.view!);
    candidateRoutes(router, local, ctx);
  },
};
