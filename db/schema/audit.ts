import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
