import { eq } from "drizzle-orm";
import { outboxEntrySchema } from "../contract/dev";
import { pageSchema } from "../contract/envelope";
import { providerMessages as m } from "../contract/messages";
import { outboxMessageSchema } from "../contract/outbox";
import { tenantUserSchema } from "../contract/tenant";
import { roleUrls, urls, users } from "../db/schema";
import { LOCK_MS } from "./policy";
import { accounts, ids, PASSWORD, T1, T2 } from "./testing/fixtures";
import { startTestSimulator, type TestSimulator } from "./testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator({ trustedProxies: ["127.0.0.1"] });
});
afterEach(() => sim.close());

async function outbox(to: string) {
  return outboxEntrySchema.array().parse((await sim.get("/__dev/outbox", { query: { to } })).body);
}

/** A password login as the app's server makes it for a browser at `ip`. */
function loginFrom(ip: string, username: string, password: string, tenantCode = T1) {
  return sim.call("POST", "/api/uaa/oauth/token", {
    query: { grant_type: "password", type: "account", username, password, tenantCode, scope: "ui", client_id: "browser" },
    headers: { authorization: `Basic ${Buffer.from("browser:").toString("base64")}`, "x-forwarded-for": ip },
  });
}

describe("password guessing", () => {
  const attacker = "198.51.100.9";
  const owner = "203.0.113.20";

  it("locks out only the guessing source; the owner still signs in, and hears about it once", async () => {
    for (let i = 0; i < 5; i++) expect((await loginFrom(attacker, "editor", "wrong-password")).body.error_description).toBe(m.badCredentials);
    expect((await loginFrom(attacker, "editor", PASSWORD)).body.error_description).toBe(m.userLocked);
    // The e-mail and mobile are the same account as the username.
    expect((await loginFrom(attacker, accounts.editor.email, PASSWORD)).body.error_description).toBe(m.userLocked);
    expect((await loginFrom(owner, "editor", PASSWORD)).status).toBe(200);

    const notices = (await outbox(accounts.editor.email)).filter((e) => e.subject === "Failed sign-in attempts");
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain(attacker);
    expect(notices[0].body).not.toContain("wrong-password");

    // A second source locking within the window sends no second e-mail.
    for (let i = 0; i < 5; i++) await loginFrom("198.51.100.10", "editor", "wrong-password");
    expect((await outbox(accounts.editor.email)).filter((e) => e.subject === "Failed sign-in attempts")).toHaveLength(1);

    sim.advance(LOCK_MS + 1000);
    expect((await loginFrom(attacker, "editor", PASSWORD)).status).toBe(200);
  });

  it("slows every source down more with each failure past the limit, and forgets on success", async () => {
    for (let i = 0; i < 8; i++) await loginFrom(`198.51.100.${i}`, "editor", "wrong-password");
    expect(sim.sleeps).toEqual([250, 500, 1000]);
    sim.sleeps.length = 0;
    expect((await loginFrom(owner, "editor", PASSWORD)).status).toBe(200);
    expect(sim.sleeps).toEqual([2000]);
    sim.sleeps.length = 0;
    await loginFrom(owner, "editor", "wrong-password");
    expect(sim.sleeps).toEqual([]);
  });

  it("treats an unknown name like a known one", async () => {
    for (let i = 0; i < 5; i++) await loginFrom(attacker, "nobody-here", "wrong-password");
    expect((await loginFrom(attacker, "nobody-here", PASSWORD)).body.error_description).toBe(m.userLocked);
  });

  it("a password reset clears every source's lock-out", async () => {
    for (let i = 0; i < 5; i++) await loginFrom(attacker, "editor", "wrong-password");
    await sim.get("/api/account/captcha/generateImageCaptcha", { query: { key: "captcha-key-0001" } });
    const { answer } = (await sim.get("/__dev/captcha", { query: { key: "captcha-key-0001" } })).body;
    await sim.post("/api/account/sysuserdetail/retrievePassword", {
      query: { tenantCode: T1, email: accounts.editor.email, charCaptcha: answer, key: "captcha-key-0001" },
    });
    const [mail] = await outbox(accounts.editor.email);
    await sim.put("/api/account/sysuserdetail/resetPassword", {
      json: { tenantCode: T1, email: accounts.editor.email, resetCode: mail.code, newPassword: "brandnew1" },
    });
    expect((await loginFrom(attacker, "editor", "brandnew1")).status).toBe(200);
  });
});

