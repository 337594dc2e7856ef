import bcrypt from "bcryptjs";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

/**
 * A small, hand-written world for the simulator's unit tests, independent of seeds/:
 * two tenants (and accounts left behind by a third), the browser, server and open-API
 * clients, roles, users, posts with roles granted per post, a menu tree with buttons and
 * grants, orgs, params and notifications. The HS reference data is loaded only on request
 * (harness option `hsReference`): it is 7,000 rows.
 */
export const PASSWORD = "secret123";
export const INIT_PASSWORD = "welcome1";
export const T1 = "10001";
export const T2 = "10002";
export const ORPHAN_TENANT = "10099";
/** Tenant 10001's invitation code: a registration with it is active at once. */
export const INVITATION_CODE = "INVITE10001";
/** The confidential client (the browser client has an empty secret). */
export const SERVER_CLIENT = { id: "server", secret: "server-secret" };
/** The client the app signs its HS-code open-API calls with (grant client_credentials). */
export const OPEN_API_CLIENT = { id: "openapi", secret: "openapi-secret" };

export const ids = {
  tenant1: "100001",
  tenant2: "100002",
  adminRole1: "200001",
  editorRole1: "200002",
  adminRole2: "200003",
  editorRole2: "200004",
  agentRole1: "200005",
  admin: "300001",
  editor: "300002",
  disabled: "300003",
  orphan: "300004",
  editor2: "300005",
  manager: "300006",
  admin2: "300007",
  menuHome: "400001",
  menuSystem: "400002",
  menuSysuser: "400003",
  menuSysorg: "400004",
  menuSysuserDetail: "400005",
  btnSysuserAdd: "410001",
  btnSysuserDelete: "410002",
  btnSysorgAdd: "410003",
  urlSysorg: "420001",
  postLead1: "450001",
  postClerk1: "450002",
  postLead2: "450003",
  orgHq: "500001",
  orgSales: "500002",
  orgBranch: "500003",
  notice1: "600001",
  notice2: "600002",
  notice3: "600003",
  notice4: "600004",
} as const;

export const accounts = {
  admin: { username: "admin", tenantCode: T1, email: "admin@example.com", mobile: "13800000001" },
  editor: { username: "editor", tenantCode: T1, email: "editor@example.com", mobile: "13800000002" },
  disabled: { username: "disabled", tenantCode: T1, email: "disabled@example.com", mobile: "13800000003" },
  orphan: { username: "orphan", tenantCode: ORPHAN_TENANT, email: "orphan@example.com", mobile: "13800000004" },
  /** Same username and e-mail as `editor`, in the other tenant. */
  editor2: { username: "editor", tenantCode: T2, email: "editor@example.com", mobile: "13900000002" },
  /** Main post CLERK (as ROLE_AGENT), part-time post LEAD (as ROLE_EDITOR). */
  manager: { username: "manager", tenantCode: T1, email: "manager@example.com", mobile: "13800000006" },
  /** The second tenant's administrator: the strongest caller outside the platform's own tenant. */
  admin2: { username: "hkadmin", tenantCode: T2, email: "hkadmin@example.com", mobile: "13900000007" },
} as const;

let cachedHash: string | undefined;
/** A cheap bcrypt cost keeps the tests fast; the simulator reads the cost from the hash. */
function passwordHash(): string {
  cachedHash ??= bcrypt.hashSync(PASSWORD, 4);
  return cachedHash;
}

