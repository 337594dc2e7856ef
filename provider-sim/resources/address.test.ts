import { and, eq } from "drizzle-orm";
import { addressPaths as p, setDefaultAddressPath } from "../../contract/admin/address";
import { memberMessages as mm } from "../../contract/admin/bank-account";
import { addresses, menuButtons } from "../../db/schema";
import { ids, T1 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

const ADDRESS = { addressType: "shipping", companyName: "Qianhai Logistics", contactPerson: "李娜", contactPhone: "+86 755 8888 6666", addressDetails: "深圳市南山区前海大道 1 号" };

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  sim.db.insert(menuButtons).values(["add", "update", "delete"].map((buttonCode, i) => ({ id: `45900${i}`, menuCode: "addressManagement", buttonCode, buttonName: buttonCode, createTime: new Date() }))).run();
});
afterEach(() => sim.close());

const defaults = (userId: string) =>
  sim.db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true))).all().map((r) => r.id);

describe("a member's addresses", () => {
  it("keep one default and stay the caller's own", async () => {
    const admin = await sim.login("admin", T1);
    const first = (await sim.post(p.add, { token: admin, json: ADDRESS })).body.data.id;
    sim.advance(1000);
    const second = (await sim.post(p.add, { token: admin, json: { ...ADDRESS, addressType: "billing" } })).body.data.id;
    expect(defaults(ids.admin)).toEqual([first]);
    expect((await sim.post(setDefaultAddressPath, { token: admin, query: { id: second } })).body.status).toBe(200);
    expect(defaults(ids.admin)).toEqual([second]);
    expect((await sim.post(p.delete, { token: admin, query: { id: second } })).body.status).toBe(200);
    expect(defaults(ids.admin)).toEqual([first]);
    // The editor holds no address button here: reads are open, writes are not.
    const editor = await sim.login("editor", T1);
    expect((await sim.get(p.query, { token: editor })).body.data.list).toEqual([]);
    expect((await sim.post(p.add, { token: editor, json: ADDRESS })).body).toMatchObject({ status: 403 });
  });

  it("refuses an unknown address type and a malformed phone", async () => {
    const admin = await sim.login("admin", T1);
    expect((await sim.post(p.add, { token: admin, json: { ...ADDRESS, addressType: "home" } })).body.status).toBe(500);
    expect((await sim.post(p.add, { token: admin, json: { ...ADDRESS, contactPhone: "call me" } })).body.message).toContain(mm.badPhone);
  });
});
