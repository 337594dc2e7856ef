import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const ALL = ["app/**/*.test.{ts,tsx}", "contract/**/*.test.ts", "provider-sim/**/*.test.ts", "db/**/*.test.ts", "seeds/**/*.test.ts", "bench/**/*.test.ts"];

/**
 * Files that replace modules (vi.mock), change the environment or fake the timers run in a fresh
 * module graph each; every other file shares its worker's modules (docs/decisions/0029).
 */
const ISOLATED = [
  "app/auth/session.server.test.ts",
  "app/auth/revocation.server.test.ts",
  "app/provider/index.server.test.ts",
  "app/resources/route.server.test.ts",
  "app/routes/_auth.login.test.ts",
  "app/shell/error-log.test.ts",
  "provider-sim/resources/open-api-charge-refused.test.ts",
];

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#contract": fileURLToPath(new URL("./contract", import.meta.url)),
    },
  },
  test: {
    globals: true,
    environment: "node",
    pool: "forks",
    // One worker per core (vitest's default leaves one core idle): the whole run on 2 cores took
    // 145 s instead of 289 s (docs/decisions/0029).
    maxWorkers: availableParallelism(),
    // Seeding and bcrypt are slow on a loaded 2-core machine; these are hang guards, not timings.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { DATA_DIR: ":memory:", NODE_ENV: "test" },
    projects: [
      { extends: true, test: { name: "shared", include: ALL, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
