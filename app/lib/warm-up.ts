import { useEffect } from "react";

/** A route as the browser's route manifest describes it: its module, the chunks it imports, its stylesheets. */
export interface RouteAssets {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
}

interface BrowserManifest {
  version: string;
  routes: Record<string, RouteAssets | undefined>;
}

/** Scripts and stylesheets to fetch ahead, each once, leaving out what `known` says is already here. */
export function filesToWarm(routes: readonly RouteAssets[], known: (href: string) => boolean): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const route of routes) {
    for (const href of [route.module, ...(route.imports ?? [])]) if (!known(href)) scripts.add(href);
    for (const href of route.css ?? []) if (!known(href)) styles.add(href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The discovered screens under `parentPrefix`, from the route manifest Remix keeps in the page. */
export function discoveredRoutes(manifest: BrowserManifest, parentPrefix: string): RouteAssets[] {
  return Object.values(manifest.routes).filter((route): route is RouteAssets => route !== undefined && route.id.startsWith(parentPrefix));
}

// Hrefs this page has already asked for: a link added once is never added again.
const asked = new Set<string>();

function isKnown(href: string): boolean {
  return asked.has(href) || document.querySelector(`link[href="${CSS.escape(href)}"], script[src="${CSS.escape(href)}"]`) !== null;
}

/**
 * Asks the browser for the screens' files: every script as a `modulepreload` (fetched and
 * compiled at once), then each screen's module imported, one per idle moment, so its code has
 * also run (zod builds its schemas there) before the screen is opened; stylesheets as a
 * `prefetch`, applied only when a screen links them. Static files only: no data is fetched ahead.
 */
function warm(routes: readonly RouteAssets[]) {
  const { scripts, styles } = filesToWarm(routes, isKnown);
  const add = (rel: string, href: string, as?: string) => {
    asked.add(href);
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.setAttribute("fetchpriority", "low");
    document.head.appendChild(link);
  };
  for (const href of scripts) add("modulepreload", href);
  for (const href of styles) add("prefetch", href, "style");
  const modules = routes.map((route) => route.module).filter((href) => scripts.includes(href));
  const next = () => {
    const href = modules.shift();
    if (href) whenQuiet(() => void import(/* @vite-ignore */ href).catch(() => undefined).finally(next));
  };
  next();
}

/**
 * The moment of the user's last key, pointer press or wheel turn; the page's own start counts as
 * one, so a page left within QUIET_MS of loading warms nothing up.
 */
let lastInput = typeof performance === "undefined" ? 0 : performance.now();
let listening = false;

function listenForInput() {
  if (listening) return;
  listening = true;
  const note = () => {
    lastInput = performance.now();
  };
  for (const type of ["keydown", "pointerdown", "wheel", "touchstart"]) window.addEventListener(type, note, { capture: true, passive: true });
}

/**
 * Runs `work` once the user has left the page alone for QUIET_MS and the browser is idle. An
 * input in the meantime starts the wait again: warming up never competes with what the user
 * does, and costs nothing on pages they leave at once.
 */
function whenQuiet(work: () => void): () => void {
  let cancel = () => {};
  const wait = () => {
    const rest = quietRemaining(lastInput, performance.now());
    if (rest > 0) {
      const handle = setTimeout(wait, rest);
      cancel = () => clearTimeout(handle);
      return;
    }
    cancel = whenIdle(() => (quietRemaining(lastInput, performance.now()) > 0 ? wait() : work()));
  };
  wait();
  return () => cancel();
}

/** How long, from `now`, until the page has been left alone for QUIET_MS since the input at `last`. */
export function quietRemaining(last: number, now: number): number {
  return Math.max(0, last + QUIET_MS - now);
}

const QUIET_MS = 1_000;

/** Runs `work` once the browser has nothing better to do (or after `timeout` ms at the latest). */
function whenIdle(work: () => void, timeout = 3_000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 500);
  return () => clearTimeout(handle);
}

const browserManifest = () => (window as unknown as { __remixManifest?: BrowserManifest }).__remixManifest;

/**
 * The sign-in screens (decisions 0037, 0039): once the page is left alone, the files of the shell
 * and of `path` (the screen a user lands on), so signing in waits for none of them. Remix's own
 * route discovery answers which files those are; a manifest from another release answers nothing
 * and nothing is warmed.
 */
export function useWarmUpSignedInShell(path: string) {
  useEffect(() => {
    listenForInput();
    return whenQuiet(() => {
      const manifest = browserManifest();
      if (!manifest) return;
      const url = new URL("/__manifest", window.location.origin);
      url.searchParams.append("p", path);
      url.searchParams.set("version", manifest.version);
      void fetch(url)
        .then((response) => (response.status === 200 ? (response.json() as Promise<Record<string, RouteAssets>>) : null))
        .then((routes) => routes && warm(Object.values(routes)))
        .catch(() => undefined);
    });
  }, [path]);
}

/**
 * The shell (decisions 0037, 0039): once the page is left alone, the files of every screen whose
 * link is on the page (the sidebar, the tags, the breadcrumb). Remix discovers a link's route
 * shortly after the link is drawn (a sidebar group opened, an area switched), so the manifest is
 * looked at again every second and whatever it gained is warmed up too. A click then waits only
 * for its data.
 */
export function useWarmUpLinkedScreens(parentPrefix: string) {
  useEffect(() => {
    listenForInput();
    let known = -1;
    let cancelIdle = () => {};
    const look = () => {
      const manifest = browserManifest();
      const count = manifest ? Object.keys(manifest.routes).length : 0;
      if (!manifest || count === known) return;
      known = count;
      cancelIdle();
      cancelIdle = whenQuiet(() => warm(discoveredRoutes(manifest, parentPrefix)));
    };
    look();
    const timer = setInterval(look, DISCOVERY_CHECK_MS);
    return () => {
      clearInterval(timer);
      cancelIdle();
    };
  }, [parentPrefix]);
}

const DISCOVERY_CHECK_MS = 1_000;
