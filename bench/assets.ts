import { gzipSync } from "node:zlib";

export type AssetKind = "js" | "css";

/**
 * Level 6, zlib's default and most servers' (nginx, express's compression), as the anchors'
 * README counts: the same count for the product and the anchor, whatever either serves.
 */
export const GZIP_LEVEL = 6;

/** One JS or CSS file a first visit downloads. Sizes in bytes. */
export interface AssetFile {
  url: string;
  kind: AssetKind;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageAssets {
  page: string;
  files: AssetFile[];
  jsGzipKiB: number;
  cssGzipKiB: number;
  totalGzipKiB: number;
}

/** Attributes of every <tag ...> in the HTML (lower-cased names, &amp; decoded). */
function tags(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))) {
    const attrs: Record<string, string> = {};
    for (const a of m[1].matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = (a[2] ?? a[3] ?? a[4] ?? "").replace(/&amp;/g, "&");
    }
    found.push(attrs);
  }
  return found;
}

/**
 * The static imports at the top of an ES module (esbuild puts them all there):
 * `import{a as b}from"/build/x.js";import"/build/y.js";...`. Dynamic import() is not followed:
 * it loads later, not on the first visit.
 */
function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  const statement = /^\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']\s*;?/;
  let rest = code;
  for (let m = statement.exec(rest); m; m = statement.exec(rest)) {
    specifiers.push(m[1]);
    rest = rest.slice(m[0].length);
  }
  return specifiers;
}

/** The module imports of inline `<script type="module">` (Remix's route bootstrap). */
function inlineModuleImports(html: string): string[] {
  const specifiers: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*type=["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const i of m[1].matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) specifiers.push(i[1]);
  }
  return specifiers;
}

const kib = (bytes: number) => bytes / 1024;

/**
 * The page's own `<style>` elements as one CSS body, raw and gzipped at GZIP_LEVEL, or null when
 * it has none: CSS written into the HTML is still CSS the visit downloads (decision 0040).
 */
export function inlineStyles(html: string): { rawBytes: number; gzipBytes: number } | null {
  const text = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join("\n");
  if (!text.trim()) return null;
  const body = Buffer.from(text);
  return { rawBytes: body.length, gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length };
}

/** Bodies fetched so far and their gzip size, by URL: a hashed asset's body does not change within a run. */
const fetched = new Map<string, { body: Buffer; gzipBytes: number }>();

/** One JS or CSS file's sizes: its body as served (fetch undoes any Content-Encoding), gzipped at GZIP_LEVEL. */
export async function assetFile(url: string, kind: AssetKind): Promise<AssetFile> {
  let known = fetched.get(url);
  if (!known) {
    const r = await fetch(url);
    const body = Buffer.from(await r.arrayBuffer());
    if (r.status !== 200) throw new Error(`GET ${url} answered ${r.status}`);
    known = { body, gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length };
    fetched.set(url, known);
  }
  return { url, kind, rawBytes: known.body.length, gzipBytes: known.gzipBytes };
}

/**
 * Fetches a page as a first-time visitor would (with the given headers, e.g. a session cookie),
 * collects same-origin `<script src>`, `<link rel=modulepreload>`, `<link rel=stylesheet>`, the
 * inline module bootstrap's imports and, transitively, every static import of those modules;
 * fetches each once and gzips it at GZIP_LEVEL. Stylesheets written into the HTML (`<style>`,
 * decision 0040) count as one CSS file, so moving CSS into a page never hides its bytes.
 */
export async function firstVisitAssets(pageUrl: string, headers: Record<string, string> = {}): Promise<PageAssets> {
  const origin = new URL(pageUrl).origin;
  const res = await fetch(pageUrl, { headers: { Accept: "text/html", ...headers }, redirect: "manual" });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`GET ${pageUrl} answered ${res.status}, expected 200`);

  const queue: { url: string; kind: "js" | "css" }[] = [];
  const seen = new Set<string>();
  const add = (href: string | undefined, base: string, kind: "js" | "css") => {
    if (!href) return;
    const url = new URL(href, base);
    if (url.origin !== origin || seen.has(url.href)) return;
    seen.add(url.href);
    queue.push({ url: url.href, kind });
  };

  for (const s of tags(html, "script")) add(s.src, pageUrl, "js");
  for (const l of tags(html, "link")) {
    const rel = (l.rel ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("modulepreload")) add(l.href, pageUrl, "js");
    else if (rel.includes("stylesheet")) add(l.href, pageUrl, "css");
  }
  for (const spec of inlineModuleImports(html)) add(spec, pageUrl, "js");

  const files: AssetFile[] = [];
  while (queue.length) {
    const { url, kind } = queue.shift()!;
    const file = await assetFile(url, kind).catch((error: unknown) => Promise.reject(new Error(`${String(error)} (linked from ${pageUrl})`)));
    files.push(file);
    if (kind === "js") for (const spec of staticImports(fetched.get(url)!.body.toString("utf8"))) add(spec, url, "js");
  }

  const inline = inlineStyles(html);
  if (inline) files.push({ url: `${pageUrl} (inline <style>)`, kind: "css", ...inline });

  const sum = (k: "js" | "css") => files.filter((f) => f.kind === k).reduce((a, f) => a + f.gzipBytes, 0);
  return {
    page: pageUrl,
    files,
    jsGzipKiB: kib(sum("js")),
    cssGzipKiB: kib(sum("css")),
    totalGzipKiB: kib(sum("js") + sum("css")),
  };
}
