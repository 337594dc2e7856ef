import type { dicts, regions } from "../db/schema";
import { loadCsv } from "./csv";
import { idFor, stamp } from "./ids";
import { worded, type Wording } from "./tenants";

type RegionRow = typeof regions.$inferInsert;
type DictRow = typeof dicts.$inferInsert;

export const CHINA = "156000";
export const USA = "840000";

/** SPEC §5: region codes are 6 to 20 digits, names 2 to 40 characters. */
const VALID_CODE = /^\d{6,20}$/;

/**
 * Statistical placeholders that group counties, not cities. The municipalities' 市辖区 is
 * kept under the municipality's own name, as Chinese address pickers show it (北京市 / 北京市).
 */
const COUNTY_GROUPS = new Set(["县", "省直辖县级行政区划", "自治区直辖县级行政区划"]);

/**
 * Countries, China's provinces, their prefecture-level cities (and the Hong Kong districts and
 * Macau parishes that sit directly under their SAR) and the counties under those, US states.
 * A placeholder's counties hang under a real parent: a municipality's (重庆市's 县) under its
 * city row, a province-administered county-level city (仙桃市) directly under its province.
 */
export function buildRegions(): RegionRow[] {
  const rows: Omit<RegionRow, "id">[] = [
    { regionCode: CHINA, regionName: "中国", regionType: "country", parentRegionCode: null },
    { regionCode: USA, regionName: "美国", regionType: "country", parentRegionCode: null },
  ];
  const divisions = loadCsv("china_divisions.csv");
  const provinces = new Map(divisions.filter((d) => d.level === "1").map((d) => [d.code, d.name]));
  for (const [code, name] of provinces) {
    rows.push({ regionCode: code, regionName: name, regionType: "province", parentRegionCode: CHINA });
  }
  /** Where each county group's counties go instead of the group. */
  const groupParent = new Map<string, string>();
  const municipalCity = new Map(divisions.filter((d) => d.level === "2" && d.name === "市辖区").map((d) => [d.parent_code, d.code]));
  for (const d of divisions) {
    const province = provinces.get(d.parent_code);
    if (!province) continue;
    if (COUNTY_GROUPS.has(d.name)) {
      groupParent.set(d.code, municipalCity.get(d.parent_code) ?? d.parent_code);
      continue;
    }
    const name = d.name === "市辖区" ? province : d.name;
    rows.push({ regionCode: d.code, regionName: name, regionType: "city", parentRegionCode: d.parent_code });
  }
  for (const s of loadCsv("us_states.csv")) {
    rows.push({ regionCode: `8400${s.fips}`, regionName: s.name, regionType: "state", parentRegionCode: USA });
  }
  // After the states, so the rows seeded before the counties keep their ids.
  // Hong Kong's districts and Macau's parishes were placed with the cities.
  for (const d of divisions.filter((d) => d.level === "3" && !provinces.has(d.parent_code))) {
    rows.push({ regionCode: d.code, regionName: d.name, regionType: "county", parentRegionCode: groupParent.get(d.parent_code) ?? d.parent_code });
  }
  return rows
    .filter((r) => VALID_CODE.test(r.regionCode) && r.regionName.length >= 2 && r.regionName.length <= 40)
    .map((r, i) => ({ id: idFor("region", i), ...r, ...stamp() }));
}

type Items = readonly (readonly [value: string, name: Wording])[];

