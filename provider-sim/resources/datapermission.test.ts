import ExcelJS from "exceljs";
import { dataPermissionCalls as c, dataPermissionMessages as dm, dataPermissionPaths as p } from "../../contract/admin/datapermission";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { sysParamPaths } from "../../contract/admin/sysparam";
import { menuButtons, menus, roleButtons, roleDataFields, roleUrls, urls } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  sim.db.insert(menus).values({ id: "497001", menuCode: "sysparam", menuName: "Parameters", menuNameZh: "参数管理", menuPath: "/sysparam", menuSequence: 9, parentId: ids.menuSystem }).run();
  sim.db.insert(menuButtons).values(["add", "update", "delete"].map((buttonCode, i) => ({ id: `49720${i}`, menuCode: "datapermission", buttonCode, buttonName: buttonCode, createTime: new Date() }))).run();
  sim.db.insert(roleDataFields).values({ id: "497100", tenantCode: T2, roleCode: "ROLE_EDITOR", menuCode: "sysuser", dataField: "email", createTime: new Date() }).run();
});
afterEach(() => sim.close());

const add = (token: string, json: Record<string, string>) => sim.post(p.add, { token, json });

describe("data permissions", () => {
  it("keeps one rule per role and menu, names only the tenant's roles and real menus", async () => {
    const token = await sim.login("admin", T1);
    const created = await add(token, { roleCode: "ROLE_EDITOR", menuCode: "sysuser", dataField: " mobile, email " });
    expect(created.body.status).toBe(200);
    const again = await add(token, { roleCode: "ROLE_EDITOR", menuCode: "sysuser", dataField: "nickname" });
    expect(again.body).toMatchObject({ status: 500, message: dm.ruleTaken });
    expect((await add(token, { roleCode: "ROLE_NOBODY", menuCode: "sysuser", dataField: "a" })).body).toMatchObject({ message: dm.roleNotFound });
    expect((await add(token, { roleCode: "ROLE_AGENT", menuCode: "nomenu", dataField: "a" })).body).toMatchObject({ message: dm.menuNotFound });
    expect((await add(token, { roleCode: "ROLE_AGENT", menuCode: "sysuser", dataField: "a b" })).body).toMatchObject({ message: `dataField: ${dm.fieldRule}` });
    const list = await sim.get(p.query, { token, query: { roleCode: "ROLE_EDITOR" } });
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]).toMatchObject({ menuCode: "sysuser", dataField: "mobile,email" });
    // Editing the rule onto a pair another rule holds fails too.
    const other = await add(token, { roleCode: "ROLE_AGENT", menuCode: "sysuser", dataField: "email" });
    const clash = await sim.put(p.update, { token, json: { id: other.body.data.id, roleCode: "ROLE_EDITOR", menuCode: "sysuser", dataField: "email" } });
    expect(clash.body).toMatchObject({ message: dm.ruleTaken });
    // Another tenant's rule is out of reach by id.
    const foreign = await sim.put(p.update, { token, json: { id: "497100", roleCode: "ROLE_EDITOR", menuCode: "sysorg", dataField: "email" } });
    expect(foreign.body).toMatchObject({ message: rm.notFound });
    const menusList = await sim.get(c.queryDataPermissionMenu, { token, query: { pageSize: "1000" }, headers: { "accept-language": "zh" } });
    expect(menusList.body.data.list).toContainEqual(expect.objectContaining({ menuCode: "sysparam", menuName: "参数管理" }));
  });

  it("refuses a role without the URL grant, and a role without the button on write", async () => {
    const editor = await sim.login("editor", T1);
    expect((await sim.get(p.query, { token: editor })).body).toMatchObject({ status: 403 });
    sim.db.insert(urls).values({ id: "497300", url: "/api/admin/datapermission/**", method: "*", description: "data", createTime: new Date() }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "497300" }).run();
    expect((await sim.get(p.query, { token: editor })).body.status).toBe(200);
    expect((await add(editor, { roleCode: "ROLE_AGENT", menuCode: "sysuser", dataField: "email" })).body).toMatchObject({ status: 403 });
  });

  it("hides the rule's field from the role in the list and in the export of the resource", async () => {
    // ROLE_EDITOR reaches the params and may export them; a rule hides paramValue on sysparam.
    sim.db.insert(menuButtons).values({ id: "497400", menuCode: "sysparam", buttonCode: "export", buttonName: "Export", createTime: new Date() }).run();
    sim.db.insert(roleButtons).values({ tenantCode: T1, roleId: ids.editorRole1, buttonId: "497400" }).run();
    sim.db.insert(urls).values({ id: "497401", url: "/api/admin/sysparam/**", method: "*", description: "params", createTime: new Date() }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "497401" }).run();
    const editor = await sim.login("editor", T1);
    const shown = await sim.get(sysParamPaths.query, { token: editor });
    expect(shown.body.data.list[0]).toHaveProperty("paramValue");

    const admin = await sim.login("admin", T1);
    expect((await add(admin, { roleCode: "ROLE_EDITOR", menuCode: "sysparam", dataField: "paramValue" })).body.status).toBe(200);
    const hidden = await sim.get(sysParamPaths.query, { token: editor });
    expect(hidden.body.data.list.length).toBeGreaterThan(0);
    for (const row of hidden.body.data.list) {
      expect(row).not.toHaveProperty("paramValue");
      expect(row).toHaveProperty("paramKey");
    }
    const res = await fetch(new URL(sysParamPaths.exportXlsx, sim.base), { method: "POST", headers: { authorization: `Bearer ${editor}` } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const text = JSON.stringify(book.worksheets[0].getSheetValues());
    expect(text).toContain("account.initPassword");
    expect(text).not.toContain("Value 参数值");
    expect(text).not.toContain("welcome1");
    // The administrator still sees every field.
    expect((await sim.get(sysParamPaths.query, { token: admin })).body.data.list[0]).toHaveProperty("paramValue");
  }, 30_000);
});
