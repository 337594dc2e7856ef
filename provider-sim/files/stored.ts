import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import { attachmentTypeOf, fileDownloadPath, fileFacts, fileProblem, isChosenFile, sizeInKb, UPLOAD_PART, type FileInfo } from "../../contract/file";
import { providerMessages as m } from "../../contract/messages";
import { nextId } from "../../db/snowflake";
import type { files } from "../../db/schema";
import type { SimContext } from "../context";
import { isoTime, SimError } from "../http";
import type { Principal } from "../middleware/auth";

export type FileRow = typeof files.$inferSelect;

/** Room for the multipart envelope around a file just under the limit. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A raw multipart body's parts (null for no such body); the platform's own parser, no dependency. */
export async function multipartForm(req: Request): Promise<FormData | null> {
  if (!Buffer.isBuffer(req.body)) return null;
  try {
    return await new Response(new Uint8Array(req.body), {
      headers: { "content-type": req.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new SimError(m.bodyMalformed, 400, 400);
  }
}

/** A name safe in a path segment and a header: no separators or control characters; the end (and extension) kept. */
export const storedName = (name: string) => name.replace(/[\u0000-\u001f\u007f/\\]/g, "_").slice(-200);

/** RFC 6266 with an RFC 5987 `filename*`, and a plain ASCII fallback for old clients. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A checked upload as the sys_file row that keeps it for the caller's tenant. */
export async function keptFile(ctx: SimContext, principal: Principal, file: File): Promise<FileRow> {
  const { kind, contentType } = attachmentTypeOf(file.name)!;
  const content = Buffer.from(await file.arrayBuffer());
  return {
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
}

/** The one file of an upload's body, checked by SPEC §9's rules; a refusal in the provider's words. */
export async function checkedUpload(req: Request): Promise<{ file: File; form: FormData | null }> {
  const form = await multipartForm(req);
  const parts = (form?.getAll(UPLOAD_PART) ?? []).filter(isChosenFile);
  const problem = fileProblem(await Promise.all(parts.map(fileFacts)));
  if (problem) throw new SimError(problem);
  return { file: parts[0], form };
}

export const fileInfoOf = (row: FileRow): FileInfo => ({
  id: row.id,
  originalName: row.originalName,
  size: row.size,
  sizeKb: sizeInKb(row.size),
  contentType: row.contentType,
  fileType: row.fileType,
  url: fileDownloadPath(row.id, row.originalName),
  createTime: isoTime(row.createTime)!,
});

/** A kept file's bytes, saved rather than opened, and never run even when opened in a tab. */
export function sendFile(res: Response, row: Pick<FileRow, "contentType" | "originalName" | "content">, name = row.originalName) {
  res.set({
    "Content-Type": row.contentType,
    "Content-Disposition": attachmentDisposition(name),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox",
    "Cache-Control": "private, no-store",
  });
  res.send(row.content);
}
