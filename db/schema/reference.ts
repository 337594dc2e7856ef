import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createTime, updateTime, tenantCode } from "./columns";

/** Dictionaries: platform-wide unless `isPrivate`, then owned by `tenantCode`. */
export const dicts = sqliteTable(
  "sys_dict",
  {
    id: id(),
    tenantCode: text(),
    dictType: text().notNull(),
    dictName: text().notNull(),
    /** The name per UI language, as menus keep theirs; blank shows dictName. */
    dictNameEn: text(),
    dictNameZh: text(),
    dictNameTw: text(),
    dictValue: text().notNull(),
    dictSequence: integer().notNull().default(0),
    parentId: text(),
    isPrivate: integer({ mode: "boolean" }).notNull().default(false),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("sys_dict_type").on(t.dictType)],
);

export const regions = sqliteTable(
  "sys_region",
  {
    id: id(),
    regionCode: text().notNull().unique(),
    regionName: text().notNull(),
    /** country, province, city, state. */
    regionType: text().notNull(),
    parentRegionCode: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("sys_region_parent").on(t.parentRegionCode)],
);

export const params = sqliteTable(
  "sys_param",
  {
    id: id(),
    tenantCode: tenantCode(),
    paramName: text().notNull(),
    /** The name per UI language; blank shows paramName. */
    paramNameEn: text(),
    paramNameZh: text(),
    paramNameTw: text(),
    paramKey: text().notNull(),
    paramValue: text().notNull(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("sys_param_tenant_key").on(t.tenantCode, t.paramKey)],
);
