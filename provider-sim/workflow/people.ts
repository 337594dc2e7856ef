import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { parseCandidateGroups } from "../../contract/workflow/bpmn";
import { roles, userRoles, users } from "../../db/schema";
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
