import { and, eq, inArray, ne } from "drizzle-orm";
import type { Router } from "express";
import { authorizeUrlToRoleSchema, grantCalls } from "../../contract/admin/grants";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { roleIdQuerySchema } from "../../contract/admin/sysrole";
import { addSysUrlSchema, authorizeRoleToUrlSchema, sysUrlCalls, sysUrlMessages, sysUrlPaths, updateSysUrlSchema, urlIdQuerySchema } from "../../contract/admin/sysurl";
import { roleUrls, roles, urls } from "../../db/schema";
import type { SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { ascending } from "../paging";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { writeAudit } from "../services/audit";
import { acrossTenants, scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { authorizeRole, roleOfTenant } from "./sysrole";

const crud: CrudResource = {
  menuCode: "sysurl",
  title: { en: "Interface permissions", zh: "接口权限", tw: "接口權限" },
  paths: sysUrlPaths,
  table: urls,
  scope: "platform",
  addSchema: addSysUrlSchema,
  updateSchema: updateSysUrlSchema,
  filters: { url: { column: urls.url, match: "contains" }, description: { column: urls.description, match: "contains" } },
  sortable: { url: urls.url, method: urls.method, createTime: urls.createTime },
  defaultOrder: [ascending(urls.url), ascending(urls.method)],
  exportColumns: [
    { field: "url", header: { en: "URL", zh: "接口地址", tw: "接口地址" } },
    { field: "method", header: { en: "Method", zh: "请求方法", tw: "請求方法" } },
    { field: "description", header: { en: "Description", zh: "描述", tw: "描述" } },
  ],
  // One row per path and method.
  check(db, _principal, values, id) {
    const taken = db
      .select({ id: urls.id })
      .from(urls)
      .where(and(eq(urls.url, String(values.url)), eq(urls.method, String(values.method)), id ? ne(urls.id, id) : undefined))
      .get();
    if (taken) throw new SimError(sysUrlMessages.urlTaken);
  },
  // A platform interface leaves every tenant's grants of it.
  onDelete(db, _principal, ids) {
    acrossTenants("a deleted platform interface leaves the grants of every tenant", () => db.delete(roleUrls).where(inArray(roleUrls.urlId, [...ids])).run());
  },
};

function routes(router: Router, local: (path: string) => string, ctx: SimContext) {
  const { db } = ctx;
  const findUrl = (id: string) => {
    const url = db.select().from(urls).where(eq(urls.id, id)).get();
    if (!url) throw new SimError(rm.notFound);
    return url;
  };

  router.get(
    local(sysUrlCalls.queryRoleIdByUrlId),
    handle((req) => {
      const principal = principalOf(req);
      const { urlId } = parseWith(urlIdQuerySchema, req.query);
      findUrl(urlId);
      return ok(db.select({ id: roleUrls.roleId }).from(roleUrls).where(and(scoped(roleUrls, principal), eq(roleUrls.urlId, urlId))).all().map((r) => r.id));
    }),
  );

  // The tenant's roles that hold the interface from now on; other tenants' grants stay.
  router.post(
    local(sysUrlCalls.authorizeRoleToUrl),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, "sysurl", "authorize");
      const { urlId, roleIds } = parseWith(authorizeRoleToUrlSchema, req.body);
      const wanted = [...new Set(roleIds)];
      db.transaction((tx) => {
        findUrl(urlId);
        if (wanted.length > 0) {
          const found = tx.select({ id: roles.id }).from(roles).where(and(scoped(roles, principal), inArray(roles.id, wanted))).all();
          if (found.length !== wanted.length) throw new SimError(rm.notFound);
        }
        const before = tx.select({ id: roleUrls.roleId }).from(roleUrls).where(and(scoped(roleUrls, principal), eq(roleUrls.urlId, urlId))).all().map((r) => r.id);
        tx.delete(roleUrls).where(and(scoped(roleUrls, principal), eq(roleUrls.urlId, urlId))).run();
        if (wanted.length > 0) tx.insert(roleUrls).values(wanted.map((roleId) => ({ tenantCode: principal.tenantCode, roleId, urlId }))).run();
        writeAudit(tx, ctx.now(), {
          tenantCode: principal.tenantCode,
          actor: { userId: principal.userId, username: principal.username },
          action: "authorize",
          entity: "sysurl",
          entityId: urlId,
          before: { roleIds: before.sort() },
          after: { roleIds: wanted.sort() },
          ip: req.ip,
        });
      });
      return ok();
    }),
  );

  router.get(
    local(grantCalls.queryUrlIdByRoleId),
    handle((req) => {
      const principal = principalOf(req);
      const { roleId } = parseWith(roleIdQuerySchema, req.query);
      roleOfTenant(db, principal, roleId);
      return ok(db.select({ id: roleUrls.urlId }).from(roleUrls).where(and(scoped(roleUrls, principal), eq(roleUrls.roleId, roleId))).all().map((r) => r.id));
    }),
  );

  router.post(
    local(grantCalls.authorizeUrlToRole),
    handle((req) => {
      const { roleId, urlIds } = parseWith(authorizeUrlToRoleSchema, req.body);
      authorizeRole(ctx, req, roleId, { url: urlIds });
      return ok();
    }),
  );
}

/** Interface permissions (SPEC §3 url, §6): the platform's interfaces and the tenant's grants of them. */
export const sysUrl: SimResource = { bases: [sysUrlPaths.base], crud, routes };
