import { z } from "zod";
import { registerAccountInitialSchema } from "../auth";
import { idSchema, pageQuerySchema } from "../envelope";
import { POST_TYPES } from "../user-posts";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";
import { sysRoleCalls } from "./sysrole";

/**
 * Users of a tenant (SPEC §3 user, §5 rules, §7 /api/admin/sysuser). A username never changes;
 * the password is set on creation only (empty: the tenant's `account.initPassword`) and is
 * never answered. Roles and posts travel with the record (sys_user_role, sys_user_post).
 */
export const sysUserPaths = resourcePaths("admin", "SysUser");

export const sysUserCalls = {
  /** POST `{ id: [], status }`: enables or disables accounts; disabling ends their sessions. */
  modifyAccount: `${sysUserPaths.base}/modifyAccount`,
  /** POST `{ id }`: the password back to `account.initPassword`; answers no password. */
  resetPassword: `${sysUserPaths.base}/resetSysUserPassword`,
  /** POST `{ userId, roleId: [], postCode?, posts? }`: the user's roles (and posts). */
  authorizeRoleToUser: `${sysUserPaths.base}/authorizeRoleToUser`,
  /** GET: `[{ id, roleCode, roleName }]`, the tenant's roles for a checkbox list. */
  queryRoleNameCheckbox: sysRoleCalls.queryRoleNameCheckbox,
  /**
   * POST `{ tenantCode, username, nickname?, email, mobile, password? }`: a platform administrator
   * opens an account in a tenant, with that tenant's default role (no password: its initial one).
   */
  addSysTenantUser: `${sysUserPaths.base}/addSysTenantUser`,
  /** GET, optional `username=` (contains): the tenant's usernames as `[{ value: username, label: nickname }]`. */
  queryUsername: `${sysUserPaths.base}/queryUsername`,
  /** GET `?userId=`: the posts a user holds (main first). */
  querySysUserPostTree: "/api/admin/sysuserpost/querySysUserPostTree",
} as const;

/** What the user calls answer beyond the kit's messages, in the provider's English. */
export const sysUserMessages = {
  usernameRule: "username must be 3 to 64 letters, digits, '.', '_' or '-'",
  passwordRule: "password must be 6 to 31 characters",
  emailInvalid: "enter a valid e-mail address",
  mobileInvalid: "enter a valid mobile number",
  prefixInvalid: "enter a country code of 1 to 4 digits",
  usernameTaken: "a user with this username already exists",
  emailTaken: "a user with this e-mail already exists",
  mobileTaken: "a user with this mobile number already exists",
  orgNotFound: "the organisation does not exist",
  roleNotFound: "a chosen role does not exist",
  rolesRequired: "choose at least one role",
  postNotFound: "a chosen post does not exist",
  deleteSelf: "you cannot delete your own account",
  disableSelf: "you cannot disable your own account",
  forceOutSelf: "you cannot force yourself out; log out instead",
  initPasswordMissing: "set the parameter account.initPassword first",
} as const;
const u = sysUserMessages;

/** A form's empty input means "none". */
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const sysUserFields = {
  username: z
    .string()
    .trim()
    .min(3, u.usernameRule)
    .max(64, u.usernameRule)
    .regex(/^[A-Za-z0-9._-]+$/, u.usernameRule),
  nickname: z.string().trim().min(1, m.required).max(64, m.tooLong),
  email: z.preprocess(blankToNull, z.string().trim().toLowerCase().max(100, m.tooLong).regex(EMAIL, u.emailInvalid).nullish()),
  prefix: z.preprocess(blankToUndefined, z.string().trim().regex(/^\d{1,4}$/, u.prefixInvalid).default("86")),
  mobile: z.preprocess(blankToNull, z.string().trim().max(20, m.tooLong).regex(/^\d{5,20}$/, u.mobileInvalid).nullish()),
  /** 1 normal (the default), 0 disabled. */
  status: z.preprocess(blankToUndefined, z.coerce.number({ error: m.required }).int().min(0).max(1).default(1)),
  /** An org id; an import may name the org instead. */
  orgId: z.preprocess(blankToNull, z.string().trim().max(64, m.tooLong).nullish()),
  roleIds: z.array(idSchema).max(50).optional(),
  mainPostId: z.preprocess(blankToNull, idSchema.nullish()),
  partTimePostIds: z.array(idSchema).max(50).optional(),
  address: z.preprocess(blankToNull, z.string().trim().max(200, m.tooLong).nullish()),
  profile: z.preprocess(blankToNull, z.string().trim().max(512, m.tooLong).nullish()),
};

const { username, ...changeable } = sysUserFields;

export const addSysUserSchema = z.object({
  ...sysUserFields,
  password: z.preprocess(blankToUndefined, z.string().min(6, u.passwordRule).max(31, u.passwordRule).optional()),
});
export const updateSysUserSchema = z.object({ ...changeable, id: idSchema });

/** A user as listed: no secret; e-mail and mobile may be hidden by data permission. */
export const sysUserSchema = z.object({
  id: idSchema,
  tenantCode: z.string().optional(),
  username: z.string(),
  nickname: z.string().nullish(),
  email: z.string().nullish(),
  prefix: z.string().nullish(),
  mobile: z.string().nullish(),
  status: z.number(),
  orgId: z.string().nullish(),
  orgName: z.string().nullish(),
  roleIds: z.array(z.string()).default([]),
  roleNames: z.array(z.string()).default([]),
  mainPostId: z.string().nullish(),
  partTimePostIds: z.array(z.string()).default([]),
  address: z.string().nullish(),
  profile: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type SysUser = z.infer<typeof sysUserSchema>;

export const SYS_USER_SORTABLE = ["username", "createTime"] as const;

export const sysUserQuerySchema = pageQuerySchema.extend({
  username: z.string().trim().max(64).optional(),
  nickname: z.string().trim().max(64).optional(),
  mobile: z.string().trim().max(20).optional(),
  status: z.string().trim().max(1).optional(),
  orgId: z.string().trim().max(20).optional(),
});

export const addSysTenantUserSchema = registerAccountInitialSchema.extend({
  tenantCode: z.string().trim().regex(/^\d{5}$/, "tenant code is 5 digits"),
  password: addSysUserSchema.shape.password,
});

export const usernameQuerySchema = z.object({ username: z.string().trim().max(64).optional() });

export const modifyAccountSchema = z.object({ id: z.array(idSchema).min(1).max(1000), status: z.union([z.literal(0), z.literal(1)]) });
export const resetPasswordSchema = z.object({ id: idSchema });
export const authorizeRoleToUserSchema = z.object({
  userId: idSchema,
  roleId: z.array(idSchema).min(1, u.rolesRequired).max(50),
  /** The post the roles are granted in; none: in every post. */
  postCode: z.string().trim().min(1).max(64).optional(),
  /** When given, the posts the user holds from now on (at most one main). */
  posts: z.array(z.object({ postId: idSchema, postType: z.enum(POST_TYPES) })).max(50).optional(),
});
export type AuthorizeRoleToUser = z.infer<typeof authorizeRoleToUserSchema>;

export const roleCheckboxSchema = z.object({ id: z.coerce.string(), roleCode: z.string(), roleName: z.string() });
export type RoleCheckbox = z.infer<typeof roleCheckboxSchema>;
