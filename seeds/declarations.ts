import { and, eq } from "drizzle-orm";
import { usccCheckChar } from "../contract/admin/checks";
import {
  CUSTOMS_ANSWER_DELAY_MS,
  entryNumber,
  lineTotalCents,
  rejectionText,
  type CnTransportMode,
  type DeclarationStatus,
  type TradeMode,
} from "../contract/customs/declaration";
import { normaliseHts } from "../contract/customs/identifiers";
import { centsOf } from "../contract/usa/hts-line";
import { customsDeclarationLines, customsDeclarations, customsGoods, hsNationalLines } from "../db/schema";
import { seedId } from "../db/snowflake";
import { GOODS_PLANS } from "./customs-plans";
import { insertAll, type Tx } from "./insert";
import { DEFAULT_TENANT } from "./tenants";

/**
 * The China declarations of tenant 10001 (DOMAIN §3.2): cross-border sellers' exports under the
 * e-commerce and general-trade modes, over every status, their lines drawn from the tenant's
 * goods under the CN10 lines of the tariff seed in their statutory units. Dated from `anchorDay`
 * (decision 0006). The traders' USCCs are generated and pass the GB 32100 check; the customs
 * office codes only have the right shape.
 */
const id = (block: 73 | 74, n: number) => seedId(block * 100_000 + n);
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A demo USCC: a fixed prefix, a running number, and the computed check character. */
const uscc = (n: number) => {
  const first17 = `91440300MA5${String(1000 + n * 37).padStart(6, "0")}`;
  return first17 + usccCheckChar(first17);
};

const TRADERS = [
  ["Shenzhen Northpeak Trading Co., Ltd. 深圳北峰贸易有限公司", uscc(1)],
  ["Dongguan VoltLeaf Electronics Co., Ltd. 东莞伏叶电子有限公司", uscc(2)],
  ["Yiwu Little Oak Toys Co., Ltd. 义乌小橡树玩具有限公司", uscc(3)],
  ["Ningbo Hearthly Housewares Co., Ltd. 宁波炉边家居用品有限公司", uscc(4)],
] as const;

type Outcome = DeclarationStatus | "rejectedElements" | "rejectedPrice";
/** [trader, office, port, mode, transport, country, models with pieces, outcome, days before the anchor] */
type Plan = readonly [trader: number, office: string, port: string, tradeMode: TradeMode, transport: CnTransportMode, country: string, items: readonly (readonly [model: string, pieces: number])[], outcome: Outcome, daysAgo: number];

const PLANS: readonly Plan[] = [
  [0, "5316", "CNSHK", "9810", "2", "US", [["TS-180-BLK", 2400], ["TS-160-WMN", 1800]], "accepted", 41],
  [1, "5316", "CNYTN", "9810", "2", "US", [["PB-10K-USB", 1200], ["PB-20K-PD", 600]], "accepted", 37],
  [2, "2248", "CNNBG", "0110", "2", "US", [["TY-STK-01", 3000], ["TY-BLK-100", 900]], "accepted", 33],
  [3, "2248", "CNNBG", "9710", "2", "DE", [["KT-NYL-6P", 1500], ["KT-BOX-PP", 1500]], "accepted", 29],
  [0, "5316", "CNSHK", "9810", "2", "GB", [["RN-W-38", 600], ["RN-M-42", 600]], "accepted", 24],
  [1, "5316", "CNYTN", "9610", "5", "US", [["PH-CBL-C1", 5000]], "accepted", 18],
  [2, "2248", "CNSHG", "1039", "2", "AU", [["TY-RC-CAR", 800]], "rejectedElements", 12],
  [3, "2248", "CNNBG", "0110", "2", "US", [["KT-POT-SS", 400]], "rejectedPrice", 9],
  [1, "5316", "CNYTN", "9810", "2", "US", [["PH-EAR-TWS", 2000], ["PH-SPK-BT", 1000]], "submitted", 3],
  [0, "5316", "CNSHK", "9810", "2", "US", [["TS-DRY-M", 1200], ["SW-300-GRY", 300]], "draft", 2],
  [2, "2248", "CNSHG", "9710", "2", "CA", [["TY-BLK-100", 500]], "draft", 1],
  [1, "5316", "CNYTN", "9810", "2", "US", [["PC-KB-WL", 700]], "draft", 0],
];

