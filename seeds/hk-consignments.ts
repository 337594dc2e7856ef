import { demoCcrn, type CcrnStatus } from "../contract/hk/ccrn-flow";
import { hkConsignmentMessages, hkTimeText, ROCARS_ANSWER_DELAY_MS, type ControlPoint } from "../contract/hk/consignment";
import { hkConsignments } from "../db/schema";
import { seedId } from "../db/snowflake";
import { insertAll, type Tx } from "./insert";

/**
 * Road consignments' e-ACI for tenants 10002 (the Hong Kong forwarder) and 10001 (DOMAIN §2.2):
 * over every status, bundled to trucks at the five control points, dated from `anchorDay`
 * (decision 0006) at Hong Kong times. CCRNs are the simulated ROCARS's demo pattern.
 */
const HOUR_MS = 3_600_000;

type Party = readonly [name: string, address: string];
const SHENZHEN: readonly Party[] = [
  ["Shenzhen VoltLeaf Electronics Co., Ltd. 深圳伏叶电子有限公司", "Block B, Fuyong Industrial Park, Bao'an District, Shenzhen, Guangdong"],
  ["Dongguan Harbor & Pine Garments Co., Ltd. 东莞港松制衣有限公司", "No. 18 Changan Road, Chang'an Town, Dongguan, Guangdong"],
  ["Huizhou Lumenta Lighting Co., Ltd. 惠州流明照明有限公司", "Zhongkai Hi-tech Zone, Huizhou, Guangdong"],
];
const HONG_KONG: readonly Party[] = [
  ["Kowloon Bay Trading Co.", "Unit 1203, 12/F, Kowloon Bay Industrial Centre, 15 Wang Hoi Road, Kowloon Bay, Kowloon"],
  ["Tsuen Wan Logistics Hub Ltd.", "8/F, Tsuen Wan Industrial Building, 220 Texaco Road, Tsuen Wan, New Territories"],
  ["Kwai Chung Consolidators Ltd.", "Room 5, 3/F, Kwai Chung Cargo Centre, Kwai Chung, New Territories"],
];

/**
 * [tenant, direction, control point, hours from the anchor's 09:00 to the crossing, packages, packing, articles, status, vehicle].
 * Articles name the tenant's cargo items (seeds/hk.ts), so a declaration made from them finds its codes.
 * HK5501–HK5503 are three finished trips of two CCRNs each that no seeded declaration uses yet.
 */
