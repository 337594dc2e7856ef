import { amountText } from "../contract/money";
import { ccrnStepMessages, type HkMessageEntry } from "../contract/hk/exchange";
import { hkTimeMs, hkTimeText } from "../contract/hk/consignment";
import { demoUdr, type TdecStatus } from "../contract/hk/tdec";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { hkConsignments, hkMessages, hkTdecConsignments, hkTdecLines, hkTdecs } from "../db/schema";
import { seedId } from "../db/snowflake";
import { buildHk } from "./hk";
import { buildHkConsignments } from "./hk-consignments";
import { insertAll, type Tx } from "./insert";

/**
 * Hong Kong import/export declarations (TDEC) of 10002 and 10001 (DOMAIN §2.3–2.4), dated from
 * `anchorDay` (decision 0006): some made from the seeded CCRNs of a truck trip, others by sea, air
 * or rail with their own B/L or air waybill; drafts, lodged ones with demo UDRs (some lodged after
 * the 14 days, so the penalty shows, and drafts already past them) and cancelled ones. With them,
 * every message the seeded CCRNs and declarations exchanged, at the times they were exchanged.
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const id = (block: 76 | 77 | 78 | 79, n: number) => seedId(block * 100_000 + n);

/** `from`: indices of seeded consignments (seeds/hk-consignments.ts PLANS), one line each. */
type FromCcrns = { from: readonly number[] };
/** By hand: the transport and the lines, cargo items by description with their quantities. */
type ByHand = { kind: "import" | "export"; mode: "sea" | "air" | "rail" | "road"; document: string | null; conveyance: string; movedDaysAgo: number; lines: readonly (readonly [cargo: string, quantity: number])[] };
/** `lodgedAfter`: days after the movement it was lodged; null a draft; "cancelled" a cancelled draft. */
type Plan = { tenant: string; lodgedAfter: number | null | "cancelled" } & (FromCcrns | ByHand);

const PLANS: readonly Plan[] = [
  { tenant: "10002", from: [0, 1], lodgedAfter: 1 },
  { tenant: "10002", from: [2, 3], lodgedAfter: null },
  { tenant: "10002", from: [4], lodgedAfter: 0 },
  { tenant: "10002", from: [5], lodgedAfter: 1 },
  { tenant: "10002", from: [6], lodgedAfter: "cancelled" },
  { tenant: "10002", from: [7], lodgedAfter: 17 },
  { tenant: "10002", from: [8], lodgedAfter: null },
  { tenant: "10002", from: [9], lodgedAfter: null },
  { tenant: "10002", from: [16], lodgedAfter: 2 },
  { tenant: "10002", kind: "import", mode: "sea", document: "OOLU2712345670", conveyance: "OOCL HONG KONG 061E", movedDaysAgo: 9, lines: [["Smartphones, boxed with chargers", 400], ["Wi-Fi routers and network switches", 300], ["Laptop computers, 14 inch", 120]], lodgedAfter: 3 },
  { tenant: "10002", kind: "import", mode: "air", document: "160-12345675", conveyance: "CX 0732", movedDaysAgo: 70, lines: [["Electric wrist-watches", 500]], lodgedAfter: 60 },
  { tenant: "10002", kind: "import", mode: "air", document: "180-20241125", conveyance: "KE 0607", movedDaysAgo: 35, lines: [["Video game consoles", 40]], lodgedAfter: 30 },
  { tenant: "10002", kind: "export", mode: "sea", document: "COSU6401234560", conveyance: "COSCO SHIPPING ARIES 012W", movedDaysAgo: 5, lines: [["Porcelain dinnerware", 800], ["Stainless steel cookware sets", 600]], lodgedAfter: null },
  { tenant: "10002", kind: "import", mode: "rail", document: null, conveyance: "X8023", movedDaysAgo: 4, lines: [["Cotton T-shirts, knitted", 120], ["Cotton T-shirts, knitted", 40]], lodgedAfter: 2 },
  { tenant: "10002", kind: "import", mode: "sea", document: "MAEU2245567780", conveyance: "MAERSK KOWLOON 447S", movedDaysAgo: 25, lines: [["Solid wood dining tables", 30], ["Upholstered office chairs", 120]], lodgedAfter: null },
  { tenant: "10002", kind: "import", mode: "air", document: "160-55501234", conveyance: "CX 0880", movedDaysAgo: 2, lines: [["Solid-state drives", 1000]], lodgedAfter: null },
  { tenant: "10002", kind: "export", mode: "air", document: "160-55507788", conveyance: "CX 0251", movedDaysAgo: 12, lines: [["Fashion jewellery of base metal", 2000]], lodgedAfter: 13 },
  { tenant: "10002", kind: "import", mode: "sea", document: "EGLV1460098765", conveyance: "EVER GIVEN 1123E", movedDaysAgo: 8, lines: [["Plush toys and dolls", 1500]], lodgedAfter: "cancelled" },
  { tenant: "10002", kind: "import", mode: "road", document: null, conveyance: "LV1234", movedDaysAgo: 1, lines: [["Sports shoes with textile uppers", 200]], lodgedAfter: null },
  { tenant: "10001", from: [32, 33], lodgedAfter: null },
  { tenant: "10001", from: [37], lodgedAfter: 18 },
  { tenant: "10001", from: [38], lodgedAfter: 10 },
  { tenant: "10001", kind: "import", mode: "sea", document: "OOLU2799912340", conveyance: "OOCL SHENZHEN 033E", movedDaysAgo: 6, lines: [["Smartphones, boxed with chargers", 150]], lodgedAfter: 2 },
  { tenant: "10001", kind: "export", mode: "air", document: "160-77700011", conveyance: "CX 0700", movedDaysAgo: 50, lines: [["Electric wrist-watches", 300]], lodgedAfter: 47 },
  { tenant: "10001", kind: "import", mode: "sea", document: "COSU6409990001", conveyance: "COSCO FORTUNE 021E", movedDaysAgo: 3, lines: [["Cotton bed linen sets", 400]], lodgedAfter: null },
  ...earlierTrade("10001", 22),
];

