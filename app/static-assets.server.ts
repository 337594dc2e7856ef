import type { NextFunction, Request, Response } from "express";
import { existsSync, readdirSync } from "node:fs";
import { extname } from "node:path";

/** What scripts/compress-assets.ts compresses ahead: text the browser downloads. */
export const COMPRESSIBLE = /\.(?:js|css|svg|json|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
export const PRECOMPRESSED_MIN_BYTES = 1024;

/**
 * Express middleware for the hashed assets: where the build left a Brotli (or gzip) copy of the
 * file and the browser accepts it, that copy is sent with its Content-Encoding, so no download is
 * compressed again per request. Anything else falls through to express.static.
 */
export function precompressedAssets(dir: string) {
  const copies = new Set(existsSync(dir) ? readdirSync(dir).filter((name) => /\.(?:br|gz)$/.test(name)) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!COMPRESSIBLE.test(name) || name.includes("/")) return next();
    // Browsers list gzip first and give every coding the same weight: Brotli, the smaller, wins where taken.
    const encoding = req.acceptsEncodings("br") && copies.has(`${name}.br`) ? "br" : req.acceptsEncodings("gzip") && copies.has(`${name}.gz`) ? "gzip" : null;
    res.vary("Accept-Encoding");
    if (!encoding) return next();
    res.type(extname(name));
    res.setHeader("Content-Encoding", encoding);
    req.url = `/${name}.${encoding === "br" ? "br" : "gz"}`;
    next();
  };
}
