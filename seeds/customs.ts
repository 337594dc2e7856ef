import { and, eq, inArray } from "drizzle-orm";
import { GRI_RULES, STEP_RULES, type ClassifyStatus } from "../contract/customs/classification";
import { CODE_FIELDS, type Jurisdiction } from "../contract/customs/goods";
import { normaliseHts } from "../contract/customs/identifiers";
import { centsOf } from "../contract/usa/hts-line";
import { classifyOrders, classifySteps, customsGoods, roles, userRoles, users } from "../db/schema";
import { seedId } from "../db/snowflake";
import { loadCsv } from "./csv";
import { ALL_ORDER_PLANS, DESK, GOODS_PLANS, MEMBERS, ORDER_PLANS, type Actor } from "./customs-plans";
import { insertAll, type Tx } from "./insert";
import { DEFAULT_TENANT } from "./tenants";

/**
 * The goods and classification book of tenant 10001 (DOMAIN §3, §5.4; plans in customs-plans.ts):
 * goods with their US HTS numbers from the HTS sample where it holds them, and demo China and
 * Hong Kong codes that only have the right shape (their remarks say so); orders over every status,
 * each step a row with who and when, dated from `anchorDay` (decision 0006). An approved order's
 * codes are on its goods, stamped with its reviewer.
 */
const customsId = (block: 70 | 71 | 72, n: number) => seedId(block * 100_000 + n);
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const GRI: (typeof GRI_RULES)[number][] = ["1", "6"];

export interface CustomsSeed {
  goodsRows: (typeof customsGoods.$inferInsert)[];
  orderRows: (typeof classifyOrders.$inferInsert)[];
  stepRows: (typeof classifySteps.$inferInsert)[];
}
export type People = Record<Actor, { id: string; username: string }>;
type Codes = { hs6: string; htsCode: string | null; cnCode: string | null; hkCode: string | null };

/** The codes a goods item classifies under: its HTS10, and demo CN10 and HKHS8 codes extending the same subheading. */
function codesOf(hts: string): Codes & { htsCode: string } {
  const htsCode = normaliseHts(hts)!;
  const hs6 = htsCode.slice(0, 6);
  return { hs6, htsCode, cnCode: `${hs6}${htsCode.slice(6, 8)}00`, hkCode: `${hs6}00` };
}

/** HS6 always, a national code for each jurisdiction asked for. */
function codesFor(hts: string, jurisdictions: readonly Jurisdiction[]): Codes {
  const all = codesOf(hts);
  const asked = (field: keyof Codes) => field === "hs6" || jurisdictions.some((j) => CODE_FIELDS[j] === field);
  return { hs6: all.hs6, htsCode: asked("htsCode") ? all.htsCode : null, cnCode: asked("cnCode") ? all.cnCode : null, hkCode: asked("hkCode") ? all.hkCode : null };
}

function remarkOf(codes: Partial<Codes>, inSample: boolean): string | null {
  const notes = [codes.htsCode && !inSample ? "HTS number not in the HTS sample" : null, codes.cnCode || codes.hkCode ? "CN and HK codes are demo values" : null].filter(Boolean);
  return notes.length > 0 ? `${notes.join("; ")}; verify` : null;
}

