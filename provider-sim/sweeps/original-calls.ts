import { z } from "zod";
import { authoritySchema, currentUserSchema, tokenResponseSchema } from "../../contract/auth";
import { appClientPaths, appClientSchema } from "../../contract/admin/appclient";
import { DICT_BY_TYPE_PATH, dictEntrySchema } from "../../contract/admin/dictionary";
import { grantCalls, menuButtonNodeSchema, roleButtonsSchema } from "../../contract/admin/grants";
import { myNotificationSchema, notificationPaths, notificationSchema } from "../../contract/admin/notification-admin";
import { onlineSysUserPaths, onlineSysUserSchema, onlineUserCalls } from "../../contract/admin/onlineuser";
import { wordedOptionsSchema } from "../../contract/admin/options";
import type { ExportFormat, ResourcePaths } from "../../contract/admin/resource";
import { sysDictPaths, sysDictSchema } from "../../contract/admin/sysdict";
import { sysMenuPaths, sysMenuSchema } from "../../contract/admin/sysmenu";
import { orgUserNodeSchema, sysOrgCalls, sysOrgPaths, sysOrgSchema } from "../../contract/admin/sysorg";
import { sysParamPaths, sysParamSchema } from "../../contract/admin/sysparam";
import { sysPostNodeSchema, sysPostPaths, sysPostSchema } from "../../contract/admin/syspost";
import { sysRegionCalls, sysRegionNodeSchema, sysRegionPaths, sysRegionSchema } from "../../contract/admin/sysregion";
import { roleCheckboxSchema, roleNameOptionSchema, sysRoleCalls, sysRolePaths, sysRoleSchema } from "../../contract/admin/sysrole";
import { sysTenantPaths, sysTenantSchema } from "../../contract/admin/systenant";
import { sysUrlCalls, sysUrlPaths, sysUrlSchema } from "../../contract/admin/sysurl";
import { sysUserCalls, sysUserPaths, sysUserSchema } from "../../contract/admin/sysuser";
import { sysUserPostPaths, sysUserPostSchema } from "../../contract/admin/sysuserpost";
import { authStateSchema, userAuthPaths, userAuthSchema } from "../../contract/admin/userauth";
import { optionSchema, pageSchema } from "../../contract/envelope";
import { headNotificationsSchema } from "../../contract/notification";
import { paths } from "../../contract/paths";
import { tenantUserSchema } from "../../contract/tenant";
import { userPostSchema } from "../../contract/user-posts";
import { accounts, ids, PASSWORD, T1 } from "../testing/fixtures";

/** What an answer must be: the envelope around data of a shape, a file of a format, or raw JSON (OAuth, authority). */
export type Expected = { data: z.ZodType } | { action: true } | { file: ExportFormat } | { raw: z.ZodType };

/** One call as the original client sends it: method, path, query string, JSON or form body, whose token. */
export interface OriginalCall {
  method: "GET" | "POST" | "PUT";
  path: string;
  query?: Record<string, string | string[]>;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller: the 10001 administrator unless named; `none` for the public calls. */
  as?: "admin" | "editor" | "none";
  expect: Expected;
  /** Ids this answer's data gives the later calls. */
  keep?: (data: any) => Made;
}

/** What earlier answers gave the later calls: the ids of the records the sequence created. */
export type Made = Record<string, string>;
export interface Helpers {
  made: Made;
  /** The answer of a captcha or SMS code the simulator sent (its dev endpoints). */
  imageCaptcha: (key: string) => Promise<string>;
  smsCode: (mobile: string) => Promise<string>;
}

const data = (schema: z.ZodType): Expected => ({ data: schema });
const list = (item: z.ZodType): Expected => ({ data: pageSchema(item) });
const action: Expected = { action: true };
const ID = z.object({ id: z.string() });

/**
 * The kit's seven calls of a resource (PROVIDER-API.md "Method shapes"): query with the paging in
 * the query string, add and update with JSON, delete by `?id=` (or the resource's key), and the
 * three exports with the filters as form parameters. `made[name]` holds the added record's key.
 */
