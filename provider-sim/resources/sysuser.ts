import bcrypt from "bcryptjs";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { providerMessages as x } from "../../contract/messages";
import {
  addSysUserSchema,
  authorizeRoleToUserSchema,
  modifyAccountSchema,
  resetPasswordSchema,
  sysUserCalls as calls,
  sysUserMessages as u,
  sysUserPaths,
  updateSysUserSchema,
  usernameQuerySchema,
  addSysTenantUserSchema,
} from "../../contract/admin/sysuser";
import type { PostType } from "../../contract/user-posts";
import { orgs, posts, roles, tokens, userPosts, userRoles, users } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { hiddenFields } from "../crud/router";
import { requireButton } from "../crud/buttons";
import { contains, descending } from "../paging";
import type { CrudResource, Values } from "../crud/resource";
import { forbidden, handle, isoTime, ok, SimError } from "../http";
import { isPlatformAdmin, principalOf, type Principal } from "../middleware/auth";
import { BCRYPT_COST, PARAM_INIT_PASSWORD } from "../policy";
import { writeAudit } from "../services/audit";
import { createAccount, defaultRoleOf, hashPassword } from "../services/accounts";
import { findTenant, paramValue } from "../services/users";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { USER_STATUS } from "./export-labels";

const MENU = "sysuser";
/** The record's links, written beside it rather than in sys_user. */
const LINK_FIELDS = ["roleIds", "mainPostId", "partTimePostIds", "password"] as const;

/** Ends every session of these users at once: their next request with a token is refused. */
export function revokeSessions(db: Queryable, principal: Principal, userIds: readonly string[]): void {
  db.update(tokens)
    .set({ revoked: true })
    .where(and(scoped(tokens, principal), inArray(tokens.userId, [...userIds]), eq(tokens.revoked, false)))
    .run();
}

/**
 * The hash of the tenant's initial password, made once per value: an import of a thousand users
 * would otherwise spend a bcrypt round on each. They share that password until they change it.
 */
const initHashes = new Map<string, string>();
function initPasswordHash(db: Queryable, tenantCode: string): string {
  const value = paramValue(db, tenantCode, PARAM_INIT_PASSWORD);
  if (!value) throw new SimError(u.initPasswordMissing);
  const key = `${tenantCode}\u0000${value}`;
  let hash = initHashes.get(key);
  if (!hash) {
    hash = bcrypt.hashSync(value, BCRYPT_COST);
    initHashes.set(key, hash);
  }
  return hash;
}

/** An org of the tenant by id, or by its exact name (an imported sheet names it). */
function orgOf(db: Queryable, principal: Principal, idOrName: string) {
  return db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(scoped(orgs, principal), or(eq(orgs.id, idOrName), eq(orgs.orgName, idOrName))))
    .orderBy(asc(orgs.orgSequence))
    .get();
}

function assertExist(db: Queryable, principal: Principal, table: typeof roles | typeof posts, ids: readonly string[], message: string): void {
  if (ids.length === 0) return;
  const found = db.select({ id: table.id }).from(table).where(and(scoped(table, principal), inArray(table.id, [...ids]))).all();
  if (found.length !== new Set(ids).size) throw new SimError(message);
}

/**
 * The user's roles from now on. A role kept keeps the post it was granted in, unless `postCode`
 * names one; a new role applies in `postCode`, or in every post.
 */
function replaceRoles(db: Queryable, principal: Principal, userId: string, roleIds: readonly string[], postCode?: string): void {
  const mine = and(scoped(userRoles, principal), eq(userRoles.userId, userId));
  const held = new Map(db.select({ roleId: userRoles.roleId, postCode: userRoles.postCode }).from(userRoles).where(mine).all().map((r) => [r.roleId, r.postCode]));
  db.delete(userRoles).where(mine).run();
  const rows = [...new Set(roleIds)].map((roleId) => ({ tenantCode: principal.tenantCode, userId, roleId, postCode: postCode ?? held.get(roleId) ?? null }));
  if (rows.length > 0) db.insert(userRoles).values(rows).run();
}

