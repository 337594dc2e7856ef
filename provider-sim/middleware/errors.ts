import type { NextFunction, Request, Response } from "express";
import { providerMessages as m } from "../../contract/messages";
import { fail, OAuthError, SimError } from "../http";

/** Anything no router answered: the envelope, HTTP 404. */
export function notFound(_req: Request, res: Response): void {
  res.status(404).json(fail(m.notFound, 404));
}

/**
 * The caller's mistakes that reach here as errors: body-parser's (with `type` and a 4xx
 * `status`), zlib's on a broken gzip or deflate body (`Z_…` codes), and Express's own 4xx
 * (a path that does not decode).
 */
function clientErrorStatus(err: unknown): number | undefined {
  if (!err || typeof err !== "object") return undefined;
  const { status, code } = err as { status?: unknown; code?: unknown };
  if (typeof status === "number" && status >= 400 && status < 500) return status;
  if (typeof code === "string" && code.startsWith("Z_")) return 400;
  return undefined;
}

/**
 * The last middleware: every failure leaves as the provider's envelope (or raw OAuth JSON),
 * never a stack trace. Unexpected errors go, with their stack, to the request log only.
 */
// Express recognises an error handler by its four parameters.
export function errorHandler(err: unknown, _req: Request, res: Response, _next: NextFunction): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (err instanceof OAuthError) {
    res.status(err.httpStatus).json({ error: err.error, error_description: err.description });
    return;
  }
  if (err instanceof SimError) {
    res.status(err.httpStatus).json(fail(err.message, err.status));
    return;
  }
  const clientStatus = clientErrorStatus(err);
  if (clientStatus !== undefined) {
    const aboutBody = "type" in (err as object) || String((err as { code?: unknown }).code).startsWith("Z_");
    const message = clientStatus === 413 ? m.bodyTooLarge : aboutBody ? m.bodyMalformed : m.requestMalformed;
    res.status(clientStatus).json(fail(message, clientStatus));
    return;
  }
  // pino-http logs res.err with the request's line.
  res.err = err instanceof Error ? err : new Error(String(err));
  res.status(500).json(fail(m.internal, 500));
}
