import type { BrowserContext, Page } from "@playwright/test";
import { APP, choose, expect, expectAccessible, field, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });

/**
 * The words of one language: the app's own, and the seeded inspection form's labels (seeds/forms.ts);
 * the process and task names are the seeded process's own, the same in every language.
 */
const WORDS = {
  en: {
    ask: "Start a process", process: "Process", businessKey: "Business key", start: "Start", handle: "Handle", complete: "Complete", comment: "Comment", details: "Details",
    required: /this field is required/i, consignee: "Consignee", hsCode: "HS code", date: "Inspection date", addLine: "Add a line to Goods to inspect",
    sku: "SKU, line 1", quantity: "Quantity, line 1", unit: "Unit, line 1", pieces: "Pieces", filledIn: "Cargo inspection request filled in at Inspection request",
  },
  zh: {
    ask: "发起流程", process: "流程", businessKey: "业务编号", start: "发起", handle: "办理", complete: "完成", comment: "意见", details: "详情",
    required: /此项为必填项/, consignee: "收货人", hsCode: "HS 编码", date: "查验日期", addLine: "为待查验货物添加一行",
    sku: "货号，第 1 行", quantity: "数量，第 1 行", unit: "单位，第 1 行", pieces: "个", filledIn: "Inspection request 填写的“Cargo inspection request”",
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 240_000 });

async function desk(browser: { newContext(): Promise<BrowserContext> }, username: string, language: string): Promise<Page> {
  const context = await browser.newContext();
  await loginAs(context, username);
  await context.addCookies([{ name: "language", value: language, url: APP }]);
  return context.newPage();
}

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a task that asks for a designed form refuses it empty, takes it filled in with a line, and its history shows the values by their labels`, async ({ browser }, testInfo) => {
    const key = `INS-${language}-${Date.now().toString(36)}${testInfo.retry}`;
    const page = await desk(browser, "admin", language);
    await page.goto("/mytask");
    await hydrated(page);
    await page.getByRole("button", { name: w.ask }).click();
    const start = page.getByRole("dialog");
    await choose(start, page, w.process, "Cargo inspection");
    await field(start, w.businessKey).fill(key);
    await start.getByRole("button", { name: w.start, exact: true }).click();
    await expect(start).toBeHidden({ timeout: 30_000 });

    // The starter's own first task asks for the inspection form.
    await expect(rowOf(page, key)).toContainText("Inspection request");
    await rowOf(page, key).getByRole("button", { name: w.handle }).click();
    const dialog = page.getByRole("dialog");
    await expect(field(dialog, w.consignee)).toBeVisible();
    await expectAccessible(page);

    // Empty, it does not go: each required field says so, in the reader's language.
    await dialog.getByRole("button", { name: w.complete, exact: true }).click();
    await expect(field(dialog, w.consignee)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(w.required).first()).toBeVisible();
    await expect(dialog).toBeVisible();

    await field(dialog, w.consignee).fill("Global Trade Ltd");
    await field(dialog, w.hsCode).fill("85176200");
    await field(dialog, w.date).fill("2027-03-01");
    await dialog.getByRole("button", { name: w.addLine }).click();
    await dialog.getByLabel(w.sku).fill("GT-ROUTER-01");
    await dialog.getByLabel(w.quantity).fill("40");
    await dialog.getByLabel(w.unit).click();
    await page.getByRole("option", { name: w.pieces, exact: true }).click();
    await field(dialog, w.comment).fill("Please inspect before release");
    await dialog.getByRole("button", { name: w.complete, exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // The instance's page shows what the task submitted, by the form's labels and the unit's name.
    await page.goto("/donetask");
    await hydrated(page);
    await rowOf(page, key).first().getByRole("button", { name: w.details }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cargo inspection");
    const values = page.getByRole("table", { name: w.filledIn });
    await expect(values).toContainText(w.consignee);
    await expect(values).toContainText("Global Trade Ltd");
    await expect(values).toContainText("85176200");
    await expect(values).toContainText("GT-ROUTER-01");
    await expect(values).toContainText(w.pieces);
    await expect(values).not.toContainText("consignee");
    await expect(page.locator("#main-content")).not.toContainText("resources.");
  });
}
