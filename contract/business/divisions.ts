/**
 * China's division codes (GB/T 2260): a province is `PP0000`, a prefecture-level city under it
 * `PPCC00`. A city belongs to a province when it shares the province's first two digits.
 */
const PROVINCE = /^\d{2}0000$/;
const CITY = /^\d{4}00$/;

export const isProvinceCode = (code: string) => PROVINCE.test(code);

export function cityInProvince(provinceCode: string, cityCode: string): boolean {
  return isProvinceCode(provinceCode) && CITY.test(cityCode) && !isProvinceCode(cityCode) && cityCode.slice(0, 2) === provinceCode.slice(0, 2);
}
