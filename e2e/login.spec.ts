import { APP, expect, hydrated, loginAs, submitLogin, test } from "./support";

test.describe("logging in with an account", () => {
  test("admin logs in and lands on the workbench", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, { username: "admin" });
    await expect(page).toHaveURL(`${APP}/workbench`);
    await expect(page.getByRole("heading", { name: "Welcome, Administrator" })).toBeVisible();
    await expect(page.getByTestId("workbench-tenant")).toContainText("10001");
    await expect(page.getByTestId("workbench-roles")).toContainText("Administrator");
    await expect(page.getByTestId("navbar-username")).toHaveText("Administrator");
  });

  test("the workbench names the user's roles in the viewer's language, not by their codes", async ({ page, context }) => {
    await loginAs(context, "manager");
    for (const [language, name] of [["en", "Manager"], ["zh", "经理"], ["tw", "經理"]] as const) {
      await page.goto(`/workbench?lng=${language}`);
      await expect(page.getByTestId("workbench-roles")).toHaveText(name);
      await expect(page.getByTestId("workbench-roles")).not.toContainText("ROLE_");
    }
  });

  test("a wrong password shows the login-failed message", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, { username: "editor", password: "wrong-password" });
    await expect(page.getByTestId("form-message")).toHaveText("Wrong username, e-mail, phone or password.");
    await expect(page).toHaveURL(/\/login/);
  });

  test("an unknown tenant is refused like a wrong password, revealing nothing", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, { tenant: "99999", username: "admin" });
    await expect(page.getByTestId("form-message")).toHaveText("Wrong username, e-mail, phone or password.");
  });

  test("a disabled user is told the account is disabled", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, { username: "disabled" });
    await expect(page.getByTestId("form-message")).toContainText("This account is disabled");
  });

  test("a user whose tenant is gone is told the user has no tenant", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, { tenant: "10099", username: "orphan" });
    await expect(page.getByTestId("form-message")).toHaveText("This user has no tenant.");
  });

  test("a wrong captcha is refused and a new one is shown", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page);
    const form = page.locator("form").filter({ has: page.locator('input[name="charCaptcha"]') });
    const before = await form.locator('input[name="captchaKey"]').inputValue();
    await form.getByRole("textbox", { name: "Username", exact: true }).fill("admin");
    await form.getByRole("textbox", { name: "Password", exact: true }).fill("123456");
    await form.getByRole("textbox", { name: "Captcha", exact: true }).fill("zzzz");
    await form.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByTestId("form-message")).toHaveText("Verification code is wrong or expired.");
    await expect(form.locator('input[name="captchaKey"]')).not.toHaveValue(before);
  });

  test("empty fields get translated field messages from the server", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page);
    const form = page.locator("form").filter({ has: page.locator('input[name="charCaptcha"]') });
    await form.getByRole("textbox", { name: "Username", exact: true }).fill("ab");
    await form.getByRole("button", { name: "Log in" }).click();
    await expect(form.getByText("Username must be 3 to 100 characters.", { exact: true })).toBeVisible();
    await expect(form.getByText("Password must be 6 to 31 characters.", { exact: true })).toBeVisible();
  });

  test("the redirect query is honoured after login", async ({ page }) => {
    await page.goto("/sysuser?currentPage=2");
    await expect(page).toHaveURL(`${APP}/login?redirect=${encodeURIComponent("/sysuser?currentPage=2")}`);
    await submitLogin(page, { username: "admin" });
    await expect(page).toHaveURL(`${APP}/sysuser?currentPage=2`);
  });

  test("a logged-in visit to /login goes to the workbench", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/login");
    await expect(page).toHaveURL(`${APP}/workbench`);
  });

  test("logging out revokes the session; a protected URL then asks to log in", async ({ page, context }) => {
    const token = await loginAs(context, "editor");
    await page.goto("/workbench");
    await hydrated(page);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(`${APP}/login`);
    await page.goto("/workbench");
    await expect(page).toHaveURL(`${APP}/login?redirect=%2Fworkbench`);
    // The old token is dead at the provider, not just forgotten by the browser.
    await context.addCookies([{ name: "token", value: token, url: APP }]);
    await page.goto("/workbench");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fworkbench/);
  });

  test("the login page ships no React: one small script switches its tabs by keyboard, shows the password and draws a new captcha", async ({ page, request }) => {
    // Server-rendered HTML (decision 0040): no app bundle, just public/site/login.js.
    const html = await (await request.get("/login")).text();
    expect(html).not.toMatch(/<script[^>]+src="\/assets\//);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toMatch(/<script[^>]+src="\/site\/login\.js(\?v=[\w-]+)?"/);
    // Its stylesheets are in the page, cut to the rules its classes can use (decision 0042).
    const inline = [...html.matchAll(/<style[^>]*\sdata-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, href, css] of inline) expect(css.length, href).toBeLessThan((await (await request.get(href)).text()).length);

    await page.goto("/login");
    await hydrated(page);
    // What the cut keeps still draws the page: a filled button, framed fields.
    await expect(page.getByRole("button", { name: "Log in" }).first()).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(page.getByRole("textbox", { name: "Username", exact: true })).toHaveCSS("border-top-width", "1px");
    const account = page.getByRole("tab", { name: "Account" });
    const mobile = page.getByRole("tab", { name: "Mobile" });
    await account.focus();
    await page.keyboard.press("ArrowRight");
    await expect(mobile).toBeFocused();
    await expect(mobile).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("textbox", { name: "Mobile", exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Username", exact: true })).toBeHidden();
    // Only the selected tab is a Tab stop.
    await expect(account).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("Home");
    await expect(account).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Username", exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Mobile", exact: true })).toBeHidden();

    const password = page.getByRole("textbox", { name: "Password", exact: true });
    await password.fill("secret-1");
    await expect(password).toHaveAttribute("type", "password");
    const eye = page.locator(".mantine-PasswordInput-visibilityToggle");
    await eye.click();
    await expect(page.locator('input[name="password"]')).toHaveAttribute("type", "text");
    await expect(eye).toHaveAttribute("aria-pressed", "true");
    await expect(eye.locator('[data-shown="true"]')).toBeVisible();
    await expect(eye.locator('[data-shown="false"]')).toBeHidden();
    await eye.click();
    await expect(page.locator('input[name="password"]')).toHaveAttribute("type", "password");
    await expect(page.locator('input[name="password"]')).toHaveValue("secret-1");

    const image = page.getByTestId("captcha-image");
    const before = await image.getAttribute("src");
    await page.getByRole("button", { name: "Show another captcha" }).click();
    await expect(image).not.toHaveAttribute("src", before!);
    const key = await page.locator('input[name="captchaKey"]').inputValue();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(image).toHaveAttribute("src", `/captcha.svg?key=${key}`);
    // The new picture is one the provider can check: logging in with its answer works.
    await submitLogin(page, { username: "admin" });
    await expect(page).toHaveURL(`${APP}/workbench`);
  });
});
