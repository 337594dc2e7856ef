import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { stackPorts, STACKS } from "../playwright.config";
import { passwordToken } from "../scripts/provider-token";

/** This worker's stack (playwright.config.ts): its app, simulator and portal ports. */
export const STACK = stackPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const APP = `http://127.0.0.1:${STACK.app}`;
export const SIM = `http://127.0.0.1:${STACK.sim}`;
/**
 * How many stacks share the machine's cores. Time limits are multiplied by it: with two, a
 * journey may take up to twice as long on a loaded machine, and should fail only when stuck.
 */
export { STACKS };
export const PASSWORD = "123456";

/** Requests a sweep keeps in flight at once: the app runs one process per core, each answering several. */
const SWEEP_WIDTH = 4;

/** Runs a sweep's `tasks`, independent of each other, SWEEP_WIDTH at a time. */
export async function inPool(tasks: Array<() => Promise<void>>, width = SWEEP_WIDTH) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
}

/** Console lines a test expects (e.g. the browser's note on a deliberate 401 document). */
const EXPECTED_STATUS_LINE = /Failed to load resource: the server responded with a status of (401|404|503)/;

interface Fixtures {
  /** Multiplies the test's time limit (config, describe or file) by STACKS; a limit set in a test body multiplies itself. */
  stacksTime: void;
  /** Console errors, warnings and page errors seen so far; asserted empty after each test. */
  consoleProblems: string[];
}

interface Options {
  /** Problems a test provokes on purpose (e.g. the error-log journey throws an error). */
  expectedProblem: RegExp | null;
}

export const test = base.extend<Fixtures & Options>({
  baseURL: APP,
  expectedProblem: [null, { option: true }],
  stacksTime: [
    async ({}, use, testInfo) => {
      testInfo.setTimeout(testInfo.timeout * STACKS);
      await use();
    },
    { auto: true },
  ],
  consoleProblems: [
    async ({ page, expectedProblem }, use) => {
      const problems: string[] = [];
      const expected = (text: string) => EXPECTED_STATUS_LINE.test(text) || (expectedProblem?.test(text) ?? false);
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        if (expected(message.text())) return;
        problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => {
        if (!expected(error.message)) problems.push(`pageerror: ${error.message}`);
      });
      await use(problems);
      expect(problems, "no console errors, warnings or hydration problems").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the page and run its effects, so input reaches the app; a
 * public-site page has no React, so there it waits for the page's own scripts to have run.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"], html[data-site="public"]').waitFor({ state: "attached" });
  await page.waitForLoadState("domcontentloaded");
}

export async function captchaAnswer(key: string): Promise<string> {
  const response = await fetch(`${SIM}/__dev/captcha?key=${encodeURIComponent(key)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { answer: string }).answer;
}

interface OutboxEntry {
  channel: "sms" | "email" | "wechat";
  to: string;
  subject: string;
  body: string;
  code: string | null;
}

/** The newest message the simulator "sent" to `to`. */
export async function lastMessageTo(to: string): Promise<OutboxEntry> {
  const response = await fetch(`${SIM}/__dev/outbox?to=${encodeURIComponent(to)}`);
  const list = (await response.json()) as OutboxEntry[];
  const entry = list.find((e) => e.to === to);
  if (!entry) throw new Error(`nothing was sent to ${to}`);
  return entry;
}

/** Fills and submits the account tab of the login form, answering the captcha. */
export async function submitLogin(page: Page, { tenant = "10001", username, password = PASSWORD }: { tenant?: string; username: string; password?: string }) {
  await hydrated(page);
  const form = page.locator("form").filter({ has: page.locator('input[name="charCaptcha"]') });
  await form.getByRole("textbox", { name: "Tenant code", exact: true }).fill(tenant);
  await form.getByRole("textbox", { name: "Username", exact: true }).fill(username);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  const key = await form.locator('input[name="captchaKey"]').inputValue();
  await form.getByRole("textbox", { name: "Captcha", exact: true }).fill(await captchaAnswer(key));
  await form.getByRole("button", { name: "Log in" }).click();
}

/** Logs in through the provider's token endpoint and hands the browser the cookie (fast path). */
export async function loginAs(context: BrowserContext, username: string, tenant = "10001"): Promise<string> {
  const token = await passwordToken(SIM, username, tenant, PASSWORD);
  await context.addCookies([{ name: "token", value: token, url: APP, httpOnly: true, sameSite: "Lax" }]);
  return token;
}

/** No serious or critical WCAG 2.2 A/AA violations on the page as it is now (axe-core). */
export async function expectAccessible(page: Page) {
  // The WCAG 2.x A and AA rules: axe's best-practice extras roughly double a scan's time here.
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(serious, "serious or critical accessibility violations").toEqual([]);
}

/**
 * Tab from the top of the page through every stop until focus comes back round (or `limit` stops):
 * none may land on something hidden from assistive technology, where a keyboard user sees nothing.
 */
export async function expectNoHiddenTabStops(page: Page, limit = 200) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const hidden: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return "none";
      // Marked on the way: meeting a marked element again means the walk has come round, unless
      // it is the one just left (a date or month input has a stop for each of its parts).
      const walked = element.getAttribute("data-tab-walked");
      const step = String(document.querySelectorAll("[data-tab-walked]").length);
      if (walked !== null) return walked === String(Number(step) - 1) ? "shown" : "again";
      element.setAttribute("data-tab-walked", step);
      return element.closest("[aria-hidden='true'], [aria-hidden='']") ? `${element.tagName} ${element.getAttribute("class") ?? ""}` : "shown";
    });
    if (stop === "again") break;
    if (stop !== "none" && stop !== "shown") hidden.push(stop);
  }
  await page.evaluate(() => document.querySelectorAll("[data-tab-walked]").forEach((e) => e.removeAttribute("data-tab-walked")));
  expect(hidden, "Tab stops hidden from assistive technology").toEqual([]);
}

/** A form field by its whole label, marked required (" *") or not. */
export function field(scope: Locator | Page, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/%]/g, "\\$&")}\\s*\\*?$`));
}

/** Opens a select of the scope by its label and picks the option (the list opens at the page's root). */
export async function choose(scope: Locator, page: Page, label: string, option: string | RegExp) {
  await field(scope, label).click();
  await page.getByRole("option", { name: option }).first().click();
}
