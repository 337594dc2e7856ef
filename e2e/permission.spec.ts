import type { Page } from "@playwright/test";
import { APP, expect, expectAccessible, expectNoHiddenTabStops, hydrated, loginAs, test } from "./support";

/** The words of one language for the journeys. */
const WORDS = {
  en: {
    page: "Page permission", directive: "Directive permission", role: "Role permission", noPermission: "No permission",
    viewAsEditor: "View as ROLE_EDITOR", refusedPreview: "ROLE_EDITOR holds none of the roles this page asks for", path: "Path", check: "Check",
    adminOpens: "Opens: ROLE_ADMIN opens every route.", notAMenu: "No menu has this path",
    onlyAdmin: "Only ROLE_ADMIN sees this.", onlyEditor: "Only ROLE_EDITOR sees this.", both: "ROLE_ADMIN and ROLE_EDITOR see this.", empty: "An empty list: everyone sees this.",
    needRoles: "need roles!", removed: "Removed for", drawn: "Drawn", notDrawn: "Not drawn",
    ask: (code: string) => `Ask the server about ${code}`, allowed: (code: string) => `Allowed: you hold ${code}.`, refused: "Refused (403): you have no permission for this operation.",
    roleLabel: "Role", dataTab: /^Data fields/, interfacesTab: /^Interfaces/, mobile: "Mobile", email: "E-mail", users: "Users", noDataFields: "No field is hidden from this role.",
  },
  zh: {
    page: "页面权限", directive: "指令权限", role: "角色权限", noPermission: "无权限",
    viewAsEditor: "以 ROLE_EDITOR 查看", refusedPreview: "ROLE_EDITOR 不拥有本页面要求的任何角色", path: "路径", check: "检查",
    adminOpens: "可以打开：ROLE_ADMIN 可以打开所有路由。", notAMenu: "没有菜单使用此路径",
    onlyAdmin: "只有 ROLE_ADMIN 能看到此内容。", onlyEditor: "只有 ROLE_EDITOR 能看到此内容。", both: "ROLE_ADMIN 和 ROLE_EDITOR 都能看到此内容。", empty: "空列表：所有人都能看到此内容。",
    needRoles: "需要角色！", removed: "已移除", drawn: "已绘制", notDrawn: "未绘制",
    ask: (code: string) => `就 ${code} 询问服务器`, allowed: (code: string) => `允许：您拥有 ${code}。`, refused: "拒绝（403）：没有此操作的权限。",
    roleLabel: "角色", dataTab: /^数据字段/, interfacesTab: /^接口/, mobile: "手机号", email: "邮箱", users: "用户管理", noDataFields: "没有对该角色隐藏的字段。",
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

test.describe.configure({ timeout: 90_000 });

const example = (page: Page, id: string) => page.getByTestId(`directive-${id}`);

/** The switcher's choice by its label (its radio inputs are drawn under their labels). */
const switchTo = (page: Page, role: string) => page.locator("label").filter({ hasText: new RegExp(`^${role}$`) }).click();

/** The directive page's elements as the switcher's choice sees them: shown, or removed in their place. */
async function expectElements(page: Page, w: Words, shown: { admin: boolean; editor: boolean }) {
  for (const [id, text, visible] of [["admin", w.onlyAdmin, shown.admin], ["editor", w.onlyEditor, shown.editor]] as const) {
    if (visible) {
      await expect(example(page, id).getByTestId("directive-element")).toHaveText(text);
    } else {
      await expect(example(page, id).getByTestId("directive-element")).toHaveCount(0);
      await expect(example(page, id)).toContainText(w.removed);
    }
  }
  await expect(example(page, "both").getByTestId("directive-element")).toHaveText(w.both);
  await expect(example(page, "empty").getByTestId("directive-element")).toHaveText(w.empty);
  await expect(example(page, "none").getByTestId("need-roles")).toContainText(w.needRoles);
}

for (const [language, w] of Object.entries(WORDS)) {
  test.describe(`${language}: the permission demo`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: "language", value: language, url: APP }]);
    });

    test("the administrator opens the page lesson: its rule, what an editor would get, and a path decided on the server", async ({ page, context }) => {
      await loginAs(context, "admin");
      await page.goto("/permission/page");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: w.page })).toBeVisible();
      await expect(page.getByTestId("page-rule")).toContainText("ROLE_ADMIN");
      await expect(page.getByTestId("page-roles")).toContainText("ROLE_ADMIN");
      const editorRow = page.getByTestId("role-matrix").getByRole("row").filter({ has: page.getByRole("rowheader", { name: "ROLE_EDITOR", exact: true }) });
      await expect(editorRow.getByRole("cell")).toHaveCount(5);
      await editorRow.getByRole("link", { name: w.viewAsEditor }).click();
      await expect(page).toHaveURL(/\?as=ROLE_EDITOR$/);
      await expect(page.getByTestId("page-preview")).toContainText(w.refusedPreview);
      await expect(page.getByTestId("page-preview")).toContainText(w.noPermission);

      await page.getByLabel(w.path).fill("/sysuser");
      await page.getByRole("button", { name: w.check }).click();
      await expect(page.getByTestId("path-answer")).toContainText(w.adminOpens);
      await page.getByLabel(w.path).fill("/no-such-screen");
      await page.getByRole("button", { name: w.check }).click();
      await expect(page.getByTestId("path-answer")).toContainText(w.notAMenu);
      await expectAccessible(page);
    });

    test("the administrator's directive page: elements for two roles through the switcher, and buttons the server agrees on", async ({ page, context }) => {
      await loginAs(context, "admin");
      await page.goto("/permission/directive");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: w.directive })).toBeVisible();
      await expectElements(page, w, { admin: true, editor: false });
      await switchTo(page, "ROLE_EDITOR");
      await expectElements(page, w, { admin: false, editor: true });
      await expect(page).toHaveURL(/\?as=ROLE_EDITOR$/);
      await switchTo(page, "ROLE_ADMIN");
      await expectElements(page, w, { admin: true, editor: false });

      // The switcher never changed a grant: every sample button is drawn and the server allows it.
      for (const code of ["GoodsMgt:delete", "sysuser:add"]) {
        const row = page.getByTestId(`button-${code}`);
        await expect(row).toContainText(w.drawn);
        await row.getByRole("button", { name: w.ask(code) }).click();
        await expect(row.getByTestId("server-answer")).toHaveText(w.allowed(code));
      }
      await expectAccessible(page);
    });

    test("the administrator reads a role's menus, interfaces and data fields from the provider", async ({ page, context }) => {
      await loginAs(context, "admin");
      await page.goto("/permission/role");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: w.role })).toBeVisible();
      const select = page.getByRole("combobox", { name: w.roleLabel, exact: true });
      await expect(select).toHaveValue("ROLE_ADMIN");
      await expect(page.getByTestId("role-menus").getByRole("link", { name: "/sysuser", exact: true })).toBeVisible();
      await page.getByRole("tab", { name: w.dataTab }).click();
      await expect(page.getByText(w.noDataFields)).toBeVisible();

      await select.selectOption("ROLE_EDITOR");
      await expect(page).toHaveURL(/\?role=ROLE_EDITOR$/);
      await expect(page.getByTestId("role-menus").getByRole("link", { name: "/sysuser", exact: true })).toHaveCount(0);
      await expect(page.getByTestId("role-menus").getByRole("link", { name: "/permission/directive", exact: true })).toBeVisible();
      await page.getByRole("tab", { name: w.dataTab }).click();
      const rule = page.getByTestId("role-data").getByRole("row").filter({ hasText: w.users });
      await expect(rule).toContainText(w.mobile);
      await expect(rule).toContainText(w.email);
      await page.getByRole("tab", { name: w.interfacesTab }).click();
      await expect(page.getByTestId("role-urls")).toContainText("/api/customs/**");
      await expect(page.getByTestId("role-urls")).not.toContainText("/api/admin/sysuser/**");
      await expectAccessible(page);
    });
  });
}

