import type { Page } from "@playwright/test";
import { explain, LIST_ROWS, rowsDrawn, settled, timedClick } from "./page";
import type { Run, Timing } from "./stats";

/**
 * The product's browser samples (../shared/anchors/README.md, DESIGN §6): first contentful paint
 * of /login and of the public home, the time from clicking "Log in" to a ready /workbench, and for
 * two list screens the time from one click on the sidebar link of a ready /workbench until ten
 * body rows are drawn, on the screen's first visit of the session and again after going back.
 * Every sample runs on a fresh browser context (empty cache, no cookies): bench/figures.ts.
 */

const TABLE_ROWS = '[data-testid="data-table"] tbody tr';

/** A list screen and how its sidebar link is reached from /workbench. */
export interface ListScreen {
  path: string;
  /** The sidebar link's name, and the groups to open (outermost first) before it shows. */
  link: string;
  groups: string[];
  /** The business area whose menu holds it (remembered as the area switch remembers it), if not the default one. */
  area?: string;
}

export const LIST_SCREENS: ListScreen[] = [
  { path: "/sysuser", link: "Users", groups: ["System management"] },
  { path: "/importClearance", link: "Import clearance", groups: ["Declaration management"], area: "UsCustomsClearance" },
];

export interface ListFigures {
  path: string;
  /** The rows waited for: LIST_ROWS, or fewer when the screen's first page has fewer. */
  rows: number;
  first: Timing;
  again: Timing;
}

export interface ProductFigures {
  loginFcp: Timing;
  /** The public home (issue #9), whose budget is /login's median of the same run. */
  homeFcp: Timing;
  /** Press on "Log in" → a hydrated /workbench showing its roles line. */
  loginToWorkbench: Timing;
  /** The same runs: press on "Log in" → the workbench's heading painted (Element Timing), hydrated or not. */
  loginToWorkbenchDrawn: Timing;
  lists: ListFigures[];
}

/** What the product's samples need. */
export interface ProductOptions {
  appUrl: string;
  simUrl: string;
  /** A token cookie of the demo administrator (tenant 10001), whose sidebar holds every list screen. */
  adminToken: string;
}

/** The simulator's answer to an image captcha; the challenge exists once the image was served. */
async function captchaAnswer(simUrl: string, key: string): Promise<string> {
  const deadline = Date.now() + 15_000;
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
  await hydrated(page, `${path} did not hydrate`);
}

const hydrated = (page: Page, what: string) =>
  page
    .locator('html[data-hydrated="true"]')
    .waitFor({ state: "attached" })
    .catch((error: unknown) => Promise.reject(explain(page, what, error)));

const atPath = (page: Page, path: string) => () => page.waitForURL((url) => url.pathname === path, { waitUntil: "commit" });
/** A ready /workbench: hydrated, the roles line visible. */
const workbenchReady = (page: Page) => async () => {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  await page.locator('[data-testid="workbench-roles"]').waitFor({ state: "visible" });
};

const PRESSED_AT_KEY = "bench:pressedAt";

/** Notes, in the browser's own clock, when the mouse button goes down on the login page (the next page reads it). */
function recordPressTime(key: string) {
  sessionStorage.removeItem(key);
  document.addEventListener("mousedown", (event) => sessionStorage.setItem(key, String(performance.timeOrigin + event.timeStamp)), { capture: true, once: true });
}

/**
 * Ms from the press on "Log in" until the browser painted the workbench's heading (Element Timing:
 * its `elementtiming` attribute), whether or not the page had hydrated by then.
 */
async function workbenchDrawn(page: Page): Promise<number> {
  const drawn = await page.evaluate(
    (key) =>
      new Promise<number>((resolve, reject) => {
        const pressedAt = Number(sessionStorage.getItem(key));
        if (!pressedAt) return reject(new Error("the login page noted no mouse-down on its button"));
        const timer = setTimeout(() => reject(new Error("no element timing entry for the workbench's heading")), 5_000);
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find((e) => (e as PerformanceEntry & { identifier?: string }).identifier === "workbench-heading") as (PerformanceEntry & { renderTime: number }) | undefined;
          if (!entry) return;
          clearTimeout(timer);
          resolve(performance.timeOrigin + entry.renderTime - pressedAt);
        }).observe({ type: "element", buffered: true });
      }),
    PRESSED_AT_KEY,
  );
  if (!(drawn > 0)) throw explain(page, `the workbench's heading was painted ${drawn} ms after the press`, new Error("no paint after the press"));
  return drawn;
}

