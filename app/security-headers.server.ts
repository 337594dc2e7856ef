import type { NextFunction, Request, Response } from "express";

/** Headers every answer carries (DESIGN §7); only the listed origins may frame the app. */
export function securityHeaders(embedOrigins: readonly string[]) {
  const ancestors = ["'self'", ...embedOrigins].join(" ");
  const policy = `frame-ancestors ${ancestors}; base-uri 'self'; form-action 'self'; object-src 'none'`;
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Content-Security-Policy", policy);
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site form posts: besides SameSite=Lax cookies, a state-changing request whose
 * Origin names another site never reaches an action.
 */
export function sameOriginPosts(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get("origin");
  if (!origin || origin === "null") return origin === "null" ? refuse(res) : next();
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return refuse(res);
  }
  return host === req.get("host") ? next() : refuse(res);
}

function refuse(res: Response) {
  res.status(403).type("text/plain").send("Cross-site request refused");
}
