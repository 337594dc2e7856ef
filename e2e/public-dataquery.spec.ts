import { APP, expect, expectAccessible, test } from "./support";

/** /DataQuery (issue #9): public look-ups of HS codes, places, countries and currencies. */

test.describe("data query", () => {
  test("the port search finds USLGB (Long Beach) and HKHKG (Hong Kong), by code and by name, with a link of its own", async ({ page }) => {
    await page.goto("/DataQuery?lng=en");
    await page.getByRole("navigation", { name: "Data sets" }).getByRole("link", { name: "Ports and places" }).click();
    await page.getByRole("searchbox", { name: "Search" }).fill("USLGB");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(`${APP}/DataQuery?tab=ports&q=USLGB&country=&fn=`);
    const first = page.getByRole("table").getByRole("row").nth(1);
    await expect(first).toContainText("USLGB");
    await expect(first).toContainText("Long Beach");
    await expect(first).toContainText("Sea port");

    await page.goto("/DataQuery?tab=ports&q=HKHKG");
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("Hong Kong");

    await page.goto("/DataQuery?tab=ports&q=long+beach&country=us");
    await expect(page.getByRole("table").getByRole("cell", { name: "USLGB", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: /results for “long beach”/ })).toBeVisible();
  });

  test("filters by function and pages through the answers", async ({ page }) => {
    await page.goto("/DataQuery?tab=ports&country=HK&fn=airport&lng=en");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows.nth(1)).toBeVisible();
    for (const row of await rows.all()) {
      if ((await row.getByRole("cell").count()) === 0) continue;
      await expect(row).toContainText("Airport");
      await expect(row).toContainText("HK");
    }

    await page.goto("/DataQuery?tab=ports&country=US&fn=seaport");
    await expect(page.getByText("Page 1 of")).toBeVisible();
    const firstOnPage1 = await rows.nth(1).getByRole("cell").first().innerText();
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText("Page 2 of")).toBeVisible();
    expect(await rows.nth(1).getByRole("cell").first().innerText()).not.toBe(firstOnPage1);
    await page.getByRole("link", { name: "Previous page" }).click();
    await expect(page.getByText("Page 1 of")).toBeVisible();
  });

  test("countries, currencies and HS codes, in Chinese", async ({ page }) => {
    await page.goto("/DataQuery?tab=countries&q=中国&lng=zh");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("数据查询");
    await expect(page.getByRole("table").getByRole("cell", { name: "CN", exact: true })).toBeVisible();
    await page.getByRole("table").getByRole("link", { name: "CNY" }).click();
    await expect(page).toHaveURL(`${APP}/DataQuery?tab=currencies&q=CNY`);
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("Yuan Renminbi");

    await page.goto("/DataQuery?tab=currencies&q=HKD");
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("Hong Kong Dollar");

    await page.goto("/DataQuery?tab=hs&q=frozen+shrimp");
    const shrimp = page.getByRole("table").getByRole("link", { name: /^0306\./ }).first();
    await expect(shrimp).toBeVisible();
    await shrimp.click();
    await expect(page).toHaveURL(/\/goodsClassificationDetails\?code=0306/);
  });

  test("no serious accessibility violations", async ({ page }) => {
    await page.goto("/DataQuery?tab=ports&q=hong+kong&lng=en");
    await expectAccessible(page);
  });
});

test.describe("data query refusals", () => {
  test.use({ expectedProblem: /status of 400/ });

  test("a refused query says why in the visitor's language, and the page stays usable", async ({ page }) => {
    const response = await page.goto("/DataQuery?tab=ports&country=U1&lng=en");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("Country must be a 2-letter ISO 3166-1 code.");
    await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
    await page.goto("/DataQuery?tab=countries&q=zzzzqqq");
    await expect(page.getByText("Nothing matches “zzzzqqq”.", { exact: false })).toBeVisible();
    await page.goto("/DataQuery?tab=ports&country=U1&lng=zh");
    await expect(page.getByRole("alert")).toHaveText("国家须为两位字母的 ISO 3166-1 代码。");
  });
});

test.describe("data query without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form searches and the tabs switch", async ({ page }) => {
    await page.goto("/DataQuery?tab=ports&lng=tw");
    await page.getByRole("searchbox", { name: "查詢" }).fill("HKHKG");
    await page.getByRole("button", { name: "查詢", exact: true }).click();
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("Hong Kong");
    await page.getByRole("link", { name: "幣別" }).click();
    await expect(page).toHaveURL(`${APP}/DataQuery?tab=currencies`);
  });
});
