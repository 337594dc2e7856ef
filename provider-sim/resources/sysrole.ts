import { and, asc, eq, inArray } from "drizzle-orm";
import type { Request, Router } from "express";
import { z } from "zod";
import {
  authorizeMenuButtonToRoleSchema,
  authorizeMenuToRoleSchema,
  authorizeMenuDataToRoleSchema,
  authorizeRoleGrantsSchema,
  grantCalls,
  grantMessages,
  menuCodeQuerySchema,
  buttonsByRoleCodeQuerySchema,
  type RoleGrants,
} from "../../contract/admin/grants";
import { dataPermissionFields, dataPermissionMessages as dm } from "../../contract/admin/datapermission";
import { resourceMessages as rm } from "../../contract/admin/resource";
import {
  ADMIN_ROLE_CODE,
  addSysRoleSchema,
  authorizeUserToRoleSchema,
  roleCodeQuerySchema,
  roleIdQuerySchema,
  sysRoleCalls,
  sysRoleMessages as sm,
  sysRolePaths,
  updateSysRoleSchema,
  type RoleNameOption,
} from "../../contract/admin/sysrole";
import { idSchema } from "../../contract/envelope";
import { paths } from "../../contract/paths";
import { menuButtons, menus, roleButtons, roleDataFields, roleMenus, roleUrls, roles, urls, userRoles, users } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable, SimContext } from "../context";
import { descending } from "../paging";
import type { CrudResource } from "../crud/resource";
import { requireButton } from "../crud/buttons";
import { handle, ok, SimError } from "../http";
import { isAdmin, principalOf, type Principal } from "../middleware/auth";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { usersToPick } from "../services/user-picks";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";

type Role = typeof roles.$inferSelect;

/** A role of the caller's tenant; another tenant's id answers "not found". */
export function roleOfTenant(db: Queryable, principal: Principal, roleId: string): Role {
  const role = db.select().from(roles).where(and(scoped(roles, principal), eq(roles.id, roleId))).get();
  if (!role) throw new SimError(rm.notFound);
  return role;
}

/** The administrator role holds everything by itself; only an administrator changes who holds it. */
function requireChangeable(principal: Principal, role: Role) {
  if (role.roleCode === ADMIN_ROLE_CODE && !isAdmin(principal)) throw new SimError(sm.adminRoleReserved, 403);
}

/** The three kinds of grant rows: which table, and which column names the granted thing. */
const GRANTS = {
  menu: { table: roleMenus, column: roleMenus.menuId, field: "menuId", all: menus },
  button: { table: roleButtons, column: roleButtons.buttonId, field: "buttonId", all: menuButtons },
  url: { table: roleUrls, column: roleUrls.urlId, field: "urlId", all: urls },
} as const;
export type GrantKind = keyof typeof GRANTS;

/** The ids of one kind a set of roles of the tenant holds. */
function grantedTo(db: Queryable, principal: Principal, kind: GrantKind, roleIds: readonly string[]): Set<string> {
  if (roleIds.length === 0) return new Set();
  const { table, column } = GRANTS[kind];
  return new Set(db.select({ id: column }).from(table).where(and(scoped(table, principal), inArray(table.roleId, [...roleIds]))).all().map((r) => r.id));
}

/**
 * Replaces a role's grants of one kind (SPEC §6). Every id must exist; a non-administrator
 * grants only what their own roles hold, and may keep what the role already has.
 * Answers the state before and after for the audit row.
 */
export function replaceGrants(tx: Queryable, principal: Principal, roleId: string, kind: GrantKind, wanted: readonly string[]) {
  const { table, field, all } = GRANTS[kind];
  const ids = [...new Set(wanted)];
  if (ids.length > 0) {
    const existing = tx.select({ id: all.id }).from(all).where(inArray(all.id, ids)).all();
    if (existing.length !== ids.length) throw new SimError(rm.notFound);
  }
  const before = grantedTo(tx, principal, kind, [roleId]);
  if (!isAdmin(principal)) {
    const held = grantedTo(tx, principal, kind, principal.roleIds);
    if (ids.some((id) => !held.has(id) && !before.has(id))) throw new SimError(grantMessages.notGrantable, 403);
  }
  tx.delete(table).where(and(scoped(table, principal), eq(table.roleId, roleId))).run();
  if (ids.length > 0) tx.insert(table).values(ids.map((id) => ({ tenantCode: principal.tenantCode, roleId, [field]: id })) as never).run();
  return { before: [...before].sort(), after: ids.sort() };
}

