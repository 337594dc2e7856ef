import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { passwordToken } from "./provider-token";
const APP = "http://127.0.0.1:3391", SIM = "http://127.0.0.1:3491";
const server = spawn("node", ["build/app/server.js"], { env: { ...process.env, PORT: "3391", HOST: "127.0.0.1", PROVIDER_PORT: "3491", PROVIDER_URL: "", DATA_DIR: mkdtempSync(join(tmpdir(), "look-")), NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"], detached: true });
for (let i = 0; i < 240; i++) { if (await fetch(`${APP}/login`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 500)); }
try {
  for (const [user, lang, path, out] of [
    ["editor", "zh", "/MyAccount/statement?currency=CNY&from=2026-06-01&to=2026-11-27&format=pdf", "stmt-zh.pdf"],
    ["editor", "en", "/MyAccount/statement?currency=USD&from=2026-06-01&to=2026-11-27&format=xlsx", "stmt-en.xlsx"],
    ["admin", "zh", "/MyAccount/statement?currency=CNY&from=2026-11-01&to=2026-11-27&format=pdf", "stmt-admin.pdf"],
  ]) {
    const token = await passwordToken(SIM, user);
    const r = await fetch(APP + path, { headers: { cookie: `token=${token}; language=${lang}` }, redirect: "manual" });
    console.log(out, r.status, r.headers.get("content-type"), r.headers.get("location"));
    writeFileSync("/tmp/" + out, Buffer.from(await r.arrayBuffer()));
  }
} finally { process.kill(-server.pid!, "SIGTERM"); }
