import ExcelJS from "exceljs";
import JSZip from "jszip";
import { and, eq } from "drizzle-orm";
import { sysParamPaths as p } from "../../contract/admin/sysparam";
import { sysPostPaths as pp } from "../../contract/admin/syspost";
import { sysAuditLogPaths as ap } from "../../contract/admin/auditlog";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { providerMessages as m } from "../../contract/messages";
import { auditLog, menuButtons, params, roleButtons, roleUrls, urls, userPosts } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { Pager } from "./pager";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  // sysparam's buttons; ROLE_EDITOR of 10001 may reach the calls and holds only sysparam:add.
  sim.db.insert(menuButtons).values(
    ["add", "update", "delete", "export", "import"].map((buttonCode, i) => ({ id: `49000${i}`, menuCode: "sysparam", buttonCode, buttonName: buttonCode, createTime: new Date() })),
  ).run();
  sim.db.insert(roleButtons).values({ tenantCode: T1, roleId: ids.editorRole1, buttonId: "490000" }).run();
  sim.db.insert(urls).values({ id: "499999", url: "/api/admin/sysparam/**", method: "*", description: "params", createTime: new Date() }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "499999" }).run();
  sim.db.delete(params).run();
  sim.db.insert(params).values([
    { id: "480001", tenantCode: T1, paramName: "登录验证码", paramKey: "sys.loginCaptcha", paramValue: "true", createTime: new Date(1), updateTime: new Date(1) },
    { id: "480002", tenantCode: T1, paramName: "Init password", paramKey: "account.initPassword", paramValue: "x", createTime: new Date(2), updateTime: new Date(2) },
    { id: "480003", tenantCode: T2, paramName: "Other tenant", paramKey: "sys.loginCaptcha", paramValue: "false", createTime: new Date(3), updateTime: new Date(3) },
  ]).run();
});
afterEach(() => sim.close());

const add = (token: string, json: unknown) => sim.post(p.add, { token, json });

describe("the CRUD factory on sysparam", () => {
  it("lists only the caller's tenant, pages and sorts on whitelisted fields", async () => {
    const token = await sim.login("admin", T1);
    const list = await sim.get(p.query, { token, query: { sorter: "paramKey_ascend", pageSize: "1", currentPage: "2" } });
    expect(list.body.data.list.map((r: { id: string }) => r.id)).toEqual(["480001"]);
    expect(list.body.data.pagination).toEqual({ total: 2, pageSize: 1, current: 2 });
    const filtered = await sim.get(p.query, { token, query: { paramName: "验证" } });
    expect(filtered.body.data.list.map((r: { id: string }) => r.id)).toEqual(["480001"]);
    const unsorted = await sim.get(p.query, { token, query: { sorter: "paramValue_ascend" } });
    expect(unsorted.body).toMatchObject({ status: 500, message: `${m.notSortable}: paramValue` });
  });

  it("refuses huge pages with a 4xx", async () => {
    const token = await sim.login("admin", T1);
    expect((await sim.get(p.query, { token, query: { pageSize: "100000" } })).status).toBe(400);
    expect((await sim.get(p.query, { token, query: { currentPage: "999999999999" } })).status).toBe(400);
  });

  it("keeps tenants apart by id: another tenant's record cannot be read, changed or deleted", async () => {
    const asAdmin = await sim.login("admin", T1);
    const update = await sim.put(p.update, { token: asAdmin, json: { id: "480003", paramName: "x", paramKey: "k", paramValue: "v" } });
    expect(update.body).toMatchObject({ status: 500, message: rm.notFound });
    const del = await sim.post(p.delete, { token: asAdmin, query: { id: ["480001", "480003"] } });
    expect(del.body).toMatchObject({ status: 500, message: rm.notFound });
    expect(sim.db.select().from(params).where(eq(params.id, "480001")).get()).toBeDefined();
    const history = await sim.get(p.history, { token: asAdmin, query: { id: "480003" } });
    expect(history.body.data).toEqual([]);
  });

  it("refuses a write without its button, and allows the granted one", async () => {
    const token = await sim.login("editor", T1);
    const created = await add(token, { paramName: "Duty rate", paramKey: "customs.dutyRate", paramValue: "0.1" });
    expect(created.body.status).toBe(200);
    const del = await sim.post(p.delete, { token, query: { id: created.body.data.id } });
    expect(del.body).toMatchObject({ status: 403, message: m.forbidden });
    const exported = await sim.post(p.exportXlsx, { token });
    expect(exported.body).toMatchObject({ status: 403 });
  });

  it("refuses a duplicate key in the tenant with a clear message, though another tenant holds it", async () => {
    const token = await sim.login("admin", T1);
    const dup = await add(token, { paramName: "Again", paramKey: "sys.loginCaptcha", paramValue: "1" });
    expect(dup.body).toMatchObject({ status: 500, message: rm.paramKeyTaken });
    const bad = await add(token, { paramName: "", paramKey: "k", paramValue: "1" });
    expect(bad.body).toMatchObject({ status: 500 });
  });

  it("writes an audit row with before and after in the same transaction as the change", async () => {
    const token = await sim.login("admin", T1);
    await sim.put(p.update, { token, json: { id: "480002", paramName: "Init password", paramKey: "account.initPassword", paramValue: "y" } });
    const rows = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "sysparam"), eq(auditLog.entityId, "480002"))).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "update", username: "admin", tenantCode: T1, before: { paramValue: "x" }, after: { paramValue: "y" } });
    const history = await sim.get(p.history, { token, query: { id: "480002" } });
    expect(history.body.data[0]).toMatchObject({ action: "update", username: "admin" });

    // A failing audit insert rolls the change back: the change and its audit row are one unit.
    sim.db.$client.exec("CREATE TRIGGER no_audit BEFORE INSERT ON sys_audit_log BEGIN SELECT RAISE(ABORT, 'audit down'); END");
    await sim.put(p.update, { token, json: { id: "480002", paramName: "Init password", paramKey: "account.initPassword", paramValue: "z" } });
    expect(sim.db.select().from(params).where(eq(params.id, "480002")).get()?.paramValue).toBe("y");
  });

  it("imports all rows or none", async () => {
    const token = await sim.login("admin", T1);
    const bad = await sim.post(p.import, { token, json: { rows: [{ paramName: "A", paramKey: "a.one", paramValue: "1" }, { paramName: "B", paramKey: "sys.loginCaptcha", paramValue: "2" }] } });
    expect(bad.body).toMatchObject({ status: 500, message: `row 2: ${rm.paramKeyTaken}` });
    expect(sim.db.select().from(params).where(eq(params.paramKey, "a.one")).get()).toBeUndefined();
    const good = await sim.post(p.import, { token, json: { rows: [{ paramName: "A", paramKey: "a.one", paramValue: "1" }] } });
    expect(good.body).toMatchObject({ status: 200, data: { count: 1 } });
  });

  it("exports real xlsx, docx and pdf files with the Chinese text", async () => {
    const token = await sim.login("admin", T1);
    const download = async (path: string) => {
      const res = await fetch(new URL(path, sim.base), { method: "POST", headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(p.exportXlsx)) as unknown as ArrayBuffer);
    const values = book.worksheets[0].getColumn(1).values;
    expect(values).toContain("登录验证码");
    expect(book.worksheets[0].rowCount).toBe(3);

    const docx = await JSZip.loadAsync(await download(p.exportDocx));
    expect(await docx.file("word/document.xml")!.async("string")).toContain("登录验证码");

    const pdf = (await download(p.exportPdf)).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    // A subset font is named with a six-letter tag and '+'.
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
  }, 30_000);
});

