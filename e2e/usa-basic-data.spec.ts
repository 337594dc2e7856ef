import type { Locator, Page } from "@playwright/test";
import { APP, expect, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });

/** Opens a select of the dialog by its label and picks the option. */
async function choose(dialog: Locator, page: Page, label: string, option: string | RegExp) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option }).first().click();
}

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.describe("US clearance basic data: a broker's importers, powers of attorney and carriers", () => {
  test("an importer with a never-assigned EIN prefix is refused with the reason, then saved with a good one", async ({ page, context }) => {
    await loginAs(context, "agent");
    await page.goto("/importersAndExporters");
    await hydrated(page);
    // The demo book opens on importers first, with their powers of attorney's standing.
    await expect(table(page).locator("tbody tr")).toHaveCount(10);
    await expect(table(page).locator("tbody tr").first()).toContainText("Importer");

    await page.getByTestId("toolbar").getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await choose(dialog, page, "Role", "Importer");
    await choose(dialog, page, "US or foreign", "US");
    await dialog.getByLabel("Name", { exact: true }).fill("Harbor Light Imports LLC");
    await dialog.getByLabel("Code", { exact: true }).fill("ior-hli");
    await dialog.getByLabel("Tax number (EIN)").fill("07-1234567");
    await choose(dialog, page, "Customs bond", "Continuous");
    await choose(dialog, page, "Country", /^US · /);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("the IRS has never assigned an EIN with this prefix")).toBeVisible();
    // A wrong importer-number form is named too.
    await dialog.getByLabel("Tax number (EIN)").fill("271234567");
    await dialog.getByLabel("Importer number (IOR)").fill("27-1234567OI");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("an importer number is an EIN with a two-character suffix")).toBeVisible();
    await dialog.getByLabel("Importer number (IOR)").fill("27-123456700");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    await page.getByRole("search").getByLabel("Code").fill("IOR-HLI");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(rowOf(page, "IOR-HLI")).toContainText("27-1234567");
    await expect(rowOf(page, "IOR-HLI")).toContainText("None on file");
  });

  test("in Chinese the refusal reads in Chinese, and the powers of attorney list the ones to renew first", async ({ page, context }) => {
    await loginAs(context, "agent");
    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await page.goto("/carrierMaintenance");
    await hydrated(page);
    await expect(rowOf(page, "DPHD")).toContainText("演示");
    await page.getByTestId("toolbar").getByRole("button", { name: "新增", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("SCAC", { exact: true }).fill("DRYU");
    await dialog.getByLabel("英文名称").fill("Dry Run Hauling");
    await choose(dialog, page, "类型", "拖车公司");
    await choose(dialog, page, "公司类型", "外包");
    await choose(dialog, page, "状态", "启用");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("以 U、X 或 Z 结尾的代码用于集装箱")).toBeVisible();
    await dialog.getByRole("button", { name: "取消" }).click();

    await page.goto("/powerOfAttorney");
    await hydrated(page);
    const first = table(page).locator("tbody tr").first();
    await expect(first).toContainText("已过期");
    await page.getByRole("search").getByLabel("状态").click();
    await page.getByRole("option", { name: "即将到期" }).click();
    await page.getByRole("search").getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/status=expiring/);
    await expect(table(page).locator("tbody tr").first()).toContainText("即将到期");
  });
});
