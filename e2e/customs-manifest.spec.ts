import { readFile } from "node:fs/promises";
import { APP, expect, expectAccessible, field, hydrated, loginAs, test } from "./support";

/** A seeded master bill of 10001 whose every container is back empty (seeds/usa-clearance-plans.ts, the 35th plan). */
const DONE_BILL = "MAEU900000035";

test.describe.configure({ timeout: 60_000 });

test.describe("manifest query: a broker looks up a bill or a container", () => {
  test("a seeded bill shows its status and events, one of its containers leads back to it, and its events export", async ({ page, context }) => {
    await loginAs(context, "agent");
    await page.goto("/ManifestQuery");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manifest query");
    await expect(page.getByTestId("simulated-note")).toContainText("not CBP disposition codes");
    await expect(page.getByTestId("manifest-examples").getByRole("link").first()).toBeVisible();

    // Keyboard only: type the bill, Enter sends the form; the answer's URL holds the search.
    const search = page.getByRole("search");
    await field(search, "Bill no.").fill(DONE_BILL.toLowerCase());
    await field(search, "Bill no.").press("Enter");
    await expect(page).toHaveURL(`/ManifestQuery?bill=${DONE_BILL.toLowerCase()}`);
    const record = page.getByTestId("manifest-record");
    await expect(record.getByRole("heading", { level: 2 })).toHaveText(DONE_BILL);
    await expect(record.getByTestId("bill-status")).toHaveText("Released");
    const events = record.getByTestId("manifest-events");
    await expect(events).toContainText("Empty returned to the terminal or depot");
    await expect(events).toContainText("CBP released the cargo");
    await expect(events).toContainText("ISF filed and matched to the bill");
    await expect(record.getByTestId("manifest-containers")).toContainText("Empty returned");
    await expect(record.getByRole("link", { name: /^USI-\d{4}-\d{4}$/ })).toHaveAttribute("href", /^\/importClearance\/\d+$/);
    await expectAccessible(page);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Excel (.xlsx)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`ManifestQuery-${DONE_BILL}.xlsx`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");

    const container = (await record.getByTestId("manifest-containers").locator("tbody tr td").first().innerText()).trim();
    await field(search, "Bill no.").fill("");
    await field(search, "Container no.").fill(container);
    await search.getByRole("button", { name: "Look up" }).click();
    await expect(page).toHaveURL(`/ManifestQuery?container=${container}`);
    await expect(record.getByRole("heading", { level: 2 })).toHaveText(DONE_BILL);
    await expect(record).toContainText("Found by container");

    // The back button returns to the bill's answer.
    await page.goBack();
    await expect(page).toHaveURL(`/ManifestQuery?bill=${DONE_BILL.toLowerCase()}`);
    await expect(record).toContainText("Found by master bill");
  });

  test("a well-formed bill nobody filed answers no bill on file; a wrong check digit is refused in Chinese with the digit expected", async ({ page, context }) => {
    await loginAs(context, "agent");
    await page.goto("/ManifestQuery?bill=MAEU999999999");
    await hydrated(page);
    await expect(page.getByTestId("no-bill")).toContainText("No bill on file");
    await expect(page.getByTestId("no-bill")).toContainText("MAEU999999999");

    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await page.goto("/ManifestQuery");
    await hydrated(page);
    const search = page.getByRole("search");
    await field(search, "箱号").fill("MSKU1234566");
    await search.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL("/ManifestQuery?container=MSKU1234566");
    await expect(search.getByText("箱号校验位（ISO 6346）不符：应为 5")).toBeVisible();
    await expect(page.getByTestId("manifest-record")).toHaveCount(0);
    await expectAccessible(page);
  });
});
