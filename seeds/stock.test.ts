import { addWarehouseSchema } from "../contract/business/warehouse";
import { buildStock } from "./stock";

const TODAY = "2026-06-30";
const goods = [
  ...Array.from({ length: 16 }, (_, i) => ({ id: String(7_000 + i), tenantCode: "10001" })),
  { id: "7100", tenantCode: "10002" },
];
const seed = buildStock(TODAY, goods, { "10001": { id: "1", username: "admin" }, "10002": { id: "2", username: "hkadmin" } });
const blank = (row: object) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? ""]));

describe("the inventory's demo book", () => {
  it("gives each demo tenant three valid warehouses, one of each type", () => {
    for (const tenant of ["10001", "10002"]) {
      const rows = seed.warehouseRows.filter((r) => r.tenantCode === tenant);
      expect(rows.map((r) => r.warehouseType).sort()).toEqual(["bonded", "own", "thirdParty"]);
    }
    expect(seed.warehouseRows.flatMap((row) => addWarehouseSchema.safeParse(blank(row)).error?.issues ?? [])).toEqual([]);
  });

  it("never leaves a figure below zero, movement after movement, and dates them in the months before the seeding day", () => {
    const running = new Map<string, number>();
    const below: string[] = [];
    const end = Date.parse(`${TODAY}T00:00:00Z`);
    for (const m of seed.movementRows) {
      const key = `${m.goodsId}-${m.warehouseId}`;
      running.set(key, (running.get(key) ?? 0) + m.quantity);
      if (running.get(key)! < 0) below.push(`${key} ${m.createTime!.toISOString()}`);
      expect(m.createTime!.getTime()).toBeLessThan(end);
      expect(m.createTime!.getTime()).toBeGreaterThan(end - 181 * 86_400_000);
    }
    expect(below).toEqual([]);
    // Believable: most figures hold stock, every kind occurs, and the movements are in the order of their ids.
    expect([...running.values()].filter((n) => n > 0).length).toBeGreaterThanOrEqual(10);
    expect(new Set(seed.movementRows.map((m) => m.kind))).toEqual(new Set(["receipt", "issue", "transfer", "adjustment"]));
    const times = seed.movementRows.map((m) => m.createTime!.getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it("records an adjustment's reason and both sides of a transfer", () => {
    expect(seed.movementRows.filter((m) => m.kind === "adjustment" && !m.reason)).toEqual([]);
    const transfers = seed.movementRows.filter((m) => m.kind === "transfer");
    expect(transfers.reduce((sum, m) => sum + m.quantity, 0)).toBe(0);
    expect(transfers.every((m) => m.counterpartWarehouseId && m.counterpartWarehouseId !== m.warehouseId)).toBe(true);
  });

  it("takes ids from blocks 24 and 25, none twice", () => {
    const blockOf = (id: string) => Math.floor(Number(BigInt(id) - (1n << 52n)) / 100_000);
    expect(new Set(seed.warehouseRows.map((r) => blockOf(r.id!)))).toEqual(new Set([24]));
    expect(new Set(seed.movementRows.map((r) => blockOf(r.id!)))).toEqual(new Set([25]));
    const ids = [...seed.warehouseRows, ...seed.movementRows].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
