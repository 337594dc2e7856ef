import { z } from "zod";
import { idSchema } from "../envelope";
import { dataPermissionFields } from "./datapermission";
import { sysRolePaths } from "./sysrole";

/**
 * A role's grants (SPEC §6): menus, the buttons of those menus (none unless granted) and
 * interfaces. The SPEC §7 names under sysmenu and sysurl write one kind each;
 * `authorizeRoleGrants` writes all three at once, as the grant dialog saves them.
 */
export const grantCalls = {
  queryMenuIdByRoleId: "/api/admin/sysmenu/queryMenuIdByRoleId",
  authorizeMenuToRole: "/api/admin/sysmenu/authorizeMenuToRole",
  queryMenuButtonIdByRoleId: "/api/admin/sysmenu/queryMenuButtonIdByRoleId",
  authorizeMenuButtonToRole: "/api/admin/sysmenu/authorizeMenuButtonToRole",
  queryUrlIdByRoleId: "/api/admin/sysurl/queryUrlIdByRoleId",
  authorizeUrlToRole: "/api/admin/sysurl/authorizeUrlToRole",
  /** SPEC §7 sysmenu: a menu's data-field rules in the tenant, one per role. */
  queryDataFieldByMenuCode: "/api/admin/sysmenu/queryDataFieldByMenuCode",
  /** `?id=`: removes one rule. */
  deleteDataField: "/api/admin/sysmenu/deleteDataField",
  /** `{roleCode, menuCode, dataField}`: the role's rule on the menu, made or replaced. */
  authorizeMenuDataToRole: "/api/admin/sysmenu/authorizeMenuDataToRole",
  /** GET: every button kind a menu may offer, `[{ value: buttonCode, label }]` (the menu form's checkboxes). */
  queryMenuButtonCheckbox: "/api/admin/sysmenu/queryMenuButtonCheckbox",
  /** GET `?menuCode=`: the button codes the menu offers, `["add", …]`. */
  queryCheckedMenuButton: "/api/admin/sysmenu/queryCheckedMenuButton",
  /** GET: the menu tree, each menu with the buttons it offers (the role's button grants). */
  querySysMenuButtonTree: "/api/admin/sysmenu/querySysMenuButtonTree",
  /** GET `?roleCode=`: the buttons the tenant's role holds, `[{ id, menuCode, buttonCode }]`. */
  queryMenuButtonByRoleCode: "/api/admin/sysmenu/queryMenuButtonByRoleCode",
  queryRoleGrants: `${sysRolePaths.base}/queryRoleGrants`,
  authorizeRoleGrants: `${sysRolePaths.base}/authorizeRoleGrants`,
} as const;

export const grantMessages = {
  notGrantable: "you can only grant what your own roles hold",
} as const;

const ids = z.array(idSchema).max(5000);

export const authorizeMenuToRoleSchema = z.object({ roleId: idSchema, menuIds: ids });
export const authorizeMenuButtonToRoleSchema = z.object({ roleId: idSchema, buttonIds: ids });
export const authorizeUrlToRoleSchema = z.object({ roleId: idSchema, urlIds: ids });
/** One menu's hidden fields for a role; an empty `dataField` in a grant removes the rule. */
export const dataFieldGrantSchema = z.object({ menuCode: dataPermissionFields.menuCode, dataField: z.string().max(512) });
export const authorizeRoleGrantsSchema = z.object({ roleId: idSchema, menuIds: ids, buttonIds: ids, urlIds: ids, dataFields: z.array(dataFieldGrantSchema).max(500).optional() });
export const authorizeMenuDataToRoleSchema = z.object(dataPermissionFields);
export const menuCodeQuerySchema = z.object({ menuCode: dataPermissionFields.menuCode });
/** `queryMenuButtonByRoleCode?roleCode=`. */
export const buttonsByRoleCodeQuerySchema = z.object({ roleCode: z.string().trim().min(1).max(64) });
export type RoleGrantsInput = z.infer<typeof authorizeRoleGrantsSchema>;

export const idListSchema = z.array(idSchema);

const localNames = z.object({ en: z.string(), zh: z.string(), tw: z.string() });

/** A menu's button as grants name it. */
export const menuButtonSchema = z.object({ id: idSchema, menuCode: z.string(), buttonCode: z.string(), buttonName: z.string() });
export type MenuButton = z.infer<typeof menuButtonSchema>;

/** `querySysMenuButtonTree`: a menu with the buttons it offers and its sub-menus. */
export interface MenuButtonNode {
  id: string;
  parentId?: string | null;
  menuCode: string;
  menuName: string;
  menuNameEn?: string | null;
  menuNameZh?: string | null;
  menuNameTw?: string | null;
  menuSequence: number;
  buttons: MenuButton[];
  children?: MenuButtonNode[];
}
export const menuButtonNodeSchema: z.ZodType<MenuButtonNode> = z.lazy(() =>
  z.object({
    id: idSchema,
    parentId: z.string().nullish(),
    menuCode: z.string(),
    menuName: z.string(),
    menuNameEn: z.string().nullish(),
    menuNameZh: z.string().nullish(),
    menuNameTw: z.string().nullish(),
    menuSequence: z.number(),
    buttons: z.array(menuButtonSchema),
    children: z.array(menuButtonNodeSchema).optional(),
  }),
);

/** `queryMenuButtonByRoleCode`: the buttons a role holds. */
export const roleButtonsSchema = z.array(menuButtonSchema.pick({ id: true, menuCode: true, buttonCode: true }));

/** `queryRoleGrants`: everything grantable, flat, and the role's current grants by id. */
export const roleGrantsSchema = z.object({
  roleCode: z.string(),
  menus: z.array(z.object({ id: idSchema, parentId: z.string().nullish(), menuCode: z.string(), menuNames: localNames, menuSequence: z.number() })),
  buttons: z.array(z.object({ id: idSchema, menuCode: z.string(), buttonCode: z.string(), buttonName: z.string() })),
  urls: z.array(z.object({ id: idSchema, url: z.string(), method: z.string(), description: z.string().nullish() })),
  granted: z.object({ menuIds: idListSchema, buttonIds: idListSchema, urlIds: idListSchema, dataFields: z.array(z.object({ menuCode: z.string(), dataField: z.string() })) }),
});
export type RoleGrants = z.infer<typeof roleGrantsSchema>;
