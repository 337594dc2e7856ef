import { and, desc, inArray, notInArray } from "drizzle-orm";
import type { Router } from "express";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { addSysParamSchema, sysParamPaths, updateSysParamSchema } from "../../contract/admin/sysparam";
import { addSysPostSchema, sysPostPaths, updateSysPostSchema } from "../../contract/admin/syspost";
import { params, posts } from "../../db/schema";
import type { SimContext } from "../context";
import { areaRouter, SimError } from "../http";
import { requireToken } from "../middleware/auth";
import { requireUrlPermission } from "../middleware/url-permission";
import { mountCrud } from "../crud/router";
import type { CrudResource } from "../crud/resource";
import { scoped } from "../tenant";

export const ADMIN_RESOURCES_MOUNT = "/api/admin";

const sysParam: CrudResource = {
  menuCode: "sysparam",
  title: "Parameters 参数",
  paths: sysParamPaths,
  table: params,
  addSchema: addSysParamSchema,
  updateSchema: updateSysParamSchema,
  filters: { paramName: { column: params.paramName, match: "contains" }, paramKey: { column: params.paramKey, match: "contains" } },
  sortable: { paramName: params.paramName, paramKey: params.paramKey, createTime: params.createTime, updateTime: params.updateTime },
  defaultOrder: [desc(params.createTime)],
  exportColumns: [
    { field: "paramName", header: "Name 参数名称" },
    { field: "paramKey", header: "Key 参数键" },
    { field: "paramValue", header: "Value 参数值" },
    { field: "updateTime", header: "Updated 更新时间" },
  ],
  unique: { field: "paramKey", column: params.paramKey, message: rm.paramKeyTaken },
  importable: true,
};

const sysPost: CrudResource = {
  menuCode: "syspost",
  title: "Posts 岗位",
  paths: sysPostPaths,
  table: posts,
  addSchema: addSysPostSchema,
  updateSchema: updateSysPostSchema,
  filters: { postCode: { column: posts.postCode, match: "contains" }, postName: { column: posts.postName, match: "contains" } },
  sortable: { postCode: posts.postCode, postName: posts.postName, postSequence: posts.postSequence, createTime: posts.createTime },
  defaultOrder: [desc(posts.createTime)],
  exportColumns: [
    { field: "postCode", header: "Code 岗位编码" },
    { field: "postName", header: "Name 岗位名称" },
    { field: "postSequence", header: "Sequence 排序" },
  ],
  unique: { field: "postCode", column: posts.postCode, message: rm.postCodeTaken },
  tree: { parent: posts.parentId, parentField: "parentId", order: posts.postSequence },
  // A parent must be a post of the tenant, and never the post itself or one of its descendants.
  check(db, principal, values, id) {
    const parentId = values.parentId as string | null | undefined;
    if (!parentId) return;
    if (parentId === id) throw new SimError(rm.parentIsSelf);
    const all = db.select({ id: posts.id, parentId: posts.parentId }).from(posts).where(scoped(posts, principal)).all();
    const parents = new Map(all.map((p) => [p.id, p.parentId]));
    if (!parents.has(parentId)) throw new SimError(rm.parentNotFound);
    for (let at: string | null | undefined = parentId; at; at = parents.get(at)) {
      if (at === id) throw new SimError(rm.parentIsSelf);
    }
  },
  // Children would be left without a parent: they go first, or together with it.
  checkDelete(db, principal, ids) {
    const child = db
      .select({ id: posts.id })
      .from(posts)
      .where(and(scoped(posts, principal), inArray(posts.parentId, [...ids]), notInArray(posts.id, [...ids])))
      .get();
    if (child) throw new SimError(rm.hasChildren);
  },
};

/** Admin resources served by the CRUD factory (provider-sim/crud). */
export function adminResourcesRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(ADMIN_RESOURCES_MOUNT);
  router.use([sysParamPaths.base, sysPostPaths.base].map(local), requireToken(ctx), requireUrlPermission(ctx));
  mountCrud(router, local, ctx, sysParam);
  mountCrud(router, local, ctx, sysPost);
  return router;
}
