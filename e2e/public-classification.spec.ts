import type { Page } from "@playwright/test";
import { DOWN_APP_PORT } from "../playwright.config";
import { APP, expect, expectAccessible, test } from "./support";

/** The public goods classification (issue #9): search, browse and one code's details over the HS open API. */

const search = (keyword: string, extra = "") => `/goodsClassification?keyword=${encodeURIComponent(keyword)}${extra}`;
const results = (page: Page) => page.locator("[data-hs-results]");

/** The codes of the search results shown, in order. */
async function resultCodes(page: Page): Promise<string[]> {
  return results(page)
    .locator("ol > li[data-code]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-code") ?? ""));
}

test.describe("searching for goods", () => {
  test("cotton t-shirt lists subheading 6109.10 in the first 5, with the matched words marked", async ({ page }) => {
    await page.goto("/goodsClassification");
    await page.getByRole("searchbox", { name: "Describe your goods or enter an HS code" }).fill("cotton t-shirt");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/keyword=cotton\+t-shirt/);
    await expect(results(page).getByRole("heading", { level: 2 })).toContainText("results for “cotton t-shirt”");
    expect((await resultCodes(page)).slice(0, 5)).toContain("610910");

    const hit = results(page).locator('li[data-code="610910"]');
    await expect(hit.getByRole("link", { name: /^Subheading 6109\.10/ })).toBeVisible();
    await expect(hit.locator("mark")).toContainText(["T-shirts", "cotton"]);
    await expect(hit.getByRole("list", { name: "Classified under" })).toContainText("Section XI");
    await expect(hit.getByRole("list", { name: "Classified under" })).toContainText("Chapter 61");
    await expect(hit.getByRole("list", { name: "Classified under" })).toContainText("Heading 61.09");
    await expectAccessible(page);
  });

  for (const keyword of ["cotton t-shirts", "Cotton T shirts", "cotton tshirt"]) {
    test(`"${keyword}" finds subheading 6109.10 in the first 5 too`, async ({ page }) => {
      await page.goto(search(keyword));
      expect((await resultCodes(page)).slice(0, 5)).toContain("610910");
    });
  }

  test("a result opens the code's details: its chapter, its place in the tree and the US HTS sample", async ({ page }) => {
    await page.goto(search("cotton t-shirt"));
    await results(page).getByRole("link", { name: /^Subheading 6109\.10/ }).click();
    await expect(page).toHaveURL(`${APP}/goodsClassificationDetails?code=610910`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subheading 6109.10");
    const hierarchy = page.getByTestId("hs-hierarchy");
    await expect(hierarchy.getByRole("link", { name: "Chapter 61" })).toHaveAttribute("href", "/goodsClassification?parent=61");
    await expect(hierarchy.getByRole("link", { name: "Section XI" })).toBeVisible();
    await expect(hierarchy.getByRole("link", { name: "Heading 61.09" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "US HTS lines (sample)" })).toBeVisible();
    await expect(page.getByText(/A sample of the US Harmonized Tariff Schedule/)).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["HTS code", "Description", "Unit", "General rate", "Special rate", "Column 2 rate"]);
    await expect(table.getByRole("rowheader", { name: "6109.10.00", exact: true })).toBeVisible();
    await expectAccessible(page);

    await hierarchy.getByRole("link", { name: "Chapter 61" }).click();
    await expect(page).toHaveURL(/parent=61$/);
    await expect(results(page).getByRole("heading", { level: 2 })).toContainText("Chapter 61");
  });

  test("an empty result suggests searches that find something", async ({ page }) => {
    await page.goto(search("xyzzy"));
    await expect(page.getByTestId("hs-no-match")).toContainText("No HS code matches “xyzzy”");
    await page.getByRole("link", { name: "office chair" }).click();
    await expect(page).toHaveURL(/keyword=office\+chair/);
    // The URL changes as the new page starts to arrive; its results are read once they are there.
    await expect.poll(async () => (await resultCodes(page))[0]).toMatch(/^9401/);
  });

  test("results are paged, the page in the address", async ({ page }) => {
    await page.goto(search("cotton", "&size=20"));
    await expect(results(page).locator("ol > li[data-code]")).toHaveCount(20);
    const first = await resultCodes(page);
    await page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/keyword=cotton&size=20&page=2/);
    await expect(results(page).locator("ol[start]")).toHaveAttribute("start", "21");
    expect(await resultCodes(page)).not.toContain(first[0]);
  });
});

