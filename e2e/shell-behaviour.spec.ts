import type { Page, Route } from "@playwright/test";
import { APP, expect, hydrated, loginAs, SIM, submitLogin, test } from "./support";

const EXPIRED_TEXT = "You have been logged out, you can cancel to stay on this page, or log in again";

async function expire(token: string) {
  const answer = await fetch(`${SIM}/__dev/expireToken`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
  });
  expect(answer.ok).toBe(true);
}

// Journeys with several logins and switches: more time than the default on a shared machine.
test.describe.configure({ timeout: 90_000 });

const tabs = (page: Page) => page.getByRole("tablist", { name: "Open pages" }).getByRole("tab");

test.describe("an expired session (SPEC §8)", () => {
  test("a save after expiry keeps the page: Cancel stays with the input, Re-Login brings it back after logging in", async ({ page, context }) => {
    const token = await loginAs(context, "editor");
    await page.goto("/profile/index");
    await hydrated(page);
    const address = page.getByRole("textbox", { name: "Address" });
    await address.fill("Pier 7, Kwai Chung");
    await expire(token);

    await page.getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("dialog", { name: "Logged out" });
    await expect(dialog).toContainText(EXPIRED_TEXT, { timeout: 30_000 });
    await expect(page).toHaveURL(`${APP}/profile/index`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(address).toHaveValue("Pier 7, Kwai Chung");

    await page.getByRole("button", { name: "Save" }).click();
    await dialog.getByRole("button", { name: "Re-Login" }).click();
    await expect(page).toHaveURL(`${APP}/login?redirect=%2Fprofile%2Findex`);
    await expect(page.getByText(EXPIRED_TEXT)).toHaveCount(0);
    await submitLogin(page, { username: "editor" });
    await expect(page).toHaveURL(`${APP}/profile/index`);
    await expect(page.getByRole("textbox", { name: "Address" })).toHaveValue("Pier 7, Kwai Chung");
  });

  test("a client-side navigation after expiry goes to log in without the dialog's words", async ({ page, context }) => {
    const token = await loginAs(context, "agent");
    await page.goto("/workbench");
    await hydrated(page);
    await expire(token);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL(`${APP}/login?redirect=%2Fprofile%2Findex`);
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await expect(page.getByText(EXPIRED_TEXT)).toHaveCount(0);
  });
});

test.describe("what the user may open (SPEC §6)", () => {
  test("routes whose roles the user lacks are neither in the menu nor in the search", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    const nav = page.getByRole("navigation");
    await nav.getByText("Permission demo").first().click();
    await expect(nav.getByText("Directive permission")).toBeVisible();
    await expect(nav.getByText("Page permission")).toHaveCount(0);
    await expect(nav.getByText("Role permission")).toHaveCount(0);

    await page.keyboard.press("Control+K");
    const search = page.getByRole("dialog", { name: "Menu search" });
    await search.getByRole("combobox").fill("permission");
    await expect(search.getByRole("option").filter({ hasText: "Directive permission" })).toBeVisible();
    await expect(search.getByRole("option").filter({ hasText: /Page permission|Role permission/ })).toHaveCount(0);
  });

  test("refused and unknown paths never become tabs; a switch closes the tabs the new roles cannot open", async ({ page, context }) => {
    await loginAs(context, "manager");
    await page.goto("/sysuser");
    await hydrated(page);
    await expect(tabs(page)).toHaveCount(2);
    await expect(tabs(page).nth(1)).not.toHaveText("/sysuser");

    await page.goto("/workbench");
    await hydrated(page);
    await expect(tabs(page)).toHaveCount(2);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: /HS Classifier/ }).click();
    await expect(page).toHaveURL(`${APP}/workbench`);
    await expect(page.getByTestId("workbench-roles")).toHaveText("Customs agent");
    await expect(tabs(page)).toHaveText(["Workbench"]);

    expect((await page.goto("/sysuser"))?.status()).toBe(401);
    expect((await page.goto("/no-such-page"))?.status()).toBe(401);
    await page.goto("/workbench");
    await hydrated(page);
    await expect(tabs(page)).toHaveText(["Workbench"]);

    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: /Department Manager/ }).click();
    await expect(page.getByTestId("workbench-roles")).toHaveText("Manager");
  });
});

