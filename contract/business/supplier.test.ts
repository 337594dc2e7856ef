import { addSupplierAddressSchema } from "./supplier-address";
import { addSupplierSchema } from "./supplier";
import { cityInProvince, countyInCity, divisionProblem } from "./divisions";
import { businessMessages as b } from "./messages";

const SUPPLIER = {
  code: "sup-001", name: "深圳恒通电子科技有限公司", provinceCode: "440000", cityCode: "440300", address: "南山区科技园 10 号",
  currency: "cny", starLevel: "4", status: "enabled",
};
/** A credit code with its right check character (GB 32100-2015 §4.2's worked example). */
const GOOD_USCC = "91350100M000100Y43";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("a supplier's rules", () => {
  it("takes a credit code only with its right check character, typed in any case", () => {
    expect(messagesOf(addSupplierSchema.safeParse({ ...SUPPLIER, uscc: "91350100M000100Y44" }))).toEqual([`uscc: ${b.usccInvalid}`]);
    const ok = addSupplierSchema.safeParse({ ...SUPPLIER, uscc: GOOD_USCC.toLowerCase() });
    expect(ok.success && ok.data).toMatchObject({ uscc: GOOD_USCC, code: "SUP-001", currency: "CNY" });
  });

  it("refuses a city outside the chosen province, on the city", () => {
    expect(messagesOf(addSupplierSchema.safeParse({ ...SUPPLIER, uscc: GOOD_USCC, cityCode: "330100" }))).toEqual([`cityCode: ${b.cityNotInProvince}`]);
    expect(messagesOf(addSupplierAddressSchema.safeParse({ supplierId: "1", addressType: "pickup", contactPerson: "王伟", contactPhone: "+86 138 1000 5000", provinceCode: "110000", cityCode: "440300", addressDetails: "x" }))).toEqual([
      `cityCode: ${b.cityNotInProvince}`,
    ]);
  });

  it("refuses a county outside the chosen city, on the county, and takes none for a city without counties", () => {
    expect(messagesOf(addSupplierSchema.safeParse({ ...SUPPLIER, uscc: GOOD_USCC, countyCode: "440106" }))).toEqual([`countyCode: ${b.countyNotInCity}`]);
    expect(messagesOf(addSupplierSchema.safeParse({ ...SUPPLIER, uscc: GOOD_USCC, countyCode: "44030" }))).toEqual([`countyCode: ${b.countyUnknown}`]);
    const ok = addSupplierSchema.safeParse({ ...SUPPLIER, uscc: GOOD_USCC, countyCode: "440305" });
    expect(ok.success && ok.data.countyCode).toBe("440305");
    const dongguan = addSupplierSchema.safeParse({ ...SUPPLIER, uscc: GOOD_USCC, cityCode: "441900", countyCode: "" });
    expect(dongguan.success && dongguan.data.countyCode).toBeNull();
    expect(messagesOf(addSupplierAddressSchema.safeParse({ supplierId: "1", addressType: "pickup", contactPerson: "王伟", contactPhone: "+86 138 1000 5000", provinceCode: "440000", cityCode: "440300", countyCode: "330102", addressDetails: "x" }))).toEqual([
      `countyCode: ${b.countyNotInCity}`,
    ]);
  });

  it("holds a star level from 1 to 5", () => {
    expect(messagesOf(addSupplierSchema.safeParse({ ...SUPPLIER, uscc: GOOD_USCC, starLevel: "6" }))).toEqual([`starLevel: ${b.starLevel}`]);
  });
});

describe("division codes that belong to each other", () => {
  it.each([
    ["440000", "440300", true],
    ["110000", "110100", true],
    ["440000", "330100", false],
    ["440300", "440300", false],
    ["440000", "440000", false],
    ["440000", "440305", false],
  ])("province %s, city %s: %s", (province, city, belongs) => {
    expect(cityInProvince(province, city)).toBe(belongs);
  });
});

describe("a county that belongs to its city", () => {
  it.each([
    ["440300", "440305", true],
    ["440300", "440106", false],
    ["440300", "440300", false],
    // A municipality's counties (重庆市's 县, 5002XX) hang under its one city row.
    ["500100", "500229", true],
    ["500100", "500101", true],
    ["130100", "130202", false],
    // A county-level city its province administers has no county below it.
    ["429004", "429005", false],
  ])("city %s, county %s: %s", (city, county, belongs) => {
    expect(countyInCity(city, county)).toBe(belongs);
  });

  it("takes a province-administered county-level city in the city's place, never the placeholder", () => {
    expect(cityInProvince("420000", "429004")).toBe(true);
    expect(cityInProvince("420000", "429000")).toBe(false);
    expect(cityInProvince("440000", "429004")).toBe(false);
  });

  it("names the first field that breaks the tree", () => {
    expect(divisionProblem({ provinceCode: "440000", cityCode: "440300", countyCode: "440305" })).toBeNull();
    expect(divisionProblem({ provinceCode: "440000", cityCode: "441900", countyCode: null })).toBeNull();
    expect(divisionProblem({ provinceCode: "110000", cityCode: "440300", countyCode: "440305" })).toEqual({ field: "cityCode", message: b.cityNotInProvince });
    expect(divisionProblem({ provinceCode: "440000", cityCode: "440300", countyCode: "440106" })).toEqual({ field: "countyCode", message: b.countyNotInCity });
  });
});
