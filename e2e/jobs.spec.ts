import type { Locator, Page } from "@playwright/test";
import { APP, expect, expectAccessible, expectNoHiddenTabStops, field, hydrated, loginAs, test } from "./support";

/** The words of one language for the journeys. */
const WORDS = {
  en: {
    app: "App", newJob: "New job", jobName: "Job name", expression: "Time expression", save: "Save", runNow: "Run now", params: "Instance parameters",
    instances: "Instances", detail: "Detail", succeeded: "Succeeded", failed: "Failed", stopped: /^(Stopped|Canceled)$/, retry: "Retry", stop: "Stop", nextTimes: "Next five fire times",
    timedOut: "timed out: the instance ran over its time limit", openInstance: /^Open instance \d+$/,
    newApp: "New app", appName: "App name", editApp: "Edit app", deleteApp: "Delete app", description: "Description",
    nameTaken: "an app of this tenant already has this name", nameShape: "an app name is 1 to 64 letters, digits, dots, dashes or underscores",
    hasJobs: "still has", openJobs: "Open its jobs", cancel: "Cancel", close: "Close",
  },
  zh: {
    app: "应用", newJob: "新建任务", jobName: "任务名称", expression: "时间表达式", save: "保存", runNow: "立即运行", params: "实例参数",
    instances: "实例", detail: "详情", succeeded: "成功", failed: "失败", stopped: /^(已停止|已取消)$/, retry: "重试", stop: "停止", nextTimes: "接下来五次触发时间",
    timedOut: "超时：实例运行超过了时间限制", openInstance: /^打开实例 \d+$/,
    newApp: "新建应用", appName: "应用名称", editApp: "编辑应用", deleteApp: "删除应用", description: "描述",
    nameTaken: "本租户已有同名应用", nameShape: "应用名称为 1 至 64 个字母、数字、点、短横线或下划线",
    hasJobs: "下还有", openJobs: "查看其任务", cancel: "取消", close: "关闭",
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 150_000 });

const jobRow = (page: Page, name: string) => page.getByTestId("job-table").getByRole("row").filter({ hasText: name });
const instanceRows = (page: Page) => page.getByTestId("instance-table").locator("tbody tr");

