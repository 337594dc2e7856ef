import { addSupplierAddressSchema } from "../contract/business/supplier-address";
import { addSupplierBankAccountSchema } from "../contract/business/supplier-bank-account";
import { addSupplierSchema } from "../contract/business/supplier";
import { buildSuppliers } from "./suppliers";

const seed = buildSuppliers();
const blank = (row: object) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? ""]));

describe("the suppliers' demo book", () => {
  it("gives both demo tenants dozens of suppliers across provinces, each valid as the screen would save it", () => {
    for (const tenant of ["10001", "10002"]) {
      const rows = seed.supplierRows.filter((r) => r.tenantCode === tenant);
      expect(rows.length).toBeGreaterThanOrEqual(24);
      expect(new Set(rows.map((r) => r.provinceCode)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    }
    const refusals = seed.supplierRows.flatMap((row) => addSupplierSchema.safeParse(blank(row)).error?.issues.map((i) => `${row.code} ${String(i.path)}: ${i.message}`) ?? []);
    expect(refusals).toEqual([]);
  });

  it("gives each supplier bank accounts and addresses of its own tenant, exactly one default of each", () => {
    for (const rows of [seed.bankAccountRows, seed.addressRows]) {
      for (const supplier of seed.supplierRows) {
        const own = rows.filter((r) => r.supplierId === supplier.id);
        expect(own.length).toBeGreaterThan(0);
        expect(own.every((r) => r.tenantCode === supplier.tenantCode)).toBe(true);
        expect(own.filter((r) => r.isDefault)).toHaveLength(1);
      }
    }
    const refusals = [
      ...seed.bankAccountRows.flatMap((row) => addSupplierBankAccountSchema.safeParse(blank(row)).error?.issues ?? []),
      ...seed.addressRows.flatMap((row) => addSupplierAddressSchema.safeParse(blank(row)).error?.issues ?? []),
    ];
    expect(refusals).toEqual([]);
  });

  it("takes ids from blocks 15 to 17, none twice", () => {
    const ids = [...seed.supplierRows, ...seed.bankAccountRows, ...seed.addressRows].map((r) => r.id!);
    expect(new Set(ids).size).toBe(ids.length);
    const blocks = (rows: { id?: string }[]) => new Set(rows.map((r) => Math.floor(Number(BigInt(r.id!) - (1n << 52n)) / 100_000)));
    expect([blocks(seed.supplierRows), blocks(seed.bankAccountRows), blocks(seed.addressRows)]).toEqual([new Set([15]), new Set([16]), new Set([17])]);
  });
});