/** Earlier declarations, so the list pages: the named plans' goods again, answered weeks ago, to other markets. */
const EARLIER_OUTCOMES: readonly Outcome[] = ["accepted", "accepted", "accepted", "rejectedElements", "accepted", "rejectedPrice", "accepted", "draft"];
const EARLIER_COUNTRIES = ["US", "GB", "DE", "NL", "AU", "CA", "JP", "FR", "US"] as const;
const EARLIER = 20;
const ALL_PLANS: readonly Plan[] = [
  ...PLANS,
  ...Array.from({ length: EARLIER }, (_, n): Plan => {
    const [, office, port, tradeMode, transport, , items] = PLANS[n % PLANS.length];
    const outcome = EARLIER_OUTCOMES[n % EARLIER_OUTCOMES.length];
    // A rejection names the first line: a rejected declaration keeps one.
    const kept = outcome.startsWith("rejected") ? items.slice(0, 1) : items;
    const scaled = kept.map(([model, pieces]) => [model, pieces + ((n * 150) % 900)] as const);
    return [n % TRADERS.length, office, port, tradeMode, transport, EARLIER_COUNTRIES[n % EARLIER_COUNTRIES.length], scaled, outcome, 45 + n * 4];
  }),
];

export interface DeclarationSeed {
  declarationRows: (typeof customsDeclarations.$inferInsert)[];
  lineRows: (typeof customsDeclarationLines.$inferInsert)[];
}

type TariffLine = Pick<typeof hsNationalLines.$inferSelect, "code" | "unit1" | "unit2" | "elements" | "effectiveDate">;
type Goods = Pick<typeof customsGoods.$inferSelect, "id" | "modelNumber" | "name" | "brand" | "referencePriceCents" | "lowestPriceCents">;

/** The CN10 code a goods plan's HTS number suggests: the same subheading and 8-digit split, "00" after (seeds/customs.ts). */
const cnCodeOf = (hts: string) => {
  const digits = normaliseHts(hts)!;
  return `${digits.slice(0, 8)}00`;
};

/** Fills each entry of a declaration-elements template from the goods, as a declarant would. */
function filled(template: string | null, goods: Goods, drop: number): string | null {
  if (!template) return null;
  const values = template.split(";").filter((entry) => entry.trim() !== "").map((entry) => {
    // GTIN and CAS entries carry no number and may stay empty.
    if (!entry.includes(":")) return "";
    const name = entry.split(":").slice(1).join(":");
    if (/品牌类型/.test(name)) return "1";
    if (/享惠/.test(name)) return "2";
    if (/品牌/.test(name)) return goods.brand ?? "无品牌";
    if (/型号/.test(name)) return goods.modelNumber;
    return goods.name;
  });
  return values.slice(0, values.length - drop).join("|");
}

