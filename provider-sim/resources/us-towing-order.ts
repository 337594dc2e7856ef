import { and, asc, desc, eq, exists, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { resourceMessages as rm } from "../../contract/admin/resource";
import type { Milestone } from "../../contract/customs/milestones";
import { usaMessages as u } from "../../contract/usa/messages";
import {
  addUsTowingOrderSchema,
  advanceUsTowingOrderSchema,
  nextTowingStatus,
  TOWING_STATUSES,
  towingMilestones,
  updateUsTowingOrderSchema,
  usTowingOrderCalls,
  usTowingOrderPaths,
  type TowingStatus,
} from "../../contract/usa/towing";
import { usCarriers, usContainers, usMilestones, usShipments, usTowingOrders } from "../../db/schema";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource, Row } from "../crud/resource";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { contains, descending } from "../paging";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { containersOf, findShipment } from "./us-clearance-references";
import { recordMilestones } from "./us-milestone";
import { checkAttachments } from "./usa-references";
import { TOWING_STATUS } from "./export-labels";

const MENU = "vehicleTowing";
type OrderRow = typeof usTowingOrders.$inferSelect;

/** Once picked up, the container's milestones carry the order's steps: it keeps its container. */
const leftTerminal = (status: TowingStatus) => TOWING_STATUSES.indexOf(status) >= TOWING_STATUSES.indexOf("pickedUp");

const one = sql`1`;
const hasContainer = (q: Queryable, p: Principal, where: SQL) =>
  exists(q.select({ one }).from(usContainers).where(and(scoped(usContainers, p), eq(usContainers.id, usTowingOrders.containerId), where)));
const hasShipment = (q: Queryable, p: Principal, where: SQL) =>
  exists(q.select({ one }).from(usShipments).where(and(scoped(usShipments, p), eq(usShipments.id, usTowingOrders.shipmentId), where)));

function checkTrucker(db: Queryable, principal: Principal, id: unknown): void {
  const drayage = and(scoped(usCarriers, principal), eq(usCarriers.id, String(id)), eq(usCarriers.carrierKind, "drayage"));
  if (!db.select({ id: usCarriers.id }).from(usCarriers).where(drayage).get()) throw new SimError(u.truckerUnknown);
}

/** A container's milestone value, or null while not recorded. */
function containerMilestone(db: Queryable, principal: Principal, containerId: string, milestone: Milestone): string | null {
  const mine = and(scoped(usMilestones, principal), eq(usMilestones.containerId, containerId), eq(usMilestones.milestone, milestone));
  return db.select({ at: usMilestones.at }).from(usMilestones).where(mine).get()?.at ?? null;
}

/** Customs and the carrier have both released the shipment's freight. */
function released(db: Queryable, principal: Principal, shipmentId: string): boolean {
  const recorded = db
    .select({ milestone: usMilestones.milestone })
    .from(usMilestones)
    .where(and(scoped(usMilestones, principal), eq(usMilestones.shipmentId, shipmentId), isNull(usMilestones.containerId), inArray(usMilestones.milestone, ["customs", "freight"])))
    .all();
  return recorded.length === 2;
}