function kit(name: string, p: ResourcePaths, row: z.ZodType, add: () => unknown, update: (made: Made) => unknown, key = "id"): ((h: Helpers) => OriginalCall)[] {
  return [
    () => ({ method: "GET", path: p.query, query: { currentPage: "1", pageSize: "10" }, expect: list(row) }),
    () => ({ method: "POST", path: p.add, json: add(), expect: data(z.object({ [key]: z.string() })), keep: (added) => ({ [name]: added[key] }) }),
    ({ made }) => ({ method: "PUT", path: p.update, json: update(made), expect: action }),
    () => ({ method: "POST", path: p.exportXlsx, form: {}, expect: { file: "xlsx" } }),
    () => ({ method: "POST", path: p.exportDocx, form: {}, expect: { file: "docx" } }),
    () => ({ method: "POST", path: p.exportPdf, form: {}, expect: { file: "pdf" } }),
    ({ made }) => ({ method: "POST", path: p.delete, query: { [key]: made[name] }, expect: action }),
  ];
}

const NEW_USER = { username: "conform.user", nickname: "Conformance", email: "conform@example.com", mobile: "13700000001", status: "1", password: "conform-1" };

/** The token call's client credentials (the browser client, empty secret) and form type, parameters in the query. */
const TOKEN_HEADERS = { authorization: `Basic ${Buffer.from("browser:").toString("base64")}`, "content-type": "application/x-www-form-urlencoded" };

