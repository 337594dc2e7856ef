import type { BrowserContext, Page } from "@playwright/test";
import { APP, choose, expect, expectNoHiddenTabStops, field, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });

/** The words of one language for the journey (process and task names are the seeded process's own). */
const WORDS = {
  en: {
    ask: "Start a process", process: "Process", leaveStart: "Leave starts", leaveEnd: "Leave ends", days: "Days", remark: "Remark", businessKey: "Business key", start: "Start",
    handle: "Handle", claim: "Claim", step: "Step", comment: "Comment", complete: "Complete", regress: "Send back", details: "Details", ended: "Ended", sentBack: "Sent back",
    managers: "Manager, Administrator",
  },
  zh: {
    ask: "发起流程", process: "流程", leaveStart: "请假开始", leaveEnd: "请假结束", days: "天数", remark: "备注", businessKey: "业务编号", start: "发起",
    handle: "办理", claim: "签收", step: "操作", comment: "意见", complete: "完成", regress: "退回", details: "详情", ended: "已结束", sentBack: "退回",
    managers: "经理, 管理员",
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 240_000 });

async function desk(browser: { newContext(): Promise<BrowserContext> }, username: string, language: string): Promise<Page> {
  const context = await browser.newContext();
  await loginAs(context, username);
  await context.addCookies([{ name: "language", value: language, url: APP }]);
  return context.newPage();
}

async function openTasks(page: Page) {
  await page.goto("/mytask");
  await hydrated(page);
}