/** The order with what a dispatcher reads beside it: the file, the box, the trucker and the box's last free day. */
function withReferences(row: Row, db: Queryable, principal: Principal): Row {
  const order = row as Row & Pick<OrderRow, "shipmentId" | "containerId" | "truckerId">;
  const shipment = db.select({ fileNo: usShipments.fileNo }).from(usShipments).where(and(scoped(usShipments, principal), eq(usShipments.id, order.shipmentId))).get();
  const container = db.select({ number: usContainers.containerNumber }).from(usContainers).where(and(scoped(usContainers, principal), eq(usContainers.id, order.containerId))).get();
  const trucker = db.select({ name: usCarriers.nameEn }).from(usCarriers).where(and(scoped(usCarriers, principal), eq(usCarriers.id, order.truckerId))).get();
  const lastFreeDay = containerMilestone(db, principal, order.containerId, "lastFreeDay");
  return { ...row, fileNo: shipment?.fileNo ?? null, containerNumber: container?.number ?? null, truckerName: trucker?.name ?? null, lastFreeDay };
}

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "Drayage orders", zh: "拖车派送", tw: "拖車派送" },
  paths: usTowingOrderPaths,
  table: usTowingOrders,
  addSchema: addUsTowingOrderSchema,
  updateSchema: updateUsTowingOrderSchema,
  filters: {
    status: { column: usTowingOrders.status, match: "equals" },
    truckerId: { column: usTowingOrders.truckerId, match: "equals" },
    shipmentId: { column: usTowingOrders.shipmentId, match: "equals" },
    container: { where: (value, q, p) => hasContainer(q, p, contains(usContainers.containerNumber, value.replace(/[\s-]/g, ""))) },
    fileNo: { where: (value, q, p) => hasShipment(q, p, contains(usShipments.fileNo, value)) },
  },
  sortable: { pickupAppointment: usTowingOrders.pickupAppointment, deliveryAppointment: usTowingOrders.deliveryAppointment, createTime: usTowingOrders.createTime },
  // Latest appointments first, orders still without one above them: what is still to come heads the list.
  defaultOrder: [descending(usTowingOrders.pickupAppointment, "first"), descending(usTowingOrders.createTime)],
  exportColumns: [
    { field: "fileNo", header: { en: "File no.", zh: "业务编号", tw: "業務編號" } },
    { field: "containerNumber", header: { en: "Container no.", zh: "箱号", tw: "櫃號" } },
    { field: "truckerName", header: { en: "Trucker", zh: "拖车公司", tw: "拖車公司" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: TOWING_STATUS } },
    { field: "pickupAppointment", header: { en: "Pickup appointment", zh: "提柜预约", tw: "提櫃預約" }, kind: "time" },
    { field: "deliveryAppointment", header: { en: "Delivery appointment", zh: "送货预约", tw: "送貨預約" }, kind: "time" },
    { field: "lastFreeDay", header: { en: "Last free day", zh: "免费期截止", tw: "免費期截止" } },
    { field: "deliveryAddress", header: { en: "Delivery address", zh: "送货地址", tw: "送貨地址" } },
    { field: "chassis", header: { en: "Chassis", zh: "车架", tw: "車架" } },
    { field: "accessorials", header: { en: "Accessorials", zh: "附加费项", tw: "附加費項" } },
  ],
  unique: { field: "containerId", column: usTowingOrders.containerId, message: u.towingContainerTaken },
  check(db, principal, values, id) {
    const shipment = findShipment(db, principal, values.shipmentId);
    if (!containersOf(db, principal, shipment.id).some((c) => c.id === values.containerId)) throw new SimError(u.containerUnknown);
    checkTrucker(db, principal, values.truckerId);
    checkAttachments(db, principal, values, ["podFile"]);
    if (id === undefined) return;
    const stored = db.select().from(usTowingOrders).where(and(scoped(usTowingOrders, principal), eq(usTowingOrders.id, id))).get();
    if (stored && leftTerminal(stored.status) && (stored.containerId !== values.containerId || stored.shipmentId !== values.shipmentId)) throw new SimError(u.towingContainerFixed);
  },
  // A POD attached after the delivery step is recorded as the container's POD milestone, at its delivery.
  afterWrite(db, principal, id, _values, write) {
    const order = db.select().from(usTowingOrders).where(and(scoped(usTowingOrders, principal), eq(usTowingOrders.id, id))).get();
    if (!order?.podFile || (order.status !== "delivered" && order.status !== "emptyReturned")) return;
    const delivered = containerMilestone(db, principal, order.containerId, "delivery");
    if (delivered === null || containerMilestone(db, principal, order.containerId, "pod") !== null) return;
    recordMilestones(db, { principal, ip: write.ip }, write.now, findShipment(db, principal, order.shipmentId), { containerId: order.containerId, milestones: ["pod"], at: delivered, note: null });
  },
  view: (row, db, principal) => withReferences(row, db, principal),
};