/** Every call of SPEC §7 and PROVIDER-API.md, in an order where each finds what it needs. */
export const ORIGINAL_CALLS: readonly ((h: Helpers) => OriginalCall | Promise<OriginalCall>)[] = [
  // Auth
  () => ({ method: "POST", path: paths.uaa.token, as: "none", headers: TOKEN_HEADERS, query: { username: "admin", password: PASSWORD, tenantCode: T1, scope: "ui", grant_type: "password", client_id: "browser", type: "account" }, expect: { raw: tokenResponseSchema } }),
  async ({ smsCode }) => ({ method: "POST", path: paths.uaa.token, as: "none", headers: TOKEN_HEADERS, query: { tenantCode: T1, mobile: accounts.manager.mobile, smsCaptcha: await smsCode(accounts.manager.mobile), scope: "ui", grant_type: "mobile", client_id: "browser", type: "mobile" }, expect: { raw: tokenResponseSchema } }),
  () => ({ method: "POST", path: paths.admin.registerNewSession, expect: action }),
  () => ({ method: "POST", path: paths.account.queryCurrentAuthority, query: { username: "admin" }, expect: { raw: authoritySchema } }),
  () => ({ method: "GET", path: paths.uaa.getSysUser, expect: data(currentUserSchema) }),
  () => ({ method: "GET", path: paths.admin.queryTenantUser, expect: data(tenantUserSchema) }),
  async ({ imageCaptcha }) => ({ method: "POST", path: paths.account.compareCaptcha, as: "none", query: { charCaptcha: await imageCaptcha("conformance-key-1"), key: "conformance-key-1" }, expect: action }),
  () => ({ method: "GET", path: paths.account.getSmsCaptcha, as: "none", query: { mobile: accounts.admin.mobile, tenantCode: T1 }, expect: action }),
  () => ({ method: "GET", path: paths.account.getSendingSmsCaptcha, as: "editor", expect: action }),
  async ({ imageCaptcha }) => ({ method: "POST", path: paths.account.retrievePassword, as: "none", query: { tenantCode: T1, email: accounts.admin.email, charCaptcha: await imageCaptcha("conformance-key-2"), key: "conformance-key-2" }, expect: action }),
  () => ({ method: "POST", path: paths.admin.registerAccountInitial, json: { username: "hired.one", email: "hired.one@example.com", mobile: "13600000009" }, expect: action }),
  () => ({ method: "PUT", path: paths.account.updatePassword, as: "editor", query: { password: PASSWORD, newPassword: PASSWORD, id: ids.editor }, expect: action }),

  // User authentication (/api/admin/userAuth)
  () => ({ method: "POST", path: userAuthPaths.commit, as: "editor", json: { authType: "personal", realName: "张伟", idcardNo: "440305199003071236", phoneNumber: "13800000002", email: "zhang.wei@example.com" }, expect: data(ID), keep: (added) => ({ userAuth: added.id }) }),
  () => ({ method: "GET", path: `${userAuthPaths.personalInfo}/${ids.editor}`, as: "editor", expect: data(userAuthSchema.nullable()) }),
  () => ({ method: "POST", path: userAuthPaths.page, json: { currentPage: 1, pageSize: 10 }, expect: list(userAuthSchema) }),
  async ({ made }) => ({ method: "GET", path: `${userAuthPaths.byId}/${made.userAuth}`, expect: data(userAuthSchema) }),
  ({ made }) => ({ method: "POST", path: userAuthPaths.update, json: { id: made.userAuth, realName: "张伟", idcardNo: "440305199003071236", phoneNumber: "13800000002", email: "zhang.wei@example.com" }, expect: action }),
  ({ made }) => ({ method: "POST", path: userAuthPaths.audit, json: { id: made.userAuth, approvalStatus: "approved" }, expect: action }),
  () => ({ method: "GET", path: `${userAuthPaths.isAuth}/${ids.editor}`, as: "editor", expect: data(authStateSchema) }),
  () => ({ method: "POST", path: userAuthPaths.exportExcel, form: {}, expect: { file: "xlsx" } }),
  ({ made }) => ({ method: "POST", path: userAuthPaths.remove, query: { id: made.userAuth }, expect: action }),

  // Users
  ...kit("sysUser", sysUserPaths, sysUserSchema, () => NEW_USER, (made) => ({ id: made.sysUser, nickname: "Conformance two", status: "1" })),
  () => ({ method: "GET", path: onlineSysUserPaths.query, query: { currentPage: "1", pageSize: "10" }, expect: list(onlineSysUserSchema) }),
  () => ({ method: "POST", path: onlineUserCalls.removePrincipal, query: { username: "manager" }, expect: action }),
  () => ({ method: "POST", path: sysUserCalls.addSysTenantUser, json: { tenantCode: T1, username: "tenant.user", email: "tenant.user@example.com", mobile: "13600000008" }, expect: data(ID) }),
  () => ({ method: "POST", path: sysUserCalls.authorizeRoleToUser, json: { userId: ids.manager, roleId: [ids.agentRole1], postCode: "CLERK" }, expect: action }),
  () => ({ method: "POST", path: sysUserCalls.modifyAccount, json: { id: [ids.disabled], status: 0 }, expect: action }),
  () => ({ method: "GET", path: sysUserCalls.queryUsername, expect: data(z.array(optionSchema)) }),

  // Posts and the posts users hold
  ...kit("sysPost", sysPostPaths, sysPostSchema, () => ({ postCode: "CONFORM", postName: "Conformance", postSequence: 9 }), (made) => ({ id: made.sysPost, postCode: "CONFORM", postName: "Conformance two", postSequence: 9 })),
  () => ({ method: "GET", path: sysPostPaths.tree, expect: data(z.array(sysPostNodeSchema)) }),
  ...kit("sysUserPost", sysUserPostPaths, sysUserPostSchema, () => ({ userId: ids.editor, postId: ids.postLead1, postType: "main" }), (made) => ({ id: made.sysUserPost, userId: ids.editor, postId: ids.postClerk1, postType: "part-time" })),
  () => ({ method: "GET", path: sysUserPostPaths.tree, query: { userId: ids.manager }, expect: data(z.array(userPostSchema)) }),

  // Roles
  ...kit("sysRole", sysRolePaths, sysRoleSchema, () => ({ roleCode: "ROLE_CONFORM", roleName: "Conformance" }), (made) => ({ id: made.sysRole, roleName: "Conformance two" })),
  () => ({ method: "GET", path: paths.admin.queryRoleName, query: { userId: ids.manager, postCode: "CLERK" }, expect: data(z.array(roleNameOptionSchema)) }),
  () => ({ method: "GET", path: sysRoleCalls.queryRoleNameCheckbox, expect: data(roleCheckboxSchema) }),
  () => ({ method: "GET", path: sysRoleCalls.queryRoleCode, expect: data(wordedOptionsSchema.min(1)) }),
  () => ({ method: "POST", path: sysRoleCalls.authorizeUserToRole, json: { roleId: ids.agentRole1, userIds: [ids.manager] }, expect: action }),

  // Interfaces
  ...kit("sysUrl", sysUrlPaths, sysUrlSchema, () => ({ url: "/api/admin/conformance/**", method: "GET", description: "conformance" }), (made) => ({ id: made.sysUrl, url: "/api/admin/conformance/**", method: "GET", description: "conformance two" })),
  () => ({ method: "GET", path: sysUrlCalls.queryRoleIdByUrlId, query: { urlId: ids.urlSysorg }, expect: data(z.array(z.string())) }),
  () => ({ method: "GET", path: grantCalls.queryUrlIdByRoleId, query: { roleId: ids.editorRole1 }, expect: data(z.array(z.string())) }),
  () => ({ method: "POST", path: sysUrlCalls.authorizeRoleToUrl, json: { urlId: ids.urlSysorg, roleIds: [ids.editorRole1] }, expect: action }),
  () => ({ method: "POST", path: grantCalls.authorizeUrlToRole, json: { roleId: ids.editorRole1, urlIds: [ids.urlSysorg] }, expect: action }),

  // Menus, their buttons and data fields
  ...kit("sysMenu", sysMenuPaths, sysMenuSchema, () => ({ menuCode: "conformance", menuName: "Conformance", menuSequence: 9, parentId: ids.menuSystem, buttons: ["add"] }), (made) => ({ id: made.sysMenu, menuName: "Conformance two", menuSequence: 9, parentId: ids.menuSystem })),
  () => ({ method: "GET", path: sysMenuPaths.tree, expect: data(z.array(sysMenuSchema.passthrough())) }),
  () => ({ method: "GET", path: grantCalls.queryMenuIdByRoleId, query: { roleId: ids.editorRole1 }, expect: data(z.array(z.string())) }),
  () => ({ method: "POST", path: grantCalls.authorizeMenuToRole, json: { roleId: ids.editorRole1, menuIds: [ids.menuHome, ids.menuSysuser, ids.menuSysuserDetail] }, expect: action }),
  () => ({ method: "GET", path: grantCalls.queryMenuButtonCheckbox, expect: data(wordedOptionsSchema.min(1)) }),
  () => ({ method: "GET", path: grantCalls.queryCheckedMenuButton, query: { menuCode: "sysuser" }, expect: data(z.array(z.string())) }),
  () => ({ method: "GET", path: grantCalls.querySysMenuButtonTree, expect: data(z.array(menuButtonNodeSchema).min(1)) }),
  () => ({ method: "GET", path: grantCalls.queryMenuButtonByRoleCode, query: { roleCode: "ROLE_EDITOR" }, expect: data(roleButtonsSchema) }),
  () => ({ method: "POST", path: grantCalls.authorizeMenuButtonToRole, json: { roleId: ids.editorRole1, buttonIds: [ids.btnSysuserAdd] }, expect: action }),
  () => ({ method: "POST", path: grantCalls.authorizeMenuDataToRole, json: { roleCode: "ROLE_EDITOR", menuCode: "sysuser", dataField: "email" }, expect: action }),
  () => ({ method: "GET", path: grantCalls.queryDataFieldByMenuCode, query: { menuCode: "sysuser" }, expect: data(z.array(z.object({ id: z.string(), roleCode: z.string(), menuCode: z.string(), dataField: z.string() })).min(1)), keep: (rules) => ({ dataField: rules[0].id }) }),
  ({ made }) => ({ method: "POST", path: grantCalls.deleteDataField, query: { id: made.dataField }, expect: action }),

  // Organisations (the shell reads the whole list in one page)
  ...kit("sysOrg", sysOrgPaths, sysOrgSchema, () => ({ orgType: "team", orgName: "Conformance", orgSequence: 9, parentId: ids.orgHq }), (made) => ({ id: made.sysOrg, orgType: "team", orgName: "Conformance two", orgSequence: 9, parentId: ids.orgHq })),
  () => ({ method: "GET", path: paths.admin.querySysOrg, query: { currentPage: "1", pageSize: "10000" }, expect: list(sysOrgSchema) }),
  () => ({ method: "GET", path: sysOrgCalls.queryOrgType, expect: data(wordedOptionsSchema.min(1)) }),
  () => ({ method: "GET", path: sysOrgPaths.tree, expect: data(z.array(sysOrgSchema.passthrough())) }),
  () => ({ method: "GET", path: sysOrgCalls.queryOrgUserTree, query: { roleId: ids.editorRole1, assign: "false" }, expect: data(z.array(orgUserNodeSchema)) }),

  // Dictionaries
  ...kit("sysDict", sysDictPaths, sysDictSchema, () => ({ dictType: "conformance", dictName: "Conformance", dictValue: "conformance", dictSequence: 1 }), (made) => ({ id: made.sysDict, dictType: "conformance", dictName: "Conformance two", dictValue: "conformance", dictSequence: 1 })),
  () => ({ method: "GET", path: sysDictPaths.tree, expect: data(z.array(sysDictSchema.passthrough())) }),
  () => ({ method: "GET", path: DICT_BY_TYPE_PATH, query: { dictType: "org_type" }, expect: data(z.array(dictEntrySchema)) }),

  // Regions (found, changed and deleted by code)
  ...kit("sysRegion", sysRegionPaths, sysRegionSchema, () => ({ regionName: "Conformance", regionCode: "990000", regionType: "province" }), () => ({ regionName: "Conformance two", regionCode: "990000", regionType: "province" }), "regionCode"),
  () => ({ method: "GET", path: sysRegionCalls.queryRegionType, expect: data(wordedOptionsSchema.min(1)) }),
  () => ({ method: "GET", path: sysRegionPaths.tree, expect: data(z.array(sysRegionNodeSchema)) }),

  // Parameters, app clients (by clientId), tenants
  ...kit("sysParam", sysParamPaths, sysParamSchema, () => ({ paramName: "Conformance", paramKey: "conformance.key", paramValue: "1" }), (made) => ({ id: made.sysParam, paramName: "Conformance", paramKey: "conformance.key", paramValue: "2" })),
  ...kit(
    "appClient",
    appClientPaths,
    appClientSchema,
    () => ({ clientId: "conformance", authorizedGrantTypes: ["password"], scope: "ui", accessTokenValidity: 3600, refreshTokenValidity: 0, autoApprove: false }),
    () => ({ id: "conformance", authorizedGrantTypes: ["password", "refresh_token"], scope: "ui", accessTokenValidity: 3600, refreshTokenValidity: 7200, autoApprove: false }),
    "clientId",
  ),
  () => ({ method: "GET", path: sysTenantPaths.query, query: { currentPage: "1", pageSize: "10" }, expect: list(sysTenantSchema) }),

  // Notifications
  () => ({ method: "GET", path: paths.notification.queryHeadNotification, expect: data(headNotificationsSchema) }),
  ...kit("notification", notificationPaths, notificationSchema, () => ({ title: "Conformance", content: "<p>hello</p>", type: "notice", priority: "normal", publishTo: "all", userIds: [] }), (made) => ({ id: made.notification, title: "Conformance two", type: "message", priority: "low", publishTo: "all", userIds: [] })),
  () => ({ method: "GET", path: notificationPaths.queryMy, query: { currentPage: "1", pageSize: "10" }, expect: list(myNotificationSchema) }),
  () => ({ method: "GET", path: notificationPaths.queryType, expect: data(wordedOptionsSchema.min(1)) }),
  () => ({ method: "GET", path: notificationPaths.queryPriority, expect: data(wordedOptionsSchema.min(1)) }),
];
