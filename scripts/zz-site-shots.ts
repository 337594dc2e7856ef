import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
const APP = "http://127.0.0.1:5391";
const server = spawn("node", ["build/app/server.js"], { env: { ...process.env, PORT: "5391", HOST: "127.0.0.1", PROVIDER_PORT: "5491", PROVIDER_URL: "", DATA_DIR: mkdtempSync(join(tmpdir(), "shots-")), NODE_ENV: "production", WEB_CONCURRENCY: "1" }, stdio: ["ignore", "ignore", "inherit"], detached: true });
for (let i = 0; i < 240; i++) { if (await fetch(`${APP}/login`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 500)); }
const pages = (process.env.PAGES ?? "/swylgateway,/Product_service,/About_us,/developing,/DataQuery,/goodsClassification?parent=XI,/goodsClassificationDetails?code=610910,/login,/register,/forgotpassword,/nonexistent-page").split(",");
const widths = (process.env.WIDTHS ?? "390,1920").split(",").map(Number);
const langs = (process.env.LANGS ?? "en,zh,tw").split(",");
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const lng of langs) for (const width of widths) for (const path of pages) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${APP}${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const name = path.replace(/[/?=&]/g, "_");
    await page.screenshot({ path: `/tmp/shots/${name}-${lng}-${width}.png`, fullPage: true });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    if (sw > width) console.log("OVERFLOW", path, lng, width, sw);
    await ctx.close();
  }
} finally { await browser.close(); process.kill(-server.pid!, "SIGTERM"); }
