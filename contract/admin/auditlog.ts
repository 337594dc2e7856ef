import { z } from "zod";
import { idSchema, pageQuerySchema } from "../envelope";
import { resourcePaths, timeSchema } from "./resource";

/**
 * The audit log: every change in the tenant, newest first — who, when, from where, which record
 * of which screen (`entity` is its menu code), and the record before and after. Read-only; the
 * same rows a record's history shows, across every screen.
 */
export const sysAuditLogPaths = resourcePaths("admin", "SysAuditLog");

/** Every action an audit row names, as the simulator writes them. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "import",
  "authorize",
  "assign",
  "enable",
  "disable",
  "resetPassword",
  "forceLogout",
  "audit",
  "approve",
  "reject",
  "setDefault",
  "newSecret",
  "register",
  "lock",
  "updatePassword",
  "updateSysUserDetail",
  "publish",
  "withdraw",
  "submit",
  "push",
  "retry",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const sysAuditLogSchema = z.object({
  id: idSchema,
  username: z.string().nullish(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullish(),
  ip: z.string().nullish(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  createTime: timeSchema,
});
export type SysAuditLog = z.infer<typeof sysAuditLogSchema>;

export const SYS_AUDIT_LOG_SORTABLE = ["createTime", "action", "entity"] as const;

export const sysAuditLogQuerySchema = pageQuerySchema.extend({
  username: z.string().trim().max(64).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  entity: z.string().trim().max(64).optional(),
  entityId: z.string().trim().max(100).optional(),
});
