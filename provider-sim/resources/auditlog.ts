import { eq } from "drizzle-orm";
import { z } from "zod";
import { sysAuditLogPaths } from "../../contract/admin/auditlog";
import { auditLog, menus } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { descending } from "../paging";
import type { SimResource } from "./resource";
import { AUDIT_ACTION } from "./export-labels";

const crud: CrudResource = {
  menuCode: "sysauditlog",
  title: { en: "Audit log", zh: "操作日志", tw: "操作日誌" },
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
  // The screen a change was made on, named per language as its menu is (an export reads the reader's).
  view(row, db) {
    const menu = db.select({ en: menus.menuNameEn, zh: menus.menuNameZh, tw: menus.menuNameTw }).from(menus).where(eq(menus.menuCode, String(row.entity))).get();
    return menu ? { ...row, entityEn: menu.en, entityZh: menu.zh, entityTw: menu.tw } : row;
  },
  exportColumns: [
    { field: "createTime", header: { en: "Time", zh: "时间", tw: "時間" }, kind: "time" },
    { field: "username", header: { en: "User", zh: "操作人", tw: "操作人" } },
    { field: "action", header: { en: "Action", zh: "操作", tw: "操作" }, kind: { labels: AUDIT_ACTION } },
    { field: "entity", header: { en: "Screen", zh: "模块", tw: "模組" } },
    { field: "entityId", header: { en: "Record", zh: "记录", tw: "記錄" } },
    { field: "ip", header: { en: "IP", zh: "IP", tw: "IP" } },
  ],
};

/** The tenant's audit trail (the rows every write of the simulator leaves), read-only. */
export const sysAuditLog: SimResource = { bases: [sysAuditLogPaths.base], crud };
