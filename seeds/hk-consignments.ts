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

/** [tenant, direction, control point, hours from the anchor's 09:00 to the crossing, packages, packing, articles, status] */
type Plan = readonly [tenant: string, direction: "import" | "export", point: ControlPoint, crossingHours: number, packages: number, packing: string, articles: string, status: CcrnStatus];
const PLANS: readonly Plan[] = [
  ["10002", "import", "LMC", -50, 120, "Cartons", "Bluetooth speakers and wireless earphones", "crossed"],
  ["10002", "import", "MKT", -46, 36, "Cartons on 3 pallets", "Men's cotton T-shirts, knitted", "crossed"],
  ["10002", "import", "SBC", -30, 80, "Cartons", "LED ceiling lamps with drivers", "crossed"],
  ["10002", "export", "HZMB", -26, 20, "Wooden crates", "Rubberwood side tables, flat-packed", "crossed"],
  ["10002", "import", "HYW", -6, 200, "Cartons", "USB-C charging cables, 1 m", "crossed"],
  ["10002", "import", "LMC", 6, 60, "Cartons", "Power banks 10,000 mAh, lithium-ion", "bundled"],
  ["10002", "import", "LMC", 6, 45, "Cartons", "Wi-Fi 6 routers", "bundled"],
  ["10002", "export", "SBC", 8, 30, "Cartons", "Dried shiitake mushrooms, 500 g bags", "bundled"],
  ["10002", "import", "MKT", 20, 90, "Cartons", "Women's cotton blouses, knitted", "accepted"],
  ["10002", "import", "HYW", 26, 150, "Cartons", "Plastic food storage boxes, sets of 5", "accepted"],
  ["10002", "export", "HZMB", 30, 12, "Pallets", "Memory-foam mattresses, queen, vacuum-packed", "accepted"],
  ["10002", "import", "LMC", 28, 40, "Cartons", "Goods", "rejected"],
  ["10002", "import", "SBC", 50, 64, "Cartons", "Stainless-steel stockpots 8 L", "draft"],
  ["10002", "export", "MKT", 72, 18, "Cartons", "Hong Kong-made printed packaging", "draft"],
  ["10002", "import", "HYW", 40, 10, "Cartons", "Cordless stick vacuum cleaners", "cancelled"],
  ["10001", "export", "LMC", -20, 48, "Cartons", "Seagrass storage shelves", "crossed"],
  ["10001", "export", "SBC", 10, 75, "Cartons", "Baby stacking rings, polypropylene", "bundled"],
  ["10001", "export", "SBC", 22, 30, "Cartons", "Building blocks, 100 pieces", "accepted"],
  ["10001", "export", "HYW", 60, 25, "Cartons", "Eyeshadow palettes, 12 shades", "draft"],
];

/** Demo vehicle registration numbers of the cross-boundary trucks. */
const VEHICLES = ["LV1234", "TK8821", "ZY5066", "PM3190"];

export function buildHkConsignments(anchorDay: string): (typeof hkConsignments.$inferInsert)[] {
  const morning = Date.parse(`${anchorDay}T09:00:00+08:00`);
  const perMonth = new Map<string, number>();
  const perDay = new Map<string, number>();
  return PLANS.map(([tenantCode, direction, controlPoint, crossingHours, packages, packageDescription, articlesDescription, status], k) => {
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
      vehicleNo: onTruck ? VEHICLES[Math.abs(crossingHours) % VEHICLES.length] : null,
      crossingAt: onTruck ? hkTimeText(crossing) : null,
      bundledAt: onTruck ? new Date(crossing - 3 * HOUR_MS) : null,
      createBy: tenantCode === "10002" ? "hkmember" : "agent", createTime: created, updateTime: answered ?? created,
    };
  });
}

export function insertHkConsignments(tx: Tx, anchorDay: string): void {
  insertAll(tx, hkConsignments, buildHkConsignments(anchorDay));
}
