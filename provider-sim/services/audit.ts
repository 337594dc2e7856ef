import type { AuditAction } from "../../contract/admin/auditlog";
import { auditLog } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";

export interface Actor {
  userId: string | null;
  username: string | null;
}

/** Who asks for a change and why, as the services that audit it take it. */
export interface AuditContext {
  actor: Actor | null;
  action: AuditAction;
  ip?: string;
}

export interface AuditEntry {
  tenantCode: string;
  actor: Actor | null;
  /** register, create, update, lock, resetPassword, updatePassword … (AUDIT_ACTIONS, which the audit log's filter offers) */
  action: AuditAction;
  entity: string;
  entityId: string;
  /** Snapshots without secrets (see userSnapshot). */
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/** One row of the audit trail: who changed what, with the before and after state. */
export function writeAudit(db: Queryable, at: number, entry: AuditEntry): void {
  db.insert(auditLog)
    .values({
      id: nextId(),
      tenantCode: entry.tenantCode,
      userId: entry.actor?.userId ?? null,
      username: entry.actor?.username ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip ?? null,
      createTime: new Date(at),
    })
    .run();
}
