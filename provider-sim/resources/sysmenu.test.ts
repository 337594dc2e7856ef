import { eq } from "drizzle-orm";
import { grantCalls } from "../../contract/admin/grants";
import { sysMenuMessages as mm, sysMenuPaths as p } from "../../contract/admin/sysmenu";
import { providerMessages as m } from "../../contract/messages";
import { menuButtons, menus, roleButtons, roleMenus, roleUrls, urls } from "../../db/schema";
import { acrossTenants } from "../tenant";
import { ids, T1 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
const at = new Date(1);
beforeEach(async () => {
  sim = await startTestSimulator();
  const buttons = ["add", "update", "delete"].map((buttonCode, i) => ({ id: `56000${i}`, menuCode: "sysmenu", buttonCode, buttonName: buttonCode, createTime: at }));
  sim.db.insert(menuButtons).values(buttons).run();
  // The editor reaches the calls and holds every button, yet is no administrator.
  sim.db.insert(roleButtons).values(buttons.map((b) => ({ tenantCode: T1, roleId: ids.editorRole1, buttonId: b.id }))).run();
  sim.db.insert(urls).values({ id: "569999", url: "/api/admin/sysmenu/**", method: "*", description: "menus", createTime: at }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "569999" }).run();
});
afterEach(() => sim.close());

const buttonsOf = (menuCode: string) => sim.db.select().from(menuButtons).where(eq(menuButtons.menuCode, menuCode)).all().map((b) => b.buttonCode).sort();
const menu = (values: Record<string, unknown>) => ({ menuCode: "sysnews", menuName: "新闻", menuNameEn: "News", menuIcon: "bell", menuPath: "/sysnews", menuComponent: "system/sysnews/index", menuSequence: 5, menuStatus: 0, parentId: ids.menuSystem, buttons: ["add", "export"], ...values });

describe("menus", () => {
  it("answers the tree by sequence, each menu with its buttons", async () => {
    const token = await sim.login("admin", T1);
    const tree = await sim.get(p.tree, { token });
    const system = tree.body.data.find((n: { id: string }) => n.id === ids.menuSystem);
    expect(system.children.map((c: { menuCode: string; buttons: string[] }) => [c.menuCode, c.buttons])).toEqual([
      ["sysuser", ["add", "delete"]],
      ["sysorg", ["add"]],
    ]);
  });

  it("writes a menu with its buttons; a dropped button takes its grants along", async () => {
    const token = await sim.login("admin", T1);
    const created = await sim.post(p.add, { token, json: menu({}) });
    expect(created.body.status).toBe(200);
    expect(buttonsOf("sysnews")).toEqual(["add", "export"]);
    expect((await sim.post(p.add, { token, json: menu({}) })).body).toMatchObject({ message: mm.codeTaken });
    const update = (values: Record<string, unknown>) => sim.put(p.update, { token, json: { ...menu({ id: ids.menuSysorg, menuName: "组织", ...values }), menuCode: undefined } });
    expect((await update({ buttons: ["update"] })).body.status).toBe(200);
    expect(buttonsOf("sysorg")).toEqual(["update"]);
    const grants = acrossTenants("test", () => sim.db.select().from(roleButtons).where(eq(roleButtons.buttonId, ids.btnSysorgAdd)).all());
    expect(grants).toEqual([]);
    expect(sim.db.select().from(menus).where(eq(menus.id, ids.menuSysorg)).get()).toMatchObject({ menuName: "组织", menuCode: "sysorg" });
    expect((await update({ parentId: ids.menuSysorg })).body).toMatchObject({ message: mm.parentIsSelf });
    expect((await update({ parentId: "499999" })).body).toMatchObject({ message: mm.parentNotFound });
  });

  it("refuses deleting a menu with children; a deleted menu takes its buttons and every tenant's grants", async () => {
    const token = await sim.login("admin", T1);
    expect((await sim.post(p.delete, { token, query: { id: ids.menuSysuser } })).body).toMatchObject({ message: mm.hasChildren });
    expect((await sim.post(p.delete, { token, query: { id: ids.menuSysorg } })).body.status).toBe(200);
    expect(buttonsOf("sysorg")).toEqual([]);
    acrossTenants("test", () => {
      expect(sim.db.select().from(roleMenus).where(eq(roleMenus.menuId, ids.menuSysorg)).all()).toEqual([]);
      expect(sim.db.select().from(roleButtons).where(eq(roleButtons.buttonId, ids.btnSysorgAdd)).all()).toEqual([]);
    });
  });

  it("lets only an administrator write, and only a role with the URL grant read", async () => {
    const token = await sim.login("editor", T1);
    expect((await sim.get(p.tree, { token })).body.status).toBe(200);
    expect((await sim.post(p.add, { token, json: menu({}) })).body).toMatchObject({ status: 403, message: m.forbidden });
    expect((await sim.post(p.delete, { token, query: { id: ids.menuSysorg } })).body).toMatchObject({ status: 403 });
    sim.db.delete(roleUrls).where(eq(roleUrls.urlId, "569999")).run();
    expect((await sim.get(p.tree, { token })).body.status).toBe(403);
  });

  it("answers the button kinds, a menu's buttons, and the menu tree with its buttons", async () => {
    const token = await sim.login("admin", T1);
    const kinds = await sim.get(grantCalls.queryMenuButtonCheckbox, { token });
    expect(kinds.body.data.slice(0, 2)).toEqual([
      { value: "add", label: "Add", labelEn: "Add", labelZh: "新增", labelTw: "新增" },
      { value: "update", label: "Edit", labelEn: "Edit", labelZh: "编辑", labelTw: "編輯" },
    ]);
    expect((await sim.get(grantCalls.queryCheckedMenuButton, { token, query: { menuCode: "sysuser" } })).body.data).toEqual(["add", "delete"]);
    expect((await sim.get(grantCalls.queryCheckedMenuButton, { token, query: { menuCode: "nosuchmenu" } })).body.status).toBe(500);
    const tree = await sim.get(grantCalls.querySysMenuButtonTree, { token });
    expect(tree.body.data.map((n: { menuCode: string }) => n.menuCode)).toEqual(["workbench", "system"]);
    const system = tree.body.data[1];
    expect(system.children.map((n: { menuCode: string; buttons: { buttonCode: string }[] }) => [n.menuCode, n.buttons.map((b) => b.buttonCode)])).toEqual([
      ["sysuser", ["add", "delete"]],
      ["sysorg", ["add"]],
    ]);
  });
});
