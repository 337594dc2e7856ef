import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { idSchema } from "../../contract/envelope";
import {
  attachmentTypeOf,
  FILE_MOUNT,
  fileDownloadPath,
  fileFacts,
  fileMessages,
  filePaths,
  fileProblem,
  isChosenFile,
  sizeInKb,
  UPLOAD_PART,
  type FileInfo,
} from "../../contract/file";
import { providerMessages as m } from "../../contract/messages";
import { UPLOAD_LIMIT_BYTES } from "../../app/lib/constants";
import { nextId } from "../../db/snowflake";
import { files } from "../../db/schema";
import type { SimContext } from "../context";
import { areaRouter, handle, isoTime, ok, SimError } from "../http";
import { principalOf, requireToken } from "../middleware/auth";
import { requireUrlPermission } from "../middleware/url-permission";
import { scoped } from "../tenant";

/** Room for the multipart envelope around a file just under the limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A raw multipart body's parts (null for no such body); the platform's own parser, no dependency. */
export async function multipartForm(req: Request): Promise<FormData | null> {
  if (!Buffer.isBuffer(req.body)) return null;
  try {
    return await new Response(new Uint8Array(req.body), { headers: { "content-type": req.get("content-type") ?? "" } }).formData();
  } catch {
    throw new SimError(m.bodyMalformed, 400, 400);
  }
}

/** The `file` parts of a multipart body. */
async function uploadedFiles(req: Request): Promise<File[]> {
  return ((await multipartForm(req))?.getAll(UPLOAD_PART) ?? []).filter(isChosenFile);
}

/** A name safe in a path segment and a header: no separators or control characters; the end (and extension) kept. */
const storedName = (name: string) => name.replace(/[\u0000-\u001f\u007f/\\]/g, "_").slice(-200);

/** RFC 6266 with an RFC 5987 `filename*`, and a plain ASCII fallback for old clients. */
function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const fileInfoOf = (row: typeof files.$inferSelect): FileInfo => ({
  id: row.id,
  originalName: row.originalName,
  size: row.size,
  sizeKb: sizeInKb(row.size),
  contentType: row.contentType,
  fileType: row.fileType,
  url: fileDownloadPath(row.id, row.originalName),
  createTime: isoTime(row.createTime)!,
});

/**
 * The file area: uploads kept in sys_file for the caller's tenant, downloaded only from there.
 * Another tenant's file answers as a missing one, so its existence is never revealed.
 */
export function fileRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(FILE_MOUNT);
  const { db } = ctx;
  router.use(requireToken(ctx), requireUrlPermission(ctx));

  router.post(
    local(filePaths.upload),
    express.raw({ type: "multipart/form-data", limit: UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES }),
    handle(async (req) => {
      const principal = principalOf(req);
      const parts = await uploadedFiles(req);
      const problem = fileProblem(await Promise.all(parts.map(fileFacts)));
      if (problem) throw new SimError(problem);
      const [file] = parts;
      const { kind, contentType } = attachmentTypeOf(file.name)!;
      const content = Buffer.from(await file.arrayBuffer());
      const row: typeof files.$inferSelect = {
        id: nextId(),
        tenantCode: principal.tenantCode,
        originalName: storedName(file.name),
        contentType,
        size: content.length,
        fileType: kind === "image" ? "image" : "document",
        sha256: createHash("sha256").update(content).digest("hex"),
        content,
        createBy: principal.username,
        createTime: new Date(ctx.now()),
      };
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
      res.set({
        "Content-Type": row.contentType,
        "Content-Disposition": attachmentDisposition(row.originalName),
        "X-Content-Type-Options": "nosniff",
        // Opened in a tab rather than saved, a file still runs nothing.
        "Content-Security-Policy": "sandbox",
        "Cache-Control": "private, no-store",
      });
      res.send(row.content);
    }),
  );

  // A body past the raw parser's limit: the upload's own words, not the generic ones.
  router.use((err: unknown, _req: Request, _res: Response, next: NextFunction) => {
    const tooLarge = (err as { type?: unknown } | null)?.type === "entity.too.large";
    next(tooLarge ? new SimError(fileMessages.tooLarge, 413, 413) : err);
  });

  return router;
}
