import type { Locator, Page } from "@playwright/test";
import { APP, choose, expect, field, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });
const toolbar = (page: Page) => page.getByTestId("toolbar");

/** A check character one off (GB 32100-2015 §4.2's example ends in 3). */
const BAD_USCC = "91350100M000100Y44";
const GOOD_USCC = "91350100M000100Y43";

/** The words of one language for the journey. */
const WORDS = {
  en: {
    add: "Add", save: "Save", search: "Search", code: "Code", name: "Name", province: "Province", city: "City", address: "Contact address", currency: "Currency", stars: "Stars",
    status: "Status", enabled: "Enabled", uscc: "Unified social credit code", usccRefusal: "a unified social credit code is 18 characters whose last is the check character",
    accountName: "Account name", accountNumber: "Account number", bank: "Bank", supplier: "Supplier", setDefault: "Set as default", isDefault: "Default",
    county: "County", countyRefusal: "the county is not in the chosen city", noCounties: "Nothing to choose here",
  },
  zh: {
    add: "新增", save: "保存", search: "查询", code: "供应商编码", name: "供应商名称", province: "省份", city: "城市", address: "联系地址", currency: "币种", stars: "星级",
    status: "状态", enabled: "启用", uscc: "统一社会信用代码", usccRefusal: "统一社会信用代码为 18 位，最后一位须为前 17 位的校验码",
    accountName: "账户名称", accountNumber: "银行账号", bank: "开户银行", supplier: "供应商", setDefault: "设为默认", isDefault: "默认",
    county: "区县", countyRefusal: "所选区县不属于所选城市", noCounties: "此处无可选项",
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 150_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a supplier placed province → city → county, refused for its credit code and for a county of another city, saved, and its bank account made default`, async ({ page, context }, testInfo) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    /** The "Default" cell (the row's "Set as default" button holds the word too). */
    const defaultCell = (scope: Locator) => scope.getByRole("cell", { name: w.isDefault, exact: true });
    // A journey run again on the same stack (--repeat-each, a retry) names its own supplier.
    const run = testInfo.repeatEachIndex * 10 + testInfo.retry;
    const code = `E2E-${language.toUpperCase()}-${run}`;
    const name = `${language === "en" ? "Shenzhen Harbour Light Electronics Co Ltd" : "深圳港光电子有限公司"} ${run}`;

    await page.goto("/vendorInformation");
    await hydrated(page);
    // The demo book lists the tenant's suppliers.
    await expect(rowOf(page, "SUP-0001")).toBeVisible();
    await toolbar(page).getByRole("button", { name: w.add, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await field(dialog, w.code).fill(code);
    await field(dialog, w.name).fill(name);
    // The province by keyboard alone: typed, then taken with the arrow and Enter.
    await field(dialog, w.province).focus();
    await page.keyboard.type("广东");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(field(dialog, w.province)).toHaveValue("广东省");
    // The city list holds that province's cities only.
    await field(dialog, w.city).click();
    const cities = page.getByRole("option");
    await expect(cities.first()).toBeVisible();
    expect((await cities.allTextContents()).filter((city) => !city.startsWith("广东省 / "))).toEqual([]);
    await expect(page.getByRole("option", { name: "广东省 / 深圳市" })).toBeVisible();
    await page.getByRole("option", { name: "广东省 / 深圳市" }).click();
    await choose(dialog, page, w.county, "南山区");
    // Another province empties the city and the county chosen under the old one.
    await choose(dialog, page, w.province, "浙江省");
    await expect(field(dialog, w.city)).toHaveValue("");
    await expect(field(dialog, w.county)).toHaveValue("");
    await choose(dialog, page, w.province, "广东省");
    // 东莞市 has no counties: the county list says so.
    await choose(dialog, page, w.city, "广东省 / 东莞市");
    await field(dialog, w.county).click();
    await expect(page.getByText(w.noCounties)).toBeVisible();
    await page.keyboard.press("Escape");
    await choose(dialog, page, w.city, "广东省 / 深圳市");
    await choose(dialog, page, w.county, "南山区");
    await field(dialog, w.address).fill("科技园 8 号");
    await choose(dialog, page, w.currency, /^CNY/);
    await choose(dialog, page, w.stars, "★★★★");
    await choose(dialog, page, w.status, w.enabled);
    await field(dialog, w.uscc).fill(BAD_USCC);
    await dialog.getByRole("button", { name: w.save }).click();
    await expect(dialog.getByText(w.usccRefusal)).toBeVisible();
    await field(dialog, w.uscc).fill(GOOD_USCC);
    // A county of another city (杭州市's 上城区) sent past the picker is refused by the server, on the county, in the reader's language.
    // (The form posts to the screen's single-fetch data URL.)
    await page.route(
      (url) => url.pathname.startsWith("/vendorInformation"),
      async (route) => {
        const body = route.request().postDataBuffer()?.toString("utf8") ?? "";
        if (route.request().method() !== "POST" || !body.includes('name="countyCode"')) return route.continue();
        await route.continue({ postData: Buffer.from(body.replace(/(name="countyCode"\r\n\r\n)440305/, "$1330102"), "utf8") });
      },
    );
    await dialog.getByRole("button", { name: w.save }).click();
    await expect(dialog.getByText(w.countyRefusal)).toBeVisible();
    await page.unrouteAll();
    await dialog.getByRole("button", { name: w.save }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    await field(page.getByRole("search"), w.code).fill(code);
    await page.getByRole("search").getByRole("button", { name: w.search }).click();
    await expect(rowOf(page, code)).toContainText(GOOD_USCC);
    await expect(rowOf(page, code)).toContainText("广东省 / 深圳市 / 南山区");
    // The supplier's bank accounts are one click away: its count leads to them.
    await rowOf(page, code).getByRole("link", { name: "0" }).first().click();
    await expect(page).toHaveURL(/\/sBankAccountManagement\?supplierId=\d+/);
    await hydrated(page);
    // The list opens filtered by the supplier, who has no account yet.
    await expect(page.getByRole("search").getByRole("textbox", { name: w.supplier, exact: true })).toHaveValue(name);
    await expect(page.getByTestId("pager")).toContainText(/(Total |共 )0/);

    for (const account of ["6222 0000 1111 2222", "6222 0000 3333 4444"]) {
      await toolbar(page).getByRole("button", { name: w.add, exact: true }).click();
      const form = page.getByRole("dialog");
      await choose(form, page, w.supplier, name);
      await field(form, w.accountName).fill(name);
      await field(form, w.accountNumber).fill(account);
      await form.getByRole("textbox", { name: new RegExp(`^${w.bank}\\s*\\*?$`) }).fill("中国工商银行");
      await choose(form, page, w.currency, /^CNY/);
      await form.getByRole("button", { name: w.save }).click();
      await expect(form).toBeHidden({ timeout: 30_000 });
    }
    // The first account is the supplier's default; the second is made the default instead.
    await expect(table(page).locator("tbody tr")).toHaveCount(2);
    await expect(defaultCell(rowOf(page, "1111 2222"))).toBeVisible();
    await rowOf(page, "3333 4444").getByRole("button", { name: w.setDefault }).click();
    await expect(defaultCell(rowOf(page, "3333 4444"))).toBeVisible();
    await expect(defaultCell(table(page))).toHaveCount(1);

    // From the menu entry, the supplier filter finds the same default account.
    await page.goto("/sBankAccountManagement");
    await hydrated(page);
    await choose(page.getByRole("search"), page, w.supplier, name);
    await page.getByRole("search").getByRole("button", { name: w.search }).click();
    await expect(table(page).locator("tbody tr")).toHaveCount(2);
    await expect(defaultCell(rowOf(page, "3333 4444"))).toBeVisible();
    await expect(defaultCell(table(page))).toHaveCount(1);
  });
}
