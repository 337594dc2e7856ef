import { and, eq, inArray } from "drizzle-orm";
import { menuButtons, roleButtons } from "../../db/schema";
import type { Queryable } from "../context";
import { forbidden } from "../http";
import { isAdmin, type Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/**
 * Button permission (DESIGN §5 "the server enforces"): `<menuCode>:<buttonCode>` must be granted
 * to one of the principal's roles, as queryCurrentAuthority lists them. Administrators hold every
 * button that exists.
 */
export function hasButton(db: Queryable, principal: Principal, menuCode: string, buttonCode: string): boolean {
  const button = and(eq(menuButtons.menuCode, menuCode), eq(menuButtons.buttonCode, buttonCode));
  if (isAdmin(principal)) return db.select({ id: menuButtons.id }).from(menuButtons).where(button).get() !== undefined;
  if (principal.roleIds.length === 0) return false;
  const granted = db
    .select({ id: menuButtons.id })
    .from(roleButtons)
    .innerJoin(menuButtons, eq(menuButtons.id, roleButtons.buttonId))
    .where(and(scoped(roleButtons, principal), inArray(roleButtons.roleId, principal.roleIds), button))
    .get();
  return granted !== undefined;
}

export function requireButton(db: Queryable, principal: Principal, menuCode: string, buttonCode: string): void {
  if (!hasButton(db, principal, menuCode, buttonCode)) throw forbidden();
}
