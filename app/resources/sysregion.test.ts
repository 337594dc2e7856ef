import { addSysRegionSchema, sysRegionCalls } from "#contract/admin/sysregion";
import { formFields, intentButton } from "./define";
import { sysRegion } from "./sysregion";

describe("the regions declaration", () => {
  it("is a paged list deleted by code, the code set once", () => {
    expect(sysRegion.tree).toBeUndefined();
    expect(sysRegion.deleteBy).toBe("regionCode");
    expect(formFields(sysRegion, true).map(([name]) => name)).toEqual(["regionName", "regionType", "parentRegionCode"]);
    expect(formFields(sysRegion).map(([name]) => name)).toContain("regionCode");
    expect(sysRegion.sortable).toEqual(["regionCode", "regionName"]);
    expect(intentButton(sysRegion, "delete")).toBe("delete");
  });

  it("reads the region types from queryRegionType", () => {
    expect(sysRegion.fields.regionType.source).toEqual({ path: sysRegionCalls.queryRegionType, label: "label", value: "value" });
  });

  it("holds SPEC §5: name 2 to 40, code 6 to 20 digits, type required, parent optional", () => {
    const valid = { regionName: "天津市", regionCode: "120000", regionType: "province", parentRegionCode: "" };
    expect(addSysRegionSchema.parse(valid).parentRegionCode).toBeNull();
    expect(addSysRegionSchema.safeParse({ ...valid, regionName: "天" }).success).toBe(false);
    expect(addSysRegionSchema.safeParse({ ...valid, regionName: "x".repeat(41) }).success).toBe(false);
    expect(addSysRegionSchema.safeParse({ ...valid, regionCode: "12345" }).success).toBe(false);
    expect(addSysRegionSchema.safeParse({ ...valid, regionCode: "1".repeat(21) }).success).toBe(false);
    expect(addSysRegionSchema.safeParse({ ...valid, regionCode: "12000a" }).success).toBe(false);
    expect(addSysRegionSchema.safeParse({ ...valid, regionType: "" }).success).toBe(false);
  });
});
