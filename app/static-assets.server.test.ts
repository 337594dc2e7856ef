import express from "express";
import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { precompressedAssets } from "./static-assets.server";

describe("precompressedAssets", () => {
  const dir = mkdtempSync(join(tmpdir(), "assets-"));
  const script = Buffer.from("export const answer = 42;\n".repeat(100));
  writeFileSync(join(dir, "entry-abc.js"), script);
  writeFileSync(join(dir, "entry-abc.js.br"), brotliCompressSync(script));
  writeFileSync(join(dir, "entry-abc.js.gz"), gzipSync(script));
  writeFileSync(join(dir, "plain-abc.css"), "a{}");

  async function get(path: string, acceptEncoding: string) {
    const app = express();
    app.use(precompressedAssets(dir), express.static(dir));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      // node's fetch would undo the encoding; read the bytes as sent.
      const { request } = await import("node:http");
      return await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request({ port: (server.address() as AddressInfo).port, host: "127.0.0.1", path, headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end();
      });
    } finally {
      server.close();
    }
  }

  it("sends the Brotli copy to a browser that takes it, gzip to one that takes only gzip, the file to others", async () => {
    const br = await get("/entry-abc.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.body.length).toBeLessThan(script.length);
    const gz = await get("/entry-abc.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body.length).toBeLessThan(script.length);
    const plain = await get("/entry-abc.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
  });

  it("passes a file without copies, and never serves a copy for a path that is not a plain file name", async () => {
    const css = await get("/plain-abc.css", "br");
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.body.toString()).toBe("a{}");
    expect((await get("/../entry-abc.js", "br")).headers["content-encoding"]).not.toBe("br");
  });
});
