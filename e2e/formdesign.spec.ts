import type { Page } from "@playwright/test";
import { APP, expect, expectAccessible, field, hydrated, loginAs, test } from "./support";

/** The words of one language for the journey. */
const WORDS = {
  en: {
    title: "Form designer", name: "Form name", key: "Key", description: "Description", canvas: "Canvas", addText: "Add Text", number: "Number", addSelect: "Add Select (dictionary)",
    addLines: "Add Sub-table of lines", labelEn: "Label (English)", pattern: "Pattern", required: "Required", dictionary: "Dictionary", currency: "Currency (currency)",
    dictionaryNeeded: "a select field needs a dictionary", problems: "The design has 1 problem(s): they are marked at their fields.", addColumn: "Add a column",
    column2: "Column 2: text2", type: "Type", save: "Save", savedNew: "Form saved as version 1", version: (n: number) => `Version ${n}`, saveNext: "Save as version 2",
    saved2: "Saved as version 2", undo: "Undo", redo: "Redo", moved: "Number 1 moved to position 1 of 4", numberTile: /^Number 1, Number, 6 of 12 columns, position 1 of 4$/,
    firstTile: /^Container number, Text/, widened: "Number 1 now spans 8 of 12 columns", preview: "Preview", container: "Container number", check: "Check the values",
    mismatch: "the value does not have the required format", passed: "The values pass the form's rules.", close: "Close",
  },
  zh: {
    title: "表单设计", name: "表单名称", key: "标识", description: "说明", canvas: "画布", addText: "添加文本", number: "数字", addSelect: "添加下拉选择（字典）",
    addLines: "添加明细子表", labelEn: "标签（英文）", pattern: "格式", required: "必填", dictionary: "字典", currency: "币种 (currency)",
    dictionaryNeeded: "下拉字段需要选择一个字典", problems: "设计中有 1 处问题，已在相应字段上标出。", addColumn: "添加一列",
    column2: "第 2 列：text2", type: "类型", save: "保存", savedNew: "表单已保存为版本 1", version: (n: number) => `版本 ${n}`, saveNext: "保存为版本 2",
    saved2: "已保存为版本 2", undo: "撤销", redo: "重做", moved: "数字1 已移到第 1 位，共 4 个", numberTile: /^数字1，数字，占 12 列中的 6 列，第 1 个，共 4 个$/,
    firstTile: /^文本1，文本/, widened: "数字1 现占 12 列中的 8 列", preview: "预览", container: "文本1", check: "检查填写内容",
    mismatch: "内容不符合要求的格式", passed: "填写内容符合表单规则。", close: "关闭",
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 180_000 });

const tiles = (page: Page, canvas: string) => page.getByRole("listbox", { name: canvas }).getByRole("option");

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: a form designed by keyboard and mouse, moved, undone and redone, saved as version 1 and 2`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    await page.goto("/formdesign");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: w.title, level: 1 })).toBeVisible();
    const stamp = Date.now().toString(36);
    await field(page, w.name).fill(`Inspection ${language} ${stamp}`);
    await field(page, w.key).fill(`insp${language}${stamp}`);

    // By keyboard: the palette's Text added with Enter, its rules typed in the properties.
    await page.getByRole("button", { name: w.addText }).focus();
    await page.keyboard.press("Enter");
    await field(page, w.labelEn).fill("Container number");
    await field(page, w.pattern).fill("[A-Z]{4}[0-9]{7}");
    await page.getByRole("checkbox", { name: w.required }).check();

    // By mouse: a Number dragged from the palette onto the canvas's free space.
    const canvas = page.getByRole("listbox", { name: w.canvas });
    const box = (await canvas.boundingBox())!;
    await page.locator('[data-field-type="number"]').dragTo(canvas, { targetPosition: { x: box.width - 12, y: box.height - 12 } });
    await expect(tiles(page, w.canvas)).toHaveCount(2);

    // A select without its dictionary is refused at Save, in place.
    await page.getByRole("button", { name: w.addSelect }).click();
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: w.problems })).toBeVisible();
    const dictionary = page.getByRole("textbox", { name: w.dictionary });
    await expect(dictionary).toHaveAccessibleDescription(new RegExp(w.dictionaryNeeded));
    await dictionary.click();
    await page.getByRole("option", { name: w.currency, exact: true }).click();
    await expect(tiles(page, w.canvas).nth(2)).not.toHaveAttribute("aria-invalid", "true");

    // A sub-table of lines with two columns, the second a number.
    await page.getByRole("button", { name: w.addLines }).click();
    await page.getByRole("button", { name: w.addColumn }).click();
    await page.getByRole("group", { name: w.column2 }).getByRole("textbox", { name: w.type }).click();
    await page.getByRole("option", { name: w.number, exact: true }).click();
    await expect(tiles(page, w.canvas)).toHaveCount(4);

    // The number moved up by keyboard and widened, the move told; undone and redone.
    await tiles(page, w.canvas).nth(1).focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect(page.getByTestId("designer-announcement")).toHaveText(w.moved);
    await expect(tiles(page, w.canvas).first()).toHaveAccessibleName(w.numberTile);
    await expect(tiles(page, w.canvas).first()).toBeFocused();
    await page.keyboard.press("Alt+ArrowRight");
    await expect(page.getByTestId("designer-announcement")).toHaveText(w.widened);
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    await expect(tiles(page, w.canvas).first()).toHaveAccessibleName(w.firstTile);
    await page.keyboard.press("Control+Shift+z");
    await page.getByRole("button", { name: w.redo }).click();
    await expect(page.getByRole("button", { name: w.redo })).toBeDisabled();
    await expect(tiles(page, w.canvas).first()).toHaveAccessibleName(/8/);
    await expectAccessible(page);

    // The preview is the form it makes: a value against the pattern refused, the right one passes.
    await page.getByRole("button", { name: w.preview }).click();
    const dialog = page.getByRole("dialog");
    const container = field(dialog, w.container);
    await container.fill("abc");
    await dialog.getByRole("button", { name: w.check }).click();
    await expect(container).toHaveAccessibleDescription(new RegExp(w.mismatch));
    await container.fill("MSCU1234567");
    await dialog.getByRole("button", { name: w.check }).click();
    await expect(dialog.getByRole("status")).toHaveText(w.passed);
    await expectAccessible(page);
    await dialog.locator("form").getByRole("button", { name: w.close }).click();
    await expect(dialog).toBeHidden();

    // Saved as version 1; the address names it; the next save is version 2.
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByText(w.savedNew)).toBeVisible();
    await expect(page).toHaveURL(/\/formdesign\?id=\d+/);
    await expect(page.getByTestId("form-version")).toHaveText(w.version(1));
    await field(page, w.description).fill("Two lines at most");
    await page.getByRole("button", { name: w.saveNext }).click();
    await expect(page.getByText(w.saved2)).toBeVisible();
    await expect(page.getByTestId("form-version")).toHaveText(w.version(2));

    // Reopened from its address: the saved design, its key fixed.
    await page.reload();
    await hydrated(page);
    await expect(tiles(page, w.canvas)).toHaveCount(4);
    await expect(tiles(page, w.canvas).first()).toHaveAccessibleName(/8/);
    await expect(field(page, w.key)).toHaveAttribute("readonly", "");
  });
}
