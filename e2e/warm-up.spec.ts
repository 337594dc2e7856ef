import type { BrowserContext, Page } from "@playwright/test";
import { captchaAnswer, expect, hydrated, loginAs, PASSWORD, test } from "./support";

/**
 * Decisions 0037 and 0039: once a page is left alone, it fetches the files of the screens a user
 * goes to next, so signing in and opening a screen from the sidebar wait for no script or stylesheet.
 */

/**
 * From now until `selector` is on the page: the scripts and stylesheets fetched over the network
 * (not from the cache) in between. The new screen's own warm-up starts after that and is left out.
 */
async function fetchedUntil(page: Page, selector: string, act: () => Promise<void>): Promise<string[]> {
  await page.evaluate((wanted) => {
    const state = window as unknown as { __from: number; __until?: number };
    state.__from = performance.now();
    state.__until = undefined;
    const observer = new MutationObserver(() => {
      if (!document.querySelector(wanted)) return;
      state.__until = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
  await act();
  await page.locator(selector).first().waitFor();
  return page.evaluate(() => {
    const { __from: from, __until: until = performance.now() } = window as unknown as { __from: number; __until?: number };
    return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime >= from && entry.startTime <= until && /\/assets\/[^?]+\.(js|css)$/.test(entry.name) && entry.transferSize > 0)
      .map((entry) => new URL(entry.name).pathname);
  });
}

/** Waits until the page has asked for a module matching `modulePattern` and the network has gone quiet. */
async function warmedUp(page: Page, modulePattern: RegExp) {
  await expect
    .poll(() => page.evaluate((source) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((link) => new RegExp(source).test(link.href)), modulePattern.source), {
      message: `a modulepreload link for ${modulePattern}`,
      timeout: 15_000,
    })
    .toBe(true);
  await page.waitForLoadState("networkidle");
  // Low-priority prefetches may still be queued when the page's own loads have gone quiet.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const done = new Set((performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => entry.responseEnd > 0).map((entry) => entry.name));
          return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="prefetch"]')].filter((link) => !done.has(link.href)).map((link) => link.href);
        }),
      { message: "every file asked for ahead has arrived", timeout: 15_000 },
    )
    .toEqual([]);
}

/** The administrator's workbench, with the sidebar's Users link in view (its group opened if need be). */
async function usersLinkOnWorkbench(page: Page, context: BrowserContext) {
  await loginAs(context, "admin");
  await page.goto("/workbench");
  await hydrated(page);
  const sidebar = page.getByRole("navigation", { name: "Menu" });
  const users = sidebar.getByRole("link", { name: "Users", exact: true });
  if (!(await users.isVisible())) await sidebar.getByRole("button", { name: "System management" }).click();
  return users;
}

test.describe("files fetched ahead while the page is idle", () => {
  for (const language of ["en", "zh"] as const) {
    test(`signing in fetches none of the shell's own files again (${language})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "language", value: language, url: baseURL }]);
      await page.goto("/login");
      await hydrated(page);
      await warmedUp(page, /\/assets\/_shell-[\w-]+\.js$/);
      // The shell's stylesheets wait in the cache, fetched with a low priority.
      expect(await page.locator('link[rel="prefetch"][as="style"]').count()).toBeGreaterThan(0);
      const form = page.locator("form").filter({ has: page.locator('input[name="charCaptcha"]') });
      await form.locator('input[name="tenantCode"]').fill("10001");
      await form.locator('input[name="username"]').fill("admin");
      await form.locator('input[name="password"]').fill(PASSWORD);
      await form.locator('input[name="charCaptcha"]').fill(await captchaAnswer(await form.locator('input[name="captchaKey"]').inputValue()));
      await form.locator('button[name="intent"][value="account"]').click();
      await expect(page).toHaveURL(/\/workbench$/);
      await expect(page.getByTestId("workbench-roles")).toHaveText(language === "en" ? "Administrator" : "管理员");
      await hydrated(page);
      // The login page has no React (decision 0040), so the workbench is a new page: each script
      // and stylesheet its HTML names came from the cache. (Its lazy parts, such as the toasts,
      // load after it is drawn, as on any page.)
      const named = [...(await page.request.get("/workbench").then((answer) => answer.text())).matchAll(/(?:href|src)="(\/assets\/[^"?]+\.(?:js|css))"/g)].map((m) => m[1]);
      // The shell and the kit are one script and one stylesheet (decision 0042).
      expect(named.filter((path) => /\/assets\/shell-[\w-]+\.(js|css)$/.test(path))).toHaveLength(2);
      const fetched = await page.evaluate((paths) => {
        const loaded = new Map((performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => [new URL(entry.name).pathname, entry.transferSize]));
        return paths.filter((path) => loaded.get(path) !== 0);
      }, named);
      expect(fetched, "every script and stylesheet of the shell and the workbench came from the warm-up").toEqual([]);
    });
  }

  test("a screen opened from the sidebar fetches no script or stylesheet", async ({ page, context }) => {
    const users = await usersLinkOnWorkbench(page, context);
    await warmedUp(page, /\/assets\/_shell\.sysuser-[\w-]+\.js$/);
    const fetched = await fetchedUntil(page, '[data-testid="data-table"] tbody tr', () => users.click());
    await expect(page).toHaveURL(/\/sysuser$/);
    expect(fetched, "every script and stylesheet of /sysuser came from the warm-up").toEqual([]);
  });
});

test.describe("the warm-up gives way to the user", () => {
  test("no screen's files are asked for while the user keeps pressing keys; a second after the last, they are", async ({ page, context }) => {
    await usersLinkOnWorkbench(page, context);
    // The warm-up's own links (low priority): Remix drops its server-rendered ones once hydrated.
    const warmUpLinks = () => page.locator('link[rel="modulepreload"][fetchpriority="low"], link[rel="prefetch"][fetchpriority="low"]').count();
    // Four seconds of keys, one every 250 ms: more than the idle callback's three-second limit.
    for (let press = 0; press < 16; press++) {
      await page.keyboard.press("Shift");
      await page.waitForTimeout(250);
    }
    expect(await warmUpLinks(), "nothing fetched ahead while the user was busy").toBe(0);
    await warmedUp(page, /\/assets\/_shell\.sysuser-[\w-]+\.js$/);
  });
});

test.describe("moving between screens", () => {
  test("a sidebar link loads the screen's own data only; the shell keeps its own and marks the current page", async ({ page, context }) => {
    const users = await usersLinkOnWorkbench(page, context);
    const dataRequests: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".data")) dataRequests.push(url);
    });
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await users.click();
    await expect(page.getByTestId("data-table").locator("tbody tr").first()).toBeVisible();
    await expect(page).toHaveURL(/\/sysuser$/);
    expect(await page.evaluate(() => "samePage" in window), "followed inside the page, not loaded again").toBe(true);
    expect(dataRequests.map((url) => url.pathname)).toEqual(["/sysuser.data"]);
    const routes = dataRequests[0].searchParams.get("_routes")?.split(",") ?? [];
    expect(routes, "the screen's loader runs").toContain("routes/_shell.sysuser");
    expect(routes, "the shell's loader (menu, user, notices) does not run again").not.toContain("routes/_shell");
    await expect(users).toHaveAttribute("aria-current", "page");
  });
});
