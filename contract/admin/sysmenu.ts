import { z } from "zod";
import { idSchema } from "../envelope";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/**
 * Menus (SPEC §3 menu): the platform's menu tree by `parentId`, siblings by `menuSequence`,
 * shared by all tenants and written only by an administrator. A menu's buttons
 * (sys_menu_button) travel with it as `buttons`.
 */
export const sysMenuPaths = resourcePaths("admin", "SysMenu");

/** The local icon set's names (SPEC §4); a name that begins like an external address is drawn as a masked image. */
export const MENU_ICONS = [
  "dashboard", "user", "peoples", "tree", "tree-table", "list", "lock", "key", "dict", "international",
  "nested", "setting", "message", "bell", "job", "workflow", "code", "form", "log", "upload",
  "documentation", "money", "bank", "account", "shopping", "goods", "supplier", "order", "truck",
  "warehouse", "customer", "chart", "api", "ship", "port", "flag", "search", "edit", "star", "wechat",
  "link", "component", "eye-open", "table", "theme", "email", "phone", "location", "home", "example",
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/** The buttons a menu may have, with the name stored beside each (sys_menu_button.buttonName). */
export const BUTTON_NAMES = {
  add: "Add",
  update: "Edit",
  delete: "Delete",
  export: "Export",
  import: "Import",
  authorize: "Authorize",
  audit: "Audit",
  assign: "Assign",
  status: "Enable / disable",
  resetPassword: "Reset password",
  forceLogout: "Force logout",
  deploy: "Deploy",
} as const;
export type ButtonCode = keyof typeof BUTTON_NAMES;
export const BUTTON_CODES = Object.keys(BUTTON_NAMES) as [ButtonCode, ...ButtonCode[]];

/** 0 shown in the sidebar, 1 hidden (the route exists). */
export const MENU_STATUSES = ["0", "1"] as const;

/** The provider's refusals of menu writes. */
export const sysMenuMessages = {
  codeTaken: "a menu with this code already exists",
  parentIsSelf: "a menu cannot sit under itself or one of its own sub-menus",
  parentNotFound: "the parent menu does not exist",
  hasChildren: "delete the child menus first",
} as const;

export const MENU_CODE_RULE = "menu code may hold letters, digits, '_' and '-', starting with a letter";
const optionalText = (max: number) => z.preprocess((v) => (v === "" ? null : v), z.string().trim().max(max, m.tooLong).nullish());

export const sysMenuFields = {
  menuCode: z.string().trim().min(1, m.required).max(64, m.tooLong).regex(/^[A-Za-z][A-Za-z0-9_-]*$/, MENU_CODE_RULE),
  menuName: z.string().trim().min(1, m.required).max(64, m.tooLong),
  menuNameEn: optionalText(64),
  menuNameZh: optionalText(64),
  menuNameTw: optionalText(64),
  menuIcon: optionalText(512),
  menuPath: optionalText(200),
  menuComponent: optionalText(200),
  menuSequence: z.coerce.number({ error: m.notANumber }).int(m.notANumber).min(0).max(99999),
  menuStatus: z.coerce.number({ error: m.notANumber }).int(m.notANumber).min(0).max(1).default(0),
  parentId: z.preprocess((v) => (v === "" ? null : v), idSchema.nullish()),
  buttons: z.array(z.enum(BUTTON_CODES)).max(BUTTON_CODES.length).default([]),
};

export const addSysMenuSchema = z.object(sysMenuFields);
/** The code is set once: an edit names the menu by id; without `buttons` it keeps the menu's buttons. */
export const updateSysMenuSchema = addSysMenuSchema.omit({ menuCode: true }).extend({ id: idSchema, buttons: sysMenuFields.buttons.unwrap().optional() });

export const sysMenuSchema = addSysMenuSchema.extend({
  id: idSchema,
  menuStatus: z.number(),
  buttons: z.array(z.string()),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type SysMenu = z.infer<typeof sysMenuSchema>;

export const SYS_MENU_SORTABLE = ["menuCode", "menuName", "menuSequence", "createTime"] as const;
