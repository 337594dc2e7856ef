import { and, between, eq, exists, isNotNull, isNull, lt, lte, not, notExists, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Milestone } from "../../contract/customs/milestones";
import { NEAR_LFD_DAYS, type ShipmentAttention, type ShipmentStage } from "../../contract/usa/shipment";
import { usContainers, usMilestones, usShipments } from "../../db/schema";
import type { Queryable } from "../context";
import type { Principal } from "../middleware/auth";
import { contains } from "../paging";
import { scoped } from "../tenant";
import { dayOf } from "./usa-references";
import { dayAfter, earliestReleaseStillDue } from "../../contract/usa/working-days";
import { latestArrivalAtRisk } from "../../contract/usa/entry-deadline";
import { CONTAINER_STEPS, SHIPMENT_STEPS } from "./us-shipment-state";

/**
 * The shipment list's filters on derived state, as SQL over us_milestone and us_container, so a
 * page is counted and cut by the database. They read the steps of us-shipment-state.ts, whose
 * functions derive the same state for one row.
 */

const dayPart = (value: SQLiteColumn) => sql`substr(${value}, 1, 10)`;

function milestones(q: Queryable, p: Principal, milestone: Milestone, where: SQL | undefined) {
  return q
    .select({ one: sql`1` })
    .from(usMilestones)
    .where(and(scoped(usMilestones, p), eq(usMilestones.milestone, milestone), where));
}

/** The shipment's own milestone, on a condition of its value. */
const own = (q: Queryable, p: Principal, milestone: Milestone, where?: SQL) =>
  exists(milestones(q, p, milestone, and(eq(usMilestones.shipmentId, usShipments.id), isNull(usMilestones.containerId), where)));

/** The current container's milestone, on a condition of its value. */
const ofContainer = (q: Queryable, p: Principal, milestone: Milestone, where?: SQL) => milestones(q, p, milestone, and(eq(usMilestones.containerId, usContainers.id), where));

const containersWhere = (q: Queryable, p: Principal, where?: SQL) =>
  q
    .select({ one: sql`1` })
    .from(usContainers)
    .where(and(scoped(usContainers, p), eq(usContainers.shipmentId, usShipments.id), where));

/** Every container of the shipment has recorded `milestone` (true without containers). */
const everyContainer = (q: Queryable, p: Principal, milestone: Milestone) => notExists(containersWhere(q, p, notExists(ofContainer(q, p, milestone))));

/** The shipment waits for `stage` (us-shipment-state.ts shipmentStage). */
export function stageIs(stage: ShipmentStage, q: Queryable, p: Principal): SQL | undefined {
  const ocean = eq(usShipments.transportMode, "ocean");
  const before: SQL[] = [];
  for (const step of SHIPMENT_STEPS) {
    // A filing counts as done off the ocean, and once the shipment has arrived.
    const recorded = step.oceanOnly ? or(not(ocean), own(q, p, step.milestone), own(q, p, "port"))! : own(q, p, step.milestone);
    if (step.stage === stage) return and(...before, not(recorded));
    before.push(recorded);
  }
  const none = notExists(containersWhere(q, p));
  if (stage === "done") return and(...before, or(and(none, not(ocean)), and(not(none), ...CONTAINER_STEPS.map((step) => everyContainer(q, p, step.milestone)))));
  for (const step of CONTAINER_STEPS) {
    const all = everyContainer(q, p, step.milestone);
    // Some container lacks the step; or, for availability, an ocean shipment has none yet.
    if (step.stage === stage) return and(...before, step.stage === "container" ? or(and(none, ocean), not(all)) : not(all));
    before.push(all);
  }
  return undefined;
}

/** The container (us_container's row in the query) is still in the terminal and its last free day falls on `days`. */
export const inTerminalWithLastFreeDay = (q: Queryable, p: Principal, days: SQL) => and(exists(ofContainer(q, p, "lastFreeDay", days)), notExists(ofContainer(q, p, "outgate")))!;

/** A container of the shipment still in the terminal whose last free day falls on `days`. */
const lastFreeDayIn = (q: Queryable, p: Principal, days: SQL) => exists(containersWhere(q, p, inTerminalWithLastFreeDay(q, p, days)));

/** The last free days of each demurrage list on `today`: passed, or within NEAR_LFD_DAYS. */
export function lastFreeDaysOf(attention: "pastLfd" | "nearLfd", today: string): SQL {
  const day = dayPart(usMilestones.at);
  return attention === "pastLfd" ? lt(day, today) : between(day, today, dayAfter(today, NEAR_LFD_DAYS));
}

/** The dashboard's lists (SHIPMENT_ATTENTION), each the SQL twin of a field the row derives. */
export function needsAttention(attention: ShipmentAttention, q: Queryable, p: Principal, now: number): SQL {
  const today = dayOf(now);
  switch (attention) {
    case "lateIsf": {
      const laden = usShipments.ladenOnBoard;
      const filedLate = own(q, p, "isf", sql`unixepoch(${laden}) - unixepoch(${usMilestones.at}) < 86400`);
      return and(eq(usShipments.transportMode, "ocean"), isNotNull(laden), or(filedLate, and(not(own(q, p, "isf")), lte(dayPart(laden), today))))!;
    }
    case "pastLfd":
    case "nearLfd":
      return lastFreeDayIn(q, p, lastFreeDaysOf(attention, today));
    case "hold":
      return or(eq(usShipments.fdaStatus, "hold"), eq(usShipments.epaStatus, "hold"))!;
    case "freightPending":
      return and(own(q, p, "customs"), not(own(q, p, "freight")))!;
    case "summaryDue":
      return own(q, p, "customs", between(dayPart(usMilestones.at), earliestReleaseStillDue(today), today));
    case "generalOrder":
      // entry-deadline.ts entryDeadlineState: "dueSoon" or "generalOrder".
      return and(own(q, p, "port", lte(dayPart(usMilestones.at), latestArrivalAtRisk(today))), not(own(q, p, "entry")), not(own(q, p, "customs")))!;
  }
}

/** Shipments with a container whose number contains `text`. */
export const carriesContainer = (q: Queryable, p: Principal, text: string) => exists(containersWhere(q, p, contains(usContainers.containerNumber, text.replace(/[\s-]/g, ""))));
