import { z } from "zod";
import { idSchema, pageQuerySchema } from "../envelope";
import { wordings } from "./fields";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/** Roles (SPEC §3 role): the tenant's roles, `roleCode` unique in it and never changed. */
export const sysRolePaths = resourcePaths("admin", "SysRole");

/** The role calls beyond the factory's (SPEC §7 sysrole), and the reads the role dialogs make. */
export const sysRoleCalls = {
  queryRoleNameCheckbox: `${sysRolePaths.base}/queryRoleNameCheckbox`,
  /** GET, optional `roleCode=` (narrows to that code): the tenant's role codes as `[{ value: roleCode, label: roleName }]`. */
  queryRoleCode: `${sysRolePaths.base}/queryRoleCode`,
  authorizeUserToRole: `${sysRolePaths.base}/authorizeUserToRole`,
  /** The tenant's users, each with whether it holds the role (the assign dialog). */
  queryRoleUsers: `${sysRolePaths.base}/queryRoleUsers`,
} as const;

export const sysRoleMessages = {
  roleCodeTaken: "a role with this code already exists",
  roleInUse: "the role is still assigned to users",
  adminRoleKept: "the administrator role cannot be deleted",
  adminRoleReserved: "only an administrator may change the administrator role",
  ownAdminRoleKept: "you cannot remove your own administrator role",
  selectUsers: "at least one user must be selected",
  roleCodeRule: "role code may hold capital letters, digits and '_', starting with a letter",
} as const;

/** The role every tenant keeps; it holds everything without grants (SPEC §6). */
export const ADMIN_ROLE_CODE = "ROLE_ADMIN";

export const sysRoleFields = {
  roleCode: z.string().trim().min(1, m.required).max(64, m.tooLong).regex(/^[A-Z][A-Z0-9_]*$/, sysRoleMessages.roleCodeRule),
  roleName: z.string().trim().min(1, m.required).max(64, m.tooLong),
  ...wordings("roleName", 64),
  roleDescription: z.string().trim().max(512, m.tooLong).nullish(),
  ...wordings("roleDescription", 512),
};
const { roleCode: _code, ...changeable } = sysRoleFields;

export const addSysRoleSchema = z.object(sysRoleFields);
/** The code is fixed once created: grants, users and data permissions name it. */
export const updateSysRoleSchema = z.object({ id: idSchema, ...changeable });

export const sysRoleSchema = z.object({
  id: idSchema,
  roleCode: z.string(),
  roleName: z.string(),
  ...wordings("roleName", 64),
  roleDescription: z.string().nullish(),
  ...wordings("roleDescription", 512),
  tenantCode: z.string().optional(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type SysRole = z.infer<typeof sysRoleSchema>;

export const SYS_ROLE_SORTABLE = ["roleCode", "roleName", "createTime", "updateTime"] as const;

export const sysRoleQuerySchema = pageQuerySchema.extend({
  roleCode: z.string().trim().max(64).optional(),
  roleName: z.string().trim().max(64).optional(),
});

/** `queryRoleNameCheckbox`: every role of the tenant, for pickers. */
export const roleCheckboxSchema = z.array(z.object({ id: idSchema, roleCode: z.string(), roleName: z.string(), ...wordings("roleName", 64) }));

/** `queryRoleName`: the roles a user holds, `{ value: roleCode, label: roleName }`, with the name per UI language where it has one. */
export const roleNameOptionSchema = z.object({ value: z.string(), label: z.string(), ...wordings("label", 64) });
export type RoleNameOption = z.infer<typeof roleNameOptionSchema>;

export const roleIdQuerySchema = z.object({ roleId: idSchema });
export const roleCodeQuerySchema = z.object({ roleCode: z.string().trim().max(64).optional() });

/** `queryRoleUsers`: the tenant's users with whether each holds the role. */
export const roleUsersSchema = z.array(
  z.object({ id: idSchema, username: z.string(), nickname: z.string().nullish(), mobile: z.string().nullish(), email: z.string().nullish(), checked: z.boolean() }),
);

/** `authorizeUserToRole`: the users who hold the role from now on (SPEC §5: at least one). */
export const authorizeUserToRoleSchema = z.object({
  roleId: idSchema,
  userIds: z.array(idSchema).min(1, sysRoleMessages.selectUsers).max(5000),
});
