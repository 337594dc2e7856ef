import { and, eq } from "drizzle-orm";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { fileDownloadPath, fileMessages } from "../../contract/file";
import { usContainerPaths } from "../../contract/usa/container";
import { usaMessages as u } from "../../contract/usa/messages";
import { usMilestonePaths } from "../../contract/usa/milestone";
import { usShipmentPaths } from "../../contract/usa/shipment";
import { usTowingOrderCalls, usTowingOrderPaths, usTowingOrderSchema } from "../../contract/usa/towing";
import { auditLog, usMilestones } from "../../db/schema";
import { T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { newShipment } from "../testing/usa-clearance-world";
import { book, insertTowingWorld } from "../testing/usa-towing-world";
import { ok, refusal } from "../testing/answers";

const CONTAINER = { sizeType: "45G1", grossWeightKg: "18000", packages: "900" };

let sim: TestSimulator;
let token: string;
beforeEach(async () => {
  sim = await startTestSimulator();
  insertTowingWorld(sim.db);
  token = await sim.login("admin", T1);
});
afterEach(() => sim.close());


const addShipment = async (overrides: Record<string, unknown> = {}, as = token, tenant = T1) => (await ok(sim.post(usShipmentPaths.add, { token: as, json: newShipment(tenant, overrides) }))).id as string;
const addContainer = async (shipmentId: string, containerNumber = "MSKU1234565", as = token) => (await ok(sim.post(usContainerPaths.add, { token: as, json: { ...CONTAINER, shipmentId, containerNumber } }))).id as string;
const record = (shipmentId: string, milestone: string, at: string, containerId?: string) => ok(sim.post(usMilestonePaths.record, { token, json: { shipmentId, milestone, at, containerId } }));

/** An order's add body: the tenant's trucker, appointments on 23 and 24 December. */
const order = (shipmentId: string, containerId: string, overrides: Record<string, unknown> = {}, tenant = T1) => ({
  shipmentId,
  containerId,
  truckerId: book(tenant).trucker,
  pickupAppointment: "2025-12-23T09:00",
  deliveryAppointment: "2025-12-24T10:00",
  deliveryAddress: "Inland Empire DC, 1200 Commerce Way, Ontario, CA",
  ...overrides,
});
const add = (json: unknown, as = token) => sim.post(usTowingOrderPaths.add, { token: as, json });
const update = (id: string, json: object) => sim.put(usTowingOrderPaths.update, { token, json: { ...json, id } });
const advance = (id: string, status: string, at: string, as = token) => sim.post(usTowingOrderCalls.advance, { token: as, json: { id, status, at } });
const orders = async (query: Record<string, string> = {}, as = token) => (await ok(sim.get(usTowingOrderPaths.query, { token: as, query }))).list as any[];
const ids = async (query: Record<string, string>) => (await orders(query)).map((o) => o.id);
/** The container's milestones, by name. */
const milestonesOf = async (shipmentId: string, containerId: string) =>
  Object.fromEntries(((await ok(sim.get(usMilestonePaths.query, { token, query: { shipmentId } }))) as any[]).filter((m) => m.containerId === containerId).map((m) => [m.milestone, m.at]));

/** Arrived 20 December, the box available on the 21st, released by customs on the 22nd at 09:00. */
async function releasedBox() {
  const shipment = await addShipment();
  await record(shipment, "port", "2025-12-20T06:00");
  await record(shipment, "customs", "2025-12-22T09:00");
  await record(shipment, "freight", "2025-12-22T09:30");
  const box = await addContainer(shipment);
  await record(shipment, "container", "2025-12-21T07:00", box);
  await record(shipment, "lastFreeDay", "2025-12-25", box);
  return { shipment, box };
}

describe("drayage orders in the simulator", () => {
  it("creates an order for a container of its shipment with a drayage trucker, and refuses what does not fit", async () => {
    const { shipment, box } = await releasedBox();
    const other = await addShipment({ mbl: "MAEU900000002" });
    const otherBox = await addContainer(other, "CSQU3054383");
    expect(await refusal(add(order(shipment, otherBox)))).toBe(u.containerUnknown);
    // An ocean carrier is no trucker.
    expect(await refusal(add(order(shipment, box, { truckerId: book(T1).carrier })))).toBe(u.truckerUnknown);
    expect(await refusal(add(order(shipment, box, { deliveryAppointment: "2025-12-23T08:00" })))).toContain(u.deliveryBeforePickup);
    expect(await refusal(add(order(shipment, box, { chassis: "MSKU 123456" })))).toContain(u.chassisShape);
    expect(await refusal(add(order(shipment, box, { podFile: fileDownloadPath("999999", "pod.pdf") })))).toBe(fileMessages.badAttachment);
    const id = (await ok(add(order(shipment, box, { chassis: "dclz 402117" })))).id as string;
    expect(await refusal(add(order(shipment, box)))).toBe(u.towingContainerTaken);

    const [row] = await orders();
    expect(usTowingOrderSchema.parse(row)).toMatchObject({
      id, status: "planned", dispatchedAt: null, fileNo: "USI-2601-0001", containerNumber: "MSKU1234565", truckerName: "Demo Port Hauling", lastFreeDay: "2025-12-25", chassis: "DCLZ402117",
    });
    expect(await ids({ container: "1234 565" })).toEqual([id]);
    expect(await ids({ fileNo: "0001" })).toEqual([id]);
    expect(await ids({ truckerId: book(T1).trucker, status: "planned" })).toEqual([id]);
    expect(await ids({ status: "dispatched" })).toEqual([]);
    expect(await ids({ shipmentId: other })).toEqual([]);

    const containers = await ok(sim.get(usTowingOrderCalls.containerOptions, { token }));
    expect(containers).toContainEqual({ value: box, label: "MSKU1234565 · USI-2601-0001" });
    expect(await ok(sim.get(usTowingOrderCalls.truckerOptions, { token }))).toEqual([{ value: book(T1).trucker, label: "DPHD · Demo Port Hauling" }]);
  });

  it("moves an order one step at a time, each step recording the container's milestones in order, audited", async () => {
    const { shipment, box } = await releasedBox();
    const id = (await ok(add(order(shipment, box, { pickupAppointment: "", deliveryAppointment: "" })))).id as string;
    expect(await refusal(advance(id, "dispatched", "2025-12-22T08:00"))).toBe(u.towingNeedsAppointment);
    await ok(update(id, order(shipment, box)));
    expect(await refusal(advance(id, "pickedUp", "2025-12-23T10:00"))).toBe(u.towingNotNext);
    await ok(advance(id, "dispatched", "2025-12-22T08:00"));

    // Before the box was available, then before customs released it: refused, nothing recorded.
    expect(await refusal(advance(id, "pickedUp", "2025-12-21T06:00"))).toBe(u.milestoneOutOfOrder);
    expect(await refusal(advance(id, "pickedUp", "2025-12-22T08:30"))).toBe(u.milestoneOutOfOrder);
    expect((await orders())[0]).toMatchObject({ status: "dispatched", dispatchedAt: "2025-12-22T08:00" });
    expect(await milestonesOf(shipment, box)).toEqual({ container: "2025-12-21T07:00", lastFreeDay: "2025-12-25" });

    await ok(advance(id, "pickedUp", "2025-12-23T10:00"));
    expect(await milestonesOf(shipment, box)).toMatchObject({ pickup: "2025-12-23T10:00", outgate: "2025-12-23T10:00" });
    // The box is out: the order keeps it.
    const second = await addContainer(shipment, "CSQU3054383");
    expect(await refusal(update(id, order(shipment, second)))).toBe(u.towingContainerFixed);

    await ok(update(id, order(shipment, box, { podFile: book(T1).podFile })));
    expect(await refusal(advance(id, "delivered", "2025-12-23T09:00"))).toBe(u.milestoneOutOfOrder);
    await ok(advance(id, "delivered", "2025-12-24T11:00"));
    await ok(advance(id, "emptyReturned", "2025-12-27T09:00"));
    expect(await refusal(advance(id, "emptyReturned", "2025-12-28"))).toBe(u.towingNotNext);
    expect(await milestonesOf(shipment, box)).toEqual({
      container: "2025-12-21T07:00", lastFreeDay: "2025-12-25", pickup: "2025-12-23T10:00", outgate: "2025-12-23T10:00",
      delivery: "2025-12-24T11:00", pod: "2025-12-24T11:00", empty: "2025-12-27T09:00", ingate: "2025-12-27T09:00",
    });
    expect((await orders())[0].status).toBe("emptyReturned");

    const trail = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "vehicleTowing"), eq(auditLog.entityId, id))).orderBy(auditLog.createTime, auditLog.id).all();
    expect(trail.map((row) => [row.action, (row.after as any).status])).toEqual([
      ["create", "planned"], ["update", "planned"], ["update", "dispatched"], ["update", "pickedUp"], ["update", "pickedUp"], ["update", "delivered"], ["update", "emptyReturned"],
    ]);
    expect((trail.at(-1)!.before as any).status).toBe("delivered");
    const recorded = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "importClearance"), eq(auditLog.action, "create"))).all();
    expect(recorded.map((row) => (row.after as any).milestone).filter(Boolean)).toEqual(["port", "customs", "freight", "container", "lastFreeDay", "pickup", "outgate", "delivery", "pod", "empty", "ingate"]);
  });

  it("refuses a pickup until both customs and the carrier have released the freight", async () => {
    const shipment = await addShipment();
    await record(shipment, "port", "2025-12-20T06:00");
    const box = await addContainer(shipment);
    await record(shipment, "container", "2025-12-21T07:00", box);
    const id = (await ok(add(order(shipment, box)))).id as string;
    await ok(advance(id, "dispatched", "2025-12-22T08:00"));
    expect(await refusal(advance(id, "pickedUp", "2025-12-23T10:00"))).toBe(u.towingNotReleased);
    await record(shipment, "customs", "2025-12-22T09:00");
    expect(await refusal(advance(id, "pickedUp", "2025-12-23T10:00"))).toBe(u.towingNotReleased);
    await record(shipment, "freight", "2025-12-23T11:00");
    // Released by the carrier after the pickup asked for: the order rule refuses that time.
    expect(await refusal(advance(id, "pickedUp", "2025-12-23T10:00"))).toBe(u.milestoneOutOfOrder);
    await ok(advance(id, "pickedUp", "2025-12-23T12:00"));
  });

  it("records the POD milestone, at the delivery, when the POD is attached after the delivery step", async () => {
    const { shipment, box } = await releasedBox();
    const id = (await ok(add(order(shipment, box)))).id as string;
    await ok(advance(id, "dispatched", "2025-12-22T08:00"));
    await ok(advance(id, "pickedUp", "2025-12-23T10:00"));
    await ok(advance(id, "delivered", "2025-12-24T11:00"));
    expect(await milestonesOf(shipment, box)).not.toHaveProperty("pod");
    await ok(update(id, order(shipment, box, { podFile: book(T1).podFile })));
    expect(await milestonesOf(shipment, box)).toMatchObject({ delivery: "2025-12-24T11:00", pod: "2025-12-24T11:00" });
    // What the order's steps recorded stays while the order stands past them; the rest may go.
    const rows = sim.db.select().from(usMilestones).where(eq(usMilestones.containerId, box)).all();
    const idOf = (milestone: string) => rows.find((row) => row.milestone === milestone)!.id;
    expect(await refusal(sim.post(usMilestonePaths.delete, { token, query: { id: idOf("outgate") } }))).toBe(u.milestoneFromTowing);
    expect(await refusal(sim.post(usMilestonePaths.delete, { token, query: { id: idOf("pod") } }))).toBe(u.milestoneFromTowing);
    await ok(sim.post(usMilestonePaths.delete, { token, query: { id: idOf("lastFreeDay") } }));
    const recorded = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "importClearance"), eq(auditLog.action, "create"))).all();
    expect(recorded.map((row) => (row.after as any).milestone).filter((m) => m === "pod")).toEqual(["pod"]);
  });

  it("keeps a container an order names from being deleted", async () => {
    const { shipment, box } = await releasedBox();
    await ok(add(order(shipment, box)));
    expect(await refusal(sim.post(usContainerPaths.delete, { token, query: { id: box } }))).toBe(u.containerHasTowing);
  });

  it("refuses a pickup before the container is available at the terminal", async () => {
    const shipment = await addShipment();
    await record(shipment, "port", "2025-12-20T06:00");
    const box = await addContainer(shipment);
    const id = (await ok(add(order(shipment, box)))).id as string;
    await ok(advance(id, "dispatched", "2025-12-22T08:00"));
    expect(await refusal(advance(id, "pickedUp", "2025-12-23T10:00"))).toBe(u.towingNotAvailable);
    expect(await milestonesOf(shipment, box)).toEqual({});
  });

  it("keeps each tenant's orders, shipments, containers and truckers apart", async () => {
    const { shipment, box } = await releasedBox();
    const id = (await ok(add(order(shipment, box)))).id as string;
    const other = await sim.login("editor", T2);
    expect(await orders({}, other)).toEqual([]);
    expect(await refusal(advance(id, "dispatched", "2025-12-22T08:00", other))).toBe(rm.notFound);
    expect(await refusal(add(order(shipment, box, {}, T2), other))).toBe(u.shipmentUnknown);
    expect(await ok(sim.get(usTowingOrderCalls.containerOptions, { token: other }))).toEqual([]);

    const own = await addShipment({}, other, T2);
    const ownBox = await addContainer(own, "MSKU1234565", other);
    expect(await refusal(add(order(own, ownBox, { truckerId: book(T1).trucker }, T2), other))).toBe(u.truckerUnknown);
    expect(await refusal(add(order(own, ownBox, { podFile: book(T1).podFile }, T2), other))).toBe(fileMessages.badAttachment);
    await ok(add(order(own, ownBox, { podFile: book(T2).podFile }, T2), other));
    expect((await orders({}, other)).map((o) => o.containerNumber)).toEqual(["MSKU1234565"]);
    expect(await ids({})).toEqual([id]);

    const editor = await sim.login("editor", T1);
    expect((await sim.get(usTowingOrderPaths.query, { token: editor })).body.status).toBe(403);
    expect((await advance(id, "dispatched", "2025-12-22T08:00", editor)).body.status).toBe(403);
  });
});
