import type { Page } from "@playwright/test";
import { APP, expect, hydrated, loginAs, test } from "./support";

/**
 * A tenant's administrator runs the tenant but reads the platform's data without being offered to
 * change it; and every user reads menus, roles, orgs and posts in their own language.
 */
const table = (page: Page) => page.getByTestId("data-table");
const toolbar = (page: Page, name: string) => page.getByTestId("toolbar").getByRole("button", { name, exact: true });

test.describe("platform data and names in the user's language", () => {
  test("the Hong Kong tenant's administrator reads regions and HS lines but is offered no change to them", async ({ page, context }) => {
    await loginAs(context, "hkadmin", "10002");
    await page.goto("/sysuser");
    await hydrated(page);
    await expect(toolbar(page, "Add")).toBeVisible();

    await page.goto("/sysregion");
    await hydrated(page);
    await expect(table(page).locator("tbody tr").first()).toBeVisible();
    await expect(toolbar(page, "Export")).toBeVisible();
    for (const button of ["Add", "Edit", "Delete"]) await expect(toolbar(page, button)).toHaveCount(0);
    await expect(table(page).getByRole("button", { name: "Edit" })).toHaveCount(0);

    await page.goto("/HscodeMgt");
    await hydrated(page);
    await expect(table(page).locator("tbody tr").first()).toBeVisible();
    for (const button of ["Add", "Edit", "Delete", "Import"]) await expect(toolbar(page, button)).toHaveCount(0);
  });

  test("the platform's administrator reads menu names in English and roles, orgs and posts in Chinese", async ({ page, context }) => {
    await loginAs(context, "admin");
    await page.goto("/sysmenu");
    await hydrated(page);
    await expect(table(page)).toContainText("Menus");
    await expect(table(page)).not.toContainText("菜单管理");

    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await page.goto("/sysrole?roleCode=ROLE_AGENT");
    await hydrated(page);
    await expect(table(page)).toContainText("报关员");
    await expect(table(page)).toContainText("办理美国和香港清关及报关");
    await expect(table(page)).not.toContainText("Customs agent");

    await page.goto("/sysorg");
    await hydrated(page);
    await expect(table(page)).toContainText("CCRN 组");
    await expect(table(page)).not.toContainText("CCRN Team");

    await page.goto("/syspost");
    await hydrated(page);
    await expect(table(page)).toContainText("首席执行官");
  });
});
