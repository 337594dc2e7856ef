import { blob, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * A tenant's logos (/logoManagement): the bytes as uploaded (an SVG already sanitised), one of
 * them active, drawn by the shell's sidebar and the marketing header. The bytes live in the row,
 * as sys_file's do, so a logo and its record commit together.
 */
export const logos = sqliteTable(
  "biz_logo",
  {
    id: id(),
    tenantCode: tenantCode(),
    name: text().notNull(),
    /** image/png, image/jpeg or image/svg+xml, as the bytes proved. */
    contentType: text().notNull(),
    /** Bytes. */
    size: integer().notNull(),
    content: blob({ mode: "buffer" }).notNull(),
    /** The tenant's active logo; exactly one when the tenant has any. */
    isDefault: integer({ mode: "boolean" }).notNull().default(false),
    createBy: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("biz_logo_tenant_created").on(t.tenantCode, t.createTime)],
);

/**
 * The system modules a tenant switched off (/SystemModule): one row per module, named by its menu
 * group's code. No row means on, so a new tenant, and a module added later, start switched on.
 */
export const tenantModulesOff = sqliteTable(
  "sys_tenant_module_off",
  {
    id: id(),
    tenantCode: tenantCode(),
    menuCode: text().notNull(),
    createBy: text(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("sys_tenant_module_off_code").on(t.tenantCode, t.menuCode)],
);
