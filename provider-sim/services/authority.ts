import { and, asc, eq, inArray } from "drizzle-orm";
import type { Authority, MenuNode } from "../../contract/auth";
import { menuButtons, menus, roleButtons, roleMenus } from "../../db/schema";
import type { Queryable } from "../context";
import { isAdmin, isPlatformAdmin, type Principal } from "../middleware/auth";
import { PLATFORM_MENUS, writesPlatformData } from "../resources/platform";
import { menusSwitchedOff } from "./modules";
import { scoped } from "../tenant";

type Menu = typeof menus.$inferSelect;
type Grantee = Pick<Principal, "tenantCode" | "roleCodes" | "roleIds">;

function nodeOf(menu: Menu): MenuNode {
  return {
    id: menu.id,
    menuCode: menu.menuCode,
    menuName: menu.menuName,
    menuNames: {
      en: menu.menuNameEn ?? menu.menuName,
      zh: menu.menuNameZh ?? menu.menuName,
      tw: menu.menuNameTw ?? menu.menuNameZh ?? menu.menuName,
    },
    menuIcon: menu.menuIcon,
    menuPath: menu.menuPath,
    menuComponent: menu.menuComponent,
    menuSequence: menu.menuSequence,
    menuStatus: menu.menuStatus,
    parentId: menu.parentId,
  };
}

/**
 * The menu tree in the provider's shape: roots keep their children under `routes`, deeper
 * levels under `children`; siblings by menuSequence. A menu whose parent is not in `list`
 * becomes a root.
 */
export function menuTree(list: Menu[]): MenuNode[] {
  const sorted = [...list].sort((a, b) => a.menuSequence - b.menuSequence || a.id.localeCompare(b.id));
  const ids = new Set(sorted.map((m) => m.id));
  const childrenOf = new Map<string, Menu[]>();
  for (const menu of sorted) {
    if (menu.parentId && ids.has(menu.parentId)) {
      childrenOf.set(menu.parentId, [...(childrenOf.get(menu.parentId) ?? []), menu]);
    }
  }
  const build = (menu: Menu, depth: number): MenuNode => {
    const node = nodeOf(menu);
    const kids = childrenOf.get(menu.id);
    if (kids?.length) node[depth === 0 ? "routes" : "children"] = kids.map((k) => build(k, depth + 1));
    return node;
  };
  return sorted.filter((m) => !m.parentId || !ids.has(m.parentId)).map((m) => build(m, 0));
}

/** Granted menus plus their ancestors, so a granted page never floats without its group. */
function withAncestors(all: Menu[], grantedIds: Set<string>): Menu[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const keep = new Set<string>();
  for (const id of grantedIds) {
    for (let menu = byId.get(id); menu && !keep.has(menu.id); menu = menu.parentId ? byId.get(menu.parentId) : undefined) {
      keep.add(menu.id);
    }
  }
  return all.filter((m) => keep.has(m.id));
}

/**
 * `queryCurrentAuthority`: the roles, menu tree and "<menuCode>:<buttonCode>" list of a user.
 * The buttons that write platform data, and the menus of platform records, are a platform
 * administrator's only, whatever a role grants.
 */
export function authorityOf(db: Queryable, grantee: Grantee): Authority {
  const admin = isAdmin(grantee);
  const platformAdmin = isPlatformAdmin(grantee);
  // A screen whose every call answers a tenant's user "no permission" is not offered to them.
  const every = db.select().from(menus).orderBy(asc(menus.menuSequence)).all();
  // The modules the tenant switched off take their menus and buttons from everyone in it.
  const switchedOff = menusSwitchedOff(db, grantee.tenantCode, every);
  const all = every.filter((menu) => (platformAdmin || !PLATFORM_MENUS.has(menu.menuCode)) && !switchedOff.has(menu.menuCode));
  const hasRoles = grantee.roleIds.length > 0;

  const grantedMenuIds = admin
    ? new Set(all.map((m) => m.id))
    : new Set(
        hasRoles
          ? db
              .select({ id: roleMenus.menuId })
              .from(roleMenus)
              .where(and(scoped(roleMenus, grantee), inArray(roleMenus.roleId, grantee.roleIds)))
              .all()
              .map((r) => r.id)
          : [],
      );

  const buttonRows = admin
    ? db.select({ menuCode: menuButtons.menuCode, buttonCode: menuButtons.buttonCode }).from(menuButtons).all()
    : hasRoles
      ? db
          .selectDistinct({ menuCode: menuButtons.menuCode, buttonCode: menuButtons.buttonCode })
          .from(roleButtons)
          .innerJoin(menuButtons, eq(menuButtons.id, roleButtons.buttonId))
          .where(and(scoped(roleButtons, grantee), inArray(roleButtons.roleId, grantee.roleIds)))
          .all()
      : [];

  return {
    status: "ok",
    type: "account",
    currentAuthority: grantee.roleCodes,
    menu: menuTree(withAncestors(all, grantedMenuIds)),
    menuButton: buttonRows
      .filter((b) => platformAdmin || !(writesPlatformData(b.menuCode, b.buttonCode) || PLATFORM_MENUS.has(b.menuCode)))
      .filter((b) => !switchedOff.has(b.menuCode))
      .map((b) => `${b.menuCode}:${b.buttonCode}`)
      .sort(),
  };
}
