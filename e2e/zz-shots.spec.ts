import { hydrated, loginAs, test } from "./support";
for (const lang of ["en", "zh"]) {
  test(`shots ${lang}`, async ({ page, context }) => {
    await context.addCookies([{ name: "language", value: lang, url: "http://127.0.0.1" }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs(context, "admin");
    for (const path of ["notification", "mynotification", "systenant", "appclient"]) {
      await page.goto(`/${path}`);
      await hydrated(page);
      await page.screenshot({ path: `/tmp/shots/${path}-${lang}.png`, fullPage: false });
    }
  });
}
