import type { Page } from "@playwright/test";
import { APP, choose, expect, expectAccessible, field, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });
const add = (page: Page, name = "Add") => page.getByTestId("toolbar").getByRole("button", { name, exact: true }).click();

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.describe("Hong Kong basic data: a declarant of the Hong Kong tenant keeps units, addresses and cargo", () => {
  test.beforeEach(async ({ context }) => {
    await loginAs(context, "hkmember", "10002");
  });

  test("a declaring unit with a 7-digit BR number is refused, then saved with 8 digits and made the default", async ({ page }) => {
    await page.goto("/declarationUnit");
    await hydrated(page);
    await expect(table(page).locator("tbody tr").first()).toContainText("Default");
    await expectAccessible(page);
    await add(page);
    const dialog = page.getByRole("dialog");
    await field(dialog, "Company (English)").fill("Sheung Shui Cross-Border Ltd");
    await field(dialog, "BR number").fill("6600123");
    await field(dialog, "Address in Hong Kong").fill("Unit 3, 5/F, 9 San Wan Road, Sheung Shui");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("a Business Registration number is 8 digits")).toBeVisible();
    await field(dialog, "BR number").fill("66001234");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();

    await rowOf(page, "Sheung Shui Cross-Border Ltd").getByRole("button", { name: "Set as default" }).click();
    await expect(rowOf(page, "Sheung Shui Cross-Border Ltd")).toContainText("Default");
    await expect(table(page).locator("tbody tr", { hasText: /Default/ })).toHaveCount(1);
  });

  test("a mainland address names its division", async ({ page }) => {
    await page.goto("/addressInformation");
    await hydrated(page);
    await add(page);
    const dialog = page.getByRole("dialog");
    await field(dialog, "Name").fill("Dongguan Humen pick-up");
    // A Hong Kong address asks for its district; a mainland one for its division and postal code.
    await choose(dialog, page, "Hong Kong or mainland", "Hong Kong");
    await expect(field(dialog, "District (Hong Kong)")).toBeVisible();
    await expect(field(dialog, "Division (mainland)")).toHaveCount(0);
    await expect(field(dialog, "Postal code (mainland)")).toHaveCount(0);
    await choose(dialog, page, "Hong Kong or mainland", "Mainland");
    await expect(field(dialog, "District (Hong Kong)")).toHaveCount(0);
    await expect(field(dialog, "Postal code (mainland)")).toBeVisible();
    await field(dialog, "Address").fill("8 Humen Avenue, Humen Town");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("choose a mainland division")).toBeVisible();
    await choose(dialog, page, "Division (mainland)", "广东省 / 东莞市");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, "Dongguan Humen pick-up")).toContainText("广东省 / 东莞市");
  });

  test("a cargo item with a bad HKHS code is refused, then saved with an 8-digit one", async ({ page }) => {
    await page.goto("/clearanceCargoInformation");
    await hydrated(page);
    await add(page);
    const dialog = page.getByRole("dialog");
    await field(dialog, "Description").fill("Wireless chargers");
    await field(dialog, "HKHS code").fill("850440");
    await choose(dialog, page, "Unit", /^PCS/);
    await field(dialog, "Typical unit value").fill("65.5");
    await choose(dialog, page, "Currency", /^HKD/);
    await choose(dialog, page, "Origin", /^CN · /);
    await choose(dialog, page, "Package", "Carton");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("an HKHS commodity code is 8 digits")).toBeVisible();
    await field(dialog, "HKHS code").fill("85044000");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, "Wireless chargers")).toContainText("85044000");
    await expect(rowOf(page, "Wireless chargers")).toContainText("65.50");
  });

  test("in Chinese, a declaring unit's BR number refused by the provider reads in Chinese", async ({ page, context }) => {
    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await page.goto("/declarationUnit");
    await hydrated(page);
    await add(page, "新增");
    const dialog = page.getByRole("dialog");
    await field(dialog, "公司英文名称").fill("Duplicate Demo Ltd");
    await field(dialog, "商业登记号码").fill("70010001");
    await field(dialog, "香港地址").fill("1 Harbour Road, Wan Chai");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("已存在相同商业登记号码的申报单位")).toBeVisible();
    await field(dialog, "商业登记号码").fill("700");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("商业登记号码为 8 位数字")).toBeVisible();
  });
});
