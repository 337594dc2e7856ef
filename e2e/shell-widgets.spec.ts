import { createServer } from "node:http";
import { APP, expect, hydrated, loginAs, PASSWORD, SIM, STACK, test } from "./support";

test.describe("menu search", () => {
  test("Ctrl+K opens it; keyboard picks a result and navigates", async ({ page, context }) => {
    await loginAs(context, "admin");
    await page.goto("/workbench");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    const search = page.getByRole("combobox", { name: "Find a page" });
    await expect(search).toBeFocused();
    await search.fill("organisations");
    const results = page.getByRole("listbox");
    await expect(results.getByRole("option").first()).toContainText("Organisations");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${APP}/sysorg`);
  });

  test("only pages the user may open are found", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    await page.getByRole("button", { name: "Search menu" }).click();
    await page.getByRole("combobox", { name: "Find a page" }).fill("users");
    await expect(page.getByRole("listbox").getByRole("option", { name: /Users/ })).toHaveCount(0);
  });

  test.describe("in Chinese", () => {
    test.use({ locale: "zh-CN" });
    test("pinyin initials find a page, and stop when the setting is off", async ({ page, context }) => {
      await loginAs(context, "admin");
      await page.goto("/workbench");
      await hydrated(page);
      await page.keyboard.press("Control+k");
      const search = page.getByRole("combobox");
      await search.fill("yhgl");
      await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("用户管理");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${APP}/sysuser`);

      await page.getByRole("button", { name: "布局设置" }).click();
      await page.getByRole("dialog", { name: "布局设置" }).getByRole("switch", { name: "拼音菜单搜索" }).uncheck();
      await page.keyboard.press("Escape");
      await page.keyboard.press("Control+k");
      await page.getByRole("combobox").fill("yhgl");
      await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(0);
    });
  });
});

test.describe("notices", () => {
  test("the bell shows the unread count; the dropdown has notice and message tabs and a way to see more", async ({ page, context }) => {
    await loginAs(context, "admin");
    await page.goto("/workbench");
    await hydrated(page);
    const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const unread = Number((await bell.getAttribute("aria-label"))?.match(/\d+/)?.[0]);
    expect(unread).toBeGreaterThanOrEqual(3);
    await bell.click();
    await expect(page.getByRole("tab", { name: /Notices/ })).toBeVisible();
    await expect(page.getByText("US CBP ACE maintenance window on Saturday")).toBeVisible();
    await page.getByRole("tab", { name: /Messages/ }).click();
    // The messages alone: the demo's workflow tasks and jobs keep adding newer ones, so none is named.
    const messages = page.getByRole("tabpanel", { name: /Messages/ });
    await expect(messages).toBeVisible();
    await expect(messages.getByRole("button").first()).toBeVisible();
    await expect(messages).not.toContainText("US CBP ACE maintenance window on Saturday");
    await page.getByRole("link", { name: "See more" }).click();
    await expect(page).toHaveURL(`${APP}/mynotification`);
  });

  test("in Traditional Chinese the bell and My notifications name each notice in Traditional Chinese", async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: "tw", url: APP }]);
    await page.goto("/workbench");
    await hydrated(page);
    await page.getByRole("button", { name: /^通知，\d+ 則未讀$/ }).click();
    await expect(page.getByText("美國 CBP ACE 系統週六維護")).toBeVisible();
    await expect(page.getByText("US CBP ACE maintenance window on Saturday")).toHaveCount(0);
    // The notices alone: the demo's workflow tasks add newer messages to the first page.
    await page.goto("/mynotification?type=notice");
    await hydrated(page);
    await expect(page.getByTestId("data-table")).toContainText("美國 CBP ACE 系統週六維護");
  });
});

test.describe("error log", () => {
  test.use({ expectedProblem: /shipment manifest parse failed|carrier lookup rejected/ });

  test("window errors and unhandled rejections are listed with message and stack; clear all empties it", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    await expect(page.getByRole("button", { name: /Error log/ })).toHaveCount(0);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("shipment manifest parse failed");
      });
      void Promise.reject(new Error("carrier lookup rejected"));
    });
    const badge = page.getByRole("button", { name: "Error log, 2 errors" });
    await expect(badge).toBeVisible();
    await badge.click();
    const dialog = page.getByRole("dialog", { name: "Error log" });
    await expect(dialog.getByText("shipment manifest parse failed").first()).toBeVisible();
    await expect(dialog.getByText("carrier lookup rejected").first()).toBeVisible();
    await expect(dialog.getByText("unhandledrejection")).toBeVisible();
    await expect(dialog.getByText(`${APP}/workbench`).first()).toBeVisible();
    await dialog.getByRole("button", { name: "Clear all" }).click();
    await expect(page.getByRole("button", { name: /Error log/ })).toHaveCount(0);
  });
});

