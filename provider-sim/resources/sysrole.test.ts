import { and, eq } from "drizzle-orm";
import { grantCalls, grantMessages } from "../../contract/admin/grants";
import { sysRoleCalls as c, sysRoleMessages as sm, sysRolePaths as p } from "../../contract/admin/sysrole";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { providerMessages as m } from "../../contract/messages";
import { auditLog, menuButtons, roleButtons, roleDataFields, roleMenus, roleUrls, roles, urls, userRoles } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

const AUTHORITY = "/api/account/sysuserdetail/queryCurrentAuthority";
const URL_ROLES = "499001";
const BTN = { add: "491000", update: "491001", delete: "491002", authorize: "491003", assign: "491004" } as const;

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  sim.db.insert(menuButtons).values(Object.entries(BTN).map(([buttonCode, id]) => ({ id, menuCode: "sysrole", buttonCode, buttonName: buttonCode, createTime: new Date() }))).run();
  sim.db.insert(urls).values({ id: URL_ROLES, url: "/api/admin/sysrole/**", method: "*", description: "roles", createTime: new Date() }).run();
});
afterEach(() => sim.close());

/** ROLE_EDITOR of 10001 may reach the role calls and holds the given sysrole buttons. */
function editorMay(...buttons: (keyof typeof BTN)[]) {
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: URL_ROLES }).run();
  for (const b of buttons) sim.db.insert(roleButtons).values({ tenantCode: T1, roleId: ids.editorRole1, buttonId: BTN[b] }).run();
}

