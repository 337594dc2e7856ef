import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { memberMessages as mm } from "../../contract/admin/bank-account";
import { businessMessages as b } from "../../contract/business/messages";
import { supplierCityOptionsPath, supplierCountyOptionsPath, supplierPaths, supplierProvinceOptionsPath } from "../../contract/business/supplier";
import { setDefaultSupplierAddressPath, supplierAddressPaths } from "../../contract/business/supplier-address";
import { setDefaultSupplierBankAccountPath, supplierBankAccountPaths } from "../../contract/business/supplier-bank-account";
import { paths } from "../../contract/paths";
import { menuButtons, regions, roleButtons, roleUrls, supplierBankAccounts, urls } from "../../db/schema";
import { ok } from "../testing/answers";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

const GOOD_USCC = "91350100M000100Y43";
const SUPPLIER = { code: "SUP-1", name: "深圳恒通电子科技有限公司", provinceCode: "440000", cityCode: "440300", countyCode: "440305", address: "科技园 10 号", currency: "CNY", starLevel: "4", uscc: GOOD_USCC, status: "enabled" };
const ACCOUNT = { bankAccountName: "深圳恒通电子科技有限公司", bankAccount: "6222 0200 0018 000", bankName: "中国工商银行", currency: "CNY" };
const ADDRESS = { addressType: "pickup", contactPerson: "王伟", contactPhone: "+86 138 1000 5000", provinceCode: "440000", cityCode: "440300", countyCode: "440305", addressDetails: "南山区科技园 10 号" };
const MENUS = ["vendorInformation", "sBankAccountManagement", "sAddressManagement"];

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date(1);
  const region = (id: string, regionCode: string, regionName: string, parentRegionCode: string | null) => ({ id, regionCode, regionName, regionType: "city", parentRegionCode, createTime: at, updateTime: at });
  sim.db.insert(regions).values([
    region("471001", "156000", "中国", null), region("471002", "440000", "广东省", "156000"), region("471003", "440300", "深圳市", "440000"), region("471004", "330000", "浙江省", "156000"), region("471005", "330100", "杭州市", "330000"),
    region("471006", "440305", "南山区", "440300"), region("471007", "330102", "上城区", "330100"), region("471008", "441900", "东莞市", "440000"),
  ]).run();
  // Every editor is granted the business service; 10001's editor gets add and update on the three menus, not delete or export.
  sim.db.insert(menuButtons).values(MENUS.flatMap((menuCode, m) => ["add", "update", "delete", "export"].map((buttonCode, i) => ({ id: `47200${m}${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: at })))).run();
  sim.db.insert(urls).values({ id: "471100", url: "/api/business/**", method: "*" }).run();
  sim.db.insert(roleUrls).values([{ tenantCode: T1, roleId: ids.editorRole1, urlId: "471100" }, { tenantCode: T2, roleId: ids.editorRole2, urlId: "471100" }]).run();
  sim.db.insert(roleButtons).values(MENUS.flatMap((_, m) => [0, 1].map((i) => ({ tenantCode: T1, roleId: ids.editorRole1, buttonId: `47200${m}${i}` })))).run();
});
afterEach(() => sim.close());

const defaults = (supplierId: string) =>
  sim.db.select({ id: supplierBankAccounts.id }).from(supplierBankAccounts).where(and(eq(supplierBankAccounts.supplierId, supplierId), eq(supplierBankAccounts.isDefault, true))).all().map((r) => r.id);

describe("suppliers in the simulator", () => {
  it("refuses a bad credit code and a city outside the province, and names the divisions of a saved supplier", async () => {
    const token = await sim.login("editor", T1);
    expect((await sim.post(supplierPaths.add, { token, json: { ...SUPPLIER, uscc: "91350100M000100Y44" } })).body.message).toContain(b.usccInvalid);
    expect((await sim.post(supplierPaths.add, { token, json: { ...SUPPLIER, cityCode: "330100" } })).body.message).toContain(b.cityNotInProvince);
    // Shaped like a city of the province, but not one the provider holds.
    expect((await sim.post(supplierPaths.add, { token, json: { ...SUPPLIER, cityCode: "440900", countyCode: "" } })).body.message).toContain(b.cityUnknown);
    const { id } = await ok(sim.post(supplierPaths.add, { token, json: SUPPLIER }));
    expect((await sim.post(supplierPaths.add, { token, json: SUPPLIER })).body.message).toContain(b.supplierCodeTaken);
    const list = (await sim.get(supplierPaths.query, { token })).body.data.list;
    expect(list).toEqual([expect.objectContaining({ id, divisionName: "广东省 / 深圳市 / 南山区", bankAccountCount: 0, addressCount: 0, status: "enabled" })]);
    expect((await sim.get(supplierCityOptionsPath, { token })).body.data.map((c: { value: string }) => c.value)).toEqual(["330100", "440300", "441900"]);
    expect((await sim.get(supplierProvinceOptionsPath, { token })).body.data.map((p: { value: string }) => p.value)).toEqual(["330000", "440000"]);
  });

  it("needs a county of the chosen city where the city has counties, and offers each level under the one chosen", async () => {
    const token = await sim.login("editor", T1);
    const add = (json: Record<string, unknown>) => sim.post(supplierPaths.add, { token, json: { ...SUPPLIER, ...json } });
    expect((await add({ countyCode: "" })).body.message).toContain(b.countyUnknown);
    expect((await add({ countyCode: "440306" })).body.message).toContain(b.countyUnknown);
    // A county the provider holds, of another city.
    expect((await add({ countyCode: "330102" })).body.message).toContain(b.countyNotInCity);
    expect((await sim.post(supplierAddressPaths.add, { token, json: { ...ADDRESS, supplierId: "1", countyCode: "330102" } })).body.message).toContain(b.countyNotInCity);
    // 东莞市 has no counties: none is asked for.
    const dongguan = await ok(add({ code: "SUP-DG", cityCode: "441900", countyCode: "" }));
    expect((await sim.get(supplierPaths.query, { token, query: { code: "SUP-DG" } })).body.data.list).toEqual([expect.objectContaining({ id: dongguan.id, countyCode: null, divisionName: "广东省 / 东莞市" })]);
    expect((await sim.get(supplierCityOptionsPath, { token, query: { provinceCode: "440000" } })).body.data).toEqual([{ value: "440300", label: "广东省 / 深圳市" }, { value: "441900", label: "广东省 / 东莞市" }]);
    expect((await sim.get(supplierCountyOptionsPath, { token, query: { cityCode: "330100" } })).body.data).toEqual([{ value: "330102", label: "上城区" }]);
    const malformed = await sim.get(supplierCountyOptionsPath, { token, query: { cityCode: "33" } });
    expect([malformed.body.status, malformed.body.message]).toEqual([400, expect.stringContaining(b.cityUnknown)]);
  });

  it("keeps one default bank account per supplier: the first, then the one chosen, in one change", async () => {
    const token = await sim.login("editor", T1);
    const a = await ok(sim.post(supplierPaths.add, { token, json: SUPPLIER }));
    const c = await ok(sim.post(supplierPaths.add, { token, json: { ...SUPPLIER, code: "SUP-2" } }));
    const first = await ok(sim.post(supplierBankAccountPaths.add, { token, json: { ...ACCOUNT, supplierId: a.id } }));
    const second = await ok(sim.post(supplierBankAccountPaths.add, { token, json: { ...ACCOUNT, supplierId: a.id, bankName: "中国银行" } }));
    const other = await ok(sim.post(supplierBankAccountPaths.add, { token, json: { ...ACCOUNT, supplierId: c.id } }));
    expect([defaults(a.id), defaults(c.id)]).toEqual([[first.id], [other.id]]);
    await ok(sim.post(setDefaultSupplierBankAccountPath, { token, query: { id: second.id } }));
    // The other supplier's default stays.
    expect([defaults(a.id), defaults(c.id)]).toEqual([[second.id], [other.id]]);
    const untick = await sim.put(supplierBankAccountPaths.update, { token, json: { ...ACCOUNT, supplierId: a.id, id: second.id, isDefault: false } });
    expect(untick.body.message).toContain(mm.keepOneDefault);
    // Filtered by its supplier, the list holds its two accounts, the default first.
    const listed = (await sim.get(supplierBankAccountPaths.query, { token, query: { supplierId: a.id } })).body.data.list;
    expect(listed.map((r: { id: string; supplierName: string }) => [r.id, r.supplierName])).toEqual([[second.id, SUPPLIER.name], [first.id, SUPPLIER.name]]);
  });

  it("hands a supplier's default on when its default account is moved to another supplier or deleted", async () => {
    const token = await sim.login("admin", T1);
    const a = await ok(sim.post(supplierPaths.add, { token, json: SUPPLIER }));
    const c = await ok(sim.post(supplierPaths.add, { token, json: { ...SUPPLIER, code: "SUP-2" } }));
    const first = await ok(sim.post(supplierBankAccountPaths.add, { token, json: { ...ACCOUNT, supplierId: a.id } }));
    sim.advance(1000);
    const second = await ok(sim.post(supplierBankAccountPaths.add, { token, json: { ...ACCOUNT, supplierId: a.id } }));
    sim.advance(1000);
    const third = await ok(sim.post(supplierBankAccountPaths.add, { token, json: { ...ACCOUNT, supplierId: a.id } }));
    await ok(sim.put(supplierBankAccountPaths.update, { token, json: { ...ACCOUNT, supplierId: c.id, id: first.id, isDefault: true } }));
    expect([defaults(a.id), defaults(c.id)]).toEqual([[third.id], [first.id]]);
    await ok(sim.post(supplierBankAccountPaths.delete, { token, query: { id: third.id } }));
    expect(defaults(a.id)).toEqual([second.id]);
  });

  it("keeps the default flip whole: a refused flip changes nothing", async () => {
    const token = await sim.login("editor", T1);
    const a = await ok(sim.post(supplierPaths.add, { token, json: SUPPLIER }));
    const first = await ok(sim.post(supplierBankAccountPaths.add, { token, json: { ...ACCOUNT, supplierId: a.id } }));
    const missing = await sim.post(setDefaultSupplierBankAccountPath, { token, query: { id: "999999" } });
    expect(missing.body.status).not.toBe(200);
    expect(defaults(a.id)).toEqual([first.id]);
  });

  it("gives a supplier's address its own default and refuses a supplier of another tenant", async () => {
    const token = await sim.login("editor", T1);
    const a = await ok(sim.post(supplierPaths.add, { token, json: SUPPLIER }));
    const first = await ok(sim.post(supplierAddressPaths.add, { token, json: { ...ADDRESS, supplierId: a.id } }));
    const second = await ok(sim.post(supplierAddressPaths.add, { token, json: { ...ADDRESS, supplierId: a.id, addressType: "registered" } }));
    await ok(sim.post(setDefaultSupplierAddressPath, { token, query: { id: second.id } }));
    const listed = (await sim.get(supplierAddressPaths.query, { token, query: { supplierId: a.id } })).body.data.list;
    expect(listed.map((r: { id: string; isDefault: boolean }) => [r.id, r.isDefault])).toEqual([[second.id, true], [first.id, false]]);
    sim.db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.adminRole2, urlId: "471100" }).run();
    const stranger = await sim.login("hkadmin", T2);
    expect((await sim.post(supplierAddressPaths.add, { token: stranger, json: { ...ADDRESS, supplierId: a.id } })).body.message).toContain(b.supplierUnknown);
  });
});

describe("the supplier export", () => {
  it("heads its columns and words the status in the reader's language", async () => {
    const token = await sim.login("admin", T1);
    await ok(sim.post(supplierPaths.add, { token, json: SUPPLIER }));
    const answer = await fetch(new URL(supplierPaths.exportXlsx, sim.base), { method: "POST", headers: { authorization: `Bearer ${token}`, "accept-language": "zh-CN" } });
    expect(answer.headers.get("content-type"), await answer.clone().text()).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await answer.arrayBuffer());
    const sheet = book.worksheets[0];
    const rows = sheet.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).filter((v) => v !== undefined));
    const heading = rows.findIndex((row) => row.includes("统一社会信用代码"));
    expect(rows[heading]).toEqual(expect.arrayContaining(["供应商编码", "供应商名称", "省 / 市 / 区县", "星级", "状态"]));
    expect(rows[heading + 1]).toEqual(expect.arrayContaining(["SUP-1", "广东省 / 深圳市 / 南山区", GOOD_USCC, "启用"]));
  });
});

describe("every supplier call", () => {
  const calls = Object.entries(paths.business);
  /** Reads answer GET; updates PUT; every other call (writes, deletes, exports, defaults) POST. */
  const methodOf = (name: string) => (name.startsWith("query") ? "GET" : name.startsWith("update") ? "PUT" : "POST");
  // External systems call these two with a signed jump token, not a user's (decision 0021).
  const writes = calls.filter(([name]) => !name.startsWith("query") && !name.startsWith("export") && name !== "checkJumpToken" && name !== "confirmJumpBinding");

  it("keeps each tenant's suppliers, accounts and addresses from the other tenant's calls", async () => {
    const token = await sim.login("editor", T1);
    const a = await ok(sim.post(supplierPaths.add, { token, json: SUPPLIER }));
    const account = await ok(sim.post(supplierBankAccountPaths.add, { token, json: { ...ACCOUNT, supplierId: a.id } }));
    const address = await ok(sim.post(supplierAddressPaths.add, { token, json: { ...ADDRESS, supplierId: a.id } }));
    // 10002's administrator, the strongest caller of the other tenant, names 10001's records on every call.
    sim.db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.adminRole2, urlId: "471100" }).run();
    const stranger = await sim.login("hkadmin", T2);
    const leaks: string[] = [];
    for (const [name, path] of calls) {
      for (const id of [a.id, account.id, address.id]) {
        const query = { id, ids: id, supplierId: id };
        const method = methodOf(name);
        const answer = await sim.call(method, path, { token: stranger, query, json: method === "GET" ? undefined : { ...SUPPLIER, ...ACCOUNT, ...ADDRESS, ...query, rows: [SUPPLIER] } });
        if (answer.text.includes(SUPPLIER.name) || answer.text.includes(GOOD_USCC)) leaks.push(`${name} ${id}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(defaults(a.id)).toEqual([account.id]);
    const mine = (await sim.get(supplierPaths.query, { token })).body.data.list;
    expect(mine).toEqual([expect.objectContaining({ id: a.id, code: SUPPLIER.code, bankAccountCount: 1, addressCount: 1 })]);
  });

  it("needs the menu's button for every write: 10001's editor, without delete, deletes nothing", async () => {
    const token = await sim.login("editor", T1);
    const a = await ok(sim.post(supplierPaths.add, { token, json: SUPPLIER }));
    const account = await ok(sim.post(supplierBankAccountPaths.add, { token, json: { ...ACCOUNT, supplierId: a.id } }));
    const address = await ok(sim.post(supplierAddressPaths.add, { token, json: { ...ADDRESS, supplierId: a.id } }));
    for (const [path, id] of [[supplierPaths.delete, a.id], [supplierBankAccountPaths.delete, account.id], [supplierAddressPaths.delete, address.id]]) {
      expect((await sim.post(path, { token, query: { id } })).body.status).toBe(403);
    }
    // 10002's editor holds the interface but no button of these menus: every write is refused.
    const buttonless = await sim.login("editor", T2);
    const allowed: string[] = [];
    for (const [name, path] of writes) {
      const answer = await sim.call(methodOf(name), path, { token: buttonless, query: { id: "1", ids: "1" }, json: { ...SUPPLIER, rows: [SUPPLIER] } });
      if (answer.body?.status !== 403) allowed.push(`${name} → ${answer.status} ${answer.text.slice(0, 100)}`);
    }
    expect(allowed).toEqual([]);
    expect(writes.length).toBeGreaterThanOrEqual(11);
  });
});
