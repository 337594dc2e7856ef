import { and, inArray, notInArray } from "drizzle-orm";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { addSysPostSchema, sysPostPaths, updateSysPostSchema } from "../../contract/admin/syspost";
import { posts, userPosts } from "../../db/schema";
import { checkParent } from "../crud/tree-rules";
import { descending } from "../paging";
import type { CrudResource } from "../crud/resource";
import { SimError } from "../http";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";

const crud: CrudResource = {
  menuCode: "syspost",
  title: { en: "Posts", zh: "岗位", tw: "崗位" },
  paths: sysPostPaths,
  table: posts,
  addSchema: addSysPostSchema,
  updateSchema: updateSysPostSchema,
  filters: { postCode: { column: posts.postCode, match: "contains" }, postName: { column: posts.postName, match: "contains" } },
  sortable: { postCode: posts.postCode, postName: posts.postName, postSequence: posts.postSequence, createTime: posts.createTime },
  defaultOrder: [descending(posts.createTime)],
  exportColumns: [
    { field: "postCode", header: { en: "Code", zh: "岗位编码", tw: "崗位編碼" } },
    { field: "postName", header: { en: "Name", zh: "岗位名称", tw: "崗位名稱" } },
    { field: "postSequence", header: { en: "Sequence", zh: "排序", tw: "排序" } },
  ],
  unique: { field: "postCode", column: posts.postCode, message: rm.postCodeTaken },
  tree: { parent: posts.parentId, parentField: "parentId", order: posts.postSequence },
  // A parent must be a post of the tenant, and never the post itself or one of its descendants.
  check(db, principal, values, id) {
    const nodes = db.select({ id: posts.id, parentId: posts.parentId }).from(posts).where(scoped(posts, principal)).all();
    checkParent(new Map(nodes.map((n) => [n.id, n.parentId])), values.parentId as string | null | undefined, id, { self: rm.parentIsSelf, missing: rm.parentNotFound });
  },
  // Children would be left without a parent: they go first, or together with it.
  checkDelete(db, principal, ids) {
    const child = db
      .select({ id: posts.id })
      .from(posts)
      .where(and(scoped(posts, principal), inArray(posts.parentId, [...ids]), notInArray(posts.id, [...ids])))
      .get();
    if (child) throw new SimError(rm.hasChildren);
    // A post someone holds would leave them without it (and a main post without its holder's post).
    const held = db.select({ userId: userPosts.userId }).from(userPosts).where(and(scoped(userPosts, principal), inArray(userPosts.postId, [...ids]))).get();
    if (held) throw new SimError(rm.postHeld);
  },
};

/** Posts (SPEC §3 post): a tree of the tenant's posts. */
export const sysPost: SimResource = { bases: [sysPostPaths.base], crud };
