import { z } from "zod";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";

/**
 * The messages exchanged with ROCARS (a CCRN's e-ACI, bundling, cancellation) and with the
 * service provider (a TDEC's lodgement and its UDR), each with the status it left the record in:
 * the history screens /hKDetail (CCRNs) and /declarationDetail (UDRs) read them.
 */
export const hkMessagePaths = resourcePaths("hk", "Message");

export const MESSAGE_SUBJECTS = ["ccrn", "tdec"] as const;
export type MessageSubject = (typeof MESSAGE_SUBJECTS)[number];
export const MESSAGE_DIRECTIONS = ["sent", "received"] as const;
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
  at: z.string(),
  by: z.string().nullish(),
  createTime: timeSchema,
});
export type HkMessage = z.infer<typeof hkMessageSchema>;
export const HK_MESSAGE_SORTABLE = ["at", "reference"] as const;
/** The list's filters: `subject`, `reference` and `party` (contains), `vehicleNo`, `statusAfter`, `atFrom`/`atTo` (YYYY-MM-DD, HK time). */
export const HK_MESSAGE_FILTERS = ["subject", "subjectId", "reference", "vehicleNo", "party", "statusAfter", "atFrom", "atTo"] as const;
