import type { NextFunction, Request, RequestHandler, Response } from "express";

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  max: number;
  windowMs: number;
  now: () => number;
  /** Default: the client's IP (behind a trusted proxy, the forwarded one). */
  key?: (req: Request) => string;
  /** The error to answer with once the limit is reached. */
  refuse: () => Error;
}

/** A fixed-window counter per key, in memory, per simulator instance. */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  const keyOf = options.key ?? ((req: Request) => req.ip ?? "unknown");
  let nextSweep = 0;
  return (req: Request, _res: Response, next: NextFunction) => {
    const now = options.now();
    if (now >= nextSweep) {
      for (const [key, w] of windows) if (now - w.start >= options.windowMs) windows.delete(key);
      nextSweep = now + options.windowMs;
    }
    const key = keyOf(req);
    let w = windows.get(key);
    if (!w || now - w.start >= options.windowMs) {
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    w.count++;
    next(w.count > options.max ? options.refuse() : undefined);
  };
}
