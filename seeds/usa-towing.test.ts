import type { Milestone } from "../contract/customs/milestones";
import { attachmentOf, fileProblem } from "../contract/file";
import { addUsTowingOrderSchema, TOWING_STATUSES, usTowingOrderPaths, usTowingOrderSchema } from "../contract/usa/towing";
import { openDb } from "../db/client";
import { usTowingOrders } from "../db/schema";
import { startTestSimulator } from "../provider-sim/testing/harness";
import { T1 } from "../provider-sim/testing/fixtures";
import { buildUsa, insertUsa } from "./usa";
import { buildUsaClearance, insertUsaClearance } from "./usa-clearance";
import { buildUsaTowing, clearanceBookDay, insertUsaTowing } from "./usa-towing";

/** The harness's first day, 2026-01-01: the simulator reads the book on its anchor day. */
const ANCHOR = "2026-01-01";
const usa = buildUsa(ANCHOR);
const clearance = buildUsaClearance(ANCHOR, usa);
const seed = buildUsaTowing(ANCHOR, usa, clearance);
const asInput = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? "" : v]));
const milestone = (containerId: string, name: Milestone) => clearance.milestoneRows.find((m) => m.containerId === containerId && m.milestone === name)?.at ?? null;

describe("the drayage demo book", () => {
  it("gives every container past its availability one order, whose status agrees with the container's milestones", () => {
    for (const box of clearance.containerRows) {
      const orders = seed.orderRows.filter((o) => o.containerId === box.id);
      const has = (name: Milestone) => milestone(box.id, name) !== null;
      expect({ box: box.containerNumber, orders: orders.length }).toEqual({ box: box.containerNumber, orders: has("container") ? 1 : 0 });
      if (orders.length === 0) continue;
      const [order] = orders;
      const reached = (status: (typeof TOWING_STATUSES)[number]) => TOWING_STATUSES.indexOf(order.status!) >= TOWING_STATUSES.indexOf(status);
      expect({ box: box.containerNumber, tenant: order.tenantCode, shipment: order.shipmentId, pickedUp: reached("pickedUp"), delivered: reached("delivered"), returned: reached("emptyReturned"), pod: order.podFile !== null }).toEqual({
        box: box.containerNumber, tenant: box.tenantCode, shipment: box.shipmentId,
        pickedUp: has("pickup") && has("outgate"), delivered: has("delivery"), returned: has("empty") && has("ingate"), pod: has("pod"),
      });
      // A dispatched trucker has an appointment to keep.
      if (reached("dispatched")) expect(order.pickupAppointment).not.toBeNull();
    }
  });

  it("passes the rules a dispatcher's own input must pass: the add schema, a drayage trucker of the tenant, a POD the tenant holds", () => {
    for (const order of seed.orderRows) {
      expect({ id: order.id, ok: addUsTowingOrderSchema.safeParse(asInput(order)).success }).toEqual({ id: order.id, ok: true });
      const trucker = usa.carrierRows.find((c) => c.id === order.truckerId);
      expect({ id: order.id, kind: trucker?.carrierKind, tenant: trucker?.tenantCode }).toEqual({ id: order.id, kind: "drayage", tenant: order.tenantCode });
      if (order.podFile === null) continue;
      const file = seed.podFileRows.find((f) => f.id === attachmentOf(order.podFile)?.id)!;
      expect(file.tenantCode).toBe(order.tenantCode);
      expect(fileProblem([{ name: file.originalName, size: file.size, head: new Uint8Array(file.content) }], ["pdf"])).toBeNull();
    }
    expect(new Set(seed.orderRows.filter((o) => o.tenantCode === "10001").map((o) => o.status))).toEqual(new Set(TOWING_STATUSES));
  });

  it("is the same book for the same day, and is added on the clearance book's own day", () => {
    expect(buildUsaTowing(ANCHOR, usa, clearance)).toEqual(seed);
    const db = openDb(":memory:");
    insertUsaClearance(db, buildUsaClearance("2025-11-20", buildUsa("2025-11-20")));
    expect(clearanceBookDay(db)).toBe("2025-11-20");
  });

  it("reads through the simulator on its anchor day", async () => {
    const sim = await startTestSimulator();
    try {
      sim.db.transaction((tx) => {
        insertUsa(tx, usa);
        insertUsaClearance(tx, clearance);
        insertUsaTowing(tx, seed);
      });
      const token = await sim.login("admin", T1);
      const { list, pagination } = (await sim.get(usTowingOrderPaths.query, { token, query: { pageSize: "1000" } })).body.data;
      expect(pagination.total).toBe(seed.orderRows.filter((o) => o.tenantCode === T1).length);
      for (const row of list) expect({ id: row.id, ok: usTowingOrderSchema.safeParse(row).success }).toEqual({ id: row.id, ok: true });
      expect(list.every((row: any) => row.fileNo && row.containerNumber && row.truckerName && row.lastFreeDay)).toBe(true);
      expect(sim.db.select().from(usTowingOrders).all().length).toBe(seed.orderRows.length);
    } finally {
      await sim.close();
    }
  });
});
