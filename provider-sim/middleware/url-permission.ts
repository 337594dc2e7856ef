import { and, eq, inArray } from "drizzle-orm";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { paths } from "../../contract/paths";
import { roleUrls, urls } from "../../db/schema";
import type { Queryable, SimContext } from "../context";
import { forbidden } from "../http";
import { scoped } from "../tenant";
import { isAdmin, principalOf, type Principal } from "./auth";

/**
 * Notification calls every signed-in user makes about their own notices (the head-bar bell:
 * list, open one, mark all read); publishing and managing need a grant.
 */
export const NOTIFICATION_OPEN_TO_ALL_USERS: readonly string[] = [
  paths.notification.queryHeadNotification,
  paths.notification.readNotification,
  paths.notification.readAllNotification,
];

const compiled = new Map<string, RegExp>();

/**
 * Spring's AntPathMatcher, as far as sys_url uses it: `**` any number of segments (also none),
 * `*` within one segment, `?` one character.
 */
export function antPattern(pattern: string): RegExp {
  let regex = compiled.get(pattern);
  if (!regex) {
    const body = pattern
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\/\*\*$/, "\u0000")
      .replace(/\*\*/g, "\u0001")
      .replace(/\*/g, "[^/]*")
      .replace(/\?/g, "[^/]")
      .replace(/\u0001/g, ".*")
      .replace(/\u0000/g, "(?:/.*)?");
    regex = new RegExp(`^${body}$`);
    compiled.set(pattern, regex);
  }
  return regex;
}

/** sys_url rows may be written with or without the gateway prefix (/api/admin/… or /admin/…). */
export function urlMatches(pattern: string, path: string): boolean {
  const regex = antPattern(pattern);
  return regex.test(path) || (path.startsWith("/api/") && regex.test(path.slice(4)));
}

/** Whether the principal's roles hold a sys_url grant of `method path` (administrators hold all). */
export function isGranted(db: Queryable, principal: Principal, method: string, path: string): boolean {
  if (isAdmin(principal)) return true;
  if (principal.roleIds.length === 0) return false;
  const granted = db
    .select({ url: urls.url, method: urls.method })
    .from(roleUrls)
    .innerJoin(urls, eq(urls.id, roleUrls.urlId))
    .where(and(scoped(roleUrls, principal), inArray(roleUrls.roleId, principal.roleIds)))
    .all();
  return granted.some((g) => (g.method === "*" || g.method.toUpperCase() === method.toUpperCase()) && urlMatches(g.url, path));
}

/**
 * Interface permissions for non-admin principals: the request path must match a sys_url
 * granted to one of the principal's roles in its tenant. `open` paths need only a token;
 * `openForSelf` paths need only a token when they ask about the principal (`userId` = its own).
 */
export function requireUrlPermission(
  ctx: SimContext,
  open: readonly string[] = [],
  openForSelf: readonly string[] = [],
): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const principal = principalOf(req);
    // A call mounted at its own full path (`use("/…/queryDictByDictType")`) sees req.path "/".
    const path = req.path === "/" ? req.baseUrl : req.baseUrl + req.path;
    const aboutSelf = openForSelf.includes(path) && req.query.userId === principal.userId;
    if (open.includes(path) || aboutSelf) return next();
    const allowed = isGranted(ctx.db, principal, req.method, path);
    next(allowed ? undefined : forbidden());
  };
}