describe("sessions after a password change", () => {
  it("updatePassword keeps the caller's token and ends the user's others", async () => {
    const mine = await sim.login("editor", T1);
    const other = await sim.login("editor", T1);
    const elsewhere = await sim.login("editor", T2);
    const answer = await sim.put("/api/account/sysuserdetail/updatePassword", {
      token: mine,
      json: { id: ids.editor, password: PASSWORD, newPassword: "brandnew1" },
    });
    expect(answer.body).toEqual({ status: 200, message: "success" });
    const alive = async (token: string) => (await sim.get("/api/uaa/users/getSysUser", { token })).status;
    expect(await alive(mine)).toBe(200);
    expect(await alive(other)).toBe(401);
    expect(await alive(elsewhere)).toBe(200);
  });

  it("an admin changing a user's password ends all of that user's sessions, not the admin's", async () => {
    const admin = await sim.login("admin", T1);
    const editor = await sim.login("editor", T1);
    await sim.put("/api/account/sysuserdetail/updatePassword", {
      token: admin,
      json: { id: ids.editor, password: PASSWORD, newPassword: "brandnew1" },
    });
    expect((await sim.get("/api/uaa/users/getSysUser", { token: editor })).status).toBe(401);
    expect((await sim.get("/api/uaa/users/getSysUser", { token: admin })).status).toBe(200);
  });
});

describe("the admin outbox", () => {
  const OUTBOX = "/api/admin/outbox/queryOutbox";
  const outboxPage = pageSchema(outboxMessageSchema);

  beforeEach(async () => {
    await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile: "13700000001", tenantCode: T1 } });
    sim.advance(1000);
    await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile: "13700000002", tenantCode: T2 } });
  });

  it("pages the caller's tenant's messages only, newest first, filtered by channel and recipient", async () => {
    const token = await sim.login("admin", T1);
    const answer = await sim.get(OUTBOX, { token, query: { currentPage: "1", pageSize: "10" } });
    const data = outboxPage.parse(answer.body.data);
    expect(data.list.map((e) => e.to)).toEqual(["13700000001"]);
    expect(data.list[0]).toMatchObject({ channel: "sms", subject: "Verification code" });
    expect(data.list[0]).not.toHaveProperty("code");
    expect(data.pagination).toEqual({ total: 1, pageSize: 10, current: 1 });
    sim.db.insert(urls).values({ id: "420010", url: "/api/admin/outbox/**", method: "GET" }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.editorRole2, urlId: "420010" }).run();
    const other = outboxPage.parse((await sim.get(OUTBOX, { token: await sim.login("editor", T2) })).body.data);
    expect(other.list.map((e) => e.to)).toEqual(["13700000002"]);
    const none = outboxPage.parse((await sim.get(OUTBOX, { token, query: { channel: "email" } })).body.data);
    expect(none.list).toEqual([]);
    const byTo = outboxPage.parse((await sim.get(OUTBOX, { token, query: { to: "13700000002" } })).body.data);
    expect(byTo.list).toEqual([]);
  });

  it("is for admins, or a role granted the URL", async () => {
    const editor = await sim.login("editor", T1);
    expect((await sim.get(OUTBOX, { token: editor })).body).toEqual({ status: 403, message: m.forbidden });
    sim.db.insert(urls).values({ id: "420010", url: "/api/admin/outbox/**", method: "GET" }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "420010" }).run();
    expect((await sim.get(OUTBOX, { token: editor })).body.status).toBe(200);
  });
});

