import type { Page } from "@playwright/test";
import { APP, expect, hydrated, loginAs, test } from "./support";

/** The words of one language for the journey. */
const WORDS = {
  en: {
    app: "App", edges: "Edges", newWorkflow: "New workflow", name: "Workflow name", job: "Job", addNode: "Add node", from: "From", to: "To", addEdge: "Add edge", save: "Save",
    cycle: "this edge would close a loop: a workflow runs one way only", run: "Run", instances: "Instances", details: "Details",
    failed: "Failed", succeeded: "Succeeded", retry: "Retry Demo step: sleep 2 s, fail once",
  },
  zh: {
    app: "应用", edges: "连线", newWorkflow: "新建工作流", name: "工作流名称", job: "任务", addNode: "添加节点", from: "起点", to: "终点", addEdge: "添加连线", save: "保存",
    cycle: "这条连线会形成环路：工作流只能单向执行", run: "运行", instances: "实例", details: "详情",
    failed: "失败", succeeded: "成功", retry: "重试 Demo step: sleep 2 s, fail once",
  },
} as const;

const SLEEP = "Demo step: sleep 2 s";
const FLAKY = "Demo step: sleep 2 s, fail once";

test.describe.configure({ mode: "serial", timeout: 180_000 });

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
    await page.getByLabel(w.app).selectOption({ label: "trade-analytics" });
    await expect(page).toHaveURL(/appId=/);
    await hydrated(page);
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
    await row.getByRole("link", { name: w.instances }).click();
    await page.locator("tbody tr", { hasText: name }).first().getByRole("link", { name: w.details }).click();

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
    await context.close();
  });
}
