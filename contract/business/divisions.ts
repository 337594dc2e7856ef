import { businessMessages as b } from "./messages";

/**
 * China's division codes (GB/T 2260): a province is `PP0000`, a prefecture-level city under it
 * `PPCC00`, a county under that city `PPCCXX`. Two kinds the prefixes alone do not place, as the
 * seeded regions hang them: a county-level city its province administers itself (`PP90XX`,
 * 仙桃市) stands where a city does, with no county below it; a municipality's counties (`PP02XX`,
 * 重庆市's 县) belong to its one city row `PP0100`.
 */
const PROVINCE = /^\d{2}0000$/;
const CITY = /^\d{4}00$/;
const COUNTY = /^\d{4}(?!00)\d{2}$/;
const PROVINCE_ADMINISTERED = /^\d{2}90(?!00)\d{2}$/;
const MUNICIPALITIES = new Set(["11", "12", "31", "50"]);

export const isProvinceCode = (code: string) => PROVINCE.test(code);

/** A prefecture-level city of the province, or a county-level city the province administers itself. */
export function cityInProvince(provinceCode: string, cityCode: string): boolean {
  if (!isProvinceCode(provinceCode) || cityCode.slice(0, 2) !== provinceCode.slice(0, 2)) return false;
  return PROVINCE_ADMINISTERED.test(cityCode) || (CITY.test(cityCode) && !isProvinceCode(cityCode) && cityCode.slice(2, 4) !== "90");
}

export function countyInCity(cityCode: string, countyCode: string): boolean {
  if (!COUNTY.test(countyCode) || !CITY.test(cityCode)) return false;
  if (countyCode.slice(0, 4) === cityCode.slice(0, 4)) return true;
  const municipalCounty = `${cityCode.slice(0, 2)}02`;
  return MUNICIPALITIES.has(cityCode.slice(0, 2)) && cityCode.slice(2, 4) === "01" && countyCode.slice(0, 4) === municipalCounty;
}

export interface Divisions {
  provinceCode: string;
  cityCode: string;
  countyCode?: string | null;
}

const SIX_DIGITS = /^\d{6}$/;

/**
 * Where a chosen province / city / county breaks the tree, as the field to fix and its message;
 * null when each lies in the one above. The county may be left out (a city without counties); a
 * code of the wrong shape is left to its field's own message.
 */
export function divisionProblem({ provinceCode, cityCode, countyCode }: Divisions): { field: "cityCode" | "countyCode"; message: string } | null {
  if (!SIX_DIGITS.test(provinceCode) || !SIX_DIGITS.test(cityCode)) return null;
  if (!cityInProvince(provinceCode, cityCode)) return { field: "cityCode", message: b.cityNotInProvince };
  if (countyCode && SIX_DIGITS.test(countyCode) && !countyInCity(cityCode, countyCode)) return { field: "countyCode", message: b.countyNotInCity };
  return null;
}
