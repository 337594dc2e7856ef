import { DOWN_APP_PORT } from "../playwright.config";
import { expect, hydrated, test } from "./support";

const DOWN = `http://127.0.0.1:${DOWN_APP_PORT}`;

test.describe("languages", () => {
  test.use({ locale: "zh-CN" });

  test("the browser language picks Chinese; the switch sets the language cookie", async ({ page, context }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { name: "登录关务贸易平台" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "繁體中文" }).click();
    await expect(page.getByRole("heading", { name: "登入關務貿易平台" })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "language")?.value).toBe("tw");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Log in to the trade platform" })).toBeVisible();
  });

  test("login errors come in Chinese", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page);
    const form = page.locator("form").filter({ has: page.locator('input[name="charCaptcha"]') });
    await form.getByRole("textbox", { name: "用户名", exact: true }).fill("ab");
    await form.getByRole("button", { name: "登录" }).click();
    await expect(form.getByText("用户名长度为 3 到 100 个字符")).toBeVisible();
  });
});

test.describe("with the provider down", () => {
  test("the login page still renders and a login attempt says the service is unavailable", async ({ page }) => {
    await page.goto(`${DOWN}/login`);
    await hydrated(page);
    const form = page.locator("form").filter({ has: page.locator('input[name="charCaptcha"]') });
    await form.getByRole("textbox", { name: "Username", exact: true }).fill("admin");
    await form.getByRole("textbox", { name: "Password", exact: true }).fill("123456");
    await form.getByRole("textbox", { name: "Captcha", exact: true }).fill("abcd");
    await form.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByTestId("form-message")).toHaveText(
      "The service is unavailable right now. Please try again in a moment.",
    );
  });

  test("a logged-in page shows a clear error and a retry instead of crashing", async ({ page, context }) => {
    await context.addCookies([{ name: "token", value: "some-token-from-before", url: DOWN }]);
    const response = await page.goto(`${DOWN}/workbench`);
    expect(response?.status()).toBe(503);
    await expect(page.getByText("The service is unavailable right now.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    // The session was kept: the token cookie is still there for when the provider is back.
    expect((await context.cookies()).some((c) => c.name === "token")).toBe(true);
  });
});
