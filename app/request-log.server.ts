import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import { maskSecrets } from "#contract/logs";
import type { RequestContext } from "./request-context.server";

const destinations = pino.multistream([{ level: "trace", stream: process.stdout }]);

/** The app's one logger: JSON lines on stdout (and a log file, once named), level from LOG_LEVEL (default info); secrets masked. */
export const logger: Logger = pino({ level: process.env.LOG_LEVEL || "info", base: { app: "trade-platform" }, hooks: { streamWrite: maskSecrets } }, destinations);

/** Writes the log to `file` too (server.ts: the log folder's `app.log`, decision 0030). */
export function alsoLogTo(file: { write(line: string): unknown }) {
  destinations.add({ level: "trace", stream: file });
}

/** An incoming id is kept only when it looks like one (letters, digits, `._:-`, at most 64). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFor(incoming: string | string[] | undefined, trustProxy: boolean): string {
  return trustProxy && typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The path without its query string: query values may carry codes or names. */
export function pathOf(url: string | undefined): string {
  return (url ?? "/").split("?")[0];
}

/** Files of the build (hashed scripts, styles, fonts, icons): served by the thousand, worth a line only when they fail. */
const STATIC_FILE = /^\/(assets\/|site\/|favicon|fonts\/|images\/|locales\/|[^/]+\.(?:png|svg|ico|webmanifest|txt|woff2?)$)/;
export const isStaticFile = (url: string | undefined) => STATIC_FILE.test(pathOf(url));

/**
 * One line per request (but none for a static file served well): id, method, path, status, duration, and the user and tenant once the
 * guard has loaded the session. Never headers or bodies, so no token, password or code.
 */
export function requestLog(log: Logger = logger) {
  return pinoHttp({
    logger: log,
    genReqId: (_req, res) => (res as ServerResponse & { locals: { context: RequestContext } }).locals.context.requestId,
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customProps: (_req: IncomingMessage, res: ServerResponse) => {
      const context = (res as ServerResponse & { locals?: { context?: RequestContext } }).locals?.context;
      return context?.user ? { user: context.user, tenant: context.tenant } : {};
    },
    customLogLevel: (req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode < 400 && isStaticFile(req.url) ? "silent" : "info"),
    customSuccessMessage: () => "request completed",
    customErrorMessage: () => "request failed",
  });
}
