import ExcelJS from "exceljs";
import { addStockMovementPath, stockGoodsOptionsPath, stockMessages as s, stockMovementsPath, stockPaths } from "../../contract/business/stock";
import { warehouseMessages as w, warehouseOptionsPath, warehousePaths } from "../../contract/business/warehouse";
import { customsGoods, menuButtons, roleButtons, roleUrls, stockMovements, urls } from "../../db/schema";
import { ok } from "../testing/answers";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { principalOf } from "../middleware/auth";
import { receiveOrderLines, stockOf } from "./stock-ledger";

const WAREHOUSE = { code: "wh-sz", name: "深圳自有仓", warehouseType: "own", address: "深圳市南山区科技园 10 号", status: "enabled" };
const GOODS = "480001";
const OTHER_GOODS = "480002";

let sim: TestSimulator;
let admin: string;
beforeEach(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
  // Receipts are stamped by the wall clock (an order's receipt); the screen's movements follow them.
  sim.advance(Date.now() + 60_000 - sim.now());
  const at = new Date(1);
  const goods = (id: string, tenantCode: string, modelNumber: string, name: string) => ({ id, tenantCode, modelNumber, name, countryOfOrigin: "CN", currency: "USD", unit: "PCS", createTime: at, updateTime: at });
  sim.db.insert(customsGoods).values([goods(GOODS, T1, "BT-100", "Bluetooth speaker"), goods(OTHER_GOODS, T1, "CB-200", "USB cable"), goods("480003", T2, "HK-1", "Tea set")]).run();
  const buttons = [["warehouseInformation", "add"], ["warehouseInformation", "update"], ["warehouseInformation", "delete"], ["warehouseInformation", "export"], ["InventoryInquiry", "add"], ["InventoryInquiry", "export"]];
  sim.db.insert(menuButtons).values(buttons.map(([menuCode, buttonCode], i) => ({ id: `48100${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: at }))).run();
  // 10001's editor reaches the business service and may read the stock, but holds no movement button.
  sim.db.insert(urls).values({ id: "481100", url: "/api/business/**", method: "*" }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "481100" }).run();
  sim.db.insert(roleButtons).values({ tenantCode: T1, roleId: ids.editorRole1, buttonId: "481005" }).run();
  admin = await sim.login("admin", T1);
});
afterEach(() => sim.close());

const addWarehouse = async (values: Record<string, unknown> = {}) => (await ok(sim.post(warehousePaths.add, { token: admin, json: { ...WAREHOUSE, ...values } }))).id as string;
const move = (json: Record<string, unknown>, token = admin) => sim.post(addStockMovementPath, { token, json: { goodsId: GOODS, ...json } });
/** A receipt as an order's receipt writes it, straight into the ledger. */
const receive = (warehouseId: string, quantity: number, goodsId = GOODS) =>
  sim.db.transaction((tx) =>
    receiveOrderLines(tx, { userId: ids.admin, username: "admin", tenantCode: T1, roleCodes: ["ROLE_ADMIN"], roleIds: [ids.adminRole1], tokenId: "t" } as ReturnType<typeof principalOf>, {
      warehouseId,
      orderId: "490001",
      orderCode: "PO-2601-0001",
      lines: [{ goodsId, quantity }],
    }, sim.now()),
  );
const figure = (warehouseId: string, goodsId = GOODS) => stockOf(sim.db, { tenantCode: T1 } as ReturnType<typeof principalOf>, goodsId, warehouseId);

describe("warehouses in the simulator", () => {
  it("keeps codes unique per tenant, offers only enabled warehouses, and keeps one with movements: disabled, never deleted", async () => {
    const main = await addWarehouse();
    expect((await sim.post(warehousePaths.add, { token: admin, json: WAREHOUSE })).body.message).toContain(w.warehouseCodeTaken);
    const spare = await addWarehouse({ code: "WH-SPARE", name: "备用仓", status: "disabled" });
    expect((await sim.get(warehouseOptionsPath, { token: admin })).body.data).toEqual([{ value: main, label: "WH-SZ · 深圳自有仓" }]);
    receive(main, 3);
    expect((await sim.post(warehousePaths.delete, { token: admin, query: { id: main } })).body.message).toContain(w.warehouseHasMovements);
    await ok(sim.put(warehousePaths.update, { token: admin, json: { ...WAREHOUSE, id: main, status: "disabled" } }));
    await ok(sim.post(warehousePaths.delete, { token: admin, query: { id: spare } }));
    expect((await sim.get(warehousePaths.query, { token: admin })).body.data.list).toEqual([expect.objectContaining({ id: main, status: "disabled", movementCount: 1 })]);
    // A disabled warehouse takes no receipt.
    expect(() => receive(main, 1)).toThrow(w.warehouseDisabled);
  });
});

describe("the stock ledger", () => {
  it("refuses an issue larger than the stock and records one that fits, each figure the sum of its movements", async () => {
    const main = await addWarehouse();
    receive(main, 8);
    expect((await move({ kind: "issue", warehouseId: main, quantity: 9 })).body.message).toContain(s.stockShort);
    await ok(move({ kind: "issue", warehouseId: main, quantity: 3, reason: "sample to a customer" }));
    expect(figure(main)).toBe(5);
    expect((await sim.get(stockMovementsPath, { token: admin, query: { goodsId: GOODS, warehouseId: main } })).body.data).toEqual([
      expect.objectContaining({ kind: "receipt", quantity: 8, balance: 8, orderCode: "PO-2601-0001", createByName: "admin" }),
      expect.objectContaining({ kind: "issue", quantity: -3, balance: 5, reason: "sample to a customer" }),
    ]);
  });

  it("lets exactly one of two concurrent issues of the last 5 units through", async () => {
    const main = await addWarehouse();
    receive(main, 5);
    const answers = await Promise.all([move({ kind: "issue", warehouseId: main, quantity: 5 }), move({ kind: "issue", warehouseId: main, quantity: 5 })]);
    expect(answers.map((a) => a.body.status).sort()).toEqual([200, 500]);
    expect(answers.find((a) => a.body.status !== 200)!.body.message).toContain(s.stockShort);
    expect(figure(main)).toBe(0);
  });

  it("moves a transfer out of one warehouse into the other, and an adjustment either way with its reason", async () => {
    const from = await addWarehouse();
    const to = await addWarehouse({ code: "WH-BONDED", name: "前海保税仓", warehouseType: "bonded" });
    receive(from, 10);
    expect((await move({ kind: "transfer", warehouseId: from, toWarehouseId: to, quantity: 11 })).body.message).toContain(s.stockShort);
    await ok(move({ kind: "transfer", warehouseId: from, toWarehouseId: to, quantity: 4 }));
    expect([figure(from), figure(to)]).toEqual([6, 4]);
    expect((await move({ kind: "adjustment", warehouseId: to, quantity: -2 })).body.message).toContain(s.reasonRequired);
    expect((await move({ kind: "adjustment", warehouseId: to, quantity: -5, reason: "stocktake" })).body.message).toContain(s.stockShort);
    await ok(move({ kind: "adjustment", warehouseId: to, quantity: -2, reason: "stocktake: two broken" }));
    expect(figure(to)).toBe(2);
    const behind = (await sim.get(stockMovementsPath, { token: admin, query: { goodsId: GOODS, warehouseId: to } })).body.data;
    expect(behind.map((m: { kind: string; counterpartName?: string }) => [m.kind, m.counterpartName ?? null])).toEqual([["transfer", "深圳自有仓"], ["adjustment", null]]);
  });

  it("refuses goods or a warehouse of another tenant, and a movement without the button", async () => {
    const main = await addWarehouse();
    receive(main, 5);
    expect((await move({ kind: "issue", warehouseId: main, quantity: 1, goodsId: "480003" })).body.message).toContain(s.goodsUnknown);
    const other = await sim.login("hkadmin", T2);
    sim.db.insert(customsGoods).values({ id: "480004", tenantCode: T2, modelNumber: "BT-100", name: "x", countryOfOrigin: "CN", currency: "USD", unit: "PCS" }).run();
    expect((await move({ kind: "adjustment", warehouseId: main, quantity: 5, reason: "x", goodsId: "480004" }, other)).body.message).toContain(w.warehouseUnknown);
    const editor = await sim.login("editor", T1);
    expect((await move({ kind: "issue", warehouseId: main, quantity: 1 }, editor)).body.status).toBe(403);
    expect(sim.db.select().from(stockMovements).all()).toHaveLength(1);
  });

  it("lists stock per goods and warehouse with its filters and paging, and exports it in the reader's language", async () => {
    const main = await addWarehouse();
    const bonded = await addWarehouse({ code: "WH-BONDED", name: "前海保税仓", warehouseType: "bonded" });
    receive(main, 7);
    receive(bonded, 2, OTHER_GOODS);
    receive(main, 1, OTHER_GOODS);
    await ok(move({ kind: "issue", warehouseId: main, quantity: 1, goodsId: OTHER_GOODS }));
    const list = async (query: Record<string, string>) => (await sim.get(stockPaths.query, { token: admin, query })).body.data;
    const all = await list({});
    expect(all.pagination.total).toBe(3);
    expect(all.list.map((r: { modelNumber: string; warehouseCode: string; quantity: number }) => [r.modelNumber, r.warehouseCode, r.quantity])).toEqual([
      ["BT-100", "WH-SZ", 7],
      ["CB-200", "WH-BONDED", 2],
      ["CB-200", "WH-SZ", 0],
    ]);
    expect((await list({ level: "inStock" })).pagination.total).toBe(2);
    expect((await list({ goods: "cable", warehouseId: main })).list).toEqual([expect.objectContaining({ id: `${OTHER_GOODS}-${main}`, quantity: 0, goodsName: "USB cable" })]);
    expect((await list({ sorter: "quantity_descend", pageSize: "1", currentPage: "2" })).list.map((r: { quantity: number }) => r.quantity)).toEqual([2]);
    expect((await sim.get(stockPaths.query, { token: admin, query: { warehouseId: "bad" } })).status).toBe(400);
    expect((await sim.get(stockGoodsOptionsPath, { token: admin })).body.data).toEqual([
      { value: GOODS, label: "BT-100 · Bluetooth speaker" },
      { value: OTHER_GOODS, label: "CB-200 · USB cable" },
    ]);

    const answer = await fetch(new URL(`${stockPaths.exportXlsx}?level=inStock`, sim.base), { method: "POST", headers: { authorization: `Bearer ${admin}`, "accept-language": "zh-CN" } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await answer.arrayBuffer());
    const rows = book.worksheets[0].getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1, 6));
    expect(rows).toEqual([
      ["商品型号", "商品名称", "仓库编码", "仓库", "库存数量"],
      ["BT-100", "Bluetooth speaker", "WH-SZ", "深圳自有仓", "7"],
      ["CB-200", "USB cable", "WH-BONDED", "前海保税仓", "2"],
    ]);
  });

  it("shows and changes nothing of another tenant's warehouses and stock, whatever ids it is sent", async () => {
    const main = await addWarehouse();
    receive(main, 5);
    const other = await sim.login("hkadmin", T2);
    expect((await sim.get(stockMovementsPath, { token: other, query: { goodsId: GOODS, warehouseId: main } })).body.data).toEqual([]);
    expect((await sim.get(stockPaths.query, { token: other, query: { warehouseId: main } })).body.data.list).toEqual([]);
    expect((await sim.get(warehouseOptionsPath, { token: other })).body.data).toEqual([]);
    expect((await sim.put(warehousePaths.update, { token: other, json: { ...WAREHOUSE, id: main, status: "disabled" } })).body.status).not.toBe(200);
    expect((await sim.post(warehousePaths.delete, { token: other, query: { id: main } })).body.status).not.toBe(200);
    expect((await move({ kind: "issue", warehouseId: main, quantity: 5 }, other)).body.message).toContain(s.goodsUnknown);
    expect(figure(main)).toBe(5);
    // The options call answers at the path the orders' receive dialog calls.
    expect((await sim.get("/api/business/Warehouse/queryWarehouseOptions", { token: admin })).body.data).toEqual([{ value: main, label: "WH-SZ · 深圳自有仓" }]);
  });
});
