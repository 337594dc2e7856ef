import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import pino, { type DestinationStream, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import { maskSecrets } from "../../contract/logs";
import { RotatingFile } from "../logs/rotating-file";

/** A caller's X-Request-Id is kept when it is a plain token; anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Query parameters whose values never reach the log (the name stays, the value is masked). */
const SECRET_PARAMS = new Set([
  "password",
  "newpassword",
  "smscaptcha",
  "charcaptcha",
  "captcha",
  "code",
  "resetcode",
  "refresh_token",
  "access_token",
  "token",
  "client_secret",
  "key",
]);

/** The path and query as logged: secret-bearing values masked. */
export function loggedUrl(originalUrl: string): string {
  const q = originalUrl.indexOf("?");
  if (q < 0) return originalUrl;
  const params = new URLSearchParams(originalUrl.slice(q + 1));
  const kept = [...params].map(([name, value]) => [name, SECRET_PARAMS.has(name.toLowerCase()) ? "***" : value]);
  return `${originalUrl.slice(0, q)}?${new URLSearchParams(kept).toString()}`;
}

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

const LOGGER_OPTIONS = { level: process.env.LOG_LEVEL || "info", base: { service: "provider-sim" }, hooks: { streamWrite: maskSecrets } };

/** The simulator's logger: JSON lines on stdout, level from LOG_LEVEL (default info). */
export function defaultLogger(): Logger {
  return pino(LOGGER_OPTIONS);
}

/** The running simulator's logger: stdout as ever, and `sim.log` in the log folder, rotated by size (decision 0030). */
export function folderLogger(logDir: string, stdout: DestinationStream = process.stdout): Logger {
  mkdirSync(logDir, { recursive: true });
  const streams = pino.multistream([
    { level: "trace", stream: stdout },
    { level: "trace", stream: new RotatingFile(join(logDir, "sim.log")) },
  ]);
  return pino(LOGGER_OPTIONS, streams);
}

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string; principal?: { userId: string; username: string; tenantCode: string } };

/**
 * One line per request: id, method, path, status, duration, and the user and tenant once the
 * token is known. Never headers, bodies or secret query values.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    quietReqLogger: true,
    wrapSerializers: false,
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, path: loggedUrl(req.originalUrl ?? req.url ?? "") }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    customProps: (req: IncomingMessage) => {
      const principal = (req as LoggedRequest).principal;
      return principal ? { userId: principal.userId, user: principal.username, tenantCode: principal.tenantCode } : {};
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
  });
}
