import type { Page } from "@playwright/test";
import { APP, expect, hydrated, loginAs, test } from "./support";

// The switch answers after its provider calls; a loaded machine needs more than the default wait.
test.describe.configure({ timeout: 90_000 });
const SWITCHED = { timeout: 30_000 };

/** Opens the profile menu and picks a post; the app lands back on the workbench. */
async function switchPost(page: Page, postName: RegExp) {
  await hydrated(page);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: postName }).click();
  await expect(page).toHaveURL(`${APP}/workbench`);
}

test.describe("switching post (SPEC §6 switch roles)", () => {
  test("the manager works as ROLE_MANAGER in the main post and as ROLE_AGENT in the part-time one", async ({ page, context }) => {
    await loginAs(context, "manager");
    await page.goto("/workbench");
    const roles = page.getByTestId("workbench-roles");
    const nav = page.getByRole("navigation");
    await expect(roles).toHaveText("Manager");
    await expect(nav.getByText("System management").first()).toBeVisible();

    await hydrated(page);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByText("Switch post")).toBeVisible();
    await expect(page.getByRole("menuitem", { name: /Department Manager/ })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("menuitem", { name: /HS Classifier/ })).toContainText("Part-time");
    await expect(page.getByText("Switch role")).toHaveCount(0);
    await page.getByRole("menuitem", { name: /HS Classifier/ }).click();
    await expect(page).toHaveURL(`${APP}/workbench`);

    await expect(roles).toHaveText("Customs agent", SWITCHED);
    await expect(nav.getByText("System management")).toHaveCount(0);
    expect((await page.goto("/sysuser"))?.status()).toBe(401);

    await page.goto("/workbench");
    await switchPost(page, /Department Manager/);
    await expect(roles).toHaveText("Manager", SWITCHED);
    expect((await page.goto("/sysuser"))?.status()).toBe(200);
  });
});
