import { addStockMovementSchema, stockAfter, stockChanges, stockMessages as s } from "./stock";

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];
const ISSUE = { kind: "issue", goodsId: "101", warehouseId: "201", quantity: "5" };

describe("stock never negative", () => {
  it("allows a change that leaves the stock at zero or above, and names what a larger issue lacks", () => {
    expect(stockAfter(5, -5)).toEqual({ ok: true, balance: 0 });
    expect(stockAfter(5, -3)).toEqual({ ok: true, balance: 2 });
    expect(stockAfter(5, -6)).toEqual({ ok: false, short: 1 });
    expect(stockAfter(0, -1)).toEqual({ ok: false, short: 1 });
    expect(stockAfter(0, 7)).toEqual({ ok: true, balance: 7 });
  });

  it("turns each kind into its signed changes: a transfer takes off one warehouse and puts on the other", () => {
    expect(stockChanges({ kind: "issue", warehouseId: "1", quantity: 4 })).toEqual([{ warehouseId: "1", quantity: -4 }]);
    expect(stockChanges({ kind: "transfer", warehouseId: "1", toWarehouseId: "2", quantity: 4 })).toEqual([
      { warehouseId: "1", quantity: -4 },
      { warehouseId: "2", quantity: 4 },
    ]);
    expect(stockChanges({ kind: "adjustment", warehouseId: "1", quantity: -2 })).toEqual([{ warehouseId: "1", quantity: -2 }]);
  });
});

describe("a movement's rules", () => {
  it("takes whole pieces only, more than zero for an issue or a transfer", () => {
    expect(addStockMovementSchema.safeParse(ISSUE).data).toMatchObject({ quantity: 5 });
    expect(messagesOf(addStockMovementSchema.safeParse({ ...ISSUE, quantity: "2.5" }))).toEqual([`quantity: ${s.quantityWhole}`]);
    expect(messagesOf(addStockMovementSchema.safeParse({ ...ISSUE, quantity: "" }))).toEqual([`quantity: ${s.quantityWhole}`]);
    expect(messagesOf(addStockMovementSchema.safeParse({ ...ISSUE, quantity: "0" }))).toEqual([`quantity: ${s.quantityPositive}`]);
    expect(messagesOf(addStockMovementSchema.safeParse({ ...ISSUE, quantity: "-3" }))).toEqual([`quantity: ${s.quantityPositive}`]);
  });

  it("needs an adjustment's reason and a quantity other than zero, which may be negative", () => {
    expect(messagesOf(addStockMovementSchema.safeParse({ ...ISSUE, kind: "adjustment", quantity: "0" }))).toEqual([`quantity: ${s.adjustmentNonZero}`, `reason: ${s.reasonRequired}`]);
    expect(addStockMovementSchema.safeParse({ ...ISSUE, kind: "adjustment", quantity: "-3", reason: "stocktake" }).data).toMatchObject({ quantity: -3, reason: "stocktake" });
  });

  it("needs a transfer's second warehouse, another than the first", () => {
    expect(messagesOf(addStockMovementSchema.safeParse({ ...ISSUE, kind: "transfer" }))).toEqual([`toWarehouseId: ${s.toWarehouseRequired}`]);
    expect(messagesOf(addStockMovementSchema.safeParse({ ...ISSUE, kind: "transfer", toWarehouseId: "201" }))).toEqual([`toWarehouseId: ${s.sameWarehouse}`]);
    expect(addStockMovementSchema.safeParse({ ...ISSUE, kind: "transfer", toWarehouseId: "202" }).success).toBe(true);
    // Named with the other refusals of the same form, not after them.
    expect(messagesOf(addStockMovementSchema.safeParse({ ...ISSUE, kind: "transfer", goodsId: "", quantity: "" }))).toEqual([
      `goodsId: ${s.goodsUnknown}`,
      `quantity: ${s.quantityWhole}`,
      `toWarehouseId: ${s.toWarehouseRequired}`,
    ]);
  });
});