test.describe("refusals and outages", () => {
  test.use({ expectedProblem: /status of 400/ });

  test("a keyword over 100 characters is refused in the visitor's language", async ({ page, context }) => {
    const response = await page.goto(search("a".repeat(101)));
    expect(response?.status()).toBe(400);
    await expect(page.getByTestId("hs-problem")).toContainText("The keyword must be at most 100 characters.");

    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await page.goto(search("a".repeat(101)));
    await expect(page.getByTestId("hs-problem")).toContainText("关键词最多 100 个字符。");
  });

  test("an unknown parent says the code was not found", async ({ page }) => {
    expect((await page.goto("/goodsClassification?parent=99"))?.status()).toBe(404);
    await expect(page.getByTestId("hs-problem")).toContainText("HS code not found.");
    await page.getByRole("link", { name: "Back to all sections" }).click();
    await expect(results(page).getByRole("heading", { name: "The 21 sections of the Harmonized System" })).toBeVisible();
  });

  test("the provider down is a friendly 503, not a crash", async ({ page }) => {
    const down = `http://127.0.0.1:${DOWN_APP_PORT}`;
    expect((await page.goto(`${down}${search("cotton")}`))?.status()).toBe(503);
    await expect(page.getByTestId("hs-problem")).toContainText("The service is unavailable right now.");
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/goodsClassification?keyword=cotton");
  });
});

