import type { ResourcePaths } from "../../contract/admin/resource";
import { and, desc, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Router } from "express";
import { z } from "zod";
import { memberMessages } from "../../contract/admin/bank-account";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { idSchema } from "../../contract/envelope";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource, CrudScope } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";

/** A member's own records: tenant, owner and the one default among them. */
type OwnTable = SQLiteTable & { id: SQLiteColumn; tenantCode: SQLiteColumn; userId: SQLiteColumn; isDefault: SQLiteColumn; createTime: SQLiteColumn };

/**
 * Records that belong to the signed-in member (bank accounts, addresses): read and written only
 * by their owner, with exactly one default. The first record becomes the default; choosing
 * another clears the old one in the same transaction; deleting the default hands it to the
 * newest record left. The factory's hooks and the `setDefault` call share these rules.
 */
export function ownRowsWithOneDefault(table: OwnTable) {
  const mine = (principal: Principal) => and(scoped(table as never, principal), eq(table.userId, principal.userId));
  const scope: CrudScope = { read: mine, write: mine, owner: (principal) => ({ tenantCode: principal.tenantCode, userId: principal.userId }) };

  const clearOthers = (q: Queryable, principal: Principal, id?: string) =>
    q
      .update(table)
      .set({ isDefault: false } as never)
      .where(and(mine(principal), eq(table.isDefault, true), id ? ne(table.id, id) : undefined))
      .run();

  const hooks: Pick<CrudResource, "scope" | "check" | "prepare" | "onDelete"> = {
    scope,
    // The default can only move by choosing another one; unticking it would leave none.
    check(q, principal, values, id) {
      if (!id || values.isDefault) return;
      const current = q.select({ isDefault: table.isDefault }).from(table).where(and(mine(principal), eq(table.id, id))).get() as { isDefault: boolean } | undefined;
      if (current?.isDefault) throw new SimError(memberMessages.keepOneDefault);
    },
    prepare(q, principal, values, id) {
      const first = !id && q.select({ id: table.id }).from(table).where(mine(principal)).get() === undefined;
      const isDefault = first || values.isDefault === true;
      if (isDefault) clearOthers(q, principal, id);
      return { ...values, isDefault };
    },
    onDelete(q, principal, ids) {
      const losing = q.select({ id: table.id }).from(table).where(and(mine(principal), inArray(table.id, [...ids]), eq(table.isDefault, true))).get();
      if (!losing) return;
      const next = q
        .select({ id: table.id })
        .from(table)
        .where(and(mine(principal), notInArray(table.id, [...ids])))
        .orderBy(desc(table.createTime), desc(table.id))
        .get() as { id: string } | undefined;
      if (next) q.update(table).set({ isDefault: true } as never).where(and(mine(principal), eq(table.id, next.id))).run();
    },
  };

  /** `<path>?id=`: makes one of the caller's records the default, with the update button. */
  function setDefaultRoute(path: string, menuCode: string) {
    return (router: Router, local: (path: string) => string, ctx: SimContext) => {
      router.post(
        local(path),
        handle((req) => {
          const principal = principalOf(req);
          requireButton(ctx.db, principal, menuCode, "update");
          const { id } = parseWith(z.object({ id: idSchema }), req.query, (message) => new SimError(message, 400, 400));
          ctx.db.transaction((tx) => {
            const before = tx.select().from(table).where(and(mine(principal), eq(table.id, id))).get();
            if (!before) throw new SimError(rm.notFound);
            clearOthers(tx, principal, id);
            tx.update(table).set({ isDefault: true, updateTime: new Date(ctx.now()) } as never).where(and(mine(principal), eq(table.id, id))).run();
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

/**
 * The calls of a member's own rows: open to every signed-in member, since the scope keeps each
 * to their own records (list, writes, exports and history).
 */
export function ownCalls(paths: ResourcePaths): string[] {
  return [paths.query, paths.add, paths.update, paths.delete, paths.exportXlsx, paths.exportDocx, paths.exportPdf, paths.history];
}
