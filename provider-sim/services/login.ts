import bcrypt from "bcryptjs";
import { and, eq, sql } from "drizzle-orm";
import { providerMessages as m } from "../../contract/messages";
import { oauthErrors } from "../../contract/oauth";
import { users } from "../../db/schema";
import type { SimContext } from "../context";
import { OAuthError } from "../http";
import { LOCK_MS, MAX_FAILED_LOGINS } from "../policy";
import { scoped } from "../tenant";
import { writeAudit } from "./audit";
import { findTenant, tenantHasUsers, userSnapshot, type Tenant, type User } from "./users";

export const invalidGrant = (description: string) => new OAuthError(oauthErrors.invalidGrant, description);

/** Compared against when no user matched, so a miss costs as long as a wrong password. */
const TIMING_DECOY_HASH = "$2b$10$.JPil9lDIHeHuwWawnenUOuFgVLRs9ZI9Y441Za4ibooI5HbfjK5W";

/**
 * The tenant a login names. "tenant does not exist" only when nothing at all carries the code;
 * accounts left behind by a deleted tenant get "this user has no tenant" once found.
 */
export function tenantForLogin(ctx: SimContext, tenantCode: string): Tenant | undefined {
  const tenant = findTenant(ctx.db, tenantCode);
  if (!tenant && !tenantHasUsers(ctx.db, tenantCode)) throw invalidGrant(m.tenantNotFound);
  return tenant;
}

/** Spring's pre-authentication checks, in its order: locked, then disabled. */
export function assertAccountUsable(ctx: SimContext, user: User, tenant: Tenant | undefined): void {
  if (!tenant) throw invalidGrant(m.noTenant);
  if (user.lockedUntil && user.lockedUntil.getTime() > ctx.now()) throw invalidGrant(m.userLocked);
  if (user.status !== 1) throw invalidGrant(m.userDisabled);
}

export async function passwordMatches(password: string, user: User | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, user?.passwordHash ?? TIMING_DECOY_HASH);
  return matches && user !== undefined;
}

/** Counts a wrong password; the MAX_FAILED_LOGINS-th locks the account for LOCK_MS. */
export function recordFailedLogin(ctx: SimContext, user: User, ip: string | undefined): void {
  const where = and(scoped(users, user), eq(users.id, user.id));
  const { failedLogins } = ctx.db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(where)
    .returning({ failedLogins: users.failedLogins })
    .get();
  if (failedLogins < MAX_FAILED_LOGINS) return;
  const at = ctx.now();
  const lockedUntil = new Date(at + LOCK_MS);
  ctx.db.update(users).set({ failedLogins: 0, lockedUntil }).where(where).run();
  writeAudit(ctx.db, at, {
    tenantCode: user.tenantCode,
    actor: null,
    action: "lock",
    entity: "sys_user",
    entityId: user.id,
    before: { lockedUntil: userSnapshot(user).lockedUntil },
    after: { lockedUntil, reason: `${MAX_FAILED_LOGINS} failed logins` },
    ip,
  });
}

export function recordSuccessfulLogin(ctx: SimContext, user: User): void {
  if (user.failedLogins === 0 && user.lockedUntil === null) return;
  ctx.db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(and(scoped(users, user), eq(users.id, user.id)))
    .run();
}
