import type { Page } from "@playwright/test";
import { APP, expect, hydrated, loginAs, test } from "./support";

// Each journey measures several widths or pages; on a shared machine that takes a while.
test.describe.configure({ timeout: 90_000 });

/** The top row of the header (the tabs bar below it is not part of it). */
const TOP_BAR_PX = 50;

interface Box {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the header's top-row controls: breadcrumb or top menu, buttons, the area switch. */
async function headerControls(page: Page): Promise<Box[]> {
  return page.evaluate((topBar) => {
    const header = document.querySelector("header")!;
    const nav = header.querySelector('nav[aria-label="Breadcrumb"]');
    const controls = Array.from(header.querySelectorAll<HTMLElement>('button, input:not([type="radio"]), [role="group"], nav'));
    return controls
      .filter((el) => (el === nav || !nav?.contains(el)) && !el.closest("[aria-hidden='true']"))
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { what: el.getAttribute("aria-label") ?? el.textContent ?? el.tagName, x: r.x, y: r.y, width: r.width, height: r.height };
      })
      .filter((box) => box.width > 0 && box.height > 0 && box.y < topBar);
  }, TOP_BAR_PX);
}

function overlap(a: Box, b: Box): boolean {
  const tolerance = 0.5;
  return a.x + a.width - tolerance > b.x && b.x + b.width - tolerance > a.x && a.y + a.height - tolerance > b.y && b.y + b.height - tolerance > a.y;
}

/**
 * One row: no control covers another, all stay inside the window, the breadcrumb is one line and
 * has room. Checked until it holds, since a resized window re-lays the header after its media
 * queries answer.
 */
async function expectOneRowHeader(page: Page, width: number) {
  await expect(() => checkOneRowHeader(page, width)).toPass({ timeout: 10_000 });
}

async function checkOneRowHeader(page: Page, width: number) {
  const boxes = await headerControls(page);
  for (const [i, a] of boxes.entries()) {
    expect(a.x, `${a.what} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(a.x + a.width, `${a.what} ends inside the window`).toBeLessThanOrEqual(width + 0.5);
    expect(a.y + a.height, `${a.what} stays in the top bar`).toBeLessThanOrEqual(TOP_BAR_PX);
    for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${a.what} and ${b.what} do not overlap`).toBe(false);
  }
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  if (await breadcrumb.isVisible()) {
    const box = (await breadcrumb.boundingBox())!;
    expect(box.width, "the breadcrumb has room").toBeGreaterThan(40);
    expect(box.height, "the breadcrumb is one line").toBeLessThan(36);
  }
}

test.describe("the header stays one row", () => {
  for (const width of [390, 1000, 1024, 1280, 1366, 1440, 1920]) {
    test(`on a deep page at ${width} px`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 800 });
      await loginAs(context, "admin");
      for (const path of ["/weChatModuleManagement", "/vendorInformation"]) {
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole("navigation", { name: "Breadcrumb" }).or(page.getByRole("button", { name: "Open or close the menu" })).first()).toBeVisible();
        await expectOneRowHeader(page, width);
      }
    });
  }

  test("middle crumbs fold into a button that lists them, and the full path returns with room", async ({ page, context }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await loginAs(context, "admin");
    await page.goto("/weChatModuleManagement");
    await hydrated(page);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb).toContainText("WeChat modules");
    const folded = breadcrumb.getByRole("button", { name: "Show the full path" });
    await expect(folded).toBeVisible();
    await folded.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toContainText("Business management");
    await expect(page.getByRole("menu")).toContainText("Member management");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1920, height: 800 });
    await expect(folded).toHaveCount(0);
    await expect(breadcrumb).toContainText("Member management");
  });

  test("the area switch becomes a select where the header is short of room", async ({ page, context }) => {
    await loginAs(context, "admin");
    await page.setViewportSize({ width: 1920, height: 800 });
    await page.goto("/vendorInformation");
    await hydrated(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("group", { name: "Business area" })).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    const select = banner.getByRole("textbox", { name: "Business area" });
    await expect(select).toBeVisible();
    await select.click();
    await page.getByRole("option", { name: "US customs clearance" }).click();
    await expect(page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "US clearance home" })).toBeVisible();
  });

  test("a 64-character nickname is cut in the header and shown whole in the user menu", async ({ page, context }) => {
    const nickname = "Maximilian-Alexander Konstantinopoulos-Vanderbilt-Featherstoneha";
    expect(nickname).toHaveLength(64);
    await loginAs(context, "hkmember", "10002");
    await page.goto("/profile/index");
    await hydrated(page);
    await page.getByRole("textbox", { name: "Nickname" }).fill(nickname);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your profile was saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("navbar-username")).toHaveText(nickname);
    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectOneRowHeader(page, width);
    }
    await page.getByRole("button", { name: `${nickname}, ` , exact: false }).click();
    await expect(page.getByRole("menu").getByText(nickname, { exact: true })).toBeVisible();
  });
});

