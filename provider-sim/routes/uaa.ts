import bcrypt from "bcryptjs";
import type { Request, Router } from "express";
import { currentUserSchema, tokenRequestSchema, type CurrentUser } from "../../contract/auth";
import { providerMessages as m } from "../../contract/messages";
import { oauthErrors, oauthMessages } from "../../contract/oauth";
import { paths } from "../../contract/paths";
import type { SimContext } from "../context";
import { areaRouter, handle, ok, OAuthError, paramsOf } from "../http";
import { principalOf, requireToken } from "../middleware/auth";
import { requireUrlPermission } from "../middleware/url-permission";
import { rateLimit } from "../middleware/rate-limit";
import { MINUTE_MS, TOKEN_REQUESTS_PER_MINUTE } from "../policy";
import { challengeKey, checkChallenge, consumeChallenge } from "../services/captchas";
import {
  assertAccountUsable,
  invalidGrant,
  passwordMatches,
  recordFailedLogin,
  recordSuccessfulLogin,
  tenantForLogin,
} from "../services/login";
import { loginNameOf } from "../services/login-guard";
import {
  findClient,
  findLiveRefreshToken,
  grantTypesOf,
  issueTokens,
  revokeToken,
  tokenHint,
  type AppClient,
} from "../services/tokens";
import { findTenant, findUserById, findUserByLogin, findUserByMobile, rolesOf } from "../services/users";
import { parseWith } from "../validate";

const GRANT_TYPES = ["password", "mobile", "refresh_token"];

/** HTTP Basic client authentication, as Spring's token endpoint requires it. */
async function authenticateClient(ctx: SimContext, req: Request): Promise<AppClient> {
  const match = /^Basic\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "");
  if (!match) throw new OAuthError(oauthErrors.unauthorized, m.unauthorized, 401);
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  const clientId = colon < 0 ? decoded : decoded.slice(0, colon);
  const secret = colon < 0 ? "" : decoded.slice(colon + 1);
  const client = clientId ? findClient(ctx, clientId) : undefined;
  const secretOk = client
    ? client.clientSecretHash === ""
      ? secret === ""
      : await bcrypt.compare(secret, client.clientSecretHash)
    : false;
  if (!client || !secretOk) throw new OAuthError(oauthErrors.invalidClient, oauthMessages.badClientCredentials, 401);
  return client;
}

/** The requested scopes must all be the client's; none requested means all of them. */
function grantedScope(client: AppClient, requested: string | undefined): string {
  const allowed = client.scope.split(/[\s,]+/).filter(Boolean);
  const wanted = requested?.split(/[\s,]+/).filter(Boolean) ?? [];
  const unknown = wanted.find((s) => !allowed.includes(s));
  if (unknown) throw new OAuthError(oauthErrors.invalidScope, `${oauthMessages.invalidScope}: ${unknown}`);
  return (wanted.length ? wanted : allowed).join(" ");
}

/** uaa calls every signed-in user makes; the rest of the area (app clients …) is admin-type. */
const OPEN_TO_ALL_USERS = [paths.uaa.getSysUser, paths.uaa.revokeToken];

export const UAA_MOUNT = "/api/uaa";