/**
 * A tenant's earlier months of declarations by hand, so its list pages and filters: sea, road and
 * rail movements of its usual cargo, most lodged within days, some late, a few drafts and cancelled.
 */
function earlierTrade(tenant: string, count: number): Plan[] {
  const cargo = ["Smartphones, boxed with chargers", "Cotton bed linen sets", "Electric wrist-watches", "Porcelain dinnerware", "Plush toys and dolls", "Sports shoes with textile uppers", "Solid-state drives", "Upholstered office chairs"];
  const modes = ["sea", "road", "rail"] as const;
  return Array.from({ length: count }, (_, k): Plan => {
    const mode = modes[k % modes.length];
    const kind = k % 4 === 1 ? "export" : "import";
    const document = mode === "sea" ? `${k % 2 === 0 ? "OOLU" : "COSU"}28${String(4_100_000 + k * 3_701).padStart(8, "0")}` : null;
    const conveyance = mode === "sea" ? `${k % 2 === 0 ? "OOCL NINGBO" : "COSCO PRIDE"} ${String(40 + k).padStart(3, "0")}E` : mode === "road" ? `ZY${String(5000 + k * 17)}` : `X${8100 + k}`;
    const lodgedAfter = k % 9 === 4 ? "cancelled" : k % 6 === 5 ? null : k % 7 === 3 ? 16 + (k % 5) : 1 + (k % 4);
    return { tenant, kind, mode, document, conveyance, movedDaysAgo: 8 + k * 4, lines: [[cargo[k % cargo.length], 60 + k * 15]], lodgedAfter };
  });
}

type MessageRow = typeof hkMessages.$inferInsert;
export interface HkTdecBook {
  tdecs: (typeof hkTdecs.$inferInsert)[];
  lines: (typeof hkTdecLines.$inferInsert)[];
  links: (typeof hkTdecConsignments.$inferInsert)[];
  messages: MessageRow[];
}

