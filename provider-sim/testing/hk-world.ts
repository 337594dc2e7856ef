import type { Db } from "../../db/client";
import { dicts, hkCargo, hkDeclaringUnits, menuButtons, regions, roleButtons, roleUrls, urls } from "../../db/schema";
import { ids, T1, T2 } from "./fixtures";

/**
 * What the Hong Kong basic-data tests stand on: the four screens' buttons, tenant 10002's editor
 * granted /api/hk/** with add and update on them (no delete), a few regions of China (Guangdong
 * and Shenzhen, and Hong Kong, which is no mainland division) and the unit dictionary's PCS.
 */
export const HK_MENUS = ["declarationUnit", "addressInformation", "customerInformation", "clearanceCargoInformation"] as const;
const BUTTONS = ["add", "update", "delete"] as const;

export function insertHkWorld(db: Db): void {
  const at = new Date();
  const buttons = HK_MENUS.flatMap((menuCode) => BUTTONS.map((buttonCode) => ({ menuCode, buttonCode })));
  db.insert(menuButtons).values(buttons.map((b, i) => ({ id: String(970000 + i), ...b, buttonName: b.buttonCode, createTime: at }))).run();
  db.insert(urls).values({ id: "970501", url: "/api/hk/**", method: "*" }).run();
  db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.editorRole2, urlId: "970501" }).run();
  const granted = buttons.map((b, i) => ({ ...b, id: String(970000 + i) })).filter((b) => b.buttonCode !== "delete");
  db.insert(roleButtons).values(granted.map((b) => ({ tenantCode: T2, roleId: ids.editorRole2, buttonId: b.id }))).run();
  const region = (id: string, regionCode: string, regionName: string, regionType: string, parentRegionCode: string | null) => ({ id, regionCode, regionName, regionType, parentRegionCode, createTime: at, updateTime: at });
  db.insert(regions)
    .values([
      region("970601", "156000", "中国", "country", null),
      region("970602", "440000", "广东省", "province", "156000"),
      region("970603", "440300", "深圳市", "city", "440000"),
      region("970604", "441900", "东莞市", "city", "440000"),
      region("970605", "810000", "香港特别行政区", "province", "156000"),
    ])
    .run();
  db.insert(dicts).values({ id: "970701", dictType: "unit", dictName: "Pieces", dictValue: "PCS", createTime: at, updateTime: at }).run();
}

/**
 * What the declaration (TDEC) tests add: the e-ACI and TDEC screens' buttons granted to both
 * tenants' editors with /api/hk/**, a default declaring unit and three cargo items of 10002, and
 * the `now` the consignments are answered and crossed by.
 */
export const UDR_MENUS = ["hongKongSeamless", "hongKongCustomsDeclaration"] as const;
export function insertHkUdrWorld(db: Db): { unitId: string; cargo: Record<"earphones" | "speakers" | "consoles", string> } {
  const at = new Date();
  const buttons = UDR_MENUS.flatMap((menuCode) => ["add", "update", "delete"].map((buttonCode, i) => ({ id: String(971000 + UDR_MENUS.indexOf(menuCode) * 10 + i), menuCode, buttonCode, buttonName: buttonCode, createTime: at })));
  db.insert(menuButtons).values(buttons).run();
  db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "970501" }).run();
  db.insert(roleButtons).values(buttons.flatMap((b) => [{ tenantCode: T2, roleId: ids.editorRole2, buttonId: b.id }, { tenantCode: T1, roleId: ids.editorRole1, buttonId: b.id }])).run();
  db.insert(dicts).values({ id: "970702", dictType: "unit", dictName: "Dozens", dictValue: "DOZ", createTime: at, updateTime: at }).run();
  const unitId = "971101";
  db.insert(hkDeclaringUnits).values({ id: unitId, tenantCode: T2, companyNameEn: "Harbour Link Logistics Ltd", brNumber: "31234567", address: "18 Harbour Road, Wan Chai", isDefault: true, createTime: at, updateTime: at }).run();
  const item = (id: string, description: string, hkhsCode: string, unitValueCents: number, originCountry: string) => ({ id, tenantCode: T2, description, hkhsCode, unit: "PCS", unitValueCents, currency: "HKD", originCountry, packageType: "carton", createTime: at, updateTime: at });
  db.insert(hkCargo).values([item("971201", "Bluetooth earphones", "85183000", 14_550, "CN"), item("971202", "Portable speakers", "85182100", 21_000, "CN"), item("971203", "Video game consoles", "95045000", 230_000, "JP")]).run();
  return { unitId, cargo: { earphones: "971201", speakers: "971202", consoles: "971203" } };
}
