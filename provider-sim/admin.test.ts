import { eq } from "drizzle-orm";
import { orgSchema } from "../contract/auth";
import { optionSchema, pageSchema } from "../contract/envelope";
import { providerMessages as m } from "../contract/messages";
import { tenantUserSchema } from "../contract/tenant";
import { userPostSchema } from "../contract/user-posts";
import { auditLog, roles, roleUrls, tokens, urls, userRoles, users } from "../db/schema";
import { ids, INIT_PASSWORD, T1, T2 } from "./testing/fixtures";
import { startTestSimulator, type TestSimulator } from "./testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
});
afterEach(() => sim.close());

const orgPage = pageSchema(orgSchema);

describe("querySysOrg", () => {
  it("shows each tenant only its own orgs, newest first", async () => {
    const t1 = await sim.get("/api/admin/sysorg/querySysOrg", { token: await sim.login("editor", T1) });
    const page1 = orgPage.parse(t1.body.data);
    expect(page1.list.map((o) => o.id)).toEqual([ids.orgSales, ids.orgHq]);
    expect(page1.pagination).toEqual({ total: 2, pageSize: 10, current: 1 });

    const t2 = await sim.get("/api/admin/sysorg/querySysOrg", { token: await sim.login("editor", T2), query: { pageSize: "10000" } });
    const page2 = orgPage.parse(t2.body.data);
    expect(page2.list.map((o) => o.id)).toEqual([ids.orgBranch]);
    expect(page2.pagination.total).toBe(1);
  });

  it("pages, sorts and filters (a user's % is literal)", async () => {
    const token = await sim.login("admin", T1);
    const q = (query: Record<string, string>) => sim.get("/api/admin/sysorg/querySysOrg", { token, query });
    const second = orgPage.parse((await q({ currentPage: "2", pageSize: "1", sorter: "orgSequence_ascend" })).body.data);
    expect(second.list.map((o) => o.id)).toEqual([ids.orgSales]);
    expect(second.pagination).toEqual({ total: 2, pageSize: 1, current: 2 });
    expect(orgPage.parse((await q({ orgName: "100%" })).body.data).list.map((o) => o.id)).toEqual([ids.orgSales]);
    expect(orgPage.parse((await q({ orgName: "1%0" })).body.data).list).toEqual([]);
    expect(orgPage.parse((await q({ orgType: "company" })).body.data).list.map((o) => o.id)).toEqual([ids.orgHq]);
  });

  it("refuses a bad sorter or page size with a clear message", async () => {
    const token = await sim.login("admin", T1);
    const bad = await sim.get("/api/admin/sysorg/querySysOrg", { token, query: { sorter: "passwordHash_ascend" } });
    expect(bad.status).toBe(200);
    expect(bad.body).toEqual({ status: 500, message: "cannot sort by this field: passwordHash" });
    const size = await sim.get("/api/admin/sysorg/querySysOrg", { token, query: { pageSize: "0" } });
    expect(size.body.status).toBe(400);
    expect(size.body.message).toMatch(/^pageSize: /);
    const whole = await sim.get("/api/admin/sysorg/querySysOrg", { token, query: { currentPage: "1", pageSize: "10000" } });
    expect(whole.body.data.pagination).toEqual({ total: 2, pageSize: 10000, current: 1 });
  });
});

describe("URL permissions", () => {
  const newUser = { username: "hired", email: "hired@example.com", mobile: "13600000001" };

  it("refuses an admin path the editor's roles are not granted", async () => {
    const token = await sim.login("editor", T1);
    const answer = await sim.post("/api/admin/sysuser/registerAccountInitial", { token, json: newUser });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 403, message: m.forbidden });
    expect(sim.db.select().from(users).where(eq(users.username, "hired")).all()).toHaveLength(0);
  });

  it("allows it once a matching pattern is granted (with or without the /api prefix)", async () => {
    sim.db.insert(urls).values({ id: "420009", url: "/admin/sysuser/**", method: "POST" }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "420009" }).run();
    const token = await sim.login("editor", T1);
    const answer = await sim.post("/api/admin/sysuser/registerAccountInitial", { token, json: newUser });
    expect(answer.body.status).toBe(200);
  });

  it("ignores a grant row of another tenant", async () => {
    sim.db.insert(urls).values({ id: "420009", url: "/api/admin/sysuser/**" }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.editorRole1, urlId: "420009" }).run();
    const token = await sim.login("editor", T1);
    expect((await sim.post("/api/admin/sysuser/registerAccountInitial", { token, json: newUser })).body.status).toBe(403);
  });
});

