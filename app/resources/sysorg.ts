import { addSysOrgSchema, SYS_ORG_SORTABLE, sysOrgPaths, sysOrgSchema, updateSysOrgSchema } from "#contract/admin/sysorg";
import { defineResource } from "./define";

/** Organisations (SPEC §3 org): the tenant's company → departments → teams, with "add child". */
export const sysOrg = defineResource({
  name: "sysorg",
  path: "/sysorg",
  paths: sysOrgPaths,
  row: sysOrgSchema,
  add: addSysOrgSchema,
  update: updateSysOrgSchema,
  fields: {
    orgName: { input: "text", column: { width: 260 }, filter: true, exported: true },
    orgType: { input: "select", source: { dict: "org_type" }, column: { width: 130 }, filter: true, exported: true },
    orgDescription: { input: "textarea", column: {}, exported: true },
    orgSequence: { input: "number", column: { width: 100 }, exported: true },
    parentId: { input: "tree-select" },
    updateTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
  },
  sortable: SYS_ORG_SORTABLE,
  tree: { parentField: "parentId", labelField: "orgName" },
});
