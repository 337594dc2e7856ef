import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { nextId } from "../../db/snowflake";
import type { SysUserPost, SysUserPostInput } from "../../contract/admin/sysuserpost";
import { sysUserPostMessages as um } from "../../contract/admin/sysuserpost";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { providerMessages as x } from "../../contract/messages";
import type { PageQuery } from "../../contract/envelope";
import { posts, userPosts, users } from "../../db/schema";
import type { Queryable } from "../context";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { contains } from "../paging";
import { scoped } from "../tenant";

/** The posts users hold, one record per holding (sys_user_post), each under its own id. */
const holdingId = userPosts.id;
const byId = (id: string) => eq(userPosts.id, id);

export interface UserPostFilters {
  userId?: string;
  postId?: string;
  postType?: string;
  username?: string;
  postCode?: string;
}

const SORTABLE = { username: users.username, postCode: posts.postCode, postType: userPosts.postType } as const;

function whereOf(principal: Principal, filters: UserPostFilters): SQL | undefined {
  return and(
    scoped(userPosts, principal),
    scoped(users, principal),
    scoped(posts, principal),
    filters.userId ? eq(userPosts.userId, filters.userId) : undefined,
    filters.postId ? eq(userPosts.postId, filters.postId) : undefined,
    filters.postType ? eq(userPosts.postType, filters.postType as "main") : undefined,
    filters.username ? contains(users.username, filters.username) : undefined,
    filters.postCode ? contains(posts.postCode, filters.postCode) : undefined,
  );
}

/** `sorter=<field>_ascend|_descend` over the sortable fields; by user, main post first, otherwise. */
function orderOf(sorter: PageQuery["sorter"]): SQL[] {
  if (!sorter) return [asc(users.username), sql`${userPosts.postType} <> 'main'`, asc(posts.postSequence), asc(holdingId)];
  const cut = sorter.lastIndexOf("_");
  const field = sorter.slice(0, cut);
  const column = Object.hasOwn(SORTABLE, field) ? SORTABLE[field as keyof typeof SORTABLE] : undefined;
  if (!column) throw new SimError(`${x.notSortable}: ${field}`);
  const direction = sorter.slice(cut + 1) === "ascend" ? asc : desc;
  return [direction(column), direction(holdingId)];
}

/** The tenant's holdings that pass the filters, in order, one window of them. */
export function listUserPosts(db: Queryable, principal: Principal, filters: UserPostFilters, sorter: PageQuery["sorter"], window: { limit: number; offset: number }) {
  const where = whereOf(principal, filters);
  const joined = db
    .select({
      id: holdingId,
      tenantCode: userPosts.tenantCode,
      userId: userPosts.userId,
      username: users.username,
      nickname: users.nickname,
      postId: userPosts.postId,
      postCode: posts.postCode,
      postName: posts.postName,
      postNameEn: posts.postNameEn,
      postNameZh: posts.postNameZh,
      postNameTw: posts.postNameTw,
      postType: userPosts.postType,
    })
    .from(userPosts)
    .innerJoin(users, eq(users.id, userPosts.userId))
    .innerJoin(posts, eq(posts.id, userPosts.postId))
    .where(where);
  const rows = joined.orderBy(...orderOf(sorter)).limit(window.limit).offset(window.offset).all();
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(userPosts)
      .innerJoin(users, eq(users.id, userPosts.userId))
      .innerJoin(posts, eq(posts.id, userPosts.postId))
      .where(where)
      .get()?.n ?? 0;
  const list: SysUserPost[] = rows;
  return { list, total };
}

/** One holding of the tenant by id, or undefined. */
export function findUserPost(db: Queryable, principal: Principal, id: string) {
  return db
    .select({ id: holdingId, userId: userPosts.userId, postId: userPosts.postId, postType: userPosts.postType })
    .from(userPosts)
    .where(and(scoped(userPosts, principal), byId(id)))
    .get();
}

/**
 * Refuses a holding that cannot be: a user or post of another tenant (or none), a post the user
 * already holds, a second main post. `except` is the holding being changed.
 */
function check(db: Queryable, principal: Principal, values: SysUserPostInput, except?: string): void {
  if (!db.select({ id: users.id }).from(users).where(and(scoped(users, principal), eq(users.id, values.userId))).get()) throw new SimError(um.userNotFound);
  if (!db.select({ id: posts.id }).from(posts).where(and(scoped(posts, principal), eq(posts.id, values.postId))).get()) throw new SimError(um.postNotFound);
  const others = and(scoped(userPosts, principal), eq(userPosts.userId, values.userId), except ? ne(userPosts.id, except) : undefined);
  if (db.select({ id: holdingId }).from(userPosts).where(and(others, eq(userPosts.postId, values.postId))).get()) throw new SimError(um.postHeld);
  if (values.postType === "main" && db.select({ id: holdingId }).from(userPosts).where(and(others, eq(userPosts.postType, "main"))).get()) {
    throw new SimError(um.mainPostHeld);
  }
}

/** Grants the post; answers the new holding's id. */
export function addUserPost(db: Queryable, principal: Principal, values: SysUserPostInput): string {
  check(db, principal, values);
  const id = nextId();
  db.insert(userPosts).values({ id, tenantCode: principal.tenantCode, ...values }).run();
  return id;
}

/** Changes a holding of the tenant in place. */
export function updateUserPost(db: Queryable, principal: Principal, id: string, values: SysUserPostInput): void {
  if (!findUserPost(db, principal, id)) throw new SimError(rm.notFound);
  check(db, principal, values, id);
  db.update(userPosts).set(values).where(and(scoped(userPosts, principal), byId(id))).run();
}

/** Removes holdings of the tenant; all of them exist, or nothing is removed. */
export function deleteUserPosts(db: Queryable, principal: Principal, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = db
    .select({ id: holdingId, userId: userPosts.userId, postId: userPosts.postId, postType: userPosts.postType })
    .from(userPosts)
    .where(and(scoped(userPosts, principal), inArray(holdingId, unique)))
    .all();
  if (found.length !== unique.length) throw new SimError(rm.notFound);
  db.delete(userPosts).where(and(scoped(userPosts, principal), inArray(holdingId, unique))).run();
  return found;
}
