import { eq } from "drizzle-orm";
import { sysRegionCalls as c, sysRegionMessages as gm, sysRegionPaths as p } from "../../contract/admin/sysregion";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { providerMessages as m } from "../../contract/messages";
import { menuButtons, regions, roleButtons, roleUrls, urls } from "../../db/schema";
import { ids, T1 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
const at = new Date(1);
beforeEach(async () => {
  sim = await startTestSimulator();
  const buttons = ["add", "update", "delete"].map((buttonCode, i) => ({ id: `54000${i}`, menuCode: "sysregion", buttonCode, buttonName: buttonCode, createTime: at }));
  sim.db.insert(menuButtons).values(buttons).run();
  // The editor reaches the calls and holds every button, yet is no administrator.
  sim.db.insert(roleButtons).values(buttons.map((b) => ({ tenantCode: T1, roleId: ids.editorRole1, buttonId: b.id }))).run();
  sim.db.insert(urls).values({ id: "549999", url: "/api/admin/sysregion/**", method: "*", description: "regions", createTime: at }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "549999" }).run();
  const region = (id: string, regionCode: string, regionName: string, regionType: string, parentRegionCode: string | null) => ({ id, regionCode, regionName, regionType, parentRegionCode, createTime: at, updateTime: at });
  sim.db.insert(regions).values([
    region("550001", "156000", "中国", "country", null),
    region("550002", "110000", "北京市", "province", "156000"),
    region("550003", "110100", "北京市", "city", "110000"),
    region("550004", "840000", "美国", "country", null),
  ]).run();
});
afterEach(() => sim.close());

describe("regions", () => {
  it("pages by parent code, sorts by code or name, and answers the tree one level at a time", async () => {
    const token = await sim.login("editor", T1);
    const under = await sim.get(p.query, { token, query: { parentRegionCode: "156000" } });
    expect(under.body.data.list.map((r: { regionCode: string }) => r.regionCode)).toEqual(["110000"]);
    const sorted = await sim.get(p.query, { token, query: { sorter: "regionCode_descend", pageSize: "2" } });
    expect(sorted.body.data.list.map((r: { regionCode: string }) => r.regionCode)).toEqual(["840000", "156000"]);
    const top = await sim.get(p.tree, { token });
    expect(top.body.data.map((r: { regionCode: string; hasChildren: boolean }) => [r.regionCode, r.hasChildren])).toEqual([["156000", true], ["840000", false]]);
    const level = await sim.get(p.tree, { token, query: { parentRegionCode: "110000" } });
    expect(level.body.data.map((r: { regionCode: string }) => r.regionCode)).toEqual(["110100"]);
  });

  it("lets only an administrator write, by code; refuses a missing or circular parent and a taken code", async () => {
    expect((await sim.post(p.add, { token: await sim.login("editor", T1), json: { regionName: "天津市", regionCode: "120000", regionType: "province", parentRegionCode: "156000" } })).body).toMatchObject({ status: 403, message: m.forbidden });
    const token = await sim.login("admin", T1);
    const add = (json: Record<string, unknown>) => sim.post(p.add, { token, json: { regionName: "天津市", regionCode: "120000", regionType: "province", parentRegionCode: "156000", ...json } });
    const created = await add({});
    expect(created.body).toMatchObject({ status: 200, data: { regionCode: "120000" } });
    expect(sim.db.select().from(regions).where(eq(regions.regionCode, "120000")).get()?.id).toMatch(/^\d+$/);
    expect((await add({})).body).toMatchObject({ message: gm.codeTaken });
    expect((await add({ regionCode: "130000", parentRegionCode: "999999" })).body).toMatchObject({ message: gm.parentNotFound });
    expect((await add({ regionCode: "12" })).body.status).toBe(500);
    const update = (json: Record<string, unknown>) => sim.put(p.update, { token, json: { regionName: "北京", regionCode: "110000", regionType: "province", parentRegionCode: "156000", ...json } });
    expect((await update({})).body.status).toBe(200);
    expect(sim.db.select().from(regions).where(eq(regions.regionCode, "110000")).get()?.regionName).toBe("北京");
    expect((await update({ parentRegionCode: "110100" })).body).toMatchObject({ message: gm.parentIsSelf });
    expect((await update({ regionCode: "110001" })).body).toMatchObject({ message: rm.notFound });
    const history = await sim.get(p.history, { token, query: { id: "110000" } });
    expect(history.body.data.map((h: { action: string }) => h.action)).toEqual(["update"]);
  });

  it("deletes by regionCode, refusing a region with sub-regions", async () => {
    const token = await sim.login("admin", T1);
    expect((await sim.post(p.delete, { token, query: { regionCode: "110000" } })).body).toMatchObject({ message: gm.hasChildren });
    expect((await sim.post(p.delete, { token, query: { regionCode: ["110000", "110100"] } })).body.status).toBe(200);
    expect(sim.db.select().from(regions).all().map((r) => r.regionCode).sort()).toEqual(["156000", "840000"]);
  });

  it("opens the tree to every user, and the rest only with the URL grant", async () => {
    const token = await sim.login("editor", T1);
    sim.db.delete(roleUrls).where(eq(roleUrls.urlId, "549999")).run();
    expect((await sim.get(p.tree, { token })).body.status).toBe(200);
    expect((await sim.get(p.query, { token })).body.status).toBe(403);
  });

  it("answers the region types, worded in the three languages", async () => {
    const types = await sim.get(c.queryRegionType, { token: await sim.login("editor", T1) });
    expect(types.body.data.map((o: { value: string; labelZh: string }) => [o.value, o.labelZh])).toEqual([
      ["country", "国家"],
      ["province", "省"],
      ["city", "市"],
      ["county", "区县"],
      ["state", "州"],
    ]);
  });
});
