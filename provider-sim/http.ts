import { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Page } from "../contract/envelope";
import { providerMessages as m } from "../contract/messages";

/**
 * The provider's answer shapes (PROVIDER-API.md "Envelopes"): business failures travel as
 * HTTP 200 with a non-200 `status`, like MSCode's ActionResult; OAuth failures are raw.
 */
export interface EnvelopeBody<T = unknown> {
  status: number;
  message: string;
  data?: T;
}

export function ok<T>(data?: T): EnvelopeBody<T> {
  return data === undefined ? { status: 200, message: m.success } : { status: 200, message: m.success, data };
}

export function fail(message: string, status = 500): EnvelopeBody<never> {
  return { status, message };
}

export function page<T>(list: T[], total: number, current: number, pageSize: number): Page<T> {
  return { list, pagination: { total, pageSize, current } };
}

/** A refusal answered with the envelope: `status` in the body, `httpStatus` on the wire. */
export class SimError extends Error {
  constructor(
    message: string,
    readonly status = 500,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = "SimError";
  }
}

/** A refusal answered the Spring Security OAuth2 way: `{ error, error_description }`. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly httpStatus = 400,
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

export const forbidden = () => new SimError(m.forbidden, 403);

/**
 * Wraps an async handler: a returned value is sent as JSON, a thrown error goes to the error
 * middleware (Express 4 does not catch rejected promises itself).
 */
export function handle(fn: (req: Request, res: Response) => unknown): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .then((body) => {
        if (body !== undefined && !res.headersSent) res.json(body);
      })
      .catch(next);
  };
}

/** Times travel as ISO 8601 strings. */
export function isoTime(value: Date | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

/** The parameters of a call that takes them in the query string, a form or a JSON body. */
export function paramsOf(req: Request): Record<string, unknown> {
  const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? req.body : {};
  return { ...body, ...req.query };
}

/**
 * A router for one API area mounted at `mount`, and `local(path)` turning a contract path into
 * the router's own. Paths are case-sensitive, as in Spring.
 */
export function areaRouter(mount: string): { router: Router; local: (path: string) => string } {
  const local = (path: string) => {
    if (!path.startsWith(`${mount}/`)) throw new Error(`${path} is not under ${mount}`);
    return path.slice(mount.length);
  };
  return { router: Router({ caseSensitive: true }), local };
}
