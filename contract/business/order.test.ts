import { lineTotalCents, orderLineSchema, orderStepSchema, orderTotals, outsidePriceRange, reorderSchema, saveOrderSchema } from "./order";
import { isDraft, ORDER_STEP_RULES, ORDER_STEPS, orderStepRefusal, replayOrderSteps, stepsFrom, stepsTo } from "./order-steps";
import { businessMessages as b, orderMessages as o } from "./messages";

const LINE = { goodsId: "7", quantity: "3", unitCode: "pcs", netWeight: "1200", roughWeight: "1500", unitPrice: "19.99" };
const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("an order's step table", () => {
  it("leads a draft through confirmed, shipped and received to closed", () => {
    expect(replayOrderSteps(["confirm", "ship", "receive", "close"])).toEqual({ status: "closed" });
    expect(stepsTo("closed")).toEqual(["confirm", "ship", "receive", "close"]);
    expect(stepsTo("draft")).toEqual([]);
  });

  it("cancels only a draft or a confirmed order", () => {
    expect(replayOrderSteps(["cancel"])).toEqual({ status: "cancelled" });
    expect(replayOrderSteps(["confirm", "cancel"])).toEqual({ status: "cancelled" });
    expect(replayOrderSteps(["confirm", "ship", "cancel"])).toEqual({ outOfOrder: 2 });
    expect(orderStepRefusal("cancel", "received")).toBe(o.stepNotAllowed);
  });

  it("refuses a step out of order and offers each status only its own steps", () => {
    expect(replayOrderSteps(["ship"])).toEqual({ outOfOrder: 0 });
    expect(replayOrderSteps(["confirm", "confirm"])).toEqual({ outOfOrder: 1 });
    expect(stepsFrom("draft")).toEqual(["confirm", "cancel"]);
    expect(stepsFrom("confirmed")).toEqual(["ship", "cancel"]);
    expect(stepsFrom("shipped")).toEqual(["receive"]);
    expect(stepsFrom("received")).toEqual(["close"]);
    expect(stepsFrom("closed")).toEqual([]);
    expect(stepsFrom("cancelled")).toEqual([]);
    // Every step leaves its statuses for another: no step stays in place.
    for (const step of ORDER_STEPS) expect(ORDER_STEP_RULES[step].from).not.toContain(ORDER_STEP_RULES[step].to);
    expect([isDraft("draft"), isDraft("confirmed")]).toEqual([true, false]);
  });
});

describe("an order's figures", () => {
  it("totals lines in minor units, exactly", () => {
    // 0.1 + 0.2 in floats is not 0.3; in cents it is.
    const lines = [
      { quantity: 3, totalCents: lineTotalCents(3, "0.1") },
      { quantity: 1, totalCents: lineTotalCents(1, "0.2") },
      { quantity: 1000, totalCents: lineTotalCents(1000, "19.99") },
    ];
    expect(lines.map((l) => l.totalCents)).toEqual([30, 20, 1999000]);
    expect(orderTotals(lines)).toEqual({ quantitySum: 1004, totalCents: 1999050 });
    expect(orderTotals([])).toEqual({ quantitySum: 0, totalCents: 0 });
  });

  it("holds gross weight at or above net weight, in whole grams", () => {
    expect(messagesOf(orderLineSchema.safeParse({ ...LINE, roughWeight: "1199" }))).toEqual([`roughWeight: ${o.grossBelowNet}`]);
    expect(messagesOf(orderLineSchema.safeParse({ ...LINE, netWeight: "12.5" }))).toEqual([`netWeight: ${o.weightShape}`]);
    const ok = orderLineSchema.safeParse({ ...LINE, roughWeight: "1200" });
    expect(ok.success && ok.data).toMatchObject({ quantity: 3, unitCode: "PCS", netWeight: 1200, roughWeight: 1200 });
  });

  it("takes whole quantities and prices of two decimals", () => {
    expect(messagesOf(orderLineSchema.safeParse({ ...LINE, quantity: "0" }))).toEqual([`quantity: ${o.quantityShape}`]);
    expect(messagesOf(orderLineSchema.safeParse({ ...LINE, quantity: "1.5" }))).toEqual([`quantity: ${o.quantityShape}`]);
    expect(messagesOf(orderLineSchema.safeParse({ ...LINE, unitPrice: "1.999" }))).toEqual([`unitPrice: ${o.priceShape}`]);
  });

  it("finds a price outside the goods' range, a missing bound not limiting", () => {
    expect(outsidePriceRange(999, { lowest: 1000, highest: 2000 })).toBe(true);
    expect(outsidePriceRange(2001, { lowest: 1000, highest: 2000 })).toBe(true);
    expect(outsidePriceRange(1000, { lowest: 1000, highest: 2000 })).toBe(false);
    expect(outsidePriceRange(5, { lowest: null, highest: null })).toBe(false);
  });
});

describe("an order's calls", () => {
  it("saves a draft only with lines", () => {
    const header = { orderDate: "2026-11-02", supplierId: "5", currency: "cny", receivingWay: "delivery" };
    expect(messagesOf(saveOrderSchema.safeParse({ ...header, lines: [] }))).toEqual([`lines: ${o.noLines}`]);
    expect(messagesOf(saveOrderSchema.safeParse({ ...header, lines: [{ ...LINE, roughWeight: "1" }] }))).toEqual([`lines.0.roughWeight: ${o.grossBelowNet}`]);
    expect(saveOrderSchema.parse({ ...header, lines: [LINE] }).currency).toBe("CNY");
  });

  it("receives only into a named warehouse, and re-orders from an order or goods", () => {
    expect(messagesOf(orderStepSchema.safeParse({ id: "1", step: "receive" }))).toEqual([`warehouseId: ${o.warehouseNeeded}`]);
    expect(orderStepSchema.safeParse({ id: "1", step: "receive", warehouseId: "42" }).success).toBe(true);
    expect(orderStepSchema.safeParse({ id: "1", step: "ship" }).success).toBe(true);
    expect(messagesOf(reorderSchema.safeParse({ goodsIds: [] }))).toEqual([`goodsIds: ${o.reorderNothing}`]);
    expect(messagesOf(reorderSchema.safeParse({ goodsIds: ["4"] }))).toEqual([`supplierId: ${b.supplierUnknown}`]);
    expect(reorderSchema.safeParse({ fromOrderId: "3" }).success).toBe(true);
  });
});
