import ExcelJS from "exceljs";
import { businessMessages as b, orderMessages as o } from "../../contract/business/messages";
import { getOrderPath, orderPaths, printOrderPath, exportOrderLinesPath, reorderPath, saveOrderPath, stepOrderPath } from "../../contract/business/order";
import { supplierPaths } from "../../contract/business/supplier";
import { warehouseMessages as w } from "../../contract/business/warehouse";
import { customsMessages as c } from "../../contract/customs/messages";
import { namingRefusal } from "../../contract/messages";
import { customsGoods, menuButtons, roleButtons, roleDataFields, roleUrls, stockMovements, suppliers, urls, warehouses } from "../../db/schema";
import { canReadPdf, pageText, pdfPages } from "../crud/pdf-words.testing";
import { ok, refusal } from "../testing/answers";
import { insertCustomsWorld } from "../testing/customs-world";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

const MENUS = { orderList: ["add", "update", "delete", "export"], OneClickOrder: ["add"], vendorInformation: ["add", "update", "delete"] } as const;

let sim: TestSimulator;
let admin: string;
beforeEach(async () => {
  sim = await startTestSimulator({ placesReference: true });
  insertCustomsWorld(sim.db);
  const at = new Date(sim.now());
  const buttons = Object.entries(MENUS).flatMap(([menuCode, codes]) => codes.map((buttonCode) => ({ menuCode, buttonCode })));
  sim.db.insert(menuButtons).values(buttons.map((button, i) => ({ id: String(981000 + i), ...button, buttonName: button.buttonCode, createTime: at }))).run();
  sim.db.insert(urls).values({ id: "981100", url: "/api/business/**", method: "*" }).run();
  sim.db.insert(roleUrls).values([{ tenantCode: T1, roleId: ids.editorRole1, urlId: "981100" }, { tenantCode: T2, roleId: ids.editorRole2, urlId: "981100" }]).run();
  // 10001's editor drafts and steps orders (add, update), but neither deletes nor exports them;
  // 10002's editor holds every button in its own tenant.
  sim.db.insert(roleButtons).values([0, 1].map((i) => ({ tenantCode: T1, roleId: ids.editorRole1, buttonId: String(981000 + i) }))).run();
  sim.db.insert(roleButtons).values(buttons.map((_, i) => ({ tenantCode: T2, roleId: ids.editorRole2, buttonId: String(981000 + i) }))).run();
  const supplier = (id: string, tenantCode: string, code: string, status: "enabled" | "disabled" = "enabled") =>
    ({ id, tenantCode, code, name: `深圳${code}电子科技有限公司`, provinceCode: "440000", cityCode: "440300", address: "南山区", currency: "CNY", starLevel: "4" as const, uscc: "91350100M000100Y43", status, createTime: at, updateTime: at });
  sim.db.insert(suppliers).values([supplier("981201", T1, "SUP-1"), supplier("981202", T1, "SUP-2", "disabled"), supplier("981203", T2, "SUP-9")]).run();
  const goods = (id: string, tenantCode: string, modelNumber: string, name: string, lowest: number | null, reference: number | null, highest: number | null) =>
    ({ id, tenantCode, modelNumber, name, countryOfOrigin: "CN", currency: "CNY", unit: "PCS", lowestPriceCents: lowest, referencePriceCents: reference, highestPriceCents: highest, createTime: at, updateTime: at });
  sim.db.insert(customsGoods).values([goods("981301", T1, "PB-20K", "充电宝 20000mAh", 8000, 9900, 12000), goods("981302", T1, "CB-USB-C", "USB-C 数据线", null, 1550, null), goods("981303", T2, "TW-1", "藍牙耳機", 1000, 2000, 3000)]).run();
  const warehouse = (id: string, status: "enabled" | "disabled") => ({ id, tenantCode: T1, code: `WH-${id}`, name: "深圳自有仓", warehouseType: "own" as const, address: "深圳市南山区", status, createTime: at, updateTime: at });
  sim.db.insert(warehouses).values([warehouse("981401", "enabled"), warehouse("981402", "disabled")]).run();
  admin = await sim.login("admin", T1);
});
afterEach(() => sim.close());