test.describe("profile menu", () => {
  test("change password: mismatch warning, wrong old password, then success closes the dialog", async ({ page, context }) => {
    await loginAs(context, "manager");
    await page.goto("/workbench");
    await hydrated(page);
    const openDialog = async () => {
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("menuitem", { name: "Change password" }).click();
      return page.getByRole("dialog", { name: "Change password" });
    };
    let dialog = await openDialog();
    await dialog.getByRole("textbox", { name: "Old password", exact: true }).fill(PASSWORD);
    await dialog.getByRole("textbox", { name: "New password", exact: true }).fill("changed1");
    await dialog.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("changed2");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("New password and confirmation do not match.");

    await dialog.getByRole("textbox", { name: "Old password", exact: true }).fill("not-my-password");
    await dialog.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("changed1");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("old password is wrong")).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByRole("textbox", { name: "Old password", exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your password was changed.")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Put the seeded password back for the other journeys.
    dialog = await openDialog();
    await dialog.getByRole("textbox", { name: "Old password", exact: true }).fill("changed1");
    await dialog.getByRole("textbox", { name: "New password", exact: true }).fill(PASSWORD);
    await dialog.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a session that expired meanwhile opens the re-login dialog; Cancel stays, Re-Login goes to log in", async ({ page, context }) => {
    const token = await loginAs(context, "agent");
    await page.goto("/workbench");
    await hydrated(page);
    await fetch(`${SIM}/__dev/expireToken`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }) });
    const submitChange = async () => {
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("menuitem", { name: "Change password" }).click();
      const dialog = page.getByRole("dialog", { name: "Change password" });
      await dialog.getByRole("textbox", { name: "Old password", exact: true }).fill(PASSWORD);
      await dialog.getByRole("textbox", { name: "New password", exact: true }).fill("whatever1");
      await dialog.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("whatever1");
      await dialog.getByRole("button", { name: "Save" }).click();
    };
    await submitChange();
    const expired = page.getByRole("dialog", { name: "Logged out" });
    await expect(expired).toContainText("You have been logged out, you can cancel to stay on this page, or log in again");
    await expired.getByRole("button", { name: "Cancel" }).click();
    await expect(expired).toBeHidden();
    await expect(page).toHaveURL(`${APP}/workbench`);
    await page.keyboard.press("Escape");

    await submitChange();
    await page.getByRole("dialog", { name: "Logged out" }).getByRole("button", { name: "Re-Login" }).click();
    await expect(page).toHaveURL(`${APP}/login?redirect=%2Fworkbench`);
  });
});

test.describe("new-version check", () => {
  test("when the home page's script list changes, an alert says so and the page reloads", async ({ page, context }) => {
    await loginAs(context, "editor");
    let calls = 0;
    await page.route("**/swylgateway", async (route) => {
      calls += 1;
      try {
        const response = await route.fetch();
        let body = await response.text();
        if (calls > 1) body = body.replace("</head>", '<script type="module" src="/assets/entry.client-NEWBUILD.js"></script></head>');
        await route.fulfill({ response, body });
      } catch {
        // The page reloaded while this answer was on its way; nothing is waiting for it.
      }
    });
    await page.goto("/workbench");
    await hydrated(page);
    await expect(page.getByText("A new version of the platform was released. The page will refresh in a moment.")).toBeVisible({ timeout: 15_000 });
    await page.waitForEvent("load", { timeout: 15_000 });
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await expect(page).toHaveURL(`${APP}/workbench`);
  });
});

test.describe("embedded mode", () => {
  const PORTAL = `http://127.0.0.1:${STACK.portal}`;
  // A customer portal on the allowed origin that embeds the platform.
  const portal = createServer((_req, res) => {
    res.setHeader("Content-Type", "text/html");
    res.end(`<!doctype html><html lang="en"><title>Portal</title><iframe title="platform" src="${APP}/workbench" width="1200" height="800"></iframe></html>`);
  });
  test.beforeAll(() => new Promise<void>((resolve) => portal.listen(STACK.portal, "127.0.0.1", resolve)));
  test.afterAll(() => new Promise<void>((resolve) => portal.close(() => resolve())));

  test("a message from an allowed parent navigates; one from another origin is ignored and logged", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto(`${PORTAL}/`);
    const platformFrame = () => page.frames().find((f) => f.url().startsWith(APP));
    await expect.poll(() => platformFrame()?.url()).toBe(`${APP}/workbench`);
    const frame = platformFrame();
    await frame!.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await page.evaluate((origin) => {
      (document.querySelector("iframe") as HTMLIFrameElement).contentWindow!.postMessage({ action: "/HscodeMgt" }, origin);
    }, APP);
    await expect.poll(() => frame!.url()).toBe(`${APP}/HscodeMgt`);

    // A message whose origin is not on the list changes nothing and lands in the error log.
    await frame!.evaluate(() => {
      window.dispatchEvent(new MessageEvent("message", { origin: "https://evil.example", data: { action: "/GoodsMgt" }, source: window.parent }));
    });
    await frame!.getByRole("button", { name: /Error log/ }).click();
    await expect(frame!.getByRole("dialog", { name: "Error log" })).toContainText("https://evil.example");
    expect(frame!.url()).toBe(`${APP}/HscodeMgt`);
  });
});
