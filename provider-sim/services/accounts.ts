import bcrypt from "bcryptjs";
import { and, eq } from "drizzle-orm";
import { providerMessages as x } from "../../contract/messages";
import { userRoles, users } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { SimError } from "../http";
import { BCRYPT_COST, FALLBACK_DEFAULT_ROLE, PARAM_DEFAULT_ROLE } from "../policy";
import { scoped } from "../tenant";
import { writeAudit, type AuditContext } from "./audit";
import { assertUnique, findRoleByCode, normaliseEmail, paramValue, userSnapshot, type User } from "./users";

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** The role a new account of the tenant gets: param account.defaultRole, else ROLE_AGENT. */
export function defaultRoleOf(db: Queryable, tenantCode: string) {
  const code = paramValue(db, tenantCode, PARAM_DEFAULT_ROLE) ?? FALLBACK_DEFAULT_ROLE;
  const role = findRoleByCode(db, tenantCode, code);
  if (!role) throw new SimError(`${x.defaultRoleMissing}: ${code}`);
  return role;
}

export interface NewAccount {
  tenantCode: string;
  username: string;
  nickname?: string;
  email: string;
  prefix?: string;
  mobile: string;
  passwordHash: string;
  /** 1 enabled (the default), 2 awaiting the tenant administrator's approval. */
  status?: number;
}

/**
 * Creates an enabled account with the tenant's default role and audits it. Run it inside the
 * caller's transaction: a refusal (duplicate, missing role) must leave nothing behind.
 */
export function createAccount(
  tx: Queryable,
  at: number,
  account: NewAccount,
  audit: AuditContext,
): User {
  const email = normaliseEmail(account.email);
  assertUnique(tx, account.tenantCode, { username: account.username, email, mobile: account.mobile });
  const role = defaultRoleOf(tx, account.tenantCode);
  const created = new Date(at);
  const user = tx
    .insert(users)
    .values({
      id: nextId(),
      tenantCode: account.tenantCode,
      username: account.username,
      nickname: account.nickname || account.username,
      passwordHash: account.passwordHash,
      email,
      prefix: account.prefix ?? "86",
      mobile: account.mobile,
      status: account.status ?? 1,
      createTime: created,
      updateTime: created,
    })
    .returning()
    .get();
  tx.insert(userRoles).values({ tenantCode: user.tenantCode, userId: user.id, roleId: role.id }).run();
  writeAudit(tx, at, {
    tenantCode: user.tenantCode,
    actor: audit.actor ?? { userId: user.id, username: user.username },
    action: audit.action,
    entity: "sys_user",
    entityId: user.id,
    before: null,
    after: { ...userSnapshot(user), roles: [role.roleCode] },
    ip: audit.ip,
  });
  return user;
}

/** Sets a new password hash, clears any lock-out, and audits the change (never the hash). */
export function setPassword(
  tx: Queryable,
  at: number,
  user: User,
  passwordHash: string,
  audit: AuditContext,
): void {
  tx.update(users)
    .set({ passwordHash, failedLogins: 0, lockedUntil: null, updateTime: new Date(at) })
    .where(and(scoped(users, user), eq(users.id, user.id)))
    .run();
  writeAudit(tx, at, {
    tenantCode: user.tenantCode,
    actor: audit.actor,
    action: audit.action,
    entity: "sys_user",
    entityId: user.id,
    before: { failedLogins: user.failedLogins, lockedUntil: user.lockedUntil },
    after: { password: "changed", failedLogins: 0, lockedUntil: null },
    ip: audit.ip,
  });
}

export interface UserDetail {
  nickname: string;
  email: string;
  mobile: string;
  phone?: string;
  address?: string;
  profile?: string;
  geographic?: User["geographic"];
}

/** The fields updateUserDetail may change, as they stand on a row (for the audit). */
function detailOf(user: User) {
  const { nickname, email, mobile, phone, address, profile, geographic } = user;
  return { nickname, email, mobile, phone, address, profile, geographic };
}

/**
 * The account's own details. An optional field left out stays as it is, an empty one is
 * cleared. Run it inside the caller's transaction: a refused e-mail or mobile changes nothing.
 */
export function updateUserDetail(
  tx: Queryable,
  at: number,
  user: User,
  detail: UserDetail,
  audit: AuditContext,
): User {
  const email = normaliseEmail(detail.email);
  assertUnique(tx, user.tenantCode, { username: user.username, email, mobile: detail.mobile }, user.id);
  const cleared = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const updated = tx
    .update(users)
    .set({
      nickname: detail.nickname,
      email,
      mobile: detail.mobile,
      phone: cleared(detail.phone),
      address: cleared(detail.address),
      profile: cleared(detail.profile),
      geographic: detail.geographic,
      updateTime: new Date(at),
    })
    .where(and(scoped(users, user), eq(users.id, user.id)))
    .returning()
    .get();
  const entity = { tenantCode: user.tenantCode, entity: "sys_user", entityId: user.id };
  writeAudit(tx, at, { ...audit, ...entity, before: detailOf(user), after: detailOf(updated) });
  return updated;
}
