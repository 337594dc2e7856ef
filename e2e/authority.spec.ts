import type { Page } from "@playwright/test";
import { APP, expect, field, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });
const toolbar = (page: Page) => page.getByTestId("toolbar");
/** A suffix that keeps this run's records apart from earlier runs'. */
const run = Date.now().toString(36).toUpperCase();

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.describe("authority: roles, interfaces and data permissions", () => {
  test.beforeEach(async ({ context }) => {
    await loginAs(context, "admin");
  });

  test("roles: create, edit, search, grant menus, buttons and interfaces, assign users, refuse deleting a held role", async ({ page }) => {
    const code = `ROLE_E2E_${run}`;
    await page.goto("/sysrole");
    await hydrated(page);
    await expect(page.getByTestId("pager")).toContainText(/Total (1\d|[2-9]\d)/);

    const dialog = page.getByRole("dialog");
    await toolbar(page).getByRole("button", { name: "Add", exact: true }).click();
    await dialog.getByLabel("Code").fill("role_bad");
    await field(dialog, "Name").fill(`E2E ${run}`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("role code may hold capital letters")).toBeVisible();
    await dialog.getByLabel("Code").fill(code);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    await page.getByRole("search").getByLabel("Code").fill(code);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(table(page).locator("tbody tr")).toHaveCount(1);
    await rowOf(page, code).getByRole("button", { name: "Edit" }).click();
    await expect(dialog.getByLabel("Code")).toHaveCount(0);
    await field(dialog, "Description").fill("Reads params for the journey");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(rowOf(page, code)).toContainText("Reads params for the journey");

    // Grant: the params menu, its export button, its interface.
    await rowOf(page, code).getByRole("button", { name: "Grant" }).click();
    const grant = page.getByRole("dialog", { name: `Grant to E2E ${run}` });
    await grant.getByTestId("grant-menus").getByRole("checkbox", { name: "Parameters", exact: true }).check();
    await grant.getByRole("tab", { name: "Buttons" }).click();
    await grant.getByTestId("grant-buttons-sysparam").getByRole("checkbox", { name: "Export" }).check();
    await grant.getByRole("tab", { name: "Interfaces" }).click();
    await grant.getByLabel("Filter interfaces").fill("sysparam");
    await grant.getByRole("checkbox", { name: /\/api\/admin\/sysparam\/\*\*/ }).check();
    // Data fields: the granted screen's list columns, one hidden from the role.
    await grant.getByRole("tab", { name: "Data fields" }).click();
    await grant.getByTestId("grant-fields-sysparam").getByRole("textbox", { name: "Parameters" }).click();
    await page.getByRole("option", { name: "Value", exact: true }).click();
    // Escape closes the list of fields, not the dialog.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("option", { name: "Value", exact: true })).toBeHidden();
    await expect(grant).toBeVisible();
    await grant.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Grants saved.")).toBeVisible({ timeout: 30_000 });
    await expect(grant).toBeHidden();

    // Reopened, the grants are there; the group above the menu is partly granted.
    await rowOf(page, code).getByRole("button", { name: "Grant" }).click();
    const menus = grant.getByTestId("grant-menus");
    await expect(menus.getByRole("checkbox", { name: "Parameters", exact: true })).toBeChecked();
    await expect(menus.getByRole("checkbox", { name: "System management", exact: true })).toHaveAttribute("data-indeterminate", "true");
    await grant.getByRole("tab", { name: "Buttons" }).click();
    await expect(grant.getByTestId("grant-buttons-sysparam").getByRole("checkbox", { name: "Export" })).toBeChecked();
    await expect(grant.getByTestId("grant-buttons-sysparam").getByRole("checkbox", { name: "Add" })).not.toBeChecked();
    await grant.getByRole("tab", { name: "Data fields" }).click();
    await expect(grant.getByTestId("grant-fields-sysparam")).toContainText("Value");
    await grant.getByRole("button", { name: "Cancel" }).click();
    // The same rule is what the data permissions screen lists for the role.
    await page.goto(`/datapermission?roleCode=${code}`);
    await hydrated(page);
    await expect(page.getByTestId("data-table").locator("tbody tr")).toHaveCount(1);
    await expect(page.getByTestId("data-table").locator("tbody tr").first()).toContainText("paramValue");
    await page.goto("/sysrole");
    await hydrated(page);

    // Assign users: at least one; then the role cannot be deleted.
    await rowOf(page, code).click();
    await toolbar(page).getByRole("button", { name: "Assign users" }).click();
    const assign = page.getByRole("dialog", { name: `Users of E2E ${run}` });
    await assign.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("at least one user must be selected")).toBeVisible();
    await assign.getByPlaceholder("Search users").fill("disabled");
    await assign.getByRole("option", { name: /disabled/ }).first().click();
    await assign.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Users assigned.")).toBeVisible({ timeout: 30_000 });
    await expect(assign).toBeHidden();

    await rowOf(page, code).click();
    await toolbar(page).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("the role is still assigned to users")).toBeVisible();
  });

  test("interface permissions: create, search, authorize roles, delete", async ({ page }) => {
    const url = `/api/e2e${run.toLowerCase()}/**`;
    await page.goto("/sysurl");
    await hydrated(page);
    const dialog = page.getByRole("dialog");
    await toolbar(page).getByRole("button", { name: "Add", exact: true }).click();
    await dialog.getByLabel("URL").fill(url);
    await dialog.getByRole("textbox", { name: "Method" }).click();
    await page.getByRole("option", { name: "GET", exact: true }).click();
    await dialog.getByLabel("Description").fill("Journey interface");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    await page.getByRole("search").getByLabel("URL").fill(`e2e${run.toLowerCase()}`);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(table(page).locator("tbody tr")).toHaveCount(1);

    await rowOf(page, url).click();
    await toolbar(page).getByRole("button", { name: "Authorize roles" }).click();
    const roles = page.getByRole("dialog", { name: /Roles allowed to call/ });
    await roles.getByPlaceholder("Search roles").fill("AUDITOR");
    await roles.getByRole("option", { name: /ROLE_AUDITOR/ }).click();
    await roles.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Roles authorized.")).toBeVisible({ timeout: 30_000 });
    await rowOf(page, url).click();
    await toolbar(page).getByRole("button", { name: "Authorize roles" }).click();
    await expect(roles.getByText("Auditor (ROLE_AUDITOR)").first()).toBeVisible();
    await roles.getByRole("button", { name: "Cancel" }).click();

    await rowOf(page, url).click();
    await toolbar(page).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(rowOf(page, url)).toHaveCount(0);
  });

  test("data permissions: one rule per role and menu, filter, edit, delete", async ({ page }) => {
    await page.goto("/datapermission");
    await hydrated(page);
    await expect(page.getByTestId("pager")).toContainText(/Total (1\d|[2-9]\d)/);
    const dialog = page.getByRole("dialog");
    const pick = async (label: string, option: string) => {
      await dialog.getByRole("textbox", { name: label }).click();
      await page.getByRole("option", { name: option, exact: true }).click();
    };
    // Customer support has no rule on the posts screen yet.
    await toolbar(page).getByRole("button", { name: "Add", exact: true }).click();
    await pick("Role", "Customer support");
    await pick("Menu", "Posts");
    await dialog.getByLabel("Hidden fields").fill("postSequence");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    await toolbar(page).getByRole("button", { name: "Add", exact: true }).click();
    await pick("Role", "Customer support");
    await pick("Menu", "Posts");
    await dialog.getByLabel("Hidden fields").fill("postName");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("this role already has a data permission on this menu")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("search").getByRole("textbox", { name: "Menu" }).click();
    await page.getByRole("option", { name: "Posts", exact: true }).click();
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/menuCode=syspost/);
    const row = rowOf(page, "Customer support");
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "Edit" }).click();
    await dialog.getByLabel("Hidden fields").fill("postSequence, postCode");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(row).toContainText("postSequence,postCode");
    await row.click();
    await toolbar(page).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(row).toHaveCount(0);
  });

  test("roles: the grant dialog words each menu's buttons in the user's language", async ({ page, context }) => {
    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await page.goto("/sysrole");
    await hydrated(page);
    await page.getByRole("search").getByLabel("角色编码").fill("ROLE_AUDITOR");
    await page.getByRole("search").getByRole("button", { name: "查询" }).click();
    await expect(table(page).locator("tbody tr")).toHaveCount(1);
    await rowOf(page, "ROLE_AUDITOR").getByRole("button", { name: "授权" }).click();
    const grant = page.getByRole("dialog");
    await grant.getByRole("tab", { name: "按钮" }).click();
    await expect(grant.getByRole("checkbox", { name: "导出", exact: true }).first()).toBeVisible();
    await expect(grant.getByRole("checkbox", { name: "Export", exact: true })).toHaveCount(0);
    await grant.getByRole("button", { name: "取消" }).click();
  });
});