describe("registerAccountInitial", () => {
  it("creates a user in the caller's tenant with the initial password and default role, audited", async () => {
    const token = await sim.login("admin", T1);
    const answer = await sim.post("/api/admin/sysuser/registerAccountInitial", {
      token,
      json: { username: "hired", nickname: "Hired Hand", email: "hired@example.com", mobile: "13600000001", tenantCode: T2 },
    });
    expect(answer.body).toMatchObject({ status: 200, message: "success" });
    const [user] = sim.db.select().from(users).where(eq(users.username, "hired")).all();
    expect(user).toMatchObject({ tenantCode: T1, nickname: "Hired Hand", status: 1, id: answer.body.data.id });
    expect(sim.db.select().from(userRoles).where(eq(userRoles.userId, user.id)).all()[0].roleId).toBe(ids.editorRole1);
    const [audit] = sim.db.select().from(auditLog).where(eq(auditLog.entityId, user.id)).all();
    expect(audit).toMatchObject({ action: "create", userId: ids.admin, username: "admin" });
    expect((await sim.passwordLogin("hired", T1, INIT_PASSWORD)).status).toBe(200);
  });

  it("refuses duplicates with the contract's messages", async () => {
    const token = await sim.login("admin", T1);
    const answer = await sim.post("/api/admin/sysuser/registerAccountInitial", {
      token,
      json: { username: "editor", email: "x@example.com", mobile: "13600000001" },
    });
    expect(answer.body).toEqual({ status: 500, message: m.usernameTaken });
  });

  it("refuses without a tenant's initial password parameter", async () => {
    const token = await sim.login("editor", T2);
    sim.db.update(userRoles).set({ roleId: ids.adminRole2 }).where(eq(userRoles.userId, ids.editor2)).run();
    const answer = await sim.post("/api/admin/sysuser/registerAccountInitial", {
      token,
      json: { username: "hired", email: "hired@example.com", mobile: "13600000001" },
    });
    expect(answer.body.status).toBe(500);
    expect(answer.body.message).toMatch(/account\.initPassword/);
  });
});

describe("sessions and tenants", () => {
  it("registerNewSession records the client's address and agent on the token", async () => {
    const token = await sim.login("editor", T1);
    const answer = await sim.post("/api/admin/sysuser/registerNewSession", { token, headers: { "user-agent": "vitest-agent" } });
    expect(answer.body).toEqual({ status: 200, message: "success" });
    const [row] = sim.db.select().from(tokens).all();
    expect(row).toMatchObject({ userAgent: "vitest-agent", ip: "127.0.0.1" });
  });

  it("queryTenantUser gives the caller's tenant and the tenants the same account exists in", async () => {
    const token = await sim.login("editor", T1);
    const answer = await sim.get("/api/admin/sysuser/queryTenantUser", { token });
    const data = tenantUserSchema.parse(answer.body.data);
    expect(data).toMatchObject({ tenantCode: T1, tenantName: "Default Tenant", domain: "default.example.com" });
    expect(data.tenants.map((t) => t.tenantCode)).toEqual([T1, T2]);
    const admin = tenantUserSchema.parse((await sim.get("/api/admin/sysuser/queryTenantUser", { token: await sim.login("admin", T1) })).body.data);
    expect(admin.tenants.map((t) => t.tenantCode)).toEqual([T1]);
  });
});

