import type { Page } from "@playwright/test";
import { APP, expect, expectAccessible, loginAs, test } from "./support";

/** The public site (issue #9): server-rendered pages, their header, footer, carousel and video. */

const PAGES = [
  { path: "/swylgateway", h1: { en: "Start customs innovation at the provider", zh: "在服务商开启关务创新", tw: "在服務商開啟關務創新" } },
  { path: "/Product_service", h1: { en: "Product service", zh: "产品服务", tw: "產品服務" } },
  { path: "/developing", h1: { en: "Solutions", zh: "解决方案", tw: "解決方案" } },
  { path: "/About_us", h1: { en: "About us", zh: "关于我们", tw: "關於我們" } },
] as const;

const BRAND = { en: "Trade Platform", zh: "关务贸易平台", tw: "關務貿易平台" } as const;
const LOGIN = { en: "Log in / Register", zh: "登录 / 注册", tw: "登入 / 註冊" } as const;
const HTML_LANG = { en: "en", zh: "zh-CN", tw: "zh-TW" } as const;

/** Console errors and uncaught exceptions the page reports while the test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("public site", () => {
  test("every page renders in en, zh and tw, with a title, a description, alternates and a way to log in", async ({ page }) => {
    const errors = watchErrors(page);
    for (const language of ["en", "zh", "tw"] as const) {
      for (const { path, h1 } of PAGES) {
        await page.goto(`${path}?lng=${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[language]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1[language]);
        await expect(page.getByRole("banner").getByRole("link", { name: LOGIN[language] })).toHaveAttribute("href", "/login");
        // Home's title leads with the brand; the others with their heading.
        const title = await page.title();
        expect(title).toContain(path === "/swylgateway" ? BRAND[language] : h1[language]);
        expect(title).toContain(BRAND[language]);
        expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${APP}${path}?lng=${language}`);
        await expect(page.locator('link[rel="alternate"][hreflang="zh-Hant"]')).toHaveAttribute("href", `${APP}${path}?lng=tw`);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
        // No text key shows raw.
        expect(await page.locator("body").innerText()).not.toMatch(/\bsite\.[a-z]+\.[a-zA-Z]/);
      }
    }
    expect(errors).toEqual([]);
  });

  test("login, register and forgot-password are titled in the visitor's language", async ({ page }) => {
    const titles = {
      en: ["Log in | Trade Platform", "Create an account | Trade Platform", "Reset your password | Trade Platform"],
      zh: ["登录 | 关务贸易平台", "注册账号 | 关务贸易平台", "重置密码 | 关务贸易平台"],
      tw: ["登入 | 關務貿易平台", "註冊帳號 | 關務貿易平台", "重設密碼 | 關務貿易平台"],
    } as const;
    for (const language of ["en", "zh", "tw"] as const) {
      for (const [index, path] of ["/login", "/register", "/forgotpassword"].entries()) {
        await page.goto(`${path}?lng=${language}`);
        await expect(page).toHaveTitle(titles[language][index]);
      }
    }
  });

  test("a mistyped address answers the 404 page in the visitor's language, with ways home and to log in", async ({ page }) => {
    const words = {
      en: { heading: "Page not found", home: "Back to the home page", login: "Go to the login page", title: "Page not found | Trade Platform" },
      zh: { heading: "页面不存在", home: "返回首页", login: "前往登录页", title: "页面不存在 | 关务贸易平台" },
      tw: { heading: "頁面不存在", home: "返回首頁", login: "前往登入頁", title: "頁面不存在 | 關務貿易平台" },
    } as const;
    for (const language of ["en", "zh", "tw"] as const) {
      const response = await page.goto(`/nonexistent-page?lng=${language}`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(`${APP}/nonexistent-page?lng=${language}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[language].heading);
      await expect(page).toHaveTitle(words[language].title);
      await expect(page.getByRole("link", { name: words[language].login })).toHaveAttribute("href", "/login");
      await page.getByRole("link", { name: words[language].home }).click();
      await expect(page).toHaveURL(`${APP}/swylgateway`);
    }
  });

  test("pages ship no app bundle: one small script of their own, and the release for the version check", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/swylgateway?lng=en");
    await page.waitForLoadState("load");
    expect(scripts).toEqual(["/site/site.js"]);
    await expect(page.locator('meta[name="release"]')).toHaveAttribute("content", /.+/);
  });

  test("the language switch follows the visitor into /login", async ({ page }) => {
    await page.goto("/About_us");
    await page.getByRole("banner").getByRole("button", { name: "简" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("关于我们");
    await expect(page).toHaveURL(`${APP}/About_us`);
    await page.getByRole("banner").getByRole("link", { name: "登录 / 注册" }).click();
    await expect(page).toHaveURL(`${APP}/login`);
    await expect(page.getByRole("heading", { name: "登录关务贸易平台" })).toBeVisible();
  });

  test("a hreflang link sets the language the site and the login keep", async ({ page }) => {
    await page.goto("/developing?lng=tw");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("解決方案");
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "登入關務貿易平台" })).toBeVisible();
  });

  test("footer links land on their sections of home, product service and about us", async ({ page }) => {
    await page.goto("/swylgateway?lng=en");
    const footer = page.getByRole("contentinfo");
    const cases = [
      { link: "Contact", url: "/About_us#contact", section: "#contact" },
      { link: "Offices", url: "/About_us#offices", section: "#offices" },
      { link: "Hong Kong cross-border business", url: "/Product_service#hk-business", section: "#hk-business" },
      { link: "Trade services", url: "/Product_service#trade-services", section: "#trade-services" },
      { link: "The platform in one minute", url: "/swylgateway#video", section: "#video" },
      { link: "Partners", url: "/developing#partners", section: "#partners" },
    ];
    for (const { link, url, section } of cases) {
      await footer.getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(`${APP}${url}`);
      await expect(page.locator(section)).toBeInViewport();
      // Once the (smooth) scroll settles, the section's heading is not hidden under the sticky header.
      const header = (await page.getByRole("banner").boundingBox())!;
      await expect
        .poll(async () => (await page.locator(`${section} h2`).first().boundingBox())!.y)
        .toBeGreaterThanOrEqual(header.y + header.height - 1);
    }
  });

  test("the carousel advances every 5 s, pauses on hover and on focus, and answers its buttons and keys", async ({ page }) => {
    // A visitor who has not asked for less motion (the journeys' default reader has).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.clock.install();
    await page.goto("/swylgateway?lng=en");
    const carousel = page.getByRole("region", { name: "Highlights" });
    await expect(carousel).toHaveAttribute("data-active-slide", "1");
    await expect(carousel).toHaveAttribute("data-state", "playing");
    await expect(carousel.getByRole("group", { name: "Slide 1 of 4" })).toBeVisible();
    await expect(carousel.getByRole("group", { name: "Slide 2 of 4" })).toBeHidden();

    await page.clock.runFor(5_100);
    await expect(carousel).toHaveAttribute("data-active-slide", "2");
    await expect(carousel.getByRole("heading", { name: "Hong Kong cross-border, pre-declared" })).toBeVisible();

    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-state", "paused");
    await page.clock.runFor(12_000);
    await expect(carousel).toHaveAttribute("data-active-slide", "2");

    await page.mouse.move(5, 600);
    await expect(carousel).toHaveAttribute("data-state", "playing");
    await page.clock.runFor(5_100);
    await expect(carousel).toHaveAttribute("data-active-slide", "3");

    // Keyboard: focus inside pauses it; the arrows and the buttons move it; the pause button stops it.
    await page.mouse.move(5, 600);
    await carousel.getByRole("button", { name: "Next slide" }).focus();
    await expect(carousel).toHaveAttribute("data-state", "paused");
    await page.keyboard.press("Enter");
    await expect(carousel).toHaveAttribute("data-active-slide", "4");
    await page.keyboard.press("ArrowRight");
    await expect(carousel).toHaveAttribute("data-active-slide", "1");
    await page.keyboard.press("ArrowLeft");
    await expect(carousel).toHaveAttribute("data-active-slide", "4");
    await carousel.getByRole("link", { name: "Show slide 2" }).click();
    await expect(carousel).toHaveAttribute("data-active-slide", "2");
    await carousel.getByRole("button", { name: "Pause the slides" }).click();
    await expect(carousel.getByRole("button", { name: "Play the slides" })).toBeVisible();
    await page.locator("body").click({ position: { x: 5, y: 600 } });
    await page.mouse.move(5, 600);
    await page.clock.runFor(12_000);
    await expect(carousel).toHaveAttribute("data-state", "paused");
    await expect(carousel).toHaveAttribute("data-active-slide", "2");
  });

  test("home shows the hotline, a QR code that says what it opens and a muted video that starts after 2 s", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/swylgateway?lng=en");
    await expect(page.getByTestId("hotline")).toHaveAttribute("href", "tel:+864008000000");
    // No PUBLIC_ACCOUNT_URL here: the code opens the site itself and does not pass for a public account.
    const qr = page.getByRole("img", { name: `QR code of this site: 127.0.0.1:${new URL(APP).port}/swylgateway` });
    await expect(qr).toHaveAttribute("data-qr-url", `${APP}/swylgateway`);
    await expect(qr.locator("svg path")).not.toHaveCount(0);
    await expect(page.locator("figcaption")).toContainText("Scan to open this site on your phone");
    await expect(page.getByText(/public account/)).toHaveCount(0);
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", "/site/platform-poster-en.jpg");
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted), { timeout: 8_000 }).toBe(true);
  });

  test("under reduced motion neither the carousel nor the video moves by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/swylgateway?lng=en");
    await expect(page.getByRole("region", { name: "Highlights" })).toHaveAttribute("data-state", "paused");
    await page.waitForTimeout(2_500);
    expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("a logged-in visitor sees their name, which leads to the workbench", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/Product_service?lng=en");
    const user = page.getByRole("banner").getByRole("link", { name: "Lin Xiaoyu" });
    await expect(user).toHaveAttribute("title", "Open the workbench as Lin Xiaoyu");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in / Register" })).toHaveCount(0);
    await user.click();
    await expect(page).toHaveURL(`${APP}/workbench`);
    await expect(page.getByRole("navigation").first()).toBeVisible();
  });

  test("at 1920 px product service and about us use the whole width, not its left half", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    // The page's column is 1320 px wide and centred: its right part holds the points and the contacts.
    await page.goto("/Product_service?lng=tw");
    const points = (await page.locator("#us-clearance ul").boundingBox())!;
    expect(points.x).toBeGreaterThan(800);
    expect(points.x + points.width).toBeGreaterThan(1500);
    await page.goto("/About_us?lng=tw");
    const contact = (await page.locator("#contact").boundingBox())!;
    expect(contact.x).toBeGreaterThan(800);
    expect(contact.x + contact.width).toBeGreaterThan(1500);
    for (const path of ["/Product_service", "/About_us"]) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${path}?lng=tw`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });

  test("at phone width the menu opens, lists every page and closes with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/swylgateway?lng=en");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const menu = page.getByRole("banner").locator("details");
    await menu.getByText("Menu").click();
    const nav = menu.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Product service", "Solutions", "Data query", "Goods classification", "About us", "Log in / Register"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
  });

  test("the share image and the video's poster are the page language's own", async ({ page, request }) => {
    for (const language of ["en", "zh", "tw"] as const) {
      for (const path of ["/swylgateway", "/About_us"]) {
        await page.goto(`${path}?lng=${language}`);
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${APP}/site/og-${language}.png`);
      }
      const image = await request.get(`/site/og-${language}.png`);
      expect(image.headers()["content-type"]).toBe("image/png");
      await page.goto(`/swylgateway?lng=${language}`);
      const poster = await page.locator("video").getAttribute("poster");
      expect(poster).toBe(`/site/platform-poster-${language}.jpg`);
      expect((await request.get(poster!)).headers()["content-type"]).toBe("image/jpeg");
    }
  });

  test("home has a partners section that leads on to the partners on the solutions page", async ({ page }) => {
    await page.goto("/swylgateway?lng=tw");
    const partners = page.getByRole("region", { name: "合作夥伴" });
    await expect(partners.getByRole("heading", { level: 3 })).toHaveCount(3);
    await partners.getByRole("link", { name: /了解合作夥伴/ }).click();
    await expect(page).toHaveURL(`${APP}/developing#partners`);
  });

  test("the footer's hotline is punctuated in the page's language", async ({ page }) => {
    for (const [language, text] of [["en", "Service hotline: 400-800-0000"], ["zh", "服务热线：400-800-0000"], ["tw", "服務熱線：400-800-0000"]] as const) {
      await page.goto(`/About_us?lng=${language}`);
      await expect(page.getByRole("contentinfo")).toContainText(text);
    }
  });

  test("about us gives the hotline and no placeholder e-mail address when none is configured", async ({ page }) => {
    await page.goto("/About_us?lng=en");
    await expect(page.locator("#contact").getByRole("link", { name: "400-800-0000" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(".example");
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  });

  test("robots.txt and sitemap.xml list the public pages", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /goodsClassification");
    expect(robots).toContain("Disallow: /");
    for (const resource of ["/assets/", "/favicon.ico", "/site/"]) expect(robots).toContain(`Allow: ${resource}`);
    expect(robots).toContain(`Sitemap: ${APP}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${APP}/About_us?lng=zh</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(18);
  });

  test("no serious accessibility violations on the inner public pages (home is scanned with the others)", async ({ page }) => {
    for (const [path, language] of [["/Product_service", "zh"], ["/developing", "tw"], ["/About_us", "en"]]) {
      await page.goto(`${path}?lng=${language}`);
      await expectAccessible(page);
    }
  });
});

test.describe("public site without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages, the language switch and the slides all work", async ({ page }) => {
    await page.goto("/swylgateway?lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start customs innovation at the provider");
    // Every slide can be reached: they sit in a row to scroll through.
    for (const n of [1, 2, 3, 4]) await expect(page.getByRole("group", { name: `Slide ${n} of 4` })).toBeAttached();
    await page.getByRole("banner").getByRole("button", { name: "繁" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("在服務商開啟關務創新");
    await page.getByRole("banner").getByRole("link", { name: "關於我們" }).click();
    await expect(page).toHaveURL(`${APP}/About_us`);
    await expect(page.getByRole("link", { name: "400-800-0000" }).first()).toBeVisible();
  });
});
