import bcrypt from "bcryptjs";
import { eq } from "drizzle-orm";
import { appClientMessages as am, appClientPaths as p } from "../../contract/admin/appclient";
import { appClients, menuButtons, userRoles } from "../../db/schema";
import { ids, PASSWORD, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  sim.db.insert(menuButtons).values(["add", "update", "delete", "export"].map((buttonCode, i) => ({ id: `49300${i}`, menuCode: "appclient", buttonCode, buttonName: buttonCode, createTime: new Date() }))).run();
});
afterEach(() => sim.close());

const client = (overrides: Record<string, unknown> = {}) => ({
  clientId: "partner-erp", authorizedGrantTypes: ["password"], scope: "ui", accessTokenValidity: 600, refreshTokenValidity: 0, autoApprove: "false", ...overrides,
});
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

describe("app clients", () => {
  it("answers a new client's secret once, keeps only its hash, and never lists it", async () => {
    const admin = await sim.login("admin", T1);
    const added = await sim.post(p.add, { token: admin, json: client() });
    expect(added.body.data).toMatchObject({ clientId: "partner-erp" });
    const secret = added.body.data.clientSecret as string;
    const stored = sim.db.select().from(appClients).where(eq(appClients.clientId, "partner-erp")).get()!;
    expect(await bcrypt.compare(secret, stored.clientSecretHash)).toBe(true);
    const listed = (await sim.get(p.query, { token: admin, query: { clientId: "partner" } })).body.data.list[0];
    expect(listed).toMatchObject({ id: "partner-erp", clientId: "partner-erp", authorizedGrantTypes: ["password"], autoApprove: false });
    expect(JSON.stringify(listed)).not.toMatch(/clientSecret|\$2[aby]\$/);
    expect((await sim.post(p.add, { token: admin, json: client() })).body.message).toBe(am.clientIdTaken);

    const renewed = await sim.post(p.newSecret, { token: admin, query: { clientId: "partner-erp" } });
    const next = renewed.body.data.clientSecret as string;
    expect(next).not.toBe(secret);
    const old = await sim.token({ grant_type: "password", username: "editor", password: PASSWORD, tenantCode: T1, client_id: "partner-erp" }, basic("partner-erp", secret));
    expect(old.status).toBe(401);
  });

  it("honours each client's grant types and token validity at the token endpoint", async () => {
    const admin = await sim.login("admin", T1);
    const secret = (await sim.post(p.add, { token: admin, json: client() })).body.data.clientSecret as string;
    const login = (grant: Record<string, string>) => sim.token({ username: "editor", password: PASSWORD, tenantCode: T1, client_id: "partner-erp", ...grant }, basic("partner-erp", secret));
    const issued = await login({ grant_type: "password" });
    expect(issued.body).toMatchObject({ expires_in: 600 });
    expect(issued.body.refresh_token).toBeUndefined();
    await sim.put(p.update, { token: admin, json: { ...client({ authorizedGrantTypes: ["mobile"], accessTokenValidity: 900 }), clientId: undefined, id: "partner-erp" } });
    expect((await login({ grant_type: "password" })).body.error).toBe("invalid_client");
    await sim.put(p.update, { token: admin, json: { ...client({ authorizedGrantTypes: ["password", "refresh_token"], accessTokenValidity: 900, refreshTokenValidity: 3600 }), clientId: undefined, id: "partner-erp" } });
    const renewed = await login({ grant_type: "password" });
    expect(renewed.body).toMatchObject({ expires_in: 900 });
    expect(renewed.body.refresh_token).toBeTruthy();
  });

  it("refuses deleting the product's own clients, and lets others be deleted by clientId", async () => {
    const admin = await sim.login("admin", T1);
    await sim.post(p.add, { token: admin, json: client() });
    expect((await sim.post(p.delete, { token: admin, query: { clientId: "browser" } })).body.message).toBe(am.productClient);
    expect((await sim.post(p.delete, { token: admin, query: { clientId: ["partner-erp"] } })).body.status).toBe(200);
    expect(sim.db.select().from(appClients).where(eq(appClients.clientId, "partner-erp")).get()).toBeUndefined();
  });

  it("is for platform administrators only", async () => {
    const editor = await sim.login("editor", T1);
    expect((await sim.get(p.query, { token: editor })).body.status).toBe(403);
    sim.db.insert(userRoles).values({ tenantCode: T2, userId: ids.editor2, roleId: ids.adminRole2 }).run();
    const otherAdmin = await sim.login("editor", T2);
    expect((await sim.post(p.add, { token: otherAdmin, json: client() })).body.status).toBe(403);
    expect((await sim.post(p.newSecret, { token: otherAdmin, query: { clientId: "browser" } })).body.status).toBe(403);
  });
});
