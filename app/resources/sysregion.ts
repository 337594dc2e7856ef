import { addSysRegionSchema, SYS_REGION_SORTABLE, sysRegionCalls, sysRegionPaths, sysRegionSchema, updateSysRegionSchema } from "#contract/admin/sysregion";
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
    regionName: { input: "text", column: { width: 200 }, filter: true, exported: true },
    regionCode: { input: "text", column: { width: 150 }, filter: true, exported: true, createOnly: true },
    regionType: { input: "select", source: { path: sysRegionCalls.queryRegionType, label: "label", value: "value" }, column: { width: 110 }, filter: true, exported: true },
    parentRegionCode: { input: "text", column: {}, filter: true, exported: true },
  },
  sortable: SYS_REGION_SORTABLE,
  deleteBy: "regionCode",
});
