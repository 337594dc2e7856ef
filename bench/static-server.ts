import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * A small static file server for the anchor's production build (../shared/anchors/README.md):
 * `/` answers index.html, text bodies go out gzip level 6 when the browser asks for gzip (as
 * nginx's and most hosts' defaults do), hashed files under /static/ may be kept a year. It runs in
 * the bench's own process: it only reads files, and the browser it answers is another process.
 */

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".eot": "application/vnd.ms-fontobject",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".ttf", ".eot", ".ico"]);
export const ANCHOR_GZIP_LEVEL = 6;

/**
 * The file a request path names inside `root`, or null when it names none: a malformed escape, a
 * NUL byte, or a path that would leave the folder (`..`, encoded or not). `/` is index.html.
 */
export function fileFor(root: string, requestPath: string): string | null {
  const base = resolve(root);
  let path: string;
  try {
    path = decodeURIComponent(requestPath.split(/[?#]/, 1)[0]);
  } catch {
    return null;
  }
  if (path.includes("\0") || !path.startsWith("/")) return null;
  if (path.endsWith("/")) path += "index.html";
  const file = resolve(base, `.${path}`);
  return file.startsWith(base + sep) ? file : null;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `root` on host, on a port the system picks. */
export async function startStaticServer(root: string, host: string): Promise<StaticServer> {
  const gzipped = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const file = req.method === "GET" || req.method === "HEAD" ? fileFor(root, req.url ?? "/") : null;
    if (!file) {
      res.writeHead(req.method === "GET" || req.method === "HEAD" ? 404 : 405).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const ext = extname(file).toLowerCase();
        const headers: Record<string, string> = {
          "Content-Type": TYPES[ext] ?? "application/octet-stream",
          "Cache-Control": file.includes(`${sep}static${sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
          Vary: "Accept-Encoding",
        };
        let sent: Buffer = body;
        if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
          sent = gzipped.get(file) ?? gzipSync(body, { level: ANCHOR_GZIP_LEVEL });
          gzipped.set(file, sent);
          headers["Content-Encoding"] = "gzip";
        }
        headers["Content-Length"] = String(sent.length);
        res.writeHead(200, headers);
        res.end(req.method === "HEAD" ? undefined : sent);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(0, host, done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
