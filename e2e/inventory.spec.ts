import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import { APP, choose, expect, expectAccessible, field, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const toolbar = (page: Page) => page.getByTestId("toolbar");

/** The words of one language for the journey. */
const WORDS = {
  en: {
    add: "Add", save: "Save", search: "Search", confirm: "Confirm", code: "Code", name: "Name", type: "Type", own: "Own", address: "Address", status: "Status", enabled: "Enabled",
    warehouse: "Warehouse", goods: "Goods", quantity: "Quantity", reason: "Reason", record: "Record movement", adjustment: "Adjustment", issue: "Issue", movements: "Movements",
    short: "not enough stock: the movement would take the stock below zero", stockHeading: "Stock", exportMenu: "Export", xlsx: /Excel/,
  },
  zh: {
    add: "新增", save: "保存", search: "查询", confirm: "确定", code: "仓库编码", name: "仓库名称", type: "仓库类型", own: "自有仓", address: "地址", status: "状态", enabled: "启用",
    warehouse: "仓库", goods: "商品", quantity: "数量", reason: "原因", record: "登记变动", adjustment: "调整", issue: "出库", movements: "变动明细",
    short: "库存不足：此变动会使库存低于零", stockHeading: "库存数量", exportMenu: "导出", xlsx: /Excel/,
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 150_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a warehouse created, stock put in and issued, a larger issue refused, the movements behind the figure shown, and the stock exported`, async ({ page, context }, testInfo) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const run = testInfo.repeatEachIndex * 10 + testInfo.retry;
    const code = `E2E-WH-${language.toUpperCase()}-${run}`;

    await page.goto("/warehouseInformation");
    await hydrated(page);
    // The demo book's warehouses are listed.
    await expect(table(page).locator("tbody tr", { hasText: "WH-SZ-01" })).toBeVisible();
    await toolbar(page).getByRole("button", { name: w.add, exact: true }).click();
    const form = page.getByRole("dialog");
    await field(form, w.code).fill(code);
    await field(form, w.name).fill(`${language === "en" ? "Journey warehouse" : "旅程仓"} ${run}`);
    await choose(form, page, w.type, w.own);
    await field(form, w.address).fill("广东省深圳市南山区 1 号");
    await choose(form, page, w.status, w.enabled);
    await form.getByRole("button", { name: w.save }).click();
    await expect(form).toBeHidden({ timeout: 30_000 });

    await page.goto("/InventoryInquiry");
    await hydrated(page);
    /** Records a movement of the first goods in the new warehouse. */
    const record = async (kind: string, quantity: string, reason?: string) => {
      await toolbar(page).getByRole("button", { name: w.record }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText(kind, { exact: true }).click();
      await field(dialog, w.goods).click();
      await page.getByRole("option").first().click();
      await choose(dialog, page, w.warehouse, new RegExp(code));
      await field(dialog, w.quantity).fill(quantity);
      if (reason) await field(dialog, w.reason).fill(reason);
      if (kind === w.adjustment) await expectAccessible(page);
      await dialog.getByRole("button", { name: w.confirm }).click();
      return dialog;
    };
    await expect(await record(w.adjustment, "10", "opening count")).toBeHidden({ timeout: 30_000 });
    await choose(page.getByRole("search"), page, w.warehouse, new RegExp(code));
    await page.getByRole("search").getByRole("button", { name: w.search }).click();
    const row = table(page).locator("tbody tr").first();
    await expect(table(page).locator("tbody tr")).toHaveCount(1);
    await expect(row).toContainText("10");

    await expect(await record(w.issue, "3")).toBeHidden({ timeout: 30_000 });
    await expect(row.getByRole("cell", { name: "7", exact: true })).toBeVisible();

    // More than the warehouse holds: refused in the dialog, in the reader's language.
    const refused = await record(w.issue, "50");
    await expect(refused.getByTestId("dialog-refusal")).toHaveText(w.short);
    await refused.getByRole("button", { name: language === "en" ? "Cancel" : "取消" }).click();
    // Focus goes back to the button that opened the dialog, where a keyboard user left off.
    await expect(toolbar(page).getByRole("button", { name: w.record })).toBeFocused();
    await expect(row.getByRole("cell", { name: "7", exact: true })).toBeVisible();

    // The figure's movements: the adjustment and the issue, each with the stock it left.
    await row.getByRole("button", { name: w.movements }).click();
    const behind = page.getByTestId("stock-movements");
    await expect(behind.locator("tbody tr")).toHaveCount(2);
    await expect(behind.locator("tbody tr").nth(0)).toContainText(w.adjustment);
    await expect(behind.locator("tbody tr").nth(0)).toContainText("opening count");
    await expect(behind.locator("tbody tr").nth(1)).toContainText("-3");
    // Scanned once the drawer has slid in: half-faded words would read as low contrast.
    await behind.evaluate((el) => Promise.all((el.closest("[role=dialog]") ?? el).getAnimations({ subtree: true }).map((a) => a.finished)));
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(behind).toBeHidden();
    await expect(row.getByRole("button", { name: w.movements })).toBeFocused();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      (async () => {
        await toolbar(page).getByRole("button", { name: w.exportMenu }).click();
        await page.getByRole("menuitem", { name: w.xlsx }).click();
      })(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().slice(1) as unknown[][];
    expect(rows[0]).toContain(w.stockHeading);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(code);
    expect(rows[1]).toContain("7");
  });
}