test.describe("notices in the bell", () => {
  test("opening a notice shows it and marks it read; mark all read empties the badge", async ({ page, context }) => {
    await loginAs(context, "agent");
    await page.goto("/workbench");
    await hydrated(page);
    const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
    const unread = Number((await bell.getAttribute("aria-label"))?.match(/\d+/)?.[0]);
    expect(unread).toBeGreaterThan(1);

    await bell.click();
    await page.getByRole("button", { name: /New HS 2022 correlation table published/ }).click();
    const notice = page.getByRole("dialog", { name: "New HS 2022 correlation table published" });
    await expect(notice).toContainText("The HS 2017 to HS 2022 correlation table is now in HS code management.");
    await expect(notice).toContainText("Published");
    await expect(page.getByRole("button", { name: `Notifications, ${unread - 1} unread` })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(notice).toBeHidden();

    await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect(page.getByRole("button", { name: "Notifications, 0 unread" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Notifications, 0 unread" })).toBeVisible();
  });
});

test.describe("menu search hotkey", () => {
  test("Ctrl K pressed as soon as the workbench shows, before the scripts ran, opens the search", async ({ page, context }) => {
    await loginAs(context, "agent");
    // The scripts are held back until the key was pressed.
    const held: Route[] = [];
    let released = false;
    await page.route("**/assets/**/*.js", (route) => (released ? route.continue() : void held.push(route)));
    await page.goto("/workbench", { waitUntil: "commit" });
    await expect(page.getByTestId("workbench-roles")).toBeVisible();
    await page.keyboard.press("Control+K");
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await expect(page.getByRole("dialog", { name: "Menu search" })).toBeVisible();
  });

  test("a phone's menu search shows no keyboard hints", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(context, "agent");
    await page.goto("/workbench");
    await hydrated(page);
    await page.getByRole("button", { name: "Search menu" }).click();
    const search = page.getByRole("dialog", { name: "Menu search" });
    await expect(search.getByRole("combobox")).toBeVisible();
    await expect(search.getByText("↑↓ to move, Enter to open, Esc to close")).toBeHidden();
  });
});

test.describe("the account", () => {
  test("logout forgets the user's id, name and tenant name in the browser (SPEC §3, §9)", async ({ page, context }) => {
    await loginAs(context, "agent");
    await page.goto("/workbench");
    await hydrated(page);
    const stored = () =>
      page.evaluate(() => [localStorage.getItem("userId"), localStorage.getItem("userName"), sessionStorage.getItem("tenantName")]);
    await expect.poll(async () => (await stored())[1]).toBe("agent");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(`${APP}/login`);
    expect(await stored()).toEqual([null, null, null]);
  });

  test("the change-password dialog takes focus, keeps it, and words empty fields in the app's language", async ({ page, context }) => {
    await loginAs(context, "agent");
    await page.goto("/workbench");
    await hydrated(page);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Change password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change password" });
    const old = dialog.getByRole("textbox", { name: "Old password", exact: true });
    await expect(old).toBeFocused();
    await expect(old).toHaveAttribute("aria-required", "true");
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("button", { name: "Save" }).click();
    // No native bubble stops the form: the server's translated messages show inline.
    await expect(dialog.getByText("password must be 6 to 31 characters").first()).toBeVisible({ timeout: 30_000 });
    // Closed, the dialog gives focus back to the account button; so does the menu closed by Escape.
    const account = page.getByRole("button", { name: "Account menu" });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(account).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Change password" })).toBeVisible();
    // The menu takes focus once it has opened; Escape is read inside it, as a person presses it then.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(account).toBeFocused();
  });
});

test.describe("page titles", () => {
  test("each logged-in page is titled by its menu entry, in the page's language", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await expect(page).toHaveTitle("Workbench · Trade Platform");
    await page.goto("/permission/directive");
    await expect(page).toHaveTitle("Directive permission · Trade Platform");
    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await page.goto("/profile/index");
    await expect(page).toHaveTitle("个人信息 · 关务贸易平台");
  });
});
