import { and, eq } from "drizzle-orm";
import { expireTokenResultSchema } from "../contract/dev-session";
import { providerMessages as m } from "../contract/messages";
import { openDb } from "../db/client";
import { tokens, users } from "../db/schema";
import { accounts, T1 } from "./testing/fixtures";
import { startTestSimulator, type TestSimulator } from "./testing/harness";
import { acrossTenants, guardedDb, scoped, TENANT_OWNED_TABLES, TenantScopeError } from "./tenant";
import { antPattern, urlMatches } from "./middleware/url-permission";

let sim: TestSimulator;
afterEach(() => sim?.close());

describe("the envelope around everything", () => {
  beforeEach(async () => {
    sim = await startTestSimulator();
  });

  it("answers an unknown path with HTTP 404 and the envelope", async () => {
    for (const path of ["/api/nothing/here", "/elsewhere"]) {
      const answer = await sim.get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ status: 404, message: m.notFound });
    }
  });

  it("refuses invalid input with HTTP 200, status 500 and the first problem", async () => {
    const answer = await sim.put("/api/account/sysuserdetail/resetPassword", {
      json: { tenantCode: T1, email: "not-an-email", resetCode: "123456", newPassword: "longenough" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 500, message: m.emailInvalid });
  });

  it("refuses a malformed or oversized JSON body without a stack trace", async () => {
    const malformed = await sim.call("POST", "/api/account/sysuserdetail/registerAccount", {
      headers: { "content-type": "application/json" },
    });
    expect(malformed.body.status).toBe(500);
    const broken = await fetch(`${sim.base}/api/account/sysuserdetail/registerAccount`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ status: 400, message: "request body is malformed" });
    const huge = await sim.post("/api/account/sysuserdetail/registerAccount", { json: { blob: "x".repeat(1_100_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.status).toBe(413);
  });

  it("does not announce Express", async () => {
    expect((await sim.get("/api/nothing")).headers.get("x-powered-by")).toBeNull();
  });

  it("answers an unexpected failure with a bare 500 envelope, no stack", async () => {
    const token = await sim.login("admin", T1);
    sim.db.$client.exec("DROP TABLE sys_notification_recipient");
    const answer = await sim.get("/api/notification/notification/queryHeadNotification", { token });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ status: 500, message: m.internal });
    expect(answer.text).not.toMatch(/at |\.ts|sys_notification/);
  });
});

describe("dev endpoints", () => {
  it("are absent when turned off", async () => {
    sim = await startTestSimulator({ devEndpoints: false });
    for (const path of ["/__dev/outbox", "/__dev/captcha?key=abcdefgh"]) {
      expect((await sim.get(path)).status).toBe(404);
    }
    expect((await sim.post("/__dev/expireToken", { json: { username: "admin", tenantCode: T1 } })).status).toBe(404);
  });

  it("expireToken ends sessions by token or by account, sending them down the 401 path", async () => {
    sim = await startTestSimulator();
    const one = await sim.login("admin", T1);
    const two = await sim.login("editor", T1);
    const three = await sim.login("editor", T1);
    const byToken = await sim.post("/__dev/expireToken", { json: { token: one } });
    expect(expireTokenResultSchema.parse(byToken.body)).toEqual({ expired: 1 });
    const byAccount = await sim.post("/__dev/expireToken", { json: { username: accounts.editor.username, tenantCode: T1 } });
    expect(byAccount.body).toEqual({ expired: 2 });
    for (const token of [one, two, three]) {
      const answer = await sim.get("/api/uaa/users/getSysUser", { token });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe("invalid_token");
    }
    expect((await sim.get("/api/uaa/users/getSysUser", { token: await sim.login("editor", "10002") })).status).toBe(200);
  });

  it("the outbox lists newest first and filters by recipient", async () => {
    sim = await startTestSimulator();
    await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile: "13700000001", tenantCode: T1 } });
    sim.advance(1000);
    await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile: "13700000002", tenantCode: T1 } });
    const all = (await sim.get("/__dev/outbox")).body;
    expect(all.map((e: { to: string }) => e.to)).toEqual(["13700000002", "13700000001"]);
    expect((await sim.get("/__dev/outbox", { query: { to: "13700000001" } })).body).toHaveLength(1);
  });
});

describe("tenant guard", () => {
  const db = openDb(":memory:");
  const guarded = guardedDb(db);

  it("knows the tenant-owned tables from the schema", () => {
    expect(TENANT_OWNED_TABLES).toContain("sys_user");
    expect(TENANT_OWNED_TABLES).toContain("sys_token");
    expect(TENANT_OWNED_TABLES).not.toContain("sys_menu");
    expect(TENANT_OWNED_TABLES).not.toContain("sys_tenant");
  });

  it("refuses a read, update or delete of a tenant-owned table without its tenant condition", () => {
    expect(() => guarded.select().from(users).all()).toThrow(TenantScopeError);
    expect(() => guarded.select().from(users).where(eq(users.username, "admin")).all()).toThrow(TenantScopeError);
    expect(() => guarded.update(tokens).set({ revoked: true }).where(eq(tokens.userId, "1")).run()).toThrow(TenantScopeError);
    expect(() => guarded.delete(users).run()).toThrow(TenantScopeError);
  });

  it("lets scoped queries and declared cross-tenant lookups through", () => {
    expect(guarded.select().from(users).where(and(scoped(users, T1), eq(users.username, "admin"))).all()).toEqual([]);
    expect(acrossTenants("test", () => guarded.select().from(tokens).all())).toEqual([]);
    expect(() => guarded.select().from(tokens).all()).toThrow(TenantScopeError);
  });
});

describe("Ant patterns", () => {
  it("match like Spring's AntPathMatcher", () => {
    expect(antPattern("/api/admin/**").test("/api/admin")).toBe(true);
    expect(antPattern("/api/admin/**").test("/api/admin/sysuser/addSysUser")).toBe(true);
    expect(antPattern("/api/admin/sys*/query?ysUser").test("/api/admin/sysuser/querySysUser")).toBe(true);
    expect(antPattern("/api/admin/*").test("/api/admin/sysuser/x")).toBe(false);
    expect(antPattern("/api/admin/sysuser.x").test("/api/admin/sysuserXx")).toBe(false);
    expect(urlMatches("/admin/sysuser/**", "/api/admin/sysuser/add")).toBe(true);
    expect(urlMatches("/admin/sysuser/**", "/api/admin/sysorg/add")).toBe(false);
  });
});
