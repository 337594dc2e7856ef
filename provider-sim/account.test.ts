import { and, eq } from "drizzle-orm";
import { authoritySchema, type MenuNode } from "../contract/auth";
import { outboxEntrySchema } from "../contract/dev";
import { providerMessages as m } from "../contract/messages";
import { auditLog, userRoles, users } from "../db/schema";
import { accounts, ids, INVITATION_CODE, ORPHAN_TENANT, PASSWORD, T1, T2 } from "./testing/fixtures";
import { startTestSimulator, type TestSimulator } from "./testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
});
afterEach(() => sim.close());

const KEY = "captcha-key-0001";

async function imageCaptcha(key = KEY): Promise<string> {
  const image = await sim.get("/api/account/captcha/generateImageCaptcha", { query: { key } });
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  expect(image.text).toMatch(/^<svg/);
  return (await sim.get("/__dev/captcha", { query: { key } })).body.answer;
}

async function outbox(to: string) {
  const answer = await sim.get("/__dev/outbox", { query: { to } });
  return outboxEntrySchema.array().parse(answer.body);
}

async function smsCode(mobile: string, tenantCode = T1): Promise<string> {
  const answer = await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile, tenantCode } });
  expect(answer.body).toEqual({ status: 200, message: "success" });
  return (await outbox(mobile))[0].code!;
}

describe("image captcha", () => {
  const compare = (charCaptcha: string, key = KEY) =>
    sim.post("/api/account/sysuserdetail/compareCaptcha", { query: { charCaptcha, key } });

  it("compares case-insensitively and is used up by its first check, right or wrong", async () => {
    const answer = await imageCaptcha();
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
    expect((await compare(answer.toUpperCase())).body).toEqual({ status: 200, message: "success" });
    expect((await compare(answer)).body).toEqual({ status: 500, message: m.captchaWrong });

    const again = await imageCaptcha("captcha-key-0002");
    expect((await compare("zzzzz", "captcha-key-0002")).body).toEqual({ status: 500, message: m.captchaWrong });
    expect((await compare(again, "captcha-key-0002")).body.message).toBe(m.captchaWrong);
  });

  it("a solved captcha serves one login-page post only (compare, then retrieve)", async () => {
    const answer = await imageCaptcha();
    expect((await compare(answer)).body.status).toBe(200);
    const retrieve = await sim.post("/api/account/sysuserdetail/retrievePassword", {
      query: { tenantCode: T1, email: accounts.editor.email, charCaptcha: answer, key: KEY },
    });
    expect(retrieve.body).toEqual({ status: 500, message: m.captchaWrong });
  });

  it("dies after 5 minutes, and keeps only a hash of its answer", async () => {
    const fresh = await imageCaptcha("captcha-key-0002");
    const stored = sim.db.$client.prepare("select answer from sys_captcha where key = ?").get("image:captcha-key-0002") as { answer: string };
    expect(stored.answer).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.answer).not.toContain(fresh);
    sim.advance(5 * 60_000);
    expect((await compare(fresh, "captcha-key-0002")).body.message).toBe(m.captchaWrong);
  });

  it("refuses a short key with a message naming the field", async () => {
    const answer = await sim.get("/api/account/captcha/generateImageCaptcha", { query: { key: "short" } });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(500);
    expect(answer.body.message).toMatch(/^key: /);
  });
});

describe("SMS codes", () => {
  it("go to the outbox, never into the answer, log in once, and cannot be reused", async () => {
    const answer = await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile: accounts.editor.mobile, tenantCode: T1 } });
    const [sms] = await outbox(accounts.editor.mobile);
    expect(sms).toMatchObject({ channel: "sms", to: accounts.editor.mobile });
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.body).toContain(sms.code!);
    expect(answer.text).not.toContain(sms.code!);

    const mobileLogin = () =>
      sim.token({ grant_type: "mobile", type: "mobile", tenantCode: T1, mobile: accounts.editor.mobile, smsCaptcha: sms.code! });
    const first = await mobileLogin();
    expect(first.status).toBe(200);
    expect(first.body.access_token).toBeTruthy();
    const again = await mobileLogin();
    expect(again.status).toBe(400);
    expect(again.body.error_description).toBe(m.smsWrong);
  });

  it("refuses a wrong code and a resend within 60 seconds", async () => {
    await smsCode(accounts.editor.mobile);
    const wrong = await sim.token({ grant_type: "mobile", tenantCode: T1, mobile: accounts.editor.mobile, smsCaptcha: "000000x" });
    expect(wrong.body.error_description).toBe(m.smsWrong);
    const resend = await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile: accounts.editor.mobile, tenantCode: T1 } });
    expect(resend.body).toEqual({ status: 500, message: m.tooManyRequests });
    sim.advance(60_000);
    expect((await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile: accounts.editor.mobile, tenantCode: T1 } })).body.status).toBe(200);
  });

  it("getSendingSmsCaptcha sends to the signed-in user's own mobile", async () => {
    const token = await sim.login("editor", T1);
    const answer = await sim.get("/api/account/captcha/getSendingSmsCaptcha", { token });
    expect(answer.body.status).toBe(200);
    expect(await outbox(accounts.editor.mobile)).toHaveLength(1);
  });
});