/** Every heading of the table on one line: a narrow column once broke a Chinese heading a character a line. */
async function expectOneLineHeadings(table: Locator) {
  const lines = await table.locator("th").evaluateAll((headings) =>
    headings.map((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );
  expect(lines.every((n) => n <= 1), `heading lines: ${lines.join(",")}`).toBe(true);
}

/** A status badge shows all its words: a narrow column once cut them to an ellipsis ("Fail…", "失"). */
async function expectWholeBadges(scope: Locator) {
  const cut = await scope.locator("[data-status] .mantine-Badge-label").evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
  expect(cut, "status badges cut short").toEqual([]);
}

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a CRON job is created with its next fire times, run now, and its instance succeeds with its log`, async ({ page, context }, testInfo) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const name = `Nightly session sweep ${language} ${testInfo.retry}`;
    await page.goto("/jobinfo");
    await hydrated(page);
    await expect(page.getByTestId("job-table")).toContainText("Recompute dashboard counts");
    // At 1280 px the whole list fits beside the menu: a row's actions need no sideways scrolling.
    await expectOneLineHeadings(page.getByTestId("job-table"));
    const table = page.getByTestId("job-table");
    expect(await table.evaluate((t) => t.getBoundingClientRect().right <= t.closest(".mantine-ScrollArea-viewport")!.getBoundingClientRect().right + 1)).toBe(true);

    await page.getByRole("button", { name: w.newJob, exact: true }).click();
    const form = page.getByRole("dialog");
    await field(form, w.jobName).fill(name);
    await field(form, w.expression).fill("0 15 3 L * ?");
    // The last day of each month at 03:15 UTC, five of them, as typed.
    await expect(form.getByTestId("next-fire-times")).toContainText(w.nextTimes);
    await expect(form.getByTestId("next-fire-times").locator("li")).toHaveCount(5);
    await expectAccessible(page);
    await form.getByRole("button", { name: w.save, exact: true }).click();
    await expect(form).toBeHidden();
    // Closed, the dialog hands the focus back to the button that opened it.
    await expect(page.getByRole("button", { name: w.newJob, exact: true })).toBeFocused();
    await expect(jobRow(page, name)).toContainText("0 15 3 L * ?");

    await jobRow(page, name).getByRole("button", { name: w.runNow }).click();
    const run = page.getByRole("dialog");
    await field(run, w.params).fill('{"note":"e2e"}');
    await run.getByRole("button", { name: w.runNow, exact: true }).click();
    // Started: the dialog links to the new instance, the link taking the focus.
    const opened = run.getByRole("link", { name: w.openInstance });
    await expect(opened).toBeFocused();
    const instanceId = (await opened.innerText()).match(/\d+/)![0];
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/taskinstance\\?.*instanceId=${instanceId}`));
    await expect(instanceRows(page)).toHaveCount(1);
    await expect(instanceRows(page).first()).toContainText(instanceId);
    // The list refreshes itself while the instance moves: waiting, running, then succeeded.
    await expect(instanceRows(page).first()).toContainText(w.succeeded, { timeout: 20_000 });
    await expectWholeBadges(page.getByTestId("instance-table"));
    await expectOneLineHeadings(page.getByTestId("instance-table"));
    // The link opened the instance's detail at once.
    const detail = page.getByTestId("instance-detail");
    await expect(detail.getByTestId("instance-log")).toContainText("finished: SUCCESS");
    // Every log line is read whole in the drawer: long ones wrap rather than run past its edge.
    expect(await detail.getByTestId("instance-log").evaluate((log) => log.scrollWidth <= log.clientWidth)).toBe(true);
    await expect(detail.getByTestId("task-table")).toContainText("ROOT_TASK");
    await expect(detail).toContainText('{"note":"e2e"}');
    await expectOneLineHeadings(detail.getByTestId("task-table"));
    await expectAccessible(page);
    await expectNoHiddenTabStops(page);
  });

  test(`${language}: a job failing at its time limit is retried, then stopped`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    await page.goto("/jobinfo");
    await hydrated(page);
    await page.getByRole("textbox", { name: w.app }).click();
    await page.getByRole("option", { name: "trade-analytics" }).click();
    const demo = jobRow(page, "Time-limit demo");
    await demo.getByRole("button", { name: w.runNow }).click();
    await page.getByRole("dialog").getByRole("button", { name: w.runNow, exact: true }).click();
    await page.getByRole("dialog").getByRole("link", { name: w.openInstance }).click();
    // The link opens the instance's detail; closed, the list row is at hand.
    await expect(page.getByTestId("instance-detail")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("instance-detail")).toBeHidden();
    // Opened from its row by keyboard and closed, the detail gives the focus back to the row's link.
    const opener = instanceRows(page).first().getByRole("link");
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("instance-detail")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("instance-detail")).toBeHidden();
    await expect(instanceRows(page).first().getByRole("link")).toBeFocused();

    const newest = instanceRows(page).first();
    await expect(newest).toContainText(w.failed, { timeout: 30_000 });
    await expect(newest).toContainText(w.timedOut);
    await newest.getByRole("button", { name: w.retry }).click();
    await newest.getByRole("button", { name: w.stop }).click();
    await expect(newest.getByText(w.stopped)).toBeVisible();
    await expectWholeBadges(newest);
    await expect(newest.getByRole("button", { name: w.retry })).toBeVisible();
  });
  test(`${language}: an app is created, refused a taken or malformed name in the reader's words, edited and deleted; one with jobs says why it stays`, async ({ page, context }, testInfo) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const name = `e2e-app-${language}-${Date.now().toString(36)}${testInfo.retry}`;
    await page.goto("/appmonitor");
    await hydrated(page);

    await page.getByRole("button", { name: w.newApp }).click();
    let form = page.getByRole("dialog");
    await field(form, w.appName).fill("not a name!");
    await form.getByRole("button", { name: w.save, exact: true }).click();
    await expect(form).toContainText(w.nameShape);
    await field(form, w.appName).fill(name);
    await form.getByRole("button", { name: w.save, exact: true }).click();
    await expect(form).toBeHidden();

    await page.getByRole("button", { name: w.newApp }).click();
    form = page.getByRole("dialog");
    await field(form, w.appName).fill(name);
    await form.getByRole("button", { name: w.save, exact: true }).click();
    await expect(form).toContainText(w.nameTaken);
    await expectAccessible(page);
    await form.getByRole("button", { name: w.cancel }).click();

    await page.getByRole("textbox", { name: w.app }).click();
    await page.getByRole("option", { name }).click();
    await expect(page).toHaveURL(/appId=/);
    await page.getByRole("button", { name: w.editApp }).click();
    form = page.getByRole("dialog");
    await expect(field(form, w.appName)).toHaveValue(name);
    await field(form, w.description).fill("Made by the journey");
    await form.getByRole("button", { name: w.save, exact: true }).click();
    await expect(form).toBeHidden();
    await page.getByRole("button", { name: w.editApp }).click();
    await expect(field(page.getByRole("dialog"), w.description)).toHaveValue("Made by the journey");
    await page.getByRole("dialog").getByRole("button", { name: w.cancel }).click();

    await page.getByRole("button", { name: w.deleteApp }).click();
    await page.getByRole("dialog").getByRole("button", { name: w.deleteApp }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("textbox", { name: w.app }).click();
    await expect(page.getByRole("option", { name })).toHaveCount(0);
    await page.getByRole("option", { name: "trade-analytics" }).click();
    await expect(page).toHaveURL(/appId=/);

    await page.getByRole("button", { name: w.deleteApp }).click();
    const refusal = page.getByRole("dialog").getByTestId("app-has-jobs");
    await expect(refusal).toContainText(w.hasJobs);
    await expect(page.getByRole("dialog").getByRole("button", { name: w.deleteApp })).toHaveCount(0);
    await refusal.getByRole("link", { name: w.openJobs }).click();
    await expect(page).toHaveURL(/\/jobinfo\?appId=/);
  });
}
