import { and, eq, isNull } from "drizzle-orm";
import type { Request } from "express";
import { z } from "zod";
import type { AuditAction } from "../../contract/admin/auditlog";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { MILESTONES, type Milestone } from "../../contract/customs/milestones";
import { idSchema } from "../../contract/envelope";
import { usaMessages as u } from "../../contract/usa/messages";
import { recordUsMilestoneSchema, usMilestonePaths, type UsMilestone } from "../../contract/usa/milestone";
import { towingRecorded } from "../../contract/usa/towing";
import { usMilestones, usShipments, usTowingOrders } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { containersOf, findShipment, milestonesOf, type ShipmentRow } from "./us-clearance-references";
import { recordingRefusal, removalRefusal, type MilestoneValue } from "./us-shipment-state";

const MENU = "importClearance";
/** Whoever records: a request, or a write of another record on the caller's behalf. */
type Who = Request | { principal: Principal; ip?: string };
const whoseWrite = (who: Who): Principal => ("principal" in who && who.principal ? who.principal : principalOf(who as Request));
const shipmentQuerySchema = z.object({ shipmentId: idSchema });
const idQuerySchema = z.object({ id: idSchema });

type MilestoneRow = typeof usMilestones.$inferSelect;
const wire = (row: MilestoneRow): UsMilestone & { tenantCode: string } => ({ ...row, createTime: isoTime(row.createTime) });

/** The shipment's own milestones first, then each container's, each in display order. */
const displayOrder = (a: MilestoneRow, b: MilestoneRow) =>
  (a.containerId ?? "").localeCompare(b.containerId ?? "") || MILESTONES.indexOf(a.milestone) - MILESTONES.indexOf(b.milestone);

/**
 * The shipment row keeps the values of the milestones its list sorts and filters by: the eta, and
 * the departure as the lading time the late-ISF check reads.
 */
const ROW_COPIES: Partial<Record<Milestone, "eta" | "ladenOnBoard">> = { eta: "eta", departed: "ladenOnBoard" };

function copyToRow(tx: Queryable, principal: Principal, shipmentId: string, milestone: Milestone, value: string | null, now: number): void {
  const column = ROW_COPIES[milestone];
  if (!column) return;
  tx.update(usShipments)
    .set({ [column]: value, updateTime: new Date(now) })
    .where(and(scoped(usShipments, principal), eq(usShipments.id, shipmentId)))
    .run();
}

/** Milestones of a shipment, or of one of its containers, recorded together at one time. */
export type MilestoneRecording = { containerId: string | null; milestones: readonly Milestone[]; at: string; note: string | null };

/**
 * Records milestones in the caller's transaction under the order and hold rules (recording again
 * moves a value), each write audited as a change of the clearance. Milestones recorded together
 * are checked with each other's new values, so a step that moves two at once is not refused by
 * the old value of its sibling. A refusal throws with the rule's message.
 */
export function recordMilestones(tx: Queryable, req: Who, now: number, shipment: ShipmentRow, recording: MilestoneRecording): UsMilestone[] {
  const principal = whoseWrite(req);
  const { containerId, milestones, at, note } = recording;
  const containerIds = containersOf(tx, principal, shipment.id).map((c) => c.id);
  if (containerId !== null && !containerIds.includes(containerId)) throw new SimError(u.containerUnknown);
  const together = (m: MilestoneValue) => m.containerId === containerId && milestones.includes(m.milestone);
  const values = [...milestonesOf(tx, principal, shipment.id).filter((m) => !together(m)), ...milestones.map((milestone) => ({ containerId, milestone, at }))];
  for (const milestone of milestones) {
    const refusal = recordingRefusal(shipment, values, containerIds, { containerId, milestone, at });
    if (refusal) throw new SimError(refusal);
  }
  return milestones.map((milestone) => {
    const same = and(
      scoped(usMilestones, principal),
      eq(usMilestones.shipmentId, shipment.id),
      containerId === null ? isNull(usMilestones.containerId) : eq(usMilestones.containerId, containerId),
      eq(usMilestones.milestone, milestone),
    );
    const before = tx.select().from(usMilestones).where(same).get();
    const value = { at, note, createBy: principal.username, createTime: new Date(now) };
    if (before) tx.update(usMilestones).set(value).where(same).run();
    else tx.insert(usMilestones).values({ id: nextId(), tenantCode: principal.tenantCode, shipmentId: shipment.id, containerId, milestone, ...value }).run();
    const after = tx.select().from(usMilestones).where(same).get()!;
    copyToRow(tx, principal, shipment.id, milestone, at, now);
    auditMilestone(tx, req, now, before ? "update" : "create", after.id, before ? wire(before) : null, wire(after));
    return wire(after);
  });
}

function auditMilestone(tx: Queryable, req: Who, now: number, action: AuditAction, entityId: string, before: unknown, after: unknown) {
  const principal = whoseWrite(req);
  writeAudit(tx, now, { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action, entity: MENU, entityId, before, after, ip: req.ip });
}

/**
 * A shipment's milestones (usMilestonePaths): read with the shipment, recorded one at a time
 * (recordMilestones), removed one at a time. Recording is an update of the clearance, removing
 * one a deletion, each audited in its transaction.
 */
export const usMilestone: SimResource = {
  bases: [usMilestonePaths.base],
  routes(router, local, ctx) {
    const { db } = ctx;

    router.get(
      local(usMilestonePaths.query),
      handle((req) => {
        const principal = principalOf(req);
        const { shipmentId } = parseWith(shipmentQuerySchema, req.query);
        const rows = db.select().from(usMilestones).where(and(scoped(usMilestones, principal), eq(usMilestones.shipmentId, shipmentId))).all();
        return ok(rows.sort(displayOrder).map(wire));
      }),
    );

    router.post(
      local(usMilestonePaths.record),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "update");
        const values = parseWith(recordUsMilestoneSchema, req.body);
        const [recorded] = db.transaction((tx) =>
          recordMilestones(tx, req, ctx.now(), findShipment(tx, principal, values.shipmentId), { containerId: values.containerId ?? null, milestones: [values.milestone], at: values.at, note: values.note ?? null }),
        );
        return ok(recorded);
      }),
    );

    router.post(
      local(usMilestonePaths.delete),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "delete");
        const { id } = parseWith(idQuerySchema, req.query);
        db.transaction((tx) => {
          const mine = and(scoped(usMilestones, principal), eq(usMilestones.id, id));
          const before = tx.select().from(usMilestones).where(mine).get();
          if (!before) throw new SimError(rm.notFound);
          if (before.containerId) {
            const order = tx.select().from(usTowingOrders).where(and(scoped(usTowingOrders, principal), eq(usTowingOrders.containerId, before.containerId))).get();
            if (order && towingRecorded(order.status, order.podFile !== null).includes(before.milestone)) throw new SimError(u.milestoneFromTowing);
          }
          const shipment = findShipment(tx, principal, before.shipmentId);
          const containerIds = containersOf(tx, principal, shipment.id).map((c) => c.id);
          const refusal = removalRefusal(milestonesOf(tx, principal, shipment.id), containerIds, before);
          if (refusal) throw new SimError(refusal);
          tx.delete(usMilestones).where(mine).run();
          copyToRow(tx, principal, before.shipmentId, before.milestone, null, ctx.now());
          auditMilestone(tx, req, ctx.now(), "delete", id, wire(before), null);
        });
        return ok();
      }),
    );
  },
};