describe("a user's posts and roles", () => {
  const POSTS = "/api/admin/sysuserpost/querySysUserPostTree";
  const ROLES = "/api/admin/sysrole/queryRoleName";
  const userPosts = userPostSchema.array();
  const roleOptions = optionSchema.array();

  it("lists the user's own posts, main first, from the caller's tenant only", async () => {
    const token = await sim.login("manager", T1);
    const answer = await sim.get(POSTS, { token, query: { userId: ids.manager } });
    expect(answer.body).toMatchObject({ status: 200, message: "success" });
    expect(userPosts.parse(answer.body.data)).toEqual([
      { id: ids.postClerk1, postCode: "CLERK", postName: "Clerk", postNameEn: null, postNameZh: null, postNameTw: null, postType: "main" },
      { id: ids.postLead1, postCode: "LEAD", postName: "Team Lead", postNameEn: null, postNameZh: null, postNameTw: null, postType: "part-time" },
    ]);
    const editor = await sim.get(POSTS, { token: await sim.login("editor", T1), query: { userId: ids.editor } });
    expect(editor.body.data).toEqual([]);
  });

  it("lists the roles held in a post; a role granted without a post counts in every post", async () => {
    const token = await sim.login("manager", T1);
    const roles = async (query: Record<string, string>) =>
      roleOptions.parse((await sim.get(ROLES, { token, query: { userId: ids.manager, ...query } })).body.data);
    expect(await roles({ postCode: "CLERK" })).toEqual([{ value: "ROLE_AGENT", label: "Customs agent" }]);
    expect(await roles({ postCode: "LEAD" })).toEqual([{ value: "ROLE_EDITOR", label: "Editor" }]);
    expect(await roles({ postCode: "OTHER" })).toEqual([]);
    expect((await roles({})).map((r) => r.value)).toEqual(["ROLE_AGENT", "ROLE_EDITOR"]);
    const editor = await sim.get(ROLES, { token: await sim.login("editor", T1), query: { userId: ids.editor, postCode: "LEAD" } });
    expect(roleOptions.parse(editor.body.data)).toEqual([{ value: "ROLE_EDITOR", label: "Editor" }]);
  });

  it("names each role held in every language it is worded in, beside the name the provider requires", async () => {
    sim.db.update(roles).set({ roleNameEn: "Customs agent", roleNameZh: "报关员", roleNameTw: "報關員" }).where(eq(roles.id, ids.agentRole1)).run();
    const token = await sim.login("manager", T1);
    const answer = await sim.get(ROLES, { token, query: { userId: ids.manager, postCode: "CLERK" } });
    expect(answer.body.data).toEqual([{ value: "ROLE_AGENT", label: "Customs agent", labelEn: "Customs agent", labelZh: "报关员", labelTw: "報關員" }]);
  });

  it("refuses another user's posts and roles to a non-admin without the grant", async () => {
    const editor = await sim.login("editor", T1);
    expect((await sim.get(POSTS, { token: editor, query: { userId: ids.manager } })).body).toEqual({ status: 403, message: m.forbidden });
    expect((await sim.get(ROLES, { token: editor, query: { userId: ids.manager } })).body).toEqual({ status: 403, message: m.forbidden });
    expect((await sim.get(POSTS, { token: editor })).body.status).toBe(403);

    sim.db.insert(urls).values({ id: "420009", url: "/api/admin/sysuserpost/**", method: "GET" }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "420009" }).run();
    const granted = await sim.get(POSTS, { token: editor, query: { userId: ids.manager } });
    expect(userPosts.parse(granted.body.data).map((p) => p.postCode)).toEqual(["CLERK", "LEAD"]);

    const admin = await sim.login("admin", T1);
    expect((await sim.get(ROLES, { token: admin, query: { userId: ids.manager } })).body.status).toBe(200);
  });

  it("knows no user of another tenant, and names a missing userId", async () => {
    const admin = await sim.login("admin", T1);
    expect((await sim.get(POSTS, { token: admin, query: { userId: ids.editor2 } })).body).toEqual({ status: 500, message: m.userNotFound });
    const missing = await sim.get(ROLES, { token: admin });
    expect(missing.body.status).toBe(500);
    expect(missing.body.message).toMatch(/^userId: /);
  });
});