/**
 * Drayage orders (/vehicleTowing): the orders, the options their form picks from, and the step
 * that moves an order on, recording the container's milestones (us-milestone.ts) with the new
 * status and its audit row in one transaction: a refused milestone refuses the step.
 */
export const usTowingOrder: SimResource = {
  bases: [usTowingOrderPaths.base],
  crud,
  routes(router, local, ctx) {
    const { db } = ctx;

    router.post(
      local(usTowingOrderCalls.advance),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "update");
        const { id, status, at } = parseWith(advanceUsTowingOrderSchema, req.body);
        db.transaction((tx) => {
          const mine = and(scoped(usTowingOrders, principal), eq(usTowingOrders.id, id));
          const before = tx.select().from(usTowingOrders).where(mine).get();
          if (!before) throw new SimError(rm.notFound);
          if (nextTowingStatus(before.status) !== status) throw new SimError(u.towingNotNext);
          if (status === "dispatched" && !before.pickupAppointment) throw new SimError(u.towingNeedsAppointment);
          if (status === "pickedUp" && containerMilestone(tx, principal, before.containerId, "container") === null) throw new SimError(u.towingNotAvailable);
          // DOMAIN §5.2: both customs and the carrier must have released the box before a trucker takes it.
          if (status === "pickedUp" && !released(tx, principal, before.shipmentId)) throw new SimError(u.towingNotReleased);
          const shipment = findShipment(tx, principal, before.shipmentId);
          const milestones = towingMilestones(status, before.podFile !== null);
          if (milestones.length > 0) recordMilestones(tx, req, ctx.now(), shipment, { containerId: before.containerId, milestones, at, note: null });
          tx.update(usTowingOrders)
            .set({ status, ...(status === "dispatched" ? { dispatchedAt: at } : {}), updateTime: new Date(ctx.now()) })
            .where(mine)
            .run();
          const after = tx.select().from(usTowingOrders).where(mine).get()!;
          const wire = (row: OrderRow) => withReferences({ ...row, createTime: isoTime(row.createTime), updateTime: isoTime(row.updateTime) }, tx, principal);
          const actor = { userId: principal.userId, username: principal.username };
          writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor, action: "update", entity: MENU, entityId: id, before: wire(before), after: wire(after), ip: req.ip });
        });
        return ok();
      }),
    );

    /** A dropdown call: the caller's options as `[{ value, label }]`. */
    const dropdown = (path: string, options: (principal: Principal) => { value: string; label: string }[]) => router.get(local(path), handle((req) => ok(options(principalOf(req)))));

    dropdown(usTowingOrderCalls.containerOptions, (principal) =>
      db
        .select({ value: usContainers.id, containerNumber: usContainers.containerNumber, fileNo: usShipments.fileNo })
        .from(usContainers)
        .innerJoin(usShipments, and(scoped(usShipments, principal), eq(usShipments.id, usContainers.shipmentId)))
        .where(scoped(usContainers, principal))
        .orderBy(desc(usShipments.fileNo), asc(usContainers.containerNumber))
        .all()
        .map((row) => ({ value: row.value, label: `${row.containerNumber} · ${row.fileNo ?? ""}` })),
    );

    dropdown(usTowingOrderCalls.truckerOptions, (principal) =>
      db
        .select({ value: usCarriers.id, scac: usCarriers.scac, name: usCarriers.nameEn })
        .from(usCarriers)
        .where(and(scoped(usCarriers, principal), eq(usCarriers.carrierKind, "drayage"), eq(usCarriers.status, "enabled")))
        .orderBy(asc(usCarriers.scac))
        .all()
        .map((row) => ({ value: row.value, label: `${row.scac} · ${row.name}` })),
    );
  },
};
