import { addSysRoleSchema, SYS_ROLE_SORTABLE, sysRolePaths, sysRoleSchema, updateSysRoleSchema } from "#contract/admin/sysrole";
import { defineResource } from "./define";

/** Roles (SPEC §3 role, §6): the tenant's roles, their grants and their users. */
export const sysRole = defineResource({
  name: "sysrole",
  path: "/sysrole",
  paths: sysRolePaths,
  row: sysRoleSchema,
  add: addSysRoleSchema,
  update: updateSysRoleSchema,
  fields: {
    roleCode: { input: "text", column: { width: 200 }, filter: true, exported: true, createOnly: true },
    roleName: { input: "text", column: { width: 180 }, filter: true, exported: true },
    roleNameEn: { input: "text" },
    roleNameZh: { input: "text" },
    roleNameTw: { input: "text" },
    roleDescription: { input: "textarea", column: {}, exported: true },
    roleDescriptionEn: { input: "textarea" },
    roleDescriptionZh: { input: "textarea" },
    roleDescriptionTw: { input: "textarea" },
    updateTime: { input: "text", readOnly: true, column: { width: 180, format: "datetime" } },
  },
  sortable: SYS_ROLE_SORTABLE,
  actions: [
    { intent: "authorize", button: "authorize", records: "one", dialog: true, row: true },
    { intent: "assign", button: "assign", records: "one", dialog: true },
  ],
});
