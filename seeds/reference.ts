import type { dicts, regions } from "../db/schema";
import { loadCsv } from "./csv";
import { idFor, stamp } from "./ids";

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
 * Countries, China's provinces and the tier below them (prefecture-level cities, and the
 * Hong Kong districts and Macau parishes that sit directly under their SAR), US states.
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
  for (const d of divisions) {
    const province = provinces.get(d.parent_code);
    if (!province || COUNTY_GROUPS.has(d.name)) continue;
    const name = d.name === "市辖区" ? province : d.name;
    rows.push({ regionCode: d.code, regionName: name, regionType: "city", parentRegionCode: d.parent_code });
  }
  for (const s of loadCsv("us_states.csv")) {
    rows.push({ regionCode: `8400${s.fips}`, regionName: s.name, regionType: "state", parentRegionCode: USA });
  }
  return rows
    .filter((r) => VALID_CODE.test(r.regionCode) && r.regionName.length >= 2 && r.regionName.length <= 40)
    .map((r, i) => ({ id: idFor("region", i), ...r, ...stamp() }));
}

type Items = readonly (readonly [value: string, name: string])[];

const FIXED_DICTS: readonly { type: string; name: string; items: Items }[] = [
  { type: "status", name: "Status", items: [["0", "Disabled"], ["1", "Normal"], ["2", "Pending approval"]] },
  { type: "notification_type", name: "Notification type", items: [["notice", "Notice"], ["message", "Message"]] },
  { type: "notification_priority", name: "Notification priority", items: [["high", "High"], ["normal", "Normal"], ["low", "Low"]] },
  { type: "org_type", name: "Organisation type", items: [["company", "Company"], ["department", "Department"], ["team", "Team"]] },
  { type: "region_type", name: "Region type", items: [["country", "Country"], ["province", "Province"], ["city", "City"], ["state", "State"]] },
  { type: "post_type", name: "Post type", items: [["main", "Main post"], ["part-time", "Part-time post"]] },
  { type: "approval_status", name: "Approval status", items: [["pending", "Pending"], ["approved", "Approved"], ["rejected", "Rejected"]] },
  {
    type: "unit",
    name: "Unit of measure",
    items: [
      ["PCS", "Pieces"], ["SET", "Sets"], ["PR", "Pairs"], ["DOZ", "Dozens"], ["KG", "Kilograms"], ["G", "Grams"],
      ["TNE", "Metric tonnes"], ["M", "Metres"], ["M2", "Square metres"], ["M3", "Cubic metres"], ["L", "Litres"],
      ["CTN", "Cartons"], ["PKG", "Packages"], ["PLT", "Pallets"], ["BOX", "Boxes"], ["ROL", "Rolls"],
    ],
  },
];

/** Platform-wide dictionaries: a parent row per type (dictValue = the type), items as its children. */
export function buildDicts(): DictRow[] {
  const all = [
    ...FIXED_DICTS,
    { type: "currency", name: "Currency", items: loadCsv("currencies.csv").map((c) => [c.code, c.name] as const) },
    { type: "country", name: "Country or region", items: loadCsv("countries.csv").map((c) => [c.alpha2, c.name_en] as const) },
    { type: "us_state", name: "US state", items: loadCsv("us_states.csv").map((s) => [s.code, s.name] as const) },
  ];
  const rows: DictRow[] = [];
  const common = { tenantCode: null, isPrivate: false, ...stamp() };
  all.forEach((dict, d) => {
    const parentId = idFor("dict", rows.length);
    rows.push({ id: parentId, dictType: dict.type, dictName: dict.name, dictValue: dict.type, dictSequence: (d + 1) * 10, parentId: null, ...common });
    dict.items.forEach(([value, name], i) => {
      rows.push({ id: idFor("dict", rows.length), dictType: dict.type, dictName: name, dictValue: value, dictSequence: (i + 1) * 10, parentId, ...common });
    });
  });
  return rows;
}
