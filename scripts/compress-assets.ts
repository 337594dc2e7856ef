/**
 * After the browser build: a Brotli and a gzip copy beside each hashed script, stylesheet and
 * image in build/client/assets, so the server sends them as they are instead of compressing every
 * download again (app/static-assets.server.ts). Hashed files never change, so this runs once.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE, PRECOMPRESSED_MIN_BYTES } from "../app/static-assets.server";

const dir = process.argv[2] ?? "build/client/assets";
let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const body = readFileSync(join(dir, name));
  if (body.length < PRECOMPRESSED_MIN_BYTES) continue;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(join(dir, `${name}.br`), br);
  writeFileSync(join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += br.length;
}
console.log(`compressed ${files} assets: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB Brotli`);
