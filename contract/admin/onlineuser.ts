import { z } from "zod";
import { idSchema, pageQuerySchema } from "../envelope";
import { timeSchema } from "./resource";
import { sysUserPaths } from "./sysuser";

/**
 * Online users (SPEC §7 sysuser `queryOnlineSysUser`, `removePrincipal?username=`): the tenant's
 * live sessions, one row per unrevoked, unexpired token. Read-only; forcing a user out ends
 * every session of theirs at once.
 */
export const onlineSysUserPaths = { ...sysUserPaths, query: `${sysUserPaths.base}/queryOnlineSysUser` } as const;

export const onlineUserCalls = {
  /** POST `?username=` (repeatable): revokes the users' tokens; their next request is 401. */
  removePrincipal: `${sysUserPaths.base}/removePrincipal`,
} as const;

/** One live session: the token's id, whose it is, where from, since when, last seen when. */
export const onlineSysUserSchema = z.object({
  id: idSchema,
  userId: z.string(),
  username: z.string(),
  nickname: z.string().nullish(),
  ip: z.string().nullish(),
  userAgent: z.string().nullish(),
  /** The user agent in short: "Chrome 131 · Windows". */
  browser: z.string().nullish(),
  createTime: timeSchema,
  lastSeen: timeSchema,
});
export type OnlineSysUser = z.infer<typeof onlineSysUserSchema>;

export const ONLINE_SYS_USER_SORTABLE = ["createTime", "lastSeen"] as const;

export const onlineSysUserQuerySchema = pageQuerySchema.extend({ username: z.string().trim().max(64).optional() });

export const removePrincipalQuerySchema = z.object({
  username: z.union([z.string().trim().min(1).max(64), z.array(z.string().trim().min(1).max(64)).min(1).max(100)]),
});