describe("the CRUD factory on syspost (a tree)", () => {
  it("answers the tree and keeps a parent from becoming its own descendant", async () => {
    const token = await sim.login("admin", T1);
    sim.db.insert(menuButtons).values(["add", "update", "delete"].map((b, i) => ({ id: `48100${i}`, menuCode: "syspost", buttonCode: b, buttonName: b, createTime: new Date() }))).run();
    const child = await sim.post(pp.add, { token, json: { postCode: "CLERK_2", postName: "Junior clerk", postSequence: 30, parentId: ids.postClerk1 } });
    expect(child.body.status).toBe(200);
    const tree = await sim.get(pp.tree, { token });
    const clerk = tree.body.data.find((n: { id: string }) => n.id === ids.postClerk1);
    expect(clerk.children.map((n: { postCode: string }) => n.postCode)).toEqual(["CLERK_2"]);
    expect(tree.body.data.some((n: { id: string }) => n.id === ids.postLead2)).toBe(false);
    const loop = await sim.put(pp.update, { token, json: { id: ids.postClerk1, postCode: "CLERK", postName: "Clerk", postSequence: 20, parentId: child.body.data.id } });
    expect(loop.body).toMatchObject({ message: rm.parentIsSelf });
    const orphaning = await sim.post(pp.delete, { token, query: { id: ids.postClerk1 } });
    expect(orphaning.body).toMatchObject({ message: rm.hasChildren });
    // The new child has no children, but once someone holds it, it stays.
    sim.db.insert(userPosts).values({ tenantCode: T1, userId: ids.manager, postId: child.body.data.id, postType: "part-time" }).run();
    const held = await sim.post(pp.delete, { token, query: { id: child.body.data.id } });
    expect(held.body).toMatchObject({ message: rm.postHeld });
    sim.db.delete(userPosts).where(eq(userPosts.postId, child.body.data.id)).run();
    expect((await sim.post(pp.delete, { token, query: { id: child.body.data.id } })).body.status).toBe(200);
  });
});

describe("the audit log's deep pages", () => {
  it("jumps through the hourly index when unfiltered, and answers what offsets answer", async () => {
    const token = await sim.login("admin", T1);
    sim.db.delete(auditLog).run();
    const start = Date.UTC(2026, 5, 1);
    sim.db.insert(auditLog).values(
      Array.from({ length: 300 }, (_, i) => ({ id: `77${String(i).padStart(4, "0")}`, tenantCode: T1, action: "create", entity: "sysparam", createTime: new Date(start + i * 60_000) })),
    ).run();
    // The simulator guards its connection, so its pager is reached through the calls made.
    const pages = vi.spyOn(Pager.prototype, "page");
    const lastMethod = () => (pages.mock.contexts.at(-1) as Pager).lastMethod;
    const ids = async (query: Record<string, string>) => (await sim.get(ap.query, { token, query: { pageSize: "10", ...query } })).body.data.list.map((r: { id: string }) => r.id);
    const id = (n: number) => `77${String(n).padStart(4, "0")}`;
    // Newest first, page 8 holds the 71st to 80th newest: ids 229 down to 220.
    expect(await ids({ currentPage: "8" })).toEqual(Array.from({ length: 10 }, (_, i) => id(229 - i)));
    expect(lastMethod()).toBe("position");
    expect(await ids({ currentPage: "8", sorter: "createTime_ascend" })).toEqual(Array.from({ length: 10 }, (_, i) => id(70 + i)));
    expect(lastMethod()).toBe("position");
    await ids({ currentPage: "8", entity: "sysparam" });
    expect(lastMethod()).not.toBe("position");
    pages.mockRestore();
  });
});
