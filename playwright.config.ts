import { defineConfig, devices } from "@playwright/test";
import { existsSync, mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";

/**
 * End-to-end journeys against the real system: the built app and the embedded simulator, on
 * fresh temporary databases; one more app instance has no provider, to prove outages.
 *
 * Each worker drives its own stack (app + simulator + database), so journeys that change shared
 * state (a password, a lock-out, a revoked token) never meet another worker's. E2E_STACKS sets
 * how many: by default one per core, at most two. Two stacks share the cores, so every time
 * limit is multiplied by the number of stacks (e2e/support.ts): a journey fails when it is stuck,
 * not when the machine is loaded (docs/decisions/0041).
 */
/** E2E_PORT_OFFSET moves every port, so two checkouts can run their journeys side by side. */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const STACKS = Math.max(1, Number(process.env.E2E_STACKS ?? Math.min(2, availableParallelism())));

/** The ports of one worker's stack; stack 0 keeps the historical ones. */
export function stackPorts(stack: number) {
  const shift = OFFSET + stack * 500;
  /** `portal`: a customer portal the embedded-mode journey serves itself, allowed to embed the app. */
  return { app: 3311 + shift, sim: 3411 + shift, portal: 3313 + shift };
}
export const DOWN_APP_PORT = 3312 + OFFSET;
const DEAD_PROVIDER = `http://127.0.0.1:${3499 + OFFSET}`;

process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "trade-e2e-"));

/**
 * With E2E_SERVER_LOG set to a folder, each server's request log lands there (one JSON line a
 * request, with its duration), so a journey that stalled can be matched to the request that did.
 */
const SERVER_LOG = process.env.E2E_SERVER_LOG;
const serverCommand = (name: string) => (SERVER_LOG ? `node build/app/server.js >> ${join(SERVER_LOG, `${name}.log`)}` : "node build/app/server.js");

function stackServer(stack: number) {
  const ports = stackPorts(stack);
  return {
    command: serverCommand(`stack-${stack}`),
    url: `http://127.0.0.1:${ports.app}/login`,
    env: {
      PORT: String(ports.app),
      HOST: "127.0.0.1",
      PROVIDER_PORT: String(ports.sim),
      DATA_DIR: join(process.env.E2E_DATA_DIR!, `stack-${stack}`),
      NODE_ENV: "production",
      SIM_DEV_OUTBOX: "1",
      SIM_RATE_LIMIT_FACTOR: "100",
      APP_RATE_LIMIT_FACTOR: "100",
      PROVIDER_URL: "",
      EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${ports.portal}`,
      VERSION_CHECK_MS: "3000",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "./e2e",
  // Per stack: a journey's limit is multiplied by STACKS in e2e/support.ts, an expectation's here.
  timeout: 30_000,
  expect: { timeout: 10_000 * STACKS },
  workers: STACKS,
  fullyParallel: false,
  // One retry in CI, where a 2-core runner can stall a journey; a test that needs it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    // Each worker's own app (e2e/support.ts sets baseURL by the worker's stack).
    baseURL: `http://127.0.0.1:${stackPorts(0).app}`,
    // Recording a trace costs every journey time; CI records the retry of a journey that failed.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    // The journeys' reader asks for less motion (the theme honours it): no waiting on dialog and menu transitions.
    reducedMotion: "reduce",
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
    ...Array.from({ length: STACKS }, (_, stack) => stackServer(stack)),
    {
      command: "node build/app/server.js",
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