/**
 * The posts the user holds from now on: one main post at most (the first named), the rest
 * part-time. A post the user keeps keeps its holding's id (`/sysuserpost` names it).
 */
function replacePosts(db: Queryable, principal: Principal, userId: string, holdings: readonly { postId: string; postType: PostType }[]): void {
  const mine = and(scoped(userPosts, principal), eq(userPosts.userId, userId));
  const kept = new Map(db.select({ postId: userPosts.postId, id: userPosts.id }).from(userPosts).where(mine).all().map((h) => [h.postId, h.id]));
  db.delete(userPosts).where(mine).run();
  const byPost = new Map<string, PostType>();
  for (const { postId, postType } of holdings) {
    if (byPost.has(postId)) continue;
    byPost.set(postId, postType === "main" && ![...byPost.values()].includes("main") ? "main" : "part-time");
  }
  const rows = [...byPost].map(([postId, postType]) => ({ id: kept.get(postId) ?? nextId(), tenantCode: principal.tenantCode, userId, postId, postType }));
  if (rows.length > 0) db.insert(userPosts).values(rows).run();
}

const holdingsOf = (values: Values) => [
  ...(values.mainPostId ? [{ postId: String(values.mainPostId), postType: "main" as const }] : []),
  ...((values.partTimePostIds as string[] | undefined) ?? []).map((postId) => ({ postId, postType: "part-time" as const })),
];

