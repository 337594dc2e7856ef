import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { sysUserCalls as calls, sysUserMessages as u, sysUserPaths as p } from "../../contract/admin/sysuser";
import { providerMessages as m } from "../../contract/messages";
import { auditLog, menuButtons, params, roleButtons, roleDataFields, roleUrls, urls, userPosts, userRoles, users } from "../../db/schema";
import { ids, INIT_PASSWORD, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
const BUTTONS = ["update", "export", "import", "status", "resetPassword", "authorize"];
beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date();
  sim.db.insert(menuButtons).values(BUTTONS.map((buttonCode, i) => ({ id: `49100${i}`, menuCode: "sysuser", buttonCode, buttonName: buttonCode, createTime: at }))).run();
  // ROLE_EDITOR of 10001 reaches the user calls, may edit and export, and does not see contact details.
  sim.db.insert(urls).values({ id: "491999", url: "/api/admin/sysuser/**", method: "*", description: "users", createTime: at }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "491999" }).run();
  sim.db.insert(roleButtons).values(["491000", "491001"].map((buttonId) => ({ tenantCode: T1, roleId: ids.editorRole1, buttonId }))).run();
  sim.db.insert(roleDataFields).values({ id: "491500", tenantCode: T1, roleCode: "ROLE_EDITOR", menuCode: "sysuser", dataField: "mobile,email", createTime: at }).run();
});
afterEach(() => sim.close());

const newUser = { username: "clerk.wang", nickname: "Wang Clerk", email: "Wang@Example.com", mobile: "13912345678", status: "1", password: "first-pass" };
const add = (token: string, json: unknown) => sim.post(p.add, { token, json });
const rowOf = async (token: string, username: string) =>
  (await sim.get(p.query, { token, query: { username } })).body.data.list.find((r: { username: string }) => r.username === username);

