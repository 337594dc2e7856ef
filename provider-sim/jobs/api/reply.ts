import type { NextFunction, Request, RequestHandler, Response } from "express";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { ZodError, type z } from "zod";
import type { PowerJobEnvelope, PowerJobPage } from "../../../contract/jobs/envelope";
import { ScheduleError } from "../../../contract/jobs/schedule";
import { paramsOf, SimError } from "../../http";

/** A refusal PowerJob itself answers (`success: false`), as against the gateway's (token, grants, module). */
export class PowerJobRefusal extends Error {}

/**
 * A PowerJob call: the handler's value as `{ success: true, data }`; PowerJob's refusals, bad
 * input and unknown ids as `{ success: false, message }`. The gateway's refusals (no token, no
 * grant, a button missing, the module off) keep the provider's envelope, as they never reach PowerJob.
 */
export function powerJob(fn: (req: Request) => unknown): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let data: unknown;
    try {
      data = fn(req);
    } catch (err) {
      if (err instanceof PowerJobRefusal || err instanceof ScheduleError || (err instanceof SimError && err.status !== 403)) {
        res.json({ success: false, data: null, message: err.message } satisfies PowerJobEnvelope<null>);
        return;
      }
      if (err instanceof ZodError) {
        res.json({ success: false, data: null, message: err.issues[0]?.message ?? "invalid request" } satisfies PowerJobEnvelope<null>);
        return;
      }
      next(err);
      return;
    }
    res.json({ success: true, data: data ?? null, message: null } satisfies PowerJobEnvelope<unknown>);
  };
}

export function refuse(message: string): never {
  throw new PowerJobRefusal(message);
}

/** The call's parameters: query and body alike, body fields first. */
export function input<T extends z.ZodTypeAny>(schema: T, req: Request): z.infer<T> {
  return schema.parse(paramsOf(req));
}

export function pageOf<T>(data: T[], totalItems: number, index: number, pageSize: number): PowerJobPage<T> {
  return { index, pageSize, totalPages: Math.ceil(totalItems / pageSize), totalItems, data };
}

/** Case-insensitive substring match, wildcards taken literally. */
export function contains(column: SQLWrapper, keyword: string): SQL {
  return sql`instr(lower(${column}), ${keyword.toLowerCase()}) > 0`;
}
