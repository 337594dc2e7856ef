import { and, gte, inArray, lte } from "drizzle-orm";
import type { Request, Router } from "express";
import { z } from "zod";
import { idSchema } from "../../contract/envelope";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { orderMessages as o } from "../../contract/business/messages";
import { orderPaths, saveOrderSchema } from "../../contract/business/order";
import { orderLines, orders, orderSteps } from "../../db/schema";
import type { SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource, Row } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { ascending, descending } from "../paging";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { ORDER_COLUMNS, ORDER_TITLE } from "./order-labels";
import { recordRoutes } from "./order-record";
import { ORDER_MENU, orderWire, type OrderRow } from "./order-rows";
import type { SimResource } from "./resource";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A date bound of the list; a malformed one narrows nothing rather than failing the page. */
const dateBound = (compare: typeof gte) => (value: string) => (day.safeParse(value).success ? compare(orders.orderDate, value) : undefined);

const crud: CrudResource = {
  menuCode: ORDER_MENU,
  title: ORDER_TITLE,
  paths: orderPaths,
  table: orders,
  // The order is written whole by its own calls (order-record.ts): the kit serves the list and its exports.
  readOnly: true,
  addSchema: saveOrderSchema,
  updateSchema: saveOrderSchema,
  filters: {
    code: { column: orders.code, match: "contains" },
    supplierId: { column: orders.supplierId, match: "equals" },
    status: { column: orders.status, match: "equals" },
    currency: { column: orders.currency, match: "equals" },
    orderDateFrom: { where: dateBound(gte) },
    orderDateTo: { where: dateBound(lte) },
  },
  sortable: { code: orders.code, orderDate: orders.orderDate, totalPriceSum: orders.totalCents, createTime: orders.createTime },
  defaultOrder: [descending(orders.orderDate), descending(orders.createTime), ascending(orders.code)],
  exportColumns: ORDER_COLUMNS,
  view: (row, db, principal) => orderWire(row as unknown as OrderRow, db, principal),
};

const deleteQuerySchema = z.object({ id: z.union([idSchema, z.array(idSchema).min(1).max(1000)]) });

/** Deleting drafts (a confirmed order is cancelled instead), with their lines and steps. */
function deleteRoute(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;
  router.post(
    local(orderPaths.delete),
    handle((req: Request) => {
      const principal = principalOf(req);
      requireButton(db, principal, ORDER_MENU, "delete");
      const given = parseWith(deleteQuerySchema, req.query).id;
      const ids = [...new Set(Array.isArray(given) ? given : [given])];
      db.transaction((tx) => {
        const found = tx.select().from(orders).where(and(scoped(orders, principal), inArray(orders.id, ids))).all();
        if (found.length !== ids.length) throw new SimError(rm.notFound);
        if (found.some((order) => order.status !== "draft")) throw new SimError(o.notDraft);
        const before: Row[] = found.map((order) => orderWire(order, tx, principal));
        tx.delete(orderLines).where(and(scoped(orderLines, principal), inArray(orderLines.orderId, ids))).run();
        tx.delete(orderSteps).where(and(scoped(orderSteps, principal), inArray(orderSteps.orderId, ids))).run();
        tx.delete(orders).where(and(scoped(orders, principal), inArray(orders.id, ids))).run();
        for (const row of before)
          writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action: "delete", entity: ORDER_MENU, entityId: row.id, before: row, after: null, ip: req.ip });
      });
      return ok();
    }),
  );
}

/** Purchase orders (/orderList, /editAddOrder, /OneClickOrder): the list by the kit, the record by its own calls. */
export const order: SimResource = {
  bases: [orderPaths.base],
  crud,
  routes(router, local, ctx) {
    deleteRoute(router, local, ctx);
    recordRoutes(router, local, ctx);
  },
};
