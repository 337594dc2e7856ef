import ExcelJS from "exceljs";
import { businessMessages as b } from "../../contract/business/messages";
import { orderPaths } from "../../contract/business/order";
import { addMonths, dataReportPaths, dataReportSchema, monthDays, type DataReport } from "../../contract/business/report";
import { CLASSIFY_STATUSES, classifyOrderPaths } from "../../contract/customs/classification";
import { customsGoodsPaths } from "../../contract/customs/goods";
import { SHIPMENT_STAGES, usShipmentPaths } from "../../contract/usa/shipment";
import { menuButtons, orders, roleDataFields, roleUrls, suppliers, urls } from "../../db/schema";
import { buildUsa, insertUsa } from "../../seeds/usa";
import { buildUsaClearance, insertUsaClearance } from "../../seeds/usa-clearance";
import { ok, refusal } from "../testing/answers";
import { insertCustomsWorld, newGoods, newOrder } from "../testing/customs-world";
import { ids, T1, T2 } from "../testing/fixtures";
import { START, startTestSimulator, type TestSimulator } from "../testing/harness";
import { dayOf } from "./usa-references";

const TODAY = dayOf(START);
const TO = TODAY.slice(0, 7);
const FROM = addMonths(TO, -11);

let sim: TestSimulator;
afterEach(() => sim.close());

const report = async (token: string, from = FROM, to = TO): Promise<DataReport> => dataReportSchema.parse(await ok(sim.get(dataReportPaths.query, { token, query: { from, to } })));
const totalOf = async (token: string, path: string, query: Record<string, string>) => ((await ok(sim.get(path, { token, query: { pageSize: "1", ...query } }))) as { pagination: { total: number } }).pagination.total;
const days = (from: string, to: string) => ({ createdFrom: monthDays(from).first, createdTo: monthDays(to).last });

/** Orders of 10001 straight into the book: two suppliers, two currencies, months apart; one of 10002. */
function insertOrders() {
  const at = new Date(START);
  const supplier = (id: string, tenantCode: string, code: string, name: string) =>
    ({ id, tenantCode, code, name, provinceCode: "440000", cityCode: "440300", address: "南山区", currency: "CNY", starLevel: "4" as const, uscc: "91350100M000100Y43", status: "enabled" as const, createTime: at, updateTime: at });
  sim.db.insert(suppliers).values([supplier("982001", T1, "SUP-A", "深圳甲电子"), supplier("982002", T1, "SUP-B", "广州乙家居"), supplier("982003", T2, "SUP-Z", "香港丙貿易")]).run();
  const order = (n: number, tenantCode: string, supplierId: string, orderDate: string, currency: string, totalCents: number, status: "draft" | "confirmed" | "cancelled" = "confirmed") =>
    ({ id: String(982100 + n), tenantCode, code: `ORD-T-${n}`, orderDate, supplierId, currency, receivingWay: "delivery", status, quantitySum: 1, totalCents, createTime: at, updateTime: at });
  sim.db.insert(orders).values([
    order(1, T1, "982001", `${TO}-01`, "CNY", 10_000),
    order(2, T1, "982001", `${TO}-02`, "USD", 2_550, "draft"),
    order(3, T1, "982002", `${TO}-03`, "CNY", 99_999, "cancelled"),
    order(4, T1, "982001", `${addMonths(TO, -1)}-28`, "CNY", 5_000),
    order(5, T1, "982002", `${addMonths(TO, -12)}-28`, "CNY", 7_000),
    order(6, T2, "982003", `${TO}-01`, "HKD", 123_400),
  ]).run();
}

async function world() {
  sim = await startTestSimulator({ placesReference: true });
  sim.db.transaction((tx) => {
    const usa = buildUsa(TODAY);
    insertUsa(tx, usa);
    insertUsaClearance(tx, buildUsaClearance(TODAY, usa));
  });
  insertCustomsWorld(sim.db);
  insertOrders();
  const editor = await sim.login("editor", T1);
  for (const [n, cancel] of [[1, false], [2, true], [3, false]] as const) {
    const goodsId = (await ok(sim.post(customsGoodsPaths.add, { token: editor, json: newGoods({ modelNumber: `RPT-${n}` }) }))).id as string;
    const id = (await ok(sim.post(classifyOrderPaths.add, { token: editor, json: newOrder(goodsId) }))).id as string;
    if (cancel) await ok(sim.post(classifyOrderPaths.cancel, { token: editor, json: { id } }));
  }
}

