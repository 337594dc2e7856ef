import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { explain, firstVisit, LIST_ROWS, rowsDrawn, timedClick } from "./page";
import type { Run, Timing } from "./stats";
import { startStaticServer } from "./static-server";

/**
 * The anchor (../shared/anchors/README.md): vue-element-admin's production build, served by a
 * small static server and measured in the same run, with the same browser and the same steps as
 * the product: first visit of its login page, its Login button → its dashboard drawn, and its
 * sidebar's Table › Complex Table → ten body rows drawn. Users' clones have no ../shared: then
 * every anchor figure is skipped, saying why.
 */

export interface AnchorFigures {
  dir: string;
  loginFcp: Timing;
  loginToHome: Timing;
  listFromSidebar: Timing;
}

/** BENCH_ANCHOR_DIR, else ../shared/anchors/vue-element-admin beside the repository. */
export function anchorDir(env: Record<string, string | undefined> = process.env): string {
  return env.BENCH_ANCHOR_DIR || resolve(import.meta.dirname, "../../shared/anchors/vue-element-admin");
}

/** Why the anchor cannot be measured, or null when it can. */
export function anchorMissing(dir: string): string | null {
  return existsSync(join(dir, "index.html")) ? null : `no anchor build at ${dir} (set BENCH_ANCHOR_DIR; a clone of the product alone has none)`;
}

const LOGIN = "/#/login";
/** Element UI's table body rows (its fixed columns' copies sit in other wrappers). */
const TABLE_ROWS = ".el-table__body-wrapper > table > tbody > tr";
/** Complex Table's own rows: its table follows its filter bar (the dashboard's, fading out, does not). */
const COMPLEX_ROWS = `.filter-container ~ .el-table ${TABLE_ROWS}`;
const atHash = (page: Page, hash: string) => () => page.waitForURL((url) => url.hash === hash, { waitUntil: "commit" });

/** The dashboard drawn: its four chart canvases and a row of its table visible. */
const dashboardDrawn = (page: Page) => async () => {
  await page.locator("canvas").nth(3).waitFor({ state: "visible" });
  await page.locator(TABLE_ROWS).first().waitFor({ state: "visible" });
};

/** Its login form comes filled in: wait for the button, then click it. */
const loginButton = async (page: Page, url: string) => {
  await page.goto(`${url}${LOGIN}`);
  const button = page.getByRole("button", { name: "Login" });
  await button.waitFor({ state: "visible" });
  return button;
};

async function loginToDashboard(page: Page, url: string): Promise<Run> {
  try {
    return await timedClick(page, await loginButton(page, url), [
      ["url", atHash(page, "#/dashboard")],
      ["ready", dashboardDrawn(page)],
    ]);
  } catch (error) {
    throw explain(page, "the anchor's login did not draw its dashboard", error);
  }
}

/** Logged in (untimed), on the dashboard, the Table group open; one click on Complex Table until ten rows are drawn. */
async function complexTable(page: Page, url: string): Promise<Run> {
  try {
    await (await loginButton(page, url)).click();
    await atHash(page, "#/dashboard")();
    await dashboardDrawn(page)();
    const sidebar = page.locator(".sidebar-container");
    const link = sidebar.locator('a[href="#/table/complex-table"]');
    if (!(await link.isVisible())) await sidebar.locator(".el-submenu__title", { hasText: /^\s*Table\s*$/ }).click();
    // Element's submenu slides open; Playwright's pre-click checks wait until the link stands still.
    await link.waitFor({ state: "visible" });
    return await timedClick(page, link, [
      ["url", atHash(page, "#/table/complex-table")],
      ["firstRow", () => rowsDrawn(page.locator(COMPLEX_ROWS), 1)],
      ["rows", () => rowsDrawn(page.locator(COMPLEX_ROWS), LIST_ROWS)],
    ]);
  } catch (error) {
    throw explain(page, "the anchor's Complex Table did not draw its rows", error);
  }
}

/** The anchor's three figures, each a function of the browser and the served anchor's URL, so a run can pair each with the product's. */
export const anchorSamples = {
  loginFirstVisit: (page: Page, url: string) => firstVisit(page, `${url}${LOGIN}`),
  loginToHome: loginToDashboard,
  listFromSidebar: complexTable,
};

/** Serves the anchor for `use`, then stops serving it. */
export async function servingAnchor<T>(dir: string, use: (url: string) => Promise<T>): Promise<T> {
  const server = await startStaticServer(dir, "127.0.0.1");
  try {
    return await use(server.url);
  } finally {
    await server.close();
  }
}
