import { and, asc, eq, ne } from "drizzle-orm";
import type { Router } from "express";
import {
  addDataPermissionSchema,
  dataPermissionCalls,
  dataPermissionMessages as dm,
  dataPermissionPaths,
  updateDataPermissionSchema,
} from "../../contract/admin/datapermission";
import { pageQuerySchema } from "../../contract/envelope";
import { menus, roleDataFields, roles } from "../../db/schema";
import type { SimContext } from "../context";
import { descending } from "../paging";
import type { CrudResource } from "../crud/resource";
import { handle, ok, page, SimError } from "../http";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { principalOf } from "../middleware/auth";
import type { SimResource } from "./resource";

const crud: CrudResource = {
  menuCode: "datapermission",
  title: { en: "Data permissions", zh: "数据权限", tw: "資料權限" },
  paths: dataPermissionPaths,
  table: roleDataFields,
  addSchema: addDataPermissionSchema,
  updateSchema: updateDataPermissionSchema,
  filters: { roleCode: { column: roleDataFields.roleCode, match: "equals" }, menuCode: { column: roleDataFields.menuCode, match: "equals" } },
  sortable: { roleCode: roleDataFields.roleCode, menuCode: roleDataFields.menuCode, createTime: roleDataFields.createTime },
  defaultOrder: [descending(roleDataFields.createTime)],
  exportColumns: [
    { field: "roleCode", header: { en: "Role", zh: "角色编码", tw: "角色編碼" } },
    { field: "menuCode", header: { en: "Menu", zh: "菜单编码", tw: "選單編碼" } },
    { field: "dataField", header: { en: "Hidden fields", zh: "过滤字段", tw: "過濾欄位" } },
  ],
  // The role is the tenant's, the menu exists, and (SPEC §5) one rule per role and menu.
  check(db, principal, values, id) {
    const roleCode = String(values.roleCode);
    const menuCode = String(values.menuCode);
    if (!db.select({ id: roles.id }).from(roles).where(and(scoped(roles, principal), eq(roles.roleCode, roleCode))).get()) throw new SimError(dm.roleNotFound);
    if (!db.select({ id: menus.id }).from(menus).where(eq(menus.menuCode, menuCode)).get()) throw new SimError(dm.menuNotFound);
    const taken = db
      .select({ id: roleDataFields.id })
      .from(roleDataFields)
      .where(and(scoped(roleDataFields, principal), eq(roleDataFields.roleCode, roleCode), eq(roleDataFields.menuCode, menuCode), id ? ne(roleDataFields.id, id) : undefined))
      .get();
    if (taken) throw new SimError(dm.ruleTaken);
  },
};

const LANGUAGES = ["zh", "tw"] as const;

function routes(router: Router, local: (path: string) => string, ctx: SimContext) {
  // The menus a rule can name: the pages (menus with a path), named in the caller's language.
  router.get(
    local(dataPermissionCalls.queryDataPermissionMenu),
    handle((req) => {
      principalOf(req);
      const query = parseWith(pageQuerySchema, req.query);
      const lang = LANGUAGES.find((l) => req.get("accept-language")?.toLowerCase().startsWith(l));
      const rows = ctx.db.select().from(menus).orderBy(asc(menus.menuCode)).all().filter((m) => m.menuPath);
      const named = rows.map((m) => ({
        id: m.id,
        menuCode: m.menuCode,
        menuName: (lang === "zh" ? m.menuNameZh : lang === "tw" ? (m.menuNameTw ?? m.menuNameZh) : m.menuNameEn) ?? m.menuName,
      }));
      const start = (query.currentPage - 1) * query.pageSize;
      return ok(page(named.slice(start, start + query.pageSize), named.length, query.currentPage, query.pageSize));
    }),
  );
}

/** Data permissions (SPEC §3, §6): which fields of a menu's records a role does not see. */
export const dataPermission: SimResource = { bases: [dataPermissionPaths.base], crud, routes };
