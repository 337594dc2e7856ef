import type { Page } from "@playwright/test";
import { APP, choose, expect, expectAccessible, field, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });

/** The words of one language for the journey. */
const WORDS = {
  en: {
    add: "Add", save: "Save", confirm: "Confirm", name: "Name", appKey: "AppID", secret: "New AppSecret", set: "Set", submit: "Submit", audit: "Audit",
    awaiting: "Awaiting audit", approved: "Approved", push: "Push a template message", account: "Public account", members: "Members", message: "Message",
    pushed: "Pushed: 2 delivered, 1 failed.", retry: "Retry", retried: "Retried: 0 delivered, 1 still failing.", failed: "Failed", delivered: "Delivered",
    accountName: "Harbour service account", text: "Your goods cleared customs",
  },
  zh: {
    add: "新增", save: "保存", confirm: "确定", name: "名称", appKey: "AppID", secret: "新的 AppSecret", set: "已设置", submit: "提交", audit: "审核",
    awaiting: "待审核", approved: "已通过", push: "推送模板消息", account: "公众号", members: "会员", message: "推送内容",
    pushed: "已推送：成功 2 条，失败 1 条。", retry: "重试", retried: "已重试：成功 0 条，仍失败 1 条。", failed: "失败", delivered: "成功",
    accountName: "港口服务号", text: "您的货物已清关",
  },
} as const;

/** The seeded approved account of 10001, whose followers the simulated WeChat knows. */
const SEEDED_ACCOUNT = "跨境通服务号";
/** Two seeded members who follow it, and the administrator, whose open id WeChat does not know. */
const RECEIVERS = [/^Abbigail Jast/, /^Abbigail Hauck/, /^Administrator/];

test.describe.configure({ mode: "serial", timeout: 150_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: an account made with a secret that never comes back, submitted and approved; a push with one failing receiver, retried`, async ({ page, context }, testInfo) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const run = `${language === "en" ? 1 : 2}${testInfo.repeatEachIndex}${testInfo.retry}`;
    const name = `${w.accountName} ${run}`;
    const appKey = `wx${run.padStart(16, "0")}`;
    const secret = `S3cr3t${run}`.padEnd(32, "x");

    await page.goto("/weChatManagement");
    await hydrated(page);
    await expect(table(page)).toContainText(SEEDED_ACCOUNT);
    await page.getByTestId("toolbar").getByRole("button", { name: w.add, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await field(dialog, w.name).fill(name);
    await field(dialog, w.appKey).fill(appKey);
    await field(dialog, w.secret).fill(secret);
    await dialog.getByRole("button", { name: w.save }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // The list says the secret is set; neither it nor the page it reloads into ever holds it.
    await page.reload();
    await hydrated(page);
    await expect(rowOf(page, name)).toContainText(w.set);
    expect(await page.content()).not.toContain(secret);

    await rowOf(page, name).getByRole("button", { name: w.submit, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: w.confirm }).click();
    await expect(rowOf(page, name)).toContainText(w.awaiting);
    await rowOf(page, name).getByRole("button", { name: w.audit, exact: true }).click();
    const audit = page.getByRole("dialog");
    await expect(audit.getByTestId("audit-subject")).toContainText(appKey);
    await audit.getByRole("button", { name: w.confirm }).click();
    await expect(audit).toBeHidden({ timeout: 30_000 });
    await expect(rowOf(page, name)).toContainText(w.approved);
    expect(await page.content()).not.toContain(secret);

    // A template message through the seeded account to three members, one of whom WeChat does not know.
    const text = `${w.text} ${run}`;
    await page.goto("/pushManagement");
    await hydrated(page);
    await page.getByTestId("toolbar").getByRole("button", { name: w.push }).click();
    const push = page.getByRole("dialog");
    // The dialog's "×" is named in the reader's language, and the open dialog passes the scan.
    await expect(push.getByRole("button", { name: language === "en" ? "Close" : "关闭", exact: true })).toBeVisible();
    await push.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await expectAccessible(page);
    await choose(push, page, w.account, SEEDED_ACCOUNT);
    await field(push, w.members).click();
    for (const receiver of RECEIVERS) await page.getByRole("option", { name: receiver }).first().click();
    await page.keyboard.press("Escape");
    await field(push, w.message).fill(text);
    await push.getByRole("button", { name: w.confirm }).click();
    await expect(page.getByText(w.pushed)).toBeVisible({ timeout: 30_000 });
    await expect(push).toBeHidden();

    const failedRow = table(page).locator("tbody tr", { hasText: text }).filter({ hasText: "40003 invalid openid" });
    await expect(failedRow).toHaveCount(1);
    await expect(failedRow).toContainText(w.failed);
    await expect(table(page).locator("tbody tr", { hasText: text }).filter({ hasText: w.delivered })).toHaveCount(2);

    // WeChat still does not know the open id: the retry fails again, with its reason, and counts the try.
    await failedRow.getByRole("button", { name: w.retry, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: w.confirm }).click();
    await expect(page.getByText(w.retried)).toBeVisible({ timeout: 30_000 });
    await expect(failedRow).toContainText("40003 invalid openid");
    await expect(failedRow.locator("td").filter({ hasText: /^2$/ })).toHaveCount(1);
  });
}
