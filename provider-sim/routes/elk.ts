import type { Request, Router } from "express";
import type { ZodType } from "zod";
import { elkPaths, ELK_PREFIX, logFilterSchema, logMessages, logQuerySchema } from "../../contract/logs";
import type { SimContext } from "../context";
import { areaRouter, forbidden, handle, ok, paramsOf, SimError } from "../http";
import { entryOf, matches, mayMatch, type LogScope } from "../logs/entries";
import { searchLogs } from "../logs/search";
import { LogTail } from "../logs/tail";
import { isAdmin, principalOf, requireToken } from "../middleware/auth";
import { requireUrlPermission } from "../middleware/url-permission";
import { PLATFORM_TENANT_CODE } from "../policy";

/** How often the tail looks at the files, and how often an idle stream says it is alive. */
const TAIL_POLL_MS = 1_000;
const TAIL_KEEPALIVE_MS = 15_000;

/**
 * Whose lines the caller reads (decision 0030): administrators only, as the logs name every user;
 * the platform's administrators every tenant's (and the lines of no tenant: logins, public
 * pages), a tenant's administrator that tenant's alone.
 */
function scopeOf(req: Request): LogScope {
  const principal = principalOf(req);
  if (!isAdmin(principal)) throw forbidden();
  return principal.tenantCode === PLATFORM_TENANT_CODE ? "all" : { tenant: principal.tenantCode };
}

function logDirOf(ctx: SimContext, httpStatus: number): string {
  if (!ctx.logDir) throw new SimError(logMessages.noLogFolder, 404, httpStatus);
  return ctx.logDir;
}

/** The contract's own messages are the refusal's text, as the screen translates them. */
function parsed<T>(schema: ZodType<T>, req: Request): T {
  const result = schema.safeParse(paramsOf(req));
  if (!result.success) throw new SimError(result.error.issues[0]?.message ?? logMessages.rangeInvalid, 500);
  return result.data;
}

/** The provider's ELK stand-in: searching and tailing the request logs of the app and the provider. */
export function elkRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(ELK_PREFIX);
  router.use(requireToken(ctx), requireUrlPermission(ctx));

  router.get(
    local(elkPaths.queryLog),
    handle((req) => {
      const scope = scopeOf(req);
      const query = parsed(logQuerySchema, req);
      return ok(searchLogs(logDirOf(ctx, 200), query, scope, ctx.now()));
    }),
  );

  router.get(local(elkPaths.tailLog), (req, res, next) => {
    let scope: LogScope, dir: string;
    try {
      scope = scopeOf(req);
      dir = logDirOf(ctx, 404);
    } catch (error) {
      return next(error);
    }
    const filter = logFilterSchema.safeParse(paramsOf(req));
    if (!filter.success) return next(new SimError(filter.error.issues[0]?.message ?? logMessages.rangeInvalid, 400, 400));
    res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" });
    res.write(": following\n\n");
    const tail = new LogTail(dir, (raw, source, id) => {
      if (!mayMatch(raw, filter.data)) return;
      const entry = entryOf(raw, source, id);
      if (entry && matches(entry, filter.data, scope, raw)) res.write(`data: ${JSON.stringify(entry)}\n\n`);
    });
    const poll = setInterval(() => tail.poll(), TAIL_POLL_MS);
    const keepAlive = setInterval(() => res.write(": alive\n\n"), TAIL_KEEPALIVE_MS);
    req.on("close", () => {
      clearInterval(poll);
      clearInterval(keepAlive);
    });
  });

  return router;
}
