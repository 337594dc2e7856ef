import { and, asc, count, desc, eq, or, type SQL } from "drizzle-orm";
import { milestoneDay } from "../../contract/customs/milestones";
import { CONTAINERS_AT_RISK_SHOWN, RECENT_SHIPMENTS_SHOWN, usDashboardPaths, type UsDashboard } from "../../contract/usa/dashboard";
import { SHIPMENT_ATTENTION, SHIPMENT_STAGES } from "../../contract/usa/shipment";
import { usContainers, usMilestones, usParties, usShipments } from "../../db/schema";
import type { Queryable } from "../context";
import { handle, ok } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";
import { containersOf, milestonesOf } from "./us-clearance-references";
import { inTerminalWithLastFreeDay, lastFreeDaysOf, needsAttention, stageIs } from "./us-shipment-filters";
import { shipmentStage } from "./us-shipment-state";
import { dayOf } from "./usa-references";

/** The tenant's shipments under `where`, counted as the list counts its total. */
const countOf = (db: Queryable, p: Principal, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(usShipments)
    .where(and(scoped(usShipments, p), where))
    .get()?.n ?? 0;

const tally = <K extends string>(keys: readonly K[], countFor: (key: K) => number) => Object.fromEntries(keys.map((key) => [key, countFor(key)])) as Record<K, number>;

const importer = (p: Principal) => and(scoped(usParties, p), eq(usParties.id, usShipments.importerId));

/** Containers still in the terminal whose last free day has passed or is near, the earliest first. */
function containersAtRisk(db: Queryable, p: Principal, today: string): UsDashboard["containersAtRisk"] {
  const atRisk = or(lastFreeDaysOf("pastLfd", today), lastFreeDaysOf("nearLfd", today))!;
  const rows = db
    .select({ shipmentId: usShipments.id, fileNo: usShipments.fileNo, containerNumber: usContainers.containerNumber, lastFreeDay: usMilestones.at, importerName: usParties.name })
    .from(usContainers)
    .innerJoin(usShipments, and(scoped(usShipments, p), eq(usShipments.id, usContainers.shipmentId)))
    .innerJoin(usMilestones, and(scoped(usMilestones, p), eq(usMilestones.containerId, usContainers.id), eq(usMilestones.milestone, "lastFreeDay")))
    .leftJoin(usParties, importer(p))
    .where(and(scoped(usContainers, p), inTerminalWithLastFreeDay(db, p, atRisk)))
    .orderBy(asc(usMilestones.at), asc(usContainers.containerNumber))
    .limit(CONTAINERS_AT_RISK_SHOWN)
    .all();
  return rows.map((row) => ({ ...row, fileNo: row.fileNo ?? "", daysLeft: milestoneDay(row.lastFreeDay) - milestoneDay(today) }));
}

/** The newest files, in the list's default order, each at the stage its milestones put it. */
function recentShipments(db: Queryable, p: Principal): UsDashboard["recent"] {
  const rows = db
    .select({ id: usShipments.id, fileNo: usShipments.fileNo, importerName: usParties.name, eta: usShipments.eta, transportMode: usShipments.transportMode })
    .from(usShipments)
    .leftJoin(usParties, importer(p))
    .where(scoped(usShipments, p))
    .orderBy(desc(usShipments.createTime), desc(usShipments.id))
    .limit(RECENT_SHIPMENTS_SHOWN)
    .all();
  return rows.map(({ transportMode, ...row }) => {
    const containerIds = containersOf(db, p, row.id).map((c) => c.id);
    return { ...row, fileNo: row.fileNo ?? "", stage: shipmentStage(transportMode, milestonesOf(db, p, row.id), containerIds) };
  });
}

/**
 * The broker's dashboard (/usaHome), read with the shipment list's own filters (stageIs,
 * needsAttention) on the provider's clock, so each count is the total of the list it links to.
 */
export const usDashboard: SimResource = {
  bases: [usDashboardPaths.base],
  menuCode: "usaHome",
  routes(router, local, ctx) {
    router.get(
      local(usDashboardPaths.query),
      handle((req) => {
        const p = principalOf(req);
        const now = ctx.now();
        const today = dayOf(now);
        const answer: UsDashboard = {
          asOf: today,
          byStage: tally(SHIPMENT_STAGES, (stage) => countOf(ctx.db, p, stageIs(stage, ctx.db, p))),
          attention: tally(SHIPMENT_ATTENTION, (attention) => countOf(ctx.db, p, needsAttention(attention, ctx.db, p, now))),
          containersAtRisk: containersAtRisk(ctx.db, p, today),
          recent: recentShipments(ctx.db, p),
        };
        return ok(answer);
      })
    );
  },
};
