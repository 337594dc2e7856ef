import { and, eq, isNull } from "drizzle-orm";
import type { Request } from "express";
import { z } from "zod";
import type { AuditAction } from "../../contract/admin/auditlog";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { MILESTONES } from "../../contract/customs/milestones";
import { idSchema } from "../../contract/envelope";
import { usaMessages as u } from "../../contract/usa/messages";
import { recordUsMilestoneSchema, usMilestonePaths, type UsMilestone } from "../../contract/usa/milestone";
import { usMilestones, usShipments } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { containersOf, findShipment, milestonesOf } from "./us-clearance-references";
import { recordingRefusal } from "./us-shipment-state";

const MENU = "importClearance";
const shipmentQuerySchema = z.object({ shipmentId: idSchema });
const idQuerySchema = z.object({ id: idSchema });

type MilestoneRow = typeof usMilestones.$inferSelect;
const wire = (row: MilestoneRow): UsMilestone & { tenantCode: string } => ({ ...row, createTime: isoTime(row.createTime) });

/** The shipment's own milestones first, then each container's, each in display order. */
const displayOrder = (a: MilestoneRow, b: MilestoneRow) =>
  (a.containerId ?? "").localeCompare(b.containerId ?? "") || MILESTONES.indexOf(a.milestone) - MILESTONES.indexOf(b.milestone);

/** The shipment row keeps the eta milestone's value, which its list sorts by. */
function copyEta(tx: Queryable, principal: Principal, shipmentId: string, eta: string | null, now: number): void {
  tx.update(usShipments)
    .set({ eta, updateTime: new Date(now) })
    .where(and(scoped(usShipments, principal), eq(usShipments.id, shipmentId)))
    .run();
}

/**
 * A shipment's milestones (usMilestonePaths): read with the shipment, recorded one at a time
 * (recording again moves the value) under the order and hold rules, each write audited in its
 * transaction. Recording is an update of the clearance, removing one a deletion.
 */
export const usMilestone: SimResource = {
  bases: [usMilestonePaths.base],
  routes(router, local, ctx) {
    const { db } = ctx;
    const audit = (tx: Queryable, req: Request, action: AuditAction, entityId: string, before: unknown, after: unknown) => {
      const principal = principalOf(req);
      writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action, entity: MENU, entityId, before, after, ip: req.ip });
    };

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
        const containerId = values.containerId ?? null;
        const recorded = db.transaction((tx) => {
          const shipment = findShipment(tx, principal, values.shipmentId);
          const containerIds = containersOf(tx, principal, shipment.id).map((c) => c.id);
          if (containerId !== null && !containerIds.includes(containerId)) throw new SimError(u.containerUnknown);
          const refusal = recordingRefusal(shipment, milestonesOf(tx, principal, shipment.id), containerIds, { containerId, milestone: values.milestone, at: values.at });
          if (refusal) throw new SimError(refusal);

          const same = and(
            scoped(usMilestones, principal),
            eq(usMilestones.shipmentId, shipment.id),
            containerId === null ? isNull(usMilestones.containerId) : eq(usMilestones.containerId, containerId),
            eq(usMilestones.milestone, values.milestone),
          );
          const before = tx.select().from(usMilestones).where(same).get();
          const value = { at: values.at, note: values.note ?? null, createBy: principal.username, createTime: new Date(ctx.now()) };
          if (before) tx.update(usMilestones).set(value).where(same).run();
          else tx.insert(usMilestones).values({ id: nextId(), tenantCode: principal.tenantCode, shipmentId: shipment.id, containerId, milestone: values.milestone, ...value }).run();
          const after = tx.select().from(usMilestones).where(same).get()!;
          if (values.milestone === "eta") copyEta(tx, principal, shipment.id, values.at, ctx.now());
          audit(tx, req, before ? "update" : "create", after.id, before ? wire(before) : null, wire(after));
          return wire(after);
        });
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
          tx.delete(usMilestones).where(mine).run();
          if (before.milestone === "eta") copyEta(tx, principal, before.shipmentId, null, ctx.now());
          audit(tx, req, "delete", id, wire(before), null);
        });
        return ok();
      }),
    );
  },
};