describe("users (sysuser)", () => {
  it("lists the tenant's users without secrets, with their roles, posts and org; filters and sorts", async () => {
    const token = await sim.login("admin", T1);
    const list = await sim.get(p.query, { token, query: { sorter: "username_ascend", pageSize: "100" } });
    const names = list.body.data.list.map((r: { username: string }) => r.username);
    expect(names).toEqual(["admin", "disabled", "editor", "manager"]);
    const manager = list.body.data.list.find((r: { username: string }) => r.username === "manager");
    expect(manager).not.toHaveProperty("passwordHash");
    expect(manager).not.toHaveProperty("failedLogins");
    expect(manager).not.toHaveProperty("lockedUntil");
    expect(manager).toMatchObject({ mainPostId: ids.postClerk1, partTimePostIds: [ids.postLead1], roleNames: ["Customs agent", "Editor"] });
    const disabled = await sim.get(p.query, { token, query: { status: "0" } });
    expect(disabled.body.data.list.map((r: { username: string }) => r.username)).toEqual(["disabled"]);
    expect((await sim.get(p.query, { token, query: { sorter: "mobile_ascend" } })).body.status).toBe(500);
  });

  it("creates a user with a hashed password, roles and posts in one write, audited without secrets", async () => {
    const token = await sim.login("admin", T1);
    const created = await add(token, { ...newUser, orgId: "Head Office", roleIds: [ids.agentRole1], mainPostId: ids.postLead1, partTimePostIds: [ids.postClerk1] });
    expect(created.body.status).toBe(200);
    const id = created.body.data.id;
    const stored = sim.db.select().from(users).where(and(eq(users.tenantCode, T1), eq(users.id, id))).get()!;
    expect(stored).toMatchObject({ email: "wang@example.com", orgId: ids.orgHq });
    expect(stored.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(await sim.login("clerk.wang", T1, "first-pass")).toBeTruthy();
    const row = await rowOf(token, "clerk.wang");
    expect(row).toMatchObject({ roleIds: [ids.agentRole1], mainPostId: ids.postLead1, partTimePostIds: [ids.postClerk1], orgName: "Head Office" });
    const audit = sim.db.select().from(auditLog).where(and(eq(auditLog.tenantCode, T1), eq(auditLog.entityId, id))).get()!;
    expect(JSON.stringify(audit.after)).not.toMatch(/passwordHash|first-pass|failedLogins/);
  });

  it("without a password uses the tenant's initial one; without roles gives the default role", async () => {
    const token = await sim.login("admin", T1);
    const { password: _password, ...withoutPassword } = newUser;
    expect((await add(token, withoutPassword)).body.status).toBe(200);
    expect(await sim.login("clerk.wang", T1, INIT_PASSWORD)).toBeTruthy();
    expect((await rowOf(token, "clerk.wang")).roleNames).toEqual(["Editor"]);
  });

  it("refuses a duplicate username, e-mail or mobile of the tenant with clear messages, and bad input", async () => {
    const token = await sim.login("admin", T1);
    expect((await add(token, { ...newUser, username: "editor" })).body).toMatchObject({ status: 500, message: u.usernameTaken });
    expect((await add(token, { ...newUser, email: "EDITOR@example.com" })).body).toMatchObject({ status: 500, message: u.emailTaken });
    expect((await add(token, { ...newUser, mobile: "13800000002" })).body).toMatchObject({ status: 500, message: u.mobileTaken });
    expect((await add(token, { ...newUser, username: "ab" })).body.message).toContain(u.usernameRule);
    expect((await add(token, { ...newUser, password: "12345" })).body.message).toContain(u.passwordRule);
    expect((await add(token, { ...newUser, mobile: "12345678" })).body).toMatchObject({ status: 500, message: u.mobileInvalid });
    expect((await add(token, { ...newUser, orgId: ids.orgBranch })).body).toMatchObject({ status: 500, message: u.orgNotFound });
    expect((await add(token, { ...newUser, roleIds: [ids.adminRole2] })).body).toMatchObject({ status: 500, message: u.roleNotFound });
  });

  it("edits without changing the username, keeps a role's post, and never reaches another tenant's user", async () => {
    const token = await sim.login("admin", T1);
    const edit = { id: ids.manager, username: "renamed", nickname: "Boss", status: "1", roleIds: [ids.editorRole1], mainPostId: ids.postLead1 };
    expect((await sim.put(p.update, { token, json: edit })).body.status).toBe(200);
    const manager = sim.db.select().from(users).where(and(eq(users.tenantCode, T1), eq(users.id, ids.manager))).get()!;
    expect(manager).toMatchObject({ username: "manager", nickname: "Boss" });
    expect(sim.db.select().from(userRoles).where(and(eq(userRoles.tenantCode, T1), eq(userRoles.userId, ids.manager))).all()).toEqual([
      { tenantCode: T1, userId: ids.manager, roleId: ids.editorRole1, postCode: "LEAD" },
    ]);
    expect((await sim.put(p.update, { token, json: { ...edit, roleIds: [] } })).body).toMatchObject({ message: u.rolesRequired });
    const other = await sim.put(p.update, { token, json: { ...edit, id: ids.editor2 } });
    expect(other.body).toMatchObject({ status: 500, message: rm.notFound });
    expect((await sim.post(p.delete, { token, query: { id: ids.editor2 } })).body).toMatchObject({ status: 500, message: rm.notFound });
  });

  it("deletes users with their roles, posts and sessions, but never the caller", async () => {
    const token = await sim.login("admin", T1);
    const managerToken = await sim.login("manager", T1);
    expect((await sim.post(p.delete, { token, query: { id: [ids.manager, ids.admin] } })).body).toMatchObject({ message: u.deleteSelf });
    expect((await sim.post(p.delete, { token, query: { id: ids.manager } })).body.status).toBe(200);
    expect(sim.db.select().from(userRoles).where(and(eq(userRoles.tenantCode, T1), eq(userRoles.userId, ids.manager))).all()).toEqual([]);
    expect(sim.db.select().from(userPosts).where(and(eq(userPosts.tenantCode, T1), eq(userPosts.userId, ids.manager))).all()).toEqual([]);
    expect((await sim.get(p.query, { token: managerToken })).status).toBe(401);
  });

  it("disables users and ends their sessions at once; never the caller; needs the status button", async () => {
    const token = await sim.login("admin", T1);
    const editorToken = await sim.login("editor", T1);
    expect((await sim.post(calls.modifyAccount, { token: editorToken, json: { id: [ids.manager], status: 0 } })).body).toMatchObject({ status: 403, message: m.forbidden });
    expect((await sim.post(calls.modifyAccount, { token, json: { id: [ids.admin], status: 0 } })).body).toMatchObject({ message: u.disableSelf });
    expect((await sim.post(calls.modifyAccount, { token, json: { id: [ids.editor, ids.editor2], status: 0 } })).body).toMatchObject({ message: rm.notFound });
    expect((await sim.post(calls.modifyAccount, { token, json: { id: [ids.editor], status: 0 } })).body.status).toBe(200);
    expect((await sim.get(p.query, { token: editorToken })).status).toBe(401);
    expect((await sim.post(calls.modifyAccount, { token, json: { id: [ids.editor, ids.disabled], status: 1 } })).body.status).toBe(200);
    expect(await sim.login("disabled", T1)).toBeTruthy();
  });

  it("resets a password to the initial one, ends the sessions and answers no password", async () => {
    const token = await sim.login("admin", T1);
    const managerToken = await sim.login("manager", T1);
    const reset = await sim.post(calls.resetPassword, { token, json: { id: ids.manager } });
    expect(reset.body).toEqual({ status: 200, message: "success" });
    expect((await sim.get(p.query, { token: managerToken })).status).toBe(401);
    expect(await sim.login("manager", T1, INIT_PASSWORD)).toBeTruthy();
    expect((await sim.post(calls.resetPassword, { token, json: { id: ids.editor2 } })).body).toMatchObject({ message: rm.notFound });
  });

  it("assigns roles and posts (one main post) and lists the tenant's roles for the checkboxes", async () => {
    const token = await sim.login("admin", T1);
    const body = { userId: ids.editor, roleId: [ids.agentRole1, ids.editorRole1], posts: [{ postId: ids.postClerk1, postType: "main" }, { postId: ids.postLead1, postType: "main" }] };
    expect((await sim.post(calls.authorizeRoleToUser, { token, json: body })).body.status).toBe(200);
    const tree = await sim.get(calls.querySysUserPostTree, { token, query: { userId: ids.editor } });
    expect(tree.body.data.map((post: { postCode: string; postType: string }) => [post.postCode, post.postType])).toEqual([["CLERK", "main"], ["LEAD", "part-time"]]);
    expect((await sim.post(calls.authorizeRoleToUser, { token, json: { ...body, roleId: [] } })).body.message).toContain(u.rolesRequired);
    const roles = await sim.get(calls.queryRoleNameCheckbox, { token });
    expect(roles.body.data.map((r: { roleCode: string }) => r.roleCode)).toEqual(["ROLE_ADMIN", "ROLE_AGENT", "ROLE_EDITOR"]);
  });

  it("hides e-mail and mobile from ROLE_EDITOR in the list and the export, and keeps them on its edits", async () => {
    const token = await sim.login("editor", T1);
    const row = await rowOf(token, "manager");
    expect(row).not.toHaveProperty("mobile");
    expect(row).not.toHaveProperty("email");
    const book = new ExcelJS.Workbook();
    const file = await fetch(new URL(p.exportXlsx, sim.base), { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    await book.xlsx.load((await file.arrayBuffer()) as never);
    const header = (book.worksheets[0].getRow(1).values as string[]).filter(Boolean);
    expect(header).toContain("Username");
    expect(header.some((h) => /Mobile|E-mail/.test(h))).toBe(false);
    expect(JSON.stringify(book.worksheets[0].getSheetValues())).not.toContain("13800000006");

    expect((await sim.put(p.update, { token, json: { id: ids.manager, nickname: "Edited", status: "1", mobile: "", email: "" } })).body.status).toBe(200);
    const manager = sim.db.select().from(users).where(and(eq(users.tenantCode, T1), eq(users.id, ids.manager))).get()!;
    expect(manager).toMatchObject({ nickname: "Edited", mobile: "13800000006", email: "manager@example.com" });
  });

  it("refuses a role without the URL grant, and a write without its button", async () => {
    const admin = await sim.login("admin", T1);
    await add(admin, { ...newUser, roleIds: [ids.agentRole1] });
    const agent = await sim.login("clerk.wang", T1, "first-pass");
    expect((await sim.get(p.query, { token: agent })).body).toMatchObject({ status: 403 });
    const editor = await sim.login("editor", T1);
    expect((await sim.post(p.delete, { token: editor, query: { id: ids.manager } })).body).toMatchObject({ status: 403 });
    expect((await sim.post(calls.resetPassword, { token: editor, json: { id: ids.manager } })).body).toMatchObject({ status: 403 });
    expect((await sim.post(calls.authorizeRoleToUser, { token: editor, json: { userId: ids.manager, roleId: [ids.adminRole1] } })).body).toMatchObject({ status: 403 });
  });

  it("imports rows naming the org, with the initial password and the default role; all or nothing", async () => {
    const token = await sim.login("admin", T1);
    const rows = [
      { username: "import.one", nickname: "One", email: "one@example.com", mobile: "13911110001", orgId: "Sales_100%" },
      { username: "import.two", nickname: "Two", email: "two@example.com", mobile: "13911110002" },
    ];
    expect((await sim.post(p.import, { token, json: { rows: [...rows, { ...rows[0], username: "import.three" }] } })).body).toMatchObject({ message: `row 3: ${u.emailTaken}` });
    expect(await rowOf(token, "import.one")).toBeUndefined();
    expect((await sim.post(p.import, { token, json: { rows } })).body).toMatchObject({ status: 200, data: { count: 2 } });
    expect(await rowOf(token, "import.one")).toMatchObject({ orgId: ids.orgSales, roleNames: ["Editor"], status: 1 });
    expect(await sim.login("import.two", T1, INIT_PASSWORD)).toBeTruthy();
  });

  it("answers the tenant's usernames for a picker, narrowed by part of one", async () => {
    const token = await sim.login("admin", T1);
    const all = await sim.get(calls.queryUsername, { token });
    expect(all.body.data.map((o: { value: string }) => o.value)).toEqual(["admin", "disabled", "editor", "manager"]);
    expect((await sim.get(calls.queryUsername, { token, query: { username: "edit" } })).body.data).toEqual([{ value: "editor", label: "editor" }]);
  });

  it("lets a platform administrator open an account in another tenant, with its default role", async () => {
    sim.db.insert(params).values({ id: "491800", tenantCode: T2, paramName: "Default role", paramKey: "account.defaultRole", paramValue: "ROLE_EDITOR", createTime: new Date(), updateTime: new Date() }).run();
    const body = { tenantCode: T2, username: "second.clerk", email: "second.clerk@example.com", mobile: "13900000123", password: "second-pass" };
    const added = await sim.post(calls.addSysTenantUser, { token: await sim.login("admin", T1), json: body });
    expect(added.body.status).toBe(200);
    expect((await sim.passwordLogin("second.clerk", T2, "second-pass")).status).toBe(200);
    const roles = sim.db.select().from(userRoles).where(and(eq(userRoles.tenantCode, T2), eq(userRoles.userId, added.body.data.id))).all();
    expect(roles.map((r) => r.roleId)).toEqual([ids.editorRole2]);
    const again = { ...body, username: "third.clerk", email: "third@example.com", mobile: "13900000124" };
    expect((await sim.post(calls.addSysTenantUser, { token: await sim.login("admin", T1), json: { ...again, tenantCode: "55555" } })).body).toMatchObject({ status: 500, message: m.tenantNotFound });
    // A tenant's own administrator, or a user holding sysuser:add, is no platform administrator.
    expect((await sim.post(calls.addSysTenantUser, { token: await sim.login("hkadmin", T2), json: again })).body.status).toBe(403);
    expect(sim.db.select().from(users).where(eq(users.username, "third.clerk")).all()).toEqual([]);
  });
});

