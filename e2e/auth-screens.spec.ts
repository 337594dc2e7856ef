import { APP, captchaAnswer, expect, expectAccessible, hydrated, lastMessageTo, loginAs, test } from "./support";
import type { Page } from "@playwright/test";

/** A mobile number no seeded user has, different for every call. */
let mobiles = 0;
function freshMobile(): string {
  mobiles += 1;
  return `137${String(Date.now() + mobiles).slice(-8)}`;
}

function accountForm(page: Page) {
  return page.locator("form").filter({ has: page.locator('input[name="charCaptcha"]') });
}

function mobileForm(page: Page) {
  return page.locator("form").filter({ has: page.locator('input[name="smsCaptcha"]') });
}

async function openMobileTab(page: Page) {
  await hydrated(page);
  await page.getByRole("tab", { name: "Mobile" }).click();
  return mobileForm(page);
}

test.describe("the image captcha", () => {
  test("its answer is emptied after a failed login and when another picture is asked for", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page);
    const form = accountForm(page);
    const captcha = form.getByRole("textbox", { name: "Captcha", exact: true });
    await form.getByRole("textbox", { name: "Username", exact: true }).fill("editor");
    await form.getByRole("textbox", { name: "Password", exact: true }).fill("wrong-password");
    await captcha.fill(await captchaAnswer(await form.locator('input[name="captchaKey"]').inputValue()));
    await form.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByTestId("form-message")).toHaveText("Wrong username, e-mail, phone or password.");
    await expect(captcha).toHaveValue("");

    // The answer came as a new page (the login page has no React, decision 0040): its script
    // draws the next picture, so wait until it has run.
    await hydrated(page);
    await captcha.fill("abcd");
    const before = await form.locator('input[name="captchaKey"]').inputValue();
    await form.getByRole("button", { name: "Show another captcha" }).click();
    await expect(form.locator('input[name="captchaKey"]')).not.toHaveValue(before);
    await expect(captcha).toHaveValue("");
  });
});

test.describe("the honeypot", () => {
  for (const path of ["/login", "/register", "/forgotpassword"]) {
    test(`is hidden from screen readers and the keyboard on ${path}`, async ({ page }) => {
      test.slow(); // the accessibility scan of a whole form takes a while on a busy machine
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByText("Leave this field empty")).toHaveCount(0);
      const traps = page.locator('input[name="website"]');
      await expect(traps.first()).toBeAttached();
      for (const trap of await traps.all()) {
        await expect(trap).toHaveAttribute("tabindex", "-1");
        await expect(trap).toHaveAttribute("autocomplete", "off");
        await expect(trap).not.toBeInViewport();
      }
      await expect(page.locator('[aria-hidden="true"] input[name="website"]')).toHaveCount(await traps.count());
      await expectAccessible(page);
    });
  }
});

test.describe("forgot password", () => {
  /** The first step, for an address no account uses. */
  async function askForResetCode(page: Page) {
    await page.goto("/forgotpassword");
    await hydrated(page);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(`nobody${Date.now()}@example.com`);
    const key = await page.locator('input[name="captchaKey"]').inputValue();
    await page.getByRole("textbox", { name: "Captcha", exact: true }).fill(await captchaAnswer(key));
    await page.getByRole("button", { name: "Send reset code" }).click();
  }

  test("an e-mail without an account gets the same answer as one with an account", async ({ page }) => {
    await askForResetCode(page);
    await expect(page.getByRole("status")).toHaveText("If an account uses this e-mail, a reset code was sent to it.");
    await expect(page.getByRole("textbox", { name: "Reset code", exact: true })).toBeVisible();
    await expect(page.getByText("No account uses this e-mail", { exact: false })).toHaveCount(0);
  });

  test("an empty reset code is asked for, not called wrong", async ({ page }) => {
    await askForResetCode(page);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("newpass1");
    await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill("newpass1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(page.getByText(/wrong or expired/i)).toHaveCount(0);
  });
});

test.describe("SMS codes", () => {
  test("after a reload, asking again says how long to wait and counts down", async ({ page }) => {
    const mobile = freshMobile();
    await page.goto("/login");
    let form = await openMobileTab(page);
    await form.getByRole("textbox", { name: "Mobile", exact: true }).fill(mobile);
    await form.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText(`A code was sent to ${mobile}.`)).toBeVisible();

    await page.goto("/login");
    form = await openMobileTab(page);
    await form.getByRole("textbox", { name: "Mobile", exact: true }).fill(mobile);
    await form.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByTestId("form-message")).toHaveText(/^A code was sent a moment ago\. You can ask for another in \d+ s\.$/);
    await expect(form.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
  });

  test("the code field is marked required and its button stays on the input's line under an error", async ({ page }) => {
    await page.goto("/login");
    const form = await openMobileTab(page);
    const code = form.getByRole("textbox", { name: "SMS code" });
    await expect(code).toHaveAttribute("required", "");
    await form.getByRole("textbox", { name: "Mobile", exact: true }).fill("13800000001");
    await form.getByRole("button", { name: "Log in" }).click();
    await expect(form.getByText("Verification code is required.")).toBeVisible();
    const input = await code.boundingBox();
    const button = await form.getByRole("button", { name: /Send code|Resend in/ }).boundingBox();
    expect(input && button).toBeTruthy();
    expect(Math.abs(input!.y + input!.height / 2 - (button!.y + button!.height / 2))).toBeLessThan(4);
  });
});

