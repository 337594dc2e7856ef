import { addSupplierAddressSchema } from "./supplier-address";
import { addSupplierSchema } from "./supplier";
import { cityInProvince } from "./divisions";
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
