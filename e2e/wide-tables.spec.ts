import type { Page } from "@playwright/test";
import { expect, hydrated, loginAs, test } from "./support";

test.describe.configure({ timeout: 90_000 });

/** Where the table's Actions header and its scroll box sit, and how the header is positioned. */
async function actionsHeader(page: Page) {
  const header = page.getByTestId("data-table").getByRole("columnheader", { name: "Actions" });
  await expect(header).toBeVisible();
  const box = (await header.boundingBox())!;
  const position = await header.evaluate((th) => getComputedStyle(th).position);
  const viewport = page.viewportSize()!;
  return { box, position, viewport };
}

test.describe("wide tables keep their row actions in reach", () => {
  for (const path of ["/hongKongSeamless", "/sysuser", "/systenant", "/notification"]) {
    test(`${path} at 1280 px: the Actions column stays whole at the right edge while the rest scrolls`, async ({ page, context }) => {
      await page.setViewportSize({ width: 1280, height: 860 });
      await loginAs(context, "admin");
      await page.goto(path);
      await hydrated(page);
      const { box, position, viewport } = await actionsHeader(page);
      expect(position).toBe("sticky");
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // Its heading is not cut ("Actio"): the column is as wide as it was declared.
      expect(await page.getByTestId("data-table").getByRole("columnheader", { name: "Actions" }).evaluate((th) => th.scrollWidth <= th.clientWidth)).toBe(true);
      // A first row's buttons are all inside the screen.
      const firstRowButtons = page.getByTestId("data-table").locator("tbody tr").first().locator("td").last().getByRole("button");
      for (const button of await firstRowButtons.all()) {
        const b = (await button.boundingBox())!;
        expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
      }
    });
  }

  test("a wide table scrolls sideways with a shadow on the pinned Actions column, and a long text ends in an ellipsis with its whole text on hover", async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await loginAs(context, "admin");
    await page.goto("/hongKongSeamless");
    await hydrated(page);
    const wrap = page.getByTestId("data-table").locator("..");
    // The CCRN list needs more than 1280 px: the table scrolls sideways instead of squeezing its columns.
    expect(await wrap.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await expect(wrap).toHaveAttribute("data-more-right", "");
    await wrap.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect(wrap).not.toHaveAttribute("data-more-right", "");
    await expect(wrap).toHaveAttribute("data-more-left", "");

    // Roles' descriptions are long: one line a row, cut with an ellipsis, whole on hover.
    await page.goto("/sysrole");
    await hydrated(page);
    const rows = page.getByTestId("data-table").locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    for (const row of (await rows.all()).slice(0, 5)) expect((await row.boundingBox())!.height).toBeLessThan(60);
    const cut = page.getByTestId("data-table").locator("tbody td").filter({ hasText: /\w{3,}.*\s\w+.*\s\w+.*\s\w+/ });
    let titled = false;
    for (const cell of (await cut.all()).slice(0, 40)) {
      if (!(await cell.evaluate((td) => td.scrollWidth > td.clientWidth))) continue;
      await cell.hover();
      await expect(cell).toHaveAttribute("title", (await cell.textContent())!);
      titled = true;
      break;
    }
    expect(titled, "some long cell is cut and gets its tooltip").toBe(true);
  });

  test("on a phone the Actions column scrolls with the row instead of covering it", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(context, "admin");
    await page.goto("/sysrole");
    await hydrated(page);
    const { position } = await actionsHeader(page);
    expect(position).not.toBe("sticky");
  });
});
