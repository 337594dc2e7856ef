import type { BrowserContext, Page } from "@playwright/test";
import { classifyOrderPaths } from "../contract/customs/classification";
import { customsGoodsPaths } from "../contract/customs/goods";
import { sysParamPaths } from "../contract/admin/sysparam";
import { CLASSIFY_REVIEW_PARAM } from "../contract/workflow/classification-review";
import { passwordToken } from "../scripts/provider-token";
import { DESK } from "../seeds/customs-plans";
import { APP, choose, expect, field, hydrated, loginAs, SIM, test } from "./support";

/**
 * A member submits goods for classification; the admin claims the order and proposes the codes
 * but may not approve them himself (four eyes); the seeded reviewer of the classification desk
 * (a generated staff member of 10001 given ROLE_CLASSIFIER by seeds/customs.ts) signs off, and
 * the goods carry the decided codes.
 */
const MODEL = `E2E-TS-${Date.now().toString(36).toUpperCase()}`;
const NAME = `Crew-neck T-shirt ${MODEL}`;

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });
const toolbar = (page: Page, name: string) => page.getByTestId("toolbar").getByRole("button", { name, exact: true });
async function signIn(context: BrowserContext, page: Page, username: string, path: string) {
  await context.clearCookies();
  await loginAs(context, username);
  await page.goto(path);
  await hydrated(page);
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.describe("goods classification: from a member's order through a proposal to a reviewer's sign-off", () => {
  test("a member's T-shirt is classified for the US and China, approved by a second pair of eyes, and carries its codes", async ({ page, context }) => {
    // The member adds the goods; prices out of order are refused on the field.
    await signIn(context, page, "editor", "/GoodsMgt");
    await toolbar(page, "Add").click();
    const dialog = page.getByRole("dialog");
    await field(dialog, "Model no.").fill(MODEL);
    await field(dialog, "Name").fill(NAME);
    await choose(dialog, page, "Country of origin", /^CN · /);
    await choose(dialog, page, "Currency", /^USD · /);
    await choose(dialog, page, "Unit", /^PCS · /);
    await field(dialog, "Lowest price").fill("2.10");
    await field(dialog, "Reference price").fill("3.20");
    await field(dialog, "Highest price").fill("3.00");
    await field(dialog, "Material").fill("100% cotton knit, 180 g/m²");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("prices must keep lowest ≤ reference ≤ highest")).toBeVisible();
    await field(dialog, "Reference price").fill("2.45");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // … and submits it for classification in the US and China.
    await page.goto("/ClassifyOrder");
    await hydrated(page);
    await toolbar(page, "Add").click();
    await choose(dialog, page, "Goods", NAME);
    await field(dialog, "Full description").fill("Men's T-shirts of cotton, knitted, crew neck, short sleeves");
    await field(dialog, "Function or use").fill("Worn as outerwear");
    await field(dialog, "Material composition (% by weight)").fill("100% cotton knit, 180 g/m²");
    await field(dialog, "Jurisdictions").click();
    await page.getByRole("option", { name: "US", exact: true }).click();
    await page.getByRole("option", { name: "China", exact: true }).click();
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(rowOf(page, NAME)).toContainText("Submitted");
    await expect(rowOf(page, NAME)).toContainText("US, China");

    // The admin claims it and proposes the codes, with the HS search's candidates at hand.
    await signIn(context, page, "admin", "/ClassifyPlatform");
    await rowOf(page, NAME).click();
    await toolbar(page, "Claim").click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Order claimed")).toBeVisible();
    await expect(rowOf(page, NAME)).toContainText("In review");
    await rowOf(page, NAME).click();
    await toolbar(page, "Propose codes").click();
    await expect(dialog.getByTestId("candidates")).toContainText("6109.10");
    await dialog.getByRole("button", { name: "Use 6109.10.00.12" }).click();
    await expect(field(dialog, "HS6")).toHaveValue("610910");
    await expect(field(dialog, "US HTS")).toHaveValue("6109.10.00.12");
    await field(dialog, "China").fill("6109100000");
    await field(dialog, "Rules applied (GRI)").click();
    await page.getByRole("option", { name: "GRI 1", exact: true }).click();
    await page.getByRole("option", { name: "GRI 6", exact: true }).click();
    await page.keyboard.press("Escape");
    await field(dialog, "Rationale").fill("Knitted T-shirt of cotton: heading 6109 by GRI 1; subheading 6109.10 by GRI 6.");
    await dialog.getByRole("button", { name: "Propose codes" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // Four eyes: the proposer's own approval is refused.
    await rowOf(page, NAME).click();
    await toolbar(page, "Approve").click();
    await expect(dialog.getByTestId("proposal")).toContainText("6109100012");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("a classifier may not approve their own proposal")).toBeVisible({ timeout: 30_000 });

    // The desk's reviewer signs off.
    await signIn(context, page, DESK.reviewer, "/ClassifyPlatform");
    await rowOf(page, NAME).click();
    await toolbar(page, "Approve").click();
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    // The desk's queue holds more than a page: the classified orders are found by their status.
    await page.goto("/ClassifyPlatform?status=classified");
    await hydrated(page);
    await expect(rowOf(page, NAME)).toContainText("Classified");

    // The member's goods carry the decided codes; the order's steps say who did what.
    await signIn(context, page, "editor", "/GoodsMgt");
    await page.getByRole("search").getByLabel("Model no.").fill(MODEL);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(rowOf(page, MODEL)).toContainText("610910");
    await expect(rowOf(page, MODEL)).toContainText("6109100012");
    await expect(rowOf(page, MODEL)).toContainText("6109100000");
    await expect(rowOf(page, MODEL)).toContainText(DESK.reviewer);
    await page.goto("/ClassifyOrder");
    await hydrated(page);
    await rowOf(page, NAME).getByRole("button", { name: "Steps" }).click();
    const steps = page.getByTestId("order-steps");
    await expect(steps).toContainText("Submitted");
    await expect(steps).toContainText("Codes proposed");
    await expect(steps.locator(".mantine-Timeline-item", { hasText: "Approved" })).toContainText(DESK.reviewer);
  });
});

/** The provider's calls a journey makes behind the screens: set-up that is not what it is about. */
async function call<T>(token: string, method: "GET" | "POST" | "PUT", path: string, body?: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${SIM}${path}`, { method, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: body && JSON.stringify(body) });
  const answer = (await response.json()) as { status: number; message: string; data: T };
  if (answer.status !== 200) throw new Error(`${path}: ${answer.message}`);
  return answer.data;
}

/** Switches the tenant's review of classification orders to the workflow process, or back to four eyes. */
async function reviewByProcess(admin: string, on: boolean) {
  const { list } = await call<{ list: Record<string, unknown>[] }>(admin, "GET", `${sysParamPaths.query}?paramKey=${CLASSIFY_REVIEW_PARAM}`);
  const param = list.find((p) => p.paramKey === CLASSIFY_REVIEW_PARAM)!;
  await call(admin, "PUT", sysParamPaths.update, { id: param.id, paramName: param.paramName, paramKey: param.paramKey, paramValue: String(on) });
}

const REVIEW_WORDS = {
  en: { steps: "Steps", row: "Process", path: "Workflow process", open: "Open its process instance", task: "Review the classification", candidates: "Classifier, Administrator" },
  zh: { steps: "流程", row: "审批流程", path: "工作流程审批", open: "查看流程实例", task: "Review the classification", candidates: "归类员, 管理员" },
} as const;

test.describe("goods classification reviewed by the workflow process", () => {
  let admin = "";
  test.beforeAll(async () => {
    admin = await passwordToken(SIM, "admin");
    await reviewByProcess(admin, true);
  });
  // Today's four-eyes review is the tenant's default: every other journey finds it as it was.
  test.afterAll(async () => reviewByProcess(admin, false));

  for (const [language, w] of Object.entries(REVIEW_WORDS)) {
    test(`${language}: a proposal starts the review process, and the order links to its instance`, async ({ page, context }) => {
      const model = `E2E-WF-${language}-${Date.now().toString(36).toUpperCase()}`;
      const editor = await passwordToken(SIM, "editor");
      const goods = await call<{ id: string }>(editor, "POST", customsGoodsPaths.add, {
        modelNumber: model, name: `Crew-neck T-shirt ${model}`, brand: "Northpeak", countryOfOrigin: "CN", currency: "USD", unit: "PCS",
        lowestPrice: "2.10", referencePrice: "2.45", highestPrice: "3.00", material: "100% cotton knit, 180 g/m²", usage: "Outerwear",
      });
      const order = await call<{ id: string }>(editor, "POST", classifyOrderPaths.add, {
        goodsId: goods.id, description: "Men's T-shirts of cotton, knitted, crew neck, short sleeves", functionUse: "Worn as outerwear", material: "100% cotton knit, 180 g/m²", jurisdictions: ["US", "CN"],
      });
      await call(admin, "POST", classifyOrderPaths.claim, { id: order.id });
      await call(admin, "POST", classifyOrderPaths.propose, { id: order.id, hs6: "6109.10", htsCode: "6109.10.00.12", cnCode: "6109100000", gri: ["1", "6"], rationale: "Knitted T-shirt of cotton: heading 6109 by GRI 1." });
      const { list } = await call<{ list: { orderNo: string }[] }>(admin, "GET", `${classifyOrderPaths.query}?id=${order.id}`);

      await loginAs(context, "admin");
      await context.addCookies([{ name: "language", value: language, url: APP }]);
      await page.goto(`/ClassifyPlatform?orderNo=${list[0].orderNo}`);
      await hydrated(page);
      const row = rowOf(page, list[0].orderNo);
      await expect(row.getByRole("button", { name: w.row, exact: true })).toBeVisible();
      await row.getByRole("button", { name: w.steps, exact: true }).click();
      await expect(page.getByTestId("review-path")).toContainText(w.path);
      await page.getByTestId("review-path").getByRole("link", { name: w.open }).click();

      // The instance waits at the review, offered to the classifiers and administrators by their roles' names.
      await expect(page).toHaveURL(/\/processinstancedetail\?id=/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Classification review");
      await expect(page.getByText(w.task).first()).toBeVisible();
      await expect(page.getByText(w.candidates, { exact: false })).toBeVisible();
    });
  }
});
