import { and, eq } from "drizzle-orm";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { providerMessages as m } from "../../contract/messages";
import { oauthErrors } from "../../contract/oauth";
import { tokens } from "../../db/schema";
import type { SimContext } from "../context";
import { OAuthError } from "../http";
import { ADMIN_ROLE, LAST_SEEN_RESOLUTION_MS, PLATFORM_TENANT_CODE } from "../policy";
import { findLiveAccessToken, tokenHint } from "../services/tokens";
import { findUserById, rolesOf } from "../services/users";
import { scoped } from "../tenant";

/** Who a request acts for; the tenant always comes from here, never from the request. */
export interface Principal {
  userId: string;
  username: string;
  tenantCode: string;
  roleCodes: string[];
  roleIds: string[];
  tokenId: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      principal?: Principal;
    }
  }
}

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "");
  return match?.[1];
}

function invalidToken(raw: string): OAuthError {
  return new OAuthError(oauthErrors.invalidToken, `${m.invalidAccessToken}: ${tokenHint(raw)}`, 401);
}

/**
 * The resource server's check: a live bearer token of an existing, enabled user. Answers like
 * Spring's OAuth2AuthenticationEntryPoint (HTTP 401, raw OAuth JSON) otherwise.
 */
export function requireToken(ctx: SimContext): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const raw = bearerToken(req);
    if (!raw) return next(new OAuthError(oauthErrors.unauthorized, m.unauthorized, 401));
    const row = findLiveAccessToken(ctx, raw);
    const user = row && findUserById(ctx.db, row, row.userId);
    if (!row || !user || user.status !== 1) return next(invalidToken(raw));
    const now = ctx.now();
    if (!row.lastSeen || now - row.lastSeen.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      ctx.db
        .update(tokens)
        .set({ lastSeen: new Date(now) })
        .where(and(scoped(tokens, row), eq(tokens.id, row.id)))
        .run();
    }
    const roles = rolesOf(ctx.db, user);
    req.principal = {
      userId: user.id,
      username: user.username,
      tenantCode: user.tenantCode,
      roleCodes: roles.codes,
      roleIds: roles.ids,
      tokenId: row.id,
    };
    next();
  };
}

/** The principal set by requireToken; a route mounted without it is a programming error. */
export function principalOf(req: Request): Principal {
  if (!req.principal) throw new Error(`${req.path} is served without requireToken`);
  return req.principal;
}

export function isAdmin(principal: Pick<Principal, "roleCodes">): boolean {
  return principal.roleCodes.includes(ADMIN_ROLE);
}

/**
 * An administrator of the platform's own tenant: the only caller who writes platform data (menus,
 * interfaces, regions, national tariff lines, the dictionaries' shared rows, tenants, app clients).
 * A tenant's administrator reads that data but changes only its own tenant's (decision 0014).
 */
export function isPlatformAdmin(principal: Pick<Principal, "roleCodes" | "tenantCode">): boolean {
  return principal.tenantCode === PLATFORM_TENANT_CODE && isAdmin(principal);
}