/** Dictionaries the product names itself, worded in its three languages as menus are. */
const FIXED_DICTS: readonly { type: string; name: Wording; items: Items }[] = [
  { type: "status", name: ["Status", "状态", "狀態"], items: [["0", ["Disabled", "停用", "停用"]], ["1", ["Normal", "正常", "正常"]], ["2", ["Pending approval", "待审批", "待審批"]]] },
  { type: "notification_type", name: ["Notification type", "通知类型", "通知類型"], items: [["notice", ["Notice", "公告", "公告"]], ["message", ["Message", "消息", "訊息"]]] },
  {
    type: "notification_priority",
    name: ["Notification priority", "通知优先级", "通知優先級"],
    items: [["high", ["High", "高", "高"]], ["normal", ["Normal", "普通", "普通"]], ["low", ["Low", "低", "低"]]],
  },
  {
    type: "org_type",
    name: ["Organisation type", "机构类型", "機構類型"],
    items: [["company", ["Company", "公司", "公司"]], ["department", ["Department", "部门", "部門"]], ["team", ["Team", "团队", "團隊"]]],
  },
  {
    type: "region_type",
    name: ["Region type", "区域类型", "區域類型"],
    items: [["country", ["Country", "国家", "國家"]], ["province", ["Province", "省", "省"]], ["city", ["City", "市", "市"]], ["county", ["County", "区县", "區縣"]], ["state", ["State", "州", "州"]]],
  },
  { type: "post_type", name: ["Post type", "岗位类型", "崗位類型"], items: [["main", ["Main post", "主岗", "主崗"]], ["part-time", ["Part-time post", "兼岗", "兼崗"]]] },
  {
    type: "approval_status",
    name: ["Approval status", "审批状态", "審批狀態"],
    items: [["pending", ["Pending", "待审批", "待審批"]], ["approved", ["Approved", "已通过", "已通過"]], ["rejected", ["Rejected", "已驳回", "已駁回"]]],
  },
  {
    type: "unit",
    name: ["Unit of measure", "计量单位", "計量單位"],
    items: [
      ["PCS", ["Pieces", "个", "個"]], ["SET", ["Sets", "套", "套"]], ["PR", ["Pairs", "双", "雙"]], ["DOZ", ["Dozens", "打", "打"]],
      ["KG", ["Kilograms", "千克", "千克"]], ["G", ["Grams", "克", "克"]], ["TNE", ["Metric tonnes", "吨", "噸"]], ["M", ["Metres", "米", "米"]],
      ["M2", ["Square metres", "平方米", "平方米"]], ["M3", ["Cubic metres", "立方米", "立方米"]], ["L", ["Litres", "升", "升"]],
      ["CTN", ["Cartons", "纸箱", "紙箱"]], ["PKG", ["Packages", "件", "件"]], ["PLT", ["Pallets", "托盘", "托盤"]], ["BOX", ["Boxes", "盒", "盒"]], ["ROL", ["Rolls", "卷", "卷"]],
    ],
  },
];

/**
 * Platform-wide dictionaries: a parent row per type (dictValue = the type), items as its children,
 * each worded in en, zh and tw. Countries take their Chinese names from the ISO list's data (the
 * traditional wording falls back to them); currency and US state names are proper names kept in
 * English in every language, as the sources give them.
 */
export function buildDicts(): DictRow[] {
  const same = (name: string): Wording => [name, name, name];
  const all: { type: string; name: Wording; items: Items }[] = [
    ...FIXED_DICTS,
    { type: "currency", name: ["Currency", "币种", "幣種"], items: loadCsv("currencies.csv").map((c) => [c.code, same(c.name)] as const) },
    { type: "country", name: ["Country or region", "国家或地区", "國家或地區"], items: loadCsv("countries.csv").map((c) => [c.alpha2, [c.name_en, c.name_zh || c.name_en, ""]] as const) },
    { type: "us_state", name: ["US state", "美国州", "美國州"], items: loadCsv("us_states.csv").map((s) => [s.code, same(s.name)] as const) },
  ];
  const rows: DictRow[] = [];
  const common = { tenantCode: null, isPrivate: false, ...stamp() };
  all.forEach((dict, d) => {
    const parentId = idFor("dict", rows.length);
    rows.push({ id: parentId, dictType: dict.type, ...worded("dictName", dict.name), dictValue: dict.type, dictSequence: (d + 1) * 10, parentId: null, ...common });
    dict.items.forEach(([value, name], i) => {
      rows.push({ id: idFor("dict", rows.length), dictType: dict.type, ...worded("dictName", name), dictValue: value, dictSequence: (i + 1) * 10, parentId, ...common });
    });
  });
  return rows;
}