type Plan = readonly [tenant: string, direction: "import" | "export", point: ControlPoint, crossingHours: number, packages: number, packing: string, articles: string, status: CcrnStatus, vehicle?: string];
const NAMED_PLANS: readonly Plan[] = [
  ["10002", "import", "LMC", -50, 120, "Cartons", "Bluetooth earphones", "crossed", "LV1234"],
  ["10002", "import", "LMC", -50, 60, "Cartons", "Portable speakers", "crossed", "LV1234"],
  ["10002", "import", "MKT", -46, 36, "Cartons on 3 pallets", "Cotton T-shirts, knitted", "crossed", "TK8821"],
  ["10002", "import", "MKT", -46, 24, "Cartons", "Men's cotton polo shirts, knitted", "crossed", "TK8821"],
  ["10002", "import", "SBC", -30, 80, "Cartons", "LED panel lights", "crossed", "ZY5066"],
  ["10002", "export", "HZMB", -26, 20, "Bundles", "Rattan garden chairs", "crossed", "PM3190"],
  ["10002", "import", "HYW", -6, 200, "Cartons", "USB-C cables with connectors", "crossed", "LV1234"],
  ["10002", "import", "LMC", -480, 90, "Cartons", "Lithium-ion power banks", "crossed", "TK8821"],
  ["10002", "import", "SBC", -1080, 15, "Wooden crates", "Wooden office desks", "crossed", "ZY5066"],
  ["10002", "import", "LMC", -400, 40, "Cartons", "Table lamps", "crossed", "PM3190"],
  ["10002", "import", "SBC", -20, 40, "Cartons", "Bluetooth earphones", "crossed", "HK5501"],
  ["10002", "import", "SBC", -20, 30, "Cartons", "Portable speakers", "crossed", "HK5501"],
  ["10002", "import", "MKT", -22, 50, "Cartons", "Bluetooth earphones", "crossed", "HK5502"],
  ["10002", "import", "MKT", -22, 20, "Cartons", "Portable speakers", "crossed", "HK5502"],
  ["10002", "import", "HYW", -24, 60, "Cartons", "Bluetooth earphones", "crossed", "HK5503"],
  ["10002", "import", "HYW", -24, 25, "Cartons", "Portable speakers", "crossed", "HK5503"],
  ["10002", "export", "LMC", -70, 8, "Wooden crates", "Solid wood dining tables", "crossed", "TK8821"],
  ["10002", "import", "LMC", 6, 60, "Cartons", "Lithium-ion power banks", "bundled", "LV1234"],
  ["10002", "import", "LMC", 6, 45, "Cartons", "Wi-Fi routers and network switches", "bundled", "LV1234"],
  ["10002", "export", "SBC", 8, 30, "Wooden crates", "Porcelain dinnerware", "bundled", "TK8821"],
  ["10002", "import", "MKT", 10, 50, "Bags", "Cotton socks", "bundled", "ZY5066"],
  ["10002", "import", "HYW", 12, 25, "Cartons", "Coffee machines", "bundled", "PM3190"],
  ["10002", "import", "HZMB", 14, 12, "Rolls", "Foam mattresses", "bundled", "HK5504"],
  ["10002", "import", "MKT", 20, 90, "Cartons", "Women's cotton blouses, knitted", "accepted"],
  ["10002", "import", "HYW", 26, 150, "Cartons", "Plastic food containers", "accepted"],
  ["10002", "export", "HZMB", 30, 12, "Rolls", "Foam mattresses", "accepted"],
  ["10002", "import", "SBC", 34, 70, "Cartons", "Keyboards and mice", "accepted"],
  ["10002", "import", "LMC", 28, 40, "Cartons", "Goods", "rejected"],
  ["10002", "import", "SBC", 36, 10, "Cartons", "Samples", "rejected"],
  ["10002", "import", "SBC", 50, 64, "Cartons", "Stainless steel cookware sets", "draft"],
  ["10002", "export", "MKT", 72, 18, "Cartons", "Hong Kong-made printed packaging", "draft"],
  ["10002", "import", "HYW", 40, 10, "Cartons", "Cordless vacuum cleaners", "cancelled"],
  ["10001", "export", "LMC", -20, 48, "Cartons", "Portable speakers", "crossed", "GD8810"],
  ["10001", "export", "LMC", -20, 30, "Cartons", "Keyboards and mice", "crossed", "GD8810"],
  ["10001", "export", "SBC", 10, 75, "Cartons", "Coffee machines", "bundled", "GD8811"],
  ["10001", "export", "SBC", 22, 30, "Cartons", "LED panel lights", "accepted"],
  ["10001", "export", "HYW", 60, 25, "Bags", "Cotton socks", "draft"],
  ["10001", "import", "MKT", -480, 20, "Cartons", "Smartphones, boxed with chargers", "crossed", "GD8812"],
  ["10001", "import", "HZMB", -600, 16, "Cartons", "Leather ankle boots", "crossed", "GD8813"],
];

/** 10001's earlier trips, two consignments a truck, so its list pages: [articles of the tenant's cargo, packing]. */
const EARLIER_LOADS: readonly (readonly [string, string])[] = [
  ["Bluetooth earphones", "Cartons"], ["Lithium-ion power banks", "Cartons"], ["Cotton T-shirts, knitted", "Cartons"], ["Table lamps", "Cartons"],
  ["Wi-Fi routers and network switches", "Cartons"], ["Trolley suitcases", "Cartons"], ["Upholstered office chairs", "Cartons on pallets"], ["Plush toys and dolls", "Cartons"],
  ["Porcelain dinnerware", "Wooden crates"], ["Electric wrist-watches", "Cartons"], ["Cotton bed linen sets", "Bundles"], ["Blenders and juicers", "Cartons"],
];
const EARLIER_POINTS: readonly ControlPoint[] = ["LMC", "SBC", "MKT", "HYW", "HZMB"];
const EARLIER_TRIPS = 12;

