import { and, eq, inArray } from "drizzle-orm";
import { businessMessages as b } from "../../contract/business/messages";
import { regions, suppliers } from "../../db/schema";
import type { Queryable } from "../context";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/** The region the provider keeps for China (seeds/reference.ts). */
const CHINA = "156000";

type Division = { value: string; label: string };

export function provinceOptions(db: Queryable): Division[] {
  return db
    .select({ value: regions.regionCode, label: regions.regionName })
    .from(regions)
    .where(eq(regions.parentRegionCode, CHINA))
    .all()
    .sort((x, y) => x.value.localeCompare(y.value));
}

/** Every prefecture-level city of China, labelled province first so a search by either finds it. */
export function cityOptions(db: Queryable): Division[] {
  const provinces = new Map(provinceOptions(db).map((p) => [p.value, p.label]));
  return db
    .select({ value: regions.regionCode, label: regions.regionName, parent: regions.parentRegionCode })
    .from(regions)
    .where(inArray(regions.parentRegionCode, [...provinces.keys()]))
    .all()
    .map((c) => ({ value: c.value, label: `${provinces.get(c.parent!)} / ${c.label}` }))
    .sort((x, y) => x.value.localeCompare(y.value));
}

/**
 * The province and city are the provider's own divisions of China and the city lies in the
 * province; answers their names ("广东省 / 深圳市").
 */
export function checkDivisions(db: Queryable, values: Record<string, unknown>): string {
  const province = db.select().from(regions).where(and(eq(regions.regionCode, String(values.provinceCode)), eq(regions.parentRegionCode, CHINA))).get();
  if (!province) throw new SimError(b.provinceUnknown);
  const city = db.select().from(regions).where(eq(regions.regionCode, String(values.cityCode))).get();
  if (!city) throw new SimError(b.cityUnknown);
  if (city.parentRegionCode !== province.regionCode) throw new SimError(b.cityNotInProvince);
  return `${province.regionName} / ${city.regionName}`;
}

/** The names of divisions as stored, for answers (no refusal: a region renamed or removed later shows its code). */
export function divisionNames(db: Queryable, provinceCode: unknown, cityCode: unknown): string {
  const codes = [String(provinceCode), String(cityCode)];
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
