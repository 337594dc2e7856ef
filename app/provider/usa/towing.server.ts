import type { z } from "zod";
import { advanceUsTowingOrderSchema, usTowingOrderCalls } from "#contract/usa/towing";
import type { ProviderClient } from "../client.server";

type Call = { token: string; lang: string };

/** Moves a drayage order to its next status; the provider records the step's container milestones with it. */
export async function advanceTowingOrder(client: ProviderClient, call: Call, values: z.infer<typeof advanceUsTowingOrderSchema>) {
  await client.request({ ...call, method: "POST", path: usTowingOrderCalls.advance, json: values });
}
