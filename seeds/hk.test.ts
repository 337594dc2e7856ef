import { amountText } from "../contract/money";
import { addHkAddressSchema, HK_DISTRICTS } from "../contract/hk/address";
import { addHkCargoSchema } from "../contract/hk/cargo";
import { addHkCustomerSchema } from "../contract/hk/customer";
import { addHkDeclaringUnitSchema } from "../contract/hk/declaring-unit";
import { loadCsv } from "./csv";
import { buildHk } from "./hk";
import { buildDicts } from "./reference";
import { buildTariff } from "./tariff";

const seed = buildHk();
const of = <T extends { tenantCode: string }>(rows: readonly T[], tenant: string): T[] => rows.filter((r) => r.tenantCode === tenant);
const asInput = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? "" : typeof v === "number" ? String(v) : v]));
const check = (schema: { safeParse: (v: unknown) => { success: boolean } }, rows: readonly Record<string, unknown>[]) => {
  for (const row of rows) expect({ row: row.id, ok: schema.safeParse(asInput(row)).success }).toEqual({ row: row.id, ok: true });
};

describe("the Hong Kong basic-data demo book", () => {
  it("gives both tenants more than a page of each list, each with exactly one default declaring unit", () => {
    for (const tenant of ["10001", "10002"]) {
      for (const rows of [seed.unitRows, seed.addressRows, seed.customerRows, seed.cargoRows] as readonly (readonly { tenantCode: string }[])[]) {
        expect(of(rows, tenant).length).toBeGreaterThanOrEqual(25);
      }
      expect(of(seed.unitRows, tenant).filter((u) => u.isDefault)).toHaveLength(1);
      expect(new Set(of(seed.unitRows, tenant).map((u) => (u as { brNumber: string }).brNumber)).size).toBe(of(seed.unitRows, tenant).length);
    }
    expect(seed.unitRows.every((u) => u.isDemo && /demo/i.test(u.companyNameEn))).toBe(true);
  });

  it("passes the rules a user's own input must pass", () => {
    check(addHkDeclaringUnitSchema, seed.unitRows.map(({ isDefault, ...u }) => ({ ...u, isDefault: String(isDefault) })));
    check(addHkAddressSchema, seed.addressRows);
    check(addHkCustomerSchema, seed.customerRows);
    check(addHkCargoSchema, seed.cargoRows.map(({ unitValueCents, ...c }) => ({ ...c, unitValue: amountText(unitValueCents!) })));
  });

  it("names real places: HK districts, mainland division codes of the national list, customers' own tenant's addresses", () => {
    const divisions = new Map(loadCsv("china_divisions.csv").map((d) => [d.code, d]));
    for (const a of seed.addressRows) {
      if (a.kind === "hk") expect(HK_DISTRICTS).toContain(a.district);
      else expect({ code: a.divisionCode, province: divisions.get(a.divisionCode!)?.province_code }).toEqual({ code: a.divisionCode, province: "440000" });
    }
    expect(new Set(seed.addressRows.filter((a) => a.kind === "hk").map((a) => a.district)).size).toBe(HK_DISTRICTS.length);
    const addressTenant = new Map(seed.addressRows.map((a) => [a.id, a.tenantCode]));
    for (const c of seed.customerRows) expect(addressTenant.get(c.defaultAddressId!)).toBe(c.tenantCode);
  });

  it("describes cargo under Hong Kong lines of the seeded tariff, in the line's unit from the unit dictionary", () => {
    const lines = new Map(buildTariff().lineRows.filter((l) => l.market === "HK").map((l) => [l.code, l]));
    const units = new Set(buildDicts().filter((d) => d.dictType === "unit").map((d) => d.dictValue));
    for (const c of seed.cargoRows) {
      expect({ code: c.hkhsCode, unit: lines.get(c.hkhsCode)?.unit1 }).toEqual({ code: c.hkhsCode, unit: c.unit });
      expect(units).toContain(c.unit);
    }
  });

  it("is the same book on every run", () => {
    expect(buildHk()).toEqual(seed);
  });
});