export function uaaRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(UAA_MOUNT);
  const { db } = ctx;

  router.post(
    local(paths.uaa.token),
    rateLimit({
      max: TOKEN_REQUESTS_PER_MINUTE * ctx.rateLimitFactor,
      windowMs: MINUTE_MS,
      now: ctx.now,
      refuse: () => new OAuthError(oauthErrors.tooManyRequests, m.tooManyRequests, 429),
    }),
    handle(async (req) => {
      const client = await authenticateClient(ctx, req);
      const input = paramsOf(req);
      const grantType = typeof input.grant_type === "string" ? input.grant_type : "";
      if (!grantType) throw new OAuthError(oauthErrors.invalidRequest, oauthMessages.missingGrantType);
      if (!GRANT_TYPES.includes(grantType)) {
        throw new OAuthError(oauthErrors.unsupportedGrantType, `${oauthMessages.unsupportedGrantType}: ${grantType}`);
      }
      if (!grantTypesOf(client).includes(grantType)) {
        throw new OAuthError(oauthErrors.invalidClient, `${oauthMessages.unauthorizedGrantType}: ${grantType}`);
      }
      const request = parseWith(tokenRequestSchema, input, (message) => new OAuthError(oauthErrors.invalidRequest, message));
      const scope = grantedScope(client, request.scope);
      const session = { client, scope, ip: req.ip, userAgent: req.get("user-agent") };

      switch (request.grant_type) {
        case "password": {
          const ip = req.ip ?? "unknown";
          const user = findUserByLogin(db, request.tenantCode, request.username);
          const name = loginNameOf(request.tenantCode, request.username, user);
          if (ctx.loginGuard.isLocked(name, ip, ctx.now())) throw invalidGrant(m.userLocked);
          const delay = ctx.loginGuard.delayMs(name, ctx.now());
          if (delay > 0) await ctx.sleep(delay);
          // Unknown names are checked against a decoy hash: every miss costs one bcrypt compare.
          if (!(await passwordMatches(request.password, user)) || !user) {
            recordFailedLogin(ctx, name, user, ip);
            throw invalidGrant(m.badCredentials);
          }
          recordSuccessfulLogin(ctx, name, ip);
          assertAccountUsable(ctx, user, findTenant(db, request.tenantCode));
          return issueTokens(ctx, { user, ...session });
        }
        case "mobile": {
          const tenant = tenantForLogin(ctx, request.tenantCode);
          const key = challengeKey.sms(request.tenantCode, request.mobile);
          if (!checkChallenge(db, ctx.now(), key, "sms", request.smsCaptcha)) throw invalidGrant(m.smsWrong);
          const user = findUserByMobile(db, request.tenantCode, request.mobile);
          if (!user) throw invalidGrant(m.badCredentials);
          assertAccountUsable(ctx, user, tenant);
          return db.transaction(() => {
            consumeChallenge(db, key);
            return issueTokens(ctx, { user, ...session });
          });
        }
        case "refresh_token": {
          const refused = () => invalidGrant(`${oauthMessages.invalidRefreshToken}: ${tokenHint(request.refresh_token)}`);
          const row = findLiveRefreshToken(ctx, request.refresh_token);
          if (!row || row.clientId !== client.clientId) throw refused();
          const user = findUserById(db, row, row.userId);
          if (!user) throw refused();
          assertAccountUsable(ctx, user, findTenant(db, user.tenantCode));
          return db.transaction(() => {
            revokeToken(ctx, row);
            return issueTokens(ctx, { user, ...session });
          });
        }
      }
    }),
  );

  // Everything after the token endpoint needs a token, and a grant unless open to all users.
  router.use(requireToken(ctx), requireUrlPermission(ctx, OPEN_TO_ALL_USERS));

  router.post(
    local(paths.uaa.revokeToken),
    handle((req) => {
      const principal = principalOf(req);
      revokeToken(ctx, { id: principal.tokenId, tenantCode: principal.tenantCode });
      return ok();
    }),
  );

  router.get(
    local(paths.uaa.getSysUser),
    handle((req) => {
      const principal = principalOf(req);
      const user = findUserById(db, principal, principal.userId);
      if (!user) throw new OAuthError(oauthErrors.invalidToken, m.invalidAccessToken, 401);
      const tenant = findTenant(db, user.tenantCode);
      const current: CurrentUser & Record<string, unknown> = {
        id: user.id,
        username: user.username,
        nickname: user.nickname,
        avatar: user.avatar,
        phone: user.phone,
        email: user.email,
        prefix: user.prefix,
        mobile: user.mobile,
        address: user.address,
        profile: user.profile,
        status: user.status,
        orgId: user.orgId,
        tenantCode: user.tenantCode,
        tenantName: tenant?.tenantName ?? null,
        roles: rolesOf(db, user).codes,
        geographic: user.geographic ?? { province: null, city: null },
      };
      return ok(currentUserSchema.passthrough().parse(current));
    }),
  );

  return router;
}
