import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { attachmentUrlSchema } from "../file";
import { scacProblem } from "../customs/identifiers";
import { isMilestoneValue, milestoneDay, milestoneMinute, type Milestone } from "../customs/milestones";
import { optionalText, requiredText } from "./common";
import { usaMessages as u } from "./messages";

/**
 * Drayage orders (/vehicleTowing; DOMAIN §1.13): a trucker pulls one container of a shipment from
 * the terminal, delivers it and returns the empty. Each step past dispatch records the container's
 * milestones under the order rules every milestone obeys (contract/customs/milestones.ts).
 */
export const usTowingOrderPaths = resourcePaths("usa", "UsTowingOrder");
export const usTowingOrderCalls = {
  /** `POST {id, status, at}`: moves the order to its next status, recording that step's milestones at `at`. */
  advance: `${usTowingOrderPaths.base}/advanceUsTowingOrder`,
  /** `GET` → `[{ value, label }]`: the tenant's containers, "<container number> · <file no.>". */
  containerOptions: `${usTowingOrderPaths.base}/queryUsContainerOptions`,
  /** `GET` → `[{ value, label }]`: the tenant's enabled drayage carriers, "<SCAC> · <name>". */
  truckerOptions: `${usTowingOrderPaths.base}/queryUsTruckerOptions`,
} as const;

export const TOWING_STATUSES = ["planned", "dispatched", "pickedUp", "delivered", "emptyReturned"] as const;
export type TowingStatus = (typeof TOWING_STATUSES)[number];

/** The status after `status`, or null once the empty is back: an order moves one step at a time. */
export function nextTowingStatus(status: TowingStatus): TowingStatus | null {
  return TOWING_STATUSES[TOWING_STATUSES.indexOf(status) + 1] ?? null;
}

/** DOMAIN §1.13 rows 9–12: what the trucker's step tells of the container. */
const STEP_MILESTONES: Record<TowingStatus, readonly Milestone[]> = {
  planned: [],
  dispatched: [],
  pickedUp: ["pickup", "outgate"],
  delivered: ["delivery", "pod"],
  emptyReturned: ["empty", "ingate"],
};

/** The container milestones a step records, in order; the POD only with its file attached. */
export const towingMilestones = (status: TowingStatus, podAttached: boolean): Milestone[] => STEP_MILESTONES[status].filter((m) => m !== "pod" || podAttached);

/** Every container milestone an order's steps so far have recorded: they stay while the order stands at or past them. */
export const towingRecorded = (status: TowingStatus, podAttached: boolean): Milestone[] =>
  TOWING_STATUSES.slice(0, TOWING_STATUSES.indexOf(status) + 1).flatMap((step) => towingMilestones(step, podAttached));

/** A chassis by its owner's or pool's SCAC, which ends in Z (NMFTA equipment codes), and optionally its number. */
export function isChassis(s: string): boolean {
  const match = /^([A-Z]{2,4})(\d{0,7})$/.exec(s);
  return match !== null && match[1].endsWith("Z") && scacProblem(match[1]) === "equipment";
}

const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
/** A select that names a record: its id, or the field's own refusal. */
const recordId = (message: string) => z.string().trim().regex(/^\d{1,20}$/, message);
const appointment = z.preprocess(blankAsNull, z.string().refine(isMilestoneValue, u.milestoneValue).nullish());

export const usTowingOrderFields = {
  shipmentId: recordId(u.shipmentUnknown),
  containerId: recordId(u.containerUnknown),
  truckerId: recordId(u.truckerUnknown),
  /** Terminal and consignee appointments, as milestones are written: `YYYY-MM-DD[THH:mm]`, the port's local time. */
  pickupAppointment: appointment,
  deliveryAppointment: appointment,
  deliveryAddress: requiredText(255),
  chassis: z.preprocess((v) => blankAsNull(typeof v === "string" ? v.replace(/[\s-]/g, "").toUpperCase() : v), z.string().refine(isChassis, u.chassisShape).nullish()),
  /** Chassis split, pre-pull, yard storage, overweight, waiting time … as the trucker bills them. */
  accessorials: optionalText(255),
  remark: optionalText(255),
  /** The signed delivery order or a photo of it. */
  podFile: attachmentUrlSchema,
};

/** Date-times compare to the minute; against a date-only value, on the date alone (as milestones do). */
function appointmentRules(values: { pickupAppointment?: string | null; deliveryAppointment?: string | null }, ctx: z.RefinementCtx) {
  const { pickupAppointment: pickup, deliveryAppointment: delivery } = values;
  // A value of the wrong shape has its own refusal already (zod checks the record even then).
  if (!pickup || !delivery || !isMilestoneValue(pickup) || !isMilestoneValue(delivery)) return;
  const timed = pickup.includes("T") && delivery.includes("T");
  const earlier = timed ? milestoneMinute(delivery) < milestoneMinute(pickup) : milestoneDay(delivery) < milestoneDay(pickup);
  if (earlier) ctx.addIssue({ code: "custom", path: ["deliveryAppointment"], message: u.deliveryBeforePickup });
}

export const addUsTowingOrderSchema = z.object(usTowingOrderFields).superRefine(appointmentRules);
export const updateUsTowingOrderSchema = z.object({ ...usTowingOrderFields, id: idSchema }).superRefine(appointmentRules);
export const usTowingOrderSchema = z.object({
  ...usTowingOrderFields,
  id: idSchema,
  status: z.enum(TOWING_STATUSES),
  /** When the trucker was dispatched; the later steps' times are the container's milestones. */
  dispatchedAt: z.string().nullish(),
  // Derived on every read:
  fileNo: z.string().nullish(),
  containerNumber: z.string().nullish(),
  truckerName: z.string().nullish(),
  /** The container's last free day at the terminal. */
  lastFreeDay: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type UsTowingOrder = z.infer<typeof usTowingOrderSchema>;

export const advanceUsTowingOrderSchema = z.object({
  id: idSchema,
  status: z.enum(TOWING_STATUSES),
  at: z.string().trim().refine(isMilestoneValue, u.milestoneValue),
});

export const US_TOWING_ORDER_SORTABLE = ["pickupAppointment", "deliveryAppointment", "createTime"] as const;
