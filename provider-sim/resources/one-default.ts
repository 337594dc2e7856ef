import { and, desc, eq, inArray, ne, notInArray, type SQL } from "drizzle-orm";
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
import { parseWith } from "../validate";

/** Records of a tenant that fall into groups, each group with its one default. */
export type DefaultTable = SQLiteTable & { id: SQLiteColumn; tenantCode: SQLiteColumn; isDefault: SQLiteColumn; createTime: SQLiteColumn };

export interface DefaultGroups {
  /** The column naming a record's group (its owner, its supplier). */
  column: SQLiteColumn;
  /** The group a record written with these values belongs to. */
  of: (principal: Principal, values: Record<string, unknown>) => string;
  /** The records the caller may read and write at all (the tenant's, or the member's own). */
  visible: (principal: Principal) => SQL | undefined;
}

/**
 * Exactly one default per group (a member's bank accounts, a supplier's addresses): a group's
 * first record becomes its default; choosing another clears the old one in the same
 * transaction; deleting the default, or moving it to another group, hands it to the newest
 * record left in its group. The factory's hooks and the `setDefault` call share these rules.
 */
export function oneDefaultPerGroup(table: DefaultTable, groups: DefaultGroups) {
  const inGroup = (principal: Principal, group: string) => and(groups.visible(principal), eq(groups.column, group));
  const clearOthers = (q: Queryable, principal: Principal, group: string, id?: string) =>
    q
      .update(table)
      .set({ isDefault: false } as never)
      .where(and(inGroup(principal, group), eq(table.isDefault, true), id ? ne(table.id, id) : undefined))
      .run();
  const current = (q: Queryable, principal: Principal, id: string) =>
    q.select({ group: groups.column, isDefault: table.isDefault }).from(table).where(and(groups.visible(principal), eq(table.id, id))).get() as
      | { group: string; isDefault: boolean }
      | undefined;

  /** The group's newest record besides these becomes its default. */
  const handOver = (q: Queryable, principal: Principal, group: string, leaving: readonly string[]) => {
    const next = q
      .select({ id: table.id })
      .from(table)
      .where(and(inGroup(principal, group), notInArray(table.id, [...leaving])))
      .orderBy(desc(table.createTime), desc(table.id))
      .get() as { id: string } | undefined;
    if (next) q.update(table).set({ isDefault: true } as never).where(and(inGroup(principal, group), eq(table.id, next.id))).run();
  };

  const hooks: Pick<CrudResource, "check" | "prepare" | "onDelete"> = {
    // The default can only move by choosing another one; unticking it would leave none.
    check(q, principal, values, id) {
      if (!id || values.isDefault) return;
      if (current(q, principal, id)?.isDefault) throw new SimError(memberMessages.keepOneDefault);
    },
    prepare(q, principal, values, id) {
      const group = groups.of(principal, values);
      const before = id ? current(q, principal, id) : undefined;
      const moved = before !== undefined && before.group !== group;
      if (moved && before.isDefault) handOver(q, principal, before.group, [id!]);
      // The group's first record (new, or moved in) becomes its default.
      const first = (!before || moved) && q.select({ id: table.id }).from(table).where(inGroup(principal, group)).get() === undefined;
      const isDefault = first || values.isDefault === true;
      if (isDefault) clearOthers(q, principal, group, id);
      return { ...values, isDefault };
    },
    onDelete(q, principal, ids) {
      const losing = q.select({ group: groups.column }).from(table).where(and(groups.visible(principal), inArray(table.id, [...ids]), eq(table.isDefault, true))).all() as { group: string }[];
      for (const { group } of losing) handOver(q, principal, group, ids);
    },
  };

  /**
   * `<path>?id=`: makes one record its group's default, with the menu's update button, in one
   * transaction; `shown` is the record as its audit rows keep it (without its bytes …).
   */
  function setDefaultRoute(path: string, menuCode: string, shown: (row: Record<string, unknown>) => Record<string, unknown> = (row) => row) {
    return (router: Router, local: (path: string) => string, ctx: SimContext) => {
      router.post(
        local(path),
        handle((req) => {
          const principal = principalOf(req);
          requireButton(ctx.db, principal, menuCode, "update");
          const { id } = parseWith(z.object({ id: idSchema }), req.query, (message) => new SimError(message, 400, 400));
          ctx.db.transaction((tx) => {
            const found = tx.select().from(table).where(and(groups.visible(principal), eq(table.id, id))).get() as Record<string, unknown> | undefined;
            if (!found) throw new SimError(rm.notFound);
            const before = shown(found);
            const { group } = current(tx, principal, id)!;
            clearOthers(tx, principal, group, id);
            tx.update(table).set({ isDefault: true, updateTime: new Date(ctx.now()) } as never).where(and(inGroup(principal, group), eq(table.id, id))).run();
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
