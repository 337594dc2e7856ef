/**
 * Screenshots of the main screens at the widths users work at, in English and Chinese, into
 * reports/screenshots/. Serves the last build (`npm run build` first) with its own simulator on
 * a fresh database, or uses a running system: SCREENSHOTS_APP_URL and SCREENSHOTS_PROVIDER_URL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { passwordToken } from "./provider-token";

const WIDTHS = process.env.SCREENSHOTS_WIDTHS ? process.env.SCREENSHOTS_WIDTHS.split(",").map(Number) : [390, 1024, 1280, 1440, 1920];
/** Every system-management, authority, tenant, member, profile and US clearance screen. */
const ALL_SCREENS = [
  "sysuser", "onlinesysuser", "sysauditlog", "syspost", "sysmenu", "sysorg", "sysdict", "sysregion", "sysparam", "notification", "appclient",
  "sysrole", "sysurl", "datapermission", "systenant", "mynotification",
  "approvalUser", "AuthorityReview", "individualUser", "enterpriseUser", "profileEnterprise", "bankAccountManagement", "addressManagement",
  "usaHome", "customerInformations", "importersAndExporters", "powerOfAttorney", "PortInformationMaintenance", "carrierMaintenance",
  "importClearance", "vehicleTowing", "GoodsMgt", "ClassifyOrder", "ClassifyPlatform", "ManifestQuery", "HscodeMgt", "Declaration", "hongKongSeamless", "declarationUnit", "addressInformation", "customerInformation", "clearanceCargoInformation",
  "vendorInformation", "sBankAccountManagement", "sAddressManagement", "orderList", "OneClickOrder", "warehouseInformation", "InventoryInquiry", "merchandiseNews", "DataReport", "jumpManagement", "OpenApiUser", "OpenApiInfo",
  "weChatManagement", "weChatModuleManagement", "pushManagement",
];
/** SCREENSHOTS_SCREENS=sysuser,sysrole takes only those. */
const SCREENS = process.env.SCREENSHOTS_SCREENS ? process.env.SCREENSHOTS_SCREENS.split(",") : ALL_SCREENS;
const LANGUAGES = ["en", "zh"] as const;
const OUT_DIR = "reports/screenshots";
const APP_PORT = 3391;
const SIM_PORT = 3491;
const APP = process.env.SCREENSHOTS_APP_URL ?? `http://127.0.0.1:${APP_PORT}`;
const PROVIDER = process.env.SCREENSHOTS_PROVIDER_URL ?? `http://127.0.0.1:${SIM_PORT}`;
/** Below this width the menu is a drawer (SPEC §9: mobile breakpoint 992 px). */
const MOBILE_BREAKPOINT_PX = 992;

/** Starts the app the way the e2e web server does, and waits until it answers. */
async function startSystem(): Promise<ChildProcess> {
  const server = spawn("node", ["build/app/server.js"], {
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      HOST: "127.0.0.1",
      PROVIDER_PORT: String(SIM_PORT),
      PROVIDER_URL: "",
      DATA_DIR: mkdtempSync(join(tmpdir(), "trade-screenshots-")),
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
    // Its own process group, so stopping it stops the app and the simulator under npx.
    detached: true,
  });
  for (let tries = 0; tries < 240; tries++) {
    const up = await fetch(`${APP}/login`).then((r) => r.ok, () => false);
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopSystem(server);
  throw new Error(`the app did not start on ${APP}`);
}

function stopSystem(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}


async function settled(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  await page.evaluate(() => document.fonts.ready);
  // Measured layouts (breadcrumb, area switch, top menu) settle after their observers run.
  await page.waitForTimeout(300);
}

async function shoot(browser: Browser, token: string | null, language: string, width: number, name: string, act: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height: width < MOBILE_BREAKPOINT_PX ? 844 : 900 } });
  const cookies = [{ name: "language", value: language, url: APP }];
  if (token) cookies.push({ name: "token", value: token, url: APP });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await act(page);
  await settled(page);
  await page.screenshot({ path: join(OUT_DIR, `${name.replace(/\//g, "_")}-${language}-${width}.png`) });
  await context.close();
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const server = process.env.SCREENSHOTS_APP_URL ? null : await startSystem();
  const browser = await chromium.launch(existsSync(CHROMIUM_PATH) ? { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } : {});
  try {
    const token = await passwordToken(PROVIDER, "admin");
    const horizontal = encodeURIComponent(JSON.stringify({ navMode: "horizontal" }));
    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        await shoot(browser, null, language, width, "login", (page) => page.goto(`${APP}/login`).then(() => undefined));
        await shoot(browser, token, language, width, "workbench", (page) => page.goto(`${APP}/workbench`).then(() => undefined));
        await shoot(browser, token, language, width, "vendor-information", (page) => page.goto(`${APP}/vendorInformation`).then(() => undefined));
        await shoot(browser, token, language, width, "profile", (page) => page.goto(`${APP}/profile/index`).then(() => undefined));
        await shoot(browser, token, language, width, "top-menu", async (page) => {
          await page.context().addCookies([{ name: "settings", value: horizontal, url: APP }]);
          await page.goto(`${APP}/vendorInformation`);
        });
        for (const screen of SCREENS) {
          await shoot(browser, token, language, width, screen, (page) => page.goto(`${APP}/${screen}`).then(() => undefined));
        }
        if (width < MOBILE_BREAKPOINT_PX) {
          await shoot(browser, token, language, width, "menu-drawer", async (page) => {
            await page.goto(`${APP}/vendorInformation`);
            await settled(page);
            await page.locator("header button.mantine-Burger-root").click();
            await page.getByRole("dialog").waitFor();
          });
        }
      }
    }
  } finally {
    await browser.close();
    if (server) stopSystem(server);
  }
  console.log(`screenshots in ${OUT_DIR}/`);
}

await main();
