import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, createTime } from "./columns";

export const auditLog = sqliteTable(
  "sys_audit_log",
  {
    id: id(),
    tenantCode: text(),
    userId: text(),
    username: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: text({ mode: "json" }),
    after: text({ mode: "json" }),
    ip: text(),
    createTime: createTime(),
  },
  // The list is newest first within a tenant; the id breaks ties, so pages seek by (time, id).
  (t) => [index("sys_audit_log_tenant").on(t.tenantCode, t.createTime, t.id)],
);

/**
 * Rows per tenant of the tables too large to count on every page (the audit log), kept by
 * triggers in the same statement as each insert and delete (migration 0006), so a list's
 * unfiltered total is one lookup however large the table grows.
 */
export const rowCounts = sqliteTable(
  "sys_row_count",
  {
    tableName: text().notNull(),
    tenantCode: text().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.tenantCode] })],
);

/**
 * Rows per tenant and hour of creation of the same tables, kept by the same kind of triggers
 * (migration 0017). A page far from both ends of an unfiltered, time-ordered list finds its hour by
 * adding these counts up, then skips only the rows inside that hour: a jump to any page of a
 * million rows costs about what it costs on a thousand (decision 0004).
 */
export const rowCountsByHour = sqliteTable(
  "sys_row_count_hour",
  {
    tableName: text().notNull(),
    tenantCode: text().notNull(),
    /** `create_time` in whole hours since 1970 (UTC). */
    hour: integer().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.tenantCode, t.hour] })],
);
