import type { Page } from "@playwright/test";
import { hkTimeText } from "../contract/hk/consignment";
import { choose, expect, field, hydrated, loginAs, test } from "./support";

/**
 * A Hong Kong forwarder enters a road consignment's e-ACI, gets its CCRN from the simulated
 * ROCARS, and bundles it to a truck: 20 minutes before the crossing is refused with the reason,
 * two hours before is accepted.
 */
const CONSIGNEE = `Kowloon Bay E2E ${Date.now().toString(36).toUpperCase()} Ltd.`;
const toolbar = (page: Page, name: string) => page.getByTestId("toolbar").getByRole("button", { name, exact: true });
const rowOf = (page: Page) => page.getByTestId("data-table").locator("tbody tr", { hasText: CONSIGNEE });
const inMinutes = (minutes: number) => hkTimeText(Date.now() + minutes * 60_000);

test.describe.configure({ mode: "serial", timeout: 120_000 });

test("a forwarder's e-ACI gets a CCRN and is bundled to a truck no later than 30 minutes before the crossing", async ({ page, context }) => {
  await loginAs(context, "hkmember", "10002");
  await page.goto("/hongKongSeamless");
  await hydrated(page);
  await expect(page.getByTestId("data-table").locator("tbody tr").first()).toContainText(/ECI-\d{4}-\d{4}/);

  await toolbar(page, "Add").click();
  const dialog = page.getByRole("dialog");
  await choose(dialog, page, "Direction", "Import");
  await choose(dialog, page, "Control point", "Lok Ma Chau");
  await field(dialog, "Expected crossing (HK time)").fill(inMinutes(180));
  await field(dialog, "Packages").fill("10");
  await field(dialog, "Description of packages").fill("Cartons");
  // The description of articles is picked from the tenant's cargo list.
  await field(dialog, "Description of articles").fill("speak");
  await page.getByRole("option", { name: "Portable speakers", exact: true }).click();
  await expect(field(dialog, "Description of articles")).toHaveValue("Portable speakers");
  // A customer picked by name brings its address along.
  await field(dialog, "Consignor").fill("Brightway");
  await page.getByRole("option", { name: /^Shenzhen Brightway Electronics/ }).click();
  await expect(field(dialog, "Consignor")).toHaveValue(/^Shenzhen Brightway Electronics Co\., Ltd\./);
  await expect(field(dialog, "Consignor's address")).not.toHaveValue("");
  await field(dialog, "Consignee").fill(CONSIGNEE);
  await field(dialog, "Consignee's address").fill("15 Wang Hoi Road, Kowloon Bay, Kowloon");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  await page.getByRole("search").getByLabel("Consignee").fill(CONSIGNEE);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  // The new e-ACI heads the unfiltered list too: wait for the search's own list, or the row
  // checked next would be unchecked when that list arrives.
  await expect(page.getByTestId("data-table").locator("tbody tr")).toHaveCount(1);
  await expect(rowOf(page)).toContainText("Draft");
  await rowOf(page).click();
  await toolbar(page, "Submit to ROCARS").click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Sent to ROCARS")).toBeVisible();
  // ROCARS answers a few seconds later.
  await expect(async () => {
    await page.reload();
    await expect(rowOf(page)).toContainText("Accepted", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(rowOf(page)).toContainText(/CCRN-DEMO-\d{8}-\d{6}/);
  const ccrn = (await rowOf(page).innerText()).match(/CCRN-DEMO-\d{8}-\d{6}/)![0];

  // An accepted e-ACI is amended under its CCRN: sent to ROCARS again, accepted again.
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await rowOf(page).click();
  await toolbar(page, "Amend").click();
  await expect(dialog).toContainText(ccrn);
  await expect(field(dialog, "Packages")).toHaveValue("10");
  await field(dialog, "Packages").fill("12");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(rowOf(page)).toContainText("Submitted");
  await expect(async () => {
    await page.reload();
    await expect(rowOf(page)).toContainText("Accepted", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(rowOf(page)).toContainText(ccrn);

  // Twenty minutes before the crossing is too late to bundle; two hours before is in time.
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await rowOf(page).click();
  await toolbar(page, "Bundle to vehicle").click();
  await field(dialog, "Vehicle registration no.").fill("lv 9999");
  await field(dialog, "Crossing at the control point (HK time)").fill(inMinutes(20));
  await dialog.getByRole("button", { name: "Bundle to vehicle" }).click();
  await expect(page.getByText("bundling closes 30 minutes before the vehicle reaches the control point")).toBeVisible({ timeout: 30_000 });
  await field(dialog, "Crossing at the control point (HK time)").fill(inMinutes(120));
  await dialog.getByRole("button", { name: "Bundle to vehicle" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(rowOf(page)).toContainText("Bundled");
  await expect(rowOf(page)).toContainText("LV9999");
});

test("a consignment's row offers only the steps its status allows, and its history once", async ({ page, context }) => {
  await loginAs(context, "hkmember", "10002");
  const actionsOf = async (status: string) => {
    await page.goto(`/hongKongSeamless?status=${status}`);
    await hydrated(page);
    const row = page.getByTestId("data-table").locator("tbody tr").first();
    await expect(row).toContainText(new RegExp(status, "i"));
    return row;
  };
  for (const status of ["cancelled", "accepted", "crossed"]) {
    const row = await actionsOf(status);
    await expect(row.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Submit to ROCARS", exact: true })).toHaveCount(0);
    await expect(row.getByRole("link", { name: "History", exact: true }).or(row.getByRole("button", { name: "History", exact: true }))).toHaveCount(1);
  }
  const draft = await actionsOf("draft");
  await expect(draft.getByRole("button", { name: "Edit", exact: true })).toHaveCount(1);
  await expect(draft.getByRole("button", { name: "Submit to ROCARS", exact: true })).toHaveCount(1);
});
