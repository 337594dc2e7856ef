import type { NextFunction, Request, Response } from "express";
import { providerMessages as m } from "../../contract/messages";
import { fail, OAuthError, SimError } from "../http";

/** Anything no router answered: the envelope, HTTP 404. */
export function notFound(_req: Request, res: Response): void {
  res.status(404).json(fail(m.notFound, 404));
}

/** body-parser's errors carry `type` and `status`. */
function bodyParserStatus(err: unknown): number | undefined {
  if (!err || typeof err !== "object" || !("type" in err)) return undefined;
  const status = (err as { status?: unknown }).status;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
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
  const parserStatus = bodyParserStatus(err);
  if (parserStatus !== undefined) {
    const message = parserStatus === 413 ? m.bodyTooLarge : m.bodyMalformed;
    res.status(parserStatus).json(fail(message, parserStatus));
    return;
  }
  // pino-http logs res.err with the request's line.
  res.err = err instanceof Error ? err : new Error(String(err));
  res.status(500).json(fail(m.internal, 500));
}