describe("registerAccount", () => {
  const newcomer = { tenantCode: T1, username: "newcomer", password: "newpass1", email: "New@Example.com", mobile: "13700000009" };
  const userRows = () => sim.db.select().from(users).where(and(eq(users.tenantCode, T1), eq(users.username, "newcomer"))).all();

  it("refuses a wrong SMS code and writes no user", async () => {
    await smsCode(newcomer.mobile);
    const answer = await sim.post("/api/account/sysuserdetail/registerAccount", { json: { ...newcomer, smsCaptcha: "999999" } });
    expect(answer.body).toEqual({ status: 500, message: m.smsWrong });
    expect(userRows()).toHaveLength(0);
  });

  it("creates an enabled user with the tenant's default role, audited, who can log in", async () => {
    const code = await smsCode(newcomer.mobile);
    const answer = await sim.post("/api/account/sysuserdetail/registerAccount", { json: { ...newcomer, smsCaptcha: code, invitationCode: INVITATION_CODE } });
    expect(answer.body).toEqual({ status: 200, message: "success" });
    const [user] = userRows();
    expect(user).toMatchObject({ status: 1, email: "new@example.com", prefix: "86" });
    const roles = sim.db.select().from(userRoles).where(eq(userRoles.userId, user.id)).all();
    expect(roles.map((r) => r.roleId)).toEqual([ids.editorRole1]);
    const [audit] = sim.db.select().from(auditLog).where(eq(auditLog.entityId, user.id)).all();
    expect(audit).toMatchObject({ action: "register", entity: "sys_user", tenantCode: T1 });
    expect(JSON.stringify(audit.after)).not.toMatch(/passwordHash|\$2[aby]\$/);
    expect((await sim.passwordLogin("newcomer", T1, "newpass1")).status).toBe(200);

    // The code was consumed with the registration.
    const again = await sim.post("/api/account/sysuserdetail/registerAccount", {
      json: { ...newcomer, username: "other", email: "other@example.com", smsCaptcha: code },
    });
    expect(again.body.message).toBe(m.smsWrong);
  });

  it("refuses a taken username, e-mail or mobile, writing nothing", async () => {
    const cases = [
      [{ username: "editor" }, m.usernameTaken],
      [{ email: accounts.editor.email.toUpperCase() }, m.emailTaken],
      [{ mobile: accounts.editor.mobile }, m.mobileTaken],
    ] as const;
    for (const [change, message] of cases) {
      const body = { ...newcomer, ...change };
      sim.advance(60_000);
      const code = await smsCode(body.mobile);
      const answer = await sim.post("/api/account/sysuserdetail/registerAccount", { json: { ...body, smsCaptcha: code } });
      expect(answer.body).toEqual({ status: 500, message });
    }
    expect(userRows()).toHaveLength(0);
  });

  it("refuses a bad body with the contract's message", async () => {
    const code = await smsCode(newcomer.mobile);
    const answer = await sim.post("/api/account/sysuserdetail/registerAccount", {
      json: { ...newcomer, password: "x", smsCaptcha: code },
    });
    expect(answer.body).toEqual({ status: 500, message: m.passwordLength });
  });

  it("answers a tenant that does not exist like one that does, sending no SMS code", async () => {
    const answer = await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile: newcomer.mobile, tenantCode: "55555" } });
    expect(answer.body).toEqual({ status: 200, message: "success" });
    expect(await outbox(newcomer.mobile)).toEqual([]);
  });

  it("lets a user whose tenant is gone hear so on the mobile login too, after the code", async () => {
    await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile: accounts.orphan.mobile, tenantCode: ORPHAN_TENANT } });
    const [sms] = await outbox(accounts.orphan.mobile);
    const answer = await sim.token({ grant_type: "mobile", type: "mobile", tenantCode: ORPHAN_TENANT, mobile: accounts.orphan.mobile, smsCaptcha: sms.code! });
    expect(answer.body.error_description).toBe(m.noTenant);
  });
});

