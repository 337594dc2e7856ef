import type { Page } from "@playwright/test";
import { expect, test } from "./support";

/** A Taiwanese seller on the public look-ups: goods in their own words, countries and ports in Traditional Chinese. */

const resultCodes = (page: Page) =>
  page.locator("[data-hs-results] ol > li[data-code]").evaluateAll((items) => items.map((item) => item.getAttribute("data-code") ?? ""));

test("藍牙耳機 on the tw classification page lists 8518.30 in the first 3, with its Traditional name beside the English", async ({ page }) => {
  await page.goto(`/goodsClassification?lng=tw&keyword=${encodeURIComponent("藍牙耳機")}`);
  expect((await resultCodes(page)).slice(0, 3)).toContain("851830");
  const hit = page.locator('[data-hs-results] li[data-code="851830"]');
  await expect(hit).toContainText("Headphones and earphones");
  await expect(hit.getByTestId("hs-chinese-name")).toHaveText(/^頭戴耳機及耳機/);
});

test("蓝牙耳机 on the zh page shows the Simplified name", async ({ page }) => {
  await page.goto(`/goodsClassification?lng=zh&keyword=${encodeURIComponent("蓝牙耳机")}`);
  await expect(page.locator('[data-hs-results] li[data-code="851830"]').getByTestId("hs-chinese-name")).toHaveText(/^头戴耳机及耳机/);
});

test("德國 on the tw countries tab finds Germany and shows 德國", async ({ page }) => {
  await page.goto(`/DataQuery?tab=countries&lng=tw&q=${encodeURIComponent("德國")}`);
  const row = page.getByRole("row").filter({ hasText: "DEU" });
  await expect(row).toContainText("德國");
  await expect(row).not.toContainText("德国");
});

test("鹽田 on the tw ports tab finds Yantian in 中國", async ({ page }) => {
  await page.goto(`/DataQuery?tab=ports&lng=tw&q=${encodeURIComponent("鹽田")}`);
  await expect(page.getByRole("row").filter({ hasText: "Yantian" }).first()).toContainText("中國");
});