const LINES = [
  { goodsId: "981301", quantity: "3", unitCode: "pcs", netWeight: "1200", roughWeight: "1500", unitPrice: "99.90" },
  { goodsId: "981302", quantity: "10", unitCode: "PCS", netWeight: "300", roughWeight: "320", unitPrice: "15.50", remark: "白色" },
];
const draft = (overrides: Record<string, unknown> = {}) => ({ orderDate: "2026-01-01", supplierId: "981201", currency: "CNY", receivingWay: "delivery", lines: LINES, ...overrides });
const record = async (token: string, id: string) => ok(sim.get(getOrderPath, { token, query: { id } }));
const step = (token: string, id: string, name: string, extra: Record<string, unknown> = {}) => sim.post(stepOrderPath, { token, json: { id, step: name, ...extra } });

describe("orders in the simulator", () => {
  it("saves a draft with its lines, numbers it in its month, and sums it on the server", async () => {
    const editor = await sim.login("editor", T1);
    // Totals sent by the browser are not the order's: the lines' are.
    const { id } = await ok(sim.post(saveOrderPath, { token: editor, json: { ...draft(), quantitySum: 1, totalPriceSum: "0.01" } }));
    const { order, lines, steps } = await record(editor, id);
    expect(order).toMatchObject({ code: "ORD-2601-0001", status: "draft", supplierName: "深圳SUP-1电子科技有限公司", quantitySum: 13, totalPriceSum: "454.70", itemCode: "PB-20K", lineCount: 2 });
    expect(lines.map((l: Record<string, unknown>) => [l.lineNo, l.modelNumber, l.quantity, l.unitCode, l.unitPrice, l.totalPrice, l.remark ?? null])).toEqual([
      [1, "PB-20K", 3, "PCS", "99.90", "299.70", null],
      [2, "CB-USB-C", 10, "PCS", "15.50", "155.00", "白色"],
    ]);
    expect(steps.map((s: Record<string, unknown>) => [s.step, s.toStatus, s.username])).toEqual([["draft", "draft", "editor"]]);
    const second = await ok(sim.post(saveOrderPath, { token: editor, json: draft() }));
    expect((await record(editor, second.id)).order.code).toBe("ORD-2601-0002");
    // Saved again, the draft's lines are replaced whole and summed again.
    await ok(sim.post(saveOrderPath, { token: editor, json: { ...draft({ lines: [LINES[1]] }), id } }));
    expect((await record(editor, id)).order).toMatchObject({ code: "ORD-2601-0001", quantitySum: 10, totalPriceSum: "155.00", lineCount: 1 });
  });

  it("asks a reason for a price outside the goods' range, and refuses unknown goods, units and disabled suppliers", async () => {
    const cheap = { ...LINES[0], unitPrice: "79.99" };
    expect(await refusal(sim.post(saveOrderPath, { token: admin, json: draft({ lines: [cheap] }) }))).toBe(namingRefusal(o.priceReasonNeeded, ["PB-20K"]));
    await ok(sim.post(saveOrderPath, { token: admin, json: draft({ lines: [{ ...cheap, priceReason: "年末清仓价" }] }) }));
    // A goods item without a range takes any price.
    await ok(sim.post(saveOrderPath, { token: admin, json: draft({ lines: [{ ...LINES[1], unitPrice: "0.01" }] }) }));
    expect(await refusal(sim.post(saveOrderPath, { token: admin, json: draft({ lines: [{ ...LINES[0], goodsId: "981303" }] }) }))).toBe(c.goodsUnknown);
    expect(await refusal(sim.post(saveOrderPath, { token: admin, json: draft({ lines: [{ ...LINES[0], unitCode: "BOX" }] }) }))).toBe(c.unitUnknown);
    expect(await refusal(sim.post(saveOrderPath, { token: admin, json: draft({ supplierId: "981202" }) }))).toBe(o.supplierDisabled);
    expect(await refusal(sim.post(saveOrderPath, { token: admin, json: draft({ supplierId: "981203" }) }))).toBe(b.supplierUnknown);
    expect(await refusal(sim.post(saveOrderPath, { token: admin, json: draft({ lines: [{ ...LINES[0], roughWeight: "1" }] }) }))).toBe(`lines.0.roughWeight: ${o.grossBelowNet}`);
  });

  it("takes the steps of the table only, each a row with who and when; only a draft changes", async () => {
    const editor = await sim.login("editor", T1);
    const { id } = await ok(sim.post(saveOrderPath, { token: editor, json: draft() }));
    expect(await refusal(step(editor, id, "ship"))).toBe(o.stepNotAllowed);
    await ok(step(editor, id, "confirm"));
    expect(await refusal(sim.post(saveOrderPath, { token: editor, json: { ...draft(), id } }))).toBe(o.notDraft);
    sim.advance(60_000);
    await ok(step(editor, id, "ship"));
    expect(await refusal(step(editor, id, "cancel"))).toBe(o.stepNotAllowed);
    expect(await refusal(step(editor, id, "receive"))).toBe(`warehouseId: ${o.warehouseNeeded}`);
    // A warehouse that is not the tenant's, or is disabled, takes nothing, and the order stays shipped.
    expect(await refusal(step(editor, id, "receive", { warehouseId: "123456" }))).toBe(w.warehouseUnknown);
    expect(await refusal(step(editor, id, "receive", { warehouseId: "981402" }))).toBe(w.warehouseDisabled);
    expect((await record(editor, id)).order.status).toBe("shipped");
    expect(sim.db.select().from(stockMovements).all()).toEqual([]);
    await ok(step(editor, id, "receive", { warehouseId: "981401" }));
    // Each line went into the warehouse as a receipt naming the order, in the step's transaction.
    const receipts = sim.db.select().from(stockMovements).all();
    expect(receipts.map((m) => [m.warehouseId, m.goodsId, m.quantity, m.kind, m.orderId])).toEqual([
      ["981401", "981301", 3, "receipt", id],
      ["981401", "981302", 10, "receipt", id],
    ]);
    await ok(step(admin, id, "close"));
    const { order, steps } = await record(editor, id);
    expect(order.status).toBe("closed");
    expect(steps.map((s: Record<string, unknown>) => [s.step, s.fromStatus ?? null, s.toStatus, s.username, s.warehouseId ?? null])).toEqual([
      ["draft", null, "draft", "editor", null],
      ["confirm", "draft", "confirmed", "editor", null],
      ["ship", "confirmed", "shipped", "editor", null],
      ["receive", "shipped", "received", "editor", "981401"],
      ["close", "received", "closed", "admin", null],
    ]);
    expect(steps[2].createTime > steps[1].createTime).toBe(true);
  });

  it("keeps each tenant's orders to itself and guards writes by button", async () => {
    const { id } = await ok(sim.post(saveOrderPath, { token: admin, json: draft() }));
    const other = await sim.login("editor", T2);
    expect(await refusal(sim.get(getOrderPath, { token: other, query: { id } }))).toBe(o.orderUnknown);
    expect(await refusal(step(other, id, "confirm"))).toBe(o.orderUnknown);
    expect((await ok(sim.get(orderPaths.query, { token: other }))).list).toEqual([]);
    const editor = await sim.login("editor", T1);
    expect((await sim.post(orderPaths.delete, { token: editor, query: { id } })).body.status).toBe(403);
    expect((await sim.post(exportOrderLinesPath, { token: editor, query: { id } })).body.status).toBe(403);
    await ok(step(admin, id, "confirm"));
    expect(await refusal(sim.post(orderPaths.delete, { token: admin, query: { id } }))).toBe(o.notDraft);
    const second = await ok(sim.post(saveOrderPath, { token: admin, json: draft() }));
    await ok(sim.post(orderPaths.delete, { token: admin, query: { id: second.id } }));
    expect((await ok(sim.get(orderPaths.query, { token: admin }))).list.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it("filters the list by code, supplier, status and dates", async () => {
    const a = await ok(sim.post(saveOrderPath, { token: admin, json: draft({ orderDate: "2025-12-20" }) }));
    const z = await ok(sim.post(saveOrderPath, { token: admin, json: draft({ orderDate: "2026-01-05" }) }));
    await ok(step(admin, z.id, "confirm"));
    const listed = async (query: Record<string, string>) => (await ok(sim.get(orderPaths.query, { token: admin, query }))).list.map((r: { id: string }) => r.id);
    expect(await listed({})).toEqual([z.id, a.id]);
    expect(await listed({ status: "confirmed" })).toEqual([z.id]);
    expect(await listed({ orderDateFrom: "2026-01-01", orderDateTo: "2026-01-31" })).toEqual([z.id]);
    expect(await listed({ supplierId: "981201", code: "0001" })).toEqual([a.id]);
    expect(await listed({ sorter: "orderDate_ascend" })).toEqual([a.id, z.id]);
  });

  it("hides the totals and currency from a role the data permission names", async () => {
    sim.db.insert(roleDataFields).values({ id: "981400", tenantCode: T1, roleCode: "ROLE_EDITOR", menuCode: "orderList", dataField: "totalPriceSum,currency", createTime: new Date() }).run();
    const { id } = await ok(sim.post(saveOrderPath, { token: admin, json: draft() }));
    const editor = await sim.login("editor", T1);
    const [row] = (await ok(sim.get(orderPaths.query, { token: editor }))).list;
    expect([row.totalPriceSum, row.currency, row.quantitySum]).toEqual([undefined, undefined, 13]);
    const { order, lines } = await record(editor, id);
    expect([order.totalPriceSum, order.currency, lines[0].unitPrice, lines[0].totalPrice, lines[0].quantity]).toEqual([undefined, undefined, undefined, undefined, 3]);
    expect((await record(admin, id)).order.totalPriceSum).toBe("454.70");
  });

  it("re-orders a past order, or goods, as a new draft of today", async () => {
    const { id } = await ok(sim.post(saveOrderPath, { token: admin, json: draft() }));
    await ok(step(admin, id, "confirm"));
    sim.advance(86_400_000 * 3);
    admin = await sim.login("admin", T1);
    const again = await ok(sim.post(reorderPath, { token: admin, json: { fromOrderId: id } }));
    const copy = await record(admin, again.id);
    expect(copy.order).toMatchObject({ status: "draft", orderDate: "2026-01-04", supplierId: "981201", totalPriceSum: "454.70", code: "ORD-2601-0002" });
    expect(copy.lines.map((l: { goodsId: string; quantity: number }) => [l.goodsId, l.quantity])).toEqual([["981301", 3], ["981302", 10]]);
    // From goods: the quantity last bought, else one, at the reference price.
    const fromGoods = await ok(sim.post(reorderPath, { token: admin, json: { supplierId: "981201", goodsIds: ["981302"] } }));
    expect((await record(admin, fromGoods.id)).lines.map((l: { quantity: number; unitPrice: string }) => [l.quantity, l.unitPrice])).toEqual([[10, "15.50"]]);
    expect(await refusal(sim.post(reorderPath, { token: admin, json: { supplierId: "981201", goodsIds: ["981303"] } }))).toBe(c.goodsUnknown);
  });

  it("refuses to delete a supplier that has orders, naming them; it can still be disabled", async () => {
    await ok(sim.post(saveOrderPath, { token: admin, json: draft() }));
    await ok(sim.post(saveOrderPath, { token: admin, json: draft() }));
    expect(await refusal(sim.post(supplierPaths.delete, { token: admin, query: { id: "981201" } }))).toBe(namingRefusal(o.supplierHasOrders, ["ORD-2601-0001", "ORD-2601-0002"]));
    const [kept] = (await ok(sim.get(supplierPaths.query, { token: admin, query: { code: "SUP-1" } }))).list;
    expect(kept.id).toBe("981201");
    sim.db.update(suppliers).set({ status: "disabled" }).run();
    expect((await ok(sim.get(supplierPaths.query, { token: admin, query: { status: "disabled", code: "SUP-1" } }))).list).toHaveLength(1);
  });

  it("prints the order with its Chinese goods names and exports its lines", async () => {
    const { id } = await ok(sim.post(saveOrderPath, { token: admin, json: draft() }));
    const xlsx = await fetch(new URL(`${exportOrderLinesPath}?id=${id}`, sim.base), { method: "POST", headers: { authorization: `Bearer ${admin}`, "accept-language": "zh-CN" } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(["订单编号", "ORD-2601-0001"]);
    expect(rows).toContainEqual(["序号", "型号", "商品名称", "数量", "单位", "净重（克）", "毛重（克）", "单价", "金额", "价格说明", "备注"]);
    // Amounts are numbers a reader can sum, shown with two decimals.
    expect(rows).toContainEqual([1, "PB-20K", "充电宝 20000mAh", 3, "PCS", 1200, 1500, 99.9, 299.7, "", ""]);
    const line = book.worksheets[0].getRows(1, book.worksheets[0].rowCount)!.find((row) => row.getCell(1).value === 1 && row.getCell(2).value === "PB-20K")!;
    expect([line.getCell(8).numFmt, line.getCell(9).numFmt]).toEqual(["#,##0.00", "#,##0.00"]);
    expect(rows).toContainEqual(["总金额", 454.7]);
    const pdf = await fetch(new URL(`${printOrderPath}?id=${id}`, sim.base), { method: "POST", headers: { authorization: `Bearer ${admin}`, "accept-language": "zh-CN" } });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    if (!canReadPdf) return;
    const text = pdfPages(Buffer.from(await pdf.arrayBuffer())).map(pageText).join(" ");
    for (const word of ["采购订单", "ORD-2601-0001", "充电宝", "USB-C", "299.70", "454.70"]) expect(text).toContain(word);
  });
});
