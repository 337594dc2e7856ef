import { APP, hydrated, loginAs, test } from "./support";

const shots: [string, string, string, string][] = [
  ["admin", "10001", "/sysmenu", "en"],
  ["admin", "10001", "/sysmenu", "zh"],
  ["admin", "10001", "/sysrole", "en"],
  ["admin", "10001", "/sysrole", "zh"],
  ["admin", "10001", "/sysorg", "zh"],
  ["admin", "10001", "/syspost", "zh"],
  ["admin", "10001", "/enterpriseUser", "en"],
  ["admin", "10001", "/ClassifyOrder", "zh"],
  ["agent", "10001", "/declarationUnit", "en"],
  ["hkadmin", "10002", "/sysregion", "en"],
  ["hkadmin", "10002", "/HscodeMgt", "zh"],
  ["admin", "10001", "/sysauditlog", "en"],
];
for (const [user, tenant, path, lang] of shots) {
  test(`shot ${user} ${path} ${lang}`, async ({ page, context }) => {
    await context.addCookies([{ name: "language", value: lang, url: APP }]);
    await loginAs(context, user, tenant);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/pl/shot-${user}-${path.slice(1)}-${lang}.png` });
  });
}
