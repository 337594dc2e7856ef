import { resourcePaths } from "#contract/admin/resource";
import { addSysUserSchema, SYS_USER_SORTABLE, sysUserCalls, sysUserPaths, sysUserSchema, updateSysUserSchema } from "#contract/admin/sysuser";
import { sysPostPaths } from "#contract/admin/syspost";
import { defineResource } from "./define";

const postSource = { paths: sysPostPaths, label: "postName", tree: true } as const;

/** Country codes offered for a mobile number (SPEC §5 "country code"). */
export const MOBILE_PREFIXES = ["86", "852", "853", "886", "1"] as const;

/**
 * Users (SPEC §3 user, §5): the tenant's accounts with their org, roles and posts; enable or
 * disable, reset the password, assign roles and posts, import and export. A username never
 * changes; the password is set on creation only.
 */
export const sysUser = defineResource({
  name: "sysuser",
  path: "/sysuser",
  paths: sysUserPaths,
  row: sysUserSchema,
  add: addSysUserSchema,
  update: updateSysUserSchema,
  fields: {
    username: { input: "text", column: { width: 190 }, filter: true, exported: true, createOnly: true },
    nickname: { input: "text", column: { width: 130 }, filter: true, exported: true },
    password: { input: "password", createOnly: true },
    email: { input: "text", exported: true },
    prefix: { input: "select", options: MOBILE_PREFIXES },
    mobile: { input: "text", filter: true, exported: true },
    status: { input: "select", source: { dict: "status" }, column: { width: 70 }, filter: true },
    orgId: { input: "select", source: { paths: resourcePaths("admin", "SysOrg"), label: "orgName" }, column: { width: 130 }, filter: true, exported: true },
    roleIds: { input: "multiselect", source: { path: sysUserCalls.queryRoleNameCheckbox, label: "roleName" }, column: { width: 130 } },
    mainPostId: { input: "select", source: postSource },
    partTimePostIds: { input: "multiselect", source: postSource },
    address: { input: "text" },
    profile: { input: "textarea" },
    createTime: { input: "text", readOnly: true, column: { width: 160, format: "datetime" } },
  },
  sortable: SYS_USER_SORTABLE,
  importable: true,
  actions: [
    { intent: "enable", button: "status", records: "some", confirm: true },
    { intent: "disable", button: "status", records: "some", confirm: true, color: "red.8" },
    { intent: "resetPassword", button: "resetPassword", records: "one", confirm: true },
    { intent: "authorize", button: "authorize", records: "one", dialog: true },
  ],
});