const dataFieldIdQuerySchema = z.object({ id: idSchema });

type DataFieldGrant = { menuCode: string; dataField: string };

/** A role's data-field rules (SPEC §6: hidden fields per menu), by menu. */
function dataFieldsOf(db: Queryable, principal: Principal, roleCode: string): DataFieldGrant[] {
  return db
    .select({ menuCode: roleDataFields.menuCode, dataField: roleDataFields.dataField })
    .from(roleDataFields)
    .where(and(scoped(roleDataFields, principal), eq(roleDataFields.roleCode, roleCode)))
    .orderBy(asc(roleDataFields.menuCode))
    .all();
}

/** The normalised field list of a rule ("a, b" → "a,b"), or a refusal in the provider's words. */
const fieldList = (dataField: string) => parseWith(dataPermissionFields.dataField, dataField);

/**
 * Makes, replaces or (with no fields) removes the role's rule on one menu; the menu must exist.
 * The audit row is the caller's.
 */
function setDataField(tx: Queryable, principal: Principal, roleCode: string, grant: DataFieldGrant, at: number) {
  if (!tx.select({ id: menus.id }).from(menus).where(eq(menus.menuCode, grant.menuCode)).get()) throw new SimError(dm.menuNotFound);
  const mine = and(scoped(roleDataFields, principal), eq(roleDataFields.roleCode, roleCode), eq(roleDataFields.menuCode, grant.menuCode));
  tx.delete(roleDataFields).where(mine).run();
  if (grant.dataField.trim() === "") return;
  const when = new Date(at);
  tx.insert(roleDataFields)
    .values({ id: nextId(), tenantCode: principal.tenantCode, roleCode, menuCode: grant.menuCode, dataField: fieldList(grant.dataField), createTime: when })
    .run();
}

/** Writes grants of several kinds to one role in one transaction, with one audit row. */
export function authorizeRole(
  ctx: SimContext,
  req: Request,
  roleId: string,
  changes: Partial<Record<GrantKind, readonly string[]>>,
  dataFields?: readonly DataFieldGrant[],
) {
  const principal = principalOf(req);
  requireButton(ctx.db, principal, "sysrole", "authorize");
  ctx.db.transaction((tx) => {
    const role = roleOfTenant(tx, principal, roleId);
    requireChangeable(principal, role);
    const before: Record<string, string[]> = {};
    const after: Record<string, string[]> = {};
    for (const [kind, ids] of Object.entries(changes) as [GrantKind, readonly string[]][]) {
      const change = replaceGrants(tx, principal, roleId, kind, ids);
      before[`${kind}Ids`] = change.before;
      after[`${kind}Ids`] = change.after;
    }
    const fieldsBefore = dataFieldsOf(tx, principal, role.roleCode);
    if (dataFields) {
      // The rules of the menus named are replaced; those of other menus stay.
      for (const grant of dataFields) setDataField(tx, principal, role.roleCode, grant, ctx.now());
    }
    writeAudit(tx, ctx.now(), {
      tenantCode: principal.tenantCode,
      actor: { userId: principal.userId, username: principal.username },
      action: "authorize",
      entity: "sysrole",
      entityId: roleId,
      before: dataFields ? { ...before, dataFields: fieldsBefore } : before,
      after: dataFields ? { ...after, dataFields: dataFieldsOf(tx, principal, role.roleCode) } : after,
      ip: req.ip,
    });
  });
}

