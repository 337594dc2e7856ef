import { sysAuditLogPaths as p } from "../../contract/admin/auditlog";
import { sysParamPaths } from "../../contract/admin/sysparam";
import { eq } from "drizzle-orm";
import { menuButtons, menus, roleUrls, urls } from "../../db/schema";
import { writeAudit } from "../services/audit";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date();
  sim.db.insert(menuButtons).values({ id: "493000", menuCode: "sysparam", buttonCode: "add", buttonName: "Add", createTime: at }).run();
  sim.db.insert(menuButtons).values({ id: "493002", menuCode: "sysparam", buttonCode: "update", buttonName: "Update", createTime: at }).run();
  sim.db.insert(menuButtons).values({ id: "493001", menuCode: "sysauditlog", buttonCode: "export", buttonName: "Export", createTime: at }).run();
  sim.db.insert(urls).values({ id: "493999", url: "/api/admin/sysparam/**", method: "*", description: "params", createTime: at }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "493999" }).run();
});
afterEach(() => sim.close());

type Entry = { username: string | null; action: string; entity: string; entityId: string; after: { paramKey?: string } | null };
const PARAM = { paramName: "Duty rounding", paramKey: "duty.rounding", paramValue: "cent" };

describe("audit log", () => {
  it("lists the tenant's changes newest first, with who, which record and the record after; filters by screen and action", async () => {
    const admin1 = await sim.login("admin", T1);
    const id = (await sim.post(sysParamPaths.add, { token: admin1, json: PARAM })).body.data.id as string;
    expect((await sim.put(sysParamPaths.update, { token: admin1, json: { ...PARAM, id, paramValue: "dollar" } })).body).toMatchObject({ status: 200 });
    writeAudit(sim.db, sim.now(), { tenantCode: T2, actor: null, action: "create", entity: "sysparam", entityId: "9", after: { paramKey: "other.tenant" } });

    const answer = (await sim.get(p.query, { token: admin1, query: { entity: "sysparam" } })).body.data;
    const list = answer.list as Entry[];
    expect(list.map((e) => [e.action, e.entityId, e.username])).toEqual([
      ["update", id, "admin"],
      ["create", id, "admin"],
    ]);
    expect(answer.pagination.total).toBe(2);
    expect(list[1].after?.paramKey).toBe("duty.rounding");
    const updates = (await sim.get(p.query, { token: admin1, query: { entity: "sysparam", action: "update" } })).body.data.list as Entry[];
    expect(updates).toHaveLength(1);
    // Tenant 10002's change stays in 10002, whatever the filter.
    const all = (await sim.get(p.query, { token: admin1, query: { pageSize: "1000" } })).body.data.list as Entry[];
    expect(all.some((e) => e.after?.paramKey === "other.tenant")).toBe(false);
  });

  it("is read-only, and closed to a role without its interface grant", async () => {
    const admin = await sim.login("admin", T1);
    expect((await sim.post(p.add, { token: admin, json: {} })).status).toBe(404);
    expect((await sim.post(p.delete, { token: admin, query: { id: "1" } })).status).toBe(404);
    const editor = await sim.login("editor", T1);
    expect((await sim.get(p.query, { token: editor })).body.status).toBe(403);
  });

  it("names each change's screen per language as its menu is, so an export reads the reader's", async () => {
    const admin = await sim.login("admin", T1);
    await sim.post(sysParamPaths.add, { token: admin, json: PARAM });
    if (!sim.db.select().from(menus).where(eq(menus.menuCode, "sysparam")).get()) {
      sim.db.insert(menus).values({ id: "499911", menuCode: "sysparam", menuName: "参数管理", menuNameEn: "Parameters", menuNameZh: "参数管理", menuNameTw: "參數管理", createTime: new Date(), updateTime: new Date() }).run();
    }
    sim.db.update(menus).set({ menuNameEn: "Parameters", menuNameZh: "参数管理", menuNameTw: "參數管理" }).where(eq(menus.menuCode, "sysparam")).run();
    const [entry] = (await sim.get(p.query, { token: admin, query: { entity: "sysparam" } })).body.data.list;
    expect(entry).toMatchObject({ entity: "sysparam", entityEn: "Parameters", entityZh: "参数管理", entityTw: "參數管理" });
  });

  it("exports the filtered rows as a workbook", async () => {
    const admin = await sim.login("admin", T1);
    await sim.post(sysParamPaths.add, { token: admin, json: PARAM });
    const file = await sim.post(p.exportXlsx, { token: admin, query: { entity: "sysparam" } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("spreadsheetml");
  });

  it("takes an unfiltered total from the count the database keeps, through inserts and deletes", async () => {
    const admin = await sim.login("admin", T1);
    await sim.post(sysParamPaths.add, { token: admin, json: PARAM });
    const counted = () => sim.db.$client.prepare("select count(*) from sys_audit_log where tenant_code = ?").pluck().get(T1) as number;
    const total = async (query: Record<string, string> = {}) => (await sim.get(p.query, { token: admin, query })).body.data.pagination.total as number;
    expect(await total()).toBe(counted());
    writeAudit(sim.db, sim.now(), { tenantCode: T1, actor: null, action: "create", entity: "sysparam", entityId: "8" });
    expect(await total()).toBe(counted());
    sim.db.$client.exec(`delete from sys_audit_log where tenant_code = '${T1}' and entity = 'sysparam'`);
    expect(await total()).toBe(counted());
    expect(await total({ entity: "sysparam" })).toBe(0);
    // The unfiltered total is the kept count, not a COUNT(*): a filtered one still counts.
    sim.db.$client.exec(`update sys_row_count set n = 12345 where tenant_code = '${T1}'`);
    expect(await total()).toBe(12345);
    expect(await total({ entity: "sysparam" })).toBe(0);
  });
});
