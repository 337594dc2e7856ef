import type { NextFunction, Request, Response } from "express";
import { LOGO_PREFIX } from "#contract/business/logo";

export interface SecurityHeaderOptions {
  embedOrigins: readonly string[];
  /** Behind a TLS-terminating proxy (TRUST_PROXY=1) the app is only reached over HTTPS. */
  https: boolean;
}

/**
 * The Content-Security-Policy of one answer: scripts only from the app or carrying this
 * request's nonce; styles may stay inline (Mantine writes style attributes and tags).
 */
export function contentSecurityPolicy(nonce: string, embedOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${["'self'", ...embedOrigins].join(" ")}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Headers every answer carries (DESIGN §7); only the listed origins may frame the app. The
 * request's nonce is read from `res.locals.nonce`, set before this middleware runs.
 */
export function securityHeaders({ embedOrigins, https }: SecurityHeaderOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(String(res.locals.nonce ?? ""), embedOrigins));
    // With embed origins allowed, frame-ancestors alone decides; X-Frame-Options cannot list them.
    if (embedOrigins.length === 0) res.setHeader("X-Frame-Options", "SAMEORIGIN");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/**
 * Logged-in answers and data answers are never stored by the browser or a proxy. A tenant's logo
 * is the same for every visitor and never changes under its versioned address: kept for good.
 */
export function needsNoStore(pathname: string, hasToken: boolean): boolean {
  if (pathname.startsWith(LOGO_PREFIX)) return false;
  return hasToken || pathname.endsWith(".data");
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
