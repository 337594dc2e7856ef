import { ACCOUNT_DELAY_BASE_MS, ACCOUNT_DELAY_MAX_MS, LOCK_MS, MAX_FAILED_LOGINS } from "../policy";

/**
 * What a login attempt is against: the account's id when the name matched one (so its username,
 * e-mail and mobile share one count), else the name as typed.
 */
export interface LoginName {
  tenantCode: string;
  login: string;
}

export function loginNameOf(tenantCode: string, typed: string, user: { id: string } | undefined): LoginName {
  return { tenantCode, login: user ? `#${user.id}` : typed };
}

interface Failures {
  count: number;
  last: number;
  lockedUntil: number;
}

export interface FailureOutcome {
  /** This failure locked the account for its source. */
  locked: boolean;
  /** The owner should hear about it: the first lock of the account in LOCK_MS. */
  notifyOwner: boolean;
}

/**
 * Password-guessing defence, in memory per simulator. A source (IP) that fails
 * MAX_FAILED_LOGINS times for an account is locked out of that account for LOCK_MS; other
 * sources are not, so a stranger cannot lock the owner out. Across all sources, each failure
 * past MAX_FAILED_LOGINS doubles a delay before the password is even checked, up to
 * ACCOUNT_DELAY_MAX_MS, which slows a distributed guesser without ever refusing the owner.
 * Unknown login names are tracked alike, so the answers tell nothing about which exist.
 */
export class LoginGuard {
  private readonly bySource = new Map<string, Failures>();
  private readonly byAccount = new Map<string, Failures>();
  private readonly noticeAt = new Map<string, number>();
  private nextSweep = 0;

  private static accountKey(name: LoginName): string {
    return `${name.tenantCode}\u0000${name.login.trim().toLowerCase()}`;
  }

  private static sourceKey(name: LoginName, source: string): string {
    return `${LoginGuard.accountKey(name)}\u0000${source}`;
  }

  /** Forgets failures older than LOCK_MS, so the maps never grow without bound. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + LOCK_MS;
    for (const map of [this.bySource, this.byAccount]) {
      for (const [key, f] of map) if (now - f.last >= LOCK_MS && f.lockedUntil <= now) map.delete(key);
    }
    for (const [key, at] of this.noticeAt) if (now - at >= LOCK_MS) this.noticeAt.delete(key);
  }

  isLocked(name: LoginName, source: string, now: number): boolean {
    const f = this.bySource.get(LoginGuard.sourceKey(name, source));
    return f !== undefined && f.lockedUntil > now;
  }

  /** How long to hold this attempt before checking the password. */
  delayMs(name: LoginName, now: number): number {
    const f = this.byAccount.get(LoginGuard.accountKey(name));
    if (!f || now - f.last >= LOCK_MS || f.count < MAX_FAILED_LOGINS) return 0;
    return Math.min(ACCOUNT_DELAY_BASE_MS * 2 ** (f.count - MAX_FAILED_LOGINS), ACCOUNT_DELAY_MAX_MS);
  }

  recordFailure(name: LoginName, source: string, now: number): FailureOutcome {
    this.sweep(now);
    const bump = (map: Map<string, Failures>, key: string) => {
      const previous = map.get(key);
      const fresh = !previous || now - previous.last >= LOCK_MS;
      const f = fresh ? { count: 0, last: now, lockedUntil: 0 } : previous;
      f.count++;
      f.last = now;
      map.set(key, f);
      return f;
    };
    bump(this.byAccount, LoginGuard.accountKey(name));
    const f = bump(this.bySource, LoginGuard.sourceKey(name, source));
    if (f.count < MAX_FAILED_LOGINS) return { locked: false, notifyOwner: false };
    f.count = 0;
    f.lockedUntil = now + LOCK_MS;
    const key = LoginGuard.accountKey(name);
    const noticed = this.noticeAt.get(key);
    const notifyOwner = noticed === undefined || now - noticed >= LOCK_MS;
    if (notifyOwner) this.noticeAt.set(key, now);
    return { locked: true, notifyOwner };
  }

  /** A right password from a source clears that source and the account's delay. */
  recordSuccess(name: LoginName, source: string): void {
    this.byAccount.delete(LoginGuard.accountKey(name));
    this.bySource.delete(LoginGuard.sourceKey(name, source));
  }

  /** A new password (reset or change) starts the account afresh from every source. */
  clearAccount(user: { id: string; tenantCode: string }): void {
    const account = LoginGuard.accountKey(loginNameOf(user.tenantCode, "", user));
    this.byAccount.delete(account);
    for (const key of this.bySource.keys()) if (key.startsWith(`${account}\u0000`)) this.bySource.delete(key);
  }
}
