import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import { parseCandidateGroups } from "../../contract/workflow/bpmn";
import type { CandidateGroupOption } from "../../contract/workflow/task";
import { orgs, roles, userRoles, users } from "../../db/schema";
import type { Queryable } from "../context";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/** Who a task is for, in the words the engine uses: a user of the instance's tenant. */
export interface Person {
  userId: string;
  username: string;
}

/** An enabled user of the tenant by username, or null. */
export function personNamed(q: Queryable, tenantCode: string, username: string): Person | null {
  const row = q.select({ userId: users.id, username: users.username }).from(users).where(and(scoped(users, tenantCode), eq(users.username, username), eq(users.status, 1))).get();
  return row ?? null;
}

/** An enabled user of the tenant by id, or null. */
export function personById(q: Queryable, tenantCode: string, userId: string): Person | null {
  const row = q.select({ userId: users.id, username: users.username }).from(users).where(and(scoped(users, tenantCode), eq(users.id, userId), eq(users.status, 1))).get();
  return row ?? null;
}

/** The enabled users the candidate groups name: holders of the roles, members of the orgs. */
export function candidatesOf(q: Queryable, tenantCode: string, groups: readonly string[]): Person[] {
  const parsed = parseCandidateGroups(groups.join(",")) ?? [];
  const roleCodes = parsed.flatMap((g) => (g.kind === "role" ? [g.code] : []));
  const orgIds = parsed.flatMap((g) => (g.kind === "org" ? [g.id] : []));
  const holders = roleCodes.length
    ? q
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), scoped(roles, tenantCode)))
        .where(and(scoped(userRoles, tenantCode), inArray(roles.roleCode, roleCodes)))
        .all()
        .map((r) => r.userId)
    : [];
  const who: SQL[] = [];
  if (holders.length) who.push(inArray(users.id, holders));
  if (orgIds.length) who.push(inArray(users.orgId, orgIds));
  if (who.length === 0) return [];
  return q.select({ userId: users.id, username: users.username }).from(users).where(and(scoped(users, tenantCode), eq(users.status, 1), or(...who))).all();
}

/** The groups the caller belongs to, as candidate groups spell them: their roles and their org. */
export function groupsOf(q: Queryable, principal: Principal): string[] {
  const org = q.select({ orgId: users.orgId }).from(users).where(and(scoped(users, principal), eq(users.id, principal.userId))).get()?.orgId;
  return [...principal.roleCodes.map((code) => `role:${code}`), ...(org ? [`org:${org}`] : [])];
}

/** The tenant's roles and organisations as candidate groups spell them, each named per language. */
export function candidateGroupOptions(q: Queryable, tenantCode: string): CandidateGroupOption[] {
  const roleGroups = q
    .select({ code: roles.roleCode, label: roles.roleName, labelEn: roles.roleNameEn, labelZh: roles.roleNameZh, labelTw: roles.roleNameTw })
    .from(roles)
    .where(scoped(roles, tenantCode))
    .orderBy(asc(roles.roleCode))
    .all()
    .map(({ code, ...names }) => ({ value: `role:${code}`, kind: "role" as const, ...names }));
  const orgGroups = q
    .select({ id: orgs.id, label: orgs.orgName, labelEn: orgs.orgNameEn, labelZh: orgs.orgNameZh, labelTw: orgs.orgNameTw })
    .from(orgs)
    .where(scoped(orgs, tenantCode))
    .orderBy(asc(orgs.orgSequence), asc(orgs.id))
    .all()
    .map(({ id, ...names }) => ({ value: `org:${id}`, kind: "org" as const, ...names }));
  return [...roleGroups, ...orgGroups];
}
