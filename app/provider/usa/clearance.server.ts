import { z } from "zod";
import { usContainerPaths, usContainerSchema } from "#contract/usa/container";
import { usCostLinePaths, usCostLineSchema, usFxRatePath, usFxRateSchema } from "#contract/usa/cost-line";
import { usHtsLinePaths, usHtsLineSchema } from "#contract/usa/hts-line";
import { recordUsMilestoneSchema, usMilestonePaths, usMilestoneSchema } from "#contract/usa/milestone";
import { entryEstimateSchema, usEntryEstimatePath, usShipmentPaths, usShipmentSchema } from "#contract/usa/shipment";
import type { ProviderClient } from "../client.server";

type Call = { token: string; lang: string };
const pageOf = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row) });
const ALL = { currentPage: 1, pageSize: 1000 };

/** One import clearance with everything its page shows, read side by side. */
export async function loadClearance(client: ProviderClient, call: Call, id: string) {
  const byShipment = { ...ALL, shipmentId: id };
  const [shipments, containers, milestones, lines, estimate, costs, rates] = await Promise.all([
    client.data({ ...call, method: "GET", path: usShipmentPaths.query, query: { ...ALL, id }, schema: pageOf(usShipmentSchema) }),
    client.data({ ...call, method: "GET", path: usContainerPaths.query, query: byShipment, schema: pageOf(usContainerSchema) }),
    client.data({ ...call, method: "GET", path: usMilestonePaths.query, query: { shipmentId: id }, schema: z.array(usMilestoneSchema) }),
    client.data({ ...call, method: "GET", path: usHtsLinePaths.query, query: byShipment, schema: pageOf(usHtsLineSchema) }),
    client.data({ ...call, method: "GET", path: usEntryEstimatePath, query: { id }, schema: entryEstimateSchema }),
    client.data({ ...call, method: "GET", path: usCostLinePaths.query, query: byShipment, schema: pageOf(usCostLineSchema) }),
    client.data({ ...call, method: "GET", path: usFxRatePath, schema: z.array(usFxRateSchema) }),
  ]);
  const shipment = shipments.list.find((row) => row.id === id) ?? null;
  return { shipment, containers: containers.list, milestones, lines: lines.list, estimate, costs: costs.list, rates };
}

export type ClearanceData = Awaited<ReturnType<typeof loadClearance>>;

export async function recordMilestone(client: ProviderClient, call: Call, values: z.infer<typeof recordUsMilestoneSchema>) {
  await client.request({ ...call, method: "POST", path: usMilestonePaths.record, json: values });
}

export async function deleteMilestone(client: ProviderClient, call: Call, id: string) {
  await client.request({ ...call, method: "POST", path: usMilestonePaths.delete, query: { id } });
}
