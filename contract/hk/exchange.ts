import { z } from "zod";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import type { CcrnStatus, CcrnStep } from "./ccrn-flow";
import { hkTimeMs } from "./consignment";

/**
 * The messages exchanged with ROCARS (a CCRN's e-ACI, bundling, cancellation) and with the
 * service provider (a TDEC's lodgement and its UDR), each with the status it left the record in:
 * the history screens /hKDetail (CCRNs) and /declarationDetail (UDRs) read them.
 */
export const hkMessagePaths = resourcePaths("hk", "Message");

export const MESSAGE_SUBJECTS = ["ccrn", "tdec"] as const;
export type MessageSubject = (typeof MESSAGE_SUBJECTS)[number];
/** Sent to or received from ROCARS or the lodgement service, or recorded in the product only (a draft made or withdrawn). */
export const MESSAGE_DIRECTIONS = ["sent", "received", "recorded"] as const;
export const MESSAGE_TYPES = ["eAci", "amendment", "rocarsAnswer", "bundle", "crossed", "unbundle", "cancel", "tdecCreate", "tdecLodge", "udrAck", "tdecCancel"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const hkMessageSchema = z.object({
  id: idSchema,
  subject: z.enum(MESSAGE_SUBJECTS),
  subjectId: idSchema,
  reference: z.string(),
  vehicleNo: z.string().nullish(),
  party: z.string().nullish(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  type: z.enum(MESSAGE_TYPES),
  statusAfter: z.string(),
  summary: z.string(),
  /** A trip's summary worded per language by the provider (vehicle · control point by name · crossing). */
  summaryEn: z.string().nullish(),
  summaryZh: z.string().nullish(),
  summaryTw: z.string().nullish(),
  at: z.string(),
  by: z.string().nullish(),
  createTime: timeSchema,
});
export type HkMessage = z.infer<typeof hkMessageSchema>;
export const HK_MESSAGE_SORTABLE = ["at", "reference"] as const;
/** The list's filters: `subject`, `reference` and `party` (contains), `vehicleNo`, `statusAfter`, `atFrom`/`atTo` (YYYY-MM-DD, HK time). */
export const HK_MESSAGE_FILTERS = ["subject", "subjectId", "reference", "vehicleNo", "party", "statusAfter", "atFrom", "atTo"] as const;

/** One message as a step writes it (the simulator adds the tenant and who). */
export interface HkMessageEntry {
  subject: MessageSubject;
  subjectId: string;
  reference: string;
  vehicleNo?: string | null;
  party?: string | null;
  direction: (typeof MESSAGE_DIRECTIONS)[number];
  type: MessageType;
  statusAfter: string;
  summary: string;
  /** When it is sent or received: an answer given later is stored with its own time (decision 0007). */
  at: number;
  by?: string | null;
}

/** A consignment as its messages read it, after the step. */
interface SteppedConsignment {
  id: string;
  refNo: string | null;
  ccrn: string | null;
  status: CcrnStatus;
  rejectReason: string | null;
  decidedAt: Date | null;
  packages: number;
  articlesDescription: string;
  consigneeName: string;
  vehicleNo: string | null;
  controlPoint: string;
  crossingAt: string | null;
}

/** A truck trip as a bundle or crossing message sums it up: the vehicle, the control point's code, and the crossing (HK time) when bundled. */
export interface TripSummary {
  vehicleNo: string;
  controlPoint: string;
  crossingAt: string | null;
}
const TRIP_SEPARATOR = " · ";
const tripSummary = (trip: TripSummary) => [trip.vehicleNo, trip.controlPoint, trip.crossingAt].filter(Boolean).join(TRIP_SEPARATOR);

/** The trip a bundle or crossing message's summary names, so a screen can word its parts; null for any other summary. */
export function tripOfSummary(summary: string): TripSummary | null {
  const [vehicleNo, controlPoint, crossingAt, ...rest] = summary.split(TRIP_SEPARATOR);
  if (!vehicleNo || !controlPoint || rest.length > 0) return null;
  return { vehicleNo, controlPoint, crossingAt: crossingAt ?? null };
}

const MESSAGE_OF_STEP: Record<CcrnStep, MessageType> = { submit: "eAci", amend: "amendment", bundle: "bundle", unbundle: "unbundle", cross: "crossed", cancel: "cancel" };

/**
 * What a CCRN step sends to ROCARS and what comes back, each with the status it leaves: ROCARS's
 * answer at the time it is given, a bundled vehicle's crossing at its crossing time (decision
 * 0007). The simulator writes them at each step, the seeds for each seeded consignment.
 */
export function ccrnStepMessages(step: CcrnStep, row: SteppedConsignment, now: number): Omit<HkMessageEntry, "by">[] {
  const about = { subject: "ccrn" as const, subjectId: row.id, vehicleNo: row.vehicleNo, party: row.consigneeName };
  const reference = row.ccrn ?? row.refNo ?? row.id;
  const sent = { ...about, reference, direction: "sent" as const, type: MESSAGE_OF_STEP[step], at: now };
  switch (step) {
    case "submit":
    case "amend": {
      const answer = row.status === "accepted" ? row.ccrn! : (row.rejectReason ?? "");
      return [
        { ...sent, reference: row.refNo ?? reference, vehicleNo: null, statusAfter: "submitted", summary: `${row.packages} × ${row.articlesDescription}` },
        { ...about, vehicleNo: null, reference, direction: "received", type: "rocarsAnswer", statusAfter: row.status, summary: answer, at: row.decidedAt?.getTime() ?? now },
      ];
    }
    case "bundle":
      return [
        { ...sent, statusAfter: "bundled", summary: tripSummary({ vehicleNo: row.vehicleNo!, controlPoint: row.controlPoint, crossingAt: row.crossingAt }) },
        { ...about, reference, direction: "received", type: "crossed", statusAfter: "crossed", summary: tripSummary({ vehicleNo: row.vehicleNo!, controlPoint: row.controlPoint, crossingAt: null }), at: hkTimeMs(row.crossingAt!)! },
      ];
    default:
      return [{ ...sent, statusAfter: row.status, summary: "" }];
  }
}
