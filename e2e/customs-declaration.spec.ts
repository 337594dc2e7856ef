import type { Page } from "@playwright/test";
import { usccCheckChar } from "../contract/admin/checks";
import { APP, choose, expect, expectAccessible, field, hydrated, loginAs, test } from "./support";

/**
 * A member declares an export of T-shirts to China Customs (simulated): the header's rules, a
 * line from the tenant's goods in the code's statutory units, the checks in words, a rejection
 * for declaration elements left unfilled, then acceptance with the 18-digit number, and the print.
 */
const TRADER = `Shenzhen E2E Apparel ${Date.now().toString(36).toUpperCase()} Co., Ltd.`;
const first17 = "91440300MA5E2E001";
const USCC = first17 + usccCheckChar(first17);
const WRONG_USCC = first17 + (usccCheckChar(first17) === "0" ? "1" : "0");

const toolbar = (page: Page, name: string) => page.getByTestId("toolbar").getByRole("button", { name, exact: true });

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.describe("customs declarations: from a draft to the customs answer", () => {
  test("a member declares T-shirts from the goods, is rejected for unfilled elements, fixes them and is accepted", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/Declaration");
    await hydrated(page);
    await expect(page.getByTestId("data-table").locator("tbody tr").first()).toContainText(/DEC-\d{4}-\d{4}/);

    await toolbar(page, "Add").click();
    const dialog = page.getByRole("dialog");
    await choose(dialog, page, "I/E", "Export");
    await field(dialog, "Customs office code").fill("5316");
    await choose(dialog, page, "Trade mode", /^9810/);
    await choose(dialog, page, "Transport", "2 Waterway");
    await field(dialog, "Trader (consignor / consignee)").fill(TRADER);
    await field(dialog, "Trader's USCC").fill(WRONG_USCC);
    await field(dialog, "Port of entry / exit (UN/LOCODE)").fill("CNSHK");
    await choose(dialog, page, "Trading country", /^US · /);
    await choose(dialog, page, "Currency", /^USD · /);
    await field(dialog, "Invoice total").fill("98");
    await field(dialog, "Packages").fill("2");
    await field(dialog, "Gross weight (kg)").fill("7");
    await field(dialog, "Net weight (kg)").fill("7.2");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("the trader's unified social credit code fails its check (GB 32100-2015)")).toBeVisible();
    await expect(dialog.getByText("gross weight must be at least the net weight")).toBeVisible();
    await field(dialog, "Trader's USCC").fill(USCC);
    await field(dialog, "Gross weight (kg)").fill("8.1");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    await page.getByRole("search").getByLabel("Trader (consignor / consignee)").fill(TRADER);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    const row = page.getByTestId("data-table").locator("tbody tr", { hasText: TRADER });
    await expect(row).toContainText("Draft");
    await row.getByRole("link", { name: /DEC-\d{4}-\d{4}/ }).click();
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(/DEC-\d{4}-\d{4}/);
    const checks = page.getByTestId("declaration-checks");
    await expect(checks).toContainText("Add at least one goods line");
    await expect(page.getByRole("button", { name: "Submit to customs" })).toBeDisabled();

    // From the goods: name, code, statutory unit and reference price come with it; the second unit is asked for.
    await choose(page.locator("main"), page, "Goods to declare", /^TS-180-BLK · /);
    await expect(field(dialog, "China commodity code (10 digits)")).toHaveValue("6109100000");
    await expect(field(dialog, "Unit price")).toHaveValue("2.45");
    await field(dialog, "Quantity (statutory unit)").fill("40");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("the code has a second statutory unit: give the quantity in it too")).toBeVisible();
    await field(dialog, "Quantity in the second statutory unit").fill("7.2");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId("line-total")).toHaveText("$98.00");
    await expect(checks).toContainText("All checks pass");

    // Elements left empty: customs rejects the declaration a few seconds later, naming the line.
    await page.getByRole("button", { name: "Submit to customs" }).click();
    await expect(page.getByTestId("declaration-status")).toHaveText("Submitted");
    await expect(page.getByTestId("declaration-status")).toHaveText("Rejected", { timeout: 30_000 });
    await expect(page.getByTestId("rejection")).toContainText("Declaration elements not filled in for every entry of the code's template (lines 1)");

    // Filled in, the declaration is a draft again, and customs accepts it under an 18-digit number.
    await page.getByTestId("declaration-lines").getByRole("button", { name: "Edit" }).click();
    await field(dialog, "Declaration elements (values separated by |)").fill("1|2|针织|T恤衫|男式|100%棉|Northpeak|TS-180-BLK|");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId("declaration-status")).toHaveText("Draft");
    await page.getByRole("button", { name: "Submit to customs" }).click();
    await expect(page.getByTestId("declaration-status")).toHaveText("Accepted", { timeout: 30_000 });
    await expect(page.getByTestId("entry-no")).toHaveText(new RegExp(`^5316${new Date().getUTCFullYear()}0\\d{9}$`));
    await expect(page.getByRole("button", { name: "Submit to customs" })).toHaveCount(0);
    await expect(page.getByTestId("declaration-lines").getByRole("button", { name: "Edit" })).toBeHidden();
    await expectAccessible(page);

    // The printed form.
    const id = new URL(page.url()).pathname.split("/").pop();
    const pdf = await page.request.get(`${APP}/declarations/${id}.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("the line editor fills a line from goods picked in it, names every refusal at once and takes a 4-decimal unit price", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/Declaration?status=draft");
    await hydrated(page);
    await page.getByTestId("data-table").locator("tbody tr").first().getByRole("link", { name: /DEC-\d{4}-\d{4}/ }).click();
    await hydrated(page);
    const lines = page.getByTestId("declaration-lines");

    await page.getByRole("button", { name: "Add line" }).click();
    const dialog = page.getByRole("dialog");
    await choose(dialog, page, "Goods", /^TS-180-BLK · /);
    await expect(field(dialog, "China commodity code (10 digits)")).toHaveValue("6109100000");
    await expect(field(dialog, "Name and specification")).toHaveValue(/TS-180-BLK/);
    await expect(field(dialog, "Unit")).not.toHaveValue("");
    await expect(field(dialog, "Unit price")).toHaveValue("2.45");

    // Quantity left empty, the second statutory quantity missing, a price of 5 decimals: all named in one answer.
    await field(dialog, "Unit price").fill("12.34567");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(field(dialog, "Quantity (statutory unit)")).toHaveAttribute("aria-invalid", "true");
    await expect(field(dialog, "Quantity (statutory unit)")).toBeFocused();
    await expect(dialog.getByText("the code has a second statutory unit: give the quantity in it too")).toBeVisible();
    await expect(dialog.getByText("a unit price has at most 4 decimals")).toBeVisible();

    // 3 × 12.345 = 37.035: the total is rounded half up to the cent.
    await field(dialog, "Quantity (statutory unit)").fill("3");
    await field(dialog, "Quantity in the second statutory unit").fill("0.54");
    await field(dialog, "Unit price").fill("12.345");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(lines.locator("tbody tr").last()).toContainText("$12.345");
    await expect(lines.locator("tbody tr").last()).toContainText("$37.04");
  });

  test("the header's refusals read in Chinese", async ({ page, context }) => {
    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await loginAs(context, "editor");
    await page.goto("/Declaration");
    await hydrated(page);
    await toolbar(page, "新增").click();
    const dialog = page.getByRole("dialog");
    await choose(dialog, page, "进出口", "出口");
    await field(dialog, "申报地海关代码").fill("5316");
    await choose(dialog, page, "监管方式", /^9810/);
    await choose(dialog, page, "运输方式", "2 水路运输");
    await field(dialog, "境内收发货人").fill(TRADER);
    await field(dialog, "收发货人统一社会信用代码").fill(USCC);
    await choose(dialog, page, "贸易国（地区）", /^US · /);
    await choose(dialog, page, "币制", /^USD · /);
    await field(dialog, "发票总价").fill("10");
    await field(dialog, "件数").fill("1");
    await field(dialog, "毛重（千克）").fill("5");
    await field(dialog, "净重（千克）").fill("6");
    await field(dialog, "进出境口岸（UN/LOCODE）").fill("USLAX");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("毛重不能小于净重")).toBeVisible();
    await expect(dialog.getByText("进出境口岸须为中国的 UN/LOCODE（CN 开头）")).toBeVisible();
  });
});
