import { APP, expect, expectAccessible, hydrated, loginAs, SIM, test } from "./support";

/** The words of one language for the journey (the demo system speaks the reader's language too). */
const WORDS = {
  en: {
    system: "演示 ERP 系统", bind: "Bind my account", jump: "Jump", unbind: "Unbind", confirm: "Confirm", bound: "Bound", unbound: "Not bound",
    loginName: "Login name here", confirmBind: "Confirm binding", back: "Back to the platform", signedIn: "Signed in as", used: "This sign-in link has already been used.",
    unbindDone: "Your account is unbound; the system has removed it too.", bindings: "User bindings", close: "Close",
  },
  zh: {
    system: "演示 ERP 系统", bind: "绑定我的账号", jump: "跳转", unbind: "解绑", confirm: "确定", bound: "已绑定", unbound: "未绑定",
    loginName: "本系统登录名", confirmBind: "确认绑定", back: "返回平台", signedIn: "已登录为", used: "此登录链接已被使用过",
    unbindDone: "账号已解绑，外部系统也已移除。", bindings: "用户绑定", close: "关闭",
  },
} as const;

test.describe.configure({ mode: "serial", timeout: 120_000 });

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: an administrator binds to the demo system, jumps in as themselves once per token, and unbinds on both sides`, async ({ page, context }, testInfo) => {
    await loginAs(context, "admin");
    await context.addCookies([{ name: "language", value: language, url: APP }]);
    const loginName = `admin.${language}.${testInfo.repeatEachIndex * 10 + testInfo.retry}`;
    const row = () => page.getByTestId("data-table").locator("tbody tr", { hasText: w.system });

    await page.goto("/jumpManagement");
    await hydrated(page);
    await expect(row()).toContainText(w.unbound);
    await expectAccessible(page);

    // Bind: the demo system's login page confirms the platform's bind token and links back.
    await row().getByRole("button", { name: w.bind, exact: true }).click();
    await page.waitForURL(`${SIM}/demo-external/bind**`);
    await expectAccessible(page);
    await page.getByLabel(w.loginName).fill(loginName);
    await page.getByRole("button", { name: w.confirmBind }).click();
    await page.getByRole("link", { name: w.back }).click();
    await page.waitForURL(`${APP}/jumpManagement`);
    await hydrated(page);
    await expect(row()).toContainText(w.bound);
    await expect(row()).toContainText(loginName);
    // The system's sub-list of user bindings names the administrator's account there.
    await row().getByRole("checkbox").check();
    await page.getByTestId("toolbar").getByRole("button", { name: w.bindings, exact: true }).click();
    await expect(page.getByTestId("user-bindings")).toContainText(loginName);
    await expectAccessible(page);
    await page.getByRole("dialog").getByRole("button", { name: w.close }).click();
    await row().getByRole("checkbox").uncheck();

    // Jump: the demo system checks the token at the platform and signs the user in.
    await row().getByRole("button", { name: w.jump, exact: true }).click();
    await page.waitForURL(`${SIM}/demo-external/jump**`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${w.signedIn} ${loginName}`);
    // The same link again is refused: a token is good once.
    const landing = page.url();
    await page.goto(landing);
    await expect(page.getByRole("alert")).toContainText(w.used);

    // Unbind: the system is told and drops its side; the platform's row is unbound again.
    await page.goto("/jumpManagement");
    await hydrated(page);
    await row().getByRole("button", { name: w.unbind, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: w.confirm }).click();
    await expect(page.getByText(w.unbindDone)).toBeVisible();
    await expect(row()).toContainText(w.unbound);
    await page.goto(`${SIM}/demo-external/accounts?lang=${language}`);
    await expect(page.locator("main")).not.toContainText(loginName);
  });
}
