import { z } from "zod";
import { idSchema } from "../envelope";
import { SHIPMENT_ATTENTION, SHIPMENT_STAGES } from "./shipment";

/**
 * The broker's dashboard (/usaHome): how many of the tenant's shipments wait at each stage and
 * sit on each attention list, counted by the rules the shipment list filters with, so every
 * number leads to a list of exactly that many rows.
 */
export const usDashboardPaths = {
  base: "/api/usa/usdashboard",
  query: "/api/usa/usdashboard/queryUsDashboard",
} as const;

/** Containers past or near their last free day that the dashboard names, the most urgent first. */
export const CONTAINERS_AT_RISK_SHOWN = 10;
/** The newest shipments the dashboard shows. */
export const RECENT_SHIPMENTS_SHOWN = 5;

const count = z.number().int().nonnegative();

export const containerAtRiskSchema = z.object({
  shipmentId: idSchema,
  fileNo: z.string(),
  containerNumber: z.string(),
  /** The milestone's value: `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`. */
  lastFreeDay: z.string(),
  /** Calendar days from the provider's day to the last free day; negative once it has passed. */
  daysLeft: z.number().int(),
  importerName: z.string().nullable(),
});
export type ContainerAtRisk = z.infer<typeof containerAtRiskSchema>;

export const recentShipmentSchema = z.object({
  id: idSchema,
  fileNo: z.string(),
  importerName: z.string().nullable(),
  stage: z.enum(SHIPMENT_STAGES),
  eta: z.string().nullable(),
});
export type RecentShipment = z.infer<typeof recentShipmentSchema>;

/** `GET queryUsDashboard`: the counts, the containers at risk of demurrage and the newest files. */
export const usDashboardSchema = z.object({
  /** The provider's day, `YYYY-MM-DD` (UTC): what "past" and "near" are counted from. */
  asOf: z.string(),
  byStage: z.record(z.enum(SHIPMENT_STAGES), count),
  attention: z.record(z.enum(SHIPMENT_ATTENTION), count),
  containersAtRisk: z.array(containerAtRiskSchema).max(CONTAINERS_AT_RISK_SHOWN),
  recent: z.array(recentShipmentSchema).max(RECENT_SHIPMENTS_SHOWN),
});
export type UsDashboard = z.infer<typeof usDashboardSchema>;
