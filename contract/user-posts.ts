import { z } from "zod";
import { wordings } from "./admin/fields";

/** SPEC §3 post type: a user holds one main post and any number of part-time posts. */
export const POST_TYPES = ["main", "part-time"] as const;
export type PostType = (typeof POST_TYPES)[number];

/** A node of `querySysUserPostTree?userId=`: one post the user holds. */
export interface UserPost {
  id: string;
  postCode: string;
  postName: string;
  /** The name per UI language where the post has one (additive; postName always holds a name). */
  postNameEn?: string | null;
  postNameZh?: string | null;
  postNameTw?: string | null;
  postType: PostType;
  children?: UserPost[];
}

export const userPostSchema: z.ZodType<UserPost> = z.lazy(() =>
  z.object({
    id: z.coerce.string(),
    postCode: z.string(),
    postName: z.string(),
    ...wordings("postName", 64),
    postType: z.enum(POST_TYPES),
    children: z.array(userPostSchema).optional(),
  }),
);
