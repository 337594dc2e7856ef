import { and, asc, eq } from "drizzle-orm";
import type { OrgUserNode } from "../../contract/admin/sysorg";
import { orgs, userRoles, users } from "../../db/schema";
import type { Queryable } from "../context";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/**
 * The tenant's orgs as a tree, each holding its sub-orgs and then its users; users of no org
 * (or of an org that is gone) come last at the top. With a role, each user says whether they
 * hold it, and `holdersOnly` leaves out the others.
 */
export function orgUserTree(db: Queryable, principal: Principal, role?: { roleId: string; holdersOnly: boolean }): OrgUserNode[] {
  const orgRows = db
    .select({ id: orgs.id, parentId: orgs.parentId, orgName: orgs.orgName, orgType: orgs.orgType })
    .from(orgs)
    .where(scoped(orgs, principal))
    .orderBy(asc(orgs.orgSequence), asc(orgs.id))
    .all();
  const holders = role
    ? new Set(db.select({ id: userRoles.userId }).from(userRoles).where(and(scoped(userRoles, principal), eq(userRoles.roleId, role.roleId))).all().map((r) => r.id))
    : undefined;
  const people = db
    .select({ id: users.id, username: users.username, nickname: users.nickname, orgId: users.orgId })
    .from(users)
    .where(scoped(users, principal))
    .orderBy(asc(users.username))
    .all()
    .filter((user) => !role?.holdersOnly || holders!.has(user.id));

  const nodes = new Map<string, OrgUserNode>(orgRows.map((org) => [org.id, { id: org.id, type: "org", title: org.orgName, orgType: org.orgType, children: [] }]));
  const roots: OrgUserNode[] = [];
  for (const org of orgRows) {
    const parent = org.parentId ? nodes.get(org.parentId) : undefined;
    (parent ? parent.children! : roots).push(nodes.get(org.id)!);
  }
  const unplaced: OrgUserNode[] = [];
  for (const user of people) {
    const node: OrgUserNode = { id: user.id, type: "user", title: user.nickname || user.username, username: user.username, ...(holders ? { checked: holders.has(user.id) } : {}) };
    const org = user.orgId ? nodes.get(user.orgId) : undefined;
    (org ? org.children! : unplaced).push(node);
  }
  return [...roots, ...unplaced];
}