describe("the data report in the simulator", () => {
  it("counts each month, stage and status as the list it links to totals them", async () => {
    await world();
    const admin = await sim.login("admin", T1);
    const answer = await report(admin);
    expect(answer.months).toHaveLength(12);
    expect(answer.months.at(-1)).toBe(TO);
    const clearances = answer.clearances!;
    expect(clearances.byMonth.reduce((n, m) => n + m.count, 0)).toBeGreaterThan(0);
    for (const { month, count } of clearances.byMonth) expect({ month, count }).toEqual({ month, count: await totalOf(admin, usShipmentPaths.query, days(month, month)) });
    for (const stage of SHIPMENT_STAGES) expect({ stage, n: clearances.byStage[stage] }).toEqual({ stage, n: await totalOf(admin, usShipmentPaths.query, { stage, ...days(FROM, TO) }) });
    expect(clearances.byMonth.some((m) => m.feesUsdCents > 0)).toBe(true);

    const classification = answer.classification!;
    const thisMonth = classification.byMonth.find((m) => m.month === TO)!;
    expect(thisMonth.counts).toMatchObject({ submitted: 2, cancelled: 1 });
    for (const { month, counts } of classification.byMonth) {
      for (const status of CLASSIFY_STATUSES) expect({ month, status, n: counts[status] }).toEqual({ month, status, n: await totalOf(admin, classifyOrderPaths.query, { status, ...days(month, month) }) });
    }
  });

  it("counts orders per month and currency, and the suppliers ordered from most, as the order list filters them", async () => {
    await world();
    const admin = await sim.login("admin", T1);
    const { orders: placed } = await report(admin);
    expect(placed!.valuesShown).toBe(true);
    // The order a year back lies outside the twelve months; every status counts, as the list shows them.
    expect(placed!.byMonth).toEqual([
      { month: addMonths(TO, -1), currency: "CNY", count: 1, totalMinor: 5_000 },
      { month: TO, currency: "CNY", count: 2, totalMinor: 109_999 },
      { month: TO, currency: "USD", count: 1, totalMinor: 2_550 },
    ]);
    for (const row of placed!.byMonth) {
      expect(row.count).toBe(await totalOf(admin, orderPaths.query, { currency: row.currency, orderDateFrom: monthDays(row.month).first, orderDateTo: monthDays(row.month).last }));
    }
    expect(placed!.topSuppliers).toEqual([
      { supplierId: "982001", supplierName: "深圳甲电子", count: 3, totals: [{ currency: "CNY", totalMinor: 15_000 }, { currency: "USD", totalMinor: 2_550 }] },
      { supplierId: "982002", supplierName: "广州乙家居", count: 1, totals: [{ currency: "CNY", totalMinor: 99_999 }] },
    ]);
    for (const top of placed!.topSuppliers) {
      expect(top.count).toBe(await totalOf(admin, orderPaths.query, { supplierId: top.supplierId, orderDateFrom: monthDays(FROM).first, orderDateTo: monthDays(TO).last }));
    }
  });

  it("shows counts only to a reader whose data permission hides the orders' totals and currency", async () => {
    await world();
    sim.db.insert(urls).values({ id: "982200", url: "/api/business/**", method: "*" }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "982200" }).run();
    sim.db.insert(roleDataFields).values({ id: "982201", tenantCode: T1, roleCode: "ROLE_EDITOR", menuCode: "orderList", dataField: "totalPriceSum,currency", createTime: new Date() }).run();
    const { orders: placed } = await report(await sim.login("editor", T1));
    expect(placed!.valuesShown).toBe(false);
    expect(placed!.byMonth).toEqual([
      { month: addMonths(TO, -1), currency: "", count: 1, totalMinor: 0 },
      { month: TO, currency: "", count: 3, totalMinor: 0 },
    ]);
    expect(placed!.topSuppliers.every((top) => top.totals.length === 0)).toBe(true);
  });

  it("gives each tenant its own figures", async () => {
    await world();
    const admin2 = await sim.login("hkadmin", T2);
    const other = await report(admin2);
    expect(other.orders!.byMonth).toEqual([{ month: TO, currency: "HKD", count: 1, totalMinor: 123_400 }]);
    expect(other.orders!.topSuppliers.map((top) => top.supplierName)).toEqual(["香港丙貿易"]);
    expect(other.classification!.byMonth.every((m) => Object.values(m.counts).every((n) => n === 0))).toBe(true);
    const opened = other.clearances!.byMonth.reduce((n, m) => n + m.count, 0);
    expect(opened).toBe(await totalOf(admin2, usShipmentPaths.query, days(FROM, TO)));
    expect(opened).not.toBe((await report(await sim.login("admin", T1))).clearances!.byMonth.reduce((n, m) => n + m.count, 0));
  });

  it("leaves out a section whose list the caller may not read", async () => {
    await world();
    sim.db.insert(urls).values({ id: "970801", url: "/api/business/**", method: "*" }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "970801" }).run();
    const answer = await report(await sim.login("editor", T1));
    expect(answer.clearances).toBeNull();
    expect(answer.classification).not.toBeNull();
  });

  it("exports the same figures as a workbook in the reader's language, only with the export button", async () => {
    await world();
    sim.db.insert(menuButtons).values({ id: "970803", menuCode: "DataReport", buttonCode: "export", buttonName: "export", createTime: new Date() }).run();
    const admin = await sim.login("admin", T1);
    const answer = await report(admin);
    const url = new URL(dataReportPaths.exportXlsx, sim.base);
    url.search = new URLSearchParams({ from: FROM, to: TO }).toString();
    const res = await fetch(url, { headers: { authorization: `Bearer ${admin}`, "accept-language": "zh-CN" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`DataReport-${FROM}-${TO}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["数据报表", "采购订单", "主要供应商", "进口清关", "货物所处阶段", "归类订单"]);
    const placed = book.getWorksheet("采购订单")!;
    expect(placed.getRow(1).values).toEqual([undefined, "月份", "币种", "订单数", "金额"]);
    expect(placed.getRow(placed.rowCount).getCell(3).value).toBe(4);
    expect(book.getWorksheet("主要供应商")!.getRow(2).values).toEqual([undefined, "深圳甲电子", 3, "CNY 150.00; USD 25.50"]);
    const clearances = book.getWorksheet("进口清关")!;
    expect(clearances.getRow(1).values).toEqual([undefined, "月份", "新建货物", "费用（美元）"]);
    const totalRow = clearances.getRow(clearances.rowCount).values as unknown[];
    expect(totalRow[1]).toBe("合计");
    expect(totalRow[2]).toBe(answer.clearances!.byMonth.reduce((n, m) => n + m.count, 0));
    expect(Math.round(Number(totalRow[3]) * 100)).toBe(answer.clearances!.byMonth.reduce((n, m) => n + m.feesUsdCents, 0));

    sim.db.insert(urls).values({ id: "970802", url: "/api/business/**", method: "*" }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "970802" }).run();
    const editor = await sim.login("editor", T1);
    expect((await sim.get(dataReportPaths.exportXlsx, { token: editor, query: { from: FROM, to: TO } })).body.status).toBe(403);
  });

  it("refuses a period that ends before it starts or spans more than two years", async () => {
    await world();
    const admin = await sim.login("admin", T1);
    expect(await refusal(sim.get(dataReportPaths.query, { token: admin, query: { from: TO, to: FROM } }))).toBe(b.periodReversed);
    expect(await refusal(sim.get(dataReportPaths.query, { token: admin, query: { from: addMonths(TO, -24), to: TO } }))).toBe(b.periodTooLong);
    expect(await refusal(sim.get(dataReportPaths.query, { token: admin, query: { from: "2026-13", to: TO } }))).toMatch(/YYYY-MM/);
  });
});
