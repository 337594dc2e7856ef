import { and, eq } from "drizzle-orm";
import { usCarrierPaths } from "../../contract/usa/carrier";
import { usCustomerPaths } from "../../contract/usa/customer";
import { usaMessages as u } from "../../contract/usa/messages";
import { usPartyPaths } from "../../contract/usa/party";
import { usPoaPaths } from "../../contract/usa/poa";
import { usPortPaths } from "../../contract/usa/port";
import { auditLog, dicts, menuButtons, roleButtons, roleUrls, urls } from "../../db/schema";
import { START, startTestSimulator, type TestSimulator } from "../testing/harness";
import { ok } from "../testing/answers";
import { ids, T1, T2 } from "../testing/fixtures";

const CUSTOMER = { customerCode: "pto-ca", customerName: "Pacific Trail Outdoor LLC", countryCode: "US", state: "CA", currency: "USD", paymentTermDays: "30", status: "active" };
const IMPORTER = { partyRole: "importer", residency: "us", name: "Pacific Trail Outdoor LLC", code: "IOR-PTO", taxNo: "271234567", iorNumber: "27-123456700", bondType: "continuous", bondAmountUsd: "50000", countryCode: "US" };
const day = (offset: number) => new Date(START + offset * 86_400_000).toISOString().slice(0, 10);

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator({ placesReference: true });
  const menus = ["customerInformations", "importersAndExporters", "powerOfAttorney", "PortInformationMaintenance", "carrierMaintenance"];
  const buttons = menus.flatMap((menuCode) => ["add", "update", "delete"].map((buttonCode) => ({ menuCode, buttonCode })));
  sim.db.insert(menuButtons).values(buttons.map((b, i) => ({ id: String(870000 + i), ...b, buttonName: b.buttonCode, createTime: new Date() }))).run();
  // Tenant 10002's editor works the US book: the interface and the customers' add and update.
  sim.db.insert(urls).values({ id: "880101", url: "/api/usa/**", method: "*" }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.editorRole2, urlId: "880101" }).run();
  sim.db.insert(roleButtons).values(["870000", "870001"].map((buttonId) => ({ tenantCode: T2, roleId: ids.editorRole2, buttonId }))).run();
  sim.db.insert(dicts).values({ id: "880001", dictType: "us_state", dictName: "California", dictValue: "CA", createTime: new Date(), updateTime: new Date() }).run();
});
afterEach(() => sim.close());


