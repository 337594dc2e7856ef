import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { APP, choose, expect, field, hydrated, loginAs, test } from "./support";

/** A small PDF, as a scanned IRS notice would be. */
const LETTER = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.describe("US clearance basic data: a broker's importers, powers of attorney and carriers", () => {
  test("an importer with a never-assigned EIN prefix is refused with the reason, then saved with a good one", async ({ page, context }) => {
    await loginAs(context, "agent");
    await page.goto("/importersAndExporters");
    await hydrated(page);
    // The demo book opens on importers first, with their powers of attorney's standing.
    await expect(table(page).locator("tbody tr")).toHaveCount(10);
    await expect(table(page).locator("tbody tr").first()).toContainText("Importer");

    await page.getByTestId("toolbar").getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await choose(dialog, page, "Role", "Importer");
    await choose(dialog, page, "US or foreign", /^US$/);
    await field(dialog, "Name").fill("Harbor Light Imports LLC");
    await field(dialog, "Code").fill("ior-hli");
    await dialog.getByLabel("Tax number (EIN)").fill("07-1234567");
    // The bond's details belong to a continuous bond: its amount is asked for once one is chosen.
    await expect(field(dialog, "Bond amount (USD)")).toHaveCount(0);
    await choose(dialog, page, "Customs bond", "Continuous");
    await choose(dialog, page, "Country", /^US · /);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("the IRS has never assigned an EIN with this prefix")).toBeVisible();
    await expect(dialog.getByText("a continuous bond on file needs its amount in US dollars")).toBeVisible();
    // Required while a continuous bond is chosen, and marked so.
    await expect(dialog.getByText("Bond amount (USD) *", { exact: true })).toBeVisible();
    await field(dialog, "Bond amount (USD)").fill("45000");
    await field(dialog, "Surety code").fill("d31");
    // A wrong importer-number form is named too.
    await dialog.getByLabel("Tax number (EIN)").fill("271234567");
    await dialog.getByLabel("Importer number (IOR)").fill("27-1234567OI");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("an importer number is an EIN with a two-character suffix")).toBeVisible();
    await dialog.getByLabel("Importer number (IOR)").fill("27-123456700");
    // The IRS letter goes with the record; a file of another kind is refused on the field.
    const [wrong] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByLabel("IRS letter (CP 575 / 147C)").click()]);
    await wrong.setFiles({ name: "letter.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ not a letter") });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("this kind of file is not accepted")).toBeVisible();
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByLabel("IRS letter (CP 575 / 147C)").click()]);
    await chooser.setFiles({ name: "irs-cp575.pdf", mimeType: "application/pdf", buffer: LETTER });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    await page.getByRole("search").getByLabel("Code").fill("IOR-HLI");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(rowOf(page, "IOR-HLI")).toContainText("27-1234567");
    await expect(rowOf(page, "IOR-HLI")).toContainText("None on file");
    // No entries yet, so CBP's $50,000 minimum applies, and a $45,000 bond falls short of it.
    await expect(rowOf(page, "IOR-HLI")).toContainText("$45,000.00");
    await expect(rowOf(page, "IOR-HLI")).toContainText("$50,000.00");
    await expect(rowOf(page, "IOR-HLI")).toContainText("Short: raise the bond");
    const [download] = await Promise.all([page.waitForEvent("download"), rowOf(page, "IOR-HLI").getByRole("link", { name: "irs-cp575.pdf" }).click()]);
    expect(await readFile((await download.path())!)).toEqual(LETTER);
  });

  test("in Chinese the required selects left empty say so in Chinese, with none of the validator's English", async ({ page, context }) => {
    await loginAs(context, "agent");
    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await page.goto("/importersAndExporters");
    await hydrated(page);
    await page.getByTestId("toolbar").getByRole("button", { name: "新增", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(field(dialog, "类型")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("此项为必填项").first()).toBeVisible();
    await expect(dialog).not.toContainText(/Invalid|expected/);
  });

  test("in Chinese the refusal reads in Chinese, and the powers of attorney list the ones to renew first", async ({ page, context }) => {
    await loginAs(context, "agent");
    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await page.goto("/carrierMaintenance");
    await hydrated(page);
    await expect(rowOf(page, "DPHD")).toContainText("演示");
    await page.getByTestId("toolbar").getByRole("button", { name: "新增", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await field(dialog, "SCAC").fill("DRYU");
    await field(dialog, "英文名称").fill("Dry Run Hauling");
    await choose(dialog, page, "类型", "拖车公司");
    await choose(dialog, page, "公司类型", "外包");
    await choose(dialog, page, "状态", "启用");
    await dialog.getByRole("button", { name: "保存" }).click();
    await field(dialog, "SCAC").fill("");
    await dialog.getByRole("button", { name: "保存" }).click();
    // The kit's own rule and the area's rules read in the user's language, in the browser and from the server.
    await expect(dialog.getByText("此项为必填项").first()).toBeVisible();
    await field(dialog, "SCAC").fill("DRYU");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("以 U、X 或 Z 结尾的代码用于集装箱")).toBeVisible();
    await dialog.getByRole("button", { name: "取消" }).click();

    await page.goto("/powerOfAttorney");
    await hydrated(page);
    const first = table(page).locator("tbody tr").first();
    await expect(first).toContainText("已过期");
    await page.getByRole("search").getByLabel("状态").click();
    await page.getByRole("option", { name: "即将到期" }).click();
    await page.getByRole("search").getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/status=expiring/);
    await expect(table(page).locator("tbody tr").first()).toContainText("即将到期");
  });
});
