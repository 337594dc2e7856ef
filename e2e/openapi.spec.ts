import type { Page } from "@playwright/test";
import { openApiMessages as om } from "../contract/openapi/messages";
import { APP, choose, expect, expectAccessible, expectNoHiddenTabStops, field, hydrated, loginAs, SIM, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");

/** The words of one language for the journey. */
const WORDS = {
  en: {
    add: "Add", save: "Save", confirm: "Confirm", name: "Name", owner: "Owner", quota: "Quota per day", accessKey: "Access key", query: "Query",
    answered: "Answered", refused: "Refused", quotaUsed: "Daily quota used up", docs: "Open API documentation", country: "Countries", usage: "My calls over the last 30 days",
  },
  zh: {
    add: "新增", save: "保存", confirm: "确定", name: "名称", owner: "所属成员", quota: "每日配额", accessKey: "访问密钥", query: "查询",
    answered: "已应答", refused: "已拒绝", quotaUsed: "今日配额已用完", docs: "开放接口文档", country: "国家和地区", usage: "近 30 天我的调用",
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 150_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: an API user's secret is shown once, three calls with its key are logged with their price, and the fourth is refused past the quota`, async ({ page, context, request }, testInfo) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const name = `Shop sync ${language} ${testInfo.repeatEachIndex * 10 + testInfo.retry}`;

    await page.goto("/OpenApiUser");
    await hydrated(page);
    // The demo book's API users are listed, never with a secret.
    await expect(table(page)).toContainText("ERP integration");
    await expectAccessible(page);
    await page.getByTestId("toolbar").getByRole("button", { name: w.add, exact: true }).click();
    const form = page.getByRole("dialog");
    await field(form, w.name).fill(name);
    await choose(form, page, w.owner, /\(admin\)/);
    await field(form, w.quota).fill("3");
    await form.getByRole("button", { name: w.save, exact: true }).click();

    // The secret, once: read it, close the dialog, and it is nowhere on the page.
    const accessKey = (await page.getByTestId("api-user-key").textContent())!.trim();
    const secret = (await page.getByTestId("api-user-secret").textContent())!.trim();
    expect(accessKey).toMatch(/^AK[0-9A-F]{20}$/);
    await page.getByRole("dialog").getByRole("button", { name: w.confirm, exact: true }).click();
    await expect(page.getByTestId("api-user-secret")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(table(page).locator("tbody tr", { hasText: name })).toContainText(accessKey);
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await hydrated(page);
    expect(await page.content()).not.toContain(secret);

    // A developer calls the open API with the key: three answered, the fourth refused.
    const call = () =>
      request.post(`${SIM}/api/hs/openApi/queryCountry`, { data: { keyword: "CN", openApiCredential: { appKey: accessKey, appSecret: secret, timestamp: Date.now() } } });
    for (let i = 0; i < 3; i++) expect((await (await call()).json()).status).toBe(200);
    expect(await (await call()).json()).toEqual({ status: 429, message: om.quotaExhausted });

    // The member's call log shows the four calls, the three answered at the catalogue's price.
    await page.goto(`/OpenApiInfo?accessKey=${accessKey}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: w.docs })).toBeVisible();
    // A developer reads how to call it: the example request carries the credential block.
    await page.getByRole("button", { name: new RegExp(w.country) }).click();
    await expect(page.getByTestId("example-request-queryCountry")).toContainText("openApiCredential");
    await expect(page.getByRole("heading", { name: w.usage })).toBeVisible();
    const rows = table(page).locator("tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: w.answered }).filter({ hasText: "0.05" })).toHaveCount(3);
    await expect(rows.filter({ hasText: w.refused }).filter({ hasText: w.quotaUsed })).toHaveCount(1);
    await expect(page.getByTestId("open-api-usage-table")).toContainText(new Date().toISOString().slice(0, 10));
    await expect(page.getByTestId("open-api-usage-chart")).toHaveAttribute("aria-hidden", "true");
    await expectNoHiddenTabStops(page);
  });
}
