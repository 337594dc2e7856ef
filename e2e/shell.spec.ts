import { APP, expect, expectAccessible, hydrated, loginAs, test } from "./support";

test.describe("the shell's layout", () => {
  test("sidebar, breadcrumb and business areas; the area is remembered without a flash", async ({ page, context }) => {
    await loginAs(context, "admin");
    await page.goto("/sysuser");
    await hydrated(page);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb).toContainText("Workbench");
    await expect(breadcrumb).toContainText("System management");
    await expect(breadcrumb).toContainText("Users");
    const sidebar = page.getByRole("navigation", { name: "Menu" });
    await expect(sidebar.getByRole("link", { name: "Users", exact: true })).toBeVisible();

    // At 1280 px the English areas are a compact select.
    await page.getByRole("banner").getByRole("textbox", { name: "Business area" }).click();
    await page.getByRole("option", { name: "US customs clearance" }).click();
    await expect(sidebar.getByRole("link", { name: "US clearance home" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Users", exact: true })).toHaveCount(0);
    // The server renders the remembered area on the next load.
    const html = await (await page.request.get("/workbench")).text();
    expect(html).toContain("US clearance home");
    await page.goto("/workbench");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "US clearance home" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("businessArea"))).toBe("UsCustomsClearance");
    expect(await page.evaluate(() => sessionStorage.getItem("tenantName"))).toBe("Global Trade Demo Co.");
  });

  test("the breadcrumb starts at the workbench, and is only 'Workbench' there", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb).toHaveText("Workbench");
  });

  test("the sidebar collapses to icons and stays so after a reload", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    await page.getByRole("button", { name: "Collapse the sidebar" }).click();
    const sidebar = page.getByRole("navigation", { name: "Menu" });
    await expect(sidebar.getByText("My notifications")).toHaveCount(0);
    await expect(sidebar.getByRole("link", { name: "My notifications" })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "sidebarStatus")?.value).toBe("0");
    await page.reload();
    await expect(page.getByRole("button", { name: "Expand the sidebar" })).toBeVisible();
    await page.getByRole("button", { name: "Expand the sidebar" }).click();
    await expect(sidebar.getByText("My notifications")).toBeVisible();
  });

  test("under 992 px the sidebar is a drawer that closes after a route change", async ({ page, context }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    const sidebar = page.getByRole("navigation", { name: "Menu" });
    await expect(sidebar).not.toBeVisible();
    await page.getByRole("button", { name: "Open or close the menu" }).click();
    await expect(sidebar).toBeInViewport();
    await sidebar.getByRole("link", { name: "My notifications" }).click();
    await expect(page).toHaveURL(`${APP}/mynotification`);
    await expect(sidebar).not.toBeVisible();
  });

  test("on a phone the business areas move into the menu drawer", async ({ page, context }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await loginAs(context, "agent");
    await page.goto("/workbench");
    await hydrated(page);
    await expect(page.getByRole("banner").getByText("US customs clearance")).toHaveCount(0);
    await page.getByRole("button", { name: "Open or close the menu" }).click();
    await page.getByText("US customs clearance", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "US clearance home" })).toBeInViewport();
    await expectAccessible(page);
  });

  test("the progress bar runs during a navigation and finishes after it", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    await page.route("**/mynotification.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const progress = () => page.getByRole("progressbar", { name: "Loading" }).getAttribute("aria-valuenow").then(Number);
    expect(await progress()).toBe(0);
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "My notifications" }).click();
    await expect.poll(progress).toBeGreaterThan(0);
    expect(await progress()).toBeLessThan(100);
    await expect(page).toHaveURL(`${APP}/mynotification`);
    await expect.poll(progress).toBe(100);
  });
});

