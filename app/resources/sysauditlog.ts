import { AUDIT_ACTIONS, SYS_AUDIT_LOG_SORTABLE, sysAuditLogPaths, sysAuditLogSchema } from "#contract/admin/auditlog";
import { dataPermissionMenuPaths } from "#contract/admin/datapermission";
import { z } from "zod";
import { defineResource } from "./define";

/**
 * The audit log: every change in the tenant, newest first, filtered by who, what and which
 * record; each row opens its before and after. Read-only, exportable. Actions show in words and
 * screens by their menu names (the data-permission screen's list of pages).
 */
export const sysAuditLog = defineResource({
  name: "sysauditlog",
  path: "/sysauditlog",
  paths: sysAuditLogPaths,
  row: sysAuditLogSchema,
  add: z.object({}),
  update: z.object({}),
  fields: {
    createTime: { input: "text", column: { width: 160, format: "datetime" }, exported: true },
    username: { input: "text", column: { width: 120 }, filter: true, exported: true },
    action: { input: "select", options: AUDIT_ACTIONS, column: { width: 120 }, filter: true, exported: true },
    entity: { input: "select", source: { paths: dataPermissionMenuPaths, label: "menuName", value: "menuCode" }, column: { width: 140 }, filter: true, exported: true },
    entityId: { input: "text", column: { width: 170 }, filter: true, exported: true },
    ip: { input: "text", column: { width: 110 }, exported: true },
  },
  sortable: SYS_AUDIT_LOG_SORTABLE,
  without: ["create", "update", "delete", "history"],
});
