import { request as playwrightRequest, type Page } from "@playwright/test";
import { APP, expect, expectAccessible, field, hydrated, loginAs, test } from "./support";

/** The words of one language for the journey. */
const WORDS = {
  en: {
    shared: "Shared",
    newFolder: "New folder",
    folderName: "Folder name",
    save: "Save",
    uploaded: "Uploaded",
    move: "Move",
    moveTo: "Move to",
    share: "Share",
    create: "Create link",
    revoke: "Revoke",
    revoked: "Revoked",
    more: (name: string) => `Actions for ${name}`,
    tooLarge: "file must be under 10MB",
    empty: "file cannot be empty",
    gone: "This link has expired or was revoked.",
  },
  zh: {
    shared: "共享文件",
    newFolder: "新建文件夹",
    folderName: "文件夹名称",
    save: "保存",
    uploaded: "已上传",
    move: "移动",
    moveTo: "移动到",
    share: "分享",
    create: "创建链接",
    revoke: "撤销",
    revoked: "已撤销",
    more: (name: string) => `${name} 的操作`,
    tooLarge: "文件大小必须小于 10MB",
    empty: "文件不能为空",
    gone: "此链接已过期或已被撤销。",
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 120_000 });

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082", "hex");
const rowOf = (page: Page, name: string) => page.getByTestId("entry-row").filter({ hasText: name });
const dropInput = (page: Page) => page.getByTestId("dropzone").locator('input[type="file"]');

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: three files go up with their progress, one moves into a folder, is shared, opens logged out, and is refused once revoked`, async ({
    page,
    context,
  }, testInfo) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const tag = `${language}${testInfo.retry}`;
    // The largest page, so a retry's files are listed beside the first try's.
    await page.goto("/upload-download?view=shared&size=50");
    await hydrated(page);

    await dropInput(page).setInputFiles([
      { name: `invoice-${tag}.pdf`, mimeType: "application/pdf", buffer: PDF("invoice") },
      { name: `stamp-${tag}.png`, mimeType: "image/png", buffer: PNG },
      { name: `packing-${tag}.pdf`, mimeType: "application/pdf", buffer: PDF("packing") },
    ]);
    const items = page.getByTestId("upload-item");
    await expect(items).toHaveCount(3);
    for (const item of await items.all()) {
      await expect(item.getByRole("progressbar")).toBeVisible();
      await expect(item).toContainText(w.uploaded);
    }
    for (const name of [`invoice-${tag}.pdf`, `stamp-${tag}.png`, `packing-${tag}.pdf`]) await expect(rowOf(page, name)).toBeVisible();

    // An empty file and one of 10 MB are refused in the browser, each with its own message.
    await dropInput(page).setInputFiles([
      { name: `empty-${tag}.pdf`, mimeType: "application/pdf", buffer: Buffer.alloc(0) },
      { name: `huge-${tag}.pdf`, mimeType: "application/pdf", buffer: Buffer.concat([PDF("huge"), Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    await expect(items.filter({ hasText: `empty-${tag}.pdf` })).toContainText(w.empty);
    await expect(items.filter({ hasText: `huge-${tag}.pdf` })).toContainText(w.tooLarge);
    await expectAccessible(page);

    const folder = `Archive ${tag}`;
    await page.getByRole("button", { name: w.newFolder }).click();
    await field(page.getByRole("dialog"), w.folderName).fill(folder);
    await page.getByRole("dialog").getByRole("button", { name: w.save }).click();
    await expect(rowOf(page, folder)).toBeVisible();

    const moved = `packing-${tag}.pdf`;
    await page.getByRole("button", { name: w.more(moved) }).click();
    await page.getByRole("menuitem", { name: w.move }).click();
    const dialog = page.getByRole("dialog");
    await field(dialog, w.moveTo).click();
    await page.getByRole("option", { name: folder }).click();
    await dialog.getByRole("button", { name: w.move, exact: true }).click();
    await expect(rowOf(page, moved)).toHaveCount(0);

    await rowOf(page, folder).getByRole("link", { name: folder }).click();
    await expect(rowOf(page, moved)).toBeVisible();
    await page.getByRole("button", { name: w.more(moved) }).click();
    await page.getByRole("menuitem", { name: w.share }).click();
    const share = page.getByRole("dialog");
    await share.getByRole("button", { name: w.create }).click();
    const link = await share.getByTestId("share-link").inputValue();
    expect(link).toMatch(/\/s\/[\w-]{22}$/);
    await expectAccessible(page);

    // Logged out, the link downloads the file; once revoked, it is refused in the visitor's language.
    const visitor = await playwrightRequest.newContext({ extraHTTPHeaders: { "Accept-Language": language === "zh" ? "zh-CN" : "en" } });
    const opened = await visitor.get(link);
    expect(opened.status()).toBe(200);
    expect((await opened.body()).toString("latin1")).toContain("% packing");
    await share.getByRole("button", { name: w.revoke }).click();
    await expect(share.getByText(w.revoked)).toBeVisible();
    const refused = await visitor.get(link);
    expect(refused.status()).toBe(404);
    expect(await refused.text()).toBe(w.gone);
    await visitor.dispose();
  });
}
