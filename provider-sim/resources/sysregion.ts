import { and, asc, eq, exists, inArray, isNull, notInArray } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  addSysRegionSchema,
  regionCodeSchema,
  regionTreeQuerySchema,
  sysRegionCalls,
  sysRegionMessages as gm,
  sysRegionPaths,
  updateSysRegionSchema,
  type SysRegionNode,
} from "../../contract/admin/sysregion";
import { regions } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { ascending } from "../paging";
import type { CrudResource } from "../crud/resource";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { typeOptions } from "../services/type-options";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { REGION_TYPE } from "./export-labels";

const parentOf = (db: Queryable, code: string) => db.select({ parent: regions.parentRegionCode }).from(regions).where(eq(regions.regionCode, code)).get();

const crud: CrudResource = {
  menuCode: "sysregion",
  title: { en: "Regions", zh: "区域", tw: "區域" },
  paths: sysRegionPaths,
  table: regions,
  scope: "platform",
  key: { field: "regionCode", column: regions.regionCode, schema: regionCodeSchema },
  addSchema: addSysRegionSchema,
  updateSchema: updateSysRegionSchema,
  filters: {
    regionName: { column: regions.regionName, match: "contains" },
    regionCode: { column: regions.regionCode, match: "contains" },
    regionType: { column: regions.regionType, match: "equals" },
    parentRegionCode: { column: regions.parentRegionCode, match: "equals" },
  },
  sortable: { regionCode: regions.regionCode, regionName: regions.regionName },
  defaultOrder: [ascending(regions.regionCode)],
  exportColumns: [
    { field: "regionCode", header: { en: "Code", zh: "区域编码", tw: "區域編碼" } },
    { field: "regionName", header: { en: "Name", zh: "区域名称", tw: "區域名稱" } },
    { field: "regionType", header: { en: "Type", zh: "区域类型", tw: "區域類型" }, kind: { labels: REGION_TYPE } },
    { field: "parentRegionCode", header: { en: "Parent", zh: "上级区域", tw: "上級區域" } },
  ],
  unique: { field: "regionCode", column: regions.regionCode, message: gm.codeTaken },
  // The parent must exist, and never be the region itself or one of its sub-regions.
  check(db, _principal, values, code) {
    const parent = values.parentRegionCode as string | null | undefined;
    if (!parent) return;
    if (!parentOf(db, parent)) throw new SimError(gm.parentNotFound);
    for (let at: string | null | undefined = parent; at; at = parentOf(db, at)?.parent) {
      if (at === code || at === values.regionCode) throw new SimError(gm.parentIsSelf);
    }
  },
  // A new region gets its row id; the code stays its key.
  prepare: (_db, _principal, values, code) => (code === undefined ? { ...values, id: nextId() } : values),
  checkDelete(db, _principal, codes) {
    const child = db
      .select({ code: regions.regionCode })
      .from(regions)
      .where(and(inArray(regions.parentRegionCode, [...codes]), notInArray(regions.regionCode, [...codes])))
      .get();
    if (child) throw new SimError(gm.hasChildren);
  },
};

const sub = alias(regions, "sub");

/**
 * Regions (SPEC §3 region): the platform's, listed by page (thousands of rows), deleted by
 * code. Every signed-in user reads the tree one level at a time for address pickers.
 */
export const sysRegion: SimResource = {
  bases: [sysRegionPaths.base],
  crud,
  open: [sysRegionPaths.tree],
  routes(router, local, { db }) {
    router.get(
      local(sysRegionCalls.queryRegionType),
      handle((req) => ok(typeOptions(db, principalOf(req).tenantCode, "region_type", REGION_TYPE))),
    );

    router.get(
      local(sysRegionPaths.tree),
      handle((req) => {
        const { parentRegionCode } = parseWith(regionTreeQuerySchema, req.query);
        const rows = db
          .select()
          .from(regions)
          .where(parentRegionCode ? eq(regions.parentRegionCode, parentRegionCode) : isNull(regions.parentRegionCode))
          .orderBy(asc(regions.regionCode))
          .all();
        const withChildren = new Set(
          db
            .select({ code: regions.regionCode })
            .from(regions)
            .where(and(inArray(regions.regionCode, rows.map((r) => r.regionCode)), exists(db.select({ one: sub.id }).from(sub).where(eq(sub.parentRegionCode, regions.regionCode)))))
            .all()
            .map((r) => r.code),
        );
        const data: SysRegionNode[] = rows.map((r) => ({ ...r, createTime: isoTime(r.createTime), updateTime: isoTime(r.updateTime), hasChildren: withChildren.has(r.regionCode) }));
        return ok(data);
      }),
    );
  },
};
