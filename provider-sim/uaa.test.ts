import { currentUserSchema, tokenResponseSchema } from "../contract/auth";
import { providerMessages as m } from "../contract/messages";
import { accounts, ORPHAN_TENANT, SERVER_CLIENT, T1 } from "./testing/fixtures";
import { startTestSimulator, type TestSimulator } from "./testing/harness";
import { LOCK_MS } from "./policy";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
});
afterEach(() => sim.close());

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

describe("password grant", () => {
  it("answers raw OAuth2 JSON with the client's validity", async () => {
    const answer = await sim.passwordLogin("admin", T1);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBeUndefined();
    const token = tokenResponseSchema.parse(answer.body);
    expect(token).toMatchObject({ token_type: "bearer", expires_in: 3600, scope: "ui" });
    expect(token.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("accepts the e-mail or the mobile as the login name, and the parameters as a form", async () => {
    expect((await sim.passwordLogin(accounts.editor.email, T1)).status).toBe(200);
    expect((await sim.passwordLogin(accounts.editor.mobile, T1)).status).toBe(200);
    const form = await sim.call("POST", "/api/uaa/oauth/token", {
      form: { grant_type: "password", username: "editor", password: "secret123", tenantCode: T1, scope: "ui" },
      headers: { authorization: basic("browser", "") },
    });
    expect(form.status).toBe(200);
  });

  it("refuses a wrong password or an unknown user with Bad credentials", async () => {
    for (const answer of [await sim.passwordLogin("admin", T1, "wrong-password"), await sim.passwordLogin("nobody", T1)]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: "invalid_grant", error_description: m.badCredentials });
    }
  });

  it("refuses a disabled user", async () => {
    const answer = await sim.passwordLogin("disabled", T1);
    expect(answer.status).toBe(400);
    expect(answer.body.error_description).toBe(m.userDisabled);
  });

  it("tells a user whose tenant is gone that they have no tenant", async () => {
    const answer = await sim.passwordLogin(accounts.orphan.username, ORPHAN_TENANT);
    expect(answer.status).toBe(400);
    expect(answer.body.error_description).toBe(m.noTenant);
  });

  it("reveals no account state before the password is verified", async () => {
    const refusals = [
      await sim.passwordLogin("admin", "55555"),
      await sim.passwordLogin("nobody", ORPHAN_TENANT),
      await sim.passwordLogin("disabled", T1, "wrong-password"),
      await sim.passwordLogin(accounts.orphan.username, ORPHAN_TENANT, "wrong-password"),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: "invalid_grant", error_description: m.badCredentials });
    }
  });

  it("keeps tenants apart: the same username logs into its own tenant only", async () => {
    const t1 = await sim.login("editor", T1);
    const t2 = await sim.login("editor", "10002");
    const who = async (token: string) => (await sim.get("/api/uaa/users/getSysUser", { token })).body.data.tenantCode;
    expect(await who(t1)).toBe(T1);
    expect(await who(t2)).toBe("10002");
  });

  it("locks the account for 10 minutes after 5 failures, even against the right password", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sim.passwordLogin("editor", T1, "wrong-password")).body.error_description).toBe(m.badCredentials);
    }
    const locked = await sim.passwordLogin("editor", T1);
    expect(locked.status).toBe(400);
    expect(locked.body.error_description).toBe(m.userLocked);

    sim.advance(LOCK_MS - 1000);
    expect((await sim.passwordLogin("editor", T1)).body.error_description).toBe(m.userLocked);

    sim.advance(2000);
    expect((await sim.passwordLogin("editor", T1)).status).toBe(200);
  });

  it("resets the failure count on success", async () => {
    for (let i = 0; i < 4; i++) await sim.passwordLogin("editor", T1, "wrong-password");
    await sim.login("editor", T1);
    for (let i = 0; i < 4; i++) await sim.passwordLogin("editor", T1, "wrong-password");
    expect((await sim.passwordLogin("editor", T1)).status).toBe(200);
  });
});

