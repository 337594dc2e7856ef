import { and, eq } from "drizzle-orm";
import { addClassifyOrderSchema, CLASSIFY_STATUSES, proposalSchemaFor, replaySteps } from "../contract/customs/classification";
import { addCustomsGoodsSchema } from "../contract/customs/goods";
import { openDb } from "../db/client";
import * as schema from "../db/schema";
import { amountText } from "../provider-sim/resources/us-money";
import { buildCustoms, type People } from "./customs";
import { DESK } from "./customs-plans";
import { seedDatabase } from "./index";
import { buildTenants, DEFAULT_TENANT } from "./tenants";
import { buildUsers } from "./users";

const TODAY = "2026-11-25";
const PEOPLE: People = {
  editor: { id: "1", username: "editor" },
  agent: { id: "2", username: "agent" },
  admin: { id: "5", username: "admin" },
  classifier: { id: "3", username: DESK.classifier },
  reviewer: { id: "4", username: DESK.reviewer },
};
const seed = buildCustoms(TODAY, PEOPLE);
const asInput = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? "" : typeof v === "number" ? String(v) : v]));
const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? "" : amountText(cents));
const stepsOf = (orderId: string) => seed.stepRows.filter((s) => s.orderId === orderId);

describe("the goods and classification demo book", () => {
  it("holds about forty goods, and orders in every status with more than a page for the admin and the agent each", () => {
    expect(seed.goodsRows.length).toBeGreaterThanOrEqual(40);
    for (const member of ["admin", "agent"]) expect(seed.orderRows.filter((o) => o.createByName === member).length).toBeGreaterThanOrEqual(25);
    expect(new Set(seed.orderRows.map((o) => o.status))).toEqual(new Set(CLASSIFY_STATUSES));
    expect(seed.goodsRows.filter((g) => g.classifiedBy).length).toBe(seed.orderRows.filter((o) => o.status === "classified").length);
  });

  it("passes the rules a member's and a classifier's own input must pass", () => {
    for (const goods of seed.goodsRows) {
      const input = { ...asInput(goods), lowestPrice: money(goods.lowestPriceCents), referencePrice: money(goods.referencePriceCents), highestPrice: money(goods.highestPriceCents) };
      expect({ goods: goods.modelNumber, ok: addCustomsGoodsSchema.safeParse(input).success }).toEqual({ goods: goods.modelNumber, ok: true });
    }
    for (const order of seed.orderRows) {
      expect({ order: order.orderNo, ok: addClassifyOrderSchema.safeParse(asInput(order)).success }).toEqual({ order: order.orderNo, ok: true });
      for (const step of stepsOf(order.id!).filter((s) => s.step === "propose")) {
        const proposal = { id: order.id, ...step.codes, gri: step.codes!.gri!.split(","), rationale: step.note };
        expect(proposalSchemaFor(order.jurisdictions).safeParse(asInput(proposal)).success).toBe(true);
      }
    }
  });

  it("keeps each order's status where its steps lead, in time, and never lets a proposer approve their own codes", () => {
    for (const order of seed.orderRows) {
      const steps = stepsOf(order.id!);
      expect({ order: order.orderNo, replay: replaySteps(steps.map((s) => s.step)) }).toEqual({ order: order.orderNo, replay: { status: order.status } });
      steps.forEach((s, i) => expect(s.fromStatus ?? null).toBe(i === 0 ? null : steps[i - 1].toStatus));
      const times = steps.map((s) => s.createTime!.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect([order.createTime, order.updateTime]).toEqual([steps[0].createTime, steps.at(-1)!.createTime]);
      expect(order.updateTime!.getTime()).toBeLessThan(Date.parse(`${TODAY}T00:00:00Z`));
      steps.forEach((s, i) => {
        if (s.step !== "approve") return;
        const proposer = steps.slice(0, i).reverse().find((p) => p.step === "propose")!;
        expect(s.userId).not.toBe(proposer.userId);
      });
    }
  });

  it("puts an approved order's codes on its goods, stamped with the reviewer, and says which codes are demo values", () => {
    for (const order of seed.orderRows.filter((o) => o.status === "classified")) {
      const goods = seed.goodsRows.find((g) => g.id === order.goodsId)!;
      expect(goods).toMatchObject({ hs6: order.proposedHs6, htsCode: order.proposedHtsCode, cnCode: order.proposedCnCode, hkCode: order.proposedHkCode, classifiedBy: order.reviewerName, classifyOrderId: order.id });
    }
    for (const goods of seed.goodsRows.filter((g) => g.cnCode || g.hkCode)) expect(goods.remark).toMatch(/demo values; verify/);
    expect(seed.goodsRows.find((g) => g.modelNumber === "PH-CBL-C1")?.remark).toBeNull();
    expect(seed.goodsRows.find((g) => g.modelNumber === "SL-EVA-01")?.hs6).toBeUndefined();
  });

  it("staffs the desk with two active generated classifiers of 10001, and is the same book for the same day", () => {
    const tenants = buildTenants("x");
    const staff = buildUsers("x", tenants, () => "region");
    const classifierPost = tenants.postId(DEFAULT_TENANT, "CLASSIFIER");
    for (const username of Object.values(DESK)) {
      const user = staff.userRows.find((u) => u.username === username && u.tenantCode === DEFAULT_TENANT)!;
      expect(user.status).toBe(1);
      expect(staff.userPostRows.filter((p) => p.userId === user.id).map((p) => p.postId)).toEqual([classifierPost]);
    }
    expect(buildCustoms(TODAY, PEOPLE)).toEqual(seed);
  });

  it("is written for 10001 on seeding, and gives the desk the classifier role", () => {
    const db = openDb(":memory:");
    seedDatabase(db, { password: "seed-test-pw", today: TODAY });
    // 10002's goods come with its orders' book (seeds/orders.ts); this book is 10001's.
    expect(db.select().from(schema.customsGoods).where(eq(schema.customsGoods.tenantCode, DEFAULT_TENANT)).all()).toHaveLength(seed.goodsRows.length);
    const role = db.select().from(schema.roles).where(and(eq(schema.roles.tenantCode, DEFAULT_TENANT), eq(schema.roles.roleCode, "ROLE_CLASSIFIER"))).get()!;
    expect(db.select().from(schema.userRoles).where(eq(schema.userRoles.roleId, role.id)).all()).toHaveLength(2);
    db.$client.close();
  });
});
