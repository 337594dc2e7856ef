import type { Page } from "@playwright/test";
import { APP, expect, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });
const sidebar = (page: Page, w: { menu: string }) => page.getByRole("navigation", { name: w.menu, exact: true });

/** The words of one language for the journeys. */
const WORDS = {
  en: { menu: "Menu", upload: "Upload logo", name: "Name", confirm: "Confirm", jobs: "Job scheduling", customs: "Customs declaration", on: "On", off: "Off", switchOn: "Switch on", switchOff: "Switch off" },
  zh: { menu: "菜单", upload: "上传标志", name: "名称", confirm: "确定", jobs: "任务调度", customs: "报关管理", on: "已开启", off: "已关闭", switchOn: "开启", switchOff: "关闭" },
} as const;

/** A logo with a script, a handler and a foreign object: what is served keeps only the drawing. */
const hostileSvg = (initials: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" onload="window.__logo = 1"><script>window.__logo = 1</script>` +
  `<foreignObject width="64" height="64"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>` +
  `<circle cx="32" cy="32" r="30" fill="#13c2c2"/><text x="32" y="41" text-anchor="middle" font-size="24" fill="#fff">${initials}</text></svg>`;

test.describe.configure({ mode: "serial", timeout: 120_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: an uploaded logo is drawn in the sidebar and on the marketing header, cleaned and cached by version`, async ({ page, context }, testInfo) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const name = `Logo ${language} ${testInfo.repeatEachIndex}-${testInfo.retry}-${Date.now() % 100_000}`;

    await page.goto("/logoManagement");
    await hydrated(page);
    const before = await page.getByTestId("sidebar-logo").getAttribute("src");
    await page.getByTestId("toolbar").getByRole("button", { name: w.upload, exact: true }).click();
    const dialog = page.getByRole("dialog");
    // Named .png and sent as a PNG: the bytes say SVG, and an SVG it is.
    await dialog.locator('input[type="file"]').setInputFiles({ name: "brand.png", mimeType: "image/png", buffer: Buffer.from(hostileSvg("E2")) });
    await dialog.getByRole("textbox", { name: w.name }).fill(name);
    await dialog.getByRole("button", { name: w.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, name)).toContainText("SVG");

    const logo = page.getByTestId("sidebar-logo");
    await expect(logo).not.toHaveAttribute("src", before ?? "");
    const src = (await logo.getAttribute("src"))!;
    expect(src).toMatch(/^\/brand-logo\/10001\/\d+$/);
    const served = await page.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/svg+xml");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect(served.headers()["cache-control"]).toContain("immutable");
    const svg = await served.text();
    expect(svg).toContain(">E2</text>");
    expect(svg).not.toMatch(/script|onload|foreignObject/i);
    await expect(logo).toHaveJSProperty("complete", true);
    expect(await page.evaluate(() => (window as { __logo?: number }).__logo)).toBeUndefined();

    // The marketing site speaks for the platform (10001): its header draws the same logo, sized before it arrives.
    await page.goto("/swylgateway");
    const header = page.getByTestId("site-logo");
    await expect(header).toHaveAttribute("src", src);
    await expect(header).toHaveAttribute("width", "44");
    await expect(header).toHaveAttribute("height", "44");
  });

  test(`${language}: a module switched off leaves the tenant's menu on the next page, and comes back when switched on`, async ({ page, context, browser }) => {
    await loginAs(context, "hkadmin", "10002");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    // Another user session of the tenant, signed in before the switch and never again.
    const other = await browser.newContext();
    await loginAs(other, "hkadmin", "10002");
    await other.addCookies([{ name: "language", value: language, url: APP }]);
    const otherPage = await other.newPage();
    await otherPage.goto("/workbench");
    // Drawn with every other module of the tenant, but not job scheduling.
    await expect(sidebar(otherPage, w).getByText(w.customs, { exact: true })).toBeVisible();
    await expect(sidebar(otherPage, w).getByText(w.jobs, { exact: true })).toHaveCount(0);

    // The demo book has job scheduling off for 10002.
    await page.goto("/SystemModule");
    await hydrated(page);
    const jobs = rowOf(page, w.jobs);
    await expect(jobs).toContainText(w.off);
    await jobs.getByRole("button", { name: w.switchOn, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: w.confirm, exact: true }).click();
    await expect(jobs).toContainText(w.on);

    await otherPage.goto("/workbench");
    await expect(sidebar(otherPage, w).getByText(w.jobs, { exact: true })).toBeVisible();
    expect((await otherPage.goto("/jobinfo"))?.status()).toBe(200);

    await jobs.getByRole("button", { name: w.switchOff, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: w.confirm, exact: true }).click();
    await expect(jobs).toContainText(w.off);

    await otherPage.goto("/workbench");
    await expect(sidebar(otherPage, w).getByText(w.customs, { exact: true })).toBeVisible();
    await expect(sidebar(otherPage, w).getByText(w.jobs, { exact: true })).toHaveCount(0);
    // Its screens are refused as a menu the user lacks is.
    expect((await otherPage.goto("/jobinfo"))?.status()).toBe(404);
    await other.close();
  });
}

test("the app market on /developing lists the system modules with what they hold, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/developing?lng=zh");
  const market = page.getByTestId("app-market");
  await expect(market.getByRole("heading", { name: "香港业务" })).toBeVisible();
  await expect(market).toContainText("跨境一锁通");
  await expect(market.getByRole("heading")).toHaveCount(9);
  await context.close();
});