test.describe("the menu drawer on phones and tablets", () => {
  for (const width of [390, 800]) {
    test(`at ${width} px it closes by button, Escape, overlay and any choice, and gives focus back`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 800 });
      await loginAs(context, "editor");
      await page.goto("/mynotification");
      await hydrated(page);
      const burger = page.getByRole("button", { name: "Open or close the menu" });
      const drawer = page.getByRole("dialog");

      await burger.click();
      await expect(drawer).toBeVisible();
      await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
      await expect(burger).toBeFocused();

      await burger.click();
      await drawer.getByRole("button", { name: "Close the menu" }).click();
      await expect(drawer).toHaveCount(0);

      // The overlay takes clicks once the drawer has come in; a click before lands on the page beneath.
      await burger.click();
      await expect(drawer).toBeVisible();
      await page.mouse.click(width - 10, 400);
      await expect(drawer).toHaveCount(0);

      // The current page, too, closes it.
      await burger.click();
      await drawer.getByRole("link", { name: "My notifications" }).click();
      await expect(drawer).toHaveCount(0);
      await expect(page).toHaveURL(`${APP}/mynotification`);
    });
  }
});

test.describe("a list's filters on a phone", () => {
  test("fold behind a Filters button that counts the ones in use, and stand open on a desktop", async ({ page, context }) => {
    await loginAs(context, "admin");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/sysparam");
    await hydrated(page);
    const filters = page.getByRole("button", { name: "Filters", exact: true });
    const search = page.getByRole("search");
    await expect(search).toBeHidden();
    await expect(page.getByTestId("data-table")).toBeInViewport();
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await search.getByLabel("Key").fill("customs");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/paramKey=customs/);
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    await expect(search).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(search).toBeVisible();
    await expect(page.getByRole("button", { name: /^Filters/ })).toBeHidden();
  });
});

test.describe("the sidebar", () => {
  test("group headers are buttons that the keyboard opens and closes", async ({ page, context }) => {
    await loginAs(context, "admin");
    await page.goto("/workbench");
    await hydrated(page);
    const sidebar = page.getByRole("navigation", { name: "Menu" });
    const group = sidebar.getByRole("button", { name: "System management" });
    await expect(group).toHaveAttribute("aria-expanded", "false");
    // Reached by Tab from the entry above it.
    await sidebar.getByRole("link").first().focus();
    for (let i = 0; i < 40 && !(await group.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(group).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar.getByRole("link", { name: "Users", exact: true })).toBeVisible();
    await page.keyboard.press("Space");
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar.getByRole("link", { name: "Users", exact: true })).toHaveCount(0);
  });

  for (const language of ["en", "zh", "tw"]) {
    test(`labels stay on one line, long ones cut with their full text in a tooltip (${language})`, async ({ page, context }) => {
      await context.addCookies([{ name: "language", value: language, url: APP }]);
      await loginAs(context, "admin");
      await page.goto("/sBankAccountManagement");
      await hydrated(page);
      const sidebar = page.locator(".mantine-AppShell-navbar");
      const entries = sidebar.locator(".mantine-NavLink-root");
      await expect(entries.first()).toBeVisible();
      const heights = await entries.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
      expect(new Set(heights).size, "every entry has the height of one line").toBe(1);
      const cut = await entries.evaluateAll((els) =>
        els.filter((el) => {
          const body = el.querySelector(".mantine-NavLink-body")!;
          return body.scrollWidth > body.clientWidth;
        }).map((el) => el.textContent),
      );
      if (language === "en") expect(cut.length, "some English labels are longer than the sidebar").toBeGreaterThan(0);
      for (const label of cut.slice(0, 2)) {
        await sidebar.locator(".mantine-NavLink-root", { hasText: label! }).first().hover();
        await expect(page.getByRole("tooltip")).toHaveText(label!);
        await page.mouse.move(900, 500);
        // The next label's tooltip is read once this one has finished closing.
        await expect(page.getByRole("tooltip")).toHaveCount(0);
      }
    });
  }
});