describe("URL permissions in the uaa and notification areas", () => {
  it("refuse a non-admin any call that is not open to all users, and let the open ones through", async () => {
    const editor = await sim.login("editor", T1);
    for (const path of ["/api/uaa/appclient/queryAppClient", "/api/notification/notification/addNotification"]) {
      expect((await sim.get(path, { token: editor })).body).toEqual({ status: 403, message: m.forbidden });
    }
    expect((await sim.get("/api/uaa/users/getSysUser", { token: editor })).status).toBe(200);
    expect((await sim.get("/api/notification/notification/queryHeadNotification", { token: editor })).body.status).toBe(200);
    const admin = await sim.login("admin", T1);
    expect((await sim.get("/api/uaa/appclient/queryAppClient", { token: admin })).body.status).toBe(200);
  });
});

describe("a new e-mail or mobile", () => {
  const SEND = "/api/account/sysuserdetail/sendContactCode";
  const UPDATE = "/api/account/sysuserdetail/updateSysUserDetail";
  const base = { nickname: "editor", email: accounts.editor2.email, mobile: accounts.editor2.mobile };

  it("needs the code sent to it; the code is hashed, single use and expires", async () => {
    const token = await sim.login("editor", T2);
    const change = { ...base, email: "new.me@example.com" };
    expect((await sim.put(UPDATE, { token, json: change })).body).toEqual({ status: 500, message: m.contactCodeRequired });
    expect((await sim.post(SEND, { token, json: { channel: "email", to: "New.Me@example.com" } })).body.status).toBe(200);
    const [mail] = await outbox("new.me@example.com");
    const stored = sim.db.$client.prepare("select answer from sys_captcha where kind = 'contact'").get() as { answer: string };
    expect(stored.answer).not.toBe(mail.code);
    expect((await sim.put(UPDATE, { token, json: { ...change, code: "000000" === mail.code ? "111111" : "000000" } })).body.message).toBe(
      m.contactCodeWrong,
    );
    expect((await sim.put(UPDATE, { token, json: { ...change, code: mail.code } })).body.status).toBe(200);
    // Used up: a second change back and forth cannot reuse it.
    expect((await sim.put(UPDATE, { token, json: { ...base, code: mail.code } })).body.status).toBe(500);

    sim.advance(61_000);
    await sim.post(SEND, { token, json: { channel: "sms", to: "13900000077" } });
    const [sms] = await outbox("13900000077");
    sim.advance(5 * 60_000);
    const late = await sim.put(UPDATE, { token, json: { ...change, mobile: "13900000077", code: sms.code } });
    expect(late.body.message).toBe(m.contactCodeWrong);
  });

  it("cannot be another tenant's user's address to learn their tenants", async () => {
    // The 10002 editor tries to take 10001's admin e-mail.
    const token = await sim.login("editor", T2);
    const stolen = { ...base, email: accounts.admin.email };
    expect((await sim.put(UPDATE, { token, json: stolen })).body).toEqual({ status: 500, message: m.contactCodeRequired });
    expect(sim.db.select().from(users).where(eq(users.id, ids.editor2)).get()?.email).toBe(accounts.editor2.email);
    // Even with the e-mail verified, tenants come from the login name, never a shared address.
    sim.db.update(users).set({ email: accounts.admin.email }).where(eq(users.id, ids.editor2)).run();
    const tenants = tenantUserSchema.parse((await sim.get("/api/admin/sysuser/queryTenantUser", { token })).body.data).tenants;
    expect(tenants.map((t) => t.tenantCode)).toEqual([T1, T2]);
    const adminTenants = tenantUserSchema.parse(
      (await sim.get("/api/admin/sysuser/queryTenantUser", { token: await sim.login("admin", T1) })).body.data,
    ).tenants;
    expect(adminTenants.map((t) => t.tenantCode)).toEqual([T1]);
  });

  it("refuses an address already used in the tenant before sending anything", async () => {
    const token = await sim.login("editor", T1);
    expect((await sim.post(SEND, { token, json: { channel: "email", to: accounts.admin.email } })).body).toEqual({
      status: 500,
      message: m.emailTaken,
    });
    expect(await outbox(accounts.admin.email)).toHaveLength(0);
    expect((await sim.post(SEND, { token, json: { channel: "sms", to: "not-a-mobile" } })).body.message).toBe(m.mobileInvalid);
  });
});
