import type { Db } from "../../db/client";
import { dicts, menuButtons, regions, roleButtons, roleUrls, urls } from "../../db/schema";
import { ids, T2 } from "./fixtures";

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
