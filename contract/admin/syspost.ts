import { z } from "zod";
import { idSchema, pageQuerySchema } from "../envelope";
import { wordings } from "./fields";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/**
 * Posts (SPEC §3 post): a tree by `parentId`. The post type (main or part-time) belongs to a
 * user's holding of a post (sys_user_post), so it is not a field of the post itself.
 */
export const sysPostPaths = resourcePaths("admin", "SysPost");

export const sysPostFields = {
  postCode: z
    .string()
    .trim()
    .min(1, m.required)
    .max(64, m.tooLong)
    .regex(/^[A-Z][A-Z0-9_]*$/, "code may hold capital letters, digits and '_', starting with a letter"),
  postName: z.string().trim().min(1, m.required).max(64, m.tooLong),
  ...wordings("postName", 64),
  postSequence: z.coerce.number({ error: m.notANumber }).int(m.notANumber).min(0).max(99999),
  parentId: z.preprocess((v) => (v === "" ? null : v), idSchema.nullish()),
};

export const addSysPostSchema = z.object(sysPostFields);
export const updateSysPostSchema = addSysPostSchema.extend({ id: idSchema });

export const sysPostSchema = updateSysPostSchema.extend({
  tenantCode: z.string().optional(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type SysPost = z.infer<typeof sysPostSchema>;

export type SysPostNode = SysPost & { children?: SysPostNode[] };
export const sysPostNodeSchema: z.ZodType<SysPostNode> = sysPostSchema.extend({
  children: z.lazy(() => z.array(sysPostNodeSchema)).optional(),
});

export const SYS_POST_SORTABLE = ["postCode", "postName", "postSequence", "createTime"] as const;

export const sysPostQuerySchema = pageQuerySchema.extend({
  postCode: z.string().trim().max(64).optional(),
  postName: z.string().trim().max(64).optional(),
});
