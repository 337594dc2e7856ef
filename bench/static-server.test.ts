import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileFor, startStaticServer, type StaticServer } from "./static-server";

const root = mkdtempSync(join(tmpdir(), "bench-anchor-"));
mkdirSync(join(root, "static", "js"), { recursive: true });
writeFileSync(join(root, "index.html"), "<!doctype html><title>anchor</title>");
writeFileSync(join(root, "static", "js", "app.js"), "console.log('anchor');".repeat(50));
// A secret beside the served folder that no path may reach.
writeFileSync(join(root, "..", `${root.split("/").pop()}-secret.txt`), "secret");

describe("fileFor", () => {
  it("answers index.html for / and files inside the folder", () => {
    expect(fileFor(root, "/")).toBe(join(root, "index.html"));
    expect(fileFor(root, "/static/js/app.js?v=1#x")).toBe(join(root, "static", "js", "app.js"));
    expect(fileFor(root, "/static/")).toBe(join(root, "static", "index.html"));
  });

  it("names nothing outside the folder, however the path is spelled", () => {
    const name = root.split("/").pop();
    for (const path of ["/../etc/passwd", "/static/../../etc/passwd", "/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", `/../${name}-secret.txt`, "/%2e%2e%5c..%5cetc"]) {
      const file = fileFor(root, path);
      expect(file === null || file.startsWith(`${root}/`), path).toBe(true);
    }
    expect(fileFor(root, `/../${name}-secret.txt`)).toBeNull();
  });

  it("refuses malformed escapes, NUL bytes and paths that are not absolute", () => {
    expect(fileFor(root, "/%E0%A4%A")).toBeNull();
    expect(fileFor(root, "/index.html%00.js")).toBeNull();
    expect(fileFor(root, "index.html")).toBeNull();
  });
});

describe("startStaticServer", () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startStaticServer(root, "127.0.0.1");
  });
  afterAll(() => server.close());

  it("serves index.html for / and gzips at level 6 when asked", async () => {
    const res = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("<title>anchor</title>");

    // node:http, which hands the body over as sent (fetch would undo the gzip).
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((done, fail) => {
      get(`${server.url}/static/js/app.js`, { headers: { "Accept-Encoding": "gzip" } }, (r) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c)).on("end", () => done({ encoding: r.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }).on("error", fail);
    });
    expect(raw.encoding).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toBe("console.log('anchor');".repeat(50));
  });

  it("answers 404 outside the folder and for missing files, 405 for writes", async () => {
    const name = root.split("/").pop();
    expect((await fetch(`${server.url}/%2e%2e/${name}-secret.txt`)).status).toBe(404);
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/static`)).status).toBe(404);
    expect((await fetch(`${server.url}/`, { method: "POST" })).status).toBe(405);
  });
});
