import ExcelJS from "exceljs";
import JSZip from "jszip";
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { APP, expect, field, hydrated, loginAs, test } from "./support";

/** An .xlsx upload with the template's headings. */
async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("sysparam");
  sheet.addRow(["Name [paramName]", "Key [paramKey]", "Value [paramValue]"]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function saved(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });

async function exportAs(page: Page, label: string, menu = "Export"): Promise<Buffer> {
  await page.getByRole("button", { name: menu }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: label }).click()]);
  return saved(download);
}

// Long journeys: each walks a whole screen.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.describe("params: the resource kit end to end", () => {
  test.beforeEach(async ({ context }) => {
    await loginAs(context, "admin");
  });

  test("create, edit, search, page, sort and delete", async ({ page }) => {
    await page.goto("/sysparam");
    await hydrated(page);
    await expect(table(page).getByRole("columnheader", { name: "No." })).toBeVisible();
    await expect(page.getByTestId("pager")).toContainText(/Total \d+/);
    const before = Number(/Total (\d+)/.exec((await page.getByTestId("pager").getByText(/^Total \d+$/).textContent()) ?? "")?.[1]);

    await page.getByTestId("toolbar").getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("E2E 参数");
    await dialog.getByLabel("Key").fill("1bad");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("key may hold letters")).toBeVisible();
    await dialog.getByLabel("Key").fill("e2e.sample");
    await dialog.getByLabel("Value").fill("one");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(rowOf(page, "e2e.sample")).toContainText("one");

    // The key is unique in the tenant: the provider's refusal is shown, nothing half-written.
    await page.getByTestId("toolbar").getByRole("button", { name: "Add", exact: true }).click();
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Again");
    await dialog.getByLabel("Key").fill("e2e.sample");
    await dialog.getByLabel("Value").fill("two");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("a parameter with this key already exists")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await rowOf(page, "e2e.sample").getByRole("button", { name: "Edit" }).click();
    await dialog.getByLabel("Value").fill("changed");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(rowOf(page, "e2e.sample")).toContainText("changed");

    await page.getByRole("search").getByLabel("Key").fill("e2e");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/paramKey=e2e/);
    await expect(table(page).locator("tbody tr")).toHaveCount(1);
    await page.getByRole("link", { name: "Reset" }).click();
    await expect(page).toHaveURL(`${APP}/sysparam`);
    await expect(page.getByTestId("pager").getByText(/^Total \d+$/)).toHaveText(`Total ${before + 1}`, { timeout: 30_000 });

    // Page 2 holds the 11th to 20th of the params, however many there are.
    const onPage2 = Math.min(10, before + 1 - 10);
    await page.getByRole("button", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(/currentPage=2/);
    await expect(table(page).locator("tbody tr")).toHaveCount(onPage2);
    await expect(table(page).locator("tbody tr").first().locator("td").nth(1)).toHaveText("11");

    await page.getByRole("button", { name: "Sort by Key" }).click();
    await expect(page).toHaveURL(/sorter=paramKey_ascend/);
    await expect(page).not.toHaveURL(/currentPage=2/);
    await expect(table(page).locator("tbody tr").first()).toContainText("account.defaultRole");
    await page.goBack();
    await expect(page).toHaveURL(/currentPage=2/);
    await expect(table(page).locator("tbody tr")).toHaveCount(onPage2);

    await page.goto("/sysparam");
    await hydrated(page);
    await page.getByTestId("toolbar").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("please select records to delete")).toBeVisible();
    await page.getByTestId("toolbar").getByRole("button", { name: "History" }).click();
    await expect(page.getByText("only one record may be checked")).toBeVisible();
    await rowOf(page, "e2e.sample").click();
    await page.getByTestId("toolbar").getByRole("button", { name: "History" }).click();
    const history = page.getByTestId("history");
    await expect(history).toContainText("Updated");
    await expect(history).toContainText("changed");
    await page.keyboard.press("Escape");

    // Two checked records go in one delete.
    await page.getByTestId("toolbar").getByRole("button", { name: "Add", exact: true }).click();
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("E2E second");
    await dialog.getByLabel("Key").fill("e2e.second");
    await dialog.getByLabel("Value").fill("two");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await rowOf(page, "e2e.sample").getByRole("checkbox").check();
    await rowOf(page, "e2e.second").getByRole("checkbox").check();
    await page.getByTestId("toolbar").getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(rowOf(page, "e2e.sample")).toHaveCount(0);
    await expect(rowOf(page, "e2e.second")).toHaveCount(0);

    // The audit log has every step, newest first, read-only; a row opens its before and after.
    await page.goto("/sysauditlog?entity=sysparam");
    await hydrated(page);
    await expect(page.getByTestId("toolbar").getByRole("button", { name: "Add", exact: true })).toHaveCount(0);
    const newest = table(page).locator("tbody tr").first();
    await expect(newest).toContainText("Deleted");
    await expect(newest).toContainText("Parameters");
    await expect(newest).toContainText("admin");
    await newest.getByRole("button", { name: "Changes" }).click();
    await expect(page.getByTestId("history")).toContainText(/e2e\.(sample|second)/);
    await page.keyboard.press("Escape");
    await page.getByRole("search").getByRole("textbox", { name: "Action" }).click();
    await page.getByRole("option", { name: "Updated", exact: true }).click();
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/action=update/);
    await expect(table(page).locator("tbody tr").first()).toContainText("Updated");
  });

  test("exports the current filter as real xlsx, docx and pdf files", async ({ page }) => {
    await page.goto("/sysparam?paramKey=customs");
    await hydrated(page);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exportAs(page, "Excel (.xlsx)")) as unknown as ArrayBuffer);
    const names = book.worksheets[0].getColumn(1).values.slice(2);
    // Each name in the reader's language, as the list shows it.
    expect(names).toEqual(expect.arrayContaining(["Default currency", "Default port of declaration"]));
    expect(names).toHaveLength(2);

    const docx = await JSZip.loadAsync(await exportAs(page, "Word (.docx)"));
    expect(await docx.file("word/document.xml")!.async("string")).toContain("Default port of declaration");

    const pdf = (await exportAs(page, "PDF (.pdf)")).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
  });

  test.describe("in the viewer's language and zone", () => {
    test.use({ timezoneId: "Asia/Shanghai" });

    test("an export reads as the screen: headings in Chinese, times as the list shows them", async ({ page, context }) => {
      await context.addCookies([
        { name: "language", value: "zh", url: APP },
        { name: "tz", value: "Asia%2FShanghai", url: APP },
      ]);
      await page.goto("/sysparam?paramKey=customs");
      await hydrated(page);
      const shown = (await rowOf(page, "默认申报口岸").innerText()).match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)![0];
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await exportAs(page, "Excel（.xlsx）", "导出")) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet.name).toBe("参数");
      expect(sheet.getRow(1).values).toEqual([undefined, "参数名称", "参数键", "参数值", "更新时间"]);
      const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === "默认申报口岸")!;
      expect(row.getCell(4).value).toBe(shown);
    });
  });

  test("reached from the sidebar, the screen brings its own texts, and a language switch on it changes them", async ({ page, context }) => {
    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await page.goto("/workbench");
    await hydrated(page);
    // Counts every change that shows a raw key; kept on this document, so reading it later also
    // proves the navigation and the language switch stayed in the browser.
    await page.evaluate(() => {
      const watch = window as { rawKeys?: number };
      watch.rawKeys = 0;
      new MutationObserver(() => {
        if (document.body.textContent?.includes("resources.")) watch.rawKeys! += 1;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const nav = page.getByRole("navigation", { name: "菜单" });
    await nav.getByText("系统管理").first().click();
    await nav.getByRole("link", { name: "参数管理" }).click();
    await expect(page).toHaveURL(`${APP}/sysparam`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("参数管理");
    await expect(table(page).getByRole("columnheader", { name: "参数键" })).toBeVisible();
    await expect(table(page).getByRole("columnheader", { name: "参数名称" })).toBeVisible();

    await page.getByRole("button", { name: "语言" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parameters");
    // Sortable columns are named "Sort by …".
    await expect(table(page).getByRole("columnheader", { name: "Key" })).toBeVisible();
    await expect(table(page).getByRole("columnheader", { name: "Name" })).toBeVisible();
    expect(await page.evaluate(() => (window as { rawKeys?: number }).rawKeys)).toBe(0);
  });

  test("import: a bad row is refused in the preview and nothing is written; then a good file imports", async ({ page }) => {
    await page.goto("/sysparam");
    await hydrated(page);
    await page.getByTestId("toolbar").getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog");
    const [template] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download the .xlsx template" }).click()]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await saved(template)) as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, "Name [paramName]", "Key [paramKey]", "Value [paramValue]"]);

    const file = dialog.locator('input[type="file"]');
    await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await dialog.getByRole("button", { name: "Check the file" }).click();
    await expect(dialog.getByTestId("import-problem")).toHaveText("only .xlsx templates can be imported");

    await file.setInputFiles({ name: "params.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: await workbook([["导入一", "import.one", "1"], ["", "import two", "2"]]) });
    await dialog.getByRole("button", { name: "Check the file" }).click();
    const preview = dialog.getByTestId("import-preview");
    await expect(preview.locator("tr[data-invalid]")).toHaveCount(1);
    await expect(preview.locator("tr[data-invalid]")).toContainText("Name: this field is required");
    await expect(dialog.getByText("nothing was imported")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Import \d+ rows$/ })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.goto("/sysparam?paramKey=import");
    await expect(page.getByTestId("table-empty")).toBeVisible();

    await page.getByTestId("toolbar").getByRole("button", { name: "Import" }).click();
    await dialog.locator('input[type="file"]').setInputFiles({ name: "params.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: await workbook([["导入一", "import.one", "1"], ["导入二", "import.two", "2"]]) });
    await dialog.getByRole("button", { name: "Check the file" }).click();
    await dialog.getByRole("button", { name: "Import 2 rows" }).click();
    await expect(page.getByText("2 records imported.")).toBeVisible();
    await expect(table(page).locator("tbody tr")).toHaveCount(2);
  });
});

test.describe("posts: a tree resource", () => {
  test.describe.configure({ timeout: 120_000 });
  test("adds a child under a post and expands and collapses the tree", async ({ page, context }) => {
    await loginAs(context, "admin");
    await page.goto("/syspost");
    await hydrated(page);
    const ceo = rowOf(page, "Chief Executive Officer");
    await expect(ceo).toBeVisible();
    await ceo.getByRole("button", { name: "Add child" }).click();
    const dialog = page.getByRole("dialog");
    await field(dialog, "Name").fill("Chief Compliance Officer");
    await dialog.getByLabel("Code").fill("CCO");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(rowOf(page, "Chief Compliance Officer")).toBeVisible();

    await ceo.getByRole("button", { name: "Collapse" }).click();
    await expect(rowOf(page, "Chief Compliance Officer")).toHaveCount(0);
    await ceo.getByRole("button", { name: "Expand" }).click();
    await expect(rowOf(page, "Chief Compliance Officer")).toBeVisible();
  });
});

test.describe("keyboard alone", () => {
  test("the toolbar, an own action's confirmation, the add form and the export menu open and close from the keyboard, and give focus back", async ({ page, context }) => {
    await loginAs(context, "admin");
    await page.goto("/sysuser");
    await hydrated(page);
    const toolbar = page.getByTestId("toolbar");
    const add = toolbar.getByRole("button", { name: "Add", exact: true });
    await add.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    // A row checked with Space, then an own action with its confirmation.
    const firstRow = page.getByTestId("data-table").getByRole("checkbox", { name: "Select row 1", exact: true });
    await firstRow.focus();
    await page.keyboard.press("Space");
    await expect(firstRow).toBeChecked();
    const reset = toolbar.getByRole("button", { name: "Reset password" });
    await reset.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(reset).toBeFocused();

    const exportButton = toolbar.getByRole("button", { name: "Export" });
    await exportButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Excel (.xlsx)" })).toBeVisible();
    // The menu listens for Escape from the moment it has opened; a loaded machine may paint it a
    // moment before, so Escape is pressed until the menu has closed.
    await expect(async () => {
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menuitem", { name: "Excel (.xlsx)" })).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(exportButton).toBeFocused();
  });
});