test.describe("the horizontal menu", () => {
  for (const width of [1100, 1440]) {
    test(`at ${width} px every top menu is reachable: the ones that do not fit are under More`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 800 });
      await loginAs(context, "admin");
      await context.addCookies([{ name: "settings", value: encodeURIComponent(JSON.stringify({ navMode: "horizontal" })), url: APP }]);
      await page.goto("/workbench");
      await hydrated(page);
      const menu = page.getByRole("banner").getByRole("navigation", { name: "Menu" });
      const all = await menu.locator("[aria-hidden] > span").allTextContents();
      const names = all.slice(0, -1);
      expect(names.length).toBeGreaterThan(10);
      const navBox = (await menu.boundingBox())!;
      const shown = menu.locator(":scope > a, :scope > button");
      const shownNames = await shown.allTextContents();
      for (const box of await shown.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.right).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      expect(await menu.evaluate((el) => getComputedStyle(el).overflowX), "no clipped focus ring").toBe("visible");
      const more = menu.getByRole("button", { name: "More" });
      await more.focus();
      await page.keyboard.press("Enter");
      const dropdown = page.getByRole("menu");
      await expect(dropdown).toBeVisible();
      const folded = names.filter((name) => !shownNames.includes(name));
      expect(folded.length).toBeGreaterThan(0);
      for (const name of folded) await expect(dropdown.getByText(name, { exact: true }).first()).toBeAttached();
      for (const name of shownNames.filter((n) => n !== "More")) expect(names).toContain(name);
    });
  }
});

test.describe("the progress bar", () => {
  test("takes no room in the page and shows at the top during a slow navigation and a slow submission", async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(context, "editor");
    await page.goto("/permission/directive");
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(900);

    const bar = page.locator(".mantine-Progress-root").filter({ has: page.getByRole("progressbar", { name: "Loading" }) });
    // The navigation's data request is held until the bar has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      "**/mynotification.data*",
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "My notifications" }).click();
    await expect(bar).toHaveAttribute("data-mounted", "true");
    expect((await bar.boundingBox())!.y).toBe(0);
    expect(await page.evaluate(() => document.elementFromPoint(1, 1)?.closest(".mantine-Progress-root") !== null), "above the header").toBe(true);
    release();
    await expect(page).toHaveURL(`${APP}/mynotification`);
    await expect(bar).not.toHaveAttribute("data-mounted");

    await page.route(
      "**/preferences*",
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole("button", { name: "Size" }).click();
    await page.getByRole("menuitem", { name: "Large" }).click();
    await expect(bar).toHaveAttribute("data-mounted", "true");
    await expect(bar).not.toHaveAttribute("data-mounted");
  });
});

test.describe("group paths", () => {
  for (const [path, first] of [
    ["/permission", "/permission/page"],
    ["/codegenerator", "/codegenerator/generatortemplate"],
    ["/formgenerator", "/formdesign"],
  ]) {
    test(`${path} opens the group's first page`, async ({ page, context }) => {
      await loginAs(context, "admin");
      await page.goto(path);
      await expect(page).toHaveURL(`${APP}${first}`);
    });
  }

  test("a group path skips pages the user may not open", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/permission");
    await expect(page).toHaveURL(`${APP}/permission/directive`);
  });
});

test.describe("Mantine's styles in Mantine's order", () => {
  test("a page whose chunks load the button reset after the button still draws filled, outlined and subtle buttons", async ({ page, context }) => {
    await loginAs(context, "admin");
    // The modeller's chunk graph once put the reset every button is drawn on after the Button sheet.
    await page.goto("/vendorInformation");
    await hydrated(page);
    const toolbar = page.getByTestId("toolbar");
    const style = (name: string) =>
      toolbar.getByRole("button", { name, exact: true }).evaluate((button) => {
        const computed = getComputedStyle(button);
        return { background: computed.backgroundColor, border: computed.borderTopStyle, height: button.getBoundingClientRect().height };
      });
    const add = await style("Add");
    expect(add.background, "a filled button has its colour").not.toBe("rgba(0, 0, 0, 0)");
    expect(add.height).toBeGreaterThanOrEqual(30);
    expect((await style("Export")).border, "a default button has its border").toBe("solid");
  });
});
