import { asc, eq } from "drizzle-orm";
import { ALWAYS_ON_MENUS, isSystemModule } from "../../contract/business/module";
import { menus, tenantModulesOff } from "../../db/schema";
import type { Queryable } from "../context";
import { scoped } from "../tenant";

type MenuLink = Pick<typeof menus.$inferSelect, "id" | "menuCode" | "parentId">;

/** The modules (menu groups' codes) the tenant switched off. */
export function modulesOff(db: Queryable, tenantCode: string): Set<string> {
  return new Set(db.select({ menuCode: tenantModulesOff.menuCode }).from(tenantModulesOff).where(scoped(tenantModulesOff, tenantCode)).all().map((r) => r.menuCode));
}

/** Each menu's module: the nearest menu group, itself included, that is a system module. */
export function moduleOfEachMenu(list: readonly MenuLink[]): Map<string, string> {
  const byId = new Map(list.map((m) => [m.id, m]));
  const moduleOf = new Map<string, string>();
  for (const menu of list) {
    for (let at: MenuLink | undefined = menu; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (isSystemModule(at.menuCode)) {
        moduleOf.set(menu.menuCode, at.menuCode);
        break;
      }
    }
  }
  return moduleOf;
}

/**
 * The menus the tenant's users lose with the modules it switched off: every menu inside them,
 * but the always-on screens and the groups that lead to them. Empty when every module is on.
 */
export function menusSwitchedOff(db: Queryable, tenantCode: string, list?: readonly MenuLink[]): Set<string> {
  const off = modulesOff(db, tenantCode);
  if (off.size === 0) return off;
  const all = list ?? db.select({ id: menus.id, menuCode: menus.menuCode, parentId: menus.parentId }).from(menus).orderBy(asc(menus.menuSequence)).all();
  const byId = new Map(all.map((m) => [m.id, m]));
  const kept = new Set<string>();
  for (const menu of all.filter((m) => ALWAYS_ON_MENUS.has(m.menuCode))) {
    for (let at: MenuLink | undefined = menu; at; at = at.parentId ? byId.get(at.parentId) : undefined) kept.add(at.menuCode);
  }
  const moduleOf = moduleOfEachMenu(all);
  return new Set(all.filter((m) => off.has(moduleOf.get(m.menuCode) ?? "") && !kept.has(m.menuCode)).map((m) => m.menuCode));
}

/** Whether a menu is out of reach for the tenant's users because its module is off. */
export function isSwitchedOff(db: Queryable, tenantCode: string, menuCode: string): boolean {
  return menusSwitchedOff(db, tenantCode).has(menuCode);
}

/** The menu group of a module by its id, when that id names one. */
export function moduleById(db: Queryable, id: string): { id: string; menuCode: string } | undefined {
  const row = db.select({ id: menus.id, menuCode: menus.menuCode }).from(menus).where(eq(menus.id, id)).get();
  return row && isSystemModule(row.menuCode) ? row : undefined;
}
