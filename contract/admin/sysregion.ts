import { z } from "zod";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/**
 * Regions (SPEC §3 region): the platform's countries, provinces, cities and states, shared by
 * all tenants and found, changed and deleted by `regionCode` (SPEC §7 "delete by regionCode").
 * `querySysRegionTree` answers one level at a time (`?parentRegionCode=`, the top without it)
 * for address pickers.
 */
export const sysRegionPaths = resourcePaths("admin", "SysRegion");

/** The region calls beyond the kit's (SPEC §7 sysregion). */
export const sysRegionCalls = {
  /** GET: the region types, `[{ value, label }]` (dictionary `region_type`). */
  queryRegionType: `${sysRegionPaths.base}/queryRegionType`,
} as const;

/** The provider's refusals of region writes. */
export const sysRegionMessages = {
  codeTaken: "a region with this code already exists",
  parentNotFound: "the parent region does not exist",
  parentIsSelf: "a region cannot sit under itself or one of its own sub-regions",
  hasChildren: "delete the sub-regions first",
} as const;

// SPEC §5: region name 2 to 40; region code 6 to 20, numeric.
export const REGION_CODE_RULE = "region code must be 6 to 20 digits";
export const regionCodeSchema = z.string().trim().regex(/^\d{6,20}$/, REGION_CODE_RULE);

export const sysRegionFields = {
  regionName: z.string().trim().min(1, m.required).min(2, "region name must be 2 to 40 characters").max(40, "region name must be 2 to 40 characters"),
  regionCode: z.string().trim().min(1, m.required).pipe(regionCodeSchema),
  regionType: z.string().trim().min(1, m.required).max(32, m.tooLong),
  parentRegionCode: z.preprocess((v) => (v === "" ? null : v), regionCodeSchema.nullish()),
};

export const addSysRegionSchema = z.object(sysRegionFields);
/** An edit names its region by code; the code itself never changes. */
export const updateSysRegionSchema = addSysRegionSchema;

export const sysRegionSchema = z.object({
  id: z.string(),
  regionName: z.string(),
  regionCode: z.string(),
  regionType: z.string(),
  parentRegionCode: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type SysRegion = z.infer<typeof sysRegionSchema>;

/** One level of the tree: a region and whether it has sub-regions to open. */
export const sysRegionNodeSchema = sysRegionSchema.extend({ hasChildren: z.boolean() });
export type SysRegionNode = z.infer<typeof sysRegionNodeSchema>;
export const regionTreeQuerySchema = z.object({ parentRegionCode: regionCodeSchema.optional() });

export const SYS_REGION_SORTABLE = ["regionCode", "regionName"] as const;
