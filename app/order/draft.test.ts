import { draftTotals, lineCents, lineOfGoods, rangeBroken, saveBody } from "./draft";

const GOODS = { value: "7", label: "PB-20K · 充电宝", modelNumber: "PB-20K", name: "充电宝", unit: "PCS", currency: "USD", lowestPrice: "8.40", referencePrice: "9.60", highestPrice: "11.00" };

describe("an order's draft on its page", () => {
  it("starts a goods line in the goods' unit at its reference price", () => {
    expect(lineOfGoods(GOODS)).toMatchObject({ goodsId: "7", quantity: "1", unitCode: "PCS", unitPrice: "9.60" });
  });

  it("totals as typed in minor units, leaving out what is not yet a number", () => {
    const a = { ...lineOfGoods(GOODS), quantity: "3", unitPrice: "0.1" };
    const b = { ...lineOfGoods(GOODS), quantity: "1", unitPrice: "0.2" };
    const c = { ...lineOfGoods(GOODS), quantity: "x", unitPrice: "5" };
    expect([lineCents(a), lineCents(b), lineCents(c)]).toEqual([30, 20, null]);
    expect(draftTotals([a, b, c])).toEqual({ quantity: 4, total: "0.50" });
  });

  it("names the goods' range when a price in the order's currency falls outside it", () => {
    const line = { ...lineOfGoods(GOODS), unitPrice: "7.99" };
    expect(rangeBroken(line, GOODS, "USD")).toEqual({ lowest: "8.40", highest: "11.00" });
    expect(rangeBroken({ ...line, unitPrice: "8.40" }, GOODS, "USD")).toBeNull();
    // Priced in another currency, the range does not apply.
    expect(rangeBroken(line, GOODS, "CNY")).toBeNull();
  });

  it("sends the lines without the page's keys", () => {
    const body = saveBody("5", { orderDate: "2026-11-02", supplierId: "9", currency: "USD", receivingWay: "delivery", remark: "" }, [lineOfGoods(GOODS)]);
    expect(body.id).toBe("5");
    expect(Object.keys(body.lines[0])).not.toContain("key");
  });
});