export function buildFixture(db: Db, now: number): void {
  const at = new Date(now);
  const stamp = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  const times = { createTime: at, updateTime: at };

  db.transaction((tx) => {
    tx.insert(t.tenants)
      .values([
        { id: ids.tenant1, tenantCode: T1, tenantName: "Default Tenant", domain: "default.example.com", invitationCode: INVITATION_CODE, ...times },
        { id: ids.tenant2, tenantCode: T2, tenantName: "Second Tenant", domain: "second.example.com", ...times },
      ])
      .run();

    tx.insert(t.appClients)
      .values([
        {
          clientId: "browser",
          clientSecretHash: "",
          authorizedGrantTypes: "password,mobile,refresh_token",
          scope: "ui",
          accessTokenValidity: 3600,
          refreshTokenValidity: 604800,
        },
        {
          clientId: SERVER_CLIENT.id,
          clientSecretHash: bcrypt.hashSync(SERVER_CLIENT.secret, 4),
          authorizedGrantTypes: "password",
          scope: "server",
          accessTokenValidity: 600,
          refreshTokenValidity: 600,
        },
        {
          clientId: OPEN_API_CLIENT.id,
          clientSecretHash: bcrypt.hashSync(OPEN_API_CLIENT.secret, 4),
          authorizedGrantTypes: "client_credentials",
          scope: "openapi",
          accessTokenValidity: 3600,
          refreshTokenValidity: 0,
        },
      ])
      .run();

    tx.insert(t.roles)
      .values([
        { id: ids.adminRole1, tenantCode: T1, roleCode: "ROLE_ADMIN", roleName: "Administrator", ...times },
        { id: ids.editorRole1, tenantCode: T1, roleCode: "ROLE_EDITOR", roleName: "Editor", ...times },
        { id: ids.adminRole2, tenantCode: T2, roleCode: "ROLE_ADMIN", roleName: "Administrator", ...times },
        { id: ids.editorRole2, tenantCode: T2, roleCode: "ROLE_EDITOR", roleName: "Editor", ...times },
        { id: ids.agentRole1, tenantCode: T1, roleCode: "ROLE_AGENT", roleName: "Customs agent", ...times },
      ])
      .run();

    const user = (id: string, a: { username: string; tenantCode: string; email: string; mobile: string }, status = 1) => ({
      id,
      ...a,
      nickname: a.username,
      passwordHash: passwordHash(),
      status,
      geographic: { province: { key: "440000", label: "Guangdong" }, city: { key: "440300", label: "Shenzhen" } },
      ...times,
    });
    tx.insert(t.users)
      .values([
        user(ids.admin, accounts.admin),
        user(ids.editor, accounts.editor),
        user(ids.disabled, accounts.disabled, 0),
        user(ids.orphan, accounts.orphan),
        user(ids.editor2, accounts.editor2),
        user(ids.manager, accounts.manager),
        user(ids.admin2, accounts.admin2),
      ])
      .run();
    tx.insert(t.userRoles)
      .values([
        { tenantCode: T1, userId: ids.admin, roleId: ids.adminRole1 },
        { tenantCode: T1, userId: ids.editor, roleId: ids.editorRole1 },
        { tenantCode: T1, userId: ids.disabled, roleId: ids.editorRole1 },
        { tenantCode: T2, userId: ids.editor2, roleId: ids.editorRole2 },
        { tenantCode: T2, userId: ids.admin2, roleId: ids.adminRole2 },
        { tenantCode: T1, userId: ids.manager, roleId: ids.editorRole1, postCode: "LEAD" },
        { tenantCode: T1, userId: ids.manager, roleId: ids.agentRole1, postCode: "CLERK" },
      ])
      .run();

    // The manager's main post sorts after the part-time one by sequence: main still comes first.
    tx.insert(t.posts)
      .values([
        { id: ids.postLead1, tenantCode: T1, postCode: "LEAD", postName: "Team Lead", postSequence: 10, ...times },
        { id: ids.postClerk1, tenantCode: T1, postCode: "CLERK", postName: "Clerk", postSequence: 20, ...times },
        { id: ids.postLead2, tenantCode: T2, postCode: "LEAD", postName: "Team Lead (T2)", postSequence: 10, ...times },
      ])
      .run();
    // A stray 10002 row names 10001's manager; it must never show among the manager's posts.
    tx.insert(t.userPosts)
      .values([
        { tenantCode: T1, userId: ids.manager, postId: ids.postClerk1, postType: "main" },
        { tenantCode: T1, userId: ids.manager, postId: ids.postLead1, postType: "part-time" },
        { tenantCode: T2, userId: ids.editor2, postId: ids.postLead2, postType: "main" },
        { tenantCode: T2, userId: ids.manager, postId: ids.postLead2, postType: "part-time" },
      ])
      .run();

    const menu = (id: string, menuCode: string, parentId: string | null, menuSequence: number, menuStatus = 0) => ({
      id,
      menuCode,
      menuName: menuCode,
      menuNameEn: menuCode,
      menuNameZh: `${menuCode}-zh`,
      menuPath: `/${menuCode}`,
      menuComponent: menuCode,
      menuSequence,
      parentId,
      menuStatus,
      ...times,
    });
    tx.insert(t.menus)
      .values([
        menu(ids.menuSystem, "system", null, 2),
        menu(ids.menuHome, "workbench", null, 1),
        menu(ids.menuSysorg, "sysorg", ids.menuSystem, 2),
        menu(ids.menuSysuser, "sysuser", ids.menuSystem, 1),
        menu(ids.menuSysuserDetail, "sysuserDetail", ids.menuSysuser, 1, 1),
      ])
      .run();
    tx.insert(t.menuButtons)
      .values([
        { id: ids.btnSysuserAdd, menuCode: "sysuser", buttonCode: "add", buttonName: "Add", createTime: at },
        { id: ids.btnSysuserDelete, menuCode: "sysuser", buttonCode: "delete", buttonName: "Delete", createTime: at },
        { id: ids.btnSysorgAdd, menuCode: "sysorg", buttonCode: "add", buttonName: "Add", createTime: at },
      ])
      .run();
    // ROLE_EDITOR of 10001: the workbench, system > sysuser > its detail page, and sysuser:add.
    // Not sysorg. The system group itself is not granted: it comes along as an ancestor.
    tx.insert(t.roleMenus)
      .values([ids.menuHome, ids.menuSysuser, ids.menuSysuserDetail].map((menuId) => ({ tenantCode: T1, roleId: ids.editorRole1, menuId })))
      .run();
    tx.insert(t.roleButtons).values({ tenantCode: T1, roleId: ids.editorRole1, buttonId: ids.btnSysuserAdd }).run();
    // ROLE_AGENT of 10001: sysorg and sysorg:add only.
    tx.insert(t.roleMenus).values({ tenantCode: T1, roleId: ids.agentRole1, menuId: ids.menuSysorg }).run();
    tx.insert(t.roleButtons).values({ tenantCode: T1, roleId: ids.agentRole1, buttonId: ids.btnSysorgAdd }).run();
    // 10002's editor holds sysorg; and a stray 10002 grant row names 10001's editor role.
    // Neither may reach 10001's editor.
    tx.insert(t.roleMenus)
      .values([
        { tenantCode: T2, roleId: ids.editorRole2, menuId: ids.menuSysorg },
        { tenantCode: T2, roleId: ids.editorRole1, menuId: ids.menuSysorg },
      ])
      .run();

    tx.insert(t.urls).values({ id: ids.urlSysorg, url: "/api/admin/sysorg/**", method: "*", description: "Orgs", createTime: at }).run();
    tx.insert(t.roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: ids.urlSysorg }).run();

    tx.insert(t.orgs)
      .values([
        { id: ids.orgHq, tenantCode: T1, orgType: "company", orgName: "Head Office", orgSequence: 1, createTime: stamp(30), updateTime: at },
        { id: ids.orgSales, tenantCode: T1, orgType: "department", orgName: "Sales_100%", orgSequence: 2, parentId: ids.orgHq, createTime: stamp(20), updateTime: at },
        { id: ids.orgBranch, tenantCode: T2, orgType: "company", orgName: "Branch", orgSequence: 1, createTime: stamp(10), updateTime: at },
      ])
      .run();

    tx.insert(t.params)
      .values([
        { id: "700001", tenantCode: T1, paramName: "Default role", paramKey: "account.defaultRole", paramValue: "ROLE_EDITOR", ...times },
        { id: "700002", tenantCode: T1, paramName: "Initial password", paramKey: "account.initPassword", paramValue: INIT_PASSWORD, ...times },
      ])
      .run();

    const note = (id: string, tenantCode: string, title: string, type: "notice" | "message", minutesAgo: number) => ({
      id,
      tenantCode,
      title,
      content: `${title} content`,
      type,
      publisher: "admin",
      createTime: stamp(minutesAgo),
      updateTime: stamp(minutesAgo),
    });
    tx.insert(t.notifications)
      .values([
        note(ids.notice1, T1, "Maintenance tonight", "notice", 30),
        note(ids.notice2, T1, "Welcome", "message", 20),
        note(ids.notice3, T1, "Admins only", "notice", 10),
        note(ids.notice4, T2, "Second tenant news", "notice", 5),
      ])
      .run();
    tx.insert(t.notificationRecipients)
      .values([
        { tenantCode: T1, notificationId: ids.notice1, userId: ids.admin },
        { tenantCode: T1, notificationId: ids.notice1, userId: ids.editor },
        { tenantCode: T1, notificationId: ids.notice2, userId: ids.editor, readTime: stamp(15) },
        { tenantCode: T1, notificationId: ids.notice3, userId: ids.admin },
        { tenantCode: T2, notificationId: ids.notice4, userId: ids.editor2 },
      ])
      .run();
  });
}
