import ExcelJS from "exceljs";
import { APP, expect, expectAccessible, expectNoHiddenTabStops, hydrated, loginAs, test } from "./support";

test.describe.configure({ timeout: 120_000 });

/** The words of one language for the journey. */
const WORDS = {
  en: { title: "Data report", orders: "Purchase orders", clearances: "Import clearances", classification: "Classification orders", total: (n: number) => `Total ${n}`, show: "Show", from: "From month" },
  zh: { title: "数据报表", orders: "采购订单", clearances: "进口清关", classification: "归类订单", total: (n: number) => `共 ${n} 条`, show: "查询", from: "起始月份" },
} as const;

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: every figure of the report opens a list of exactly that many rows`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    await page.goto("/DataReport");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.title);
    // The charts arrive after the page; the tables carry the same figures as links.
    await expect(page.getByTestId("clearance-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
    await expectAccessible(page);
    // The chart is for the eye: Tab walks past it to the links carrying its figures.
    await expectNoHiddenTabStops(page);

    // The orders placed in the period: the figure opens the order list holding exactly them.
    const orders = page.getByRole("region", { name: w.orders });
    const placed = orders.getByTestId("order-total").getByRole("link");
    const k = Number(await placed.innerText());
    expect(k).toBeGreaterThan(0);
    await placed.click();
    await expect(page).toHaveURL(/\/orderList\?orderDateFrom=\d{4}-\d{2}-01&orderDateTo=\d{4}-\d{2}-\d{2}$/);
    await hydrated(page);
    await expect(page.getByText(w.total(k), { exact: true })).toBeVisible();
    // A supplier's figure opens that supplier's orders of the period.
    await page.goBack();
    await hydrated(page);
    const top = page.getByTestId("top-suppliers").locator("tbody tr").first();
    const ordered = Number(await top.getByRole("link").innerText());
    await top.getByRole("link").click();
    await expect(page).toHaveURL(/\/orderList\?supplierId=\d+&orderDateFrom=/);
    await hydrated(page);
    await expect(page.getByText(w.total(ordered), { exact: true })).toBeVisible();
    await page.goBack();
    await hydrated(page);

    const clearances = page.getByRole("region", { name: w.clearances });
    const total = clearances.getByTestId("clearance-total").getByRole("link");
    const n = Number(await total.innerText());
    expect(n).toBeGreaterThan(0);
    await total.click();
    await expect(page).toHaveURL(/\/importClearance\?createdFrom=\d{4}-\d{2}-01&createdTo=\d{4}-\d{2}-\d{2}$/);
    await hydrated(page);
    await expect(page.getByText(w.total(n), { exact: true })).toBeVisible();

    await page.goBack();
    await hydrated(page);
    const classification = page.getByRole("region", { name: w.classification });
    const cell = classification.getByTestId("classification-total").getByRole("link");
    const m = Number(await cell.innerText());
    await cell.click();
    await expect(page).toHaveURL(/\/ClassifyPlatform\?createdFrom=/);
    await hydrated(page);
    await expect(page.getByText(w.total(m), { exact: true })).toBeVisible();
  });
}

test("a wrong period falls back to the last six months and says so; a chosen period is kept in the address", async ({ page, context }) => {
  await loginAs(context, "admin");
  await page.goto("/DataReport?from=2026-13&to=2026-01");
  await hydrated(page);
  await expect(page.getByRole("status")).toContainText("the report shows the last 6 months instead");
  const rows = page.getByTestId("clearance-table").locator("tbody tr");
  await expect(rows).toHaveCount(6);

  await page.getByLabel("From month").fill("2026-01");
  await page.getByLabel("To month").fill("2026-03");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/from=2026-01&to=2026-03/);
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole("status")).toHaveCount(0);

  // The workbook holds the period on the screen, a sheet a section, and the same totals.
  const opened = Number(await page.getByTestId("clearance-total").innerText());
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export report" }).click()]);
  expect(download.suggestedFilename()).toBe("DataReport-2026-01-2026-03.xlsx");
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["Data report", "Purchase orders", "Top suppliers", "Import clearances", "Shipments by stage", "Classification orders"]);
  const sheet = book.getWorksheet("Import clearances")!;
  expect(sheet.rowCount).toBe(5);
  expect(sheet.getRow(5).getCell(2).value).toBe(opened);
});