const crud: CrudResource = {
  menuCode: "sysrole",
  title: { en: "Roles", zh: "角色", tw: "角色" },
  paths: sysRolePaths,
  table: roles,
  addSchema: addSysRoleSchema,
  updateSchema: updateSysRoleSchema,
  filters: { roleCode: { column: roles.roleCode, match: "contains" }, roleName: { column: roles.roleName, match: "contains" } },
  sortable: { roleCode: roles.roleCode, roleName: roles.roleName, createTime: roles.createTime, updateTime: roles.updateTime },
  defaultOrder: [descending(roles.createTime)],
  exportColumns: [
    { field: "roleCode", header: { en: "Code", zh: "角色编码", tw: "角色編碼" } },
    { field: "roleName", header: { en: "Name", zh: "角色名称", tw: "角色名稱" } },
    { field: "roleDescription", header: { en: "Description", zh: "角色描述", tw: "角色描述" } },
  ],
  unique: { field: "roleCode", column: roles.roleCode, message: sm.roleCodeTaken },
  check(db, principal, _values, id) {
    if (id) requireChangeable(principal, roleOfTenant(db, principal, id));
  },
  // SPEC §5: a role users still hold stays; the administrator role always stays.
  checkDelete(db, principal, ids) {
    const doomed = db.select().from(roles).where(and(scoped(roles, principal), inArray(roles.id, [...ids]))).all();
    if (doomed.some((role) => role.roleCode === ADMIN_ROLE_CODE)) throw new SimError(sm.adminRoleKept);
    const held = db.select({ userId: userRoles.userId }).from(userRoles).where(and(scoped(userRoles, principal), inArray(userRoles.roleId, [...ids]))).get();
    if (held) throw new SimError(sm.roleInUse);
  },
  // The role's grants and data permissions go with it.
  onDelete(db, principal, ids) {
    const codes = db.select({ code: roles.roleCode }).from(roles).where(and(scoped(roles, principal), inArray(roles.id, [...ids]))).all().map((r) => r.code);
    for (const { table } of Object.values(GRANTS)) db.delete(table).where(and(scoped(table, principal), inArray(table.roleId, [...ids]))).run();
    if (codes.length > 0) db.delete(roleDataFields).where(and(scoped(roleDataFields, principal), inArray(roleDataFields.roleCode, codes))).run();
  },
};