export function buildCustoms(anchorDay: string, people: People): CustomsSeed {
  const seed: CustomsSeed = { goodsRows: [], orderRows: [], stepRows: [] };
  const anchor = Date.parse(`${anchorDay}T00:00:00Z`);
  const sample = new Set(loadCsv("us_hts_sample.csv").map((line) => line.hts_code));
  const goodsIds = new Map<string, string>();

  GOODS_PLANS.forEach(([modelNumber, name, brand, origin, unit, lowest, reference, highest, material, usage, hts, codes], i) => {
    const id = customsId(70, i);
    goodsIds.set(modelNumber, id);
    const declared = codes === "declared" ? { hs6: codesOf(hts).hs6, htsCode: codesOf(hts).htsCode } : {};
    // The first goods of the plan are the newest: the list opens on classified, declared and new goods alike.
    const created = new Date(anchor - (50 + i) * DAY_MS + 10 * HOUR_MS);
    seed.goodsRows.push({
      id, tenantCode: DEFAULT_TENANT, modelNumber, name, brand, countryOfOrigin: origin, currency: "USD", unit,
      lowestPriceCents: centsOf(lowest), referencePriceCents: centsOf(reference), highestPriceCents: centsOf(highest),
      material, usage, ...declared, remark: remarkOf(declared, sample.has(hts)), createTime: created, updateTime: created,
    });
  });

  ALL_ORDER_PLANS.forEach(([model, description, jurisdictions, steps], k) => {
    const id = customsId(71, k);
    const plan = GOODS_PLANS.find((g) => g[0] === model)!;
    const goods = seed.goodsRows.find((g) => g.id === goodsIds.get(model))!;
    const codes = codesFor(plan[10], jurisdictions);
    // The named orders two days apart over the last six weeks; the generated ones 19 hours apart, among them.
    const n = k - ORDER_PLANS.length;
    const start = n < 0 ? anchor - (44 - 2 * k) * DAY_MS + (9 + (k % 5)) * HOUR_MS : anchor - (46 * 24 - n * 19) * HOUR_MS;
    const rationale = `Heading ${codes.hs6.slice(0, 4)} by GRI 1, on the terms of the heading and the section and chapter notes; subheading ${codes.hs6} by GRI 6.${sample.has(plan[10]) ? "" : " HTS number not in the HTS sample; verify."}`;
    let status: ClassifyStatus | null = null;
    const order: typeof classifyOrders.$inferInsert = {
      id, tenantCode: DEFAULT_TENANT, goodsId: goods.id!, description, functionUse: plan[9], material: plan[8], jurisdictions: [...jurisdictions],
      status: "submitted", createBy: people[steps[0][1]].id, createByName: people[steps[0][1]].username,
    };
    steps.forEach(([step, by, note], i) => {
      const at = new Date(start + i * (DAY_MS + HOUR_MS));
      const who = people[by];
      const proposal = step === "propose" ? { ...codes, gri: GRI.join(",") } : null;
      seed.stepRows.push({
        id: customsId(72, seed.stepRows.length), tenantCode: DEFAULT_TENANT, orderId: id, step, fromStatus: status, toStatus: STEP_RULES[step].to,
        userId: who.id, username: who.username, note: step === "propose" ? rationale : (note ?? null), codes: proposal, createTime: at,
      });
      status = STEP_RULES[step].to;
      // The order as the simulator's steps leave it (provider-sim/resources/classify-steps.ts).
      if (step === "submit") Object.assign(order, { returnReason: null, assigneeId: null, assigneeName: null, claimedAt: null });
      if (step === "claim") Object.assign(order, { assigneeId: who.id, assigneeName: who.username, claimedAt: at, proposedHs6: null, proposedHtsCode: null, proposedCnCode: null, proposedHkCode: null, gri: null, rationale: null, proposedById: null, proposedByName: null, proposedAt: null, reviewerName: null, reviewedAt: null });
      if (step === "propose") Object.assign(order, { proposedHs6: codes.hs6, proposedHtsCode: codes.htsCode, proposedCnCode: codes.cnCode, proposedHkCode: codes.hkCode, gri: GRI, rationale, proposedById: who.id, proposedByName: who.username, proposedAt: at });
      if (step === "approve") {
        Object.assign(order, { reviewerName: who.username, reviewedAt: at });
        Object.assign(goods, { ...codes, classifiedBy: who.username, classifiedAt: at, classifyOrderId: id, remark: remarkOf(codes, sample.has(plan[10])), updateTime: at });
      }
      if (step === "return") Object.assign(order, { returnReason: note, reviewerName: who.username, reviewedAt: at });
      order.createTime ??= at;
      order.updateTime = at;
    });
    seed.orderRows.push({ ...order, status: status! });
  });
  numberOrders(seed.orderRows);
  return seed;
}

/** CLS-YYMM-NNNN in the order the orders were opened, per month (as the simulator numbers them). */
function numberOrders(rows: CustomsSeed["orderRows"]): void {
  const next = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.createTime!.getTime() - b.createTime!.getTime())) {
    const day = row.createTime!.toISOString();
    const prefix = `CLS-${day.slice(2, 4)}${day.slice(5, 7)}-`;
    const n = (next.get(prefix) ?? 0) + 1;
    next.set(prefix, n);
    row.orderNo = `${prefix}${String(n).padStart(4, "0")}`;
  }
}

/** Writes the book for 10001's members and desk, and gives the desk ROLE_CLASSIFIER (where the tenant has the role). */
export function insertCustoms(tx: Tx, anchorDay: string): void {
  const usernames = [...MEMBERS, ...Object.values(DESK)];
  const found = tx.select({ id: users.id, username: users.username }).from(users).where(and(eq(users.tenantCode, DEFAULT_TENANT), inArray(users.username, usernames))).all();
  const byName = (username: string) => {
    const user = found.find((u) => u.username === username);
    if (!user) throw new Error(`no user ${username} in tenant ${DEFAULT_TENANT}`);
    return user;
  };
  const people: People = { editor: byName("editor"), agent: byName("agent"), admin: byName("admin"), classifier: byName(DESK.classifier), reviewer: byName(DESK.reviewer) };
  const seed = buildCustoms(anchorDay, people);
  insertAll(tx, customsGoods, seed.goodsRows);
  insertAll(tx, classifyOrders, seed.orderRows);
  insertAll(tx, classifySteps, seed.stepRows);
  const classifier = tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantCode, DEFAULT_TENANT), eq(roles.roleCode, "ROLE_CLASSIFIER"))).get();
  if (classifier) insertAll(tx, userRoles, [people.classifier, people.reviewer].map((u) => ({ tenantCode: DEFAULT_TENANT, userId: u.id, roleId: classifier.id })));
}
