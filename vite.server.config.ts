import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The production server (server.ts with the simulator it may start) as plain JavaScript in
 * build/app/, so `npm start` runs node on it instead of compiling TypeScript at every start.
 * Packages stay in node_modules; only the project's own modules are bundled.
 */
export default defineConfig({
  resolve: { alias: { "~": here("./app"), "#contract": here("./contract") } },
  build: {
    ssr: "server.ts",
    outDir: "build/app",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: { output: { format: "esm", entryFileNames: "server.js" } },
  },
  publicDir: false,
  logLevel: "warn",
});
