import type { Page } from "@playwright/test";
import { APP, SIM, expect, expectAccessible, hydrated, loginAs, test } from "./support";

/** The words of one language for the journey. */
const WORDS = {
  en: {
    app: "App", edges: "Edges", newWorkflow: "New workflow", name: "Workflow name", job: "Job", addNode: "Add node", from: "From", to: "To", addEdge: "Add edge", save: "Save",
    cycle: "this edge would close a loop: a workflow runs one way only", run: "Run", instances: "Instances", details: "Details",
    failed: "Failed", succeeded: "Succeeded", retry: "Retry Demo step: sleep 2 s, fail once", openRun: /^Open workflow instance \d+$/,
    fitView: "Fit to view", page: (n: number, of: number) => `Page ${n} of ${of}`, next: "Next page", previous: "Previous page",
  },
  zh: {
    app: "应用", edges: "连线", newWorkflow: "新建工作流", name: "工作流名称", job: "任务", addNode: "添加节点", from: "起点", to: "终点", addEdge: "添加连线", save: "保存",
    cycle: "这条连线会形成环路：工作流只能单向执行", run: "运行", instances: "实例", details: "详情",
    failed: "失败", succeeded: "成功", retry: "重试 Demo step: sleep 2 s, fail once", openRun: /^打开工作流实例 \d+$/,
    fitView: "适应画面", page: (n: number, of: number) => `第 ${n} / ${of} 页`, next: "下一页", previous: "上一页",
  },
} as const;

const SLEEP = "Demo step: sleep 2 s";
const FLAKY = "Demo step: sleep 2 s, fail once";

test.describe.configure({ mode: "serial", timeout: 180_000 });

/** Chooses the app every workflow screen works in. */
async function chooseApp(page: Page, label: string, app: string) {
  const picker = page.getByRole("textbox", { name: label });
  // The picker shows the app once its page has loaded; a click on a dropdown still opening is tried again.
  await expect(async () => {
    await picker.click();
    await page.getByRole("option", { name: app }).click();
    await expect(picker).toHaveValue(app, { timeout: 5_000 });
  }).toPass();
  await expect(page).toHaveURL(/appId=/);
  await hydrated(page);
}

