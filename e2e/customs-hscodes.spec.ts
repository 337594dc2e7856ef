import type { Page } from "@playwright/test";
import { APP, choose, expect, field, hydrated, loginAs, test } from "./support";

/**
 * A tenant's declarant looks up a China code, reads what hangs off it and keeps the team's note
 * on it; the lines themselves are the platform's, so only its administrator is offered to add
 * or edit them, and the rule per market refuses a malformed code in the administrator's language.
 */
const NOTE = `Declare Wh under 型号 · ${Date.now().toString(36)}`;

const table = (page: Page) => page.getByTestId("data-table");
const toolbar = (page: Page, name: string) => page.getByTestId("toolbar").getByRole("button", { name, exact: true });

test.describe.configure({ mode: "serial" });

test.describe("HS codes: national tariff lines and a tenant's notes", () => {
  test("a declarant finds a China code by its prefix, reads its conditions, 申报要素 and units, and keeps a note", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/HscodeMgt");
    await hydrated(page);
    // The editor holds the screen's add and edit buttons, but the lines are the platform's.
    await expect(toolbar(page, "Export")).toBeVisible();
    await expect(toolbar(page, "Add")).toHaveCount(0);
    await expect(toolbar(page, "Edit")).toHaveCount(0);
    await expect(table(page).getByRole("button", { name: "Edit" })).toHaveCount(0);

    const query = page.locator("form").filter({ has: page.getByRole("button", { name: "Search" }) });
    await choose(query, page, "Market", "China");
    await field(query, "Code").fill("8507.60");
    await query.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/market=CN/);
    await expect(table(page).locator("tbody tr")).toHaveCount(2);
    await expect(table(page).locator("tbody tr").first()).toContainText("Current");
    await expect(table(page).locator("tbody tr").nth(1)).toContainText("Superseded");

    await table(page).getByRole("link", { name: "8507600000" }).first().click();
    await expect(page).toHaveURL(`${APP}/HscodeMgt/CN/8507600000`);
    await expect(page.getByRole("heading", { level: 1, name: "8507600000" })).toBeVisible();
    await expect(page.getByText("DEMO", { exact: true })).toBeVisible();
    await expect(page.getByTestId("hs-path")).toContainText("850760");
    await expect(page.getByTestId("supervision")).toContainText("A — Inbound inspection and quarantine");
    await expect(page.getByTestId("inspection")).toContainText("N — Export commodity inspection");
    await expect(page.getByTestId("elements")).toContainText("品牌类型");
    await expect(page.getByTestId("elements").getByRole("listitem").first()).toHaveText("0品牌类型");
    await expect(page.getByTestId("statutory-units")).toContainText("PCS, then KG");
    await expect(page.getByTestId("versions").locator("tbody tr")).toHaveCount(2);

    const note = page.getByRole("textbox", { name: "Note for our team" });
    await note.fill(NOTE);
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Note saved")).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("textbox", { name: "Note for our team" })).toHaveValue(NOTE);
  });

  test("the platform administrator's malformed codes are refused in Chinese", async ({ page, context }) => {
    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await loginAs(context, "admin");
    await page.goto("/HscodeMgt");
    await hydrated(page);
    await toolbar(page, "新增").click();
    const dialog = page.getByRole("dialog");
    await choose(dialog, page, "市场", "中国");
    await field(dialog, "HS6").fill("850760");
    await field(dialog, "编码").fill("850760000");
    await field(dialog, "描述").fill("锂离子蓄电池");
    await field(dialog, "来源").fill("demo");
    await field(dialog, "生效日期").fill("2027-01-01");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("中国商品编码为 10 位数字")).toBeVisible();
    await field(dialog, "编码").fill("8506500000");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("各国编码须以该 6 位 HS 编码开头")).toBeVisible();
  });
});
