import { eq } from "drizzle-orm";
import { bindExternalSystemPath, externalSystemPaths, jumpExternalSystemPath, jumpMessages as jm, unbindExternalSystemPath, userBindingPaths } from "../../contract/business/jump";
import { auditLog, demoExternalAccounts, externalSystems, jumpTokenUses, menuButtons, userBindings } from "../../db/schema";
import { ok, refusal } from "../testing/answers";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  sim.db.insert(menuButtons).values(["add", "authorize"].map((buttonCode, i) => ({ id: `44900${i}`, menuCode: "jumpManagement", buttonCode, buttonName: buttonCode, createTime: new Date(1) }))).run();
});
afterEach(() => sim.close());

const demo = (page: string) => `${sim.base}/demo-external/${page}`;
const system = () => ({ systemName: "Demo ERP", bindingUrl: demo("bind"), effectiveSecond: 60, skipUrl: demo("jump"), tokenCheckUrl: `${sim.base}/api/business/jumptoken/checkJumpToken`, unbindUrl: demo("unbind"), status: "enabled" });
/** Path and query of a URL the provider answered, to call on the test simulator. */
const local = (url: string) => url.slice(sim.base.length);

async function boundAdmin() {
  const token = await sim.login("admin", T1);
  const { id } = await ok(sim.post(externalSystemPaths.add, { token, json: system() }));
  const { url } = await ok(sim.post(bindExternalSystemPath, { token, query: { id, returnUrl: "http://localhost:3000/jumpManagement" } }));
  const bindToken = new URL(url).searchParams.get("token")!;
  const page = await sim.call("POST", "/demo-external/bind?lang=en", { form: { token: bindToken, loginName: "alice.erp" } });
  expect(page.text).toContain("Your account alice.erp is now bound to the platform.");
  return { token, id, bindToken };
}

describe("jump management in the simulator", () => {
  it("gives a new system its own key pair, shows the public half and never the private one", async () => {
    const token = await sim.login("admin", T1);
    const { id } = await ok(sim.post(externalSystemPaths.add, { token, json: system() }));
    const list = await ok(sim.get(externalSystemPaths.query, { token, query: { currentPage: "1", pageSize: "10" } }));
    const row = list.list.find((r: { id: string }) => r.id === id);
    expect(row.publicKey).toContain("BEGIN PUBLIC KEY");
    expect(JSON.stringify(list)).not.toContain("PRIVATE KEY");
    expect(row).toMatchObject({ myBinding: "unbound", bindingCount: 0 });
  });

  it("refuses addresses that are not web addresses and a token life outside 30–600 s", async () => {
    const token = await sim.login("admin", T1);
    expect(await refusal(sim.post(externalSystemPaths.add, { token, json: { ...system(), skipUrl: "javascript:alert(1)" } }))).toContain(jm.urlShape);
    expect(await refusal(sim.post(externalSystemPaths.add, { token, json: { ...system(), effectiveSecond: 5 } }))).toContain(jm.effectiveSecondRange);
  });

  it("binds through the demo system's login page, then jumps in once per token", async () => {
    const { token, id } = await boundAdmin();
    const binding = sim.db.select().from(userBindings).where(eq(userBindings.systemId, id)).get()!;
    expect(binding).toMatchObject({ tenantCode: T1, userId: ids.admin, loginName: "alice.erp", isEffective: true });
    const { url } = await ok(sim.post(jumpExternalSystemPath, { token, query: { id }, headers: { "accept-language": "zh-CN" } }));
    expect(new URL(url).searchParams.get("lang")).toBe("zh");
    const landed = await sim.get(local(url));
    expect(landed.text).toContain("已登录为 alice.erp");
    const replayed = await sim.get(local(url));
    expect({ status: replayed.status, text: replayed.text.includes("此登录链接已被使用过") }).toEqual({ status: 401, text: true });
    // The bindings' list names the system and the user, with the external token masked.
    const bindings = await ok(sim.get(userBindingPaths.query, { token, query: { currentPage: "1", pageSize: "10", systemId: id } }));
    expect(bindings.list[0]).toMatchObject({ systemName: "Demo ERP", username: "admin", loginName: "alice.erp", isEffective: true });
    expect(bindings.list[0].authToken).toMatch(/^••••.{4}$/);
  });

  it("forgets spent tokens once their life is over, keeping those still alive", async () => {
    const { token, id } = await boundAdmin();
    const spend = async () => {
      const { url } = await ok(sim.post(jumpExternalSystemPath, { token, query: { id } }));
      await sim.get(local(url));
      return new URL(url).searchParams.get("token")!;
    };
    await spend();
    expect(sim.db.select().from(jumpTokenUses).all()).toHaveLength(2);
    sim.advance(61_000);
    await spend();
    // The bind's and the first jump's records are gone; the new jump's stays, so it cannot be replayed.
    const kept = sim.db.select().from(jumpTokenUses).all();
    expect(kept).toHaveLength(1);
    expect(kept[0].purpose).toBe("jump");
  });

  it("refuses a jump token once its effective seconds have passed", async () => {
    const { token, id } = await boundAdmin();
    const { url } = await ok(sim.post(jumpExternalSystemPath, { token, query: { id } }));
    sim.advance(61_000);
    expect((await sim.get(local(url))).text).toContain("This sign-in link has expired.");
  });

  it("refuses a bind token used twice and a bind for an account already bound", async () => {
    const { token, id, bindToken } = await boundAdmin();
    const again = await sim.call("POST", "/demo-external/bind?lang=en", { form: { token: bindToken, loginName: "mallory" } });
    expect(again.text).toContain("already been used");
    expect(sim.db.select().from(userBindings).where(eq(userBindings.systemId, id)).get()!.loginName).toBe("alice.erp");
    expect(await refusal(sim.post(bindExternalSystemPath, { token, query: { id, returnUrl: "http://localhost:3000/x" } }))).toBe(jm.alreadyBound);
  });

  it("unbinding tells the system at its unbind URL and removes the binding on both sides", async () => {
    const { token, id } = await boundAdmin();
    expect(sim.db.select().from(demoExternalAccounts).all()).toHaveLength(1);
    expect(await ok(sim.post(unbindExternalSystemPath, { token, query: { id } }))).toEqual({ told: true });
    expect(sim.db.select().from(userBindings).where(eq(userBindings.systemId, id)).all()).toEqual([]);
    expect(sim.db.select().from(demoExternalAccounts).all()).toEqual([]);
    expect(await refusal(sim.post(jumpExternalSystemPath, { token, query: { id } }))).toBe(jm.notBound);
    // The binding's life is in the audit: made by the system's confirmation, ended by the user.
    const audit = sim.db.select().from(auditLog).where(eq(auditLog.entity, "jumpManagement")).all();
    expect(audit.filter((r) => r.entityId !== id).map((r) => `${r.action} ${r.username}`)).toEqual(["create admin", "delete admin"]);
  });

  it("keeps each tenant to its own systems, and bind and jump to holders of the authorize button", async () => {
    const { id } = await boundAdmin();
    const other = await sim.login("hkadmin", T2);
    expect(await refusal(sim.post(jumpExternalSystemPath, { token: other, query: { id } }))).not.toBe(jm.notBound);
    expect((await sim.post(jumpExternalSystemPath, { token: other, query: { id } })).body.status).not.toBe(200);
    const editor = await sim.login("editor", T1);
    expect((await sim.post(jumpExternalSystemPath, { token: editor, query: { id } })).body.status).toBe(403);
    expect(sim.db.select().from(externalSystems).where(eq(externalSystems.id, id)).get()!.tenantCode).toBe(T1);
  });
});
