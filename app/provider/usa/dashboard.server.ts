import { usDashboardPaths, usDashboardSchema, type UsDashboard } from "#contract/usa/dashboard";
import type { ProviderClient } from "../client.server";

type Call = { token: string; lang: string };

/** The broker's dashboard: counts by stage and attention, containers at risk, the newest files. */
export function loadUsDashboard(client: ProviderClient, call: Call): Promise<UsDashboard> {
  return client.data({ ...call, method: "GET", path: usDashboardPaths.query, schema: usDashboardSchema });
}
