import { APP, expect, hydrated, loginAs, test } from "./support";

const ADMIN_MOBILE = "13800000001";

test.describe("message outbox", () => {
  test("an administrator reads the SMS code just sent, filtered by channel and recipient", async ({ page, context }) => {
    await loginAs(context, "admin");

    // Anonymous visitor asks for a login code by SMS, in a page without the session cookie.
    const visitor = await context.browser()!.newPage();
    await visitor.goto(`${APP}/login`);
    await hydrated(visitor);
    await visitor.getByRole("tab", { name: "Mobile" }).click();
    const form = visitor.locator("form").filter({ has: visitor.locator('input[name="smsCaptcha"]') });
    await form.getByRole("textbox", { name: "Mobile", exact: true }).fill(ADMIN_MOBILE);
    await form.getByRole("button", { name: "Send code" }).click();
    await expect(visitor.getByText(`A code was sent to ${ADMIN_MOBILE}.`)).toBeVisible();
    await visitor.close();

    await page.goto("/messageOutbox");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Message outbox" })).toBeVisible();
    await page.getByRole("textbox", { name: "Recipient" }).fill(ADMIN_MOBILE);
    await page.getByRole("textbox", { name: "Channel" }).click();
    await page.getByRole("option", { name: "SMS" }).click();
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/channel=sms/);
    const rows = page.getByRole("row").filter({ hasText: ADMIN_MOBILE });
    await expect(rows.first()).toContainText(/\d{4,6}/);
    await expect(page.getByRole("row").filter({ hasText: "E-mail" })).toHaveCount(0);
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(rows.first()).toBeVisible();
  });
});
