import type { NextFunction, Request, Response } from "express";
import { sharedState, type SharedState } from "./shared-state.server";

/** The app's own form actions that cost the provider work: sign-in, sign-up, reset, account changes. */
const LIMITED_ACTION = /^\/(?:login|register|forgotpassword|account\/[^/]+)(?:\.data)?\/?$/;

/** Per client address: this many form posts a minute, times APP_RATE_LIMIT_FACTOR. */
export const FORM_POSTS_PER_MINUTE = 20;

/**
 * Express middleware: POSTs to the limited actions beyond the window's budget answer 429. The
 * budget is counted once for all the machine's app processes (`state`, shared under node:cluster),
 * or for every machine's with REDIS_URL.
 */
export function formPostLimit(factor: number, state: SharedState = sharedState()) {
  const limit = FORM_POSTS_PER_MINUTE * factor;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST" || !LIMITED_ACTION.test(req.path)) return next();
    state.hit(`form-posts:${req.ip ?? "unknown"}`, limit, 60_000).then((wait) => {
      if (wait === 0) return next();
      res.setHeader("Retry-After", String(wait));
      res.status(429).type("text/plain").send("429 Too Many Requests");
    }, next);
  };
}
