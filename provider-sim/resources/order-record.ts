import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Request, Router } from "express";
import { customsMessages as c } from "../../contract/customs/messages";
import { businessMessages as b, orderMessages as o } from "../../contract/business/messages";
import {
  getOrderPath,
  lineTotalCents,
  orderGoodsOptionsPath,
  orderIdQuerySchema,
  orderStepSchema,
  orderSupplierOptionsPath,
  orderTotals,
  outsidePriceRange,
  reorderPath,
  reorderSchema,
  saveOrderPath,
  saveOrderSchema,
  stepOrderPath,
  type OrderLineInput,
} from "../../contract/business/order";
import { ORDER_STEP_RULES, orderStepRefusal } from "../../contract/business/order-steps";
import { namingRefusal } from "../../contract/messages";
import { amountText, centsOf } from "../../contract/money";
import { customsGoods, orderLines, orders, orderSteps, suppliers } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { numberByMonth } from "../crud/monthly-number";
import { handle, ok, paramsOf, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { checkUnit } from "./customs-references";
import { ORDER_MENU, goodsNames, lineWire, linesOf, orderOf, orderWire, requireDraft, stepsOf, withoutHidden } from "./order-rows";
import { orderFileRoutes } from "./order-files";
import { receiveOrderLines } from "./stock-ledger";
import { checkCurrency } from "./usa-references";

type Goods = typeof customsGoods.$inferSelect;
type Header = { supplierId: string; currency: string; orderDate: string; receivingWay: string; remark?: string | null };

/** The tenant's enabled supplier, or the refusal. */
function enabledSupplier(db: Queryable, principal: Principal, id: string) {
  const found = db.select().from(suppliers).where(and(scoped(suppliers, principal), eq(suppliers.id, id))).get();
  if (!found) throw new SimError(b.supplierUnknown);
  if (found.status !== "enabled") throw new SimError(o.supplierDisabled);
  return found;
}

function goodsById(db: Queryable, principal: Principal, ids: readonly string[]): Map<string, Goods> {
  if (ids.length === 0) return new Map();
  return new Map(db.select().from(customsGoods).where(and(scoped(customsGoods, principal), inArray(customsGoods.id, [...new Set(ids)]))).all().map((g) => [g.id, g]));
}

/**
 * The lines as stored, each checked against its goods: the tenant's goods, a unit of the
 * dictionary, and a reason for a price outside the goods' range (when priced in the order's
 * currency). The refusal of a price names the goods' model number after the message.
 */
function storedLines(db: Queryable, principal: Principal, currency: string, lines: readonly OrderLineInput[]) {
  const goods = goodsById(db, principal, lines.map((l) => l.goodsId));
  return lines.map((line, i) => {
    const item = goods.get(line.goodsId);
    if (!item) throw new SimError(c.goodsUnknown);
    checkUnit(db, line.unitCode);
    const unitPriceCents = centsOf(line.unitPrice);
    const range = { lowest: item.lowestPriceCents, highest: item.highestPriceCents };
    if (item.currency === currency && outsidePriceRange(unitPriceCents, range) && !line.priceReason) throw new SimError(namingRefusal(o.priceReasonNeeded, [item.modelNumber]));
    const totalCents = lineTotalCents(line.quantity, line.unitPrice);
    return { lineNo: i + 1, goodsId: line.goodsId, quantity: line.quantity, unitCode: line.unitCode, netWeight: line.netWeight, roughWeight: line.roughWeight, unitPriceCents, totalCents, priceReason: line.priceReason ?? null, remark: line.remark ?? null };
  });
}

/**
 * Writes a draft whole in the caller's transaction: its header, its lines replacing any before,
 * the totals summed here from the lines, and for a new draft its number and first step.
 */
export function writeDraft(tx: Queryable, principal: Principal, header: Header, lines: readonly OrderLineInput[], at: Date, id?: string): string {
  enabledSupplier(tx, principal, header.supplierId);
  checkCurrency(tx, header.currency);
  const stored = storedLines(tx, principal, header.currency, lines);
  const totals = orderTotals(stored);
  if (!Number.isSafeInteger(totals.totalCents)) throw new SimError(o.totalTooLarge);
  const values = { orderDate: header.orderDate, supplierId: header.supplierId, currency: header.currency, receivingWay: header.receivingWay, remark: header.remark ?? null, quantitySum: totals.quantitySum, totalCents: totals.totalCents, updateTime: at };
  const orderId = id ?? nextId();
  if (id) {
    tx.update(orders).set(values).where(and(scoped(orders, principal), eq(orders.id, id))).run();
    tx.delete(orderLines).where(and(scoped(orderLines, principal), eq(orderLines.orderId, id))).run();
  } else {
    tx.insert(orders).values({ ...values, id: orderId, tenantCode: principal.tenantCode, status: "draft", createBy: principal.username, createTime: at }).run();
    tx.insert(orderSteps).values({ id: nextId(), tenantCode: principal.tenantCode, orderId, step: "draft", fromStatus: null, toStatus: "draft", userId: principal.userId, username: principal.username, createTime: at }).run();
    numberByMonth(tx, principal, orders, "code", "ORD", orderId);
  }
  tx.insert(orderLines).values(stored.map((line) => ({ ...line, id: nextId(), tenantCode: principal.tenantCode, orderId, createTime: at }))).run();
  return orderId;
}

/** The last order line of each goods item: a re-order from goods starts from what was bought before. */
function lastLines(db: Queryable, principal: Principal, goodsIds: readonly string[]) {
  const rows = db.select().from(orderLines).where(and(scoped(orderLines, principal), inArray(orderLines.goodsId, [...goodsIds]))).orderBy(desc(orderLines.createTime)).all();
  const last = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!last.has(row.goodsId)) last.set(row.goodsId, row);
  return last;
}

