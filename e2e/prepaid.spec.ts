import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { APP, choose, expect, field, hydrated, loginAs, test } from "./support";

const PROOF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });

/** The words of one language for the journey. */
const WORDS = {
  en: {
    ask: "Ask for a recharge", amount: "Amount", currency: "Currency", bank: "Paid into", reference: "Transfer reference", proof: "Transfer proof", save: "Save",
    requested: "Requested", confirmed: "Confirmed", audit: "Confirm or reject", confirm: "Confirm", history: "History", opening: "Opening balance", moved: "Movements", closing: "Closing balance",
  },
  zh: {
    ask: "申请充值", amount: "金额", currency: "币种", bank: "收款账户", reference: "转账流水号", proof: "转账凭证", save: "保存",
    requested: "待确认", confirmed: "已到账", audit: "审核", confirm: "确定", history: "进度", opening: "期初余额", moved: "本期发生额", closing: "期末余额",
  },
} as const;

/** "1,234.56" → 123456. */
const minor = (text: string) => Number(text.replace(/[^0-9-]/g, ""));

test.describe.configure({ mode: "serial", timeout: 180_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a member asks for a recharge with the transfer's proof, the operator confirms it, and the balance and the statement show it`, async ({ browser }, testInfo) => {
    const run = testInfo.repeatEachIndex * 10 + testInfo.retry;
    const reference = `E2E${language.toUpperCase()}${Date.now().toString().slice(-8)}${run}`;
    const amount = `${1000 + run}.${language === "en" ? "25" : "75"}`;
    const member = await browser.newContext();
    await loginAs(member, "editor");
    await member.addCookies([{ name: "language", value: language, url: APP }]);
    const page = await member.newPage();

    // The member asks, naming the receiving bank and attaching the transfer slip.
    await page.goto("/RechargeRecord");
    await hydrated(page);
    await page.getByTestId("toolbar").getByRole("button", { name: w.ask }).click();
    const form = page.getByRole("dialog");
    await field(form, w.amount).fill(amount);
    await choose(form, page, w.currency, "CNY");
    await choose(form, page, w.bank, /招商银行/);
    await field(form, w.reference).fill(reference);
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), form.getByLabel(w.proof).click()]);
    await chooser.setFiles({ name: "transfer-slip.pdf", mimeType: "application/pdf", buffer: PROOF });
    await form.getByRole("button", { name: w.save }).click();
    await expect(form).toBeHidden({ timeout: 30_000 });
    await expect(rowOf(page, reference)).toContainText(w.requested);

    // The operator confirms it.
    const operator = await browser.newContext();
    await loginAs(operator, "admin");
    await operator.addCookies([{ name: "language", value: language, url: APP }]);
    const desk = await operator.newPage();
    await desk.goto("/RechargeInfo");
    await hydrated(desk);
    await rowOf(desk, reference).getByRole("button", { name: w.audit }).click();
    const decision = desk.getByRole("dialog");
    await decision.getByRole("button", { name: w.confirm, exact: true }).click();
    await expect(decision).toBeHidden({ timeout: 30_000 });
    await expect(rowOf(desk, reference)).toContainText(w.confirmed);
    await operator.close();

    // The member's history shows both steps; the statement of this month shows the credit.
    await page.reload();
    await hydrated(page);
    await expect(rowOf(page, reference)).toContainText(w.confirmed);
    await rowOf(page, reference).getByRole("button", { name: w.history }).click();
    await expect(page.getByTestId("request-steps")).toContainText(w.requested);
    await expect(page.getByTestId("request-steps")).toContainText(w.confirmed);

    await page.goto("/MyAccount?currency=CNY");
    await hydrated(page);
    const shown = (key: string) => page.getByTestId(`statement-${key}`).innerText();
    const [opening, moved, closing] = [minor(await shown("opening")), minor(await shown("moved")), minor(await shown("closing"))];
    expect(opening + moved).toBe(closing);
    await expect(page.getByTestId("statement")).toContainText(`CNY ${amount.replace(/^(\d)(\d{3})/, "$1,$2")}`);
    await expect(page.getByTestId("balance-CNY")).toContainText(await page.getByTestId("statement-closing").locator("p").last().innerText());

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("statement-xlsx").click()]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))));
    expect(rows[1]![1]).toBe(w.opening);
    expect(rows.at(-1)![1]).toBe(w.closing);
    expect(minor(rows[1]![6]!) + minor(rows.at(-2)![5]!)).toBe(minor(rows.at(-1)![6]!));
    expect(minor(rows.at(-1)![6]!)).toBe(closing);
    expect(rows.some((row) => row.includes(`CNY ${amount.replace(/^(\d)(\d{3})/, "$1,$2")}`))).toBe(true);
    await member.close();
  });
}

test("an operator adjusts a member's balance with a reason, once, and the account shows it", async ({ page, context }) => {
  await loginAs(context, "admin");
  await context.addCookies([{ name: "language", value: "en", url: APP }]);
  await page.goto("/AccountInfo");
  await hydrated(page);
  const account = table(page).locator("tbody tr", { hasText: "agent" }).filter({ hasText: "USD" });
  const before = minor(await account.locator("td", { hasText: /^USD / }).innerText());

  await page.getByTestId("toolbar").getByRole("button", { name: "Adjust a balance" }).click();
  const dialog = page.getByRole("dialog");
  await field(dialog, "Member").selectOption({ label: "agent" });
  await field(dialog, "Currency").selectOption("USD");
  await field(dialog, "Amount").fill("1.25");
  // No reason: refused in the dialog, in words, and nothing posted.
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByText("An adjustment needs a reason")).toBeVisible();
  await field(dialog, "Reason").fill("bank fee refunded");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(account.locator("td", { hasText: /^USD / })).toHaveText(new RegExp(`^USD ${((before + 125) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}$`));
});