/** One step on the task the row shows, with its comment. */
async function step(page: Page, key: string, w: (typeof WORDS)[keyof typeof WORDS], action: string, comment: string) {
  await rowOf(page, key).getByRole("button", { name: w.handle }).click();
  const dialog = page.getByRole("dialog");
  if (action !== w.complete) await choose(dialog, page, w.step, action);
  await field(dialog, w.comment).fill(comment);
  await dialog.getByRole("button", { name: action, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

async function claim(page: Page, key: string, w: (typeof WORDS)[keyof typeof WORDS]) {
  await openTasks(page);
  await rowOf(page, key).getByRole("button", { name: w.claim }).click();
  await expect(rowOf(page, key).getByRole("button", { name: w.handle })).toBeVisible({ timeout: 30_000 });
}

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a leave request is started, claimed by a manager, sent back, completed, and its history shows every step`, async ({ browser }, testInfo) => {
    const key = `LV-${language}-${Date.now().toString(36)}${testInfo.retry}`;
    const starter = await desk(browser, "editor", language);
    await openTasks(starter);
    await starter.getByRole("button", { name: w.ask }).click();
    const form = starter.getByRole("dialog");
    // The tenant has other processes to start too (the cargo inspection): pick the leave request.
    await choose(form, starter, w.process, "Leave request");
    await field(form, w.leaveStart).fill("2027-03-01");
    await field(form, w.leaveEnd).fill("2027-03-02");
    await field(form, w.days).fill("2");
    await field(form, w.remark).fill("Family visit");
    await field(form, w.businessKey).fill(key);
    await form.getByRole("button", { name: w.start, exact: true }).click();
    await expect(form).toBeHidden({ timeout: 30_000 });
    // Closed, the dialog gives the focus back to the button that opened it.
    await expect(starter.getByRole("button", { name: w.ask })).toBeFocused();

    // The starter's own first task: the request itself.
    await expect(rowOf(starter, key)).toContainText("Leave request");
    await step(starter, key, w, w.complete, "Two days, please");

    // A manager (the admin holds the role too) sees whom it is offered to by the roles' names, claims it and sends it back.
    const manager = await desk(browser, "admin", language);
    await openTasks(manager);
    await expect(rowOf(manager, key)).toContainText(w.managers);
    await expect(rowOf(manager, key)).not.toContainText("role:");
    await claim(manager, key, w);
    await expect(rowOf(manager, key)).toContainText("Manager approval");
    await step(manager, key, w, w.regress, "Add who covers for you");

    // Back with the starter, who completes it again; the manager then approves.
    await openTasks(starter);
    await expect(rowOf(starter, key)).toContainText("Leave request");
    await step(starter, key, w, w.complete, "Covered by the agent");
    await claim(manager, key, w);
    await step(manager, key, w, w.complete, "Approved");

    // Two days: the short path ends the process; its page shows it ended with every comment.
    await manager.goto("/donetask");
    await hydrated(manager);
    await rowOf(manager, key).first().getByRole("button", { name: w.details }).click();
    await expect(manager.getByRole("heading", { level: 1 })).toContainText("Leave request");
    await expect(manager.getByText(w.ended, { exact: true }).first()).toBeVisible();
    await expect(manager.locator("#main-content")).not.toContainText("resources.");
    const history = manager.getByRole("table").last();
    await expect(history).toContainText(w.sentBack);
    await expect(history).toContainText("Add who covers for you");
    await expect(history).toContainText("Approved");
  });
}

test("the modeller opens a diagram whole, beside its palette rather than under it, on a wide screen and a phone", async ({ page, context }) => {
  await loginAs(context, "admin");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/processmodel");
    await hydrated(page);
    await rowOf(page, "Leave request").getByRole("button", { name: "Modeller" }).click();
    await hydrated(page);
    const palette = page.locator(".djs-palette");
    const canvas = page.locator(".djs-container");
    await expect(page.locator(".djs-shape").first()).toBeVisible();
    await expect.poll(async () => {
      const [free, frame, shapes] = await Promise.all([palette.boundingBox(), canvas.boundingBox(), page.locator(".djs-shape .djs-visual").evaluateAll((all) => all.map((s) => s.getBoundingClientRect().toJSON() as DOMRect))]);
      if (!free || !frame || shapes.length === 0) return "not drawn";
      const clear = shapes.every((s) => s.left >= free.x + free.width && s.right <= frame.x + frame.width && s.top >= frame.y && s.bottom <= frame.y + frame.height);
      return clear ? "whole and clear" : JSON.stringify({ palette: free, frame, shapes: shapes.slice(0, 3) });
    }).toBe("whole and clear");
  }
});

test("a model drawn in the modeller by keyboard is saved and deployed, and becomes a definition", async ({ page, context }) => {
  const key = `drawn_${Date.now().toString(36)}`;
  await loginAs(context, "admin");
  await page.goto("/processmodel");
  await hydrated(page);
  await page.getByTestId("toolbar").getByRole("button", { name: "Add" }).click();
  const form = page.getByRole("dialog");
  await field(form, "Name").fill("Drawn by keyboard");
  await field(form, "Process key").fill(key);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });
  await rowOf(page, key).getByRole("button", { name: "Modeller" }).click();
  await hydrated(page);
  // The bpmn.io mark's link is named, not an empty Tab stop.
  await expect(page.getByRole("link", { name: "bpmn.io" })).toBeVisible();

  // The side panel is the keyboard's way onto the canvas: pick the start event, add a task after it.
  const elements = page.getByRole("navigation", { name: "Elements" });
  await elements.getByRole("button", { name: /Start event/ }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("group", { name: "Add after it" }).getByRole("button", { name: "User task" }).focus();
  await page.keyboard.press("Enter");
  await expect(elements.getByRole("button", { name: "(no name) User task", exact: true })).toHaveAttribute("aria-current", "true");
  await field(page, "Name").fill("Check the request");
  await page.getByRole("textbox", { name: "Assignee" }).click();
  await page.getByRole("option", { name: "The starter" }).click();
  await page.getByRole("group", { name: "Add after it" }).getByRole("button", { name: "End event" }).click();
  await expect(elements.getByRole("button", { name: "(no name) End event", exact: true })).toBeVisible();
  await expectNoHiddenTabStops(page);

  await page.getByRole("button", { name: "Save and deploy" }).click();
  await expect(page.getByText(`Deployed: ${key} version 1`)).toBeVisible({ timeout: 30_000 });
  await page.goto("/processdefinition");
  await hydrated(page);
  await expect(rowOf(page, key)).toContainText("Drawn by keyboard");
});
