import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { anchorMissing, anchorSamples, servingAnchor, type AnchorFigures } from "./anchor";
import { LIST_SCREENS, listSample, loginToWorkbench, rowsOnFirstPage, type ListFigures, type ProductFigures, type ProductOptions } from "./browser";
import type { SummaryFigure } from "./format";
import { CPU_THROTTLE, firstVisit, LIST_ROWS, onFreshPage, samples, VIEWPORT } from "./page";
import { comparisonTable, comparisons, diagnosticLine, type Budgets } from "./side-by-side";
import { timing, type Timing } from "./stats";

/**
 * Every browser figure of a run, the anchor's and the product's, in one Chromium. Each anchor
 * figure is measured right before the product's figures it is compared with, so a ratio holds
 * two measurements taken minutes apart at most on the same (noisy) machine.
 */

export type BrowserFigures =
  | { skipped: string }
  | {
      chromium: string;
      version: string;
      cpuThrottle: number;
      viewport: typeof VIEWPORT;
      runs: number;
      warmupRuns: number;
      /** 1-minute load average when the browser runs began: other work skews these figures most. */
      loadAverage: number;
      product: ProductFigures;
      /** Skipped (with the reason) where the anchor's build is missing. */
      anchor: AnchorFigures | { skipped: string };
    };

export interface FiguresOptions extends ProductOptions {
  runs: number;
  anchorDir: string;
  log: (message: string) => void;
}

/** The anchor's figure from `measure`, or undefined when there is no anchor. */
type AnchorStep = <T>(measure: (url: string) => Promise<T>) => Promise<T | undefined>;

async function measureAll(browser: Browser, opts: FiguresOptions, anchor: AnchorStep) {
  const { runs, log } = opts;
  const each = <T>(sample: (page: Page) => Promise<T>) => samples(browser, runs, sample);

  log(`first visits of the login pages (anchor, product) and the public home, 1 warm-up + ${runs} runs each`);
  const anchorLogin = await anchor(async (url) => timing(await each((page) => anchorSamples.loginFirstVisit(page, url))));
  const loginFcp = timing(await each((page) => firstVisit(page, `${opts.appUrl}/login`)));
  const homeFcp = timing(await each((page) => firstVisit(page, `${opts.appUrl}/swylgateway`)));

  log(`click the login button → home drawn (anchor, product), 1 warm-up + ${runs} runs each`);
  const anchorHome = await anchor(async (url) => timing(await each((page) => anchorSamples.loginToHome(page, url))));
  const loginRuns = await each((page) => loginToWorkbench(page, opts.appUrl, opts.simUrl));
  const loginToWorkbenchTiming = timing(loginRuns);
  const loginToWorkbenchDrawn = timing(loginRuns.map((run) => ({ ms: run.phases.drawn, phases: {} })));

  log(`sidebar → list rows (anchor's Complex Table, then each product list: first visit and again), 1 warm-up + ${runs} runs each`);
  const anchorList = await anchor(async (url) => timing(await each((page) => anchorSamples.listFromSidebar(page, url))));
  const lists: ListFigures[] = [];
  for (const screen of LIST_SCREENS) {
    // Counting the first page's rows is the warm-up sample.
    const rows = await onFreshPage(browser, (page) => rowsOnFirstPage(page, opts, screen));
    log(`  ${screen.path}: waits for ${rows} rows`);
    const both = await samples(browser, runs, (page) => listSample(page, opts, screen, rows), false);
    lists.push({ path: screen.path, rows, first: timing(both.map((r) => r.first)), again: timing(both.map((r) => r.again)) });
  }

  const product: ProductFigures = { loginFcp, homeFcp, loginToWorkbench: loginToWorkbenchTiming, loginToWorkbenchDrawn, lists };
  const anchorFigures = anchorLogin && anchorHome && anchorList ? { dir: opts.anchorDir, loginFcp: anchorLogin, loginToHome: anchorHome, listFromSidebar: anchorList } : undefined;
  return { product, anchor: anchorFigures };
}

