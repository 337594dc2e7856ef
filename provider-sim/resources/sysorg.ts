import { and, inArray, notInArray } from "drizzle-orm";
import { addSysOrgSchema, orgUserTreeQuerySchema, sysOrgCalls, sysOrgMessages as om, sysOrgPaths, updateSysOrgSchema, type OrgUserNode } from "../../contract/admin/sysorg";
import { orgs, users } from "../../db/schema";
import { checkParent } from "../crud/tree-rules";
import { descending } from "../paging";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { orgUserTree } from "../services/org-users";
import { typeOptions } from "../services/type-options";
import { parseWith } from "../validate";
import { roleOfTenant } from "./sysrole";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";
import { ORG_TYPE } from "./export-labels";

/** SPEC §9: the shell reads every org of the tenant in one page of 10000. */
const ORG_PAGE_SIZE = 10_000;

const crud: CrudResource = {
  menuCode: "sysorg",
  title: { en: "Organisations", zh: "组织", tw: "組織" },
  paths: sysOrgPaths,
  table: orgs,
  addSchema: addSysOrgSchema,
  updateSchema: updateSysOrgSchema,
  filters: {
    orgName: { column: orgs.orgName, match: "contains" },
    orgType: { column: orgs.orgType, match: "equals" },
    parentId: { column: orgs.parentId, match: "equals" },
  },
  sortable: { createTime: orgs.createTime, updateTime: orgs.updateTime, orgName: orgs.orgName, orgType: orgs.orgType, orgSequence: orgs.orgSequence },
  maxPageSize: ORG_PAGE_SIZE,
  defaultOrder: [descending(orgs.createTime)],
  exportColumns: [
    { field: "orgName", header: { en: "Name", zh: "组织名称", tw: "組織名稱" } },
    { field: "orgType", header: { en: "Type", zh: "组织类型", tw: "組織類型" }, kind: { labels: ORG_TYPE } },
    { field: "orgDescription", header: { en: "Description", zh: "描述", tw: "描述" } },
    { field: "orgSequence", header: { en: "Sequence", zh: "排序", tw: "排序" } },
  ],
  tree: { parent: orgs.parentId, parentField: "parentId", order: orgs.orgSequence },
  // A parent must be an org of the tenant, and never the org itself or one of its descendants.
  check(db, principal, values, id) {
    const nodes = db.select({ id: orgs.id, parentId: orgs.parentId }).from(orgs).where(scoped(orgs, principal)).all();
    checkParent(new Map(nodes.map((n) => [n.id, n.parentId])), values.parentId as string | null | undefined, id, { self: om.parentIsSelf, missing: om.parentNotFound });
  },
  // Children and users would be left without their org.
  checkDelete(db, principal, ids) {
    const child = db
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(scoped(orgs, principal), inArray(orgs.parentId, [...ids]), notInArray(orgs.id, [...ids])))
      .get();
    if (child) throw new SimError(om.hasChildren);
    const member = db.select({ id: users.id }).from(users).where(and(scoped(users, principal), inArray(users.orgId, [...ids]))).get();
    if (member) throw new SimError(om.hasUsers);
  },
};

/**
 * Organisations (SPEC §3 org): the tenant's tree. Every signed-in user reads the list (the
 * shell loads the session's orgs with it); the rest needs the URL grant.
 */
export const sysOrg: SimResource = {
  bases: [sysOrgPaths.base],
  crud,
  open: [sysOrgPaths.query],
  routes(router, local, { db }) {
    router.get(
      local(sysOrgCalls.queryOrgType),
      handle((req) => ok(typeOptions(db, principalOf(req).tenantCode, "org_type", ORG_TYPE))),
    );

    router.get(
      local(sysOrgCalls.queryOrgUserTree),
      handle((req) => {
        const principal = principalOf(req);
        const { roleId, assign } = parseWith(orgUserTreeQuerySchema, req.query);
        const data: OrgUserNode[] = orgUserTree(db, principal, roleId ? { roleId: roleOfTenant(db, principal, roleId).id, holdersOnly: assign === "true" } : undefined);
        return ok(data);
      }),
    );
  },
};