export const PLANS: readonly Plan[] = [
  ...NAMED_PLANS,
  ...Array.from({ length: EARLIER_TRIPS * 2 }, (_, n): Plan => {
    const trip = Math.floor(n / 2);
    const [articles, packing] = EARLIER_LOADS[n % EARLIER_LOADS.length];
    return ["10001", trip % 3 === 0 ? "import" : "export", EARLIER_POINTS[trip % EARLIER_POINTS.length], -(700 + trip * 53), 10 + ((n * 17) % 90), packing, articles, "crossed", `GD${8820 + trip}`];
  }),
];

export function buildHkConsignments(anchorDay: string): (typeof hkConsignments.$inferInsert)[] {
  const morning = Date.parse(`${anchorDay}T09:00:00+08:00`);
  const perMonth = new Map<string, number>();
  const perDay = new Map<string, number>();
  return PLANS.map(([tenantCode, direction, controlPoint, crossingHours, packages, packageDescription, articlesDescription, status, vehicle], k) => {
    const crossing = morning + crossingHours * HOUR_MS;
    // Entered a day before the crossing or, for later crossings, the evening before the anchor (inside the 14 days); sent an hour later.
    const created = new Date(Math.min(crossing - 30 * HOUR_MS, morning - 12 * HOUR_MS));
    const sent = status === "draft" ? null : new Date(created.getTime() + HOUR_MS);
    const answered = sent ? new Date(sent.getTime() + ROCARS_ANSWER_DELAY_MS) : null;
    const [shipper, receiver] = direction === "import" ? [SHENZHEN[k % 3], HONG_KONG[k % 3]] : [HONG_KONG[k % 3], SHENZHEN[k % 3]];
    const month = `${tenantCode}:ECI-${hkTimeText(created.getTime()).slice(2, 4)}${hkTimeText(created.getTime()).slice(5, 7)}-`;
    perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
    const gotCcrn = sent && status !== "rejected" && status !== "cancelled";
    const day = answered ? hkTimeText(answered.getTime()).slice(0, 10) : "";
    if (gotCcrn) perDay.set(day, (perDay.get(day) ?? 0) + 1);
    const onTruck = status === "bundled" || status === "crossed";
    return {
      id: seedId(7_500_000 + k), tenantCode, refNo: `${month.split(":")[1]}${String(perMonth.get(month)).padStart(4, "0")}`, direction, controlPoint,
      expectedCrossingAt: hkTimeText(crossing), packages, packageDescription, articlesDescription,
      consignorName: shipper[0], consignorAddress: shipper[1], consigneeName: receiver[0], consigneeAddress: receiver[1],
      status: status === "crossed" ? "bundled" : status === "cancelled" ? "cancelled" : status,
      ccrn: gotCcrn ? demoCcrn(day, perDay.get(day)!) : null,
      submittedAt: sent, decidedAt: status === "cancelled" ? null : answered,
      rejectReason: status === "rejected" ? hkConsignmentMessages.articlesTooGeneral : null,
      vehicleNo: onTruck ? (vehicle ?? null) : null,
      crossingAt: onTruck ? hkTimeText(crossing) : null,
      bundledAt: onTruck ? new Date(Math.min(crossing - 3 * HOUR_MS, morning - HOUR_MS / 2)) : null,
      createBy: tenantCode === "10002" ? "hkmember" : "agent", createTime: created, updateTime: answered ?? created,
    };
  });
}

export function insertHkConsignments(tx: Tx, anchorDay: string): void {
  insertAll(tx, hkConsignments, buildHkConsignments(anchorDay));
}
