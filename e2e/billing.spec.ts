import type { Page } from "@playwright/test";
import { APP, expect, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");

/** The words of one language, and the seeded bill of 10001's manager each run settles. */
const WORDS = {
  en: { bill: "BIL-2610-0015", settle: "Settle", debit: "Debit the balance", settled: "Settled", lines: "Lines", ledger: /Ledger debit, balance after [\d,]+\.\d{2}/, issue: "Issue", draft: "BIL-2611-0017", issued: "Issued" },
  zh: { bill: "BIL-2611-0016", settle: "结算", debit: "从余额扣款", settled: "已结清", lines: "明细", ledger: /余额扣款，扣后余额 [\d,]+\.\d{2}/, issue: "出账", draft: null, issued: "已出账" },
} as const;

test.describe.configure({ mode: "serial", timeout: 150_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a bill issued, then one settled from the member's balance, its status settled and the ledger debit shown`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);

    if (w.draft) {
      await page.goto(`/BillingManagement?memberName=manager&code=${w.draft}`);
      await hydrated(page);
      const row = table(page).locator("tbody tr", { hasText: w.draft });
      await row.getByRole("checkbox").check();
      await page.getByTestId("toolbar").getByRole("button", { name: w.issue, exact: true }).click();
      await page.getByRole("dialog").getByRole("button").last().click();
      await expect(table(page).locator("tbody tr", { hasText: w.draft })).toContainText(w.issued, { timeout: 30_000 });
      // Its lines open beside the list, each linking to its source record.
      await row.getByRole("button", { name: w.lines }).click();
      await expect(page.getByTestId("bill-lines").getByRole("link").first()).toBeVisible();
      await page.keyboard.press("Escape");
    }

    await page.goto(`/ClearingCenter?memberName=manager`);
    await hydrated(page);
    const summary = page.getByTestId("clearing-summary").locator("tbody tr", { hasText: "HKD" });
    await expect(summary).toBeVisible();
    const balanceBefore = (await summary.locator("td").last().innerText()).trim();
    const row = table(page).locator("tbody tr", { hasText: w.bill });
    await row.getByRole("button", { name: w.settle, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: w.debit }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(row).toContainText(w.settled);
    await expect(summary.locator("td").last()).not.toHaveText(balanceBefore);

    await row.getByRole("button", { name: w.lines }).click();
    await expect(page.getByTestId("bill-settlements")).toContainText(w.ledger);
    await expect(page.getByTestId("bill-lines").getByRole("link").first()).toBeVisible();
  });
}
