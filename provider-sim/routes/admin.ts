import { and, eq, inArray } from "drizzle-orm";
import type { Router } from "express";
import { z } from "zod";
import { registerAccountInitialSchema } from "../../contract/auth";
import { idSchema } from "../../contract/envelope";
import { providerMessages as x } from "../../contract/messages";
import { outboxQuerySchema } from "../../contract/outbox";
import { paths } from "../../contract/paths";
import type { TenantUser } from "../../contract/tenant";
import type { UserPost } from "../../contract/user-posts";
import type { RoleNameOption } from "../../contract/admin/sysrole";
import { roles, tokens } from "../../db/schema";
import type { SimContext } from "../context";
import { areaRouter, handle, isoTime, ok, SimError } from "../http";
import { principalOf, requireToken, type Principal } from "../middleware/auth";
import { requireUrlPermission } from "../middleware/url-permission";
import { PARAM_INIT_PASSWORD } from "../policy";
import { createAccount, hashPassword } from "../services/accounts";
import { queryOutbox } from "../services/outbox";
import { findTenant, findUserById, paramValue, postsOf, rolesOf, tenantsOfAccount } from "../services/users";
import { scoped } from "../tenant";
import { parseWith } from "../validate";

/** Admin calls every signed-in user makes, whatever their interface grants. */
const OPEN_TO_ALL_USERS = [paths.admin.registerNewSession, paths.admin.queryTenantUser];
/** Calls every signed-in user makes about themself (switching post or role); about others they need a grant. */
const OPEN_FOR_SELF = [paths.admin.querySysUserPostTree, paths.admin.queryRoleName];

const userQuerySchema = z.object({ userId: idSchema });
const roleNameQuerySchema = userQuerySchema.extend({ postCode: z.string().trim().min(1).max(64).optional() });

export const ADMIN_MOUNT = "/api/admin";

export function adminRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(ADMIN_MOUNT);
  const { db } = ctx;
  router.use(requireToken(ctx), requireUrlPermission(ctx, OPEN_TO_ALL_USERS, OPEN_FOR_SELF));

  /** A user of the caller's tenant, named by the query's userId. */
  function userInQuery(principal: Principal, userId: string) {
    const user = findUserById(db, principal, userId);
    if (!user) throw new SimError(x.userNotFound);
    return user;
  }

  router.post(
    local(paths.admin.registerNewSession),
    handle((req) => {
      const principal = principalOf(req);
      db.update(tokens)
        .set({ ip: req.ip ?? null, userAgent: req.get("user-agent") ?? null, lastSeen: new Date(ctx.now()) })
        .where(and(scoped(tokens, principal), eq(tokens.id, principal.tokenId)))
        .run();
      return ok();
    }),
  );

  router.get(
    local(paths.admin.queryTenantUser),
    handle((req) => {
      const principal = principalOf(req);
      const user = findUserById(db, principal, principal.userId);
      const tenant = findTenant(db, principal.tenantCode);
      if (!user || !tenant) throw new SimError(x.userNotFound);
      const data: TenantUser = {
        tenantCode: tenant.tenantCode,
        tenantName: tenant.tenantName,
        domain: tenant.domain,
        contact: tenant.contact,
        email: tenant.email,
        tel: tenant.tel,
        status: tenant.status,
        applications: tenant.applications,
        startTime: isoTime(tenant.startTime),
        endTime: isoTime(tenant.endTime),
        tenants: tenantsOfAccount(db, user),
      };
      return ok(data);
    }),
  );

  router.post(
    local(paths.admin.registerAccountInitial),
    handle(async (req) => {
      const principal = principalOf(req);
      const body = parseWith(registerAccountInitialSchema, req.body);
      const initPassword = paramValue(db, principal.tenantCode, PARAM_INIT_PASSWORD);
      if (!initPassword) throw new SimError(x.initPasswordMissing);
      const passwordHash = await hashPassword(initPassword);
      const user = db.transaction((tx) =>
        createAccount(
          tx,
          ctx.now(),
          { ...body, tenantCode: principal.tenantCode, passwordHash },
          { actor: { userId: principal.userId, username: principal.username }, action: "create", ip: req.ip },
        ),
      );
      return ok({ id: user.id });
    }),
  );

  router.get(
    local(paths.admin.querySysUserPostTree),
    handle((req) => {
      const { userId } = parseWith(userQuerySchema, req.query);
      const data: UserPost[] = postsOf(db, userInQuery(principalOf(req), userId));
      return ok(data);
    }),
  );

  router.get(
    local(paths.admin.queryRoleName),
    handle((req) => {
      const { userId, postCode } = parseWith(roleNameQuerySchema, req.query);
      const principal = principalOf(req);
      const held = rolesOf(db, userInQuery(principal, userId), postCode);
      // The names per language beside the one rolesOf reads for every request's principal.
      const worded = new Map(
        db
          .select({ code: roles.roleCode, labelEn: roles.roleNameEn, labelZh: roles.roleNameZh, labelTw: roles.roleNameTw })
          .from(roles)
          .where(and(scoped(roles, principal), inArray(roles.id, held.ids)))
          .all()
          .map(({ code, ...names }) => [code, names]),
      );
      const data: RoleNameOption[] = held.codes.map((value, i) => ({ value, label: held.names[i], ...worded.get(value) }));
      return ok(data);
    }),
  );

  /** The "message outbox" screen: what the simulator sent for this tenant (ROLE_ADMIN or a URL grant). */
  router.get(
    local(paths.admin.queryOutbox),
    handle((req) => ok(queryOutbox(db, principalOf(req).tenantCode, parseWith(outboxQuerySchema, req.query)))),
  );

  return router;
}
