import { and, count, desc, eq, gt, inArray } from "drizzle-orm";
import { onlineSysUserPaths, onlineSysUserQuerySchema, onlineUserCalls as calls, removePrincipalQuerySchema, type OnlineSysUser } from "../../contract/admin/onlineuser";
import { sysUserMessages as u } from "../../contract/admin/sysuser";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { tokens, users } from "../../db/schema";
import { requireButton } from "../crud/buttons";
import { boundedPageSchema } from "../crud/paging";
import { handle, isoTime, ok, page, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { contains, orderOf, windowOf } from "../paging";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { revokeSessions } from "./sysuser";

const MENU = "onlinesysuser";

const BROWSERS: readonly [string, RegExp][] = [
  ["Edge", /Edg(?:e|A|iOS)?\/(\d+)/],
  ["Firefox", /Firefox\/(\d+)/],
  ["Chrome", /(?:Chrome|CriOS|Chromium)\/(\d+)/],
  ["Safari", /Version\/(\d+).*Safari/],
];
const SYSTEMS: readonly [string, RegExp][] = [
  ["Android", /Android/],
  ["iOS", /iPhone|iPad/],
  ["Windows", /Windows/],
  ["macOS", /Mac OS X/],
  ["Linux", /Linux/],
];

/** "Chrome 131 · Windows" from a user agent; the raw string when nothing is recognised. */
export function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.map(([name, pattern]) => [name, pattern.exec(userAgent)] as const).find(([, match]) => match);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (!browser) return userAgent.slice(0, 60);
  return [`${browser[0]} ${browser[1]![1]}`, system].filter(Boolean).join(" · ");
}
const querySchema = onlineSysUserQuerySchema.extend(boundedPageSchema.shape);
const SORTABLE = { createTime: tokens.createTime, lastSeen: tokens.lastSeen };

/**
 * Online users (SPEC §7 queryOnlineSysUser, removePrincipal): the tenant's live sessions, one
 * per unrevoked, unexpired access token; lastSeen is stamped by requireToken as tokens are used.
 */
export const onlineSysUser: SimResource = {
  bases: [onlineSysUserPaths.query, calls.removePrincipal],
  routes(router, local, ctx) {
    const { db } = ctx;

    router.get(
      local(onlineSysUserPaths.query),
      handle((req) => {
        const principal = principalOf(req);
        const query = parseWith(querySchema, req.query, (message) => new SimError(message, 400, 400));
        const where = and(
          scoped(tokens, principal),
          scoped(users, principal),
          eq(tokens.revoked, false),
          gt(tokens.accessExpiresAt, new Date(ctx.now())),
          query.username ? contains(users.username, query.username) : undefined,
        );
        const { limit, offset } = windowOf(query);
        const rows = db
          .select({
            id: tokens.id,
            userId: users.id,
            username: users.username,
            nickname: users.nickname,
            ip: tokens.ip,
            userAgent: tokens.userAgent,
            createTime: tokens.createTime,
            lastSeen: tokens.lastSeen,
          })
          .from(tokens)
          .innerJoin(users, eq(users.id, tokens.userId))
          .where(where)
          .orderBy(...orderOf(query.sorter, SORTABLE, [desc(tokens.lastSeen), desc(tokens.createTime)], tokens.id))
          .limit(limit)
          .offset(offset)
          .all();
        const [{ total }] = db.select({ total: count() }).from(tokens).innerJoin(users, eq(users.id, tokens.userId)).where(where).all();
        const list: OnlineSysUser[] = rows.map((row) => ({ ...row, browser: browserOf(row.userAgent), createTime: isoTime(row.createTime), lastSeen: isoTime(row.lastSeen) }));
        return ok(page(list, total, query.currentPage, query.pageSize));
      }),
    );

    router.post(
      local(calls.removePrincipal),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "forceLogout");
        const given = parseWith(removePrincipalQuerySchema, req.query).username;
        const usernames = [...new Set(Array.isArray(given) ? given : [given])];
        if (usernames.includes(principal.username)) throw new SimError(u.forceOutSelf);
        db.transaction((tx) => {
          const found = tx.select({ id: users.id, username: users.username }).from(users).where(and(scoped(users, principal), inArray(users.username, usernames))).all();
          if (found.length !== usernames.length) throw new SimError(rm.notFound);
          revokeSessions(tx, principal, found.map((user) => user.id));
          for (const user of found) {
            writeAudit(tx, ctx.now(), {
              tenantCode: principal.tenantCode,
              actor: { userId: principal.userId, username: principal.username },
              action: "forceLogout",
              entity: "sysuser",
              entityId: user.id,
              after: { sessions: "ended" },
              ip: req.ip,
            });
          }
        });
        return ok();
      }),
    );
  },
};
