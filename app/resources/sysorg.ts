import { addSysOrgSchema, SYS_ORG_SORTABLE, sysOrgCalls, sysOrgPaths, sysOrgSchema, updateSysOrgSchema } from "#contract/admin/sysorg";
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
    orgName: { input: "text", column: { width: 240 }, filter: true, exported: true },
    orgNameEn: { input: "text" },
    orgNameZh: { input: "text" },
    orgNameTw: { input: "text" },
    orgType: { input: "select", source: { path: sysOrgCalls.queryOrgType, label: "label", value: "value" }, column: { width: 110 }, filter: true, exported: true },
    orgDescription: { input: "textarea", column: {}, exported: true },
    orgDescriptionEn: { input: "textarea" },
    orgDescriptionZh: { input: "textarea" },
    orgDescriptionTw: { input: "textarea" },
    orgSequence: { input: "number", column: { width: 90 }, exported: true },
    parentId: { input: "tree-select" },
  },
  sortable: SYS_ORG_SORTABLE,
  tree: { parentField: "parentId", labelField: "orgName" },
});