describe("roles", () => {
  it("lists the tenant's roles with filters, and keeps another tenant's role out of reach", async () => {
    const token = await sim.login("admin", T1);
    const list = await sim.get(p.query, { token, query: { roleCode: "EDIT" } });
    expect(list.body.data.list.map((r: { id: string }) => r.id)).toEqual([ids.editorRole1]);
    const update = await sim.put(p.update, { token, json: { id: ids.editorRole2, roleName: "x" } });
    expect(update.body).toMatchObject({ status: 500, message: rm.notFound });
    const grants = await sim.get(grantCalls.queryRoleGrants, { token, query: { roleId: ids.editorRole2 } });
    expect(grants.body).toMatchObject({ status: 500, message: rm.notFound });
    const assign = await sim.post(c.authorizeUserToRole, { token, json: { roleId: ids.editorRole2, userIds: [ids.editor] } });
    expect(assign.body).toMatchObject({ message: rm.notFound });
    const checkbox = await sim.get(c.queryRoleNameCheckbox, { token });
    expect(checkbox.body.data.map((r: { roleCode: string }) => r.roleCode)).toEqual(["ROLE_ADMIN", "ROLE_AGENT", "ROLE_EDITOR"]);
  });

  it("creates a role with a unique code in the tenant, and never changes the code", async () => {
    const token = await sim.login("admin", T1);
    const bad = await sim.post(p.add, { token, json: { roleCode: "role_x", roleName: "X" } });
    expect(bad.body).toMatchObject({ status: 500, message: `roleCode: ${sm.roleCodeRule}` });
    const created = await sim.post(p.add, { token, json: { roleCode: "ROLE_AUDITOR", roleName: "Auditor", roleDescription: "Reads the books" } });
    expect(created.body.status).toBe(200);
    const dup = await sim.post(p.add, { token, json: { roleCode: "ROLE_EDITOR", roleName: "Again" } });
    expect(dup.body).toMatchObject({ message: sm.roleCodeTaken });
    expect((await sim.get(c.queryRoleCode, { token, query: { roleCode: "ROLE_AUDITOR" } })).body.data).toEqual([{ value: "ROLE_AUDITOR", label: "Auditor", labelEn: null, labelZh: null, labelTw: null }]);
    expect((await sim.get(c.queryRoleCode, { token, query: { roleCode: "ROLE_NOBODY" } })).body.data).toEqual([]);
    await sim.put(p.update, { token, json: { id: created.body.data.id, roleCode: "ROLE_OTHER", roleName: "Auditors" } });
    expect(sim.db.select().from(roles).where(eq(roles.id, created.body.data.id)).get()).toMatchObject({ roleCode: "ROLE_AUDITOR", roleName: "Auditors" });
  });

  it("refuses deleting a role users still hold", async () => {
    const token = await sim.login("admin", T1);
    expect((await sim.post(p.delete, { token, query: { id: ids.editorRole1 } })).body).toMatchObject({ status: 500, message: sm.roleInUse });
    expect(sim.db.select().from(roles).where(eq(roles.id, ids.editorRole1)).get()).toBeDefined();
  });

  it("deletes a free role together with its grants and data permissions", async () => {
    const token = await sim.login("admin", T1);
    const id = (await sim.post(p.add, { token, json: { roleCode: "ROLE_TEMP", roleName: "Temp" } })).body.data.id;
    sim.db.insert(roleMenus).values({ tenantCode: T1, roleId: id, menuId: ids.menuSysuser }).run();
    sim.db.insert(roleButtons).values({ tenantCode: T1, roleId: id, buttonId: ids.btnSysuserAdd }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: id, urlId: ids.urlSysorg }).run();
    sim.db.insert(roleDataFields).values({ id: "498001", tenantCode: T1, roleCode: "ROLE_TEMP", menuCode: "sysuser", dataField: "email", createTime: new Date() }).run();
    expect((await sim.post(p.delete, { token, query: { id } })).body.status).toBe(200);
    for (const table of [roleMenus, roleButtons, roleUrls]) expect(sim.db.select().from(table).where(eq(table.roleId, id)).all()).toEqual([]);
    expect(sim.db.select().from(roleDataFields).where(eq(roleDataFields.roleCode, "ROLE_TEMP")).all()).toEqual([]);
  });

  it("never deletes the administrator role", async () => {
    const token = await sim.login("admin", T1);
    const del = await sim.post(p.delete, { token, query: { id: ids.adminRole1 } });
    expect(del.body).toMatchObject({ status: 500, message: sm.adminRoleKept });
  });

  it("refuses a role without the URL grant, and a role without the button on write", async () => {
    const editor = await sim.login("editor", T1);
    expect((await sim.get(p.query, { token: editor })).body).toMatchObject({ status: 403 });
    editorMay("add");
    expect((await sim.get(p.query, { token: editor })).body.status).toBe(200);
    expect((await sim.post(p.add, { token: editor, json: { roleCode: "ROLE_X", roleName: "X" } })).body.status).toBe(200);
    const grant = await sim.post(grantCalls.authorizeRoleGrants, { token: editor, json: { roleId: ids.agentRole1, menuIds: [], buttonIds: [], urlIds: [] } });
    expect(grant.body).toMatchObject({ status: 403, message: m.forbidden });
    const assign = await sim.post(c.authorizeUserToRole, { token: editor, json: { roleId: ids.agentRole1, userIds: [ids.editor] } });
    expect(assign.body).toMatchObject({ status: 403 });
  });

  it("assigns users: at least one, the tenant's only, and never removes an admin's own admin role", async () => {
    const token = await sim.login("admin", T1);
    const none = await sim.post(c.authorizeUserToRole, { token, json: { roleId: ids.agentRole1, userIds: [] } });
    expect(none.body).toMatchObject({ status: 500, message: sm.selectUsers });
    const foreign = await sim.post(c.authorizeUserToRole, { token, json: { roleId: ids.agentRole1, userIds: [ids.editor2] } });
    expect(foreign.body).toMatchObject({ message: rm.notFound });
    const done = await sim.post(c.authorizeUserToRole, { token, json: { roleId: ids.agentRole1, userIds: [ids.editor, ids.manager] } });
    expect(done.body.status).toBe(200);
    const users = (await sim.get(c.queryRoleUsers, { token, query: { roleId: ids.agentRole1 } })).body.data;
    expect(users.filter((u: { checked: boolean }) => u.checked).map((u: { id: string }) => u.id).sort()).toEqual([ids.editor, ids.manager]);
    // The manager keeps the post the role was granted in.
    expect(sim.db.select().from(userRoles).where(and(eq(userRoles.tenantCode, T1), eq(userRoles.userId, ids.manager), eq(userRoles.roleId, ids.agentRole1))).get()?.postCode).toBe("CLERK");
    const self = await sim.post(c.authorizeUserToRole, { token, json: { roleId: ids.adminRole1, userIds: [ids.editor] } });
    expect(self.body).toMatchObject({ message: sm.ownAdminRoleKept });
    expect(sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "sysrole"), eq(auditLog.action, "assign"))).all()).toHaveLength(1);
  });
});