/** Roles (ids, names), posts (main, part-time) and org name of a user, for the user's row. */
function linksOf(db: Queryable, principal: Principal, userId: string, orgId: unknown) {
  const held = db
    .select({ id: roles.id, name: roles.roleName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(scoped(userRoles, principal), scoped(roles, principal), eq(userRoles.userId, userId)))
    .orderBy(roles.roleCode)
    .all();
  const holdings = db
    .select({ postId: userPosts.postId, postType: userPosts.postType })
    .from(userPosts)
    .where(and(scoped(userPosts, principal), eq(userPosts.userId, userId)))
    .all();
  const org = typeof orgId === "string" ? db.select({ name: orgs.orgName }).from(orgs).where(and(scoped(orgs, principal), eq(orgs.id, orgId))).get() : undefined;
  return {
    orgName: org?.name ?? null,
    roleIds: held.map((r) => r.id),
    roleNames: held.map((r) => r.name),
    mainPostId: holdings.find((h) => h.postType === "main")?.postId ?? null,
    partTimePostIds: holdings.filter((h) => h.postType === "part-time").map((h) => h.postId),
  };
}

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "Users", zh: "用户", tw: "用戶" },
  paths: sysUserPaths,
  table: users,
  addSchema: addSysUserSchema,
  updateSchema: updateSysUserSchema,
  filters: {
    username: { column: users.username, match: "contains" },
    nickname: { column: users.nickname, match: "contains" },
    mobile: { column: users.mobile, match: "contains" },
    status: { column: users.status, match: "equals" },
    orgId: { column: users.orgId, match: "equals" },
  },
  sortable: { username: users.username, createTime: users.createTime },
  defaultOrder: [descending(users.createTime)],
  exportColumns: [
    { field: "username", header: { en: "Username", zh: "用户名", tw: "用戶名" } },
    { field: "nickname", header: { en: "Nickname", zh: "昵称", tw: "暱稱" } },
    { field: "email", header: { en: "E-mail", zh: "邮箱", tw: "電子郵件" } },
    { field: "mobile", header: { en: "Mobile", zh: "手机", tw: "手機" } },
    { field: "orgName", header: { en: "Organisation", zh: "机构", tw: "機構" } },
    { field: "roleNames", header: { en: "Roles", zh: "角色", tw: "角色" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: USER_STATUS } },
    { field: "createTime", header: { en: "Created", zh: "创建时间", tw: "建立時間" }, kind: "time" },
  ],
  unique: [
    { field: "username", column: users.username, message: u.usernameTaken },
    { field: "email", column: users.email, message: u.emailTaken },
    { field: "mobile", column: users.mobile, message: u.mobileTaken },
  ],
  importable: true,
  check(db, principal, values, id) {
    if (values.orgId && !orgOf(db, principal, String(values.orgId))) throw new SimError(u.orgNotFound);
    // Mainland numbers (+86) are 11 digits starting with 1[3-9].
    if (values.mobile && (values.prefix ?? "86") === "86" && !/^1[3-9]\d{9}$/.test(String(values.mobile))) throw new SimError(u.mobileInvalid);
    if (id !== undefined && id === principal.userId && values.status === 0) throw new SimError(u.disableSelf);
    const roleIds = values.roleIds as string[] | undefined;
    if (id !== undefined && roleIds?.length === 0) throw new SimError(u.rolesRequired);
    assertExist(db, principal, roles, roleIds ?? [], u.roleNotFound);
    assertExist(db, principal, posts, holdingsOf(values).map((h) => h.postId), u.postNotFound);
  },
  checkDelete(_db, principal, ids) {
    if (ids.includes(principal.userId)) throw new SimError(u.deleteSelf);
  },
  prepare(db, principal, values, id) {
    const stored: Values = Object.fromEntries(Object.entries(values).filter(([field]) => !(LINK_FIELDS as readonly string[]).includes(field)));
    if (stored.orgId) stored.orgId = orgOf(db, principal, String(stored.orgId))!.id;
    if (id === undefined) {
      stored.passwordHash = values.password ? bcrypt.hashSync(String(values.password), BCRYPT_COST) : initPasswordHash(db, principal.tenantCode);
      return stored;
    }
    // A field the caller's role cannot see came back empty from its form: it stays as it is.
    for (const field of hiddenFields(db, principal, MENU)) delete stored[field];
    return stored;
  },
  afterWrite(db, principal, id, values) {
    const roleIds = values.roleIds as string[] | undefined;
    if (roleIds && roleIds.length > 0) replaceRoles(db, principal, id, roleIds);
    else if (roleIds === undefined || roleIds.length === 0) {
      // A new user named without roles (an imported row) gets the tenant's default role.
      const held = db.select({ roleId: userRoles.roleId }).from(userRoles).where(and(scoped(userRoles, principal), eq(userRoles.userId, id))).get();
      if (!held) replaceRoles(db, principal, id, [defaultRoleOf(db, principal.tenantCode).id]);
    }
    if ("mainPostId" in values || "partTimePostIds" in values) replacePosts(db, principal, id, holdingsOf(values));
    if (values.status === 0) revokeSessions(db, principal, [id]);
  },
  onDelete(db, principal, ids) {
    db.delete(userRoles).where(and(scoped(userRoles, principal), inArray(userRoles.userId, [...ids]))).run();
    db.delete(userPosts).where(and(scoped(userPosts, principal), inArray(userPosts.userId, [...ids]))).run();
    revokeSessions(db, principal, ids);
  },
  view(row, db, principal) {
    const { passwordHash: _hash, failedLogins: _failed, lockedUntil: _locked, ...shown } = row;
    return { ...shown, ...linksOf(db, principal, row.id, row.orgId) } as typeof row;
  },
};

