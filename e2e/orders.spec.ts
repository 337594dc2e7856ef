import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APP, choose, expect, field, hydrated, loginAs, test } from "./support";

/** The words of one language for the journey. */
const WORDS = {
  en: {
    newOrder: "New order", newTitle: "New purchase order", supplier: "Supplier", currency: "Currency", addGoods: "Add goods", quantity: "Quantity", net: "Net (g)", gross: "Gross (g)", save: "Save draft",
    draft: "Draft", confirmed: "Confirmed", shipped: "Shipped", received: "Received", confirm: "Confirm", ship: "Mark shipped", receive: "Receive", warehouse: "Warehouse",
    goods: "Goods (model or name)", search: "Search", movements: "Movements", drafted: "Drafted", again: "Order again", pastOrder: "Past order", totals: "60 pieces", list: "Purchase orders", breadcrumb: "Breadcrumb",
  },
  zh: {
    newOrder: "新建订单", newTitle: "新建采购订单", supplier: "供应商", currency: "币种", addGoods: "添加商品", quantity: "数量", net: "净重（克）", gross: "毛重（克）", save: "保存草稿",
    draft: "草稿", confirmed: "已确认", shipped: "已发货", received: "已收货", confirm: "确认订单", ship: "标记发货", receive: "收货入库", warehouse: "仓库",
    goods: "商品（型号或名称）", search: "查询", movements: "变动明细", drafted: "创建草稿", again: "再来一单", pastOrder: "历史订单", totals: "共 60 件", list: "订单列表", breadcrumb: "面包屑",
  },
} as const;

const status = (page: Page) => page.getByTestId("order-status");
const lines = (page: Page) => page.getByTestId("order-line");

/** Picks an option of a searchable select: typed until it is the one option left, then chosen. */
async function pick(page: Page, label: string, search: string, option: RegExp) {
  const input = field(page.locator("main"), label);
  await input.fill(search);
  await expect(page.getByRole("option")).toHaveCount(1);
  await page.getByRole("option", { name: option }).click();
  await expect(page.getByRole("option")).toHaveCount(0);
}

