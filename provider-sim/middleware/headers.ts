import type { NextFunction, Request, Response } from "express";

/**
 * Headers on every answer. No CORS headers are ever set: the simulator is called server to
 * server by the app, never by a browser on another origin (DESIGN §7).
 */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  next();
}
