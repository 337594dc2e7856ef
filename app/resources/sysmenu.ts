import { addSysMenuSchema, BUTTON_CODES, MENU_STATUSES, SYS_MENU_SORTABLE, sysMenuPaths, sysMenuSchema, updateSysMenuSchema } from "#contract/admin/sysmenu";
import { defineResource } from "./define";

/**
 * Menus (SPEC §3 menu): the platform's menu tree with each menu's buttons; what the sidebar
 * and the role grants are made of.
 */
export const sysMenu = defineResource({
  name: "sysmenu",
  path: "/sysmenu",
  paths: sysMenuPaths,
  row: sysMenuSchema,
  add: addSysMenuSchema,
  update: updateSysMenuSchema,
  fields: {
    menuName: { input: "text", column: { width: 200 }, filter: true, exported: true },
    menuCode: { input: "text", column: { width: 170 }, filter: true, exported: true, createOnly: true },
    menuNameEn: { input: "text" },
    menuNameZh: { input: "text" },
    menuNameTw: { input: "text" },
    menuIcon: { input: "select" },
    menuPath: { input: "text", exported: true },
    menuComponent: { input: "text", exported: true },
    menuSequence: { input: "number", exported: true },
    menuStatus: { input: "select", options: MENU_STATUSES, column: { width: 80 }, exported: true },
    parentId: { input: "tree-select" },
    buttons: { input: "multiselect", options: BUTTON_CODES, column: {}, exported: true },
  },
  sortable: SYS_MENU_SORTABLE,
  tree: { parentField: "parentId", labelField: "menuName" },
});