test.describe("an editor and the permission demo", () => {
  test.use({ expectedProblem: /status of 403/ });

  test("reaches the directive page, is refused the page and role pages, and the server refuses the buttons it does not draw", async ({ page, context }) => {
    await loginAs(context, "editor");
    for (const path of ["/permission/page", "/permission/role"]) {
      expect((await page.goto(path))?.status(), path).toBe(401);
      await expect(page.getByRole("heading", { name: "No permission" })).toBeVisible();
    }
    expect((await page.goto("/permission/directive"))?.status()).toBe(200);
    await hydrated(page);
    await expectElements(page, WORDS.en, { admin: false, editor: true });
    await switchTo(page, "ROLE_ADMIN");
    await expectElements(page, WORDS.en, { admin: true, editor: false });

    const held = page.getByTestId("button-GoodsMgt:add");
    await expect(held).toContainText("Drawn");
    await held.getByRole("button", { name: WORDS.en.ask("GoodsMgt:add") }).click();
    await expect(held.getByTestId("server-answer")).toHaveText(WORDS.en.allowed("GoodsMgt:add"));
    // Switched to ROLE_ADMIN in the demo, the editor's real grants still refuse what it lacks.
    for (const code of ["GoodsMgt:delete", "sysuser:add"]) {
      const row = page.getByTestId(`button-${code}`);
      await expect(row).toContainText("Not drawn");
      await row.getByRole("button", { name: WORDS.en.ask(code) }).click();
      await expect(row.getByTestId("server-answer")).toHaveText(WORDS.en.refused);
    }
  });

  test("walks the directive page with the keyboard alone: the switcher redraws the elements at once", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/permission/directive");
    await hydrated(page);
    await page.getByRole("radio", { name: /^My roles/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "ROLE_ADMIN" })).toBeChecked();
    await expectElements(page, WORDS.en, { admin: true, editor: false });
    await page.keyboard.press("ArrowRight");
    await expectElements(page, WORDS.en, { admin: false, editor: true });
    // Onwards past the examples, which hold no stops, to the first button's question.
    const ask = page.getByRole("button", { name: WORDS.en.ask("GoodsMgt:add") });
    for (let i = 0; i < 5 && !(await ask.evaluate((button) => button === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(ask).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("button-GoodsMgt:add").getByTestId("server-answer")).toHaveText(WORDS.en.allowed("GoodsMgt:add"));
    await expectNoHiddenTabStops(page);
    await expectAccessible(page);
  });
});
