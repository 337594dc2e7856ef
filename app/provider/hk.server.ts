import type { z } from "zod";
import { bundleHkConsignmentSchema, hkConsignmentPaths } from "#contract/hk/consignment";
import type { ProviderClient } from "./client.server";

type Call = { token: string; lang: string };

/** The e-ACI's own steps (contract/hk/consignment.ts). */
export async function submitConsignment(client: ProviderClient, call: Call, id: string) {
  await client.request({ ...call, method: "POST", path: hkConsignmentPaths.submit, json: { id } });
}

export async function bundleConsignments(client: ProviderClient, call: Call, values: z.infer<typeof bundleHkConsignmentSchema>) {
  await client.request({ ...call, method: "POST", path: hkConsignmentPaths.bundle, json: values });
}

export async function consignmentStep(client: ProviderClient, call: Call, step: "unbundle" | "cancel", ids: string[]) {
  await client.request({ ...call, method: "POST", path: hkConsignmentPaths[step], json: { ids } });
}
