import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";

/**
 * DESIGN §6 browser figures: first contentful paint of /login, and the time from clicking
 * "Log in" to a ready /workbench, in headless Chromium with 4x CPU throttling. Every run has a
 * fresh browser context (empty cache, no cookies), so each is a first visit and a real login.
 * One unmeasured warm-up run of each kind goes first (Chromium's own start-up, not the app's).
 */

export const CPU_THROTTLE = 4;
const STEP_TIMEOUT_MS = 15_000;

export interface Timing {
  /** Milliseconds of each measured run, in run order. */
  runsMs: number[];
  medianMs: number;
  maxMs: number;
  budgetMs: number;
  /** Where the time went, per run (diagnostics, not budgeted). */
  phases: Record<string, number[]>;
}

export type BrowserFigures =
  | { skipped: string }
  | {
      chromium: string;
      version: string;
      cpuThrottle: number;
      warmupRuns: number;
      /** 1-minute load average when the browser runs began: other work skews these figures most. */
      loadAverage: number;
      loginFcp: Timing;
      /** The public home (issue #9), whose budget is /login's median of the same run. */
      homeFcp: Timing;
      loginToWorkbench: Timing;
      /** A list screen opened from the sidebar of a ready /workbench, until its rows show. */
      listFromSidebar: Timing;
    };

export interface BrowserOptions {
  appUrl: string;
  simUrl: string;
  runs: number;
  budgets: { loginFcpMs: number; loginToWorkbenchMs: number; listFromSidebarMs: number };
  /** A token cookie of a user whose sidebar has System management › Users (the list opened). */
  adminToken: string;
  log: (message: string) => void;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
/** One measured run: the figure and its phases, all in ms. */
interface Run {
  ms: number;
  phases: Record<string, number>;
}
const timing = (runs: Run[], budgetMs: number): Timing => {
  const ms = runs.map((r) => r.ms);
  const phases: Record<string, number[]> = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.phases)) (phases[k] ??= []).push(Math.round(v));
  return {
    runsMs: ms.map((x) => Math.round(x)),
    medianMs: Math.round(median(ms)),
    maxMs: Math.round(Math.max(...ms)),
    budgetMs,
    phases,
  };
};

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
function explain(page: Page, step: string, error: unknown): Error {
  const first = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  const seen = problems.get(page) ?? [];
  const details = seen.length ? `; page problems: ${seen.slice(0, 5).join(" | ")}` : "";
  return new Error(`${step} (at ${page.url()}): ${first}${details}`);
}

/** A fresh context and page with the renderer's CPU slowed down CPU_THROTTLE times. */
async function throttledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  watch(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE });
  return { context, page };
}

/**
 * FCP of a first visit to /login, as the page's own Paint Timing reports it; phases: the
 * document's first byte (server time + network) and its last byte, from navigation start.
 */
async function pageFcp(browser: Browser, appUrl: string, path = "/login"): Promise<Run> {
  const { context, page } = await throttledPage(browser);
  try {
    const res = await page.goto(`${appUrl}${path}`, { waitUntil: "commit" });
    if (res?.status() !== 200) throw new Error(`GET ${path} answered ${res?.status()}`);
    const handle = await page
      .waitForFunction(
        () => {
          const fcp = window.performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
          const nav = window.performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
          return fcp === undefined
            ? undefined
            : {
                fcp,
                ttfb: nav?.responseStart ?? NaN,
                htmlEnd: nav?.responseEnd ?? NaN,
              };
        },
        undefined,
        { polling: 50 },
      )
      .catch((error: unknown) => Promise.reject(explain(page, `${path} had no first-contentful-paint entry`, error)));
    const { fcp, ttfb, htmlEnd } = (await handle.jsonValue()) as {
      fcp: number;
      ttfb: number;
      htmlEnd: number;
    };
    return { ms: fcp, phases: { ttfb, htmlEnd } };
  } finally {
    await context.close();
  }
}