describe("client authentication", () => {
  it("requires HTTP Basic client credentials", async () => {
    const answer = await sim.token({ grant_type: "password", username: "admin", password: "secret123", tenantCode: T1 }, null);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: "unauthorized", error_description: m.unauthorized });
  });

  it("refuses a wrong secret and an unknown client", async () => {
    const params = { grant_type: "password", username: "admin", password: "secret123", tenantCode: T1, scope: "server" };
    for (const auth of [basic(SERVER_CLIENT.id, "wrong"), basic("browser", "not-empty"), basic("ghost", "")]) {
      const answer = await sim.token(params, auth);
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe("invalid_client");
    }
    expect((await sim.token(params, basic(SERVER_CLIENT.id, SERVER_CLIENT.secret))).status).toBe(200);
  });

  it("refuses grants and scopes the client does not have", async () => {
    const server = basic(SERVER_CLIENT.id, SERVER_CLIENT.secret);
    const refresh = await sim.token({ grant_type: "refresh_token", refresh_token: "x" }, server);
    expect(refresh.body.error).toBe("invalid_client");
    const scope = await sim.token({ grant_type: "password", username: "admin", password: "secret123", tenantCode: T1, scope: "admin" });
    expect(scope.body.error).toBe("invalid_scope");
    const unknown = await sim.token({ grant_type: "implicit" });
    expect(unknown.body.error).toBe("unsupported_grant_type");
  });

  it("answers a malformed request with invalid_request and the contract's message", async () => {
    const answer = await sim.token({ grant_type: "password", username: "ab", password: "x", tenantCode: T1 });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: "invalid_request", error_description: m.usernameLength });
  });

  it("limits token requests per IP", async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await sim.token({ grant_type: "password" }));
    expect(answers[19].status).toBe(400);
    expect(answers[20].status).toBe(429);
    expect(answers[20].body.error_description).toBe(m.tooManyRequests);
    sim.advance(60_000);
    expect((await sim.passwordLogin("admin", T1)).status).toBe(200);
  });
});

describe("tokens", () => {
  it("expire: a dead token gets HTTP 401 invalid_token", async () => {
    const token = await sim.login("admin", T1);
    expect((await sim.get("/api/uaa/users/getSysUser", { token })).status).toBe(200);
    sim.advance(3600 * 1000);
    const answer = await sim.get("/api/uaa/users/getSysUser", { token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: "invalid_token", error_description: `${m.invalidAccessToken}: ${token.slice(0, 8)}…` });
  });

  it("are required on protected calls", async () => {
    const answer = await sim.get("/api/uaa/users/getSysUser");
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe("unauthorized");
    expect((await sim.get("/api/uaa/users/getSysUser", { token: "forged" })).body.error).toBe("invalid_token");
  });

  it("rotate on refresh: the old pair dies, the new one works, the old refresh token is refused", async () => {
    const first = (await sim.passwordLogin("admin", T1)).body;
    sim.advance(3000 * 1000);
    const refreshed = await sim.token({ grant_type: "refresh_token", refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const second = tokenResponseSchema.parse(refreshed.body);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);

    expect((await sim.get("/api/uaa/users/getSysUser", { token: first.access_token })).status).toBe(401);
    sim.advance(1000 * 1000); // past the first token's original expiry
    expect((await sim.get("/api/uaa/users/getSysUser", { token: second.access_token })).status).toBe(200);

    const replay = await sim.token({ grant_type: "refresh_token", refresh_token: first.refresh_token });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe("invalid_grant");
  });

  it("are revoked by revokeToken", async () => {
    const token = await sim.login("editor", T1);
    const revoke = await sim.post("/api/uaa/oauth/revokeToken", { token });
    expect(revoke.body).toEqual({ status: 200, message: "success" });
    expect((await sim.get("/api/uaa/users/getSysUser", { token })).status).toBe(401);
  });
});

describe("getSysUser", () => {
  it("returns the current user per the contract, with role codes and tenant name, no secrets", async () => {
    const token = await sim.login("admin", T1);
    const answer = await sim.get("/api/uaa/users/getSysUser", { token });
    expect(answer.body.status).toBe(200);
    const user = currentUserSchema.parse(answer.body.data);
    expect(user).toMatchObject({
      username: "admin",
      tenantCode: T1,
      tenantName: "Default Tenant",
      roles: ["ROLE_ADMIN"],
      geographic: { province: { key: "440000", label: "Guangdong" } },
    });
    expect(answer.text).not.toMatch(/passwordHash|\$2[aby]\$/);
  });
});
