import { and, desc, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Router } from "express";
import { z } from "zod";
import { memberMessages } from "../../contract/admin/bank-account";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { idSchema } from "../../contract/envelope";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { checkSupplier } from "./supplier-references";

/** A supplier's own records: tenant, supplier and the one default among them. */
type SupplierTable = SQLiteTable & { id: SQLiteColumn; tenantCode: SQLiteColumn; supplierId: SQLiteColumn; isDefault: SQLiteColumn; createTime: SQLiteColumn };

/**
 * A supplier's bank accounts or addresses, with exactly one default per supplier: its first
 * record becomes the default; choosing another clears the old one in the same transaction;
 * deleting the default hands it to the supplier's newest record left.
 */
export function supplierRowsWithOneDefault(table: SupplierTable) {
  const ofSupplier = (principal: Principal, supplierId: string) => and(scoped(table as never, principal), eq(table.supplierId, supplierId));
  const clearOthers = (q: Queryable, principal: Principal, supplierId: string, id?: string) =>
    q
      .update(table)
      .set({ isDefault: false } as never)
      .where(and(ofSupplier(principal, supplierId), eq(table.isDefault, true), id ? ne(table.id, id) : undefined))
      .run();
  const current = (q: Queryable, principal: Principal, id: string) =>
    q.select({ supplierId: table.supplierId, isDefault: table.isDefault }).from(table).where(and(scoped(table as never, principal), eq(table.id, id))).get() as
      | { supplierId: string; isDefault: boolean }
      | undefined;

  /** The supplier's newest record besides these becomes its default. */
  const handOver = (q: Queryable, principal: Principal, supplierId: string, leaving: readonly string[]) => {
    const next = q
      .select({ id: table.id })
      .from(table)
      .where(and(ofSupplier(principal, supplierId), notInArray(table.id, [...leaving])))
      .orderBy(desc(table.createTime), desc(table.id))
      .get() as { id: string } | undefined;
    if (next) q.update(table).set({ isDefault: true } as never).where(and(ofSupplier(principal, supplierId), eq(table.id, next.id))).run();
  };

  const hooks: Pick<CrudResource, "check" | "prepare" | "onDelete"> = {
    // The supplier is the tenant's; the default moves only by choosing another one.
    check(q, principal, values, id) {
      checkSupplier(q, principal, values.supplierId);
      if (!id || values.isDefault) return;
      if (current(q, principal, id)?.isDefault) throw new SimError(memberMessages.keepOneDefault);
    },
    prepare(q, principal, values, id) {
      const supplierId = String(values.supplierId);
      const before = id ? current(q, principal, id) : undefined;
      const moved = before !== undefined && before.supplierId !== supplierId;
      // A default moved to another supplier leaves its old supplier's default to the newest left there.
      if (moved && before.isDefault) handOver(q, principal, before.supplierId, [id!]);
      // Its supplier's first record (new, or moved in) becomes the default.
      const first = (!before || moved) && q.select({ id: table.id }).from(table).where(ofSupplier(principal, supplierId)).get() === undefined;
      const isDefault = first || values.isDefault === true;
      if (isDefault) clearOthers(q, principal, supplierId, id);
      return { ...values, isDefault };
    },
    onDelete(q, principal, ids) {
      const losing = q.select({ supplierId: table.supplierId }).from(table).where(and(scoped(table as never, principal), inArray(table.id, [...ids]), eq(table.isDefault, true))).all() as { supplierId: string }[];
      for (const { supplierId } of losing) handOver(q, principal, supplierId, ids);
    },
  };

  /** `<path>?id=`: makes one record its supplier's default, with the menu's update button, in one transaction. */
  function setDefaultRoute(path: string, menuCode: string) {
    return (router: Router, local: (path: string) => string, ctx: SimContext) => {
      router.post(
        local(path),
        handle((req) => {
          const principal = principalOf(req);
          requireButton(ctx.db, principal, menuCode, "update");
          const { id } = parseWith(z.object({ id: idSchema }), req.query, (message) => new SimError(message, 400, 400));
          ctx.db.transaction((tx) => {
            const before = tx.select().from(table).where(and(scoped(table as never, principal), eq(table.id, id))).get() as Record<string, unknown> | undefined;
            if (!before) throw new SimError(rm.notFound);
            const supplierId = String(before.supplierId);
            clearOthers(tx, principal, supplierId, id);
            tx.update(table).set({ isDefault: true, updateTime: new Date(ctx.now()) } as never).where(and(ofSupplier(principal, supplierId), eq(table.id, id))).run();
            writeAudit(tx, ctx.now(), {
              tenantCode: principal.tenantCode,
              actor: { userId: principal.userId, username: principal.username },
              action: "setDefault",
              entity: menuCode,
              entityId: id,
              before,
              after: { ...before, isDefault: true },
              ip: req.ip,
            });
          });
          return ok();
        }),
      );
    };
  }

  return { hooks, setDefaultRoute };
}
