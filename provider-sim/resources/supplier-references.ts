import { and, asc, eq, inArray } from "drizzle-orm";
import { businessMessages as b } from "../../contract/business/messages";
import { regions, suppliers } from "../../db/schema";
import type { Queryable } from "../context";
import type { ExportColumn } from "../crud/exports";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/** The region the provider keeps for China (seeds/reference.ts). */
const CHINA = "156000";

type Division = { value: string; label: string };

/** The export columns of a record's divisions (`divisionName`) and of a sub-list's supplier. */
export const DIVISION_COLUMN: ExportColumn = { field: "divisionName", header: { en: "Province / city / county", zh: "省 / 市 / 区县", tw: "省 / 市 / 區縣" } };
export const SUPPLIER_COLUMN: ExportColumn = { field: "supplierName", header: { en: "Supplier", zh: "供应商", tw: "供應商" } };

export function provinceOptions(db: Queryable): Division[] {
  return db
    .select({ value: regions.regionCode, label: regions.regionName })
    .from(regions)
    .where(eq(regions.parentRegionCode, CHINA))
    .all()
    .sort((x, y) => x.value.localeCompare(y.value));
}

/**
 * A province's cities (every city of China without one), labelled province first so a search by
 * either finds it. A county-level city the province administers itself stands among them.
 */
export function cityOptions(db: Queryable, provinceCode?: string): Division[] {
  const provinces = new Map(provinceOptions(db).map((p) => [p.value, p.label]));
  const parents = provinceCode ? [provinceCode].filter((code) => provinces.has(code)) : [...provinces.keys()];
  return db
    .select({ value: regions.regionCode, label: regions.regionName, parent: regions.parentRegionCode })
    .from(regions)
    .where(inArray(regions.parentRegionCode, parents))
    .all()
    .map((c) => ({ value: c.value, label: `${provinces.get(c.parent!)} / ${c.label}` }))
    .sort((x, y) => x.value.localeCompare(y.value));
}

/** A city's counties, by code. */
export function countyOptions(db: Queryable, cityCode: string): Division[] {
  return db.select({ value: regions.regionCode, label: regions.regionName }).from(regions).where(eq(regions.parentRegionCode, cityCode)).orderBy(asc(regions.regionCode)).all();
}

const regionOf = (db: Queryable, code: unknown) => db.select().from(regions).where(eq(regions.regionCode, String(code))).get();

/**
 * The province, city and county are the provider's own divisions of China, each in the one
 * above; a city with counties needs one of them.
 */
export function checkDivisions(db: Queryable, values: Record<string, unknown>): void {
  const province = regionOf(db, values.provinceCode);
  if (province?.parentRegionCode !== CHINA) throw new SimError(b.provinceUnknown);
  const city = regionOf(db, values.cityCode);
  if (!city) throw new SimError(b.cityUnknown);
  if (city.parentRegionCode !== province.regionCode) throw new SimError(b.cityNotInProvince);
  if (!values.countyCode) {
    const counties = db.select({ code: regions.regionCode }).from(regions).where(eq(regions.parentRegionCode, city.regionCode)).get();
    if (counties) throw new SimError(b.countyUnknown);
    return;
  }
  const county = regionOf(db, values.countyCode);
  if (!county) throw new SimError(b.countyUnknown);
  if (county.parentRegionCode !== city.regionCode) throw new SimError(b.countyNotInCity);
}

/**
 * The names of divisions as stored ("广东省 / 深圳市 / 南山区"), for answers (no refusal: a region
 * renamed or removed later shows its code).
 */
export function divisionNames(db: Queryable, row: Record<string, unknown>): string {
  const codes = [row.provinceCode, row.cityCode, row.countyCode].filter(Boolean).map(String);
  const names = new Map(db.select({ code: regions.regionCode, name: regions.regionName }).from(regions).where(inArray(regions.regionCode, codes)).all().map((r) => [r.code, r.name]));
  return codes.map((code) => names.get(code) ?? code).join(" / ");
}

export function checkSupplier(db: Queryable, principal: Principal, id: unknown): void {
  const found = db.select({ id: suppliers.id }).from(suppliers).where(and(scoped(suppliers, principal), eq(suppliers.id, String(id)))).get();
  if (!found) throw new SimError(b.supplierUnknown);
}

/** Supplier names by id, for the sub-lists' answers. */
export function supplierName(db: Queryable, principal: Principal, id: unknown): string | null {
  return db.select({ name: suppliers.name }).from(suppliers).where(and(scoped(suppliers, principal), eq(suppliers.id, String(id)))).get()?.name ?? null;
}
