import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { APP, expect, expectAccessible, field, hydrated, loginAs, test } from "./support";

/** A sub-table's select, by its cell's label. */
async function pick(page: Page, cell: string, option: string) {
  await page.getByRole("textbox", { name: cell }).click();
  await page.getByRole("option", { name: option, exact: true }).first().click();
}

/** The words of one language for the journey. */
const WORDS = {
  en: {
    title: "Generated forms", open: "Open Cargo inspection request", fill: "Fill in", submit: "Submit", required: "this field is required", pattern: "the value does not have the required format",
    consignee: "Consignee", hs: "HS code", date: "Inspection date", sku: (row: number) => `SKU, line ${row}`, quantity: (row: number) => `Quantity, line ${row}`, unit: (row: number) => `Unit, line ${row}`,
    addLine: "Add a line to Goods to inspect", pieces: "Pieces", cartons: "Cartons", submitted: "Submission kept", submissions: /^Submissions \(\d+\)$/, lines: "2 lines", export: "Export declaration",
  },
  zh: {
    title: "已生成表单", open: "打开Cargo inspection request", fill: "填写", submit: "提交", required: "此项为必填项", pattern: "内容不符合要求的格式",
    consignee: "收货人", hs: "HS 编码", date: "查验日期", sku: (row: number) => `货号，第 ${row} 行`, quantity: (row: number) => `数量，第 ${row} 行`, unit: (row: number) => `单位，第 ${row} 行`,
    addLine: "为待查验货物添加一行", pieces: "个", cartons: "纸箱", submitted: "已保存提交", submissions: /^提交记录（\d+）$/, lines: "2 行", export: "导出声明",
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 120_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a seeded form refused empty at its fields, filled in with two lines, kept among its submissions, and exported as a declaration`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    await page.goto("/generatorform");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: w.title })).toBeVisible();
    await page.getByRole("link", { name: w.open }).click();
    await expect(page.getByRole("tab", { name: w.fill })).toHaveAttribute("aria-selected", "true");

    // Empty, with one empty line: the browser refuses it at each field and cell, in the reader's language.
    await page.getByRole("button", { name: w.addLine }).click();
    await page.getByRole("button", { name: w.submit }).click();
    await expect(field(page, w.consignee)).toHaveAccessibleDescription(new RegExp(w.required));
    await expect(page.getByRole("textbox", { name: w.sku(1) })).toHaveAccessibleDescription(new RegExp(w.required));
    await page.getByRole("textbox", { name: w.hs }).fill("85");
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByRole("textbox", { name: w.hs })).toHaveAccessibleDescription(new RegExp(w.pattern));

    // Filled in, with two lines of goods.
    const consignee = `Journey ${language} ${Date.now()}`;
    await page.getByRole("textbox", { name: w.consignee }).fill(consignee);
    await page.getByRole("textbox", { name: w.hs }).fill("851762");
    await page.getByRole("textbox", { name: w.date }).fill("2026-03-02");
    await page.getByRole("textbox", { name: w.sku(1) }).fill("SKU-1");
    await page.getByRole("textbox", { name: w.quantity(1) }).fill("12");
    await pick(page, w.unit(1), w.pieces);
    await page.getByRole("button", { name: w.addLine }).click();
    await page.getByRole("textbox", { name: w.sku(2) }).fill("SKU-2");
    await page.getByRole("textbox", { name: w.quantity(2) }).fill("3");
    await pick(page, w.unit(2), w.cartons);
    await expectAccessible(page);
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.submitted)).toBeVisible();

    // Kept: the newest submission shows its two lines, readable.
    await page.getByRole("tab", { name: w.submissions }).click();
    // The list is read again after the submission: the new row is first once it has arrived (the
    // seeded one's HS code 85176200 also contains 851762, so the consignee tells them apart).
    const newest = page.getByRole("row").nth(1);
    await expect(newest).toContainText(consignee);
    await expect(newest).toContainText("851762");
    await newest.getByRole("button", { name: w.lines }).click();
    await expect(page.getByRole("cell", { name: "SKU-2" })).toBeVisible();
    await expect(page.getByRole("cell", { name: w.cartons })).toBeVisible();

    // The declaration download is a resource-kit declaration of the form.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: w.export }).click()]);
    expect(download.suggestedFilename()).toBe("cargoInspection.ts");
    const text = await readFile(await download.path(), "utf8");
    expect(text).toContain("export const cargoInspection = defineResource({");
    expect(text).toContain(`hsCode: z.string().trim().min(1).max(255).regex(`);
  });
}
