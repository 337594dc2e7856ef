import { expect, hydrated, lastMessageTo, loginAs, PASSWORD, SIM, STACKS, test } from "./support";
import { INVITATION_CODES } from "../seeds/tenants";

/** A fresh account of tenant 10001, registered through the provider, so no other journey sees its changes. */
async function registerAccount(): Promise<{ username: string; email: string; mobile: string }> {
  const stamp = Date.now().toString().slice(-7);
  const account = { username: `contact${stamp}`, email: `contact${stamp}@example.com`, mobile: `1350${stamp}` };
  await fetch(`${SIM}/api/account/captcha/getSmsCaptcha?tenantCode=10001&mobile=${account.mobile}`);
  const { code } = await lastMessageTo(account.mobile);
  const response = await fetch(`${SIM}/api/account/sysuserdetail/registerAccount`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tenantCode: "10001", ...account, password: PASSWORD, smsCaptcha: code, invitationCode: INVITATION_CODES["10001"] }),
  });
  expect(((await response.json()) as { status: number }).status).toBe(200);
  return account;
}

test.describe("profile contact change", () => {
  test("a new e-mail is saved only with the code sent to it", async ({ page, context }) => {
    // Five round trips through the app and the simulator.
    test.setTimeout(90_000 * STACKS);
    const account = await registerAccount();
    await loginAs(context, account.username);
    await page.goto("/profile/index");
    await hydrated(page);

    const email = page.getByRole("textbox", { name: "E-mail", exact: true });
    const codeStep = page.getByTestId("profile-contact-code");
    await expect(codeStep).toBeHidden();
    const newEmail = `new.${account.email}`;
    await email.fill(newEmail);
    await expect(codeStep).toBeVisible();
    await expect(codeStep).toContainText("A new e-mail or mobile is confirmed with a code sent to it.");

    // Saving without the code is refused and changes nothing.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("a code sent to the new e-mail or mobile is required")).toBeVisible();

    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText(`A code was sent to ${newEmail}.`)).toBeVisible();
    const { code } = await lastMessageTo(newEmail);
    await page.getByRole("textbox", { name: "Confirmation code" }).fill(code!);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your profile was saved.")).toBeVisible();
    await expect(email).toHaveValue(newEmail);
    await expect(codeStep).toBeHidden();
  });
});
