import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CLASSIFY_STATUSES, CLASSIFY_STEPS, type GRI_RULES } from "../../contract/customs/classification";
import type { Jurisdiction } from "../../contract/customs/goods";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * Goods and their classification (SPEC §3 goods; DOMAIN §3): the tenant's goods with the codes
 * per market, and classification orders whose steps are rows of their own. Prices are integer
 * cents, so no amount passes through a float.
 */

export const customsGoods = sqliteTable(
  "customs_goods",
  {
    id: id(),
    tenantCode: tenantCode(),
    modelNumber: text().notNull(),
    name: text().notNull(),
    brand: text(),
    countryOfOrigin: text().notNull(),
    currency: text().notNull(),
    unit: text().notNull(),
    lowestPriceCents: integer(),
    referencePriceCents: integer(),
    highestPriceCents: integer(),
    material: text(),
    usage: text(),
    hs6: text(),
    htsCode: text(),
    cnCode: text(),
    hkCode: text(),
    /** Stamped by the approval that wrote the codes; cleared when the codes are edited by hand. */
    classifiedBy: text(),
    classifiedAt: integer({ mode: "timestamp_ms" }),
    classifyOrderId: text(),
    attachmentUrl: text(),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("customs_goods_model").on(t.tenantCode, t.modelNumber), index("customs_goods_created").on(t.tenantCode, t.createTime), index("customs_goods_hs6").on(t.tenantCode, t.hs6)],
);

export const classifyOrders = sqliteTable(
  "customs_classify_order",
  {
    id: id(),
    tenantCode: tenantCode(),
    /** CLS-YYMM-NNNN, numbered in the transaction that creates the row. */
    orderNo: text(),
    goodsId: text().notNull(),
    description: text().notNull(),
    functionUse: text().notNull(),
    material: text().notNull(),
    jurisdictions: text({ mode: "json" }).$type<Jurisdiction[]>().notNull(),
    attachmentUrl: text(),
    status: text({ enum: CLASSIFY_STATUSES }).notNull(),
    /** The work queue's order: submitted and in review first, then returned, then closed. */
    queueRank: integer().generatedAlwaysAs(sql`case status when 'submitted' then 0 when 'in_review' then 0 when 'returned' then 1 else 2 end`, { mode: "virtual" }),
    /** The member who submitted it: only they edit, resubmit or cancel it. */
    createBy: text().notNull(),
    createByName: text().notNull(),
    assigneeId: text(),
    assigneeName: text(),
    claimedAt: integer({ mode: "timestamp_ms" }),
    proposedHs6: text(),
    proposedHtsCode: text(),
    proposedCnCode: text(),
    proposedHkCode: text(),
    gri: text({ mode: "json" }).$type<(typeof GRI_RULES)[number][]>(),
    rationale: text(),
    proposedById: text(),
    proposedByName: text(),
    proposedAt: integer({ mode: "timestamp_ms" }),
    reviewerName: text(),
    reviewedAt: integer({ mode: "timestamp_ms" }),
    returnReason: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex("customs_classify_order_no").on(t.tenantCode, t.orderNo),
    index("customs_classify_order_queue").on(t.tenantCode, t.queueRank, t.createTime),
    index("customs_classify_order_member").on(t.tenantCode, t.createBy),
    index("customs_classify_order_goods").on(t.tenantCode, t.goodsId),
  ],
);

/** Each step an order took: who, when, from which status to which, with the proposal's codes or the reason. */
export const classifySteps = sqliteTable(
  "customs_classify_step",
  {
    id: id(),
    tenantCode: tenantCode(),
    orderId: text().notNull(),
    step: text({ enum: CLASSIFY_STEPS }).notNull(),
    fromStatus: text({ enum: CLASSIFY_STATUSES }),
    toStatus: text({ enum: CLASSIFY_STATUSES }).notNull(),
    userId: text(),
    username: text().notNull(),
    note: text(),
    codes: text({ mode: "json" }).$type<Record<string, string | null>>(),
    createTime: createTime(),
  },
  (t) => [index("customs_classify_step_order").on(t.tenantCode, t.orderId, t.createTime)],
);
