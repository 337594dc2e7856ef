import { and, eq } from "drizzle-orm";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { customsMessages as c } from "../../contract/customs/messages";
import { classifyOrders, customsGoods, dicts } from "../../db/schema";
import type { Queryable } from "../context";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/** The references a goods item or an order names, checked against what the provider holds (contract/customs/messages.ts). */
export function checkUnit(db: Queryable, unit: unknown): void {
  const known = db.select({ one: dicts.id }).from(dicts).where(and(eq(dicts.dictType, "unit"), eq(dicts.dictValue, String(unit)))).get();
  if (!known) throw new SimError(c.unitUnknown);
}

/** The tenant's goods item, or the refusal. */
export function goodsOf(db: Queryable, principal: Principal, id: unknown): typeof customsGoods.$inferSelect {
  const found = db.select().from(customsGoods).where(and(scoped(customsGoods, principal), eq(customsGoods.id, String(id)))).get();
  if (!found) throw new SimError(c.goodsUnknown);
  return found;
}

export type OrderRow = typeof classifyOrders.$inferSelect;

/** The tenant's classification order, or the refusal. */
export function orderOf(db: Queryable, principal: Principal, id: string): OrderRow {
  const found = db.select().from(classifyOrders).where(and(scoped(classifyOrders, principal), eq(classifyOrders.id, id))).get();
  if (!found) throw new SimError(rm.notFound);
  return found;
}

/** Only the member who submitted an order edits, resubmits or cancels it. */
export function requireMember(order: Pick<OrderRow, "createBy">, principal: Principal): void {
  if (order.createBy !== principal.userId) throw new SimError(c.notTheMember);
}
