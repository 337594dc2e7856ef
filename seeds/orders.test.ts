import { saveOrderSchema } from "../contract/business/order";
import { ORDER_STATUSES, replayOrderSteps, type OrderStep } from "../contract/business/order-steps";
import { amountText } from "../contract/money";
import { buildHkGoods, buildOrders, type TenantBook } from "./orders";
import { buildSuppliers } from "./suppliers";

const TODAY = "2026-11-27";
const suppliers = buildSuppliers().supplierRows;
const goods10001 = ["PB-20K-PD", "TY-RC-CAR", "BG-BKP-30"].map((modelNumber, i) => ({ id: `77${i}`, modelNumber, unit: "PCS", currency: "USD", lowestPriceCents: 500 + i, referencePriceCents: 600 + i, highestPriceCents: 700 + i }));
const books: TenantBook[] = [
  { tenantCode: "10001", buyer: { id: "1", username: "admin" }, suppliers: suppliers.filter((s) => s.tenantCode === "10001").map((s) => ({ id: s.id!, status: s.status! })), goods: goods10001, warehouseId: "9001" },
  { tenantCode: "10002", buyer: { id: "2", username: "hkadmin" }, suppliers: suppliers.filter((s) => s.tenantCode === "10002").map((s) => ({ id: s.id!, status: s.status! })), goods: buildHkGoods(new Date(0)).map((g) => ({ ...g, id: g.id!, lowestPriceCents: g.lowestPriceCents!, referencePriceCents: g.referencePriceCents!, highestPriceCents: g.highestPriceCents! })) },
];
const seed = buildOrders(TODAY, books);

describe("the orders' demo book", () => {
  it("gives both tenants orders in every status over the last six months, of 1 to 20 lines of their own goods and suppliers", () => {
    for (const book of books) {
      const own = seed.orderRows.filter((o) => o.tenantCode === book.tenantCode);
      expect(new Set(own.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
      const days = own.map((o) => o.orderDate!).sort();
      expect(days.at(-1)! <= TODAY && days[0] >= "2026-05-27").toBe(true);
      expect(new Set(own.map((o) => o.code)).size).toBe(own.length);
      for (const order of own) {
        const lines = seed.lineRows.filter((l) => l.orderId === order.id);
        expect(lines.length).toBeGreaterThanOrEqual(1);
        expect(lines.length).toBeLessThanOrEqual(20);
        expect(lines.every((l) => l.tenantCode === book.tenantCode && book.goods.some((g) => g.id === l.goodsId))).toBe(true);
        expect(book.suppliers.find((s) => s.id === order.supplierId)?.status).toBe("enabled");
        // The stored totals are the lines' sums, and each line saves as the page would save it.
        expect(order.totalCents).toBe(lines.reduce((sum, l) => sum + l.totalCents, 0));
        expect(order.quantitySum).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
        const body = { ...order, lines: lines.map((l) => ({ ...l, unitPrice: amountText(l.unitPriceCents), priceReason: null, remark: null })) };
        expect(saveOrderSchema.safeParse(body).error?.issues ?? []).toEqual([]);
      }
    }
    expect(books[0].goods.length).toBeGreaterThan(0);
  });

  it("writes each order's steps as its status took them, in time, none after today", () => {
    for (const order of seed.orderRows) {
      const steps = seed.stepRows.filter((s) => s.orderId === order.id).sort((a, b) => a.createTime!.getTime() - b.createTime!.getTime());
      expect(steps[0]).toMatchObject({ step: "draft", toStatus: "draft" });
      expect(replayOrderSteps(steps.slice(1).map((s) => s.step as OrderStep))).toEqual({ status: order.status });
      expect(steps.at(-1)!.createTime!.getTime()).toBeLessThanOrEqual(Date.parse(`${TODAY}T09:00:00Z`));
    }
  });

  it("puts every received order's lines into the tenant's warehouse as receipts naming the order, when it has one", () => {
    const received = seed.orderRows.filter((o) => o.status === "received" || o.status === "closed");
    expect(received.length).toBeGreaterThan(0);
    for (const order of received) {
      const receipts = seed.receiptRows.filter((m) => m.orderId === order.id);
      if (order.tenantCode === "10002") {
        expect(receipts).toEqual([]);
        continue;
      }
      const lines = seed.lineRows.filter((l) => l.orderId === order.id);
      expect(receipts.map((m) => [m.goodsId, m.quantity, m.warehouseId, m.orderCode])).toEqual(lines.map((l) => [l.goodsId, l.quantity, "9001", order.code]));
      const step = seed.stepRows.find((s) => s.orderId === order.id && s.step === "receive")!;
      expect(step.warehouseId).toBe("9001");
      expect(receipts.every((m) => m.createTime!.getTime() === step.createTime!.getTime())).toBe(true);
    }
    expect(seed.receiptRows.every((m) => seed.orderRows.some((o) => o.id === m.orderId && (o.status === "received" || o.status === "closed")))).toBe(true);
  });

  it("numbers orders per tenant and month, and takes ids from blocks 20 to 23, none twice", () => {
    for (const order of seed.orderRows) expect(order.code!.slice(4, 8)).toBe(order.createTime!.toISOString().slice(2, 7).replace("-", ""));
    const ids = [...seed.orderRows, ...seed.lineRows, ...seed.stepRows, ...seed.receiptRows].map((r) => r.id!);
    expect(new Set(ids).size).toBe(ids.length);
    const blocks = new Set(ids.map((id) => Math.floor(Number(BigInt(id) - (1n << 52n)) / 100_000)));
    expect(blocks).toEqual(new Set([20, 21, 22, 23]));
  });
});
