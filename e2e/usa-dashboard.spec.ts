import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectNoHiddenTabStops, hydrated, loginAs, test } from "./support";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const pastCard = (page: Page) => page.getByRole("link", { name: /^Past last free day: \d+ shipments?$/ });

async function pastCount(page: Page): Promise<number> {
  return Number(await pastCard(page).getByTestId("attention-pastLfd").innerText());
}

/** The dashboard's containers past their last free day: container and file number of each. */
async function pastContainers(page: Page): Promise<{ container: string; fileNo: string }[]> {
  const rows = page.getByTestId("containers-at-risk").locator("tbody tr");
  const found: { container: string; fileNo: string }[] = [];
  for (const row of await rows.all()) {
    const cells = row.locator("td");
    if (!/past/.test(await cells.nth(3).innerText())) continue;
    found.push({ container: await cells.nth(0).getByRole("link").innerText(), fileNo: await cells.nth(1).locator("p").first().innerText() });
  }
  return found;
}

/** The file numbers a shipment list shows, leaving the page where it was. */
async function fileNumbersOf(page: Page, list: string): Promise<string[]> {
  const back = page.url();
  await page.goto(list);
  await hydrated(page);
  const numbers = await page.getByTestId("data-table").locator("tbody tr").getByRole("link", { name: /^USI-/ }).allInnerTexts();
  await page.goto(back);
  await hydrated(page);
  return numbers;
}

test.describe("the US clearance dashboard: each number leads to its list", () => {
  test("a broker opens the past-LFD list from its card, records a container's outgate, and the card counts one fewer", async ({ page, context }) => {
    await loginAs(context, "agent");
    await page.goto("/usaHome");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("US clearance home");
    const n = await pastCount(page);
    expect(n).toBeGreaterThanOrEqual(1);
    await expect(pastCard(page)).toHaveAccessibleName(`Past last free day: ${n} ${n === 1 ? "shipment" : "shipments"}`);
    // The card says what it counts: shipments, while the list beside it names containers.
    await expect(pastCard(page).getByTestId("attention-pastLfd-unit")).toHaveText(n === 1 ? "shipment" : "shipments");
    // The chart arrives after the page; its numbers are links too.
    await expect(page.getByTestId("stage-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
    const atTerminal = page.getByTestId("stage-links").getByRole("link", { name: /^At terminal \(\d+\)$/ });
    await expect(atTerminal).toHaveAttribute("href", "/importClearance?stage=outgate");
    await expectAccessible(page);
    // The chart is for the eye: Tab walks past it to the links carrying its figures.
    await expectNoHiddenTabStops(page);

    // A file with a single container past its last free day leaves the list once that box is out;
    // not one still unentered, whose box may not leave before customs releases it.
    const past = await pastContainers(page);
    const unentered = await fileNumbersOf(page, "/importClearance?attention=generalOrder");
    const target = past.find((box) => past.filter((other) => other.fileNo === box.fileNo).length === 1 && !unentered.includes(box.fileNo));
    expect(target, "a file with one container past its last free day").toBeDefined();

    await pastCard(page).click();
    await expect(page).toHaveURL(/\/importClearance\?attention=pastLfd$/);
    await hydrated(page);
    await expect(page.getByText(`Total ${n}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId("data-table").locator("tbody tr")).toHaveCount(n);
    await page.getByTestId("data-table").locator("tbody tr", { hasText: target!.fileNo }).getByRole("link", { name: target!.fileNo }).click();
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(target!.fileNo);

    await page.getByRole("textbox", { name: "Milestone", exact: true }).click();
    await page.getByRole("option", { name: "Outgate", exact: true }).click();
    await page.getByRole("textbox", { name: "Container", exact: true }).click();
    await page.getByRole("option", { name: target!.container, exact: true }).click();
    // Now, in UTC as the provider counts its day.
    await page.getByLabel("Date and time").fill(new Date().toISOString().slice(0, 16));
    await page.getByRole("button", { name: "Record", exact: true }).click();
    await expect(page.getByText("Milestone recorded")).toBeVisible();

    await page.goto("/usaHome");
    await hydrated(page);
    await expect(pastCard(page).getByTestId("attention-pastLfd")).toHaveText(String(n - 1));
    await expect(page.getByTestId("containers-at-risk").getByRole("link", { name: target!.container })).toHaveCount(0);
  });

  test("a stage's link opens the list of exactly as many shipments", async ({ page, context }) => {
    await loginAs(context, "agent");
    await page.goto("/usaHome");
    await hydrated(page);
    const link = page.getByTestId("stage-links").getByRole("link", { name: /^Awaiting release \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec(await link.innerText())![1]);
    await link.click();
    await expect(page).toHaveURL(/\/importClearance\?stage=customs$/);
    await hydrated(page);
    await expect(page.getByText(`Total ${count}`, { exact: true })).toBeVisible();
  });

  test("the General Order card lists arrivals without an entry; the shipment shows its deadline, and the entry filed takes it off", async ({ page, context }) => {
    await loginAs(context, "agent");
    await page.goto("/usaHome");
    await hydrated(page);
    const card = page.getByRole("link", { name: /^Entry due \(General Order risk\): \d+ shipments?$/ });
    const n = Number(await card.getByTestId("attention-generalOrder").innerText());
    expect(n).toBeGreaterThanOrEqual(1);
    await card.click();
    await expect(page).toHaveURL(/\/importClearance\?attention=generalOrder$/);
    await hydrated(page);
    await expect(page.getByText(`Total ${n}`, { exact: true })).toBeVisible();
    await page.getByTestId("data-table").locator("tbody tr").first().getByRole("link", { name: /USI-/ }).click();
    await hydrated(page);
    // Arrived over twelve days ago and still unentered: due within days, or already past the 15.
    await expect(page.getByTestId("entry-deadline-state")).toHaveText(/^(Entry due soon|General Order risk: entry overdue)$/);
    await expect(page.getByText("Entry due by (15 days after arrival)", { exact: true }).locator("..")).toContainText(/\d{4}-\d{2}-\d{2}/);

    await page.getByRole("textbox", { name: "Milestone", exact: true }).click();
    await page.getByRole("option", { name: "Entry filed (CBP 3461)", exact: true }).click();
    await page.getByLabel("Date and time").fill(new Date().toISOString().slice(0, 16));
    await page.getByRole("button", { name: "Record", exact: true }).click();
    await expect(page.getByText("Milestone recorded")).toBeVisible();
    await expect(page.getByText(/^(Entry due soon|General Order risk: entry overdue)$/)).toHaveCount(0);

    await page.goto("/usaHome");
    await hydrated(page);
    await expect(page.getByRole("link", { name: /^Entry due \(General Order risk\)/ }).getByTestId("attention-generalOrder")).toHaveText(String(n - 1));
  });
});