export function buildDeclarations(anchorDay: string, goods: readonly Goods[], tariff: readonly TariffLine[]): DeclarationSeed {
  const seed: DeclarationSeed = { declarationRows: [], lineRows: [] };
  const anchor = Date.parse(`${anchorDay}T00:00:00Z`);
  // The newest version in force on the anchor day, by code.
  const inForce = new Map<string, TariffLine>();
  for (const line of [...tariff].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate))) if (line.effectiveDate <= anchorDay) inForce.set(line.code, line);

  ALL_PLANS.forEach(([trader, office, port, tradeMode, transportMode, country, items, outcome, daysAgo], k) => {
    const declarationId = id(73, k);
    const created = new Date(anchor - daysAgo * DAY_MS + (9 + (k % 6)) * HOUR_MS);
    const lines = items.flatMap(([model, pieces]) => {
      const plan = GOODS_PLANS.find((g) => g[0] === model);
      const item = goods.find((g) => g.modelNumber === model);
      const code = plan ? cnCodeOf(plan[10]) : null;
      const units = code ? inForce.get(code) : undefined;
      if (!plan || !item || !code || !units?.unit1) return [];
      return [{ plan, item, code, units, pieces }];
    });
    if (lines.length === 0) return;
    let netMilli = 0;
    lines.forEach(({ plan, item, code, units, pieces }, i) => {
      // In ten-thousandths, as a customs unit price is kept (a cent is 100).
      const price = 100 * (outcome === "rejectedPrice" ? Math.round((item.lowestPriceCents ?? centsOf(plan[5])) * 0.6) : (item.referencePriceCents ?? centsOf(plan[6])));
      const quantityMilli = pieces * 1000;
      // A demo weight per piece: 180 g, so the second unit (kilograms) is always given where it is statutory.
      const kilogramsMilli = pieces * 180;
      const total = lineTotalCents(quantityMilli, price);
      netMilli += kilogramsMilli;
      seed.lineRows.push({
        id: id(74, seed.lineRows.length), tenantCode: DEFAULT_TENANT, declarationId, lineNo: i + 1, goodsId: item.id, cnCode: code,
        name: `${item.name} ${item.modelNumber}`, elements: filled(units.elements ?? null, item, outcome === "rejectedElements" ? 2 : 0),
        quantityMilli: units.unit1 === "KG" ? kilogramsMilli : quantityMilli, unit: units.unit1!,
        secondQuantityMilli: units.unit2 ? kilogramsMilli : null, secondUnit: units.unit2 ?? null,
        unitPriceTenThousandths: price, totalCents: units.unit1 === "KG" ? lineTotalCents(kilogramsMilli, price) : total, originCountry: "CN", destinationCountry: country,
        createTime: created, updateTime: created,
      });
    });
    const invoice = seed.lineRows.filter((l) => l.declarationId === declarationId).reduce((sum, l) => sum + l.totalCents!, 0);
    const submitted = outcome === "draft" ? null : new Date(created.getTime() + 3 * HOUR_MS);
    const decided = submitted && outcome !== "submitted" ? new Date(submitted.getTime() + CUSTOMS_ANSWER_DELAY_MS) : null;
    const status: DeclarationStatus = outcome === "rejectedElements" || outcome === "rejectedPrice" ? "rejected" : outcome;
    const year = created.getUTCFullYear();
    seed.declarationRows.push({
      id: declarationId, tenantCode: DEFAULT_TENANT, declarationNo: "", entryNo: status === "accepted" ? `${office}${year}` : null, direction: "export",
      customsOffice: office, tradeMode, transportMode, traderName: TRADERS[trader][0], traderUscc: TRADERS[trader][1], portCode: port, tradeCountry: country,
      conveyance: transportMode === "5" ? "CZ0327" : `COSCO DEMO ${String(20 + k).padStart(3, "0")}E`, billNo: transportMode === "5" ? `78412${String(345670 + k)}` : `COSU62${String(34500 + k * 11).padStart(8, "0")}`,
      currency: "USD", invoiceTotalCents: invoice, packages: Math.max(1, Math.round(lines.reduce((n, l) => n + l.pieces, 0) / 50)),
      grossWeightMilli: Math.round(netMilli * 1.12), netWeightMilli: netMilli, status,
      submittedAt: submitted, submittedBy: submitted ? "editor" : null, decidedAt: decided,
      rejectReason: outcome === "rejectedElements" ? rejectionText({ rule: "elementsIncomplete", lines: [1] }) : outcome === "rejectedPrice" ? rejectionText({ rule: "priceOutOfRange", lines: [1] }) : null,
      createBy: "editor", createTime: created, updateTime: decided ?? created,
    });
  });
  numberDeclarations(seed.declarationRows);
  return seed;
}

/**
 * DEC-YYMM-NNNN per month, and the accepted ones' entry numbers per office and year, in the order
 * the declarations were opened (as the simulator numbers them); `entryNo` holds office and year until then.
 */
function numberDeclarations(rows: DeclarationSeed["declarationRows"]): void {
  const monthly = new Map<string, number>();
  const sequence = new Map<string, number>();
  const next = (counter: Map<string, number>, key: string) => (counter.set(key, (counter.get(key) ?? 0) + 1), counter.get(key)!);
  for (const row of [...rows].sort((a, b) => a.createTime!.getTime() - b.createTime!.getTime())) {
    const day = row.createTime!.toISOString();
    const month = `DEC-${day.slice(2, 4)}${day.slice(5, 7)}-`;
    row.declarationNo = `${month}${String(next(monthly, month)).padStart(4, "0")}`;
    if (row.entryNo) row.entryNo = entryNumber(row.customsOffice!, row.createTime!.getUTCFullYear(), "export", next(sequence, row.entryNo));
  }
}

/** Writes 10001's declarations over its goods and the tariff already seeded. */
export function insertDeclarations(tx: Tx, anchorDay: string): void {
  const goods = tx.select().from(customsGoods).where(eq(customsGoods.tenantCode, DEFAULT_TENANT)).all();
  const tariff = tx.select().from(hsNationalLines).where(and(eq(hsNationalLines.market, "CN"))).all();
  const seed = buildDeclarations(anchorDay, goods, tariff);
  insertAll(tx, customsDeclarations, seed.declarationRows);
  insertAll(tx, customsDeclarationLines, seed.lineRows);
}
