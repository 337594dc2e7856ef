import { SYS_AUDIT_LOG_SORTABLE, sysAuditLogPaths, sysAuditLogSchema } from "#contract/admin/auditlog";
import { z } from "zod";
import { defineResource } from "./define";

/**
 * The audit log: every change in the tenant, newest first, filtered by who, what and which
 * record; each row opens its before and after. Read-only, exportable.
 */
export const sysAuditLog = defineResource({
  name: "sysauditlog",
  path: "/sysauditlog",
  paths: sysAuditLogPaths,
  row: sysAuditLogSchema,
  add: z.object({}),
  update: z.object({}),
  fields: {
    createTime: { input: "text", column: { width: 180, format: "datetime" }, exported: true },
    username: { input: "text", column: { width: 150 }, filter: true, exported: true },
    action: { input: "text", column: { width: 150 }, filter: true, exported: true },
    entity: { input: "text", column: { width: 160 }, filter: true, exported: true },
    entityId: { input: "text", column: { width: 200 }, filter: true, exported: true },
    ip: { input: "text", column: { width: 140 }, exported: true },
  },
  sortable: SYS_AUDIT_LOG_SORTABLE,
  without: ["create", "update", "delete", "history"],
});
