import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });
const toolbar = (page: Page) => page.getByTestId("toolbar");

test.describe.configure({ mode: "serial", timeout: 120_000 });

test("a member asks for enterprise verification; a reviewer rejects it with a reason the member reads", async ({ page, context }) => {
  await loginAs(context, "agent");
  await page.goto("/profileEnterprise");
  await hydrated(page);
  await page.getByLabel("Organisation").fill("E2E 报关有限公司");
  await page.getByLabel("Unified social credit code").fill("91440300MA5DCFXX0Y");
  await page.getByLabel("Legal representative or contact").fill("E2E 法人");
  await page.getByLabel("Resident ID number").fill("440305199003071236");
  await page.getByLabel("Phone").fill("13900009999");
  await page.getByLabel("E-mail").fill("e2e.agent@example.com");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("the unified social credit code is not valid")).toBeVisible();
  await page.getByLabel("Unified social credit code").fill("91440300MA5DCFXX0X");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("auth-status")).toHaveText("Pending");

  await loginAs(context, "admin");
  await page.goto("/approvalUser?realName=E2E");
  await hydrated(page);
  await expect(rowOf(page, "E2E 法人")).toContainText("Pending");
  await rowOf(page, "E2E 法人").getByRole("button", { name: "Review" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Reject").click();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByText("give the reason for the rejection")).toBeVisible();
  await dialog.getByLabel("Reason for rejection").fill("Licence copy unreadable");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(rowOf(page, "E2E 法人")).toContainText("Rejected", { timeout: 30_000 });

  await page.goto("/AuthorityReview?realName=E2E");
  await hydrated(page);
  await expect(rowOf(page, "E2E 法人")).toContainText("Licence copy unreadable");
  await expect(rowOf(page, "E2E 法人")).toContainText("admin");
  // The review history exports the current filter as a real workbook, Chinese text intact.
  await toolbar(page).getByRole("button", { name: "Export" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: /Excel/ }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const cells = book.worksheets[0].getSheetValues().flat().map(String);
  expect(cells).toContain("E2E 法人");
  expect(cells).toContain("Licence copy unreadable");

  await loginAs(context, "agent");
  await page.goto("/profileEnterprise");
  await hydrated(page);
  await expect(page.getByTestId("fail-cause")).toContainText("Licence copy unreadable");
});

test("an enterprise member's details are corrected from the members list", async ({ page, context }) => {
  await loginAs(context, "admin");
  await page.goto("/enterpriseUser?orgName=前海通关");
  await hydrated(page);
  const row = rowOf(page, "深圳前海通关服务有限公司");
  await expect(row).toContainText("91440300MA5DCFXX0X");
  await row.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("dialog").getByLabel("Phone").fill("13900008888");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(row).toContainText("13900008888");
});

test("my bank accounts and addresses keep one default", async ({ page, context }) => {
  await loginAs(context, "admin");
  await page.goto("/bankAccountManagement");
  await hydrated(page);
  // The admin holds more than a page of accounts, one of them the default.
  await expect(page.getByTestId("pager")).toContainText(/Total (2\d|[3-9]\d)/);
  await expect(table(page).locator("tbody tr", { hasText: /Default/ })).toHaveCount(1);
  await toolbar(page).getByRole("button", { name: "Add", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Account name").fill("E2E Trading Ltd");
  await dialog.getByLabel("Account number").fill("6222 0000 1111 2222");
  await dialog.getByLabel("SWIFT code").fill("HSBC-HK");
  await dialog.getByRole("textbox", { name: /^Bank\s*\*?$/ }).fill("HSBC Hong Kong");
  await dialog.getByLabel("Currency").fill("HKD");
  // The options list opens outside the dialog.
  await page.getByRole("option", { name: "HKD · Hong Kong Dollar" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(/SWIFT code is 8 or 11/)).toBeVisible();
  await dialog.getByLabel("SWIFT code").fill("HSBCHKHH");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await rowOf(page, "E2E Trading Ltd").getByRole("button", { name: "Set as default" }).click();
  await expect(rowOf(page, "E2E Trading Ltd")).toContainText("Default");
  await expect(table(page).locator("tbody tr", { hasText: /Default/ })).toHaveCount(1);

  await page.goto("/addressManagement");
  await hydrated(page);
  await expect(table(page).locator("tbody tr", { hasText: /Default/ })).toHaveCount(1);
  const defaultRow = table(page).locator("tbody tr", { hasText: /Default/ });
  const before = await defaultRow.textContent();
  await defaultRow.getByRole("checkbox").check();
  await toolbar(page).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  // The deleted default's place goes to the newest remaining address once the list reloads.
  await expect.poll(() => table(page).locator("tbody tr", { hasText: /Default/ }).textContent()).not.toBe(before);
  await expect(table(page).locator("tbody tr", { hasText: /Default/ })).toHaveCount(1);
});
