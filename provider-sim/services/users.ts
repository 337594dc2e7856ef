import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { providerMessages as m } from "../../contract/messages";
import type { UserPost } from "../../contract/user-posts";
import { params, posts, roles, tenants, userPosts, userRoles, users } from "../../db/schema";
import type { Queryable } from "../context";
import { SimError } from "../http";
import { acrossTenants, scoped, type TenantRef } from "../tenant";

export type User = typeof users.$inferSelect;
export type Tenant = typeof tenants.$inferSelect;

/** E-mail addresses are compared and stored in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function emailIs(email: string): SQL {
  return sql`lower(${users.email}) = ${normaliseEmail(email)}`;
}

export function findTenant(db: Queryable, tenantCode: string): Tenant | undefined {
  return db.select().from(tenants).where(eq(tenants.tenantCode, tenantCode)).get();
}

/** Whether any account names this tenant code, tenant row or not. */
export function tenantHasUsers(db: Queryable, tenantCode: string): boolean {
  return db.select({ id: users.id }).from(users).where(scoped(users, tenantCode)).limit(1).get() !== undefined;
}

/** The login name may be the username, the e-mail or the mobile, in that order of precedence. */
export function findUserByLogin(db: Queryable, tenantCode: string, login: string): User | undefined {
  const candidates = db
    .select()
    .from(users)
    .where(and(scoped(users, tenantCode), or(eq(users.username, login), emailIs(login), eq(users.mobile, login))))
    .all();
  return (
    candidates.find((u) => u.username === login) ??
    candidates.find((u) => u.email !== null && normaliseEmail(u.email) === normaliseEmail(login)) ??
    candidates.find((u) => u.mobile === login)
  );
}

export function findUserByMobile(db: Queryable, tenantCode: string, mobile: string): User | undefined {
  return db.select().from(users).where(and(scoped(users, tenantCode), eq(users.mobile, mobile))).get();
}

export function findUserByEmail(db: Queryable, tenantCode: string, email: string): User | undefined {
  return db.select().from(users).where(and(scoped(users, tenantCode), emailIs(email))).get();
}

export function findUserById(db: Queryable, tenant: TenantRef, id: string): User | undefined {
  return db.select().from(users).where(and(scoped(users, tenant), eq(users.id, id))).get();
}

export interface UserRoles {
  ids: string[];
  codes: string[];
  names: string[];
}

/**
 * The roles a user holds; with `postCode`, only those granted in that post or in every post
 * (a role row without a post).
 */
export function rolesOf(db: Queryable, user: Pick<User, "id" | "tenantCode">, postCode?: string): UserRoles {
  const rows = db
    .select({ id: roles.id, code: roles.roleCode, name: roles.roleName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        scoped(userRoles, user),
        scoped(roles, user),
        eq(userRoles.userId, user.id),
        postCode === undefined ? undefined : or(isNull(userRoles.postCode), eq(userRoles.postCode, postCode)),
      ),
    )
    .orderBy(roles.roleCode)
    .all();
  return { ids: rows.map((r) => r.id), codes: rows.map((r) => r.code), names: rows.map((r) => r.name) };
}

/** The posts a user holds: the main post first, then by the post's sequence. */
export function postsOf(db: Queryable, user: Pick<User, "id" | "tenantCode">): UserPost[] {
  return db
    .select({ id: posts.id, postCode: posts.postCode, postName: posts.postName, postNameEn: posts.postNameEn, postNameZh: posts.postNameZh, postNameTw: posts.postNameTw, postType: userPosts.postType })
    .from(userPosts)
    .innerJoin(posts, eq(posts.id, userPosts.postId))
    .where(and(scoped(userPosts, user), scoped(posts, user), eq(userPosts.userId, user.id)))
    .orderBy(sql`${userPosts.postType} <> 'main'`, posts.postSequence, posts.postCode)
    .all();
}

export function findRoleByCode(db: Queryable, tenantCode: string, roleCode: string) {
  return db.select().from(roles).where(and(scoped(roles, tenantCode), eq(roles.roleCode, roleCode))).get();
}

export function paramValue(db: Queryable, tenantCode: string, key: string): string | undefined {
  return db
    .select({ value: params.paramValue })
    .from(params)
    .where(and(scoped(params, tenantCode), eq(params.paramKey, key)))
    .get()?.value;
}

/** Refuses a username, e-mail or mobile another account of the tenant already uses. */
export function assertUnique(
  db: Queryable,
  tenantCode: string,
  wanted: { username: string; email?: string | null; mobile?: string | null },
  exceptUserId?: string,
): void {
  const clashes = db
    .select({ id: users.id, username: users.username, email: users.email, mobile: users.mobile })
    .from(users)
    .where(
      and(
        scoped(users, tenantCode),
        or(
          eq(users.username, wanted.username),
          wanted.email ? emailIs(wanted.email) : undefined,
          wanted.mobile ? eq(users.mobile, wanted.mobile) : undefined,
        ),
      ),
    )
    .all()
    .filter((u) => u.id !== exceptUserId);
  if (clashes.some((u) => u.username === wanted.username)) throw new SimError(m.usernameTaken);
  if (wanted.email && clashes.some((u) => u.email && normaliseEmail(u.email) === normaliseEmail(wanted.email!))) {
    throw new SimError(m.emailTaken);
  }
  if (wanted.mobile && clashes.some((u) => u.mobile === wanted.mobile)) throw new SimError(m.mobileTaken);
}

/**
 * The tenants (code, name) the account belongs to: every tenant holding an account under the
 * same login name. Never inferred from a shared e-mail or mobile, which another tenant's user
 * could set on their own account.
 */
export function tenantsOfAccount(db: Queryable, user: Pick<User, "username">) {
  return acrossTenants("an account's tenants are found across tenants", () =>
    db
      .select({ tenantCode: tenants.tenantCode, tenantName: tenants.tenantName, domain: tenants.domain })
      .from(tenants)
      .where(
        inArray(
          tenants.tenantCode,
          db.select({ code: users.tenantCode }).from(users).where(eq(users.username, user.username)),
        ),
      )
      .orderBy(tenants.tenantCode)
      .all(),
  );
}

/** A user row as it may be shown or audited: no password hash. */
export function userSnapshot(user: User) {
  const { passwordHash: _secret, ...rest } = user;
  return rest;
}
