import type { Page } from "@playwright/test";
import { APP, expect, expectAccessible, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");

/** The words of one language; each run settles the first of 10001's manager's open bills (seeded two, dated from the seeding day). */
const WORDS = {
  en: { settle: "Settle", debit: "Debit the balance", settled: "Settled", lines: "Lines", ledger: /Ledger debit, balance after [\d,]+\.\d{2}/, issue: "Issue", issueDraft: true, issued: "Issued" },
  zh: { settle: "结算", debit: "从余额扣款", settled: "已结清", lines: "明细", ledger: /余额扣款，扣后余额 [\d,]+\.\d{2}/, issue: "出账", issueDraft: false, issued: "已出账" },
} as const;
const BILL_CODE = /BIL-\d{4}-\d{4}/;
/** The code of the list's first bill. */
const firstCode = async (page: Page) => (await table(page).locator("tbody tr").first().innerText()).match(BILL_CODE)![0];

test.describe.configure({ mode: "serial", timeout: 150_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a bill issued, then one settled from the member's balance, its status settled and the ledger debit shown`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);

    if (w.issueDraft) {
      // This month's draft of the manager's services.
      await page.goto("/BillingManagement?memberName=manager&status=draft");
      await hydrated(page);
      const draft = await firstCode(page);
      await page.goto(`/BillingManagement?memberName=manager&code=${draft}`);
      await hydrated(page);
      const row = table(page).locator("tbody tr", { hasText: draft });
      await row.getByRole("checkbox").check();
      await page.getByTestId("toolbar").getByRole("button", { name: w.issue, exact: true }).click();
      await page.getByRole("dialog").getByRole("button").last().click();
      await expect(row).toContainText(w.issued, { timeout: 30_000 });
      // Its lines open beside the list, each linking to its source record.
      await row.getByRole("button", { name: w.lines }).click();
      await expect(page.getByTestId("bill-lines").getByRole("link").first()).toBeVisible();
      await page.keyboard.press("Escape");
    }

    await page.goto("/ClearingCenter?memberName=manager&standing=open");
    await hydrated(page);
    const bill = await firstCode(page);
    await page.goto(`/ClearingCenter?memberName=manager&code=${bill}`);
    await hydrated(page);
    const summary = page.getByTestId("clearing-summary").locator("tbody tr", { hasText: "HKD" });
    await expect(summary).toBeVisible();
    await expectAccessible(page);
    const balanceBefore = (await summary.locator("td").last().innerText()).trim();
    const row = table(page).locator("tbody tr", { hasText: bill });
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