describe("password retrieval", () => {
  it("retrievePassword + resetPassword: the new password logs in, the old does not, sessions end", async () => {
    const oldToken = await sim.login("editor", T1);
    const answer = await imageCaptcha();
    const retrieve = await sim.post("/api/account/sysuserdetail/retrievePassword", {
      query: { tenantCode: T1, email: accounts.editor.email, charCaptcha: answer, key: KEY },
    });
    expect(retrieve.body).toEqual({ status: 200, message: "success" });
    const [mail] = await outbox(accounts.editor.email);
    expect(mail).toMatchObject({ channel: "email", subject: "Reset your password" });
    expect(mail.body).toContain(mail.code!);

    const reset = (resetCode: string) =>
      sim.put("/api/account/sysuserdetail/resetPassword", {
        json: { tenantCode: T1, email: accounts.editor.email, resetCode, newPassword: "brandnew1" },
      });
    expect((await reset(mail.code === "000000" ? "111111" : "000000")).body.message).toBe(m.resetCodeWrong);
    expect((await reset(mail.code!)).body).toEqual({ status: 200, message: "success" });
    expect((await reset(mail.code!)).body.message).toBe(m.resetCodeWrong);

    expect((await sim.passwordLogin("editor", T1)).body.error_description).toBe(m.badCredentials);
    expect((await sim.passwordLogin("editor", T1, "brandnew1")).status).toBe(200);
    expect((await sim.get("/api/uaa/users/getSysUser", { token: oldToken })).status).toBe(401);
    // Only 10001's editor changed: 10002's account of the same name still uses the old password.
    expect((await sim.passwordLogin("editor", T2)).status).toBe(200);
  });

  it("answers an unknown e-mail like a known one, sending mail only to an account", async () => {
    const retrieve = async (email: string, tenantCode = T1) => {
      const answer = await imageCaptcha();
      return (await sim.post("/api/account/sysuserdetail/retrievePassword", { query: { tenantCode, email, charCaptcha: answer, key: KEY } })).body;
    };
    expect(await retrieve("ghost@example.com")).toEqual({ status: 200, message: "success" });
    expect(await retrieve(accounts.editor.email, "55555")).toEqual({ status: 200, message: "success" });
    expect(await outbox("ghost@example.com")).toHaveLength(0);
    expect(await retrieve(accounts.editor.email)).toEqual({ status: 200, message: "success" });
    expect(await outbox(accounts.editor.email)).toHaveLength(1);
    const stored = sim.db.$client.prepare("select answer from sys_captcha where kind = 'reset'").all() as { answer: string }[];
    const [mail] = await outbox(accounts.editor.email);
    expect(stored).toHaveLength(1);
    expect(stored[0].answer).not.toBe(mail.code);
  });

  it("reset clears a lock-out", async () => {
    for (let i = 0; i < 5; i++) await sim.passwordLogin("editor", T1, "wrong-password");
    const answer = await imageCaptcha();
    await sim.post("/api/account/sysuserdetail/retrievePassword", {
      query: { tenantCode: T1, email: accounts.editor.email, charCaptcha: answer, key: KEY },
    });
    const [mail] = await outbox(accounts.editor.email);
    await sim.put("/api/account/sysuserdetail/resetPassword", {
      json: { tenantCode: T1, email: accounts.editor.email, resetCode: mail.code, newPassword: "brandnew1" },
    });
    expect((await sim.passwordLogin("editor", T1, "brandnew1")).status).toBe(200);
  });
});

describe("updatePassword", () => {
  it("refuses a wrong old password, then succeeds with message 'success'", async () => {
    const token = await sim.login("editor", T1);
    const update = (password: string) =>
      sim.put("/api/account/sysuserdetail/updatePassword", { token, query: { password, newPassword: "changed99", id: ids.editor } });
    expect((await update("not-it")).body).toEqual({ status: 500, message: m.oldPasswordWrong });
    expect((await update(PASSWORD)).body).toEqual({ status: 200, message: "success" });
    expect((await sim.passwordLogin("editor", T1, "changed99")).status).toBe(200);
    const audits = sim.db.select().from(auditLog).where(eq(auditLog.action, "updatePassword")).all();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: ids.editor, entityId: ids.editor });
  });

  it("lets only the user (or an admin of the same tenant) change a password", async () => {
    const editor = await sim.login("editor", T1);
    const asEditor = await sim.put("/api/account/sysuserdetail/updatePassword", {
      token: editor,
      query: { password: PASSWORD, newPassword: "changed99", id: ids.admin },
    });
    expect(asEditor.body).toEqual({ status: 403, message: m.forbidden });

    const admin = await sim.login("admin", T1);
    const otherTenant = await sim.put("/api/account/sysuserdetail/updatePassword", {
      token: admin,
      query: { password: PASSWORD, newPassword: "changed99", id: ids.editor2 },
    });
    expect(otherTenant.body.status).toBe(500);
    expect((await sim.passwordLogin("editor", T2)).status).toBe(200);
  });
});

