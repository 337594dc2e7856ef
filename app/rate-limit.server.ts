import type { NextFunction, Request, Response } from "express";

export interface FixedWindowOptions {
  /** Requests a client may make per window. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

/** Counts per key in fixed windows; a key over its limit is refused until the window ends. */
export class FixedWindowLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor({ limit, windowMs, now = Date.now }: FixedWindowOptions) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Counts one request; the seconds to wait when refused, else 0. */
  hit(key: string): number {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || now - window.start >= this.#windowMs) {
      if (this.#windows.size > 10_000) this.#sweep(now);
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.#limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.#windowMs - now) / 1000));
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (now - window.start >= this.#windowMs) this.#windows.delete(key);
  }
}

/** The app's own form actions that cost the provider work: sign-in, sign-up, reset, account changes. */
const LIMITED_ACTION = /^\/(?:login|register|forgotpassword|account\/[^/]+)(?:\.data)?\/?$/;

/** Per client address: this many form posts a minute, times APP_RATE_LIMIT_FACTOR. */
export const FORM_POSTS_PER_MINUTE = 20;

/** Express middleware: POSTs to the limited actions beyond the window's budget answer 429. */
export function formPostLimit(factor: number, now?: () => number) {
  const limiter = new FixedWindowLimiter({ limit: FORM_POSTS_PER_MINUTE * factor, windowMs: 60_000, now });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST" || !LIMITED_ACTION.test(req.path)) return next();
    const wait = limiter.hit(req.ip ?? "unknown");
    if (wait === 0) return next();
    res.setHeader("Retry-After", String(wait));
    res.status(429).type("text/plain").send("429 Too Many Requests");
  };
}