function routes(router: Router, local: (path: string) => string, ctx: SimContext) {
  const { db } = ctx;

  router.get(
    local(sysRoleCalls.queryRoleNameCheckbox),
    handle((req) => {
      const principal = principalOf(req);
      return ok(db.select({ id: roles.id, roleCode: roles.roleCode, roleName: roles.roleName, roleNameEn: roles.roleNameEn, roleNameZh: roles.roleNameZh, roleNameTw: roles.roleNameTw }).from(roles).where(scoped(roles, principal)).orderBy(asc(roles.roleCode)).all());
    }),
  );

  router.get(
    local(sysRoleCalls.queryRoleCode),
    handle((req) => {
      const { roleCode } = parseWith(roleCodeQuerySchema, req.query);
      const data: RoleNameOption[] = db
        .select({ value: roles.roleCode, label: roles.roleName, labelEn: roles.roleNameEn, labelZh: roles.roleNameZh, labelTw: roles.roleNameTw })
        .from(roles)
        .where(and(scoped(roles, principalOf(req)), roleCode ? eq(roles.roleCode, roleCode) : undefined))
        .orderBy(asc(roles.roleCode))
        .all();
      return ok(data);
    }),
  );

  router.get(
    local(sysRoleCalls.queryRoleUsers),
    handle((req) => {
      const principal = principalOf(req);
      const { roleId } = parseWith(roleIdQuerySchema, req.query);
      roleOfTenant(db, principal, roleId);
      const holders = new Set(
        db.select({ id: userRoles.userId }).from(userRoles).where(and(scoped(userRoles, principal), eq(userRoles.roleId, roleId))).all().map((r) => r.id),
      );
      return ok(usersToPick(db, principal).map((user) => ({ ...user, checked: holders.has(user.id) })));
    }),
  );

  // SPEC §5: the users who hold the role from now on; at least one. Holders who stay keep their post binding.
  router.post(
    local(sysRoleCalls.authorizeUserToRole),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, "sysrole", "assign");
      if (Array.isArray(req.body?.userIds) && req.body.userIds.length === 0) throw new SimError(sm.selectUsers);
      const { roleId, userIds } = parseWith(authorizeUserToRoleSchema, req.body);
      const wanted = [...new Set(userIds)];
      db.transaction((tx) => {
        const role = roleOfTenant(tx, principal, roleId);
        requireChangeable(principal, role);
        const found = tx.select({ id: users.id }).from(users).where(and(scoped(users, principal), inArray(users.id, wanted))).all();
        if (found.length !== wanted.length) throw new SimError(rm.notFound);
        const before = tx.select({ id: userRoles.userId }).from(userRoles).where(and(scoped(userRoles, principal), eq(userRoles.roleId, roleId))).all().map((r) => r.id);
        const removed = before.filter((id) => !wanted.includes(id));
        if (role.roleCode === ADMIN_ROLE_CODE && removed.includes(principal.userId)) throw new SimError(sm.ownAdminRoleKept);
        if (removed.length > 0) tx.delete(userRoles).where(and(scoped(userRoles, principal), eq(userRoles.roleId, roleId), inArray(userRoles.userId, removed))).run();
        const added = wanted.filter((id) => !before.includes(id));
        if (added.length > 0) tx.insert(userRoles).values(added.map((userId) => ({ tenantCode: principal.tenantCode, userId, roleId }))).run();
        writeAudit(tx, ctx.now(), {
          tenantCode: principal.tenantCode,
          actor: { userId: principal.userId, username: principal.username },
          action: "assign",
          entity: "sysrole",
          entityId: roleId,
          before: { userIds: before.sort() },
          after: { userIds: wanted.sort() },
          ip: req.ip,
        });
      });
      return ok();
    }),
  );

  router.get(
    local(grantCalls.queryRoleGrants),
    handle((req) => {
      const principal = principalOf(req);
      const { roleId } = parseWith(roleIdQuerySchema, req.query);
      const role = roleOfTenant(db, principal, roleId);
      const data: RoleGrants = {
        roleCode: role.roleCode,
        menus: db
          .select()
          .from(menus)
          .orderBy(asc(menus.menuSequence), asc(menus.id))
          .all()
          .map((m) => ({
            id: m.id,
            parentId: m.parentId,
            menuCode: m.menuCode,
            menuSequence: m.menuSequence,
            menuNames: { en: m.menuNameEn ?? m.menuName, zh: m.menuNameZh ?? m.menuName, tw: m.menuNameTw ?? m.menuNameZh ?? m.menuName },
          })),
        buttons: db.select({ id: menuButtons.id, menuCode: menuButtons.menuCode, buttonCode: menuButtons.buttonCode, buttonName: menuButtons.buttonName }).from(menuButtons).orderBy(asc(menuButtons.id)).all(),
        urls: db.select({ id: urls.id, url: urls.url, method: urls.method, description: urls.description }).from(urls).orderBy(asc(urls.url), asc(urls.method)).all(),
        granted: {
          menuIds: [...grantedTo(db, principal, "menu", [roleId])],
          buttonIds: [...grantedTo(db, principal, "button", [roleId])],
          urlIds: [...grantedTo(db, principal, "url", [roleId])],
          dataFields: dataFieldsOf(db, principal, role.roleCode),
        },
      };
      return ok(data);
    }),
  );

  router.post(
    local(grantCalls.authorizeRoleGrants),
    handle((req) => {
      const { roleId, menuIds, buttonIds, urlIds, dataFields } = parseWith(authorizeRoleGrantsSchema, req.body);
      authorizeRole(ctx, req, roleId, { menu: menuIds, button: buttonIds, url: urlIds }, dataFields);
      return ok();
    }),
  );

  // SPEC §7 sysmenu: a role's menus and buttons one kind at a time.
  for (const [path, kind] of [
    [grantCalls.queryMenuIdByRoleId, "menu"],
    [grantCalls.queryMenuButtonIdByRoleId, "button"],
  ] as const) {
    router.get(
      local(path),
      handle((req) => {
        const principal = principalOf(req);
        const { roleId } = parseWith(roleIdQuerySchema, req.query);
        roleOfTenant(db, principal, roleId);
        return ok([...grantedTo(db, principal, kind, [roleId])]);
      }),
    );
  }
  router.post(
    local(grantCalls.authorizeMenuToRole),
    handle((req) => {
      const { roleId, menuIds } = parseWith(authorizeMenuToRoleSchema, req.body);
      authorizeRole(ctx, req, roleId, { menu: menuIds });
      return ok();
    }),
  );
  // SPEC §7 sysmenu: data-field rules by menu, one role at a time.
  router.get(
    local(grantCalls.queryDataFieldByMenuCode),
    handle((req) => {
      const principal = principalOf(req);
      const { menuCode } = parseWith(menuCodeQuerySchema, req.query);
      return ok(
        db
          .select({ id: roleDataFields.id, roleCode: roleDataFields.roleCode, menuCode: roleDataFields.menuCode, dataField: roleDataFields.dataField })
          .from(roleDataFields)
          .where(and(scoped(roleDataFields, principal), eq(roleDataFields.menuCode, menuCode)))
          .orderBy(asc(roleDataFields.roleCode))
          .all(),
      );
    }),
  );
  router.post(
    local(grantCalls.authorizeMenuDataToRole),
    handle((req) => {
      const principal = principalOf(req);
      const { roleCode, menuCode, dataField } = parseWith(authorizeMenuDataToRoleSchema, req.body);
      const role = db.select().from(roles).where(and(scoped(roles, principal), eq(roles.roleCode, roleCode))).get();
      if (!role) throw new SimError(dm.roleNotFound);
      authorizeRole(ctx, req, role.id, {}, [{ menuCode, dataField }]);
      return ok();
    }),
  );
  router.post(
    local(grantCalls.deleteDataField),
    handle((req) => {
      const principal = principalOf(req);
      const { id } = parseWith(dataFieldIdQuerySchema, req.query);
      const rule = db.select().from(roleDataFields).where(and(scoped(roleDataFields, principal), eq(roleDataFields.id, id))).get();
      if (!rule) throw new SimError(rm.notFound);
      const role = db.select().from(roles).where(and(scoped(roles, principal), eq(roles.roleCode, rule.roleCode))).get();
      if (!role) throw new SimError(dm.roleNotFound);
      authorizeRole(ctx, req, role.id, {}, [{ menuCode: rule.menuCode, dataField: "" }]);
      return ok();
    }),
  );
  router.post(
    local(grantCalls.authorizeMenuButtonToRole),
    handle((req) => {
      const { roleId, buttonIds } = parseWith(authorizeMenuButtonToRoleSchema, req.body);
      authorizeRole(ctx, req, roleId, { button: buttonIds });
      return ok();
    }),
  );
  // SPEC §7 sysmenu: the buttons a role holds, named by its code.
  router.get(
    local(grantCalls.queryMenuButtonByRoleCode),
    handle((req) => {
      const principal = principalOf(req);
      const { roleCode } = parseWith(buttonsByRoleCodeQuerySchema, req.query);
      const role = db.select({ id: roles.id }).from(roles).where(and(scoped(roles, principal), eq(roles.roleCode, roleCode))).get();
      if (!role) throw new SimError(dm.roleNotFound);
      return ok(
        db
          .select({ id: menuButtons.id, menuCode: menuButtons.menuCode, buttonCode: menuButtons.buttonCode })
          .from(roleButtons)
          .innerJoin(menuButtons, eq(menuButtons.id, roleButtons.buttonId))
          .where(and(scoped(roleButtons, principal), eq(roleButtons.roleId, role.id)))
          .orderBy(asc(menuButtons.menuCode), asc(menuButtons.id))
          .all(),
      );
    }),
  );
}

/** Roles (SPEC §3 role, §6): the tenant's roles, their users and their grants. */
export const sysRole: SimResource = {
  bases: [
    sysRolePaths.base,
    grantCalls.queryMenuIdByRoleId,
    grantCalls.authorizeMenuToRole,
    grantCalls.queryMenuButtonIdByRoleId,
    grantCalls.authorizeMenuButtonToRole,
    grantCalls.queryMenuButtonByRoleCode,
    grantCalls.queryDataFieldByMenuCode,
    grantCalls.authorizeMenuDataToRole,
    grantCalls.deleteDataField,
  ],
  crud,
  routes,
  // Switching roles asks for the caller's own roles (routes/admin.ts answers it).
  openForSelf: [paths.admin.queryRoleName],
};
