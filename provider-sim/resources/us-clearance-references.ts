import { and, asc, eq } from "drizzle-orm";
import { usaMessages as u } from "../../contract/usa/messages";
import { usCarriers, usContainers, usMilestones, usParties, usPorts, usShipments } from "../../db/schema";
import type { Queryable } from "../context";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";
import type { MilestoneValue } from "./us-shipment-state";

/**
 * The records an import clearance names, checked inside the caller's tenant: the shipment a
 * child record belongs to, its parties, carrier and ports. A refusal names the field's rule.
 */

export type ShipmentRow = typeof usShipments.$inferSelect;

export function findShipment(db: Queryable, principal: Principal, id: unknown): ShipmentRow {
  const found = db.select().from(usShipments).where(and(scoped(usShipments, principal), eq(usShipments.id, String(id)))).get();
  if (!found) throw new SimError(u.shipmentUnknown);
  return found;
}

export function containersOf(db: Queryable, principal: Principal, shipmentId: string) {
  return db
    .select({ id: usContainers.id, containerNumber: usContainers.containerNumber })
    .from(usContainers)
    .where(and(scoped(usContainers, principal), eq(usContainers.shipmentId, shipmentId)))
    .orderBy(asc(usContainers.containerNumber))
    .all();
}

export function milestonesOf(db: Queryable, principal: Principal, shipmentId: string): MilestoneValue[] {
  return db
    .select({ containerId: usMilestones.containerId, milestone: usMilestones.milestone, at: usMilestones.at })
    .from(usMilestones)
    .where(and(scoped(usMilestones, principal), eq(usMilestones.shipmentId, shipmentId)))
    .all();
}

/** A party of the tenant in the given role; its name. */
export function partyIn(db: Queryable, principal: Principal, id: unknown, partyRole: "importer" | "exporter", message: string): string {
  const found = db
    .select({ name: usParties.name })
    .from(usParties)
    .where(and(scoped(usParties, principal), eq(usParties.id, String(id)), eq(usParties.partyRole, partyRole)))
    .get();
  if (!found) throw new SimError(message);
  return found.name;
}

export function checkCarrier(db: Queryable, principal: Principal, id: unknown): void {
  if (id === null || id === undefined) return;
  if (!db.select({ id: usCarriers.id }).from(usCarriers).where(and(scoped(usCarriers, principal), eq(usCarriers.id, String(id)))).get()) throw new SimError(u.carrierUnknown);
}

/** The port of lading is a foreign port; the port of unlading a US port with its Schedule D code (CBP 7501 blocks 19–20). */
export function checkPort(db: Queryable, principal: Principal, id: unknown, side: "lading" | "unlading"): void {
  if (id === null || id === undefined) return;
  const port = db.select({ countryCode: usPorts.countryCode, scheduleD: usPorts.scheduleD }).from(usPorts).where(and(scoped(usPorts, principal), eq(usPorts.id, String(id)))).get();
  const fits = port && (side === "lading" ? port.countryCode !== "US" : port.countryCode === "US" && port.scheduleD !== null);
  if (!fits) throw new SimError(u.portUnknown);
}
