import type { Page } from "@playwright/test";
import { choose, expect, field, hydrated, loginAs, test } from "./support";

/**
 * A Hong Kong forwarder turns the two CCRNs of a finished truck trip into an import declaration,
 * is refused a third line of another heading and country, lodges it for a demo UDR, and finds the
 * lodgement and its acknowledgement in the UDR message history. Each attempt takes a trip no
 * declaration uses yet (the seeds leave three), so a retry never trips over the last attempt.
 */
const FREE_TRIPS = ["HK5501", "HK5502", "HK5503"];
const toolbar = (page: Page, name: string) => page.getByTestId("toolbar").getByRole("button", { name, exact: true });
const rows = (page: Page) => page.getByTestId("data-table").locator("tbody tr");

test.describe.configure({ mode: "serial", timeout: 120_000 });

test("the CCRNs of one truck trip become a declaration that is lodged for a UDR, with its messages in the history", async ({ page, context }) => {
  await loginAs(context, "hkmember", "10002");

  // A finished trip whose two CCRNs are in no declaration yet.
  let trip: string | undefined;
  for (const vehicle of FREE_TRIPS) {
    await page.goto(`/hongKongSeamless?vehicleNo=${vehicle}&status=crossed`);
    await hydrated(page);
    await expect(rows(page).first()).toContainText(vehicle);
    if ((await rows(page).count()) === 2 && !(await page.getByTestId("data-table").textContent())?.match(/TDC-\d{4}-\d{4}/)) {
      trip = vehicle;
      break;
    }
  }
  expect(trip, "a seeded truck trip no declaration uses").toBeDefined();
  await page.waitForLoadState("networkidle");
  for (const row of await rows(page).all()) await row.getByRole("checkbox").check();
  await toolbar(page, "Create declaration").click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();

  // The declaration's page: both CCRNs inherited as lines, with their cargo items' codes.
  await expect(page).toHaveURL(/\/hongKongCustomsDeclaration\/\d+$/, { timeout: 30_000 });
  await hydrated(page);
  const lines = page.getByTestId("tdec-lines");
  await expect(lines).toContainText("Bluetooth earphones");
  await expect(lines).toContainText("Portable speakers");
  await expect(page.getByTestId("tdec-ccrns")).toContainText(/CCRN-DEMO-\d{8}-\d{6}/);
  await expect(page.getByTestId("tdec-status")).toHaveText("Draft");

  // Video game consoles come from Japan under another heading: refused at once, naming the line.
  await choose(page.locator("main"), page, "Cargo item", /Video game consoles/);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("line 3: its HKHS heading differs from 8518, the first line's", { exact: false })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // A line still without its HKHS code gets one, then the declaration is lodged.
  for (const cell of await page.getByTestId("line-hkhs").all()) {
    if ((await cell.textContent())?.trim() !== "—") continue;
    await cell.locator("xpath=..").getByRole("button", { name: "Edit" }).click();
    await field(dialog, "HKHS code").fill("85183000");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
  }
  await page.getByRole("button", { name: "Lodge", exact: true }).click();
  await expect(page.getByTestId("udr")).toHaveText(/^UDR-DEMO-\d{8}-\d{6}$/, { timeout: 30_000 });
  await expect(page.getByTestId("tdec-status")).toHaveText("Lodged");
  const udr = (await page.getByTestId("udr").textContent())!.trim();

  // The UDR history, searched by that UDR: the lodgement sent and the acknowledgement received.
  await page.goto("/declarationDetail");
  await hydrated(page);
  await page.getByRole("search").getByLabel("Ref. no. or UDR").fill(udr);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/reference=UDR-DEMO/);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: "UDR acknowledgement" })).toContainText(udr);
  await expect(rows(page).filter({ hasText: "Declaration lodged" })).toHaveCount(1);

  // The dates are the browser's date pickers: a range that ends before today holds none of them.
  const from = page.getByRole("search").getByLabel("From", { exact: true });
  await expect(from).toHaveAttribute("type", "date");
  await page.getByRole("search").getByLabel("To", { exact: true }).fill("2020-01-31");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/atTo=2020-01-31/);
  await expect(page.getByTestId("pager")).toContainText("Total 0");
});
