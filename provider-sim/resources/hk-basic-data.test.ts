import { and, eq } from "drizzle-orm";
import { hkAddressPaths, hkDivisionOptionsPath } from "../../contract/hk/address";
import { hkCargoPaths } from "../../contract/hk/cargo";
import { hkCustomerPaths } from "../../contract/hk/customer";
import { hkDeclaringUnitPaths as unitPaths, setDefaultHkDeclaringUnitPath } from "../../contract/hk/declaring-unit";
import { hkMessages as h } from "../../contract/hk/messages";
import { usaMessages as u } from "../../contract/usa/messages";
import { auditLog, hkDeclaringUnits } from "../../db/schema";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { ok, refusal } from "../testing/answers";
import { T1, T2 } from "../testing/fixtures";
import { insertHkWorld } from "../testing/hk-world";

const UNIT = { companyNameEn: "Harbour Link Logistics Ltd", companyNameZh: "港聯物流有限公司", brNumber: "31234567", address: "18 Harbour Road, Wan Chai, Hong Kong", contactPerson: "Chan Tai Man", phone: "852 2500 0001" };
const HK_ADDRESS = { addressName: "Kwai Chung warehouse", kind: "hk", district: "kwaiTsing", addressLine1: "Unit 5, 8/F, 3 Kwai Hei Street" };
const SZ_ADDRESS = { addressName: "Nanshan factory", kind: "mainland", divisionCode: "440300", addressLine1: "8 Gaoxin South 1st Road, Nanshan", postalCode: "518057" };
const CARGO = { description: "Smartphones, boxed", hkhsCode: "85171300", unit: "PCS", unitValue: "1299.50", currency: "HKD", originCountry: "CN", packageType: "carton" };

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator({ placesReference: true });
  insertHkWorld(sim.db);
});
afterEach(() => sim.close());

const defaults = (tenantCode: string) =>
  sim.db.select({ id: hkDeclaringUnits.id }).from(hkDeclaringUnits).where(and(eq(hkDeclaringUnits.tenantCode, tenantCode), eq(hkDeclaringUnits.isDefault, true))).all().map((r) => r.id);

