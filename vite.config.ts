import { vitePlugin as remix } from "@remix-run/dev";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Each Mantine component brings its own stylesheet (decision 0010). Every component's class map
 * (`Button.module.css.mjs`) gains an import of the matching `styles/Button.layer.css`, so a page
 * downloads the CSS of the components it draws, in the chunk that draws them, instead of the whole
 * 200 KiB stylesheet. The layer keeps the app's own CSS ahead of Mantine's whatever the load order.
 */
function mantineStylesPerComponent(): Plugin {
  const styles = here("./node_modules/@mantine/core/styles");
  const classMap = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.css\.mjs$/;
  return {
    name: "mantine-styles-per-component",
    transform(code, id) {
      const name = classMap.exec(id.split("?")[0])?.[1];
      if (!name) return null;
      if (!existsSync(`${styles}/${name}.layer.css`)) throw new Error(`Mantine class map ${name} has no styles/${name}.layer.css`);
      return { code: `import "@mantine/core/styles/${name}.layer.css";\n${code}`, map: null };
    },
  };
}

/** The app's browser and server builds (decision 0010): Rollup splits per route, so a page loads what it draws. */
export default defineConfig({
  resolve: { alias: { "~": here("./app"), "#contract": here("./contract") } },
  // The server build bundles the icon set and Mantine, so it holds the icons and components the
  // pages use instead of loading every one into each app process (85 and 60 MB).
  ssr: { noExternal: ["@tabler/icons-react", /^@mantine\//] },
  plugins: [
    mantineStylesPerComponent(),
    remix({
      // Flat routes treat every file in app/routes as a route: keep styles and tests out.
      ignoredRouteFiles: ["**/.*", "**/*.css", "**/*.test.{ts,tsx}"],
      serverModuleFormat: "esm",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
      },
    }),
  ],
});