test.describe("browsing the tree", () => {
  test("section XI → chapter 61 → heading 61.09, with a breadcrumb back up", async ({ page }) => {
    await page.goto("/goodsClassification");
    await expect(results(page).locator("li[data-code]")).toHaveCount(21);
    await results(page).getByRole("link", { name: /^Section XI\b/ }).click();
    await expect(page).toHaveURL(/parent=XI$/);
    await expect(results(page).getByRole("heading", { level: 2 })).toContainText("Textiles and textile articles");

    await results(page).getByRole("link", { name: /^Chapter 61\b/ }).click();
    await expect(page).toHaveURL(/parent=61$/);
    await results(page).getByRole("link", { name: /^Heading 61\.09\b/ }).click();
    await expect(page).toHaveURL(/parent=6109$/);
    await expect(results(page).locator("li[data-code]")).toHaveCount(2);
    await expect(results(page).getByRole("link", { name: /^Subheading 6109\.10\b/ })).toHaveAttribute("href", "/goodsClassificationDetails?code=610910");

    const breadcrumb = page.getByRole("navigation", { name: "Classification path" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["All sections", "Section XI", "Chapter 61", "Heading 61.09"]);
    await expectAccessible(page);
    await breadcrumb.getByRole("link", { name: "Section XI" }).click();
    await expect(page).toHaveURL(/parent=XI$/);
    await page.getByRole("navigation", { name: "Classification path" }).getByRole("link", { name: "All sections" }).click();
    await expect(page).toHaveURL(`${APP}/goodsClassification`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form searches and the results link on", async ({ page }) => {
    await page.goto("/goodsClassification");
    const box = page.getByRole("searchbox", { name: "Describe your goods or enter an HS code" });
    await box.fill("cotton t-shirt");
    await box.press("Enter");
    await expect(page).toHaveURL(/keyword=cotton\+t-shirt/);
    // The URL changes as the new page starts to arrive; its results are read once they are there.
    await expect.poll(async () => (await resultCodes(page)).slice(0, 5)).toContain("610910");
    await results(page).getByRole("link", { name: /^Subheading 6109\.10/ }).click();
    await expect(page.getByTestId("hs-hierarchy")).toContainText("Chapter 61");
  });
});

test.describe("instant search", () => {
  test("results follow the typing without a submit, and the address with them", async ({ page }) => {
    await page.goto("/goodsClassification");
    await expect(results(page)).toHaveAttribute("aria-live", "polite");
    // A full page load would drop this mark; an in-place update keeps it.
    await page.evaluate(() => document.documentElement.setAttribute("data-same-page", "yes"));
    await page.getByRole("searchbox", { name: "Describe your goods or enter an HS code" }).pressSequentially("frozen shrimp", { delay: 20 });
    await expect(results(page).getByRole("heading", { level: 2 })).toContainText("results for “frozen shrimp”");
    await expect(page).toHaveURL(/\/goodsClassification\?keyword=frozen\+shrimp/);
    await expect(page).toHaveTitle(/“frozen shrimp”/);
    expect((await resultCodes(page)).some((code) => code.startsWith("0306"))).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("data-same-page", "yes");

    await page.getByRole("searchbox", { name: "Describe your goods or enter an HS code" }).fill("");
    await expect(results(page).getByRole("heading", { name: "The 21 sections of the Harmonized System" })).toBeVisible();
    await expect(page).toHaveURL(`${APP}/goodsClassification`);
  });
});

test.describe("in the visitor's language", () => {
  test("a section counts its chapters and a chapter its headings; the US HTS sample's units and rates are in Chinese too", async ({ page }) => {
    await page.goto("/goodsClassification?parent=XI&lng=tw");
    await expect(page.getByText("第 XI 類下共 14 章")).toBeVisible();
    await page.goto("/goodsClassification?parent=61&lng=zh");
    await expect(page.getByText(/^第 61 章下共 \d+ 个品目/)).toBeVisible();
    await page.goto("/goodsClassification?parent=XI&lng=en");
    await expect(page.getByText("14 chapters in Section XI")).toBeVisible();

    await page.goto("/goodsClassificationDetails?code=610910&lng=tw");
    const lines = page.getByRole("region", { name: "美國 HTS 稅則（樣本）" }).locator("tbody");
    await expect(lines).toContainText("免稅（AU,BH,");
    await expect(lines).toContainText("打 / 公斤");
    for (const english of ["Free", "No.", "doz."]) await expect(lines.locator("td:not([lang=en])").filter({ hasText: english })).toHaveCount(0);
  });

  const texts = {
    en: { title: "Goods classification", subheading: "Subheading 6109.10", chapter: "Chapter 61", note: null },
    zh: { title: "商品归类", subheading: "子目 6109.10", chapter: "第 61 章", note: "商品描述以英文原文为准，中文名称供参考。" },
    tw: { title: "商品歸類", subheading: "子目 6109.10", chapter: "第 61 章", note: "商品描述以英文原文為準，中文名稱供參考。" },
  } as const;

  for (const [language, text] of Object.entries(texts)) {
    test(`search and details read in ${language}`, async ({ page }) => {
      await page.goto(search("cotton t-shirt", `&lng=${language}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
      await expect(results(page).getByRole("link", { name: new RegExp(`^${text.subheading.replace(".", "\\.")}`) })).toBeVisible();
      if (text.note) await expect(page.getByText(text.note)).toBeVisible();

      // The lng link set the language cookie, so the next page keeps the language.
      await page.goto("/goodsClassificationDetails?code=610910");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.subheading);
      await expect(page.getByTestId("hs-hierarchy").getByRole("link", { name: text.chapter })).toBeVisible();
      // The descriptions are English data, marked so in every language.
      await expect(page.locator("h1 + p > [lang=en]")).toHaveText("T-shirts, singlets and other vests; of cotton, knitted or crocheted");
    });
  }
});

test.describe("a code that is not there", () => {
  test.use({ expectedProblem: /status of 400/ });

  test("an unknown code is a 404 page in the site's frame, with a way back to the search", async ({ page }) => {
    const response = await page.goto("/goodsClassificationDetails?code=999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HS code not found");
    await expect(page.getByTestId("hs-problem")).toContainText("There is no HS code “999999”.");
    await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to the search" }).click();
    await expect(page).toHaveURL(`${APP}/goodsClassification`);
  });

  test("a missing code is a 404 too, and a malformed one a 400 with the reason", async ({ page }) => {
    expect((await page.goto("/goodsClassificationDetails"))?.status()).toBe(404);
    await expect(page.getByTestId("hs-problem")).toContainText("No HS code was given");
    expect((await page.goto("/goodsClassificationDetails?code=abc"))?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not an HS code");
    await expect(page.getByTestId("hs-problem")).toContainText("An HS code is a section numeral (I to XXI) or 2, 4 or 6 digits.");
  });
});
