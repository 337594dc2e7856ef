import type { Db } from "../../db/client";
import { dicts, hsNationalLines, menuButtons, roleButtons } from "../../db/schema";
import { insertAll } from "../../seeds/insert";
import { buildTariff } from "../../seeds/tariff";
import { insertCustomsWorld } from "./customs-world";
import { ids, T1, T2 } from "./fixtures";

/** The HS codes screen's edit button, which writes a tenant's notes. */
export const HSCODE_UPDATE_BUTTON = "971002";

/**
 * What the tariff-line tests stand on: the goods world (the customs interface, pieces and
 * dozens), kilograms and pairs, the seeded tariff lines without 10001's notes, and the HS codes
 * screen's buttons. 10001's editor holds add and update (update writes notes; add alone does not
 * make a tenant user the platform's administrator), 10002's editor update.
 */
export function insertTariffWorld(db: Db): void {
  insertCustomsWorld(db);
  const at = new Date();
  const unit = (id: string, dictValue: string, dictName: string) => ({ id, dictType: "unit", dictName, dictValue, createTime: at, updateTime: at });
  db.insert(dicts).values([unit("971101", "KG", "Kilograms"), unit("971102", "PR", "Pairs"), unit("971103", "SET", "Sets"), unit("971104", "M", "Metres")]).run();
  insertAll(db, hsNationalLines, buildTariff().lineRows);
  const buttons = ["add", "update", "delete", "export", "import"].map((buttonCode, i) => ({ id: String(971001 + i), menuCode: "HscodeMgt", buttonCode, buttonName: buttonCode, createTime: at }));
  db.insert(menuButtons).values(buttons).run();
  const id = (code: string) => buttons.find((b) => b.buttonCode === code)!.id;
  db.insert(roleButtons)
    .values([
      { tenantCode: T1, roleId: ids.editorRole1, buttonId: id("add") },
      { tenantCode: T1, roleId: ids.editorRole1, buttonId: id("update") },
      { tenantCode: T2, roleId: ids.editorRole2, buttonId: id("update") },
    ])
    .run();
}

/** A China line's add body: a demo version of the lithium-ion accumulators' code for 2027. */
export function newCnLine(overrides: Record<string, unknown> = {}) {
  return {
    market: "CN",
    code: "8507600000",
    hs6: "850760",
    description: "锂离子蓄电池",
    unit1: "pcs",
    unit2: "kg",
    generalRate: "10%",
    column2Rate: "40%",
    vatRate: "13%",
    supervision: "A",
    inspection: "L.M/N",
    elements: "0:品牌类型;1:出口享惠情况;2:原理;3:用途;GTIN",
    source: "demo",
    effectiveDate: "2027-01-01",
    isDemo: true,
    ...overrides,
  };
}
