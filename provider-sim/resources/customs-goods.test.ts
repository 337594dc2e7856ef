import { and, eq } from "drizzle-orm";
import { classifyOrderPaths } from "../../contract/customs/classification";
import { customsGoodsPaths, customsGoodsSchema } from "../../contract/customs/goods";
import { customsMessages as c } from "../../contract/customs/messages";
import { auditLog, roleUrls } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { CUSTOMS_URL_ID, insertCustomsWorld, newGoods, newOrder } from "../testing/customs-world";
import { ok, refusal } from "../testing/answers";

let sim: TestSimulator;
let editor: string;
beforeEach(async () => {
  sim = await startTestSimulator({ placesReference: true });
  insertCustomsWorld(sim.db);
  editor = await sim.login("editor", T1);
});
afterEach(() => sim.close());

const addGoods = async (overrides: Record<string, unknown> = {}, as = editor) => (await ok(sim.post(customsGoodsPaths.add, { token: as, json: newGoods(overrides) }))).id as string;
const goods = async (query: Record<string, string> = {}, as = editor) => (await ok(sim.get(customsGoodsPaths.query, { token: as, query }))).list as any[];

describe("goods in the simulator", () => {
  it("keeps prices as cents and answers them with two decimals, and refuses prices out of order", async () => {
    const id = await addGoods();
    const [row] = await goods();
    expect(customsGoodsSchema.parse(row)).toMatchObject({ id, unit: "PCS", lowestPrice: "2.10", referencePrice: "2.45", highestPrice: "3.00", hs6: null, classifiedBy: null });
    expect(row).not.toHaveProperty("referencePriceCents");
    expect(await refusal(sim.post(customsGoodsPaths.add, { token: editor, json: newGoods({ modelNumber: "X-1", referencePrice: "3.01" }) }))).toContain(c.priceOrder);
    // Without a reference price, lowest and highest still keep their order.
    expect(await refusal(sim.post(customsGoodsPaths.add, { token: editor, json: newGoods({ modelNumber: "X-1", lowestPrice: "3.50", referencePrice: "" }) }))).toContain(c.priceOrder);
    expect(await refusal(sim.post(customsGoodsPaths.add, { token: editor, json: newGoods({ modelNumber: "X-1", highestPrice: "3.001" }) }))).toContain(c.priceShape);
    expect(await refusal(sim.post(customsGoodsPaths.add, { token: editor, json: newGoods() }))).toBe(c.modelTaken);
  });

  it("checks the codes per market, the unit and the country, and finds goods by any code", async () => {
    const bad = (overrides: Record<string, unknown>) => refusal(sim.post(customsGoodsPaths.add, { token: editor, json: newGoods({ modelNumber: "X-2", ...overrides }) }));
    expect(await bad({ hs6: "980000" })).toContain(c.hs6Shape);
    expect(await bad({ hs6: "610910", htsCode: "6109.10.00" })).toContain(c.htsShape);
    expect(await bad({ hs6: "610910", cnCode: "61091000" })).toContain(c.cnShape);
    expect(await bad({ hs6: "610910", hkCode: "6109100" })).toContain(c.hkShape);
    expect(await bad({ hs6: "610910", htsCode: "6110.20.20.10" })).toContain(c.codeUnderHs6);
    expect(await bad({ cnCode: "6109100022" })).toContain(c.nationalNeedsHs6);
    expect(await bad({ unit: "BARREL" })).toBe(c.unitUnknown);
    expect(await bad({ countryOfOrigin: "XX" })).toContain("country");
    const id = await addGoods({ hs6: "6109.10", htsCode: "6109.10.00.12", cnCode: "6109 1000 22", hkCode: "61091000" });
    expect((await goods({ code: "6109.10.00.12" })).map((g) => [g.id, g.htsCode, g.cnCode])).toEqual([[id, "6109100012", "6109100022"]]);
    expect(await goods({ classified: "yes" })).toEqual([]);
  });

  it("keeps goods named by a classification order, and audits every change", async () => {
    const id = await addGoods();
    await ok(sim.post(classifyOrderPaths.add, { token: editor, json: newOrder(id) }));
    expect(await refusal(sim.post(customsGoodsPaths.delete, { token: editor, query: { id } }))).toBe(c.goodsHasOrders);
    const other = await addGoods({ modelNumber: "TS-180-WHT" });
    await ok(sim.put(customsGoodsPaths.update, { token: editor, json: { ...newGoods({ modelNumber: "TS-180-WHT", brand: "" }), id: other } }));
    await ok(sim.post(customsGoodsPaths.delete, { token: editor, query: { id: other } }));
    const trail = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "GoodsMgt"), eq(auditLog.entityId, other))).all();
    expect(trail.map((row) => row.action)).toEqual(["create", "update", "delete"]);
    expect(trail[0].after).toMatchObject({ referencePrice: "2.45" });
  });

  it("keeps each tenant's goods apart, and refuses callers without the interface or the button", async () => {
    const id = await addGoods();
    const other = await sim.login("editor", T2);
    expect(await goods({}, other)).toEqual([]);
    expect((await sim.put(customsGoodsPaths.update, { token: other, json: { ...newGoods(), id } })).body.status).not.toBe(200);
    // The same model number is free in another tenant.
    await addGoods({}, other);
    // The editor holds no export button; without the interface grant nothing answers at all.
    expect((await sim.post(customsGoodsPaths.exportXlsx, { token: editor })).body.status).toBe(403);
    sim.db.delete(roleUrls).where(and(eq(roleUrls.roleId, ids.editorRole1), eq(roleUrls.urlId, CUSTOMS_URL_ID))).run();
    expect((await sim.get(customsGoodsPaths.query, { token: await sim.login("editor", T1) })).body.status).toBe(403);
  });
});
