import { auditLog } from "../db/schema";
import { seedId } from "../db/snowflake";
import { seedDate } from "./ids";
import { DEFAULT_TENANT } from "./tenants";
import type { UserSeed } from "./users";

type Snapshot = Record<string, unknown> & { id?: string; tenantCode?: string | null; createTime?: Date | null };

/**
 * The audit trail behind the seeded records, so the audit log opens on real history: who
 * created each of the default tenant's users, roles, posts and parameters and when, plus the
 * first changes an administrator makes (the initial password, two users disabled, a role's
 * description). Snapshots never hold a password hash. The rows take id block 43.
 */
export function buildAuditTrail(entities: Record<string, readonly Snapshot[]>, users: UserSeed): (typeof auditLog.$inferInsert)[] {
  const adminId = users.namedIds.get("admin") ?? null;
  const rows: (typeof auditLog.$inferInsert)[] = [];
  const add = (action: string, entity: string, record: Snapshot, at: Date, before: unknown, after: unknown) =>
    rows.push({
      id: seedId(43 * 100_000 + rows.length),
      tenantCode: DEFAULT_TENANT,
      userId: adminId,
      username: "admin",
      action,
      entity,
      entityId: String(record.id),
      before,
      after,
      ip: "10.8.0.12",
      createTime: at,
    });
  for (const [entity, records] of Object.entries(entities)) {
    for (const record of records) {
      if (record.tenantCode !== DEFAULT_TENANT) continue;
      const snapshot = withoutSecrets(record);
      add("create", entity, record, record.createTime ?? seedDate(0), null, snapshot);
    }
  }
  const changed = <T extends Snapshot>(entity: string, record: T | undefined, patch: Partial<T>, days: number) => {
    if (!record) return;
    const before = withoutSecrets(record);
    add("update", entity, record, seedDate(days, 10), before, { ...before, ...patch });
  };
  const mine = (entity: string) => entities[entity].filter((record) => record.tenantCode === DEFAULT_TENANT);
  changed("sysparam", mine("sysparam").find((p) => p.paramKey === "account.initPassword"), { paramValue: "Welcome-2026" }, 3);
  for (const user of mine("sysuser").filter((u) => u.status === 0).slice(0, 2)) changed("sysuser", { ...user, status: 1 }, { status: 0 }, 5);
  changed("sysrole", mine("sysrole").find((r) => r.roleCode === "ROLE_AGENT"), { roleDescription: "Files US and Hong Kong clearances and customs declarations" }, 6);
  return rows.sort((a, b) => a.createTime!.getTime() - b.createTime!.getTime()).map((row, i) => ({ ...row, id: seedId(43 * 100_000 + i) }));
}

function withoutSecrets(record: Snapshot): Snapshot {
  const { passwordHash: _secret, failedLogins: _failed, lockedUntil: _locked, ...rest } = record;
  return rest;
}
