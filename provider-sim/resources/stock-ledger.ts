import { and, asc, count, eq, sql } from "drizzle-orm";
import { stockAfter, stockChanges, stockMessages as s, type AddStockMovement, type MovementKind } from "../../contract/business/stock";
import { warehouseMessages as w } from "../../contract/business/warehouse";
import { customsGoods, stockMovements, warehouses } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/**
 * The stock ledger: movements are only ever added. Each write runs inside its caller's
 * transaction; better-sqlite3 runs a transaction start to end without yielding, so the balance
 * read and the row written after it cannot interleave with another request's.
 */

/** Movements recorded in a warehouse. */
export function movementsIn(q: Queryable, principal: Principal, warehouseId: string): number {
  return q.select({ n: count() }).from(stockMovements).where(and(scoped(stockMovements, principal), eq(stockMovements.warehouseId, warehouseId))).get()?.n ?? 0;
}

/** The stock of goods in a warehouse: the sum of its movements. */
export function stockOf(q: Queryable, principal: Principal, goodsId: string, warehouseId: string): number {
  const row = q
    .select({ n: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)` })
    .from(stockMovements)
    .where(and(scoped(stockMovements, principal), eq(stockMovements.goodsId, goodsId), eq(stockMovements.warehouseId, warehouseId)))
    .get();
  return Number(row?.n ?? 0);
}

/** A warehouse of the caller's tenant that takes movements. */
function openWarehouse(q: Queryable, principal: Principal, id: string) {
  const found = q.select({ id: warehouses.id, status: warehouses.status }).from(warehouses).where(and(scoped(warehouses, principal), eq(warehouses.id, id))).get();
  if (!found) throw new SimError(w.warehouseUnknown);
  if (found.status !== "enabled") throw new SimError(w.warehouseDisabled);
}

function checkGoods(q: Queryable, principal: Principal, id: string) {
  if (!q.select({ id: customsGoods.id }).from(customsGoods).where(and(scoped(customsGoods, principal), eq(customsGoods.id, id))).get()) throw new SimError(s.goodsUnknown);
}

type Entry = { warehouseId: string; goodsId: string; quantity: number; kind: MovementKind; counterpartWarehouseId?: string | null; reason?: string | null; orderId?: string; orderCode?: string };

function append(q: Queryable, principal: Principal, entry: Entry, at: Date): string {
  const id = nextId();
  q.insert(stockMovements)
    .values({ id, tenantCode: principal.tenantCode, createBy: principal.userId, createByName: principal.username, createTime: at, ...entry })
    .run();
  return id;
}

/**
 * Records an issue, a transfer or an adjustment: the goods and warehouses are the tenant's and
 * enabled, and no warehouse it takes from is left below zero. Answers the rows' ids.
 */
export function postMovement(q: Queryable, principal: Principal, movement: AddStockMovement, now: number): string[] {
  checkGoods(q, principal, movement.goodsId);
  const changes = stockChanges(movement);
  for (const change of changes) openWarehouse(q, principal, change.warehouseId);
  for (const change of changes) {
    if (!stockAfter(stockOf(q, principal, movement.goodsId, change.warehouseId), change.quantity).ok) throw new SimError(s.stockShort);
  }
  const other = (warehouseId: string) => (movement.kind === "transfer" ? changes.find((c) => c.warehouseId !== warehouseId)!.warehouseId : null);
  const at = new Date(now);
  return changes.map((change) =>
    append(q, principal, { ...change, goodsId: movement.goodsId, kind: movement.kind, counterpartWarehouseId: other(change.warehouseId), reason: movement.reason ?? null }, at),
  );
}

/**
 * An order's receipt: one receipt movement per line into the chosen warehouse, in the caller's
 * transaction (the order's "received" step). Refuses a warehouse that is unknown, another
 * tenant's or disabled. Stamped with the provider's clock, as the order's step is.
 */
export function receiveOrderLines(
  tx: Queryable,
  principal: Principal,
  receipt: { warehouseId: string; orderId: string; orderCode: string; lines: readonly { goodsId: string; quantity: number }[] },
  now: number,
): void {
  openWarehouse(tx, principal, receipt.warehouseId);
  const at = new Date(now);
  for (const line of receipt.lines) {
    checkGoods(tx, principal, line.goodsId);
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) throw new SimError(s.quantityPositive);
    append(tx, principal, { warehouseId: receipt.warehouseId, goodsId: line.goodsId, quantity: line.quantity, kind: "receipt", orderId: receipt.orderId, orderCode: receipt.orderCode }, at);
  }
}

/** The movements behind one figure, oldest first, each with the balance it left. */
export function movementsBehind(q: Queryable, principal: Principal, goodsId: string, warehouseId: string) {
  const rows = q
    .select({
      id: stockMovements.id,
      kind: stockMovements.kind,
      quantity: stockMovements.quantity,
      counterpartName: warehouses.name,
      reason: stockMovements.reason,
      orderCode: stockMovements.orderCode,
      createByName: stockMovements.createByName,
      createTime: stockMovements.createTime,
    })
    .from(stockMovements)
    .leftJoin(warehouses, and(scoped(warehouses, principal), eq(warehouses.id, stockMovements.counterpartWarehouseId)))
    .where(and(scoped(stockMovements, principal), eq(stockMovements.goodsId, goodsId), eq(stockMovements.warehouseId, warehouseId)))
    .orderBy(asc(stockMovements.createTime), asc(stockMovements.id))
    .all();
  let balance = 0;
  return rows.map((row) => {
    balance += row.quantity;
    return { ...row, balance, createTime: row.createTime.toISOString() };
  });
}
