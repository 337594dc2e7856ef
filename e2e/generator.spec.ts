import { strFromU8, unzipSync } from "fflate";
import { readFile } from "node:fs/promises";
import { APP, expect, expectAccessible, hydrated, loginAs, test } from "./support";

/** The words of one language for the journeys. */
const WORDS = {
  en: {
    forward: "Forward generation", preview: "Preview", download: "Download zip", files: "9 files", entityName: "Entity name", identifier: "letters and digits only, starting with a letter",
    problems: "The definition has 1 problems", templates: "Generator templates", edit: "Edit Route", text: "Template text (Mustache)", save: "Save as a new version", saved: /^Version \d+ saved$/,
    previewDraft: "Preview with the example entity", restore0: "Restore v0", restored: /^Restored as version \d+$/, reverse: "Reverse generation", table: "Table", read: "Read its columns", close: "Close",
  },
  zh: {
    forward: "正向生成", preview: "预览", download: "下载 zip", files: "9 个文件", entityName: "实体名", identifier: "只能使用字母和数字，并以字母开头",
    problems: "定义中有 1 处问题", templates: "生成模板", edit: "编辑 路由", text: "模板内容（Mustache）", save: "保存为新版本", saved: /^已保存版本 \d+$/,
    previewDraft: "用示例实体预览", restore0: "恢复 v0", restored: /^已恢复为版本 \d+$/, reverse: "逆向生成", table: "数据表", read: "读取列", close: "关闭",
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 120_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: an entity described, its problem shown in place, its files previewed and downloaded as a zip`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    await page.goto("/codegenerator/forwardgenerator");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: w.forward })).toBeVisible();

    // A name the generator cannot use is marked on its input, in the reader's language, and nothing is written.
    const entity = page.getByRole("textbox", { name: w.entityName });
    await entity.fill("Licensed broker");
    await page.getByRole("button", { name: w.preview, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: w.problems })).toBeVisible();
    await expect(entity).toHaveAccessibleDescription(new RegExp(w.identifier));

    await entity.fill("CustomsAgent");
    await page.getByRole("button", { name: w.preview, exact: true }).click();
    // The first preview of a process loads the highlighter.
    await expect(page.getByRole("textbox", { name: w.files })).toHaveValue(/contract\/business\/customs-agent\.ts/, { timeout: 30_000 });
    await expect(page.getByRole("region", { name: "contract/business/customs-agent.ts" })).toContainText('export const customsAgentPaths = resourcePaths("business", "CustomsAgent");');
    await page.getByRole("textbox", { name: w.files }).click();
    await page.getByRole("option", { name: /app\/resources\/customsAgent\.i18n\.ts/ }).click();
    await expect(page.getByRole("region", { name: "app/resources/customsAgent.i18n.ts" })).toContainText("持牌报关行");
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: w.download }).click()]);
    expect(download.suggestedFilename()).toBe("customs-agent.zip");
    const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(zip)).toContain("provider-sim/resources/customs-agent.test.ts");
    expect(strFromU8(zip["app/routes/_shell.customsAgent.tsx"])).toContain("resourceLoader(request, customsAgent)");
  });

  test(`${language}: a template saved as a new version, previewed as a draft, and the shipped text restored`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    await page.goto("/codegenerator/generatortemplate");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: w.templates })).toBeVisible();
    await page.getByRole("link", { name: w.edit }).click();
    const drawer = page.getByRole("dialog");
    const text = drawer.getByRole("textbox", { name: w.text });
    await text.fill(`// ${language} journey: {{screenName}}\n${await text.inputValue()}`);
    await drawer.getByRole("button", { name: w.previewDraft }).click();
    await expect(drawer.getByRole("region", { name: "app/routes/_shell.licensedBroker.tsx" })).toContainText(`// ${language} journey: licensedBroker`);
    await drawer.getByRole("button", { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await drawer.getByRole("button", { name: w.restore0 }).click();
    await expect(page.getByText(w.restored)).toBeVisible();
    await expect(text).not.toHaveValue(/journey/);
    await expectAccessible(page);
    await drawer.getByRole("button", { name: w.close }).click();
    await expect(drawer).toBeHidden();
  });

  test(`${language}: a table of the database read back into a definition that previews`, async ({ page, context }) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    await page.goto("/codegenerator/reversegenerator");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: w.reverse })).toBeVisible();
    await page.getByRole("textbox", { name: w.table }).fill("biz_wareh");
    await page.getByRole("option", { name: /^biz_warehouse\b/ }).click();
    await page.getByRole("button", { name: w.read }).click();
    await expect(page).toHaveURL(/table=biz_warehouse/);
    await expect(page.getByRole("textbox", { name: w.entityName })).toHaveValue("Warehouse");
    await page.getByRole("button", { name: w.preview, exact: true }).click();
    await expect(page.getByRole("region", { name: "contract/business/warehouse.ts" })).toContainText("warehouseType:");
  });
}