describe("queryCurrentAuthority", () => {
  const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.routes ?? []), ...flatten(n.children ?? [])]);

  it("gives an editor only granted menus (with their groups) and buttons, as raw JSON", async () => {
    const token = await sim.login("editor", T1);
    const answer = await sim.post("/api/account/sysuserdetail/queryCurrentAuthority", { token, query: { username: "editor" } });
    expect(answer.status).toBe(200);
    const authority = authoritySchema.parse(answer.body);
    expect(answer.body).toMatchObject({ status: "ok", type: "account", currentAuthority: ["ROLE_EDITOR"] });
    expect(authority.menu.map((n) => n.menuCode)).toEqual(["workbench", "system"]);
    const system = authority.menu[1];
    expect(system.routes?.map((n) => n.menuCode)).toEqual(["sysuser"]);
    expect(system.routes?.[0].children?.map((n) => n.menuCode)).toEqual(["sysuserDetail"]);
    expect(system.routes?.[0].children?.[0]).toMatchObject({ menuStatus: 1, parentId: ids.menuSysuser });
    expect(system.menuNames).toEqual({ en: "system", zh: "system-zh", tw: "system-zh" });
    expect(flatten(authority.menu).map((n) => n.menuCode)).not.toContain("sysorg");
    expect(authority.menuButton).toEqual(["sysuser:add"]);
  });

  it("gives ROLE_ADMIN every menu and button, sorted by menuSequence", async () => {
    const token = await sim.login("admin", T1);
    const answer = await sim.post("/api/account/sysuserdetail/queryCurrentAuthority", { token, query: { username: "admin" } });
    const authority = authoritySchema.parse(answer.body);
    expect(authority.menu[1].routes?.map((n) => n.menuCode)).toEqual(["sysuser", "sysorg"]);
    expect(authority.menuButton).toEqual(["sysorg:add", "sysuser:add", "sysuser:delete"]);
  });

  it("answers only for the token's own user (by username, e-mail or mobile)", async () => {
    const token = await sim.login("editor", T1);
    const ask = (query: Record<string, string>) => sim.post("/api/account/sysuserdetail/queryCurrentAuthority", { token, query });
    expect((await ask({ username: "admin" })).body).toEqual({ status: 403, message: m.forbidden });
    expect((await ask({ username: accounts.editor.email })).body.status).toBe("ok");
    expect((await ask({ mobile: accounts.editor.mobile })).body.status).toBe("ok");
    expect((await ask({})).body.status).toBe(500);
  });

  it("narrows to one role the user holds when roleCode is given", async () => {
    const token = await sim.login("manager", T1);
    const ask = (query: Record<string, string>) =>
      sim.post("/api/account/sysuserdetail/queryCurrentAuthority", { token, query: { username: "manager", ...query } });
    const all = authoritySchema.parse((await ask({})).body);
    expect(all.currentAuthority).toEqual(["ROLE_AGENT", "ROLE_EDITOR"]);
    expect(all.menuButton).toEqual(["sysorg:add", "sysuser:add"]);

    const agent = authoritySchema.parse((await ask({ roleCode: "ROLE_AGENT" })).body);
    expect(agent.currentAuthority).toEqual(["ROLE_AGENT"]);
    expect(agent.menu.map((n) => n.menuCode)).toEqual(["system"]);
    expect(agent.menu[0].routes?.map((n) => n.menuCode)).toEqual(["sysorg"]);
    expect(agent.menuButton).toEqual(["sysorg:add"]);

    const editor = authoritySchema.parse((await ask({ roleCode: "ROLE_EDITOR" })).body);
    expect(flatten(editor.menu).map((n) => n.menuCode)).not.toContain("sysorg");
    expect(editor.menuButton).toEqual(["sysuser:add"]);
  });

  it("refuses a role the user does not hold, even ROLE_ADMIN of the tenant", async () => {
    const token = await sim.login("manager", T1);
    for (const roleCode of ["ROLE_ADMIN", "ROLE_NOPE"]) {
      const answer = await sim.post("/api/account/sysuserdetail/queryCurrentAuthority", { token, query: { username: "manager", roleCode } });
      expect(answer.body).toEqual({ status: 500, message: m.roleNotHeld });
    }
  });
});

