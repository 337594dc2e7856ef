import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
    include: ["app/**/*.test.{ts,tsx}", "contract/**/*.test.ts", "provider-sim/**/*.test.ts", "db/**/*.test.ts", "seeds/**/*.test.ts"],
    pool: "forks",
    // Seeding and bcrypt are slow on a loaded 2-core machine; these are hang guards, not timings.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { DATA_DIR: ":memory:", NODE_ENV: "test" },
  },
});
