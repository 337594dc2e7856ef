import type { Page } from "@playwright/test";
import { passwordToken } from "../scripts/provider-token";
import { APP, expect, field, hydrated, loginAs, PASSWORD, SIM, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });
const toolbar = (page: Page) => page.getByTestId("toolbar");

/** Picks an option of a Mantine select or multiselect labelled `label` inside `scope`. */
async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string | RegExp) {
  await scope.getByRole("textbox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).first().click();
}

/** A user of our own, made through the provider, so no seeded account is touched. */
async function userThroughProvider(username: string): Promise<void> {
  const admin = await passwordToken(SIM, "admin", "10001", PASSWORD);
  const response = await fetch(`${SIM}/api/admin/sysuser/addSysUser`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ username, nickname: "Online E2E", status: 1, password: PASSWORD }),
  });
  expect(((await response.json()) as { status: number }).status).toBe(200);
}

// Each journey walks a whole screen; a loaded machine needs the margin.
test.describe.configure({ timeout: 150_000 });

test.describe("system users", () => {
  test("users: add, refuse a duplicate, edit, disable, reset the password, assign roles and posts, delete", async ({ page, context }) => {
    await loginAs(context, "admin");
    const username = `e2e.user${Date.now() % 1_000_000}`;
    await page.goto("/sysuser");
    await hydrated(page);
    await expect(page.getByTestId("pager")).toContainText(/Total \d{3}/);

    await toolbar(page).getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Username" }).fill("ab");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("username must be 3 to 64")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Username" }).fill(username);
    await dialog.getByRole("textbox", { name: "Nickname" }).fill("E2E Wang");
    await dialog.getByRole("textbox", { name: "E-mail" }).fill(`${username}@example.com`);
    await dialog.getByRole("textbox", { name: "Mobile" }).fill(`139${String(Date.now()).slice(-8)}`);
    await choose(page, dialog, "Status", "Normal");
    await choose(page, dialog, "Roles", "Customs agent");
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // The username is unique in the tenant: the provider's refusal is shown.
    await toolbar(page).getByRole("button", { name: "Add", exact: true }).click();
    await dialog.getByRole("textbox", { name: "Username" }).fill(username);
    await dialog.getByRole("textbox", { name: "Nickname" }).fill("Again");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("a user with this username already exists")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.goto(`/sysuser?username=${username}`);
    await hydrated(page);
    await expect(table(page).locator("tbody tr")).toHaveCount(1);
    const row = rowOf(page, username);
    await expect(row).toContainText("Customs agent");
    await expect(row).toContainText("Normal");

    await row.getByRole("button", { name: "Edit" }).click();
    await expect(dialog.getByRole("textbox", { name: "Username" })).toHaveCount(0);
    await dialog.getByRole("textbox", { name: "Nickname" }).fill("E2E Wang Jr");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(row).toContainText("E2E Wang Jr");

    await row.click();
    await toolbar(page).getByRole("button", { name: "Disable" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(row).toContainText("Disabled");

    // The checked row stays checked while the same rows come back.
    await toolbar(page).getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("dialog")).toContainText("initial password");
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText(/Password reset to the tenant's initial password/)).toBeVisible();

    await toolbar(page).getByRole("button", { name: "Roles and posts" }).click();
    const roles = page.getByRole("dialog", { name: `Roles and posts of ${username}` });
    await choose(page, roles, "Roles", "Editor");
    await page.keyboard.press("Escape");
    await choose(page, roles, "Main post", /Customs Declarant/);
    await roles.getByRole("button", { name: "Save" }).click();
    await expect(row).toContainText("Editor");

    await toolbar(page).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(table(page).locator("tbody tr", { hasText: username })).toHaveCount(0);
  });

  for (const { language, add, username, nickname, mobile, save, refusal } of [
    { language: "en", add: "Add", username: "Username", nickname: "Nickname", mobile: "Mobile", save: "Save", refusal: "enter a valid mobile number" },
    { language: "zh", add: "新增", username: "用户名", nickname: "昵称", mobile: "手机号", save: "保存", refusal: "请输入有效的手机号" },
  ]) {
    test(`a refused mobile is marked under its field, in view and focused, at 1280×860 (${language})`, async ({ page, context }) => {
      await page.setViewportSize({ width: 1280, height: 860 });
      await context.addCookies([{ name: "language", value: language, url: APP }]);
      await loginAs(context, "admin");
      await page.goto("/sysuser");
      await hydrated(page);
      await toolbar(page).getByRole("button", { name: add, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await field(dialog, username).fill(`e2e.mobile${Date.now() % 1_000_000}`);
      await field(dialog, nickname).fill("Mobile E2E");
      const input = field(dialog, mobile);
      await input.fill("12345");
      // Focus elsewhere first, so the focus the refusal brings is the form's doing.
      await field(dialog, nickname).focus();
      await dialog.getByRole("button", { name: save, exact: true }).click();

      // The provider refuses a mainland (+86) number that is not 11 digits: the refusal is the field's.
      await expect(input).toHaveAttribute("aria-invalid", "true", { timeout: 30_000 });
      const error = dialog.getByText(refusal, { exact: true });
      await expect(error).toBeInViewport();
      await expect(input).toBeFocused();
      await expect(dialog.getByTestId("dialog-refusal")).toHaveCount(0);
    });
  }

  test("online users: a live session is listed and forced out; its token is refused at once", async ({ page, context }) => {
    const username = `e2e.online${Date.now() % 1_000_000}`;
    await userThroughProvider(username);
    const theirs = await passwordToken(SIM, username, "10001", PASSWORD);
    await loginAs(context, "admin");
    await page.goto(`/onlinesysuser?username=${username}`);
    await hydrated(page);
    await expect(table(page).getByRole("columnheader", { name: "Last seen" })).toBeVisible();
    await expect(toolbar(page).getByRole("button", { name: "Add", exact: true })).toHaveCount(0);
    await expect(rowOf(page, username)).toHaveCount(1);

    await rowOf(page, username).getByRole("button", { name: "Force logout" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(rowOf(page, username)).toHaveCount(0);
    const after = await fetch(`${SIM}/api/admin/sysuser/queryTenantUser`, { headers: { authorization: `Bearer ${theirs}` } });
    expect(after.status).toBe(401);
    await expect(page).toHaveURL(new RegExp(`^${APP}/onlinesysuser`));
  });
});
