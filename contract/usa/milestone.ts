import { z } from "zod";
import { idSchema } from "../envelope";
import { timeSchema } from "../admin/resource";
import { isMilestoneValue, MILESTONES, type Milestone } from "../customs/milestones";
import { optionalText } from "./common";
import { usaMessages as u } from "./messages";

/**
 * A shipment's milestones (SPEC §3, DOMAIN §1.13): the shipment's own, and each container's from
 * its availability to the empty's return. One value per milestone and container; recording it
 * again moves it. The provider refuses a value out of order with its neighbours
 * (contract/customs/milestones.ts MILESTONE_ORDER) and a container made available under an open
 * PGA hold.
 */
const base = "/api/usa/usmilestone";
export const usMilestonePaths = {
  base,
  /** `GET ?shipmentId=` → every milestone of the shipment. */
  query: `${base}/queryUsMilestone`,
  /** `POST {shipmentId, containerId?, milestone, at, note?}` → the milestone as stored. */
  record: `${base}/recordUsMilestone`,
  /** `POST ?id=`. */
  delete: `${base}/deleteUsMilestone`,
} as const;

export const SHIPMENT_MILESTONES = ["isf", "mbl", "departed", "eta", "port", "entry", "fda", "epa", "customs", "freight", "bond"] as const satisfies readonly Milestone[];
export const CONTAINER_MILESTONES = ["container", "lastFreeDay", "pickup", "outgate", "delivery", "pod", "empty", "ingate"] as const satisfies readonly Milestone[];
export const isContainerMilestone = (m: Milestone) => (CONTAINER_MILESTONES as readonly Milestone[]).includes(m);

export const recordUsMilestoneSchema = z
  .object({
    shipmentId: idSchema,
    containerId: z.preprocess((v) => (v === "" ? null : v), idSchema.nullish()),
    milestone: z.enum(MILESTONES),
    at: z.string().trim().refine(isMilestoneValue, u.milestoneValue),
    note: optionalText(255),
  })
  .refine((v) => isContainerMilestone(v.milestone) === Boolean(v.containerId), { message: u.milestoneLevel, path: ["milestone"] });

export const usMilestoneSchema = z.object({
  id: idSchema,
  shipmentId: idSchema,
  containerId: idSchema.nullish(),
  milestone: z.enum(MILESTONES),
  at: z.string(),
  note: z.string().nullish(),
  createBy: z.string().nullish(),
  createTime: timeSchema,
});
export type UsMilestone = z.infer<typeof usMilestoneSchema>;