describe("updateSysUserDetail", () => {
  const PATH = "/api/account/sysuserdetail/updateSysUserDetail";
  const detail = {
    nickname: "  Ed Itor ",
    email: "Editor@Example.com",
    mobile: accounts.editor.mobile,
    phone: "+86 755-1234567",
    address: "1 Harbour Road",
    profile: "Handles US clearance.",
    geographic: { province: { key: "810000", label: "Hong Kong" } },
  };
  const SEND_CODE = "/api/account/sysuserdetail/sendContactCode";
  const currentUser = async (token: string) => (await sim.get("/api/uaa/users/getSysUser", { token })).body.data;

  it("changes the token's own user, as getSysUser then shows, and audits it without secrets", async () => {
    const token = await sim.login("editor", T1);
    const answer = await sim.put(PATH, { token, json: detail });
    expect(answer.body).toEqual({ status: 200, message: "success" });
    expect(await currentUser(token)).toMatchObject({
      id: ids.editor,
      nickname: "Ed Itor",
      email: accounts.editor.email,
      mobile: accounts.editor.mobile,
      phone: "+86 755-1234567",
      address: "1 Harbour Road",
      profile: "Handles US clearance.",
      geographic: { province: { key: "810000", label: "Hong Kong" } },
    });
    const audits = sim.db.select().from(auditLog).where(eq(auditLog.action, "updateSysUserDetail")).all();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ tenantCode: T1, userId: ids.editor, entityId: ids.editor });
    expect(audits[0].before).toMatchObject({ nickname: "editor", email: accounts.editor.email });
    expect(audits[0].after).toMatchObject({ nickname: "Ed Itor", email: accounts.editor.email });
    expect(JSON.stringify(audits)).not.toMatch(/passwordHash|\$2[aby]\$/);
    // 10002's account of the same name is another user.
    const other = await sim.login("editor", T2);
    expect(await currentUser(other)).toMatchObject({ nickname: "editor", email: accounts.editor2.email });
  });

  it("keeps an optional field left out and clears an empty one", async () => {
    const token = await sim.login("editor", T1);
    await sim.put(PATH, { token, json: detail });
    const { geographic: _kept, ...rest } = detail;
    expect((await sim.put(PATH, { token, json: { ...rest, address: "" } })).body.status).toBe(200);
    const user = await currentUser(token);
    expect(user.address).toBeNull();
    expect(user.geographic).toEqual(detail.geographic);
  });

  it("refuses an e-mail or mobile another user of the tenant has, changing nothing", async () => {
    const token = await sim.login("editor", T1);
    const before = sim.db.select().from(users).where(eq(users.id, ids.editor)).get();
    const cases = [
      [{ email: accounts.admin.email.toUpperCase() }, m.emailTaken],
      [{ mobile: accounts.admin.mobile }, m.mobileTaken],
    ] as const;
    for (const [change, message] of cases) {
      expect((await sim.put(PATH, { token, json: { ...detail, ...change } })).body).toEqual({ status: 500, message });
    }
    expect(sim.db.select().from(users).where(eq(users.id, ids.editor)).get()).toEqual(before);
    expect(sim.db.select().from(auditLog).where(eq(auditLog.action, "updateSysUserDetail")).all()).toHaveLength(0);
    // The user's own e-mail and another tenant's mobile are free to keep or take (with the code).
    await sim.post(SEND_CODE, { token, json: { channel: "sms", to: accounts.editor2.mobile } });
    const [sms] = await outbox(accounts.editor2.mobile);
    const own = { ...detail, email: accounts.editor.email, mobile: accounts.editor2.mobile, code: sms.code };
    expect((await sim.put(PATH, { token, json: own })).body.status).toBe(200);
  });

  it("refuses an invalid body with the contract's message", async () => {
    const token = await sim.login("editor", T1);
    const refused = async (change: Record<string, unknown>) => (await sim.put(PATH, { token, json: { ...detail, ...change } })).body;
    expect(await refused({ nickname: "   " })).toEqual({ status: 500, message: m.nicknameLength });
    expect(await refused({ email: "not-an-email" })).toEqual({ status: 500, message: m.emailInvalid });
    expect(await refused({ phone: "call me" })).toEqual({ status: 500, message: m.phoneInvalid });
    expect(await refused({ profile: "x".repeat(513) })).toEqual({ status: 500, message: m.profileLength });
    expect(await currentUser(token)).toMatchObject({ nickname: "editor", email: accounts.editor.email });
  });

  it("answers 401 without a token", async () => {
    const answer = await sim.put(PATH, { json: detail });
    expect(answer.status).toBe(401);
    expect(sim.db.select().from(users).where(eq(users.id, ids.editor)).get()?.nickname).toBe("editor");
  });
});
