import { eq } from "drizzle-orm";
import { hsMessages as hm } from "../../contract/hs";
import { paths } from "../../contract/paths";
import { openApiUserPaths, rotateOpenApiSecretPath } from "../../contract/openapi/api-user";
import { openApiCallLogPaths, openApiUsagePath } from "../../contract/openapi/call-log";
import { openApiMessages as om } from "../../contract/openapi/messages";
import { accountMessages as am } from "../../contract/account/messages";
import { ledgerEntries, menuButtons, openApiCalls, openApiUsers } from "../../db/schema";
import { ok } from "../testing/answers";
import { ids, OPEN_API_CLIENT, T1 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { acrossTenants } from "../tenant";
import { balanceOf, postToLedger } from "./ledger";

const API_USER = {
  name: "ERP integration",
  ownerUserId: ids.admin,
  status: "enabled",
  allowedApis: ["queryCountry", "queryCurrency"],
  quotaPerDay: 3,
  currency: "CNY",
  queryHsCodePrice: "0.10",
  queryHsCodeDetailPrice: "0.20",
  queryLocationPrice: "0.05",
  queryCountryPrice: "0.12",
  queryCurrencyPrice: "0.05",
};

let sim: TestSimulator;
let admin: string;
beforeEach(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
  const at = new Date(1);
  const buttons = [["OpenApiUser", "add"], ["OpenApiUser", "update"], ["OpenApiUser", "delete"], ["OpenApiUser", "export"], ["OpenApiUser", "authorize"], ["OpenApiInfo", "export"]];
  sim.db.insert(menuButtons).values(buttons.map(([menuCode, buttonCode], i) => ({ id: `34900${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: at }))).run();
  admin = await sim.login("admin", T1);
  deposit(100);
});

const OWNER = { kind: "member", id: ids.admin } as const;
/** Credits the owner's CNY ledger, as a confirmed recharge would. */
const deposit = (amountMinor: number) =>
  postToLedger(sim.db, { tenantCode: T1, owner: OWNER, currency: "CNY", kind: "recharge", amountMinor, source: { type: "recharge", id: `test-${amountMinor}` }, idempotencyKey: `test-${amountMinor}`, by: { id: ids.admin, name: "admin" }, at: new Date(sim.now()) });
const fees = () => acrossTenants("test reads the ledger", () => sim.db.select().from(ledgerEntries).all().filter((e) => e.kind === "fee"));
afterEach(() => sim.close());

const create = async (values: Record<string, unknown> = {}) =>
  (await ok(sim.post(openApiUserPaths.add, { token: admin, json: { ...API_USER, ...values } }))) as { id: string; accessKey: string; secret: string };
const call = (key: { accessKey: string; secret: string }, path: string = paths.hsOpenApi.queryCountry, body: Record<string, unknown> = {}) =>
  sim.post(path, { json: { keyword: "CN", ...body, openApiCredential: { appKey: key.accessKey, appSecret: key.secret, timestamp: sim.now() } } });
const calls = () => acrossTenants("test reads the whole log", () => sim.db.select().from(openApiCalls).orderBy(openApiCalls.createTime, openApiCalls.id).all());

describe("API users", () => {
  it("answer the secret once at creation, keep only its hash, and a rotation keeps the key", async () => {
    const made = await create();
    expect(made.accessKey).toMatch(/^AK[0-9A-F]{20}$/);
    expect(made.secret.length).toBeGreaterThan(30);
    const stored = acrossTenants("test", () => sim.db.select().from(openApiUsers).where(eq(openApiUsers.id, made.id)).get())!;
    expect(stored.secretHash).not.toContain(made.secret);
    expect(stored.prices).toEqual({ queryHsCode: 10, queryHsCodeDetail: 20, queryLocation: 5, queryCountry: 12, queryCurrency: 5 });
    const listed = (await sim.get(openApiUserPaths.query, { token: admin })).body;
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    expect(JSON.stringify(listed)).not.toContain("secretHash");
    expect(listed.data.list[0]).toMatchObject({ accessKey: made.accessKey, queryCountryPrice: "0.12", callsToday: 0 });

    const rotated = (await ok(sim.post(rotateOpenApiSecretPath, { token: admin, query: { id: made.id } }))) as typeof made;
    expect(rotated.accessKey).toBe(made.accessKey);
    expect(rotated.secret).not.toBe(made.secret);
    expect((await call(made)).body).toMatchObject({ status: 401, message: hm.credentialRejected });
    expect((await call(rotated)).body.status).toBe(200);
  });

  it("take an owner of the caller's tenant only", async () => {
    expect((await sim.post(openApiUserPaths.add, { token: admin, json: { ...API_USER, ownerUserId: ids.admin2 } })).body.message).toBe(om.ownerUnknown);
  });
});

describe("calls with an API user's key", () => {
  it("are logged with their price, and the 4th over a quota of 3 is refused, logged as refused and free", async () => {
    const key = await create();
    for (let i = 0; i < 3; i++) {
      sim.advance(1000);
      expect((await call(key)).body.status).toBe(200);
    }
    sim.advance(1000);
    const fourth = (await call(key)).body;
    expect(fourth).toEqual({ status: 429, message: om.quotaExhausted });
    const log = calls();
    expect(log.map((c) => [c.outcome, c.api, c.priceMinor, c.currency, c.status])).toEqual([
      ["answered", "queryCountry", 12, "CNY", 200],
      ["answered", "queryCountry", 12, "CNY", 200],
      ["answered", "queryCountry", 12, "CNY", 200],
      ["refused", "queryCountry", 0, "CNY", 429],
    ]);
    expect(log.every((c) => c.accessKey === key.accessKey && c.path === paths.hsOpenApi.queryCountry && c.latencyMs >= 0)).toBe(true);
    // Each answered call took its price from the owner's prepaid ledger, once; the refused one nothing.
    expect(fees().map((e) => [e.amountMinor, e.sourceType, e.sourceId])).toEqual(log.slice(0, 3).map((c) => [-12, "openApiCall", c.id]));
    expect(balanceOf(sim.db, T1, OWNER, "CNY")).toBe(100 - 3 * 12);
    // The member's own log and usage show them; the next UTC day the quota starts again.
    const listed = (await sim.get(openApiCallLogPaths.query, { token: admin })).body.data;
    expect(listed.pagination.total).toBe(4);
    expect(listed.list[0]).toMatchObject({ outcome: "refused", apiUserName: API_USER.name, message: om.quotaExhausted });
    const usage = (await sim.get(openApiUsagePath, { token: admin })).body.data;
    expect(usage).toHaveLength(30);
    expect(usage.at(-1)).toMatchObject({ answered: 3, refused: 1 });
    sim.advance(86_400_000);
    expect((await call(key)).body.status).toBe(200);
  });

  it("refuse a call the owner's balance cannot pay: logged as refused, nothing taken", async () => {
    const key = await create({ quotaPerDay: 100 });
    // 100 pays eight calls at 12; the ninth finds 4 left.
    for (let i = 0; i < 8; i++) expect((await call(key)).body.status).toBe(200);
    const ninth = (await call(key)).body;
    expect(ninth.message).toBe(am.balanceShort);
    expect(ninth.data).toBeUndefined();
    expect(calls().at(-1)).toMatchObject({ outcome: "refused", priceMinor: 0, message: am.balanceShort });
    expect(fees()).toHaveLength(8);
    expect(balanceOf(sim.db, T1, OWNER, "CNY")).toBe(4);
  });

  it("refuse a disabled user, an API not allowed and a wrong secret, at no cost", async () => {
    const key = await create();
    expect((await call(key, paths.hsOpenApi.queryLocation)).body).toEqual({ status: 403, message: om.apiNotAllowed });
    expect((await call(key, paths.hsOpenApi.queryPublishedNews, { id: "1" })).body).toEqual({ status: 403, message: om.apiNotAllowed });
    expect((await call({ ...key, secret: "wrong" })).body).toEqual({ status: 401, message: hm.credentialRejected });
    await ok(sim.put(openApiUserPaths.update, { token: admin, json: { ...API_USER, id: key.id, status: "disabled" } }));
    expect((await call(key)).body).toEqual({ status: 403, message: om.userDisabled });
    expect(calls().map((c) => [c.outcome, c.priceMinor, c.message])).toEqual([
      ["refused", 0, om.apiNotAllowed],
      ["refused", 0, om.apiNotAllowed],
      ["refused", 0, om.userDisabled],
    ]);
    // A user with calls keeps them: disabled, never deleted.
    expect((await sim.post(openApiUserPaths.delete, { token: admin, query: { id: key.id } })).body.message).toBe(om.userHasCalls);
  });

  it("answer a call the service refuses (bad parameters) as failed, free", async () => {
    const key = await create();
    expect((await call(key, paths.hsOpenApi.queryCountry, { pageSize: 51 })).body.status).not.toBe(200);
    expect(calls().map((c) => [c.outcome, c.priceMinor])).toEqual([["failed", 0]]);
  });

  it("leave the platform's own credential free and out of the log", async () => {
    const answer = await sim.post(paths.hsOpenApi.queryCountry, { json: { keyword: "CN", openApiCredential: { appKey: OPEN_API_CLIENT.id, appSecret: OPEN_API_CLIENT.secret, timestamp: sim.now() } } });
    expect(answer.body.status).toBe(200);
    expect(calls()).toEqual([]);
  });
});
