import { and, eq } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { idSchema } from "../../contract/envelope";
import { FILE_MOUNT, fileMessages, filePaths } from "../../contract/file";
import { UPLOAD_LIMIT_BYTES } from "../../app/lib/constants";
import { files } from "../../db/schema";
import type { SimContext } from "../context";
import { netdiscRoutes } from "../files/netdisc-router";
import { publicShareRoutes, shareRoutes } from "../files/shares";
import { checkedUpload, fileInfoOf, keptFile, MULTIPART_OVERHEAD_BYTES, sendFile } from "../files/stored";
import { areaRouter, handle, ok, SimError } from "../http";
import { principalOf, requireToken } from "../middleware/auth";
import { requireUrlPermission } from "../middleware/url-permission";
import { scoped } from "../tenant";

export { multipartForm } from "../files/stored";

/**
 * The file area: uploads kept in sys_file for the caller's tenant, downloaded only from there.
 * Another tenant's file answers as a missing one, so its existence is never revealed.
 */
export function fileRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(FILE_MOUNT);
  const { db } = ctx;
  publicShareRoutes(router, ctx);
  router.use(requireToken(ctx), requireUrlPermission(ctx));
  netdiscRoutes(router, ctx);
  shareRoutes(router, ctx);

  router.post(
    local(filePaths.upload),
    express.raw({ type: "multipart/form-data", limit: UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES }),
    handle(async (req) => {
      const principal = principalOf(req);
      const { file } = await checkedUpload(req);
      const row = await keptFile(ctx, principal, file);
      db.insert(files).values(row).run();
      return ok(fileInfoOf(row));
    }),
  );

  router.get(
    local(filePaths.download),
    handle((req, res) => {
      const principal = principalOf(req);
      const id = idSchema.safeParse(req.params.id);
      const row = id.success ? db.select().from(files).where(and(scoped(files, principal), eq(files.id, id.data))).get() : undefined;
      if (!row) throw new SimError(fileMessages.notFound, 404, 404);
      sendFile(res, row);
    }),
  );

  // A body past the raw parser's limit: the upload's own words, not the generic ones.
  router.use((err: unknown, _req: Request, _res: Response, next: NextFunction) => {
    const tooLarge = (err as { type?: unknown } | null)?.type === "entity.too.large";
    next(tooLarge ? new SimError(fileMessages.tooLarge, 413, 413) : err);
  });

  return router;
}
