import type { Db } from "../../db/client";
import { dicts, menuButtons, roleButtons, roleUrls, urls } from "../../db/schema";
import { ids, T1, T2 } from "./fixtures";

/**
 * What the goods and classification tests stand on: the three menus' buttons and the customs
 * interface. In 10001 the editor is a member (goods and orders: add, update, delete goods), the
 * agent role (which the manager holds besides the editor's) classifies and reviews; the admin
 * holds every button; the editor also declares. 10002's editor holds everything in its own
 * tenant. The unit dictionary names pieces, dozens and kilograms.
 */
const BUTTONS = {
  GoodsMgt: ["add", "update", "delete", "export", "import"],
  ClassifyOrder: ["add", "update", "delete", "export", "audit"],
  ClassifyPlatform: ["export", "assign", "audit"],
  Declaration: ["add", "update", "delete", "export"],
} as const;
export const CUSTOMS_URL_ID = "970601";

export function insertCustomsWorld(db: Db): void {
  const at = new Date();
  const buttons = Object.entries(BUTTONS).flatMap(([menuCode, codes]) => codes.map((buttonCode) => ({ menuCode, buttonCode })));
  const rows = buttons.map((b, i) => ({ id: String(970500 + i), ...b, buttonName: b.buttonCode, createTime: at }));
  db.insert(menuButtons).values(rows).run();
  const idOf = (menuCode: string, buttonCode: string) => rows.find((r) => r.menuCode === menuCode && r.buttonCode === buttonCode)!.id;
  db.insert(urls).values({ id: CUSTOMS_URL_ID, url: "/api/customs/**", method: "*" }).run();
  db.insert(roleUrls)
    .values([
      { tenantCode: T1, roleId: ids.editorRole1, urlId: CUSTOMS_URL_ID },
      { tenantCode: T1, roleId: ids.agentRole1, urlId: CUSTOMS_URL_ID },
      { tenantCode: T2, roleId: ids.editorRole2, urlId: CUSTOMS_URL_ID },
    ])
    .run();
  const member = [
    ...["add", "update", "delete"].map((code) => idOf("GoodsMgt", code)),
    ...["add", "update"].map((code) => idOf("ClassifyOrder", code)),
    ...["add", "update", "delete", "export"].map((code) => idOf("Declaration", code)),
  ];
  const classifier = [idOf("ClassifyPlatform", "assign"), idOf("ClassifyPlatform", "audit"), idOf("ClassifyPlatform", "export")];
  db.insert(roleButtons)
    .values([
      ...member.map((buttonId) => ({ tenantCode: T1, roleId: ids.editorRole1, buttonId })),
      ...classifier.map((buttonId) => ({ tenantCode: T1, roleId: ids.agentRole1, buttonId })),
      ...rows.map((row) => ({ tenantCode: T2, roleId: ids.editorRole2, buttonId: row.id })),
    ])
    .run();
  const unit = (id: string, dictValue: string, dictName: string) => ({ id, dictType: "unit", dictName, dictValue, createTime: at, updateTime: at });
  db.insert(dicts).values([unit("970701", "PCS", "Pieces"), unit("970702", "DOZ", "Dozens"), unit("970703", "KG", "Kilograms")]).run();
}

/** A goods item's add body: men's cotton T-shirts, not yet classified. */
export function newGoods(overrides: Record<string, unknown> = {}) {
  return {
    modelNumber: "TS-180-BLK",
    name: "Men's cotton crew-neck T-shirt",
    brand: "Northpeak",
    countryOfOrigin: "CN",
    currency: "USD",
    unit: "pcs",
    lowestPrice: "2.1",
    referencePrice: "2.45",
    highestPrice: "3",
    material: "100% cotton knit, 180 g/m²",
    usage: "Outerwear T-shirt",
    ...overrides,
  };
}

/** A classification order's add body for a goods item: asked for the US and China. */
export function newOrder(goodsId: string, overrides: Record<string, unknown> = {}) {
  return {
    goodsId,
    description: "Men's T-shirts of cotton, knitted, crew neck, short sleeves",
    functionUse: "Worn as outerwear",
    material: "100% cotton knit, 180 g/m²",
    jurisdictions: ["US", "CN"],
    ...overrides,
  };
}