/** The provider's answer to one PowerJob call of the journey's administrator. */
async function powerJob<T>(token: string, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const answer = await fetch(`${SIM}/api/powerjob/${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  const envelope = (await answer.json()) as { success: boolean; data: T; message?: string };
  expect(envelope.success, envelope.message ?? "").toBe(true);
  return envelope.data;
}

/** Joins two nodes with the keyboard's twin of the canvas: the "from / to" choices. */
async function join(page: Page, w: { from: string; to: string; addEdge: string; edges: string }, from: string, to: string) {
  const edges = page.getByRole("region", { name: w.edges });
  await edges.getByLabel(w.from).selectOption({ label: from });
  await edges.getByLabel(w.to).selectOption({ label: to });
  await edges.getByRole("button", { name: w.addEdge }).click();
}

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a three-node DAG drawn, its loop refused, run; the failing node retried and the DAG finishing`, async ({ browser }, testInfo) => {
    const name = `E2E DAG ${language} ${Date.now().toString().slice(-7)}${testInfo.retry}`;
    const context = await browser.newContext();
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const page = await context.newPage();

    await page.goto("/workflowinfo");
    await hydrated(page);
    await chooseApp(page, w.app, "trade-analytics");
    await page.getByRole("link", { name: w.newWorkflow }).click();
    await hydrated(page);
    await page.getByRole("textbox", { name: w.name }).fill(name);
    const nodes = page.getByRole("region", { name: language === "en" ? "Nodes" : "节点" });
    for (const job of [SLEEP, FLAKY, SLEEP]) {
      await nodes.getByLabel(w.job).last().selectOption({ label: job });
      await nodes.getByRole("button", { name: w.addNode }).click();
    }
    await join(page, w, `1. ${SLEEP}`, `2. ${FLAKY}`);
    await join(page, w, `2. ${FLAKY}`, `3. ${SLEEP}`);
    // Closing the loop is refused as it is drawn, in the reader's words, and nothing is added.
    await join(page, w, `3. ${SLEEP}`, `1. ${SLEEP}`);
    await expect(page.getByRole("alert")).toContainText(w.cycle);
    await expect(page.locator(".react-flow__edge")).toHaveCount(2);
    // On the canvas too: dragging from the last node's exit to the first node's entry draws nothing.
    const exit = page.locator('.react-flow__node[data-id="3"] .react-flow__handle.source');
    const entry = page.locator('.react-flow__node[data-id="1"] .react-flow__handle.target');
    await exit.hover();
    await page.mouse.down();
    await entry.hover();
    await page.mouse.up();
    await expect(page.locator(".react-flow__edge")).toHaveCount(2);
    await page.screenshot({ path: testInfo.outputPath(`editor-${language}.png`), fullPage: true });
    await page.getByRole("button", { name: w.save }).click();

    await expect(page).toHaveURL(/\/workflowinfo\?/);
    const row = page.locator("tbody tr", { hasText: name });
    await row.getByRole("button", { name: w.run }).click();
    await page.getByRole("dialog").getByRole("button", { name: w.run }).click();
    // Started: the dialog names the new instance and its link has the focus.
    const opened = page.getByRole("dialog").getByRole("link", { name: w.openRun });
    await expect(opened).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/workflowinstancedetails\?appId=\d+&wfInstanceId=\d+/);

    // Drawn live: the flaky node fails, which fails the run; its retry runs it again to the end.
    const status = page.getByTestId("run-status");
    await expect(status).toHaveText(w.failed, { timeout: 60_000 });
    const nodeRows = page.locator("tbody tr");
    await expect(nodeRows.nth(0)).toContainText(w.succeeded);
    await expect(nodeRows.nth(1)).toContainText(w.failed);
    await expect(page.locator('.react-flow__node[data-id="2"]')).toContainText(w.failed);
    await page.getByRole("button", { name: w.retry }).click();
    await expect(status).toHaveText(w.succeeded, { timeout: 60_000 });
    for (let i = 0; i < 3; i++) await expect(nodeRows.nth(i)).toContainText(w.succeeded);
    await page.screenshot({ path: testInfo.outputPath(`details-${language}.png`), fullPage: true });
    await expect(page.locator('.react-flow__node[data-id="3"]')).toContainText(w.succeeded);
    // Its status badges and node actions are readable (WCAG AA contrast among the rest), the pointer off them.
    await page.mouse.move(0, 0);
    await expectAccessible(page);

    // On a phone the graph stands upright, each node inside the canvas at a size still read, and the page never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const canvas = page.locator(".react-flow");
    const node = (id: number) => page.locator(`.react-flow__node[data-id="${id}"]`);
    await expect.poll(async () => {
      const [outer, ...inner] = await Promise.all([canvas.boundingBox(), node(1).boundingBox(), node(2).boundingBox(), node(3).boundingBox()]);
      if (!outer || inner.some((b) => !b)) return "not drawn";
      const inside = inner.every((b) => b!.x >= outer.x && b!.x + b!.width <= outer.x + outer.width && b!.y >= outer.y && b!.y + b!.height <= outer.y + outer.height);
      const upright = inner[0]!.y < inner[1]!.y && inner[1]!.y < inner[2]!.y;
      return inside && upright && inner.every((b) => b!.width >= 140) ? "fitted upright" : JSON.stringify(inner);
    }).toBe("fitted upright");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
  test(`${language}: a node added after the first draw is fitted into view, and the fit control is named`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    await page.goto("/workflowinfo");
    await hydrated(page);
    await chooseApp(page, w.app, "trade-analytics");
    await page.getByRole("link", { name: w.newWorkflow }).click();
    await hydrated(page);
    const nodes = page.getByRole("region", { name: language === "en" ? "Nodes" : "节点" });
    // Unjoined nodes stack in one column, taller than the canvas by the sixth.
    for (let i = 0; i < 6; i++) {
      await nodes.getByLabel(w.job).last().selectOption({ label: SLEEP });
      await nodes.getByRole("button", { name: w.addNode }).click();
    }
    const canvas = page.locator(".react-flow");
    const last = page.locator('.react-flow__node[data-id="6"]');
    await expect(last).toBeInViewport();
    await expect.poll(async () => {
      const [outer, inner] = await Promise.all([canvas.boundingBox(), last.boundingBox()]);
      return Boolean(outer && inner && inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height);
    }).toBe(true);
    const fit = page.getByRole("button", { name: w.fitView });
    await fit.focus();
    await page.keyboard.press("Enter");
    await expect(fit).toBeFocused();
  });

  test(`${language}: the workflow list pages forward and back, and a new app starts at its first page`, async ({ page, context }) => {
    const token = await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const apps = await powerJob<{ id: string; appName: string }[]>(token, "appInfo/list");
    const appId = apps.find((a) => a.appName === "trade-analytics")!.id;
    const listed = await powerJob<{ totalItems: number; data: { id: string }[] }>(token, "workflow/list", { appId, index: 0, pageSize: 10 });
    // Copies (disabled) until the app has a second page.
    for (let n = listed.totalItems; n <= 10; n++) await powerJob(token, `workflow/copy?appId=${appId}&workflowId=${listed.data[0].id}`);
    await page.goto("/workflowinfo");
    await hydrated(page);
    await chooseApp(page, w.app, "trade-analytics");
    await expect(page.getByText(w.page(1, 2))).toBeVisible();
    const firstRow = await page.locator("tbody tr").first().innerText();
    await page.getByRole("button", { name: w.next }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(page.getByText(w.page(2, 2))).toBeVisible();
    await expect(page.locator("tbody tr").first()).not.toHaveText(firstRow);
    await expect(page.getByRole("button", { name: w.next })).toBeDisabled();
    await page.getByRole("button", { name: w.previous }).click();
    await expect(page.getByText(w.page(1, 2))).toBeVisible();
    await page.getByRole("button", { name: w.next }).click();
    await expect(page).toHaveURL(/page=1/);
    // Another app: its list starts at the first page.
    await chooseApp(page, w.app, "customs-housekeeping");
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText(w.page(1, 1))).toBeVisible();
  });
}
