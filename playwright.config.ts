import { defineConfig, devices } from "@playwright/test";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";

/**
 * End-to-end journeys against the real system: the built app and the embedded simulator,
 * on a fresh temporary database; a second app instance has no provider, to prove outages.
 */
/** E2E_PORT_OFFSET moves every port, so two checkouts can run their journeys side by side. */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const APP_PORT = 3311 + OFFSET;
export const SIM_PORT = 3411 + OFFSET;
export const DOWN_APP_PORT = 3312 + OFFSET;
/** A customer portal the embedded-mode journey serves itself, allowed to embed the app. */
export const PORTAL_PORT = 3313 + OFFSET;
const DEAD_PROVIDER = `http://127.0.0.1:${3499 + OFFSET}`;

process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "trade-e2e-"));

export default defineConfig({
  testDir: "./e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  // One retry in CI, where a 2-core runner can stall a journey; a test that needs it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // Debian's Chromium where it is installed, else Playwright's own browser.
        launchOptions: existsSync(CHROMIUM_PATH) ? { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } : {},
      },
    },
  ],
  webServer: [
    {
      command: "npx tsx server.ts",
      url: `http://127.0.0.1:${APP_PORT}/login`,
      env: {
        PORT: String(APP_PORT),
        HOST: "127.0.0.1",
        PROVIDER_PORT: String(SIM_PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        NODE_ENV: "production",
        SIM_DEV_OUTBOX: "1",
        SIM_RATE_LIMIT_FACTOR: "100",
        APP_RATE_LIMIT_FACTOR: "100",
        PROVIDER_URL: "",
        EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${PORTAL_PORT}`,
        VERSION_CHECK_MS: "3000",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "npx tsx server.ts",
      url: `http://127.0.0.1:${DOWN_APP_PORT}/login`,
      env: {
        PORT: String(DOWN_APP_PORT),
        HOST: "127.0.0.1",
        PROVIDER_URL: DEAD_PROVIDER,
        PROVIDER_TIMEOUT_MS: "3000",
        NODE_ENV: "production",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
