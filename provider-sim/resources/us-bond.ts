import { and, between, eq, isNull, sql } from "drizzle-orm";
import { estimateEntry, type Estimate } from "../../contract/customs/charges";
import { bondLookbackStart, bondSufficiency, continuousBondRequired, singleTransactionBond, type BondSufficiency } from "../../contract/usa/bonds";
import type { EntryEstimate } from "../../contract/usa/shipment";
import { usMilestones, usParties, usShipmentHtsLines, usShipments } from "../../db/schema";
import type { Queryable } from "../context";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";
import type { ShipmentRow } from "./us-clearance-references";
import { dutyLineOf } from "./us-hts-line";

type Shipment = Pick<ShipmentRow, "id" | "transportMode" | "entryType">;

/** The shipment's HTS lines in their order. */
export const linesOf = (db: Queryable, p: Principal, shipmentId: string) =>
  db
    .select()
    .from(usShipmentHtsLines)
    .where(and(scoped(usShipmentHtsLines, p), eq(usShipmentHtsLines.shipmentId, shipmentId)))
    .orderBy(usShipmentHtsLines.lineNo)
    .all();

/** Duty, MPF and HMF of a shipment's lines at the fee schedule of `date` (its release day, or today before release). */
export const estimateOf = (db: Queryable, p: Principal, shipment: Shipment, date: string): Estimate =>
  estimateEntry(linesOf(db, p, shipment.id).map(dutyLineOf), { vessel: shipment.transportMode === "ocean", date: date.slice(0, 10), informal: shipment.entryType === "11" });

/**
 * The duties, taxes and fees of the importer's entries released in the 12 months up to `today`:
 * the sum of their estimates, each at its release day's schedule (production reads what CBP's
 * statements say was paid).
 */
export function dutiesTaxesFeesOf(db: Queryable, p: Principal, importerId: string, today: string): number {
  const released = db
    .select({ id: usShipments.id, transportMode: usShipments.transportMode, entryType: usShipments.entryType, release: usMilestones.at })
    .from(usShipments)
    .innerJoin(usMilestones, and(scoped(usMilestones, p), eq(usMilestones.shipmentId, usShipments.id), isNull(usMilestones.containerId), eq(usMilestones.milestone, "customs")))
    .where(and(scoped(usShipments, p), eq(usShipments.importerId, importerId), between(sql`substr(${usMilestones.at}, 1, 10)`, bondLookbackStart(today), today)))
    .all();
  return released.reduce((sum, shipment) => sum + estimateOf(db, p, shipment, shipment.release).totalCents, 0);
}

export type ImporterBond = { dutiesTaxesFeesCents: number; requiredCents: number; onFileCents: number | null; sufficiency: BondSufficiency };

/** An importer's continuous bond on file against what its past 12 months require (contract/usa/bonds.ts). */
export function importerBond(db: Queryable, p: Principal, importer: { id: string; bondType: string; bondAmountCents: number | null }, today: string): ImporterBond {
  const dutiesTaxesFeesCents = dutiesTaxesFeesOf(db, p, importer.id, today);
  const requiredCents = continuousBondRequired(dutiesTaxesFeesCents);
  const onFileCents = importer.bondType === "continuous" ? importer.bondAmountCents : null;
  return { dutiesTaxesFeesCents, requiredCents, onFileCents, sufficiency: bondSufficiency(onFileCents, requiredCents) };
}

/** The bond part of a shipment's estimate: the importer's continuous bond, and this entry's single-transaction bond. */
export function entryBond(db: Queryable, p: Principal, shipment: Pick<ShipmentRow, "importerId" | "fdaStatus" | "epaStatus">, estimate: Estimate, today: string): EntryEstimate["bond"] {
  const importer = db
    .select({ id: usParties.id, bondType: usParties.bondType, bondAmountCents: usParties.bondAmountCents })
    .from(usParties)
    .where(and(scoped(usParties, p), eq(usParties.id, shipment.importerId)))
    .get();
  const bondType = importer?.bondType ?? "none";
  const continuous = importer && bondType === "continuous" ? importerBond(db, p, importer, today) : null;
  const single = singleTransactionBond({
    enteredValueCents: estimate.enteredValueCents,
    dutiesTaxesFeesCents: estimate.totalCents,
    pgaRegulated: shipment.fdaStatus !== "none" || shipment.epaStatus !== "none",
  });
  return {
    importerBondType: bondType,
    continuous: continuous && { onFileCents: continuous.onFileCents, requiredCents: continuous.requiredCents, sufficiency: continuous.sufficiency },
    singleCents: single.amountCents,
    singleBasis: single.basis,
  };
}