describe("grants", () => {
  it("takes effect on the next request: the new menu and button show in the authority, the URL opens", async () => {
    const admin = await sim.login("admin", T1);
    const agent = await sim.login("manager", T1);
    const before = await sim.post(AUTHORITY, { token: agent, query: { username: "manager" } });
    expect(before.body.menuButton).not.toContain("sysrole:add");
    const current = (await sim.get(grantCalls.queryRoleGrants, { token: admin, query: { roleId: ids.agentRole1 } })).body.data;
    expect(current.granted.menuIds).toEqual([ids.menuSysorg]);
    expect(current.menus.length).toBeGreaterThan(3);
    const saved = await sim.post(grantCalls.authorizeRoleGrants, {
      token: admin,
      json: { roleId: ids.agentRole1, menuIds: [ids.menuSysorg, ids.menuSysuser], buttonIds: [ids.btnSysuserDelete], urlIds: [URL_ROLES] },
    });
    expect(saved.body.status).toBe(200);
    const after = await sim.post(AUTHORITY, { token: agent, query: { username: "manager" } });
    expect(after.body.menuButton).toContain("sysuser:delete");
    expect(after.body.menuButton).not.toContain("sysorg:add");
    expect(JSON.stringify(after.body.menu)).toContain('"menuCode":"sysuser"');
    expect((await sim.get(p.query, { token: agent })).body.status).toBe(200);
    const audit = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "sysrole"), eq(auditLog.action, "authorize"))).all();
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ buttonIds: [ids.btnSysuserDelete], urlIds: [URL_ROLES] });
    // Other tenants' rows stay where they were.
    expect(sim.db.select().from(roleMenus).where(eq(roleMenus.tenantCode, T2)).all()).toHaveLength(2);
  });

  it("answers the SPEC's one-kind calls", async () => {
    const admin = await sim.login("admin", T1);
    expect((await sim.post(grantCalls.authorizeMenuToRole, { token: admin, json: { roleId: ids.agentRole1, menuIds: [ids.menuHome] } })).body.status).toBe(200);
    expect((await sim.get(grantCalls.queryMenuIdByRoleId, { token: admin, query: { roleId: ids.agentRole1 } })).body.data).toEqual([ids.menuHome]);
    expect((await sim.post(grantCalls.authorizeMenuButtonToRole, { token: admin, json: { roleId: ids.agentRole1, buttonIds: [] } })).body.status).toBe(200);
    expect((await sim.get(grantCalls.queryMenuButtonIdByRoleId, { token: admin, query: { roleId: ids.agentRole1 } })).body.data).toEqual([]);
    expect((await sim.post(grantCalls.authorizeUrlToRole, { token: admin, json: { roleId: ids.agentRole1, urlIds: [ids.urlSysorg] } })).body.status).toBe(200);
    expect((await sim.get(grantCalls.queryUrlIdByRoleId, { token: admin, query: { roleId: ids.agentRole1 } })).body.data).toEqual([ids.urlSysorg]);
    const unknown = await sim.post(grantCalls.authorizeMenuToRole, { token: admin, json: { roleId: ids.agentRole1, menuIds: ["999999"] } });
    expect(unknown.body).toMatchObject({ message: rm.notFound });
  });

  it("lets a non-administrator grant only what their own roles hold, and never touch ROLE_ADMIN", async () => {
    editorMay("authorize");
    const editor = await sim.login("editor", T1);
    const grant = (roleId: string, menuIds: string[]) => sim.post(grantCalls.authorizeRoleGrants, { token: editor, json: { roleId, menuIds, buttonIds: [], urlIds: [] } });
    const beyond = await grant(ids.agentRole1, [ids.menuSysorg, ids.menuSystem]);
    expect(beyond.body).toMatchObject({ status: 403, message: grantMessages.notGrantable });
    const within = await grant(ids.agentRole1, [ids.menuSysorg, ids.menuHome]);
    expect(within.body.status).toBe(200);
    const admin = await grant(ids.adminRole1, []);
    expect(admin.body).toMatchObject({ status: 403, message: sm.adminRoleReserved });
  });

  it("grants data fields per menu with the role's other grants, and through the SPEC's sysmenu calls", async () => {
    const admin = await sim.login("admin", T1);
    const grants = (roleId: string) => sim.get(grantCalls.queryRoleGrants, { token: admin, query: { roleId } });
    const save = (dataFields: { menuCode: string; dataField: string }[]) =>
      sim.post(grantCalls.authorizeRoleGrants, { token: admin, json: { roleId: ids.agentRole1, menuIds: [ids.menuSysuser], buttonIds: [], urlIds: [], dataFields } });
    expect((await save([{ menuCode: "sysuser", dataField: "mobile, email" }])).body.status).toBe(200);
    expect((await grants(ids.agentRole1)).body.data.granted.dataFields).toEqual([{ menuCode: "sysuser", dataField: "mobile,email" }]);
    const audit = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "sysrole"), eq(auditLog.action, "authorize"))).all().at(-1)!;
    expect(audit.after).toMatchObject({ dataFields: [{ menuCode: "sysuser", dataField: "mobile,email" }] });
    // A bad field list or an unknown menu changes nothing.
    expect((await save([{ menuCode: "sysuser", dataField: "mobile; drop" }])).body.status).toBe(500);
    expect((await save([{ menuCode: "nosuchmenu", dataField: "a" }])).body.status).toBe(500);
    expect((await grants(ids.agentRole1)).body.data.granted.dataFields).toEqual([{ menuCode: "sysuser", dataField: "mobile,email" }]);

    // SPEC §7 sysmenu: by menu, one role at a time.
    const byMenu = async () => (await sim.get(grantCalls.queryDataFieldByMenuCode, { token: admin, query: { menuCode: "sysuser" } })).body.data as { id: string; roleCode: string; dataField: string }[];
    expect((await sim.post(grantCalls.authorizeMenuDataToRole, { token: admin, json: { roleCode: "ROLE_EDITOR", menuCode: "sysuser", dataField: "email" } })).body.status).toBe(200);
    expect((await sim.post(grantCalls.authorizeMenuDataToRole, { token: admin, json: { roleCode: "ROLE_EDITOR", menuCode: "sysuser", dataField: "nickname" } })).body.status).toBe(200);
    const rules = await byMenu();
    expect(rules.map((r) => [r.roleCode, r.dataField])).toEqual([["ROLE_AGENT", "mobile,email"], ["ROLE_EDITOR", "nickname"]]);
    expect((await sim.post(grantCalls.deleteDataField, { token: admin, query: { id: rules[1].id } })).body.status).toBe(200);
    expect((await byMenu()).map((r) => r.roleCode)).toEqual(["ROLE_AGENT"]);
    expect((await sim.post(grantCalls.authorizeMenuDataToRole, { token: admin, json: { roleCode: "ROLE_NOBODY", menuCode: "sysuser", dataField: "email" } })).body.status).toBe(500);

    // Another tenant's rule is out of reach.
    const other = sim.db.insert(roleDataFields).values({ id: "498001", tenantCode: T2, roleCode: "ROLE_EDITOR", menuCode: "sysuser", dataField: "email" }).run();
    expect(other.changes).toBe(1);
    expect((await sim.post(grantCalls.deleteDataField, { token: admin, query: { id: "498001" } })).body).toMatchObject({ message: rm.notFound });
  });

  it("answers the tenant's role codes to a call without parameters, as the client asks for them", async () => {
    const codes = await sim.get(c.queryRoleCode, { token: await sim.login("admin", T1) });
    expect(codes.body.status).toBe(200);
    expect(codes.body.data.map((o: { value: string; label: string }) => [o.value, o.label])).toEqual([
      ["ROLE_ADMIN", "Administrator"],
      ["ROLE_AGENT", "Customs agent"],
      ["ROLE_EDITOR", "Editor"],
    ]);
    expect((await sim.get(c.queryRoleCode, { token: await sim.login("hkadmin", T2) })).body.data.map((o: { value: string }) => o.value)).toEqual(["ROLE_ADMIN", "ROLE_EDITOR"]);
  });

  it("answers the buttons a role holds by its code, the tenant's role only", async () => {
    const token = await sim.login("admin", T1);
    const held = await sim.get(grantCalls.queryMenuButtonByRoleCode, { token, query: { roleCode: "ROLE_EDITOR" } });
    expect(held.body.data).toEqual([{ id: ids.btnSysuserAdd, menuCode: "sysuser", buttonCode: "add" }]);
    expect((await sim.get(grantCalls.queryRoleGrants, { token, query: { roleId: ids.editorRole1 } })).body.data.roleCode).toBe("ROLE_EDITOR");
    // 10002's editor role holds nothing in 10002; a stray grant row elsewhere never shows.
    const other = await sim.get(grantCalls.queryMenuButtonByRoleCode, { token: await sim.login("hkadmin", T2), query: { roleCode: "ROLE_EDITOR" } });
    expect(other.body.data).toEqual([]);
    expect((await sim.get(grantCalls.queryMenuButtonByRoleCode, { token, query: { roleCode: "ROLE_NOBODY" } })).body.status).toBe(500);
  });
});
