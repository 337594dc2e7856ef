import { z } from "zod";
import { idSchema, pageQuerySchema } from "../envelope";
import { POST_TYPES } from "../user-posts";
import { wordings } from "./fields";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/**
 * The posts users hold (SPEC §6: a user is granted posts, one main and any number part-time),
 * one record per holding, under `/api/admin/sysuserpost/`. `querySysUserPostTree?userId=` is the
 * one user's posts (contract/user-posts.ts); the user form writes the same holdings whole.
 */
export const sysUserPostPaths = resourcePaths("admin", "SysUserPost");

export const sysUserPostMessages = {
  userNotFound: "the user does not exist",
  postNotFound: "the post does not exist",
  postHeld: "the user already holds this post",
  mainPostHeld: "the user already has a main post; make it part-time first",
} as const;

export const sysUserPostFields = {
  userId: idSchema,
  postId: idSchema,
  postType: z.enum(POST_TYPES, { error: m.required }),
};

export const addSysUserPostSchema = z.object(sysUserPostFields);
export const updateSysUserPostSchema = addSysUserPostSchema.extend({ id: idSchema });
export type SysUserPostInput = z.infer<typeof addSysUserPostSchema>;

/** A holding as listed: the user's and the post's names beside their ids. */
export const sysUserPostSchema = z.object({
  id: idSchema,
  tenantCode: z.string().optional(),
  userId: z.string(),
  username: z.string(),
  nickname: z.string().nullish(),
  postId: z.string(),
  postCode: z.string(),
  postName: z.string(),
  ...wordings("postName", 64),
  postType: z.enum(POST_TYPES),
});
export type SysUserPost = z.infer<typeof sysUserPostSchema>;

export const SYS_USER_POST_SORTABLE = ["username", "postCode", "postType"] as const;

export const sysUserPostQuerySchema = pageQuerySchema.extend({
  userId: idSchema.optional(),
  postId: idSchema.optional(),
  postType: z.enum(POST_TYPES).optional(),
  username: z.string().trim().max(64).optional(),
  postCode: z.string().trim().max(64).optional(),
});
