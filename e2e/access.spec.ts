import { APP, expect, loginAs, SIM, test } from "./support";

test.describe("route access and sessions", () => {
  test("an editor typing /sysuser gets the 401 page", async ({ page, context }) => {
    await loginAs(context, "editor");
    const response = await page.goto("/sysuser");
    expect(response?.status()).toBe(401);
    await expect(page.getByRole("heading", { name: "No permission" })).toBeVisible();
    await expect(page).toHaveURL(`${APP}/sysuser`);
  });

  test("a menu route without its screen yet shows the coming-soon panel to whom it is granted", async ({ page, context }) => {
    // The form designer is still to come.
    await loginAs(context, "admin");
    const response = await page.goto("/formdesign");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("is on its way")).toBeVisible();
  });

  test("the permission demo page needs ROLE_ADMIN even when the menu is granted", async ({ page, context }) => {
    await loginAs(context, "editor");
    expect((await page.goto("/permission/directive"))?.status()).toBe(200);
    expect((await page.goto("/permission/page"))?.status()).toBe(401);
  });

  test("an unknown path inside the app answers 404 for an administrator", async ({ page, context }) => {
    await loginAs(context, "admin");
    const response = await page.goto("/no-such-screen");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("the sidebar shows only what the role was granted", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    const nav = page.getByRole("navigation");
    await expect(nav.getByText("Customs declaration").first()).toBeVisible();
    await expect(nav.getByText("System management")).toHaveCount(0);
  });

  test("a token expired at the provider sends the user to log in again with a message, at once", async ({ page, context }) => {
    const token = await loginAs(context, "agent");
    await page.goto("/workbench");
    await expect(page.getByTestId("workbench-roles")).toContainText("Customs agent");
    const expired = await fetch(`${SIM}/__dev/expireToken`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect(expired.ok).toBe(true);
    // No wait: the app keeps no session between requests, so the very next one sees the expiry.
    await page.goto("/workbench");
    await expect(page).toHaveURL(`${APP}/login?redirect=%2Fworkbench`);
    await expect(page.getByRole("alert").filter({ hasText: "You have been logged out" })).toBeVisible();
  });

  test("public pages: / goes to the marketing home, 404 and 401 pages render", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(`${APP}/swylgateway`);
    await expect(page.getByRole("heading", { name: "Start customs innovation at the provider" })).toBeVisible();
    await page.goto("/404");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.goto("/401");
    await expect(page.getByRole("heading", { name: "No permission" })).toBeVisible();
  });
});
