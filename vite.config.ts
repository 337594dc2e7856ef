import { vitePlugin as remix } from "@remix-run/dev";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const mantineStyles = here("./node_modules/@mantine/core/styles");

/** Mantine's base stylesheets, which root.tsx imports first. */
const MANTINE_BASE = ["baseline", "default-css-variables", "global"];

/**
 * Each Mantine component brings its own stylesheet (decision 0010). Every component's class map
 * (`Button.module.css.mjs`) gains an import of the matching `styles/Button.layer.css`, so a page
 * downloads the CSS of the components it draws, in the chunk that draws them, instead of the whole
 * 200 KiB stylesheet. The layer keeps the app's own CSS ahead of Mantine's whatever the load order.
 */
function mantineStylesPerComponent(): Plugin {
  const classMap = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.css\.mjs$/;
  return {
    name: "mantine-styles-per-component",
    transform(code, id) {
      const name = classMap.exec(id.split("?")[0])?.[1];
      if (!name) return null;
      if (!existsSync(`${mantineStyles}/${name}.layer.css`)) throw new Error(`Mantine class map ${name} has no styles/${name}.layer.css`);
      return { code: `import "@mantine/core/styles/${name}.layer.css";\n${code}`, map: null };
    },
  };
}

/**
 * Chunks put components' stylesheets on a page in whatever order the chunk graph gives, but
 * Mantine's rules rely on its own order (a Button's background must come after the
 * UnstyledButton reset it is drawn on). So each stylesheet gets a layer of its own inside
 * `mantine` (`mantine.Button`), and the first base stylesheet declares all of them in Mantine's
 * order, read from its whole stylesheet: the cascade follows that declaration, not the load order.
 */
function mantineLayersInMantineOrder(): Plugin {
  const core = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.layer\.css$/;
  const extension = /[\\/]@mantine[\\/]([a-z]+)[\\/]styles\.layer\.css$/;
  let declaration: string | undefined;
  return {
    name: "mantine-layers-in-mantine-order",
    enforce: "pre",
    transform(code, id) {
      const path = id.split("?")[0];
      const name = core.exec(path)?.[1] ?? extension.exec(path)?.[1];
      if (!name) return null;
      const layered = code.replaceAll(/@layer mantine\s*\{/g, `@layer mantine.${name} {`);
      if (name !== MANTINE_BASE[0]) return { code: layered, map: null };
      declaration ??= `@layer ${mantineLayerOrder().map((layer) => `mantine.${layer}`).join(", ")};\n`;
      return { code: declaration + layered, map: null };
    },
  };
}

/** The base layers, every component in the order of Mantine's whole stylesheet, then the extension packages' sheets. */
function mantineLayerOrder(): string[] {
  const whole = readFileSync(`${mantineStyles}/../styles.css`, "utf8");
  const place = (name: string) => {
    const firstClass = /\.m_[0-9a-f]+/.exec(readFileSync(`${mantineStyles}/${name}.css`, "utf8"))?.[0];
    const at = firstClass ? whole.indexOf(firstClass) : -1;
    if (at < 0) throw new Error(`Mantine's stylesheet does not place ${name}`);
    return at;
  };
  const components = readdirSync(mantineStyles)
    .filter((file) => file.endsWith(".layer.css"))
    .map((file) => file.slice(0, -".layer.css".length))
    .filter((name) => !MANTINE_BASE.includes(name))
    .map((name) => ({ name, at: place(name) }))
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
  const extensions = readdirSync(here("./node_modules/@mantine")).filter((pkg) => existsSync(here(`./node_modules/@mantine/${pkg}/styles.layer.css`)));
  return [...MANTINE_BASE, ...components, ...extensions];
}

/** The files whose static imports every logged-in page loads first: the browser entry, the root, the shell and the workbench. */
const FIRST_PAGE = ["./app/entry.client.tsx", "./app/root.tsx", "./app/routes/_shell.tsx", "./app/routes/_shell.workbench.tsx"].map(here);

/** What Rollup tells `manualChunks` about the module graph (the part read here). */
interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * One chunk for everything the first logged-in page imports statically (decision 0042): React,
 * Remix, Mantine's components the app draws, the shell and the kit. The entries themselves stay
 * chunks of their own (Remix names them in its manifest); a dynamic import stays a chunk too. The
 * closure takes only static imports, so the chunk never imports a chunk outside it.
 */
function firstPageChunk(entries: readonly string[]) {
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | undefined => {
    members ??= staticClosure(entries, graph);
    return members.has(id) ? "shell" : undefined;
  };
}

function staticClosure(entries: readonly string[], graph: ModuleGraph): Set<string> {
  const ids = [...graph.getModuleIds()];
  const starts = ids.filter((id) => entries.includes(id.split("?")[0]));
  for (const entry of entries) if (!starts.some((id) => id.split("?")[0] === entry)) throw new Error(`the shell chunk's entry ${entry} is not in the module graph`);
  const members = new Set<string>();
  const pending = starts.flatMap((id) => graph.getModuleInfo(id)?.importedIds ?? []);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (members.has(id) || starts.includes(id)) continue;
    members.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return members;
}

/** The app's browser and server builds (decision 0010): Rollup splits per route, so a page loads what it draws. */
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: firstPageChunk(FIRST_PAGE) } } },
  resolve: { alias: { "~": here("./app"), "#contract": here("./contract") } },
  // The server build bundles the icon set and Mantine, so it holds the icons and components the
  // pages use instead of loading every one into each app process (85 and 60 MB).
  ssr: { noExternal: ["@tabler/icons-react", /^@mantine\//] },
  plugins: [
    mantineLayersInMantineOrder(),
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
}));
