import type { Page } from "@playwright/test";
import { expect, field, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text }).first();
const dialog = (page: Page) => page.getByRole("dialog");

/** Picks an option of a Mantine select or multiselect in the open dialog. */
async function choose(page: Page, label: string, option: string) {
  await dialog(page).getByRole("textbox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function save(page: Page) {
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(dialog(page)).toBeHidden({ timeout: 30_000 });
}

/** Checks one row and confirms the toolbar's Delete. */
async function deleteRow(page: Page, text: string) {
  await rowOf(page, text).click();
  await page.getByTestId("toolbar").getByRole("button", { name: "Delete" }).click();
  await dialog(page).getByRole("button", { name: "Confirm" }).click();
}

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.describe("system trees", () => {
  test.beforeEach(async ({ context }) => {
    await loginAs(context, "admin");
  });

  test("organisations: add a child team, edit, search, and refuse deleting a department with teams", async ({ page }) => {
    await page.goto("/sysorg");
    await hydrated(page);
    await rowOf(page, "IT Dept.").getByRole("button", { name: "Add child" }).click();
    await field(dialog(page), "Name").fill("E2E Night Team");
    await choose(page, "Type", "Team");
    await save(page);
    await expect(rowOf(page, "E2E Night Team")).toContainText("Team");

    await rowOf(page, "E2E Night Team").getByRole("button", { name: "Edit" }).click();
    await field(dialog(page), "Description").fill("Covers the night shift");
    await save(page);
    await expect(rowOf(page, "E2E Night Team")).toContainText("Covers the night shift");

    await page.getByRole("search").getByLabel("Name").fill("E2E Night");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/orgName=E2E/);
    await expect(table(page).locator("tbody tr")).toHaveCount(1);

    await page.goto("/sysorg");
    await hydrated(page);
    await deleteRow(page, "IT Dept.");
    await expect(page.getByText("delete the child organisations first")).toBeVisible();
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await deleteRow(page, "E2E Night Team");
    await expect(table(page).locator("tbody tr", { hasText: "E2E Night Team" })).toHaveCount(0);
  });

  test("dictionaries: a private entry under a type, its value unique within the type", async ({ page }) => {
    await page.goto("/sysdict?dictType=org_type");
    await hydrated(page);
    await expect(table(page).locator("tbody tr")).toHaveCount(4);
    const addEntry = async (value: string) => {
      await rowOf(page, "Organisation type").getByRole("button", { name: "Add child" }).click();
      await dialog(page).getByRole("textbox", { name: "Name", exact: true }).fill("E2E Squad");
      await dialog(page).getByRole("textbox", { name: "Type", exact: true }).fill("org_type");
      await dialog(page).getByRole("textbox", { name: "Value", exact: true }).fill(value);
      await dialog(page).getByRole("switch", { name: "Private" }).check();
      await dialog(page).getByRole("button", { name: "Save" }).click();
    };
    await addEntry("team");
    await expect(page.getByText("this dictionary type already has an entry with this value")).toBeVisible();
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await addEntry("e2e-squad");
    await expect(dialog(page)).toBeHidden({ timeout: 30_000 });
    await expect(rowOf(page, "e2e-squad")).toContainText("Private");
    await deleteRow(page, "e2e-squad");
    await expect(table(page).locator("tbody tr")).toHaveCount(4);
  });

  test("regions: drill down and back up, add, edit and delete by code", async ({ page }) => {
    await page.goto("/sysregion?parentRegionCode=156000");
    await hydrated(page);
    await expect(page.getByTestId("region-parent")).toContainText("Sub-regions of 中国 (156000)");
    await rowOf(page, "110000").getByRole("link", { name: "Sub-regions" }).click();
    await expect(page).toHaveURL(/parentRegionCode=110000/);
    await expect(page.getByTestId("region-parent")).toContainText("(110000)");
    await page.getByRole("link", { name: "Up one level" }).click();
    await expect(page).toHaveURL(/parentRegionCode=156000/);

    await page.getByTestId("toolbar").getByRole("button", { name: "Add", exact: true }).click();
    await dialog(page).getByRole("textbox", { name: "Name", exact: true }).fill("E2E 新区");
    await dialog(page).getByRole("textbox", { name: "Code", exact: true }).fill("12345");
    await choose(page, "Type", "City");
    await dialog(page).getByLabel("Parent code").fill("110000");
    await dialog(page).getByRole("button", { name: "Save" }).click();
    await expect(dialog(page).getByText("region code must be 6 to 20 digits")).toBeVisible();
    await dialog(page).getByRole("textbox", { name: "Code", exact: true }).fill("110199");
    await save(page);

    await page.goto("/sysregion?regionCode=110199");
    await hydrated(page);
    await rowOf(page, "110199").getByRole("button", { name: "Edit" }).click();
    await dialog(page).getByRole("textbox", { name: "Name", exact: true }).fill("E2E 改名区");
    await save(page);
    await expect(rowOf(page, "110199")).toContainText("E2E 改名区");
    await deleteRow(page, "110199");
    await expect(page.getByTestId("table-empty")).toBeVisible();
  });

  test("menus: a new menu with an icon and buttons shows in the sidebar, and leaves it when deleted", async ({ page }) => {
    await page.goto("/sysmenu?menuCode=systemManagement");
    await hydrated(page);
    await rowOf(page, "systemManagement").getByRole("button", { name: "Add child" }).click();
    await dialog(page).getByLabel("Code").fill("e2eNews");
    await dialog(page).getByRole("textbox", { name: "Name", exact: true }).fill("E2E 新闻");
    await dialog(page).getByLabel("English name").fill("E2E News");
    await choose(page, "Icon", "bell");
    await dialog(page).getByLabel("Path").fill("/e2eNews");
    await dialog(page).getByLabel("Sequence").fill("999");
    await choose(page, "Buttons", "Add");
    await choose(page, "Buttons", "Export");
    await save(page);

    await page.goto("/sysmenu?menuCode=e2eNews");
    await hydrated(page);
    await expect(rowOf(page, "e2eNews")).toContainText("Add, Export");
    await expect(page.getByRole("navigation").getByRole("link", { name: "E2E News" })).toBeVisible();

    await deleteRow(page, "e2eNews");
    await expect(page.getByTestId("table-empty")).toBeVisible();
    await page.goto("/sysmenu");
    await hydrated(page);
    await expect(page.getByRole("navigation").getByRole("link", { name: "E2E News" })).toHaveCount(0);
  });
});