export function buildHkTdecs(anchorDay: string): HkTdecBook {
  const morning = Date.parse(`${anchorDay}T09:00:00+08:00`);
  const consignments = buildHkConsignments(anchorDay);
  const hk = buildHk();
  const book: HkTdecBook = { tdecs: [], lines: [], links: [], messages: [] };
  const message = (tenantCode: string, entry: Omit<HkMessageEntry, "by">, by: string) =>
    book.messages.push({ id: id(79, book.messages.length), tenantCode, ...entry, vehicleNo: entry.vehicleNo ?? null, party: entry.party ?? null, at: new Date(entry.at), by, createTime: new Date(entry.at) });

  // Every seeded CCRN's messages: the e-ACI and ROCARS's answer, the bundle and the crossing, a cancellation.
  for (const row of consignments) {
    const by = row.createBy!;
    const ccrn = { id: row.id!, refNo: row.refNo!, ccrn: row.ccrn ?? null, rejectReason: row.rejectReason ?? null, decidedAt: row.decidedAt ?? null, packages: row.packages!, articlesDescription: row.articlesDescription!, consigneeName: row.consigneeName!, controlPoint: row.controlPoint! };
    if (row.submittedAt && row.status !== "cancelled") {
      const answered = { ...ccrn, status: row.status === "rejected" ? ("rejected" as const) : ("accepted" as const), vehicleNo: null, crossingAt: null };
      for (const entry of ccrnStepMessages("submit", answered, row.submittedAt.getTime())) message(row.tenantCode!, entry, by);
    }
    if (row.bundledAt) for (const entry of ccrnStepMessages("bundle", { ...ccrn, status: "bundled", vehicleNo: row.vehicleNo!, crossingAt: row.crossingAt! }, row.bundledAt.getTime())) message(row.tenantCode!, entry, by);
    if (row.status === "cancelled") for (const entry of ccrnStepMessages("cancel", { ...ccrn, status: "cancelled", vehicleNo: null, crossingAt: null }, row.updateTime!.getTime())) message(row.tenantCode!, entry, by);
  }

  const perMonth = new Map<string, number>();
  const perDay = new Map<string, number>();
  const drafts = PLANS.map((plan, k) => {
    const unit = hk.unitRows.find((u) => u.tenantCode === plan.tenant && u.isDefault)!;
    const cargo = hk.cargoRows.filter((c) => c.tenantCode === plan.tenant);
    const itemOf = (description: string) => cargo.find((c) => c.description.toLowerCase() === description.toLowerCase());
    if ("from" in plan) {
      const rows = plan.from.map((i) => consignments[i]);
      const [first] = rows;
      const movedOn = first.crossingAt!.slice(0, 10);
      const lines = rows.map((c) => {
        const item = itemOf(c.articlesDescription!);
        return { cargoId: item?.id ?? null, hkhsCode: item?.hkhsCode ?? null, description: c.articlesDescription!, quantity: c.packages!, unit: item?.unit ?? "PCS", valueCents: (item?.unitValueCents ?? 0) * c.packages!, country: first.direction === "import" ? (item?.originCountry ?? "CN") : "CN" };
      });
      const header = {
        kind: first.direction!, consignorName: first.consignorName!, consignorAddress: first.consignorAddress!, consigneeName: first.consigneeName!, consigneeAddress: first.consigneeAddress!,
        transportMode: "road" as const, transportDocument: first.ccrn!, conveyance: first.vehicleNo!, controlPoint: first.controlPoint!,
      };
      return { k, plan, unit, movedOn, header, lines, from: rows };
    }
    const movedOn = hkTimeText(morning - plan.movedDaysAgo * DAY_MS).slice(0, 10);
    const [shipper, receiver] = plan.kind === "import" ? ["Shenzhen VoltLeaf Electronics Co., Ltd. 深圳伏叶电子有限公司", unit.companyNameEn] : [unit.companyNameEn, "Dongguan Harbor & Pine Garments Co., Ltd. 东莞港松制衣有限公司"];
    const lines = plan.lines.map(([description, quantity]) => {
      const item = itemOf(description)!;
      return { cargoId: item.id, hkhsCode: item.hkhsCode, description: item.description, quantity, unit: item.unit, valueCents: item.unitValueCents! * quantity, country: plan.kind === "import" ? item.originCountry : "CN" };
    });
    const header = {
      kind: plan.kind, consignorName: shipper, consignorAddress: plan.kind === "import" ? "Block B, Fuyong Industrial Park, Bao'an District, Shenzhen, Guangdong" : unit.address,
      consigneeName: receiver, consigneeAddress: plan.kind === "import" ? unit.address : "No. 18 Changan Road, Chang'an Town, Dongguan, Guangdong",
      transportMode: plan.mode, transportDocument: plan.document, conveyance: plan.conveyance, controlPoint: plan.mode === "road" ? ("LMC" as const) : null,
    };
    return { k, plan, unit, movedOn, header, lines, from: [] };
  });

  // Numbered as the simulator numbers them: the tenant's month of creation, in order of creation.
  const created = (movedOn: string, k: number) => Date.parse(`${movedOn}T08:00:00+08:00`) + 14 * HOUR_MS + k * 60_000;
  const ordered = [...drafts].sort((a, b) => created(a.movedOn, a.k) - created(b.movedOn, b.k));
  for (const draft of ordered) {
    const { k, plan, unit, movedOn, header, lines, from } = draft;
    const by = plan.tenant === "10002" ? "hkmember" : "agent";
    const createTime = new Date(Math.min(created(movedOn, k), morning - HOUR_MS));
    const month = `${plan.tenant}:TDC-${createTime.toISOString().slice(2, 4)}${createTime.toISOString().slice(5, 7)}-`;
    perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
    const refNo = `${month.split(":")[1]}${String(perMonth.get(month)).padStart(4, "0")}`;
    const lodged = typeof plan.lodgedAfter === "number";
    const lodgedAt = lodged ? new Date(Math.min(Date.parse(`${movedOn}T08:00:00+08:00`) + (plan.lodgedAfter as number) * DAY_MS + 15 * HOUR_MS, morning - 30 * 60_000)) : null;
    let udr: string | null = null;
    if (lodgedAt) {
      const day = hkTimeText(lodgedAt.getTime()).slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      udr = demoUdr(day, perDay.get(day)!);
    }
    const status: TdecStatus = lodged ? "lodged" : plan.lodgedAfter === "cancelled" ? "cancelled" : "draft";
    const tdecId = id(76, k);
    book.tdecs.push({
      id: tdecId, tenantCode: plan.tenant, refNo, declaringUnitId: unit.id!, ...header, movedOn, status, udr, lodgedAt, lodgedBy: lodged ? by : null, createBy: by, createTime, updateTime: lodgedAt ?? createTime,
    });
    lines.forEach((line, i) => book.lines.push({ id: id(77, book.lines.length), tenantCode: plan.tenant, tdecId, lineNo: i + 1, ...line, createTime, updateTime: createTime }));
    for (const c of from) book.links.push({ id: id(78, book.links.length), tenantCode: plan.tenant, tdecId, consignmentId: c.id!, createTime });
    const about = { subject: "tdec" as const, subjectId: tdecId, vehicleNo: header.conveyance, party: header.consigneeName };
    message(plan.tenant, { ...about, reference: refNo, direction: "recorded", type: "tdecCreate", statusAfter: "draft", summary: from.map((c) => c.ccrn).join(", "), at: createTime.getTime() }, by);
    if (lodgedAt) {
      const total = lines.reduce((sum, line) => sum + line.valueCents, 0);
      message(plan.tenant, { ...about, reference: refNo, direction: "sent", type: "tdecLodge", statusAfter: "lodged", summary: `HKD ${amountText(total)}`, at: lodgedAt.getTime() }, by);
      message(plan.tenant, { ...about, reference: udr!, direction: "received", type: "udrAck", statusAfter: "lodged", summary: udr!, at: lodgedAt.getTime() }, by);
    }
    if (status === "cancelled") message(plan.tenant, { ...about, reference: refNo, direction: "recorded", type: "tdecCancel", statusAfter: "cancelled", summary: "", at: createTime.getTime() + HOUR_MS }, by);
  }
  return book;
}

export function insertHkTdecs(tx: Tx, anchorDay: string): void {
  const book = buildHkTdecs(anchorDay);
  insertAll(tx, hkTdecs, book.tdecs);
  insertAll(tx, hkTdecLines, book.lines);
  insertAll(tx, hkTdecConsignments, book.links);
  insertAll(tx, hkMessages, book.messages);
}

/** The day the road cargo book was seeded on: its first consignment crossed 50 hours before that day's 09:00. */
export function hkBookDay(db: Pick<Db, "select">): string | null {
  const first = db.select({ at: hkConsignments.expectedCrossingAt }).from(hkConsignments).where(and(eq(hkConsignments.tenantCode, "10002"), eq(hkConsignments.id, seedId(7_500_000)))).get();
  return first ? hkTimeText(hkTimeMs(first.at)! + 50 * HOUR_MS).slice(0, 10) : null;
}
