import { eq } from "drizzle-orm";
import { sysDictMessages as dm, sysDictPaths as p } from "../../contract/admin/sysdict";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { DICT_BY_TYPE_PATH } from "../../contract/admin/dictionary";
import { dicts, menuButtons, roleButtons, roleUrls, urls } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
const at = new Date(1);
beforeEach(async () => {
  sim = await startTestSimulator();
  // The editor of 10001 reaches the calls and holds add, update and delete (not export).
  const buttons = ["add", "update", "delete", "export"].map((buttonCode, i) => ({ id: `52000${i}`, menuCode: "sysdict", buttonCode, buttonName: buttonCode, createTime: at }));
  sim.db.insert(menuButtons).values(buttons).run();
  sim.db.insert(roleButtons).values(buttons.slice(0, 3).map((b) => ({ tenantCode: T1, roleId: ids.editorRole1, buttonId: b.id }))).run();
  sim.db.insert(urls).values({ id: "529999", url: "/api/admin/sysdict/**", method: "*", description: "dicts", createTime: at }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "529999" }).run();
  const row = (id: string, values: Partial<typeof dicts.$inferInsert>) => ({ id, tenantCode: null, dictType: "colour", dictName: "Colour", dictValue: "colour", dictSequence: 1, parentId: null, isPrivate: false, createTime: at, updateTime: at, ...values });
  sim.db.insert(dicts).values([
    row("530001", {}),
    row("530002", { dictName: "Red", dictValue: "red", parentId: "530001" }),
    row("530003", { dictName: "Teal", dictValue: "teal", parentId: "530001", tenantCode: T2, isPrivate: true }),
  ]).run();
});
afterEach(() => sim.close());

const entry = (values: Record<string, unknown>) => ({ dictType: "colour", dictName: "Blue", dictValue: "blue", dictSequence: 3, parentId: "530001", isPrivate: true, ...values });

describe("dictionaries", () => {
  it("shows a tenant the platform's rows and its own private ones as a tree, filtered by type", async () => {
    const t1 = await sim.get(p.tree, { token: await sim.login("admin", T1), query: { dictType: "colour" } });
    expect(t1.body.data).toMatchObject([{ id: "530001", children: [{ id: "530002" }] }]);
    expect(t1.body.data[0].children).toHaveLength(1);
    sim.db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.editorRole2, urlId: "529999" }).run();
    const t2 = await sim.get(p.tree, { token: await sim.login("editor", T2), query: { dictType: "colour" } });
    expect(t2.body.data[0].children.map((c: { id: string }) => c.id)).toEqual(["530002", "530003"]);
  });

  it("lets a user with the buttons write private rows of the tenant, but platform rows only an administrator", async () => {
    const token = await sim.login("editor", T1);
    const created = await sim.post(p.add, { token, json: entry({}) });
    expect(created.body.status).toBe(200);
    expect(sim.db.select().from(dicts).where(eq(dicts.id, created.body.data.id)).get()).toMatchObject({ tenantCode: T1, isPrivate: true });
    const byType = await sim.get(DICT_BY_TYPE_PATH, { token, query: { dictType: "colour" } });
    expect(byType.body.data.map((d: { dictValue: string }) => d.dictValue)).toEqual(["red", "blue"]);
    expect((await sim.post(p.add, { token, json: entry({ dictValue: "green", isPrivate: false }) })).body).toMatchObject({ status: 403, message: dm.platformOnly });
    const platform = await sim.put(p.update, { token, json: entry({ id: "530002", dictName: "Crimson", dictValue: "red" }) });
    // A platform row the user reads is refused as forbidden, not as missing.
    expect(platform.body).toMatchObject({ status: 403 });
    expect((await sim.post(p.delete, { token, query: { id: "530002" } })).body).toMatchObject({ status: 403 });
    const asAdmin = await sim.login("admin", T1);
    const changed = await sim.put(p.update, { token: asAdmin, json: entry({ id: "530002", dictName: "Crimson", dictValue: "red", isPrivate: false }) });
    expect(changed.body.status).toBe(200);
    expect(sim.db.select().from(dicts).where(eq(dicts.id, "530002")).get()).toMatchObject({ dictName: "Crimson", tenantCode: null });
  });

  it("answers a dictionary by type to any signed-in user, without an interface grant", async () => {
    const token = await sim.login("editor", T2);
    const byType = await sim.get(DICT_BY_TYPE_PATH, { token, query: { dictType: "colour" } });
    expect(byType.body.status).toBe(200);
    expect(byType.body.data.map((d: { dictValue: string }) => d.dictValue)).toContain("red");
  });

  it("keeps another tenant's private row out of reach by id", async () => {
    const token = await sim.login("admin", T1);
    expect((await sim.put(p.update, { token, json: entry({ id: "530003", dictValue: "teal" }) })).body).toMatchObject({ message: rm.notFound });
    expect((await sim.post(p.delete, { token, query: { id: "530003" } })).body).toMatchObject({ message: rm.notFound });
  });

  it("keeps a value unique within its type in scope, entries under their own type's header", async () => {
    const token = await sim.login("admin", T1);
    expect((await sim.post(p.add, { token, json: entry({ dictValue: "red" }) })).body).toMatchObject({ message: dm.valueTaken });
    // Another tenant's private "teal" does not count.
    expect((await sim.post(p.add, { token, json: entry({ dictValue: "teal" }) })).body.status).toBe(200);
    expect((await sim.post(p.add, { token, json: entry({ dictType: "size" }) })).body).toMatchObject({ message: dm.typeMismatch });
    expect((await sim.post(p.add, { token, json: entry({ parentId: "530002" }) })).body).toMatchObject({ message: dm.parentNotHeader });
    expect((await sim.post(p.add, { token, json: entry({ parentId: "530009" }) })).body).toMatchObject({ message: dm.parentNotFound });
    expect((await sim.post(p.delete, { token, query: { id: "530001" } })).body).toMatchObject({ message: dm.hasChildren });
  });

  it("refuses a role without the URL grant, and a write without the button", async () => {
    expect((await sim.get(p.tree, { token: await sim.login("editor", T2) })).body.status).toBe(403);
    const token = await sim.login("editor", T1);
    expect((await sim.post(p.exportXlsx, { token })).body.status).toBe(403);
  });
});