/** Users (SPEC §3 user): the tenant's accounts, their roles and posts, status and password reset. */
export const sysUser: SimResource = {
  // The resource's own calls, not the whole /sysuser prefix: the shell's session calls there stay the admin router's.
  bases: [...Object.values(sysUserPaths).filter((path) => path !== sysUserPaths.base), calls.modifyAccount, calls.resetPassword, calls.authorizeRoleToUser, calls.queryUsername, calls.addSysTenantUser],
  crud,
  routes(router, local, ctx) {
    const { db } = ctx;
    const actor = (p: Principal) => ({ userId: p.userId, username: p.username });
    const snapshot = (tx: Queryable, p: Principal, id: string) => {
      const row = tx.select().from(users).where(and(scoped(users, p), eq(users.id, id))).get();
      return row && crud.view!({ ...row, createTime: isoTime(row.createTime), updateTime: isoTime(row.updateTime) }, tx, p, ctx.now());
    };
    const usersNamed = (tx: Queryable, p: Principal, ids: readonly string[]) => {
      const found = tx.select({ id: users.id }).from(users).where(and(scoped(users, p), inArray(users.id, [...ids]))).all();
      if (found.length !== new Set(ids).size) throw new SimError(rm.notFound);
    };

    // A platform administrator opens an account in any tenant (a new tenant's first user).
    router.post(
      local(calls.addSysTenantUser),
      handle(async (req) => {
        const principal = principalOf(req);
        if (!isPlatformAdmin(principal)) throw forbidden();
        requireButton(db, principal, MENU, "add");
        const { tenantCode, password, ...account } = parseWith(addSysTenantUserSchema, req.body);
        if (!findTenant(db, tenantCode)) throw new SimError(x.tenantNotFound);
        const passwordHash = password ? await hashPassword(password) : initPasswordHash(db, tenantCode);
        const user = db.transaction((tx) => createAccount(tx, ctx.now(), { ...account, tenantCode, passwordHash }, { actor: actor(principal), action: "create", ip: req.ip }));
        return ok({ id: user.id });
      }),
    );

    router.get(
      local(calls.queryUsername),
      handle((req) => {
        const { username } = parseWith(usernameQuerySchema, req.query);
        const data: { value: string; label: string }[] = db
          .select({ value: users.username, nickname: users.nickname })
          .from(users)
          .where(and(scoped(users, principalOf(req)), username ? contains(users.username, username) : undefined))
          .orderBy(asc(users.username))
          .all()
          .map((user) => ({ value: user.value, label: user.nickname || user.value }));
        return ok(data);
      }),
    );

    router.post(
      local(calls.modifyAccount),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "status");
        const { id: ids, status } = parseWith(modifyAccountSchema, req.body);
        if (status === 0 && ids.includes(principal.userId)) throw new SimError(u.disableSelf);
        db.transaction((tx) => {
          usersNamed(tx, principal, ids);
          for (const id of ids) {
            const before = snapshot(tx, principal, id);
            tx.update(users).set({ status, updateTime: new Date(ctx.now()) }).where(and(scoped(users, principal), eq(users.id, id))).run();
            writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor: actor(principal), action: status ? "enable" : "disable", entity: MENU, entityId: id, before, after: snapshot(tx, principal, id), ip: req.ip });
          }
          if (status === 0) revokeSessions(tx, principal, ids);
        });
        return ok();
      }),
    );

    router.post(
      local(calls.resetPassword),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "resetPassword");
        const { id } = parseWith(resetPasswordSchema, req.body);
        db.transaction((tx) => {
          usersNamed(tx, principal, [id]);
          const passwordHash = initPasswordHash(tx, principal.tenantCode);
          tx.update(users).set({ passwordHash, failedLogins: 0, lockedUntil: null, updateTime: new Date(ctx.now()) }).where(and(scoped(users, principal), eq(users.id, id))).run();
          // The old password may be known to someone else: its sessions end with it.
          revokeSessions(tx, principal, [id]);
          writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor: actor(principal), action: "resetPassword", entity: MENU, entityId: id, after: { password: "reset to the initial password" }, ip: req.ip });
        });
        return ok();
      }),
    );

    router.post(
      local(calls.authorizeRoleToUser),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "authorize");
        const body = parseWith(authorizeRoleToUserSchema, req.body);
        db.transaction((tx) => {
          usersNamed(tx, principal, [body.userId]);
          assertExist(tx, principal, roles, body.roleId, u.roleNotFound);
          if (body.posts) assertExist(tx, principal, posts, body.posts.map((p) => p.postId), u.postNotFound);
          const before = snapshot(tx, principal, body.userId);
          replaceRoles(tx, principal, body.userId, body.roleId, body.postCode);
          if (body.posts) replacePosts(tx, principal, body.userId, body.posts);
          writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor: actor(principal), action: "authorize", entity: MENU, entityId: body.userId, before, after: snapshot(tx, principal, body.userId), ip: req.ip });
        });
        return ok();
      }),
    );
  },
};
