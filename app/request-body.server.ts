import type { NextFunction, Request, Response } from "express";
import { formBodyType, isReadableForm } from "./lib/form.server";

/** The body an action will read, checked and buffered before Remix sees the request. */
export interface FormBody {
  contentType: string;
  bytes: Buffer;
}

const METHODS = "GET, HEAD, POST";

/**
 * Every page answers GET and HEAD, every action POST; anything else is 405. A POST must be a
 * form within its size limit (413 at once, before buffering) whose body can be read (400);
 * other content types are 415. The checked body waits in `res.locals.formBody`.
 */
export function formPosts(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  if (req.method !== "POST") {
    res.setHeader("Allow", METHODS);
    return refuse(req, res, 405, "Method not allowed");
  }
  const declared = req.get("content-length");
  const length = declared === undefined ? undefined : Number(declared);
  const chunked = req.get("transfer-encoding") !== undefined;
  const check = formBodyType(req.get("content-type"), !chunked && (length === undefined || length === 0));
  if (!check.ok) return refuse(req, res, check.status, check.message);
  if (length !== undefined && length > check.limit) return refuse(req, res, 413, "Request body too large");

  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  req.on("data", (chunk: Buffer) => {
    if (refused) return;
    size += chunk.length;
    if (size > check.limit) {
      refused = true;
      chunks.length = 0;
      refuse(req, res, 413, "Request body too large");
      return;
    }
    chunks.push(chunk);
  });
  req.on("error", (error) => {
    if (!refused) next(error);
    refused = true;
  });
  req.on("end", () => {
    if (refused) return;
    const bytes = Buffer.concat(chunks);
    void isReadableForm(check.contentType, bytes).then((readable) => {
      if (!readable) return refuse(req, res, 400, "The form body could not be read");
      res.locals.formBody = { contentType: check.contentType, bytes } satisfies FormBody;
      next();
    });
  });
}

/** A plain answer; the connection closes so an unread body is not kept waiting on. */
function refuse(req: Request, res: Response, status: number, message: string) {
  if (res.headersSent) return;
  res.setHeader("Connection", "close");
  res.status(status).type("text/plain").send(`${status} ${message}`);
  req.resume();
}
