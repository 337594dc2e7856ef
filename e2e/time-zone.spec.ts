import type { Browser } from "@playwright/test";
import { APP, expect, hydrated, loginAs, test } from "./support";

const STAMP = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

/** The newest message's time on the UDR history, as a browser in `timezoneId` reads it. */
async function newestTime(browser: Browser, timezoneId: string): Promise<string> {
  const context = await browser.newContext({ timezoneId, baseURL: APP });
  try {
    await loginAs(context, "hkmember", "10002");
    const page = await context.newPage();
    await page.goto("/declarationDetail");
    await hydrated(page);
    // The first page is drawn in UTC until the browser has told its zone; then it is drawn again.
    if (timezoneId !== "UTC") {
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === "tz")?.value).toBe(encodeURIComponent(timezoneId));
      await page.reload();
      await hydrated(page);
    }
    const row = page.getByTestId("data-table").locator("tbody tr").first();
    await expect(row).toContainText(STAMP);
    return STAMP.exec(await row.innerText())![0];
  } finally {
    await context.close();
  }
}

test("system times read in the viewer's own zone: Hong Kong sees the same message 8 hours ahead of UTC", async ({ browser }) => {
  const utc = await newestTime(browser, "UTC");
  const hongKong = await newestTime(browser, "Asia/Hong_Kong");
  const ms = (text: string) => Date.parse(`${text.replace(" ", "T")}Z`);
  expect(ms(hongKong) - ms(utc)).toBe(8 * 3_600_000);
});