export async function browserFigures(opts: FiguresOptions): Promise<BrowserFigures> {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)` };
  const missing = anchorMissing(opts.anchorDir);
  if (missing) opts.log(`anchor skipped: ${missing}`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const version = browser.version();
    const loadAverage = Number(loadavg()[0].toFixed(2));
    opts.log(`chromium ${version}, ${CPU_THROTTLE}x CPU throttle, ${VIEWPORT.width}×${VIEWPORT.height}`);
    const { product, anchor } = missing
      ? await measureAll(browser, opts, async () => undefined)
      : await servingAnchor(opts.anchorDir, (url) => measureAll(browser, opts, (measure) => measure(url)));
    return {
      chromium: CHROMIUM_PATH,
      version,
      cpuThrottle: CPU_THROTTLE,
      viewport: VIEWPORT,
      runs: opts.runs,
      warmupRuns: 1,
      loadAverage,
      product,
      anchor: anchor ?? { skipped: missing ?? "not measured" },
    };
  } finally {
    await browser.close();
  }
}

/** The printed lines of the browser figures: the side-by-side table, the kept /swylgateway figure, the diagnostics. */
export function browserLines(figures: BrowserFigures, budgets: Budgets): string[] {
  if ("skipped" in figures) return [`browser: skipped: ${figures.skipped}`];
  const { product, anchor } = figures;
  const measured = "skipped" in anchor ? null : anchor;
  const heading =
    "skipped" in anchor
      ? `no anchor (${anchor.skipped}): absolute budgets instead of ratios`
      : `side by side with the anchor (${anchor.dir}), same run, same browser:`;
  const home = product.homeFcp.medianMs <= product.loginFcp.medianMs ? "within" : "OVER";
  const diagnostics: [string, Timing | undefined][] = [
    ["anchor /#/login first visit", measured?.loginFcp],
    ["/login first visit", product.loginFcp],
    ["/swylgateway first visit", product.homeFcp],
    ["anchor Login → dashboard", measured?.loginToHome],
    ["Log in → /workbench", product.loginToWorkbench],
    ["anchor sidebar → Complex Table", measured?.listFromSidebar],
    ...product.lists.flatMap((l): [string, Timing][] => [
      [`sidebar → ${l.path}, first visit`, l.first],
      [`sidebar → ${l.path}, again`, l.again],
    ]),
  ];
  return [
    `browser: Chromium ${figures.version}, ${figures.cpuThrottle}x CPU throttle, ${figures.viewport.width}×${figures.viewport.height}, ` +
      `medians of ${figures.runs} after ${figures.warmupRuns} warm-up, fresh context a sample, load avg ${figures.loadAverage}`,
    comparisonTable(comparisons(product, measured, budgets), heading),
    `  (lists wait for ${product.lists.map((l) => `${l.rows} rows on ${l.path}`).join(", ")}${measured ? `; the anchor for ${LIST_ROWS} on Complex Table` : ""})`,
    `/swylgateway first contentful paint median ${product.homeFcp.medianMs} ms (budget: /login's median ${product.loginFcp.medianMs} ms: ${home})`,
    "diagnostics per transition (medians; not budgeted): phases from the click (or navigation start), JS/CSS requested meanwhile, gzip level 6",
    ...diagnostics.filter((d): d is [string, Timing] => d[1] !== undefined).map(([label, t]) => diagnosticLine(label, t)),
  ];
}

/** The browser figures as rows of the run's summary table: each ratio to the anchor, or the absolute fall-back. */
export function browserSummary(figures: BrowserFigures, budgets: Budgets): SummaryFigure[] {
  if ("skipped" in figures) return [];
  const anchor = "skipped" in figures.anchor ? null : figures.anchor;
  return [
    ...comparisons(figures.product, anchor, budgets).flatMap((c): SummaryFigure[] => [
      ...(c.ratioBudget !== null && c.anchor !== null ? [{ figure: `${c.figure} / anchor`, value: c.product / c.anchor, unit: "x" as const, budget: c.ratioBudget }] : []),
      ...(c.absoluteBudget !== null ? [{ figure: c.figure, value: c.product, unit: c.unit, budget: c.absoluteBudget }] : []),
    ]),
    { figure: "/swylgateway FCP (budget: /login's)", value: figures.product.homeFcp.medianMs, unit: "ms", budget: figures.product.loginFcp.medianMs },
  ];
}
