import { eq } from "drizzle-orm";
import { sysTenantPaths as p, tenantMessages as tm } from "../../contract/admin/systenant";
import { menuButtons, tenants, userRoles, users } from "../../db/schema";
import { ids, INVITATION_CODE, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  sim.db.insert(menuButtons).values(["add", "update", "delete", "export", "audit"].map((buttonCode, i) => ({ id: `49200${i}`, menuCode: "systenant", buttonCode, buttonName: buttonCode, createTime: new Date() }))).run();
});
afterEach(() => sim.close());

const DAY = 86_400_000;
const tenant = (overrides: Record<string, unknown> = {}) => ({ tenantCode: "20001", tenantName: "Harbour Ltd.", email: "ops@harbour.example", startTime: "2026-01-01", endTime: "2027-12-31", ...overrides });
const application = (code: string, by: string) =>
  sim.db.insert(tenants).values({ id: `9${code}`, tenantCode: code, tenantName: `Applicant ${code}`, applyStatus: "pending", applyUserName: by, createTime: new Date(), updateTime: new Date() }).run();

describe("tenants", () => {
  it("lets a platform administrator create, list, change and delete tenants; the code is unique and 5 digits", async () => {
    const admin = await sim.login("admin", T1);
    const added = await sim.post(p.add, { token: admin, json: tenant() });
    expect(added.body.status).toBe(200);
    const row = (await sim.get(p.query, { token: admin, query: { tenantCode: "20001" } })).body.data.list[0];
    expect(row).toMatchObject({ tenantName: "Harbour Ltd.", startTime: "2026-01-01", endTime: "2027-12-31", applyStatus: "approved", applyUserName: "admin" });
    expect(row.invitationCode).toMatch(/^[A-Z0-9]{10}$/);
    expect((await sim.post(p.add, { token: admin, json: tenant() })).body.message).toBe(tm.tenantCodeTaken);
    expect((await sim.post(p.add, { token: admin, json: tenant({ tenantCode: "2001" }) })).body.status).toBe(500);
    expect((await sim.post(p.add, { token: admin, json: tenant({ tenantCode: "20002", endTime: "2026-01-01" }) })).body.message).toContain(tm.endNotAfterStart);
    expect((await sim.put(p.update, { token: admin, json: { ...tenant(), tenantCode: undefined, id: row.id, tenantName: "Harbour Group" } })).body.status).toBe(200);
    expect((await sim.post(p.delete, { token: admin, query: { id: row.id } })).body.status).toBe(200);
    expect((await sim.post(p.delete, { token: admin, query: { id: ids.tenant1 } })).body.message).toBe(tm.platformTenant);
    expect((await sim.post(p.delete, { token: admin, query: { id: ids.tenant2 } })).body.message).toBe(tm.hasUsers);
  });

  it("refuses everyone but the platform's administrators, even another tenant's ROLE_ADMIN", async () => {
    const editor = await sim.login("editor", T1);
    expect((await sim.get(p.query, { token: editor })).body.status).toBe(403);
    sim.db.insert(userRoles).values({ tenantCode: T2, userId: ids.editor2, roleId: ids.adminRole2 }).run();
    const otherAdmin = await sim.login("editor", T2);
    expect((await sim.get(p.query, { token: otherAdmin })).body.status).toBe(403);
    expect((await sim.post(p.add, { token: otherAdmin, json: tenant() })).body.status).toBe(403);
  });

  it("reviews an application: approve, or reject with a reason; never one's own, never twice", async () => {
    const admin = await sim.login("admin", T1);
    application("30001", "someone");
    application("30002", "someone");
    application("30003", "admin");
    expect((await sim.post(p.audit, { token: admin, json: { id: "930003", decision: "approve" } })).body.message).toBe(tm.ownApplication);
    expect((await sim.post(p.audit, { token: admin, json: { id: "930002", decision: "reject" } })).body.message).toContain(tm.failCauseRequired);
    expect((await sim.post(p.audit, { token: admin, json: { id: "930002", decision: "reject", failCause: "Licence unreadable" } })).body.status).toBe(200);
    expect(sim.db.select().from(tenants).where(eq(tenants.id, "930002")).get()).toMatchObject({ applyStatus: "rejected", failCause: "Licence unreadable" });
    expect((await sim.post(p.audit, { token: admin, json: { id: "930001", decision: "approve" } })).body.status).toBe(200);
    const approved = sim.db.select().from(tenants).where(eq(tenants.id, "930001")).get()!;
    expect(approved.applyStatus).toBe("approved");
    expect(approved.invitationCode).toBeTruthy();
    expect((await sim.post(p.audit, { token: admin, json: { id: "930001", decision: "reject", failCause: "x" } })).body.message).toBe(tm.notPending);
  });
});

describe("logging in and registering against a tenant's rules", () => {
  it("refuses a tenant past its end or before its start, with a clear reason", async () => {
    sim.db.update(tenants).set({ endTime: new Date(sim.now() - DAY) }).where(eq(tenants.id, ids.tenant1)).run();
    expect((await sim.passwordLogin("editor", T1)).body).toMatchObject({ error_description: tm.tenantExpired });
    sim.db.update(tenants).set({ endTime: null, startTime: new Date(sim.now() + DAY) }).where(eq(tenants.id, ids.tenant1)).run();
    expect((await sim.passwordLogin("editor", T1)).body).toMatchObject({ error_description: tm.tenantNotStarted });
    sim.db.update(tenants).set({ startTime: new Date(sim.now() - DAY), endTime: new Date(sim.now() + DAY) }).where(eq(tenants.id, ids.tenant1)).run();
    expect((await sim.passwordLogin("editor", T1)).status).toBe(200);
  });

  it("makes an account without the invitation code wait for approval, refuses a wrong code, and activates with the right one", async () => {
    const register = async (username: string, mobile: string, invitationCode?: string) => {
      await sim.get("/api/account/captcha/getSmsCaptcha", { query: { tenantCode: T1, mobile } });
      const code = ((await sim.get("/__dev/outbox", { query: { to: mobile } })).body as { code: string }[])[0].code;
      return sim.post("/api/account/sysuserdetail/registerAccount", { json: { tenantCode: T1, username, password: "newpass1", email: `${username}@example.com`, mobile, smsCaptcha: code, invitationCode } });
    };
    expect((await register("waiting", "13700000001")).body.status).toBe(200);
    expect(sim.db.select().from(users).where(eq(users.username, "waiting")).get()?.status).toBe(2);
    expect((await sim.passwordLogin("waiting", T1, "newpass1")).body).toMatchObject({ error_description: tm.registrationPending });
    expect((await register("wrongcode", "13700000002", "NOPE1234")).body.message).toBe(tm.wrongInvitationCode);
    expect((await register("invited", "13700000003", INVITATION_CODE)).body.status).toBe(200);
    expect((await sim.passwordLogin("invited", T1, "newpass1")).status).toBe(200);
  });
});