test.describe("tabs of visited pages", () => {
  test("visited pages get tabs; the workbench is pinned; tabs survive a reload and return to their exact URL", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    const tabs = page.getByRole("tablist", { name: "Open pages" });
    await page.goto("/HscodeMgt?currentPage=3&sorter=code_ascend");
    await hydrated(page);
    await page.goto("/GoodsMgt");
    await hydrated(page);
    await expect(tabs.getByRole("tab")).toHaveCount(3);
    await expect(page.getByLabel("Close Workbench")).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(tabs.getByRole("tab")).toHaveCount(3);
    await tabs.getByRole("tab", { name: "HS codes" }).click();
    await expect(page).toHaveURL(`${APP}/HscodeMgt?currentPage=3&sorter=code_ascend`);
    await expect(tabs.getByRole("tab", { name: "HS codes" })).toHaveAttribute("aria-selected", "true");
  });

  test("right-click offers close others and close all; middle click closes a tab", async ({ page, context }) => {
    await loginAs(context, "editor");
    for (const path of ["/workbench", "/HscodeMgt", "/GoodsMgt", "/mynotification"]) {
      await page.goto(path);
      await hydrated(page);
    }
    const tabs = page.getByRole("tablist", { name: "Open pages" });
    await expect(tabs.getByRole("tab")).toHaveCount(4);

    await tabs.getByRole("tab", { name: "Goods" }).click({ button: "middle" });
    await expect(tabs.getByRole("tab")).toHaveCount(3);
    await expect(page).toHaveURL(`${APP}/mynotification`);

    await tabs.getByRole("tab", { name: "HS codes" }).click({ button: "right" });
    const menu = page.getByRole("menu", { name: "Tab actions" });
    await expect(menu.getByRole("menuitem", { name: "Refresh" })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Close others" }).click();
    await expect(tabs.getByRole("tab")).toHaveCount(2);
    await expect(page).toHaveURL(`${APP}/HscodeMgt`);

    await tabs.getByRole("tab", { name: "HS codes" }).click({ button: "right" });
    await page.getByRole("menu", { name: "Tab actions" }).getByRole("menuitem", { name: "Close all" }).click();
    await expect(tabs.getByRole("tab")).toHaveCount(1);
    await expect(page).toHaveURL(`${APP}/workbench`);

    await tabs.getByRole("tab", { name: "Workbench" }).click({ button: "right" });
    await expect(page.getByRole("menu", { name: "Tab actions" }).getByRole("menuitem", { name: "Close", exact: true })).toBeDisabled();
  });

  test("a tab keeps its page's unsaved form input", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/profile/index");
    await hydrated(page);
    await page.getByRole("textbox", { name: "Address" }).fill("Unsaved address, Room 1201");
    await page.getByRole("tablist", { name: "Open pages" }).getByRole("tab", { name: "Workbench" }).click();
    await expect(page).toHaveURL(`${APP}/workbench`);
    await page.getByRole("tablist", { name: "Open pages" }).getByRole("tab", { name: "My profile" }).click();
    await expect(page.getByRole("textbox", { name: "Address" })).toHaveValue("Unsaved address, Room 1201");
  });
});

test.describe("settings, size and language", () => {
  test("settings apply at once and persist across reloads; reset restores the defaults", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    await page.getByRole("button", { name: "Layout settings" }).click();
    const drawer = page.getByRole("dialog", { name: "Layout settings" });
    await drawer.getByRole("switch", { name: "Tabs of visited pages" }).uncheck();
    await expect(page.getByRole("tablist", { name: "Open pages" })).toHaveCount(0);
    await drawer.getByRole("radio", { name: "#11A983" }).click();
    const brand = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--mantine-color-brand-5").trim());
    await expect.poll(brand).toBe("#11a983");
    await drawer.getByText("Top menu").click();
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Menu" })).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("tablist", { name: "Open pages" })).toHaveCount(0);
    expect(await brand()).toBe("#11a983");
    await expect(page.getByRole("button", { name: "Collapse the sidebar" })).toHaveCount(0);

    await page.getByRole("button", { name: "Layout settings" }).click();
    await page.getByRole("dialog", { name: "Layout settings" }).getByRole("button", { name: "Reset to defaults" }).click();
    await expect(page.getByRole("tablist", { name: "Open pages" })).toBeVisible();
    await expect.poll(brand).toBe("#409eff");
  });

  test("the size selector rescales the UI and is kept in the size cookie", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    const scale = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--mantine-scale").trim());
    expect(await scale()).toBe("1");
    await page.getByRole("button", { name: "Size" }).click();
    await page.getByRole("menuitem", { name: "Large" }).click();
    await expect.poll(scale).toBe("1.125");
    expect((await context.cookies()).find((c) => c.name === "size")?.value).toBe("large");
    await page.reload();
    expect(await scale()).toBe("1.125");
  });

  test("the language selector translates the shell", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "简体中文" }).click();
    await expect(page.getByRole("navigation", { name: "面包屑" })).toHaveText("工作台");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.getByRole("button", { name: "语言" }).click();
    await page.getByRole("menuitem", { name: "繁體中文" }).click();
    await expect(page.getByRole("navigation", { name: "麵包屑" })).toHaveText("工作台");
    await expect(page.getByRole("button", { name: "版面設定" })).toBeVisible();
  });

  test("full screen toggles", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    await page.getByRole("button", { name: "Full screen" }).click();
    await expect(page.getByRole("button", { name: "Exit full screen" })).toBeVisible();
    await page.getByRole("button", { name: "Exit full screen" }).click();
    await expect(page.getByRole("button", { name: "Full screen" })).toBeVisible();
  });
});

test.describe("fixed header", () => {
  test("off (the default) the header gives way when scrolling down; on it stays", async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await loginAs(context, "editor");
    await page.goto("/profile/index");
    await hydrated(page);
    const header = page.getByRole("banner");
    await page.mouse.move(600, 300);
    await page.mouse.wheel(0, 600);
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -600);
    await expect(header).toBeInViewport();

    await page.getByRole("button", { name: "Layout settings" }).click();
    await page.getByRole("dialog", { name: "Layout settings" }).getByRole("switch", { name: "Fixed header" }).check();
    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    await expect(header).toBeInViewport();
  });
});
