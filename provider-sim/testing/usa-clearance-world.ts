import type { Db } from "../../db/client";
import { menuButtons, roleButtons, roleUrls, urls, usCarriers, usFxRates, usParties, usPorts } from "../../db/schema";
import { ids, T1, T2 } from "./fixtures";

/**
 * What the import clearance tests stand on: the importClearance buttons, the US interface and
 * every clearance button granted to 10002's editor, and in each of tenants 10001 and 10002 an
 * importer, an exporter, a foreign and a US port, an ocean carrier and a CNY rate.
 */
export const CLEARANCE_BUTTONS = ["add", "update", "delete", "export", "import"] as const;

/** The tenant's records, by role. */
export function book(tenantCode: string) {
  const base = tenantCode === T1 ? 961000 : 962000;
  const id = (n: number) => String(base + n);
  return { importer: id(1), exporter: id(2), lading: id(3), unlading: id(4), carrier: id(5), rate: id(6) };
}

/** A shipment's add body in the tenant's book, before any milestone. */
export function newShipment(tenantCode: string, overrides: Record<string, unknown> = {}) {
  const b = book(tenantCode);
  return {
    importerId: b.importer,
    shipperId: b.exporter,
    transportMode: "ocean",
    carrierId: b.carrier,
    mbl: "MAEU900000001",
    vesselName: "Demo Pacific",
    voyage: "601E",
    portOfLadingId: b.lading,
    portOfUnladingId: b.unlading,
    entryType: "01",
    fdaStatus: "none",
    epaStatus: "none",
    ...overrides,
  };
}

export function insertClearanceWorld(db: Db): void {
  const at = new Date();
  const buttons = CLEARANCE_BUTTONS.map((buttonCode, i) => ({ id: String(960500 + i), menuCode: "importClearance", buttonCode, buttonName: buttonCode, createTime: at }));
  db.insert(menuButtons).values(buttons).run();
  db.insert(urls).values({ id: "960601", url: "/api/usa/**", method: "*" }).run();
  db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.editorRole2, urlId: "960601" }).run();
  db.insert(roleButtons).values(buttons.map((b) => ({ tenantCode: T2, roleId: ids.editorRole2, buttonId: b.id }))).run();
  for (const tenantCode of [T1, T2]) {
    const b = book(tenantCode);
    const times = { tenantCode, createTime: at, updateTime: at };
    db.insert(usParties)
      .values([
        { id: b.importer, partyRole: "importer", residency: "us", name: `Pacific Trail Outdoor ${tenantCode}`, code: "IOR-PTO", taxNo: "27-1234567", iorNumber: "27-123456700", countryCode: "US", ...times },
        { id: b.exporter, partyRole: "exporter", residency: "foreign", name: `Ningbo Harbor Home Goods ${tenantCode}`, code: "EXP-NBH", countryCode: "CN", ...times },
      ])
      .run();
    db.insert(usPorts)
      .values([
        { id: b.lading, portType: "maritime", unLocode: "CNNBG", nameEn: "Ningbo", countryCode: "CN", ...times },
        { id: b.unlading, portType: "maritime", scheduleD: "2704", unLocode: "USLAX", nameEn: "Los Angeles, CA", countryCode: "US", state: "CA", ...times },
      ])
      .run();
    db.insert(usCarriers).values({ id: b.carrier, scac: "MAEU", nameEn: "Maersk", carrierKind: "ocean", ...times }).run();
    db.insert(usFxRates).values({ id: b.rate, tenantCode, currency: "CNY", usdPerUnit: "0.138", rateDate: "2026-01-01", source: "demo", createTime: at }).run();
  }
}
