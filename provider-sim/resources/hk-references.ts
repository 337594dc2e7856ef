import { and, eq, inArray } from "drizzle-orm";
import { hkMessages as h } from "../../contract/hk/messages";
import { dicts, hkAddresses, regions } from "../../db/schema";
import type { Queryable } from "../context";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/** The region the provider keeps for China (seeds/reference.ts), and the parts of it that are not the mainland. */
const CHINA = "156000";
const NOT_MAINLAND = new Set(["710000", "810000", "820000"]);
/** Guangdong: most road cargo to and from Hong Kong starts or ends there, so its divisions lead the list. */
const GUANGDONG = "440000";

type Division = { value: string; label: string };

/**
 * The mainland divisions an address may name: the provider's provinces and prefecture-level
 * divisions of China (from the national division codes), labelled province first.
 */
export function mainlandDivisions(db: Queryable): Division[] {
  const provinces = db.select({ code: regions.regionCode, name: regions.regionName }).from(regions).where(eq(regions.parentRegionCode, CHINA)).all().filter((p) => !NOT_MAINLAND.has(p.code));
  const names = new Map(provinces.map((p) => [p.code, p.name]));
  const cities = db.select({ code: regions.regionCode, name: regions.regionName, parent: regions.parentRegionCode }).from(regions).where(inArray(regions.parentRegionCode, [...names.keys()])).all();
  const all = [
    ...provinces.map((p) => ({ value: p.code, label: p.name, province: p.code })),
    ...cities.map((c) => ({ value: c.code, label: `${names.get(c.parent!)} / ${c.name}`, province: c.parent! })),
  ];
  const rank = (d: { province: string }) => (d.province === GUANGDONG ? 0 : 1);
  return all.sort((a, b) => rank(a) - rank(b) || a.value.localeCompare(b.value)).map(({ value, label }) => ({ value, label }));
}

/** A mainland division's names ("广东省 / 深圳市"), or a refusal when the provider holds no such division. */
export function divisionName(db: Queryable, code: string): string {
  const region = db.select().from(regions).where(eq(regions.regionCode, code)).get();
  if (!region || NOT_MAINLAND.has(region.regionCode)) throw new SimError(h.divisionUnknown);
  if (region.parentRegionCode === CHINA) return region.regionName;
  const province = region.parentRegionCode ? db.select().from(regions).where(eq(regions.regionCode, region.parentRegionCode)).get() : undefined;
  if (!province || province.parentRegionCode !== CHINA || NOT_MAINLAND.has(province.regionCode)) throw new SimError(h.divisionUnknown);
  return `${province.regionName} / ${region.regionName}`;
}

export function checkUnit(db: Queryable, unit: unknown): void {
  const known = db.select({ one: dicts.id }).from(dicts).where(and(eq(dicts.dictType, "unit"), eq(dicts.dictValue, String(unit)))).get();
  if (!known) throw new SimError(h.unitUnknown);
}

export function checkAddress(db: Queryable, principal: Principal, id: unknown): void {
  if (id === null || id === undefined) return;
  const found = db.select({ id: hkAddresses.id }).from(hkAddresses).where(and(scoped(hkAddresses, principal), eq(hkAddresses.id, String(id)))).get();
  if (!found) throw new SimError(h.addressUnknown);
}
