import type { ResourcePaths } from "../../contract/admin/resource";
import { and, eq } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { CrudScope } from "../crud/resource";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";
import { oneDefaultPerGroup, type DefaultTable } from "./one-default";

/** A member's own records: tenant, owner and the one default among them. */
type OwnTable = DefaultTable & { userId: SQLiteColumn };

/**
 * Records that belong to the signed-in member (bank accounts, addresses): read and written only
 * by their owner, with exactly one default among them.
 */
export function ownRowsWithOneDefault(table: OwnTable) {
  const mine = (principal: Principal) => and(scoped(table as never, principal), eq(table.userId, principal.userId));
  const scope: CrudScope = { read: mine, write: mine, owner: (principal) => ({ tenantCode: principal.tenantCode, userId: principal.userId }) };
  const { hooks, setDefaultRoute } = oneDefaultPerGroup(table, { column: table.userId, of: (principal) => principal.userId, visible: mine });
  return { hooks: { ...hooks, scope }, setDefaultRoute };
}

/**
 * The calls of a member's own rows: open to every signed-in member, since the scope keeps each
 * to their own records (list, writes, exports and history).
 */
export function ownCalls(paths: ResourcePaths): string[] {
  return [paths.query, paths.add, paths.update, paths.delete, paths.exportXlsx, paths.exportDocx, paths.exportPdf, paths.history];
}
