import { choose, expect, field, hydrated, loginAs, test } from "./support";

/** `YYYY-MM-DDTHH:mm` of today at `time` (UTC, the day the demo book was seeded from). */
const today = (time: string) => `${new Date().toISOString().slice(0, 10)}T${time}`;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.describe("drayage: a dispatcher sends a truck for a container and its pickup lands on the shipment", () => {
  test("a pickup before the container is available is refused; at a valid time it records the pickup and the outgate", async ({ page, context }) => {
    await loginAs(context, "agent");

    // Released by customs today at 11:00, its container not yet available: the terminal reports it at 12:00, the carrier releases at 11:30.
    await page.goto("/importClearance");
    await hydrated(page);
    await page.getByRole("search").getByLabel("Importer").click();
    await page.getByRole("option", { name: "Sunvale Garden Supply Inc.", exact: true }).click();
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    const shipmentRow = page.getByTestId("data-table").locator("tbody tr", { hasText: "Sunvale Garden Supply Inc." });
    await expect(shipmentRow).toHaveCount(1);
    await shipmentRow.getByRole("link", { name: /USI-\d{4}-\d{4}/ }).click();
    await hydrated(page);
    const fileNo = (await page.getByRole("heading", { level: 2 }).innerText()).match(/USI-\d{4}-\d{4}/)![0];
    const boxes = page.getByRole("table", { name: "Containers" });
    const container = (await boxes.locator("thead th").nth(1).innerText()).trim();
    await page.getByRole("textbox", { name: "Milestone", exact: true }).click();
    await page.getByRole("option", { name: "Available", exact: true }).click();
    await page.getByRole("textbox", { name: "Container", exact: true }).click();
    await page.getByRole("option", { name: container }).click();
    await field(page, "Date and time").fill(today("12:00"));
    await page.getByRole("button", { name: "Record", exact: true }).click();
    await expect(page.getByText("Milestone recorded")).toBeVisible();
    // The carrier releases the freight too: without it no trucker may take the box.
    await page.getByRole("textbox", { name: "Milestone", exact: true }).click();
    await page.getByRole("option", { name: "Freight released (carrier)", exact: true }).click();
    await field(page, "Date and time").fill(today("11:30"));
    await page.getByRole("button", { name: "Record", exact: true }).click();
    await expect(page.getByRole("table", { name: "Shipment" }).getByRole("row", { name: /^Freight released/ })).toContainText(today("11:30").replace("T", " "));

    // The order: the box, its trucker, the terminal appointment and where it goes.
    await page.goto("/vehicleTowing");
    await hydrated(page);
    await page.getByTestId("toolbar").getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await choose(dialog, page, "Shipment (file no.)", fileNo);
    await choose(dialog, page, "Container", `${container} · ${fileNo}`);
    await choose(dialog, page, "Trucker", /^DPHD/);
    await field(dialog, "Pickup appointment").fill(today("15:00"));
    await field(dialog, "Delivery appointment").fill(today("09:00"));
    await field(dialog, "Delivery address").fill("Sunvale Garden Supply Inc., 1200 Distribution Way, Ontario, CA 91761");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("the delivery appointment cannot be earlier than the pickup appointment")).toBeVisible();
    await field(dialog, "Delivery appointment").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    await page.getByRole("search").getByLabel("Container no.").fill(container);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    const row = page.getByTestId("data-table").locator("tbody tr", { hasText: container });
    await expect(row).toContainText("Planned");
    await expect(row).toContainText("Demo Port Hauling");

    await row.getByRole("button", { name: "Dispatch", exact: true }).click();
    await field(dialog, "Date and time").fill(today("12:30"));
    await dialog.getByRole("button", { name: "Dispatch", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Dispatched");

    // 11:30 is after the customs release but before the box was available: refused, the order stays dispatched.
    await row.getByRole("button", { name: "Pick up", exact: true }).click();
    await expect(dialog).toContainText("Picked up, Outgate");
    await field(dialog, "Date and time").fill(today("11:30"));
    await dialog.getByRole("button", { name: "Pick up", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("a milestone cannot be earlier than the milestone it follows");
    await field(dialog, "Date and time").fill(today("16:00"));
    await dialog.getByRole("button", { name: "Pick up", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Picked up");

    // The shipment's page shows the container's pickup and outgate at that time.
    await row.getByRole("link", { name: "Shipment" }).click();
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 2 })).toContainText(fileNo);
    const at = today("16:00").replace("T", " ");
    await expect(boxes.getByRole("row", { name: /^Picked up/ })).toContainText(at);
    await expect(boxes.getByRole("row", { name: /^Outgate/ })).toContainText(at);
  });
});
