import type { Page } from "@playwright/test";
import { entrySummaryDue } from "../contract/usa/working-days";
import { choose, expect, field, hydrated, loginAs, test } from "./support";

/** `YYYY-MM-DDTHH:mm` of the day `offset` days from today (UTC, as the app's server counts). */
const day = (offset: number, time = "09:00") => `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T${time}`;

async function record(page: Page, milestone: string, at: string, container?: string) {
  await page.getByRole("textbox", { name: "Milestone", exact: true }).click();
  await page.getByRole("option", { name: milestone, exact: true }).click();
  if (container) {
    await page.getByRole("textbox", { name: "Container", exact: true }).click();
    await page.getByRole("option", { name: container }).click();
  }
  await field(page, "Date and time").fill(at);
  await page.getByRole("button", { name: "Record", exact: true }).click();
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.describe("import clearance: a broker runs a shipment from bill to outgate", () => {
  test("a container with a wrong check digit and milestones out of order are refused; demurrage shows after outgate past the LFD", async ({ page, context }) => {
    // This attempt's own bill: a retry must not find the shipment an earlier attempt added.
    const mbl = `MAEU${String(Date.now()).slice(-9)}`;
    await loginAs(context, "agent");
    await page.goto("/importClearance");
    await hydrated(page);
    await expect(page.getByTestId("data-table").locator("tbody tr")).toHaveCount(10);

    await page.getByTestId("toolbar").getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await choose(dialog, page, "Importer", "Pacific Trail Outdoor LLC");
    await choose(dialog, page, "Mode", "Ocean");
    await field(dialog, "Master bill (MBL)").fill("MAEU 12345");
    await choose(dialog, page, "Entry type", /^01/);
    await choose(dialog, page, "FDA", "Not required");
    await choose(dialog, page, "EPA", "Not required");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("a bill of lading is the issuer's four-letter SCAC")).toBeVisible();
    await field(dialog, "Master bill (MBL)").fill(mbl);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    await page.getByRole("search").getByLabel("Master bill (MBL)").fill(mbl);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    const row = page.getByTestId("data-table").locator("tbody tr", { hasText: mbl });
    await expect(row).toContainText(/USI-\d{4}-\d{4}/);
    await row.getByRole("link", { name: /USI-\d{4}-\d{4}/ }).click();
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(/USI-\d{4}-\d{4}/);

    // The importer's $50,000 continuous bond fell short once its bulk entry two months ago counted: the estimate says so.
    await page.getByRole("tab", { name: "Entry lines and estimate" }).click();
    await expect(page.getByTestId("entry-bond")).toContainText("continuous bond of $50,000.00 is short of the $");
    await expect(page.getByTestId("entry-bond")).toHaveAttribute("role", "alert");

    // ISO 6346: MSKU1234565 is valid, one digit off is refused naming the digit it needs.
    await page.getByRole("tab", { name: "Containers" }).click();
    await page.getByRole("button", { name: "Add container" }).click();
    // Weight and packages start empty and are refused so: nothing is saved as 0.
    await expect(field(dialog, "Gross weight (kg)")).toHaveValue("");
    await expect(field(dialog, "Packages")).toHaveValue("");
    await field(dialog, "Container no.").fill("MSKU1234566");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("check digit (ISO 6346) should be 5")).toBeVisible();
    await expect(field(dialog, "Container no.")).toBeFocused();
    await expect(dialog.getByText("enter the gross weight in kg: more than 0")).toBeVisible();
    await expect(dialog.getByText("enter the number of packages: at least 1")).toBeVisible();
    await field(dialog, "Container no.").fill("MSKU 123456 5");
    await field(dialog, "Packages").fill("900");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(field(dialog, "Gross weight (kg)")).toBeFocused();
    await expect(dialog.getByText("enter the gross weight in kg: more than 0")).toBeInViewport();
    await field(dialog, "Gross weight (kg)").fill("18000");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId("containers")).toContainText("MSKU1234565");

    // The release needs the arrival first; moving the arrival past the release names the release's own time.
    await page.getByRole("tab", { name: "Milestones" }).click();
    await record(page, "Customs released", day(-6));
    await expect(page.getByText("Record Arrived / discharged before Customs released")).toBeVisible();
    await record(page, "Arrived / discharged", day(-9));
    await expect(page.getByRole("table", { name: "Shipment" }).getByRole("row", { name: /^Arrived/ })).toContainText(day(-9).replace("T", " "));
    await record(page, "Customs released", day(-6));
    await expect(page.getByRole("table", { name: "Shipment" })).toContainText(day(-6).replace("T", " "));
    // The entry summary is due ten working days after the release, weekends and federal holidays out.
    await expect(page.getByText("Entry summary due", { exact: true }).locator("..")).toContainText(entrySummaryDue(day(-6)));
    await record(page, "Arrived / discharged", day(-5, "10:00"));
    await expect(page.getByText(`Arrived / discharged cannot be later than Customs released (${day(-6).replace("T", " ")})`)).toBeVisible();

    // Out of order: the box cannot leave the terminal before customs released it.
    await record(page, "Available", day(-6, "12:00"), "MSKU1234565");
    await record(page, "Freight released (carrier)", day(-6, "10:00"));
    await record(page, "Outgate", day(-7), "MSKU1234565");
    await expect(page.getByText(`Outgate cannot be earlier than Customs released (${day(-6).replace("T", " ")})`)).toBeVisible();

    // In order: last free day, outgate four days after it.
    await record(page, "Last free day", day(-5, "23:59"), "MSKU1234565");
    await record(page, "Outgate", day(-1), "MSKU1234565");
    await expect(page.getByRole("table", { name: "Containers" })).toContainText(day(-1).replace("T", " "));

    await page.getByRole("tab", { name: "Containers" }).click();
    // Demurrage: 4 days past the LFD at the demo tariff of $150.00 a day.
    await expect(page.getByTestId("demurrage")).toHaveText("$600.00 (4 days)");
  });
});
