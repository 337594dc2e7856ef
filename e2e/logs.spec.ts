import type { Page } from "@playwright/test";
import { APP, expect, expectAccessible, field, hydrated, loginAs, test } from "./support";

/** The words of one language for the journeys. */
const WORDS = {
  en: { title: "Request logs", path: "Path contains", status: "Status", search: "Search", follow: "Follow this request", app: "App", provider: "Provider", details: "Details", start: "Start live tail", pause: "Pause", resume: "Resume", held: /Paused: [1-9]\d* new lines held/, allRequests: "Show all requests" },
  zh: { title: "请求日志", path: "路径包含", status: "状态码", search: "查询", follow: "追踪此请求", app: "应用", provider: "服务提供方", details: "详情", start: "开始实时查看", pause: "暂停", resume: "继续", held: /已暂停：暂存 [1-9]\d* 行新日志/, allRequests: "显示全部请求" },
} as const;

test.describe.configure({ timeout: 120_000 });

/** Opens a declaration no tenant has: the provider refuses it and the app answers 404, both under one request id. */
async function failingRequest(page: Page, marker: string): Promise<string> {
  const answer = await page.request.get(`/Declaration/${marker}`);
  expect(answer.status()).toBe(404);
  return answer.headers()["x-request-id"];
}

const rows = (page: Page) => page.getByTestId("log-table").getByTestId("log-row");

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a failed request is found on /elk and followed from the app into the provider`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const marker = language === "en" ? "9000000000000000001" : "9000000000000000002";
    const requestId = await failingRequest(page, marker);

    await page.goto("/elk");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: w.title })).toBeVisible();
    await field(page, w.path).fill(marker);
    await field(page, w.status).fill("404");
    await page.getByRole("button", { name: w.search, exact: true }).click();
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row).toHaveAttribute("data-source", "app");
    await expect(row).toContainText(`/Declaration/${marker}`);
    await expect(row).toContainText(requestId);
    await expectAccessible(page);

    await row.getByRole("button", { name: w.details }).click();
    const detail = page.getByTestId("log-detail");
    await expect(detail).toContainText(`"status": 404`);
    await detail.getByRole("link", { name: w.follow }).click();
    await expect(page.getByTestId("following")).toContainText(requestId);
    // The app's line and the provider's line it caused, under the one id.
    const appRows = page.locator('[data-testid="log-row"][data-source="app"]');
    const providerRows = page.locator('[data-testid="log-row"][data-source="sim"]');
    await expect(appRows).toHaveCount(1);
    await expect(appRows).toContainText(w.app);
    await expect(providerRows.filter({ hasText: marker }).first()).toContainText(w.provider);
    for (const line of await providerRows.all()) await expect(line).toContainText(requestId);
    await expectAccessible(page);
  });

  test(`${language}: the live tail shows a new line, holds lines while paused and shows them on resume`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const marker = language === "en" ? "9100000000000000" : "9200000000000000";
    await page.goto(`/elk?path=${marker}&source=app`);
    await hydrated(page);
    await page.getByRole("button", { name: w.start }).click();
    const lines = page.getByTestId("tail-line");
    // The stream is open once a first request shows up in it.
    await expect(async () => {
      await failingRequest(page, `${marker}1`);
      await expect(lines.first()).toContainText(`${marker}1`, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const shown = await lines.count();

    await page.getByRole("button", { name: w.pause }).click();
    await failingRequest(page, `${marker}2`);
    await expect(page.getByTestId("tail-state")).toHaveText(w.held, { timeout: 15_000 });
    expect(await lines.count()).toBe(shown);
    await expectAccessible(page);

    await page.getByRole("button", { name: w.resume }).click();
    await expect(lines.first()).toContainText(`${marker}2`);
  });
}
