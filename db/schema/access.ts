import { integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createTime, updateTime, tenantCode } from "./columns";

/** Menus are the platform's, shared by all tenants; roles grant them per tenant. */
export const menus = sqliteTable("sys_menu", {
  id: id(),
  menuCode: text().notNull().unique(),
  menuName: text().notNull(),
  menuNameEn: text(),
  menuNameZh: text(),
  menuNameTw: text(),
  menuIcon: text(),
  menuPath: text(),
  menuComponent: text(),
  menuSequence: integer().notNull().default(0),
  parentId: text(),
  /** 0 shown, 1 hidden (a route that exists but stays out of the sidebar). */
  menuStatus: integer().notNull().default(0),
  createTime: createTime(),
  updateTime: updateTime(),
});

export const menuButtons = sqliteTable(
  "sys_menu_button",
  {
    id: id(),
    menuCode: text().notNull(),
    /** add, update, delete, export, import, authorize … */
    buttonCode: text().notNull(),
    buttonName: text().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("sys_menu_button_code").on(t.menuCode, t.buttonCode)],
);

export const roleMenus = sqliteTable(
  "sys_role_menu",
  { tenantCode: tenantCode(), roleId: text().notNull(), menuId: text().notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const roleButtons = sqliteTable(
  "sys_role_button",
  { tenantCode: tenantCode(), roleId: text().notNull(), buttonId: text().notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.buttonId] })],
);

/** Interface (URL) permissions. */
export const urls = sqliteTable(
  "sys_url",
  {
    id: id(),
    url: text().notNull(),
    method: text().notNull().default("*"),
    description: text(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("sys_url_url_method").on(t.url, t.method)],
);

export const roleUrls = sqliteTable(
  "sys_role_url",
  { tenantCode: tenantCode(), roleId: text().notNull(), urlId: text().notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.urlId] })],
);

/** Data permission: fields of a menu's records hidden from a role (comma-separated). */
export const roleDataFields = sqliteTable(
  "sys_role_data_field",
  {
    id: id(),
    tenantCode: tenantCode(),
    roleCode: text().notNull(),
    menuCode: text().notNull(),
    dataField: text().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("sys_role_data_field_key").on(t.tenantCode, t.roleCode, t.menuCode)],
);
