import { and, asc, count, eq, inArray } from "drizzle-orm";
import { orderMessages as o } from "../../contract/business/messages";
import { amountText } from "../../contract/money";
import { customsGoods, orderLines, orders, orderSteps, suppliers } from "../../db/schema";
import type { Queryable } from "../context";
import { hiddenFields } from "../crud/router";
import type { Row } from "../crud/resource";
import { isoTime, SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";

export const ORDER_MENU = "orderList";
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** The tenant's order, or the refusal. */
export function orderOf(db: Queryable, principal: Principal, id: unknown): OrderRow {
  const found = db.select().from(orders).where(and(scoped(orders, principal), eq(orders.id, String(id)))).get();
  if (!found) throw new SimError(o.orderUnknown);
  return found;
}

export function requireDraft(order: Pick<OrderRow, "status">): void {
  if (order.status !== "draft") throw new SimError(o.notDraft);
}

export function linesOf(db: Queryable, principal: Principal, orderId: string): OrderLineRow[] {
  return db.select().from(orderLines).where(and(scoped(orderLines, principal), eq(orderLines.orderId, orderId))).orderBy(asc(orderLines.lineNo)).all();
}

/** Model numbers and names of goods by id, for lines and the list's first item. */
export function goodsNames(db: Queryable, principal: Principal, ids: readonly string[]): Map<string, { modelNumber: string; name: string }> {
  if (ids.length === 0) return new Map();
  const rows = db.select({ id: customsGoods.id, modelNumber: customsGoods.modelNumber, name: customsGoods.name }).from(customsGoods).where(and(scoped(customsGoods, principal), inArray(customsGoods.id, [...new Set(ids)]))).all();
  return new Map(rows.map((r) => [r.id, r]));
}

/** An order as it goes on the wire: the totals as decimal text, the supplier's name, its first goods item. */
export function orderWire(row: OrderRow, db: Queryable, principal: Principal): Row {
  const { totalCents, tenantCode: _tenant, ...rest } = row;
  const supplier = db.select({ name: suppliers.name }).from(suppliers).where(and(scoped(suppliers, principal), eq(suppliers.id, row.supplierId))).get();
  const first = db.select({ goodsId: orderLines.goodsId }).from(orderLines).where(and(scoped(orderLines, principal), eq(orderLines.orderId, row.id))).orderBy(asc(orderLines.lineNo)).limit(1).get();
  const lineCount = db.select({ n: count() }).from(orderLines).where(and(scoped(orderLines, principal), eq(orderLines.orderId, row.id))).get()?.n ?? 0;
  const item = first ? goodsNames(db, principal, [first.goodsId]).get(first.goodsId) : undefined;
  return {
    ...rest,
    createTime: isoTime(row.createTime),
    updateTime: isoTime(row.updateTime),
    supplierName: supplier?.name ?? null,
    totalPriceSum: amountText(totalCents),
    itemCode: item?.modelNumber ?? null,
    itemName: item?.name ?? null,
    lineCount,
  } as Row;
}

export function lineWire(line: OrderLineRow, names: Map<string, { modelNumber: string; name: string }>): Row {
  const { unitPriceCents, totalCents, tenantCode: _tenant, createTime: _created, ...rest } = line;
  const goods = names.get(line.goodsId);
  return { ...rest, modelNumber: goods?.modelNumber ?? null, goodsName: goods?.name ?? null, unitPrice: amountText(unitPriceCents), totalPrice: amountText(totalCents) } as Row;
}

/** Money a role may not see on orders (data-field permission): hidden totals hide the lines' prices too. */
export function withoutHidden(db: Queryable, principal: Principal, order: Row, lines: readonly Row[]): { order: Row; lines: Row[] } {
  const hidden = hiddenFields(db, principal, ORDER_MENU);
  if (hidden.size === 0) return { order, lines: [...lines] };
  const money = hidden.has("totalPriceSum") ? new Set([...hidden, "unitPrice", "totalPrice"]) : hidden;
  const drop = (row: Row) => Object.fromEntries(Object.entries(row).filter(([field]) => field === "id" || !money.has(field))) as Row;
  return { order: drop(order), lines: lines.map(drop) };
}

export function stepsOf(db: Queryable, principal: Principal, orderId: string) {
  return db
    .select()
    .from(orderSteps)
    .where(and(scoped(orderSteps, principal), eq(orderSteps.orderId, orderId)))
    .orderBy(asc(orderSteps.createTime), asc(orderSteps.id))
    .all()
    .map(({ tenantCode: _tenant, userId: _user, ...step }) => ({ ...step, createTime: isoTime(step.createTime) }));
}