/** A re-order's lines: a past order's as they were, or one per goods item at its reference price. */
function reorderLines(db: Queryable, principal: Principal, body: { fromOrderId?: string | null; goodsIds?: string[] }): { header?: Header; lines: OrderLineInput[] } {
  if (body.fromOrderId) {
    const past = orderOf(db, principal, body.fromOrderId);
    const lines = linesOf(db, principal, past.id).map((l) => ({ goodsId: l.goodsId, quantity: l.quantity, unitCode: l.unitCode, netWeight: l.netWeight, roughWeight: l.roughWeight, unitPrice: amountText(l.unitPriceCents), priceReason: l.priceReason, remark: l.remark }));
    return { header: { supplierId: past.supplierId, currency: past.currency, orderDate: "", receivingWay: past.receivingWay, remark: null }, lines };
  }
  const ids = body.goodsIds ?? [];
  const goods = goodsById(db, principal, ids);
  const last = lastLines(db, principal, ids);
  const lines = [...new Set(ids)].map((id) => {
    const item = goods.get(id);
    if (!item) throw new SimError(c.goodsUnknown);
    const before = last.get(id);
    const price = item.referencePriceCents ?? item.lowestPriceCents ?? item.highestPriceCents ?? before?.unitPriceCents ?? 0;
    return { goodsId: id, quantity: before?.quantity ?? 1, unitCode: before?.unitCode ?? item.unit, netWeight: before?.netWeight ?? 0, roughWeight: before?.roughWeight ?? 0, unitPrice: amountText(price), priceReason: null, remark: null };
  });
  return { lines };
}

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/** An order's own calls: read whole, saved whole, stepped, re-ordered; the choices its page offers. */
export function recordRoutes(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;
  const audit = (tx: Queryable, req: Request, principal: Principal, action: "create" | "update", id: string, before: unknown) =>
    writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action, entity: ORDER_MENU, entityId: id, before, after: orderWire(orderOf(tx, principal, id), tx, principal), ip: req.ip });

  router.get(
    local(getOrderPath),
    handle((req) => {
      const principal = principalOf(req);
      const { id } = parseWith(orderIdQuerySchema, paramsOf(req));
      const row = orderOf(db, principal, id);
      const lines = linesOf(db, principal, id);
      const names = goodsNames(db, principal, lines.map((l) => l.goodsId));
      const shown = withoutHidden(db, principal, orderWire(row, db, principal), lines.map((l) => lineWire(l, names)));
      return ok({ ...shown, steps: stepsOf(db, principal, id) });
    }),
  );

  router.post(
    local(saveOrderPath),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, ORDER_MENU, req.body?.id ? "update" : "add");
      const body = parseWith(saveOrderSchema, req.body);
      const id = db.transaction((tx) => {
        const at = new Date(ctx.now());
        const before = body.id ? orderOf(tx, principal, body.id) : undefined;
        if (before) requireDraft(before);
        const saved = writeDraft(tx, principal, body, body.lines, at, body.id);
        audit(tx, req, principal, before ? "update" : "create", saved, before ? orderWire(before, tx, principal) : null);
        return saved;
      });
      return ok({ id });
    }),
  );

  router.post(
    local(stepOrderPath),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, ORDER_MENU, "update");
      const body = parseWith(orderStepSchema, req.body);
      db.transaction((tx) => {
        const before = orderOf(tx, principal, body.id);
        const refusal = orderStepRefusal(body.step, before.status);
        if (refusal) throw new SimError(refusal);
        const at = new Date(ctx.now());
        const to = ORDER_STEP_RULES[body.step].to;
        // Received goods go into the named warehouse, in this transaction: a refused receipt leaves the order shipped.
        const warehouseId = body.step === "receive" ? (body.warehouseId ?? null) : null;
        if (warehouseId) {
          const lines = linesOf(tx, principal, before.id).map((line) => ({ goodsId: line.goodsId, quantity: line.quantity }));
          receiveOrderLines(tx, principal, { warehouseId, orderId: before.id, orderCode: before.code ?? "", lines }, ctx.now());
        }
        tx.update(orders).set({ status: to, updateTime: at }).where(and(scoped(orders, principal), eq(orders.id, before.id))).run();
        tx.insert(orderSteps).values({ id: nextId(), tenantCode: principal.tenantCode, orderId: before.id, step: body.step, fromStatus: before.status, toStatus: to, userId: principal.userId, username: principal.username, warehouseId, createTime: at }).run();
        audit(tx, req, principal, "update", before.id, orderWire(before, tx, principal));
      });
      return ok();
    }),
  );

  router.post(
    local(reorderPath),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, "OneClickOrder", "add");
      const body = parseWith(reorderSchema, req.body);
      const id = db.transaction((tx) => {
        const { header, lines } = reorderLines(tx, principal, body);
        const supplier = header ? undefined : enabledSupplier(tx, principal, body.supplierId!);
        const at = new Date(ctx.now());
        const chosen: Header = header ? { ...header, orderDate: today(ctx.now()) } : { supplierId: supplier!.id, currency: supplier!.currency, orderDate: today(ctx.now()), receivingWay: "delivery", remark: null };
        const saved = writeDraft(tx, principal, chosen, lines, at);
        audit(tx, req, principal, "create", saved, null);
        return saved;
      });
      return ok({ id });
    }),
  );

  router.get(
    local(orderGoodsOptionsPath),
    handle((req) => {
      const principal = principalOf(req);
      const price = (cents: number | null) => (cents === null ? null : amountText(cents));
      const rows = db.select().from(customsGoods).where(scoped(customsGoods, principal)).orderBy(asc(customsGoods.modelNumber)).all();
      return ok(
        rows.map((g) => ({
          value: g.id,
          label: `${g.modelNumber} · ${g.name}`,
          modelNumber: g.modelNumber,
          name: g.name,
          unit: g.unit,
          currency: g.currency,
          lowestPrice: price(g.lowestPriceCents),
          referencePrice: price(g.referencePriceCents),
          highestPrice: price(g.highestPriceCents),
        })),
      );
    }),
  );

  router.get(
    local(orderSupplierOptionsPath),
    handle((req) => {
      const principal = principalOf(req);
      const rows = db.select().from(suppliers).where(and(scoped(suppliers, principal), eq(suppliers.status, "enabled"))).orderBy(asc(suppliers.code)).all();
      return ok(rows.map((s) => ({ value: s.id, label: `${s.code} · ${s.name}`, currency: s.currency })));
    }),
  );

  orderFileRoutes(router, local, ctx);
}
