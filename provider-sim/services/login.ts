import bcrypt from "bcryptjs";
import { tenantMessages as tm } from "../../contract/admin/systenant";
import { providerMessages as m } from "../../contract/messages";
import { oauthErrors } from "../../contract/oauth";
import type { SimContext } from "../context";
import { OAuthError } from "../http";
import { LOCK_MS, MAX_FAILED_LOGINS, MINUTE_MS } from "../policy";
import { writeAudit } from "./audit";
import type { LoginName } from "./login-guard";
import { send } from "./outbox";
import { findTenant, tenantHasUsers, type Tenant, type User } from "./users";

/** sys_user.status of a self-registered account that awaits its administrator. */
export const USER_PENDING = 2;

export const invalidGrant = (description: string) => new OAuthError(oauthErrors.invalidGrant, description);

/** Compared against when no user (or client) matched, so a miss costs as long as a wrong password. */
export const TIMING_DECOY_HASH = "$2b$10$.JPil9lDIHeHuwWawnenUOuFgVLRs9ZI9Y441Za4ibooI5HbfjK5W";

/**
 * The tenant a login names. "tenant does not exist" only when nothing at all carries the code;
 * accounts left behind by a deleted tenant get "this user has no tenant" once found.
 */
export function tenantForLogin(ctx: SimContext, tenantCode: string): Tenant | undefined {
  const tenant = findTenant(ctx.db, tenantCode);
  if (!tenant && !tenantHasUsers(ctx.db, tenantCode)) throw invalidGrant(m.tenantNotFound);
  return tenant;
}

/**
 * The account's state, in Spring's order: no tenant, the tenant outside its service period,
 * locked (by an administrator), awaiting approval (self-registered without an invitation
 * code), disabled. The password grant asks only once the password is verified, so state
 * leaks to no guesser.
 */
export function assertAccountUsable(ctx: SimContext, user: User, tenant: Tenant | undefined): void {
  if (!tenant) throw invalidGrant(m.noTenant);
  if (tenant.startTime && tenant.startTime.getTime() > ctx.now()) throw invalidGrant(tm.tenantNotStarted);
  if (tenant.endTime && tenant.endTime.getTime() < ctx.now()) throw invalidGrant(tm.tenantExpired);
  if (user.lockedUntil && user.lockedUntil.getTime() > ctx.now()) throw invalidGrant(m.userLocked);
  if (user.status === USER_PENDING) throw invalidGrant(tm.registrationPending);
  if (user.status !== 1) throw invalidGrant(m.userDisabled);
}

export async function passwordMatches(password: string, user: User | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, user?.passwordHash ?? TIMING_DECOY_HASH);
  return matches && user !== undefined;
}

/**
 * Counts a wrong password against the account (or unknown name) from this source. When it locks
 * the source out, it is audited and the account's owner is e-mailed, once per lock window.
 */
export function recordFailedLogin(ctx: SimContext, name: LoginName, user: User | undefined, ip: string): void {
  const at = ctx.now();
  const outcome = ctx.loginGuard.recordFailure(name, ip, at);
  if (!outcome.locked || !user) return;
  ctx.db.transaction((tx) => {
    writeAudit(tx, at, {
      tenantCode: user.tenantCode,
      actor: null,
      action: "lock",
      entity: "sys_user",
      entityId: user.id,
      before: null,
      after: { lockedFor: ip, until: new Date(at + LOCK_MS), reason: `${MAX_FAILED_LOGINS} failed logins` },
      ip,
    });
    if (outcome.notifyOwner && user.email) {
      send(tx, at, {
        tenantCode: user.tenantCode,
        channel: "email",
        to: user.email,
        subject: "Failed sign-in attempts",
        body:
          `Hello ${user.nickname ?? user.username},\n\nthere were ${MAX_FAILED_LOGINS} failed sign-in attempts on your ` +
          `account from ${ip}. That address is locked out for ${LOCK_MS / MINUTE_MS} minutes; you can still sign in ` +
          "as usual. If it was not you, consider changing your password.",
        code: null,
      });
    }
  });
}

/** A right password clears this source's count and the account's delay. */
export function recordSuccessfulLogin(ctx: SimContext, name: LoginName, ip: string): void {
  ctx.loginGuard.recordSuccess(name, ip);
}
