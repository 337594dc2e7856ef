import { z } from "zod";
import { sysAuditLogPaths } from "../../contract/admin/auditlog";
import { auditLog } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { descending } from "../paging";
import type { SimResource } from "./resource";

const crud: CrudResource = {
  menuCode: "sysauditlog",
  title: "Audit log 操作日志",
  paths: sysAuditLogPaths,
  table: auditLog,
  readOnly: true,
  rowCount: "sys_audit_log",
  addSchema: z.object({}),
  updateSchema: z.object({}),
  filters: {
    username: { column: auditLog.username, match: "contains" },
    action: { column: auditLog.action, match: "equals" },
    entity: { column: auditLog.entity, match: "equals" },
    entityId: { column: auditLog.entityId, match: "equals" },
  },
  sortable: { createTime: auditLog.createTime, action: auditLog.action, entity: auditLog.entity },
  defaultOrder: [descending(auditLog.createTime)],
  exportColumns: [
    { field: "createTime", header: "Time 时间" },
    { field: "username", header: "User 操作人" },
    { field: "action", header: "Action 操作" },
    { field: "entity", header: "Screen 模块" },
    { field: "entityId", header: "Record 记录" },
    { field: "ip", header: "IP" },
  ],
};

/** The tenant's audit trail (the rows every write of the simulator leaves), read-only. */
export const sysAuditLog: SimResource = { bases: [sysAuditLogPaths.base], crud };