/** Takes a step by its button, then confirms it in the dialog that asks. */
async function step(page: Page, label: string) {
  await page.getByRole("button", { name: label, exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: label, exact: true }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

/** The text of a PDF, as a reader's viewer extracts it. */
function pdfText(body: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "order-pdf-")), "order.pdf");
  writeFileSync(file, body);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: an order drafted with two lines, confirmed, shipped and received, its timeline, files and a one-click re-order`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    await page.goto("/orderList");
    await hydrated(page);
    // The demo book lists the tenant's orders.
    await expect(page.getByTestId("data-table").locator("tbody tr").first()).toContainText(/ORD-\d{4}-\d{4}/);
    await page.getByTestId("toolbar").getByRole("button", { name: w.newOrder }).click();
    await expect(page).toHaveURL(/\/editAddOrder$/);
    // The list's own supplier filter stays on screen until the order's page replaces it.
    await expect(page.getByRole("heading", { level: 2, name: w.newTitle })).toBeVisible();

    await pick(page, w.supplier, "SUP-0001", /^SUP-0001 · /);
    await expect(field(page.locator("main"), w.supplier)).toHaveValue(/^SUP-0001 · /);
    await pick(page, w.currency, "USD", /^USD/);
    await pick(page, w.addGoods, "PB-20K-PD", /^PB-20K-PD · /);
    await pick(page, w.addGoods, "TY-RC-CAR", /^TY-RC-CAR · /);
    await expect(lines(page)).toHaveCount(2);
    for (const [i, quantity] of [[0, "40"], [1, "20"]] as const) {
      await field(lines(page).nth(i), w.quantity).fill(quantity);
      await field(lines(page).nth(i), w.net).fill("12000");
      await field(lines(page).nth(i), w.gross).fill("13500");
    }
    // A gross weight under the net weight is refused on its field.
    await field(lines(page).nth(1), w.gross).fill("100");
    await page.getByRole("button", { name: w.save }).click();
    await expect(lines(page).nth(1).locator(".mantine-InputWrapper-error")).toBeVisible();
    await field(lines(page).nth(1), w.gross).fill("13500");
    await page.getByRole("button", { name: w.save }).click();
    await expect(page).toHaveURL(/\/editAddOrder\?id=\d+$/);
    await hydrated(page);
    await expect(status(page)).toHaveText(w.draft);
    // The page keeps the list's place: its breadcrumb, its tab and the document's title.
    await expect(page.getByRole("navigation", { name: w.breadcrumb })).toContainText(w.list);
    await expect(page).toHaveTitle(new RegExp(`^${w.list} · `));
    // Totals come from the provider: 40 × 9.60 + 20 × 7.90 = 542.00.
    await expect(page.getByTestId("order-totals")).toContainText(w.totals);
    await expect(page.getByTestId("order-totals")).toContainText("542.00");
    const id = new URL(page.url()).searchParams.get("id")!;

    await step(page, w.confirm);
    await expect(status(page)).toHaveText(w.confirmed);
    await step(page, w.ship);
    await expect(status(page)).toHaveText(w.shipped);
    await page.getByRole("button", { name: w.receive, exact: true }).click();
    const dialog = page.getByRole("dialog");
    // Receiving names the warehouse the goods go into.
    await choose(dialog, page, w.warehouse, /^WH-DG-3PL · /);
    await dialog.getByRole("button", { name: w.receive, exact: true }).click();
    await expect(status(page)).toHaveText(w.received);
    const timeline = page.getByTestId("order-steps");
    await expect(timeline).toContainText(w.drafted);
    // The confirmation step reads as its button did ("Confirmed", "确认订单").
    await expect(timeline).toContainText(w.confirm);
    await expect(timeline).toContainText("admin");

    // The printed order and its spreadsheet are real files with the lines.
    const pdf = await page.request.get(`/orders/${id}.pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = pdfText(await pdf.body());
    for (const word of ["PB-20K-PD", "TY-RC-CAR", "542.00"]) expect(text).toContain(word);
    const xlsx = await page.request.get(`/orders/${id}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await xlsx.body()) as never);
    const cells = book.worksheets[0].getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map(String) : []));
    for (const value of ["PB-20K-PD", "TY-RC-CAR", "40", "20"]) expect(cells).toContain(value);

    const code = (await page.getByRole("heading", { level: 2 }).textContent())!.match(/ORD-\d{4}-\d{4}/)![0];

    // The receipt is in the warehouse's stock: the movement behind the figure names the order.
    await page.goto("/InventoryInquiry");
    await hydrated(page);
    const search = page.getByRole("search");
    await field(search, w.goods).fill("PB-20K-PD");
    await choose(search, page, w.warehouse, /^WH-DG-3PL · /);
    await search.getByRole("button", { name: w.search }).click();
    const stockRows = page.getByTestId("data-table").locator("tbody tr");
    await expect(stockRows).toHaveCount(1);
    await stockRows.first().getByRole("button", { name: w.movements }).click();
    const receipt = page.getByTestId("stock-movements").locator("tr", { hasText: code });
    await expect(receipt).toContainText("40");

    // One click orders it again: the new draft only waits to be confirmed.
    await page.goto("/OneClickOrder");
    await hydrated(page);
    await pick(page, w.pastOrder, code, new RegExp(`^${code} · `));
    await page.getByRole("button", { name: w.again }).click();
    await expect(page).toHaveURL(/\/editAddOrder\?id=\d+$/);
    await hydrated(page);
    expect(new URL(page.url()).searchParams.get("id")).not.toBe(id);
    await expect(status(page)).toHaveText(w.draft);
    await expect(lines(page)).toHaveCount(2);
    await step(page, w.confirm);
    await expect(status(page)).toHaveText(w.confirmed);
  });
}
