import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** `npm run test:bench`: the bench's own helpers (pure functions and the anchor's static server). */
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: { include: ["bench/**/*.test.ts"], environment: "node", pool: "forks" },
});
