import { APP, expect, hydrated, lastMessageTo, SIM, submitLogin, test } from "./support";
import { INVITATION_CODES } from "../seeds/tenants";

/** A mobile number no seeded user has, different for every run. */
function freshMobile(): string {
  return `139${String(Date.now()).slice(-8)}`;
}

test.describe("mobile login, registration and password recovery", () => {
  test("mobile login with the SMS code from the outbox", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page);
    await page.getByRole("tab", { name: "Mobile" }).click();
    const form = page.locator("form").filter({ has: page.locator('input[name="smsCaptcha"]') });
    await form.getByRole("textbox", { name: "Mobile", exact: true }).fill("13800000001");
    await form.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("A code was sent to 13800000001.")).toBeVisible();
    await expect(form.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
    const sms = await lastMessageTo("13800000001");
    expect(sms.channel).toBe("sms");
    await form.getByRole("textbox", { name: "SMS code", exact: true }).fill(sms.code ?? "");
    await form.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(`${APP}/workbench`);
    await expect(page.getByTestId("workbench-roles")).toContainText("Administrator");
  });

  test("a wrong SMS code is refused", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page);
    await page.getByRole("tab", { name: "Mobile" }).click();
    const form = page.locator("form").filter({ has: page.locator('input[name="smsCaptcha"]') });
    await form.getByRole("textbox", { name: "Mobile", exact: true }).fill("13800000002");
    await form.getByRole("textbox", { name: "SMS code", exact: true }).fill("000000");
    await form.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByTestId("form-message")).toHaveText("SMS code is wrong or expired.");
  });

  test("register, then log in with the new account", async ({ page }) => {
    test.slow(); // a whole journey with two password hashes
    const mobile = freshMobile();
    const username = `broker${mobile.slice(-6)}`;
    await page.goto("/register");
    await hydrated(page);
    await page.getByRole("textbox", { name: "Username", exact: true }).fill(username);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret123");
    await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill("secret12");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(`${username}@example.com`);
    await page.getByRole("textbox", { name: "Mobile", exact: true }).fill(mobile);
    // The seeded tenant's invitation code makes the account active at once.
    await page.getByRole("textbox", { name: "Invitation code (optional)" }).fill(INVITATION_CODES["10001"]);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText(`A code was sent to ${mobile}.`)).toBeVisible();
    const sms = await lastMessageTo(mobile);
    await page.getByRole("textbox", { name: "SMS code", exact: true }).fill(sms.code ?? "");
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page.getByText("The passwords do not match.")).toBeVisible();
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret123");
    await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page).toHaveURL(`${APP}/login`);
    // A success carried to the login page is a status message in the form (decision 0040).
    await expect(page.getByRole("status").filter({ hasText: "Your account was created" })).toBeVisible();
    await submitLogin(page, { username, password: "secret123" });
    await expect(page).toHaveURL(`${APP}/workbench`);
    await expect(page.getByTestId("workbench-roles")).toContainText("Customs agent");
  });

  test("forgot password: a reset code by e-mail, a new password, then log in with it", async ({ page }) => {
    test.slow(); // a whole journey with two password hashes
    const mobile = freshMobile();
    const username = `reset${mobile.slice(-6)}`;
    const email = `${username}@example.com`;
    await fetch(`${SIM}/api/account/captcha/getSmsCaptcha?mobile=${mobile}&tenantCode=10001`);
    const sms = await lastMessageTo(mobile);
    const registered = await fetch(`${SIM}/api/account/sysuserdetail/registerAccount`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ tenantCode: "10001", username, password: "oldpass1", email, mobile, smsCaptcha: sms.code, invitationCode: INVITATION_CODES["10001"] }),
    });
    expect(((await registered.json()) as { status: number }).status).toBe(200);

    await page.goto("/forgotpassword");
    await hydrated(page);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    const key = await page.locator('input[name="captchaKey"]').inputValue();
    const captcha = (await (await fetch(`${SIM}/__dev/captcha?key=${key}`)).json()) as { answer: string };
    await page.getByRole("textbox", { name: "Captcha", exact: true }).fill(captcha.answer);
    await page.getByRole("button", { name: "Send reset code" }).click();
    await expect(page.getByText("If an account uses this e-mail, a reset code was sent to it.")).toBeVisible();
    const mail = await lastMessageTo(email);
    expect(mail.channel).toBe("email");
    await page.getByRole("textbox", { name: "Reset code", exact: true }).fill(mail.code ?? "");
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("newpass1");
    await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill("newpass1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(`${APP}/login`);
    await submitLogin(page, { username, password: "oldpass1" });
    await expect(page.getByTestId("form-message")).toHaveText("Wrong username, e-mail, phone or password.");
    await submitLogin(page, { username, password: "newpass1" });
    await expect(page).toHaveURL(`${APP}/workbench`);
  });

  test("a filled honeypot stops the form", async ({ page }) => {
    await page.goto("/register");
    await hydrated(page);
    await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page.getByTestId("form-message")).toContainText("The form could not be sent");
  });
});
