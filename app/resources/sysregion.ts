import { addSysRegionSchema, SYS_REGION_SORTABLE, sysRegionPaths, sysRegionSchema, updateSysRegionSchema } from "#contract/admin/sysregion";
import { defineResource } from "./define";

/**
 * Regions (SPEC §3 region): the platform's thousands of regions by page, drilled down by
 * parent code; a region is deleted by its code, which never changes.
 */
export const sysRegion = defineResource({
  name: "sysregion",
  path: "/sysregion",
  paths: sysRegionPaths,
  row: sysRegionSchema,
  add: addSysRegionSchema,
  update: updateSysRegionSchema,
  fields: {
    regionName: { input: "text", column: { width: 220 }, filter: true, exported: true },
    regionCode: { input: "text", column: { width: 160 }, filter: true, exported: true, createOnly: true },
    regionType: { input: "select", source: { dict: "region_type" }, column: { width: 120 }, filter: true, exported: true },
    parentRegionCode: { input: "text", column: { width: 170 }, filter: true, exported: true },
    updateTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
  },
  sortable: SYS_REGION_SORTABLE,
  deleteBy: "regionCode",
});
