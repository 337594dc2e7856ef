import { holdProblems, isfLate, milestoneDay, milestoneOrderProblems, missingPredecessors, recordedSuccessors, type Milestone, type MilestoneDates, type PgaHold } from "../../contract/customs/milestones";
import { usaMessages as u } from "../../contract/usa/messages";
import type { PgaStatus, ShipmentStage } from "../../contract/usa/shipment";
import { entryDeadlineState } from "../../contract/usa/entry-deadline";

/**
 * What a shipment's milestones say about it (DOMAIN §1.1, §1.13, §5.2): its stage, a late ISF,
 * the containers' last free day, and whether a new value may be recorded. Pure, so the list's
 * SQL filters (us-shipment-filters.ts) and the seeds' tests read the same steps.
 */

export type MilestoneValue = { containerId: string | null; milestone: Milestone; at: string };
type Shipment = { transportMode: string; ladenOnBoard: string | null; fdaStatus: PgaStatus; epaStatus: PgaStatus };

/** The shipment's own steps; the ISF and the master bill are ocean filings (DOMAIN §1.1, §1.10). */
export const SHIPMENT_STEPS: readonly { stage: ShipmentStage; milestone: Milestone; oceanOnly: boolean }[] = [
  { stage: "isf", milestone: "isf", oceanOnly: true },
  { stage: "mbl", milestone: "mbl", oceanOnly: true },
  { stage: "port", milestone: "port", oceanOnly: false },
  { stage: "customs", milestone: "customs", oceanOnly: false },
];

/** Each container's steps after release; "empty" waits for the empty's return (ingate). */
export const CONTAINER_STEPS: readonly { stage: ShipmentStage; milestone: Milestone }[] = [
  { stage: "container", milestone: "container" },
  { stage: "outgate", milestone: "outgate" },
  { stage: "delivery", milestone: "delivery" },
  { stage: "empty", milestone: "ingate" },
];

const valueOf = (milestones: readonly MilestoneValue[], containerId: string | null, milestone: Milestone) =>
  milestones.find((m) => m.containerId === containerId && m.milestone === milestone)?.at ?? null;

/**
 * The first step not recorded: the shipment's own (the filings only before the arrival), then the
 * earliest container step some container still lacks. Released without containers, an ocean shipment waits for them; an air or
 * truck one is done.
 */
export function shipmentStage(transportMode: string, milestones: readonly MilestoneValue[], containerIds: readonly string[]): ShipmentStage {
  const ocean = transportMode === "ocean";
  const arrived = valueOf(milestones, null, "port") !== null;
  for (const step of SHIPMENT_STEPS) {
    // An arrived shipment is past its filings, recorded or not (a missing ISF is flagged as late instead).
    if (step.oceanOnly && (!ocean || arrived)) continue;
    if (valueOf(milestones, null, step.milestone) === null) return step.stage;
  }
  if (containerIds.length === 0) return ocean ? "container" : "done";
  for (const step of CONTAINER_STEPS) {
    if (containerIds.some((id) => valueOf(milestones, id, step.milestone) === null)) return step.stage;
  }
  return "done";
}

/** The shipment's own milestones, with one container's when it is named. */
export function datesFor(milestones: readonly MilestoneValue[], containerId: string | null): MilestoneDates {
  const dates: MilestoneDates = {};
  for (const m of milestones) if (m.containerId === null || m.containerId === containerId) dates[m.milestone] = m.at;
  return dates;
}

/** An open FDA or EPA hold (PGA_STATUSES "hold") blocks availability; pending does not. */
export const holdsOf = (shipment: Pick<Shipment, "fdaStatus" | "epaStatus">): PgaHold[] => [
  { agency: "FDA", released: shipment.fdaStatus !== "hold" },
  { agency: "EPA", released: shipment.epaStatus !== "hold" },
];

/**
 * Why `next` may not be recorded, or null. A container's value is checked with the shipment's own
 * milestones; a shipment's value with its own and with every container's.
 */
export function recordingRefusal(shipment: Pick<Shipment, "fdaStatus" | "epaStatus">, milestones: readonly MilestoneValue[], containerIds: readonly string[], next: MilestoneValue): string | null {
  const others = milestones.filter((m) => !(m.containerId === next.containerId && m.milestone === next.milestone));
  if (missingPredecessors(datesFor(milestones, next.containerId), next.milestone).length > 0) return u.milestoneNeedsPredecessor;
  const scopes = next.containerId === null ? [null, ...containerIds] : [next.containerId];
  for (const containerId of scopes) {
    const dates = { ...datesFor(others, containerId), [next.milestone]: next.at };
    if (milestoneOrderProblems(dates).some((p) => p.milestone === next.milestone || p.before === next.milestone)) return u.milestoneOutOfOrder;
    if (next.milestone === "container" && holdProblems(dates, holdsOf(shipment)).length > 0) return u.pgaHoldBlocksAvailability;
  }
  return null;
}

/**
 * Why the recorded `milestone` may not be removed, or null: a recorded milestone that follows it
 * would be left without its predecessor. A shipment's milestone is checked against every container's.
 */
export function removalRefusal(milestones: readonly MilestoneValue[], containerIds: readonly string[], gone: Omit<MilestoneValue, "at">): string | null {
  const scopes = gone.containerId === null ? [null, ...containerIds] : [gone.containerId];
  return scopes.some((containerId) => recordedSuccessors(datesFor(milestones, containerId), gone.milestone).length > 0) ? u.milestoneHasSuccessor : null;
}

/** Late when filed less than 24 h before lading, or not filed once the lading day has come (ocean only, DOMAIN §1.1). */
export function isfIsLate(shipment: Pick<Shipment, "transportMode" | "ladenOnBoard">, isf: string | null, today: string): boolean {
  const laden = shipment.ladenOnBoard;
  if (shipment.transportMode !== "ocean" || !laden) return false;
  return isf === null ? laden.slice(0, 10) <= today : isfLate(isf, laden);
}

/** The fields a shipment's row derives from its milestones and containers on `today`. */
export function shipmentState(shipment: Shipment, milestones: readonly MilestoneValue[], containers: readonly { id: string; containerNumber: string }[], today: string) {
  const ids = containers.map((c) => c.id);
  const inTerminal = ids.filter((id) => valueOf(milestones, id, "outgate") === null);
  const lastFreeDays = inTerminal.map((id) => valueOf(milestones, id, "lastFreeDay")).filter((day): day is string => day !== null);
  lastFreeDays.sort((a, b) => milestoneDay(a) - milestoneDay(b));
  const entry = entryDeadlineState({ arrival: valueOf(milestones, null, "port"), entryFiled: valueOf(milestones, null, "entry"), released: valueOf(milestones, null, "customs") !== null }, today);
  return {
    stage: shipmentStage(shipment.transportMode, milestones, ids),
    isfLate: isfIsLate(shipment, valueOf(milestones, null, "isf"), today),
    containerCount: containers.length,
    containerNumbers: containers.map((c) => c.containerNumber).join(", "),
    lastFreeDay: lastFreeDays[0] ?? null,
    onHold: shipment.fdaStatus === "hold" || shipment.epaStatus === "hold",
    entryDeadline: entry?.deadline ?? null,
    entryDeadlineState: entry?.state ?? null,
  };
}
