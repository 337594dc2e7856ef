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
