import type { Page } from "@playwright/test";
import { expect, hydrated, loginAs, test } from "./support";

const table = (page: Page) => page.getByTestId("data-table");
const rowOf = (page: Page, text: string) => table(page).locator("tbody tr", { hasText: text });
const toolbar = (page: Page, name: string) => page.getByTestId("toolbar").getByRole("button", { name, exact: true });

/** An input of the open dialog by its label, required (with its asterisk) or not. */
const field = (page: Page, label: string) => page.getByRole("dialog").getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\s*\\*?$`));

/** Picks an option of a Mantine select or multiselect in the open dialog. */
async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe.configure({ timeout: 90_000 });

test("notifications: publish to a chosen user with rich text, who opens and marks it read in my notifications", async ({ page, context }) => {
  const title = `E2E notice ${Date.now()}`;
  await loginAs(context, "admin");
  await page.goto("/notification");
  await hydrated(page);
  await toolbar(page, "Add").click();
  const dialog = page.getByRole("dialog");
  await field(page, "Title").fill(title);
  await choose(page, "Type", "Notice");
  await choose(page, "Priority", "High");
  await field(page, "Content").fill('<p>Dock <b>closed</b> today<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>');
  await field(page, "From").fill("2026-05-02");
  await field(page, "To").fill("2026-05-01");
  await choose(page, "Publish to", "Chosen users");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("choose at least one user to publish to")).toBeVisible();
  // The picker finds a user by mobile or e-mail too, while showing names only; then by username.
  await field(page, "Users").fill("13800000002");
  await expect(page.getByRole("option", { name: "Lin Xiaoyu (editor)", exact: true })).toBeVisible();
  await expect(page.getByRole("option")).toHaveCount(1);
  await field(page, "Users").fill("");
  await field(page, "Users").fill("editor@globaltrade");
  await expect(page.getByRole("option", { name: "Lin Xiaoyu (editor)", exact: true })).toBeVisible();
  await field(page, "Users").fill("");
  await field(page, "Users").fill("editor");
  await page.getByRole("option", { name: "Lin Xiaoyu (editor)", exact: true }).click();
  await page.keyboard.press("Escape");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("the end date must not be before the start date")).toBeVisible();
  await field(page, "To").fill("2026-05-31");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  await page.getByRole("search").getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/title=/);
  await expect(table(page).locator("tbody tr")).toHaveCount(1, { timeout: 20_000 });
  await expect(rowOf(page, title)).toContainText("Chosen users");
  await rowOf(page, title).getByRole("button", { name: "Edit" }).click();
  await choose(page, "Priority", "Low");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(rowOf(page, title)).toContainText("Low");

  // The chosen user reads it: the bell's "see more" leads to my notifications.
  await loginAs(context, "editor");
  await page.goto("/mynotification?read=false");
  await hydrated(page);
  await expect(rowOf(page, title)).toContainText("Unread");
  await rowOf(page, title).getByRole("button", { name: "Open" }).click();
  const content = page.getByTestId("notification-content");
  await expect(content.locator("b")).toHaveText("closed");
  await expect(content.locator("script")).toHaveCount(0);
  await expect(content.locator("a")).not.toHaveAttribute("href", /javascript/);
  await page.keyboard.press("Escape");
  // Opening marked it read: once that is answered, the unread list, read again, no longer holds it.
  await expect(rowOf(page, title)).toHaveCount(0);
  await page.goto("/mynotification?read=true");
  await expect(rowOf(page, title)).toContainText("Read");
  await page.goto("/mynotification?read=false");
  await hydrated(page);
  await table(page).locator("tbody tr").first().click();
  await toolbar(page, "Mark read").click();
  await expect(page.getByText("Marked as read")).toBeVisible();

  // Another user of the tenant never received it.
  await loginAs(context, "agent");
  await page.goto("/mynotification");
  await hydrated(page);
  await expect(rowOf(page, title)).toHaveCount(0);

  await loginAs(context, "admin");
  await page.goto(`/notification?title=${encodeURIComponent(title)}`);
  await hydrated(page);
  await rowOf(page, title).click();
  await toolbar(page, "Delete").click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(rowOf(page, title)).toHaveCount(0);
});

test("tenants: a platform administrator creates, edits and reviews; nobody reviews their own application", async ({ page, context }) => {
  const code = String(70000 + (Date.now() % 20000));
  await loginAs(context, "admin");
  await page.goto("/systenant");
  await hydrated(page);
  await expect(rowOf(page, "10001")).toContainText("Approved");
  await toolbar(page, "Add").click();
  const dialog = page.getByRole("dialog");
  await field(page, "Code").fill(code);
  await field(page, "Name").fill("E2E Harbour Ltd.");
  await field(page, "Start").fill("2026-01-01");
  await field(page, "End").fill("2025-12-31");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("the end date must be after the start date")).toBeVisible();
  await field(page, "End").fill("2028-12-31");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await page.goto(`/systenant?tenantCode=${code}`);
  await hydrated(page);
  await expect(rowOf(page, code)).toContainText("2028-12-31");
  await rowOf(page, code).getByRole("button", { name: "Edit" }).click();
  await expect(field(page, "Code")).toHaveCount(0);
  await field(page, "Name").fill("E2E Harbour Group");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(rowOf(page, code)).toContainText("E2E Harbour Group");

  // The admin's own application (10008) stays for another reviewer.
  await page.goto("/systenant?applyStatus=pending");
  await hydrated(page);
  await rowOf(page, "10008").click();
  await toolbar(page, "Review").click();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("nobody may review their own application")).toBeVisible();
  await page.keyboard.press("Escape");

  await rowOf(page, "10013").click();
  await toolbar(page, "Review").click();
  await dialog.getByText("Reject", { exact: true }).click();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByText("give the reason for the rejection")).toBeVisible();
  await field(page, "Rejection reason").fill("Customs registration number missing");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Application reviewed")).toBeVisible();
  await page.goto("/systenant?tenantCode=10013");
  await expect(rowOf(page, "10013")).toContainText("Customs registration number missing");

  await page.goto(`/systenant?tenantCode=${code}`);
  await hydrated(page);
  await rowOf(page, code).click();
  await toolbar(page, "Delete").click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(rowOf(page, code)).toHaveCount(0);

  // A tenant administrator who is not the platform's has no tenant screen.
  await loginAs(context, "manager");
  const refused = await page.goto("/systenant");
  expect(refused?.status()).toBeGreaterThanOrEqual(400);
  await expect(table(page)).toHaveCount(0);
});

test("app clients: the secret is shown once on create and on renewal, the product's clients stay", async ({ page, context }) => {
  const clientId = `e2e-${Date.now()}`;
  await loginAs(context, "admin");
  await page.goto("/appclient");
  await hydrated(page);
  await toolbar(page, "Add").click();
  const dialog = page.getByRole("dialog");
  await field(page, "Client ID").fill(clientId);
  await choose(page, "Grant types", "Password");
  await choose(page, "Grant types", "Refresh token");
  await page.keyboard.press("Escape");
  await field(page, "Scope").fill("ui");
  await field(page, "Access token (s)").fill("1800");
  await field(page, "Refresh token (s)").fill("86400");
  await dialog.getByRole("button", { name: "Save" }).click();
  const secret = page.getByTestId("client-secret");
  await expect(secret).toHaveText(/^[\w-]{40,}$/, { timeout: 30_000 });
  const first = await secret.textContent();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(rowOf(page, clientId)).toContainText("Password, Refresh token");
  await expect(table(page)).not.toContainText(first!);

  await rowOf(page, clientId).getByRole("button", { name: "Edit" }).click();
  await field(page, "Access token (s)").fill("900");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(rowOf(page, clientId)).toContainText("900");

  await rowOf(page, clientId).click();
  await toolbar(page, "New secret").click();
  await page.getByRole("dialog").getByRole("button", { name: "Make new secret" }).click();
  await expect(secret).toHaveText(/^[\w-]{40,}$/);
  expect(await secret.textContent()).not.toBe(first);
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();

  await page.goto("/appclient?clientId=browser");
  await hydrated(page);
  await rowOf(page, "browser").click();
  await toolbar(page, "Delete").click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("the product's own clients cannot be deleted")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto(`/appclient?clientId=${clientId}`);
  await hydrated(page);
  await rowOf(page, clientId).click();
  await toolbar(page, "Delete").click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(rowOf(page, clientId)).toHaveCount(0);
});
