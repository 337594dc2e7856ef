import { and, eq, inArray } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import { menus, roleMenus } from "../../db/schema";
import type { Queryable } from "../context";
import { forbidden } from "../http";
import { isAdmin, principalOf, type Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/**
 * The account service is open to every signed-in user (their own account, password, recharges),
 * so the account centre's calls, which read the whole tenant's money, also need its menu: an
 * administrator holds every menu, anyone else through a role.
 */
export function holdsMenu(db: Queryable, principal: Principal, menuCode: string): boolean {
  if (isAdmin(principal)) return true;
  if (principal.roleIds.length === 0) return false;
  return (
    db
      .select({ id: menus.id })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(and(scoped(roleMenus, principal), inArray(roleMenus.roleId, principal.roleIds), eq(menus.menuCode, menuCode)))
      .get() !== undefined
  );
}

/** Middleware: the call answers 403 unless the caller holds one of the menus. */
export const requireAnyMenu = (db: Queryable, menuCodes: readonly string[]) => (req: Request, _res: Response, next: NextFunction) => {
  if (!menuCodes.some((menuCode) => holdsMenu(db, principalOf(req), menuCode))) throw forbidden();
  next();
};

/** Middleware: the call answers 403 unless the caller holds the menu. */
export const requireMenu = (db: Queryable, menuCode: string) => requireAnyMenu(db, [menuCode]);