/** The simulator's answer to an image captcha; the challenge exists once the image was served. */
async function captchaAnswer(simUrl: string, key: string): Promise<string> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    const res = await fetch(`${simUrl}/__dev/captcha?key=${encodeURIComponent(key)}`);
    const body = await res.text();
    if (res.ok) {
      const answer = (JSON.parse(body) as { answer?: unknown }).answer;
      if (typeof answer === "string" && answer) return answer;
      throw new Error(`__dev/captcha answered no answer: ${body.slice(0, 200)}`);
    }
    if (res.status !== 404 || Date.now() > deadline) {
      throw new Error(`__dev/captcha?key=${key}: ${res.status} ${body.slice(0, 200)} (is SIM_DEV_OUTBOX=1 set?)`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Opens `path` and waits until the page has hydrated. */
async function openHydrated(page: Page, appUrl: string, path: string) {
  const res = await page.goto(`${appUrl}${path}`);
  if (res?.status() !== 200) throw new Error(`GET ${path} answered ${res?.status()}`);
  await page
    .locator('html[data-hydrated="true"]')
    .waitFor({ state: "attached" })
    .catch((error: unknown) => Promise.reject(explain(page, `${path} did not hydrate`, error)));
}

/**
 * Clicks `target` as a person would and times until `ready` resolves; phase `url`: when the path
 * became `path`. Playwright's own pre-click checks (visible, stable, receives events) run before
 * the clock, so the measured interval holds only the click and what the app does with it.
 */
async function timedClick(page: Page, target: Locator, path: string, ready: () => Promise<unknown>): Promise<Run> {
  await target.hover();
  const box = await target.boundingBox();
  if (!box) throw new Error("the element to click has no box");
  const start = performance.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForURL((url) => url.pathname === path, { waitUntil: "commit" });
  const urlAt = performance.now();
  await ready();
  return { ms: performance.now() - start, phases: { url: urlAt - start } };
}

/**
 * Fills the account form as a person would, then times from the click on "Log in" until the URL
 * is /workbench, the page has hydrated and the roles line is visible. Phase: when the URL changed.
 */
async function loginToWorkbench(browser: Browser, appUrl: string, simUrl: string): Promise<Run> {
  const { context, page } = await throttledPage(browser);
  try {
    await openHydrated(page, appUrl, "/login");
    const form = page.locator("form").filter({ has: page.locator('input[name="charCaptcha"]') });
    const tenant = form.locator('input[name="tenantCode"]');
    if ((await tenant.inputValue()) !== "10001") await tenant.fill("10001");
    await form.locator('input[name="username"]').fill("admin");
    await form.locator('input[name="password"]').fill("123456");
    const key = await form.locator('input[name="captchaKey"]').inputValue();
    await form.locator('input[name="charCaptcha"]').fill(await captchaAnswer(simUrl, key));
    const submit = form.locator('button[name="intent"][value="account"]');
    try {
      return await timedClick(page, submit, "/workbench", async () => {
        await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
        await page.locator('[data-testid="workbench-roles"]').waitFor({ state: "visible" });
      });
    } catch (error) {
      const message = await page
        .locator('[data-testid="form-message"]')
        .first()
        .textContent({ timeout: 500 })
        .catch(() => null);
      const why = message ? `, the form says: ${message.trim()}` : "";
      throw explain(page, `login did not reach a ready /workbench${why}`, error);
    }
  } finally {
    await context.close();
  }
}

/**
 * From a ready /workbench (logged in by cookie), opens System management › Users in the sidebar
 * and times from the click on "Users" until the list's first row is visible. Phase: when the URL
 * changed.
 */
async function listFromSidebar(browser: Browser, appUrl: string, token: string): Promise<Run> {
  const { context, page } = await throttledPage(browser);
  try {
    await context.addCookies([{ name: "token", value: token, url: appUrl, httpOnly: true, sameSite: "Lax" }]);
    await openHydrated(page, appUrl, "/workbench");
    const sidebar = page.getByRole("navigation", { name: "Menu" });
    const users = sidebar.getByRole("link", { name: "Users", exact: true });
    if (!(await users.isVisible())) await sidebar.getByRole("button", { name: "System management" }).click();
    try {
      return await timedClick(page, users, "/sysuser", () => page.locator('[data-testid="data-table"] tbody tr').first().waitFor({ state: "visible" }));
    } catch (error) {
      throw explain(page, "the user list did not show its rows", error);
    }
  } finally {
    await context.close();
  }
}

export async function browserFigures(opts: BrowserOptions): Promise<BrowserFigures> {
  const executablePath = CHROMIUM_PATH;
  if (!existsSync(executablePath)) return { skipped: `no Chromium at ${executablePath} (set CHROMIUM_PATH)` };

  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const version = browser.version();
    const loadAverage = Number(loadavg()[0].toFixed(2));
    opts.log(`chromium ${version}: /login FCP, 1 warm-up + ${opts.runs} runs, ${CPU_THROTTLE}x CPU throttle`);
    await pageFcp(browser, opts.appUrl);
    const fcp: Run[] = [];
    for (let i = 0; i < opts.runs; i++) fcp.push(await pageFcp(browser, opts.appUrl));

    opts.log(`chromium: /swylgateway FCP, 1 warm-up + ${opts.runs} runs`);
    await pageFcp(browser, opts.appUrl, "/swylgateway");
    const home: Run[] = [];
    for (let i = 0; i < opts.runs; i++) home.push(await pageFcp(browser, opts.appUrl, "/swylgateway"));
    const loginTiming = timing(fcp, opts.budgets.loginFcpMs);

    opts.log(`chromium: click Log in → ready /workbench, 1 warm-up + ${opts.runs} runs`);
    await loginToWorkbench(browser, opts.appUrl, opts.simUrl);
    const login: Run[] = [];
    for (let i = 0; i < opts.runs; i++) login.push(await loginToWorkbench(browser, opts.appUrl, opts.simUrl));

    opts.log(`chromium: sidebar → Users list rows, 1 warm-up + ${opts.runs} runs`);
    await listFromSidebar(browser, opts.appUrl, opts.adminToken);
    const list: Run[] = [];
    for (let i = 0; i < opts.runs; i++) list.push(await listFromSidebar(browser, opts.appUrl, opts.adminToken));

    return {
      chromium: executablePath,
      version,
      cpuThrottle: CPU_THROTTLE,
      warmupRuns: 1,
      loadAverage,
      loginFcp: loginTiming,
      homeFcp: timing(home, loginTiming.medianMs),
      loginToWorkbench: timing(login, opts.budgets.loginToWorkbenchMs),
      listFromSidebar: timing(list, opts.budgets.listFromSidebarMs),
    };
  } finally {
    await browser.close();
  }
}

/** The two report lines (or the one line saying why there are none). */
export function browserLines(figures: BrowserFigures): string[] {
  const prefix = `browser (${CPU_THROTTLE}x CPU throttle):`;
  if ("skipped" in figures) return [`${prefix} skipped: ${figures.skipped}`];
  const verdict = (t: Timing) =>
    `budget ${t.budgetMs} ms: ${t.medianMs > t.budgetMs ? "OVER" : t.maxMs > t.budgetMs ? "median within, max OVER" : "within"}`;
  const runs = (t: Timing) => `${t.runsMs.length} runs after ${figures.warmupRuns} warm-up`;
  const line = (what: string, t: Timing) =>
    `${prefix} ${what} median ${t.medianMs} ms, max ${t.maxMs} ms (${verdict(t)}; ${runs(t)})`;
  return [
    line("/login FCP", figures.loginFcp),
    `${line("/swylgateway FCP", figures.homeFcp)} (its budget: /login's median)`,
    line("click Log in → ready /workbench", figures.loginToWorkbench),
    line("sidebar Users → list rows visible", figures.listFromSidebar),
  ];
}