describe("Hong Kong basic data in the simulator", () => {
  it("takes an 8-digit BR number once per tenant and keeps exactly one default declaring unit", async () => {
    const token = await sim.login("admin", T1);
    expect(await refusal(sim.post(unitPaths.add, { token, json: { ...UNIT, brNumber: "3123456" } }))).toContain(h.brShape);
    expect(await refusal(sim.post(unitPaths.add, { token, json: { ...UNIT, brNumber: "3123456A" } }))).toContain(h.brShape);
    const first = (await ok(sim.post(unitPaths.add, { token, json: { ...UNIT, brNumber: "3123 4567" } }))).id;
    expect(await refusal(sim.post(unitPaths.add, { token, json: { ...UNIT, companyNameEn: "Other" } }))).toContain(h.brTaken);
    // The first unit is the default; a second one ticked takes it over.
    expect(defaults(T1)).toEqual([first]);
    const second = (await ok(sim.post(unitPaths.add, { token, json: { ...UNIT, brNumber: "41234567", isDefault: "on" } }))).id;
    expect(defaults(T1)).toEqual([second]);
    expect(await refusal(sim.put(unitPaths.update, { token, json: { ...UNIT, brNumber: "41234567", id: second, isDefault: false } }))).toContain(h.keepOneDefault);
    await ok(sim.post(setDefaultHkDeclaringUnitPath, { token, query: { id: first } }));
    expect(defaults(T1)).toEqual([first]);
    // Deleting the default hands it to the unit left.
    await ok(sim.post(unitPaths.delete, { token, query: { id: first } }));
    expect(defaults(T1)).toEqual([second]);
    const list = await sim.get(unitPaths.query, { token });
    expect(list.body.data.list).toEqual([expect.objectContaining({ id: second, brNumber: "41234567", isDefault: true })]);
    const actions = sim.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, first)).all().map((r) => r.action);
    expect(actions).toEqual(["create", "setDefault", "delete"]);
  });

  it("keeps each tenant's book apart, and refuses a button the role was not granted", async () => {
    const admin = await sim.login("admin", T1);
    const { id } = await ok(sim.post(unitPaths.add, { token: admin, json: UNIT }));
    const editor2 = await sim.login("editor", T2);
    expect((await sim.get(unitPaths.query, { token: editor2 })).body.data.list).toEqual([]);
    expect((await sim.post(setDefaultHkDeclaringUnitPath, { token: editor2, query: { id } })).body.status).not.toBe(200);
    expect((await sim.put(unitPaths.update, { token: editor2, json: { ...UNIT, id } })).body.status).not.toBe(200);
    // The same BR number is free in another tenant, where it becomes that tenant's default.
    const own = (await ok(sim.post(unitPaths.add, { token: editor2, json: UNIT }))).id;
    expect(defaults(T2)).toEqual([own]);
    expect(defaults(T1)).toEqual([id]);
    // 10002's editor may add and update, not delete; 10001's editor holds no grant of /api/hk/**.
    expect((await sim.post(unitPaths.delete, { token: editor2, query: { id: own } })).body.status).toBe(403);
    const editor1 = await sim.login("editor", T1);
    expect((await sim.get(unitPaths.query, { token: editor1 })).body.status).toBe(403);
  });

  it("places a Hong Kong address in one of the 18 districts and a mainland one in a division the provider holds", async () => {
    const token = await sim.login("editor", T2);
    expect(await refusal(sim.post(hkAddressPaths.add, { token, json: { ...HK_ADDRESS, district: "" } }))).toContain(h.districtNeeded);
    expect(await refusal(sim.post(hkAddressPaths.add, { token, json: { ...HK_ADDRESS, district: "victoria" } }))).toContain(h.districtNeeded);
    expect(await refusal(sim.post(hkAddressPaths.add, { token, json: { ...SZ_ADDRESS, divisionCode: "" } }))).toContain(h.divisionNeeded);
    expect(await refusal(sim.post(hkAddressPaths.add, { token, json: { ...SZ_ADDRESS, divisionCode: "449999" } }))).toContain(h.divisionUnknown);
    expect(await refusal(sim.post(hkAddressPaths.add, { token, json: { ...SZ_ADDRESS, divisionCode: "810000" } }))).toContain(h.divisionUnknown);
    const hk = await ok(sim.post(hkAddressPaths.add, { token, json: { ...HK_ADDRESS, divisionCode: "440300" } }));
    const sz = await ok(sim.post(hkAddressPaths.add, { token, json: SZ_ADDRESS }));
    const rows = (await sim.get(hkAddressPaths.query, { token })).body.data.list;
    expect(rows).toEqual([
      expect.objectContaining({ id: sz.id, divisionCode: "440300", divisionName: "广东省 / 深圳市", district: null }),
      expect.objectContaining({ id: hk.id, district: "kwaiTsing", divisionCode: null }),
    ]);
    const options = (await sim.get(hkDivisionOptionsPath, { token })).body.data;
    expect(options).toEqual([{ value: "440000", label: "广东省" }, { value: "440300", label: "广东省 / 深圳市" }, { value: "441900", label: "广东省 / 东莞市" }]);
    // A customer names the address as its default; the address cannot go while it does.
    const customer = { nameEn: "Shenzhen Brightway Electronics Co., Ltd.", kind: "consignor", countryCode: "CN", uscc: "91350100M000100Y43", defaultAddressId: sz.id };
    expect(await refusal(sim.post(hkCustomerPaths.add, { token, json: { ...customer, uscc: "91350100M000100Y44" } }))).toContain(h.usccShape);
    expect(await refusal(sim.post(hkCustomerPaths.add, { token, json: { ...customer, brNumber: "31234567" } }))).toContain(h.brOnlyHk);
    expect(await refusal(sim.post(hkCustomerPaths.add, { token, json: { ...customer, uscc: "", countryCode: "QQ" } }))).toContain(u.countryUnknown);
    const admin = await sim.login("admin", T1);
    const foreign = (await ok(sim.post(hkAddressPaths.add, { token: admin, json: SZ_ADDRESS }))).id;
    expect(await refusal(sim.post(hkCustomerPaths.add, { token, json: { ...customer, defaultAddressId: foreign } }))).toContain(h.addressUnknown);
    await ok(sim.post(hkCustomerPaths.add, { token, json: customer }));
    await ok(sim.post(hkCustomerPaths.add, { token: admin, json: { ...customer, defaultAddressId: foreign } }));
    expect(await refusal(sim.post(hkAddressPaths.delete, { token: admin, query: { id: foreign } }))).toContain(h.addressInUse);
  });

  it("keeps a cargo item's 8-digit HKHS code, its dictionary unit and its typical value in cents", async () => {
    const token = await sim.login("editor", T2);
    expect(await refusal(sim.post(hkCargoPaths.add, { token, json: { ...CARGO, hkhsCode: "8517130" } }))).toContain(h.hkhsShape);
    expect(await refusal(sim.post(hkCargoPaths.add, { token, json: { ...CARGO, hkhsCode: "8517130000" } }))).toContain(h.hkhsShape);
    expect(await refusal(sim.post(hkCargoPaths.add, { token, json: { ...CARGO, unit: "BARREL" } }))).toContain(h.unitUnknown);
    expect(await refusal(sim.post(hkCargoPaths.add, { token, json: { ...CARGO, unitValue: "12.345" } }))).toContain(h.amountShape);
    const { id } = await ok(sim.post(hkCargoPaths.add, { token, json: { ...CARGO, hkhsCode: "8517.13.00" } }));
    const [row] = (await sim.get(hkCargoPaths.query, { token })).body.data.list;
    expect(row).toMatchObject({ id, hkhsCode: "85171300", unitValue: "1299.50" });
    expect(row).not.toHaveProperty("unitValueCents");
    const audit = sim.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.entity, "clearanceCargoInformation"))).all();
    expect(audit.map((r) => [r.action, r.tenantCode])).toEqual([["create", T2]]);
  });
});