/**
 * Fills the account form as a person would, then times from the click on "Log in" until the URL
 * is /workbench, the page has hydrated and the roles line is visible.
 */
export async function loginToWorkbench(page: Page, appUrl: string, simUrl: string): Promise<Run> {
  await openHydrated(page, appUrl, "/login");
  const form = page.locator("form").filter({ has: page.locator('input[name="charCaptcha"]') });
  const tenant = form.locator('input[name="tenantCode"]');
  if ((await tenant.inputValue()) !== "10001") await tenant.fill("10001");
  await form.locator('input[name="username"]').fill("admin");
  await form.locator('input[name="password"]').fill("123456");
  const key = await form.locator('input[name="captchaKey"]').inputValue();
  await form.locator('input[name="charCaptcha"]').fill(await captchaAnswer(simUrl, key));
  const submit = form.locator('button[name="intent"][value="account"]');
  await settled(page);
  await page.evaluate(recordPressTime, PRESSED_AT_KEY);
  try {
    const run = await timedClick(page, submit, [
      ["url", atPath(page, "/workbench")],
      ["ready", workbenchReady(page)],
    ]);
    return { ...run, phases: { ...run.phases, drawn: await workbenchDrawn(page) } };
  } catch (error) {
    const message = await page.locator('[data-testid="form-message"]').first().textContent({ timeout: 500 }).catch(() => null);
    throw explain(page, `login did not reach a ready /workbench${message ? `, the form says: ${message.trim()}` : ""}`, error);
  }
}

/** The screen's sidebar link, its groups opened first where they are closed. */
async function sidebarLink(page: Page, screen: ListScreen) {
  const sidebar = page.getByRole("navigation", { name: "Menu" });
  const link = sidebar.getByRole("link", { name: screen.link, exact: true });
  for (const group of screen.groups) {
    if (await link.isVisible()) break;
    const button = sidebar.getByRole("button", { name: group, exact: true });
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  }
  await link.waitFor({ state: "visible" });
  return link;
}

/**
 * One sample of a list screen: logged in by cookie, a ready /workbench, the screen's sidebar
 * group open; one click on its link until `rows` body rows are drawn (first visit of the session);
 * the breadcrumb's Workbench link back to a ready /workbench, and the same click again.
 */
export async function listSample(page: Page, opts: ProductOptions, screen: ListScreen, rows: number): Promise<{ first: Run; again: Run }> {
  const context = page.context();
  await context.addCookies([{ name: "token", value: opts.adminToken, url: opts.appUrl, httpOnly: true, sameSite: "Lax" }]);
  if (screen.area) {
    await context.addCookies([{ name: "area", value: screen.area, url: opts.appUrl, sameSite: "Lax" }]);
    await context.addInitScript((area) => sessionStorage.setItem("businessArea", area), screen.area);
  }
  await openHydrated(page, opts.appUrl, "/workbench");
  await workbenchReady(page)();
  const table = page.locator(TABLE_ROWS);
  const open = async () => {
    try {
      const link = await sidebarLink(page, screen);
      await settled(page);
      return await timedClick(page, link, [
        ["url", atPath(page, screen.path)],
        ["firstRow", () => rowsDrawn(table, 1)],
        ["rows", () => rowsDrawn(table, rows)],
      ]);
    } catch (error) {
      throw explain(page, `${screen.path} did not draw ${rows} rows`, error);
    }
  };
  const first = await open();
  try {
    // The breadcrumb's first link: every screen has it, whichever area's menu the sidebar shows.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Workbench", exact: true }).click();
    await atPath(page, "/workbench")();
    await workbenchReady(page)();
  } catch (error) {
    throw explain(page, "the breadcrumb's Workbench link did not lead back to a ready /workbench", error);
  }
  return { first, again: await open() };
}

/** The rows of the screen's first page (after it settled), for screens that show fewer than LIST_ROWS. */
export async function rowsOnFirstPage(page: Page, opts: ProductOptions, screen: ListScreen): Promise<number> {
  await listSample(page, opts, screen, 1);
  await page.waitForLoadState("networkidle");
  return Math.min(LIST_ROWS, await page.locator(TABLE_ROWS).count());
}
