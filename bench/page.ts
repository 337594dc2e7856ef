import { performance } from "node:perf_hooks";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { assetFile, inlineStyles, type AssetKind } from "./assets";
import type { Run } from "./stats";

/**
 * What every browser figure shares, the product's and the anchor's alike (../shared/anchors/README.md):
 * a fresh context per sample, a 1280×800 viewport, the renderer's CPU slowed CPU_THROTTLE times
 * through the DevTools protocol, a click made as a person makes it and timed until the screen is
 * drawn, and what the page fetched meanwhile.
 */

export const CPU_THROTTLE = 4;
export const VIEWPORT = { width: 1280, height: 800 };
/**
 * A step's limit. Generous: on a machine whose memory faults cost ten times their usual price, the
 * anchor's dashboard once took over 15 s at 4×, and a slow figure still says more than a broken run.
 */
const STEP_TIMEOUT_MS = 60_000;
/** Rows a list figure waits for, when the screen's first page has that many. */
export const LIST_ROWS = 10;

/** What went wrong in the page so far: page errors, console errors, failed or erroring requests. */
const problems = new WeakMap<Page, string[]>();
function watch(page: Page) {
  const seen: string[] = [];
  problems.set(page, seen);
  page.on("pageerror", (error) => seen.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") seen.push(`console: ${message.text()}`);
  });
  page.on("requestfailed", (request) => seen.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ""}`));
  page.on("response", (response) => {
    if (response.status() >= 400) seen.push(`${response.status()}: ${response.url()}`);
  });
}

/** Rethrows with where the page is and what it complained about. */
export function explain(page: Page, step: string, error: unknown): Error {
  const first = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  const seen = problems.get(page) ?? [];
  const details = seen.length ? `; page problems: ${seen.slice(0, 5).join(" | ")}` : "";
  return new Error(`${step} (at ${page.url()}): ${first}${details}`);
}

/** A fresh context and page with the renderer's CPU slowed down CPU_THROTTLE times. */
export async function throttledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  watch(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE });
  return { context, page };
}

/** Runs `sample` on a fresh throttled page and closes its context, whatever happens. */
export async function onFreshPage<T>(browser: Browser, sample: (page: Page) => Promise<T>): Promise<T> {
  const { context, page } = await throttledPage(browser);
  try {
    return await sample(page);
  } finally {
    await context.close();
  }
}

/** The JS and CSS a page requests while recording: URLs in request order. */
export function recordAssets(page: Page) {
  let recording = false;
  const requested: { url: string; kind: AssetKind }[] = [];
  page.on("request", (request) => {
    const type = request.resourceType();
    if (recording && (type === "script" || type === "stylesheet")) requested.push({ url: request.url(), kind: type === "script" ? "js" : "css" });
  });
  return {
    start: () => {
      requested.length = 0;
      recording = true;
    },
    stop: () => {
      recording = false;
      return [...requested];
    },
  };
}

/**
 * Phases of a transfer, for Run.phases: how many JS and CSS requests and their gzip KiB (each
 * body fetched again after the timed interval, so the counting never slows the page).
 */
export async function transferPhases(requested: { url: string; kind: AssetKind }[]): Promise<Record<string, number>> {
  const files = await Promise.all(requested.map((r) => assetFile(r.url, r.kind)));
  const kib = (kind: AssetKind) => files.filter((f) => f.kind === kind).reduce((a, f) => a + f.gzipBytes, 0) / 1024;
  return {
    jsRequests: requested.filter((r) => r.kind === "js").length,
    cssRequests: requested.filter((r) => r.kind === "css").length,
    jsGzipKiB: kib("js"),
    cssGzipKiB: kib("css"),
  };
}

/**
 * Clicks `target` as a person would and times until the last of `steps` resolves; each step's
 * time from the click is a phase (the first is usually the URL change). Playwright's own pre-click
 * checks (visible, stable, receives events) run before the clock, so the measured interval holds
 * only the click and what the page does with it. The JS and CSS requested meanwhile are phases too.
 */
export async function timedClick(page: Page, target: Locator, steps: [name: string, done: () => Promise<unknown>][]): Promise<Run> {
  const assets = recordAssets(page);
  await target.hover();
  const box = await target.boundingBox();
  if (!box) throw new Error("the element to click has no box");
  assets.start();
  const start = performance.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const phases: Record<string, number> = {};
  for (const [name, done] of steps) {
    await done();
    phases[name] = performance.now() - start;
  }
  const ms = performance.now() - start;
  return { ms, phases: { ...phases, ...(await transferPhases(assets.stop())) } };
}

const QUIET_MS = 1_500;
const SETTLE_LIMIT_MS = 15_000;

/**
 * Waits until the page has had no request in flight for a second and a half: a person on a screen
 * reads or types for longer than that before the click the bench times. Both sides get the same
 * wait, so what a page does while it sits idle (the product's warm-up, decision 0037) counts
 * where it happens for people: before the click, not inside it.
 */
export async function settled(page: Page): Promise<void> {
  let inFlight = 0;
  let quietSince = performance.now();
  const started = () => inFlight++;
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) quietSince = performance.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    const deadline = performance.now() + SETTLE_LIMIT_MS;
    while (performance.now() < deadline && (inFlight > 0 || performance.now() - quietSince < QUIET_MS)) await page.waitForTimeout(50);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

/** Waits until at least `count` body rows of `rows` are visible. */
export async function rowsDrawn(rows: Locator, count: number): Promise<void> {
  await rows.nth(count - 1).waitFor({ state: "visible" });
}

/**
 * A first visit of `url`: first contentful paint as the page's own Paint Timing reports it; phases:
 * the document's first and last byte and the load event, from navigation start, and the JS and CSS
 * requested until the load event (what the budgets call the first visit's download).
 */
export async function firstVisit(page: Page, url: string): Promise<Run> {
  const assets = recordAssets(page);
  assets.start();
  const res = await page.goto(url, { waitUntil: "load" });
  const requested = assets.stop();
  if (res?.status() !== 200) throw new Error(`GET ${url} answered ${res?.status()}`);
  const handle = await page
    .waitForFunction(
      () => {
        const fcp = window.performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const nav = window.performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
        return fcp === undefined ? undefined : { fcp, ttfb: nav?.responseStart ?? NaN, htmlEnd: nav?.responseEnd ?? NaN, load: nav?.loadEventStart ?? NaN };
      },
      undefined,
      { polling: 50 },
    )
    .catch((error: unknown) => Promise.reject(explain(page, `${url} had no first-contentful-paint entry`, error)));
  const { fcp, ...phases } = (await handle.jsonValue()) as { fcp: number; ttfb: number; htmlEnd: number; load: number };
  const transfer = await transferPhases(requested);
  // The document's own <style> elements count as CSS downloaded, as a stylesheet would.
  const inline = inlineStyles(await res.text());
  const inlineCssGzipKiB = (inline?.gzipBytes ?? 0) / 1024;
  return { ms: fcp, phases: { ...phases, ...transfer, cssGzipKiB: transfer.cssGzipKiB + inlineCssGzipKiB, inlineCssGzipKiB } };
}

/** `runs` samples of `sample`, each on a fresh page, after one unmeasured warm-up unless the caller made its own. */
export async function samples<T>(browser: Browser, runs: number, sample: (page: Page) => Promise<T>, warmUp = true): Promise<T[]> {
  if (warmUp) await onFreshPage(browser, sample);
  const out: T[] = [];
  for (let i = 0; i < runs; i++) out.push(await onFreshPage(browser, sample));
  return out;
}
