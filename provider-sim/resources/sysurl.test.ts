import { and, eq } from "drizzle-orm";
import { sysUrlCalls as c, sysUrlMessages, sysUrlPaths as p } from "../../contract/admin/sysurl";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { auditLog, menuButtons, roleUrls, urls } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

const URL_URLS = "499101";
let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  sim.db.insert(menuButtons).values(["add", "update", "delete", "authorize"].map((buttonCode, i) => ({ id: `49110${i}`, menuCode: "sysurl", buttonCode, buttonName: buttonCode, createTime: new Date() }))).run();
  sim.db.insert(urls).values({ id: URL_URLS, url: "/api/admin/sysurl/**", method: "*", description: "interfaces", createTime: new Date() }).run();
});
afterEach(() => sim.close());

describe("interface permissions", () => {
  it("lists the platform's interfaces with filters; only an administrator writes them", async () => {
    const admin = await sim.login("admin", T1);
    const list = await sim.get(p.query, { token: admin, query: { description: "Orgs" } });
    expect(list.body.data.list.map((r: { id: string }) => r.id)).toEqual([ids.urlSysorg]);
    const created = await sim.post(p.add, { token: admin, json: { url: "/api/admin/sysjob/**", method: "GET", description: "Jobs" } });
    expect(created.body.status).toBe(200);
    const dup = await sim.post(p.add, { token: admin, json: { url: "/api/admin/sysjob/**", method: "GET", description: "Again" } });
    expect(dup.body).toMatchObject({ message: sysUrlMessages.urlTaken });
    const badMethod = await sim.post(p.add, { token: admin, json: { url: "/x", method: "PATCH" } });
    expect(badMethod.body.status).toBe(500);

    const editor = await sim.login("editor", T1);
    expect((await sim.get(p.query, { token: editor })).body).toMatchObject({ status: 403 });
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: URL_URLS }).run();
    expect((await sim.get(p.query, { token: editor })).body.status).toBe(200);
    const write = await sim.post(p.add, { token: editor, json: { url: "/api/x", method: "*" } });
    expect(write.body).toMatchObject({ status: 403 });
  });

  it("authorizes the tenant's roles on an interface, leaving other tenants' grants alone", async () => {
    const admin = await sim.login("admin", T1);
    sim.db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.editorRole2, urlId: ids.urlSysorg }).run();
    expect((await sim.get(c.queryRoleIdByUrlId, { token: admin, query: { urlId: ids.urlSysorg } })).body.data).toEqual([ids.editorRole1]);
    const foreign = await sim.post(c.authorizeRoleToUrl, { token: admin, json: { urlId: ids.urlSysorg, roleIds: [ids.editorRole2] } });
    expect(foreign.body).toMatchObject({ message: rm.notFound });
    const done = await sim.post(c.authorizeRoleToUrl, { token: admin, json: { urlId: ids.urlSysorg, roleIds: [ids.agentRole1] } });
    expect(done.body.status).toBe(200);
    expect((await sim.get(c.queryRoleIdByUrlId, { token: admin, query: { urlId: ids.urlSysorg } })).body.data).toEqual([ids.agentRole1]);
    expect(sim.db.select().from(roleUrls).where(and(eq(roleUrls.tenantCode, T2), eq(roleUrls.urlId, ids.urlSysorg))).all()).toHaveLength(1);
    expect(sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "sysurl"), eq(auditLog.action, "authorize"))).all()).toHaveLength(1);

    // The editor lost the interface: the next request is refused.
    const editor = await sim.login("editor", T1);
    expect((await sim.get("/api/admin/sysorg/querySysOrgTree", { token: editor })).body).toMatchObject({ status: 403 });
  });

  it("refuses authorizing without the button, and deleting an interface drops every tenant's grants of it", async () => {
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: URL_URLS }).run();
    const editor = await sim.login("editor", T1);
    const refused = await sim.post(c.authorizeRoleToUrl, { token: editor, json: { urlId: ids.urlSysorg, roleIds: [] } });
    expect(refused.body).toMatchObject({ status: 403 });
    const admin = await sim.login("admin", T1);
    sim.db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.editorRole2, urlId: ids.urlSysorg }).run();
    expect((await sim.post(p.delete, { token: admin, query: { id: ids.urlSysorg } })).body.status).toBe(200);
    expect(sim.db.select().from(roleUrls).where(eq(roleUrls.urlId, ids.urlSysorg)).all()).toEqual([]);
  });
});