test.describe("one message per situation on both login tabs", () => {
  test("an unregistered mobile gets the message an unknown username gets", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page);
    const account = accountForm(page);
    await account.getByRole("textbox", { name: "Username", exact: true }).fill(`nobody${Date.now()}`);
    await account.getByRole("textbox", { name: "Password", exact: true }).fill("123456");
    await account.getByRole("textbox", { name: "Captcha", exact: true }).fill(await captchaAnswer(await account.locator('input[name="captchaKey"]').inputValue()));
    await account.getByRole("button", { name: "Log in" }).click();
    const unknownUser = await page.getByTestId("form-message").textContent();
    expect(unknownUser).toBe("Wrong username, e-mail, phone or password.");

    const mobile = freshMobile();
    const form = await openMobileTab(page);
    await form.getByRole("textbox", { name: "Mobile", exact: true }).fill(mobile);
    await form.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText(`A code was sent to ${mobile}.`)).toBeVisible();
    await form.getByRole("textbox", { name: "SMS code", exact: true }).fill((await lastMessageTo(mobile)).code ?? "");
    await form.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByTestId("form-message")).toHaveText(unknownUser!);
  });
});

test.describe("one message per situation: a user whose tenant is gone", () => {
  test("hears 'this user has no tenant' on the account tab and, after the SMS code, on the mobile tab", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page);
    const account = accountForm(page);
    await account.getByRole("textbox", { name: "Tenant code", exact: true }).fill("10099");
    await account.getByRole("textbox", { name: "Username", exact: true }).fill("orphan");
    await account.getByRole("textbox", { name: "Password", exact: true }).fill("123456");
    await account.getByRole("textbox", { name: "Captcha", exact: true }).fill(await captchaAnswer(await account.locator('input[name="captchaKey"]').inputValue()));
    await account.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByTestId("form-message")).toHaveText("This user has no tenant.");

    const mobile = "13800000008";
    const form = await openMobileTab(page);
    await form.getByRole("textbox", { name: "Tenant code", exact: true }).fill("10099");
    await form.getByRole("textbox", { name: "Mobile", exact: true }).fill(mobile);
    await form.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText(`A code was sent to ${mobile}.`)).toBeVisible();
    await form.getByRole("textbox", { name: "SMS code", exact: true }).fill((await lastMessageTo(mobile)).code ?? "");
    await form.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByTestId("form-message")).toHaveText("This user has no tenant.");
  });
});

test.describe("register", () => {
  test("passwords that differ are called just that", async ({ page }) => {
    await page.goto("/register");
    await hydrated(page);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret123");
    await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill("secret12");
    await page.getByRole("textbox", { name: "Username", exact: true }).fill("broker1");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("broker1@example.com");
    await page.getByRole("textbox", { name: "Mobile", exact: true }).fill(freshMobile());
    await page.getByRole("textbox", { name: "SMS code", exact: true }).fill("123456");
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page.getByText("The passwords do not match.")).toBeVisible();
    await expect(page.getByText(/new password/i)).toHaveCount(0);
  });

  test("inputs carry the contract's limits", async ({ page }) => {
    await page.goto("/register");
    await hydrated(page);
    await expect(page.getByRole("textbox", { name: "Password", exact: true })).toHaveAttribute("maxlength", "31");
    await expect(page.getByRole("textbox", { name: "Username", exact: true })).toHaveAttribute("maxlength", "64");
    await expect(page.getByRole("textbox", { name: "Tenant code", exact: true })).toHaveAttribute("required", "");
  });
});

test.describe("status pages", () => {
  test("a broken sign-in link shows only its error", async ({ page }) => {
    await page.goto("/auth-redirect?token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "The sign-in link is not valid or has expired." })).toBeVisible();
    await expect(page.getByText("Signing you in")).toHaveCount(0);
  });

  test("a 404 while logged out offers the login page", async ({ page }) => {
    await page.goto("/404");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the workbench" })).toHaveCount(0);
    await page.getByRole("link", { name: "Go to the login page" }).click();
    await expect(page).toHaveURL(`${APP}/login`);
  });

  test("a 404 while logged in offers the workbench", async ({ page, context }) => {
    await loginAs(context, "editor");
    await page.goto("/404");
    await expect(page.getByRole("link", { name: "Back to the workbench" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the login page" })).toHaveCount(0);
  });
});