describe("US clearance basic data in the simulator", () => {
  it("stores an importer's EIN as NN-NNNNNNN and refuses a never-assigned prefix and a bad importer number", async () => {
    const token = await sim.login("admin", T1);
    const badPrefix = await sim.post(usPartyPaths.add, { token, json: { ...IMPORTER, taxNo: "07-1234567" } });
    expect(badPrefix.body.message).toContain(u.einPrefix);
    const badShape = await sim.post(usPartyPaths.add, { token, json: { ...IMPORTER, taxNo: "12-34567" } });
    expect(badShape.body.message).toContain(u.einShape);
    const badIor = await sim.post(usPartyPaths.add, { token, json: { ...IMPORTER, iorNumber: "27-1234567OO" } });
    expect(badIor.body.message).toContain(u.iorShape);
    const foreign = await sim.post(usPartyPaths.add, { token, json: { ...IMPORTER, residency: "foreign", taxNo: "", iorNumber: "", countryCode: "CN" } });
    expect(foreign.body.message).toContain(u.foreignNeedsIor);
    const { id } = await ok(sim.post(usPartyPaths.add, { token, json: IMPORTER }));
    const list = await sim.get(usPartyPaths.query, { token });
    expect(list.body.data.list).toEqual([expect.objectContaining({ id, taxNo: "27-1234567", iorKind: "irs", poaStatus: "none" })]);
    expect(sim.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, "create"))).all()).toHaveLength(1);
  });

  it("keeps each tenant's book apart, and refuses a caller without the US clearance interface", async () => {
    const admin1 = await sim.login("admin", T1);
    const { id } = await ok(sim.post(usCustomerPaths.add, { token: admin1, json: CUSTOMER }));
    const admin2 = await sim.login("editor", T2);
    expect((await sim.get(usCustomerPaths.query, { token: admin2 })).body.data.list).toEqual([]);
    const update = await sim.put(usCustomerPaths.update, { token: admin2, json: { ...CUSTOMER, id } });
    expect(update.body.status).not.toBe(200);
    // The same code is free in another tenant.
    await ok(sim.post(usCustomerPaths.add, { token: admin2, json: CUSTOMER }));
    const taken = await sim.post(usCustomerPaths.add, { token: admin1, json: CUSTOMER });
    expect(taken.body.message).toContain(u.customerCodeTaken);
    // The editor of the fixture holds no grant of /api/usa/**.
    const editor = await sim.login("editor", T1);
    expect((await sim.get(usCustomerPaths.query, { token: editor })).body.status).toBe(403);
  });

  it("derives a power of attorney's status from today and refuses a partnership's beyond two years", async () => {
    const token = await sim.login("admin", T1);
    const party = await ok(sim.post(usPartyPaths.add, { token, json: IMPORTER }));
    const poa = { partyId: party.id, poaType: "corporation", grantorName: "Megan Ortiz", granteeName: "Global Trade Customs Brokerage LLC", executedDate: day(-300) };
    const tooLong = await sim.post(usPoaPaths.add, { token, json: { ...poa, poaType: "partnership", expiryDate: day(500) } });
    expect(tooLong.body.message).toContain(u.partnershipTwoYears);
    const backwards = await sim.post(usPoaPaths.add, { token, json: { ...poa, expiryDate: day(-301) } });
    expect(backwards.body.message).toContain(u.poaExpiryBeforeExecution);
    await ok(sim.post(usPoaPaths.add, { token, json: { ...poa, expiryDate: day(10) } }));
    const statuses = async (as = token) => (await sim.get(usPoaPaths.query, { token: as })).body.data.list.map((r: { status: string; partyName: string }) => [r.status, r.partyName]);
    expect(await statuses()).toEqual([["expiring", IMPORTER.name]]);
    sim.advance(11 * 86_400_000);
    const later = await sim.login("admin", T1);
    expect(await statuses(later)).toEqual([["expired", IMPORTER.name]]);
    expect((await sim.get(usPoaPaths.query, { token: later, query: { status: "expired" } })).body.data.list).toHaveLength(1);
    expect((await sim.get(usPoaPaths.query, { token: later, query: { status: "valid" } })).body.data.list).toHaveLength(0);
    expect((await sim.get(usPartyPaths.query, { token: later })).body.data.list[0]).toMatchObject({ poaStatus: "expired", poaExpiry: day(10) });
    // The importer cannot go while a power of attorney names it.
    expect((await sim.post(usPartyPaths.delete, { token: later, query: { id: party.id } })).body.message).toContain(u.partyHasPoa);
  });

  it("keeps a sea port typed with a former code under the current one, and finds it by either", async () => {
    const token = await sim.login("admin", T1);
    const noScheduleD = await sim.post(usPortPaths.add, { token, json: { portType: "maritime", unLocode: "USLGB", nameEn: "Long Beach", countryCode: "US", status: "enabled" } });
    expect(noScheduleD.body.message).toContain(u.usPortNeedsScheduleD);
    const unknown = await sim.post(usPortPaths.add, { token, json: { portType: "maritime", unLocode: "CNQQQ", nameEn: "Nowhere", countryCode: "CN", status: "enabled" } });
    expect(unknown.body.message).toContain(u.unLocodeUnknown);
    await ok(sim.post(usPortPaths.add, { token, json: { portType: "maritime", unLocode: "cnsha", nameEn: "Shanghai", countryCode: "CN", status: "enabled" } }));
    for (const code of ["CNSHA", "CNSHG"]) {
      const found = await sim.get(usPortPaths.query, { token, query: { unLocode: code } });
      expect(found.body.data.list.map((r: { unLocode: string }) => r.unLocode)).toEqual(["CNSHG"]);
    }
    const again = await sim.post(usPortPaths.add, { token, json: { portType: "maritime", unLocode: "CNSHG", nameEn: "Shanghai", countryCode: "CN", status: "enabled" } });
    expect(again.body.message).toContain(u.portTaken);
  });

  it("takes an ocean line's SCAC ending in U, refuses a trucker's, and refuses the bad shapes", async () => {
    const token = await sim.login("admin", T1);
    const carrier = { nameEn: "Maersk", carrierKind: "ocean", companyType: "outsourcing", status: "enabled" };
    await ok(sim.post(usCarrierPaths.add, { token, json: { ...carrier, scac: "maeu" } }));
    expect((await sim.post(usCarrierPaths.add, { token, json: { ...carrier, scac: "MAEU" } })).body.message).toContain(u.scacTaken);
    expect((await sim.post(usCarrierPaths.add, { token, json: { ...carrier, scac: "DRYU", carrierKind: "drayage" } })).body.message).toContain(u.scacEquipment);
    expect((await sim.post(usCarrierPaths.add, { token, json: { ...carrier, scac: "TRAILZ" } })).body.message).toContain(u.scacShape);
    expect((await sim.post(usCarrierPaths.add, { token, json: { ...carrier, scac: "M4EU" } })).body.message).toContain(u.scacShape);
  });
});
