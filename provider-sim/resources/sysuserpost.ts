import type { Request, Router } from "express";
import { z } from "zod";
import { attachmentDisposition, EXPORT_FORMATS, exportPathKey } from "../../contract/admin/resource";
import { addSysUserPostSchema, sysUserPostPaths as p, sysUserPostQuerySchema, updateSysUserPostSchema } from "../../contract/admin/sysuserpost";
import { idSchema } from "../../contract/envelope";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { exportFile, readerOf, type ExportColumn } from "../crud/exports";
import { boundedPageSchema } from "../crud/paging";
import { handle, ok, page, paramsOf, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { windowOf } from "../paging";
import { writeAudit } from "../services/audit";
import { addUserPost, deleteUserPosts, findUserPost, listUserPosts, updateUserPost } from "../services/user-posts";
import { parseWith } from "../validate";
import { POST_TYPE } from "./export-labels";
import type { SimResource } from "./resource";

/** A user's posts are part of the user (the user form grants them): the user screen's buttons guard them. */
const MENU = "sysuser";
const EXPORT_LIMIT = 10_000;

const badRequest = (message: string) => new SimError(message, 400, 400);
const querySchema = sysUserPostQuerySchema.extend({ currentPage: boundedPageSchema.shape.currentPage, pageSize: boundedPageSchema.shape.pageSize });
const filterSchema = sysUserPostQuerySchema.omit({ currentPage: true, pageSize: true });
const deleteQuerySchema = z.object({ id: z.union([idSchema, z.array(idSchema).min(1).max(1000)]) });

const exportColumns: readonly ExportColumn[] = [
  { field: "username", header: { en: "Username", zh: "用户名", tw: "使用者名稱" } },
  { field: "nickname", header: { en: "Nickname", zh: "昵称", tw: "暱稱" } },
  { field: "postCode", header: { en: "Post code", zh: "岗位编码", tw: "崗位編碼" } },
  { field: "postName", header: { en: "Post", zh: "岗位名称", tw: "崗位名稱" } },
  { field: "postType", header: { en: "Post type", zh: "岗位类型", tw: "崗位類型" }, kind: { labels: POST_TYPE } },
];

function routes(router: Router, local: (path: string) => string, ctx: SimContext) {
  const { db } = ctx;
  /** A holding changes its user: the row goes into the user's history (entity = the menu, as every audit row's). */
  const audit = (tx: Queryable, req: Request, userId: string, before: unknown, after: unknown) => {
    const principal = principalOf(req);
    writeAudit(tx, ctx.now(), {
      tenantCode: principal.tenantCode,
      actor: { userId: principal.userId, username: principal.username },
      action: "update",
      entity: MENU,
      entityId: userId,
      before: before === null ? null : { post: before },
      after: after === null ? null : { post: after },
      ip: req.ip,
    });
  };

  router.get(
    local(p.query),
    handle((req) => {
      const { currentPage, pageSize, sorter, ...filters } = parseWith(querySchema, req.query, badRequest);
      const { list, total } = listUserPosts(db, principalOf(req), filters, sorter, windowOf({ currentPage, pageSize }));
      return ok(page(list, total, currentPage, pageSize));
    }),
  );

  router.post(
    local(p.add),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, MENU, "update");
      const values = parseWith(addSysUserPostSchema, req.body);
      const id = db.transaction((tx) => {
        const created = addUserPost(tx, principal, values);
        audit(tx, req, values.userId, null, { id: created, ...values });
        return created;
      });
      return ok({ id });
    }),
  );

  router.put(
    local(p.update),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, MENU, "update");
      const { id, ...values } = parseWith(updateSysUserPostSchema, req.body);
      db.transaction((tx) => {
        const before = findUserPost(tx, principal, id);
        updateUserPost(tx, principal, id, values);
        if (before) audit(tx, req, before.userId, before, { id, ...values });
      });
      return ok();
    }),
  );

  router.post(
    local(p.delete),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, MENU, "update");
      const { id } = parseWith(deleteQuerySchema, req.query);
      db.transaction((tx) => {
        for (const removed of deleteUserPosts(tx, principal, Array.isArray(id) ? id : [id])) audit(tx, req, removed.userId, removed, null);
      });
      return ok();
    }),
  );

  for (const format of EXPORT_FORMATS) {
    router.post(
      local(p[exportPathKey[format]]),
      handle(async (req, res) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "export");
        const { sorter, ...filters } = parseWith(filterSchema, paramsOf(req), badRequest);
        const { list } = listUserPosts(db, principal, filters, sorter, { limit: EXPORT_LIMIT, offset: 0 });
        const file = await exportFile(format, { en: "User posts", zh: "用户岗位", tw: "使用者崗位" }, exportColumns, list, readerOf(req));
        res.setHeader("Content-Type", file.contentType);
        res.setHeader("Content-Disposition", attachmentDisposition(`sysuserpost.${file.extension}`));
        res.send(file.body);
      }),
    );
  }
}

/**
 * The posts users hold (SPEC §6), one record per holding: list, grant, change, take back and
 * export. `querySysUserPostTree` (one user's posts, also asked about oneself) stays the admin
 * router's.
 */
export const sysUserPost: SimResource = {
  bases: [p.query, p.add, p.update, p.delete, p.exportXlsx, p.exportDocx, p.exportPdf],
  routes,
};
