import type { Page } from "@playwright/test";
import { APP, expect, expectAccessible, expectNoHiddenTabStops, field, hydrated, loginAs, test } from "./support";

/** The words of one language for the journeys. */
const WORDS = {
  en: {
    app: "App", newJob: "New job", jobName: "Job name", expression: "Time expression", save: "Save", runNow: "Run now", params: "Instance parameters",
    instances: "Instances", detail: "Detail", succeeded: "Succeeded", failed: "Failed", stopped: /^(Stopped|Canceled)$/, retry: "Retry", stop: "Stop", nextTimes: "Next five fire times",
    timedOut: "timed out: the instance ran over its time limit",
  },
  zh: {
    app: "应用", newJob: "新建任务", jobName: "任务名称", expression: "时间表达式", save: "保存", runNow: "立即运行", params: "实例参数",
    instances: "实例", detail: "详情", succeeded: "成功", failed: "失败", stopped: /^(已停止|已取消)$/, retry: "重试", stop: "停止", nextTimes: "接下来五次触发时间",
    timedOut: "超时：实例运行超过了时间限制",
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 150_000 });

const jobRow = (page: Page, name: string) => page.getByTestId("job-table").getByRole("row").filter({ hasText: name });
const instanceRows = (page: Page) => page.getByTestId("instance-table").locator("tbody tr");

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a CRON job is created with its next fire times, run now, and its instance succeeds with its log`, async ({ page, context }, testInfo) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const name = `Nightly session sweep ${language} ${testInfo.retry}`;
    await page.goto("/jobinfo");
    await hydrated(page);
    await expect(page.getByTestId("job-table")).toContainText("Recompute dashboard counts");

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
    await expect(jobRow(page, name)).toContainText("0 15 3 L * ?");

    await jobRow(page, name).getByRole("button", { name: w.runNow }).click();
    const run = page.getByRole("dialog");
    await field(run, w.params).fill('{"note":"e2e"}');
    await run.getByRole("button", { name: w.runNow, exact: true }).click();
    await expect(run).toBeHidden();

    await jobRow(page, name).getByRole("link", { name: w.instances }).click();
    await expect(instanceRows(page)).toHaveCount(1);
    // The list refreshes itself while the instance moves: waiting, running, then succeeded.
    await expect(instanceRows(page).first()).toContainText(w.succeeded, { timeout: 20_000 });
    await instanceRows(page).first().getByRole("link", { name: w.detail }).click();
    const detail = page.getByTestId("instance-detail");
    await expect(detail.getByTestId("instance-log")).toContainText("finished: SUCCESS");
    await expect(detail.getByTestId("task-table")).toContainText("ROOT_TASK");
    await expect(detail).toContainText('{"note":"e2e"}');
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
    await demo.getByRole("link", { name: w.instances }).click();

    const newest = instanceRows(page).first();
    await expect(newest).toContainText(w.failed, { timeout: 30_000 });
    await expect(newest).toContainText(w.timedOut);
    await newest.getByRole("button", { name: w.retry }).click();
    await newest.getByRole("button", { name: w.stop }).click();
    await expect(newest.getByText(w.stopped)).toBeVisible();
    await expect(newest.getByRole("button", { name: w.retry })).toBeVisible();
  });
}
