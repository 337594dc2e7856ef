import { classifyCandidatesSchema, classifyOrderPaths, type ClassifyStep } from "#contract/customs/classification";
import { hsCodeRecordSchema, hsLinePaths, hsNotePaths, type HsCodeKey } from "#contract/customs/tariff";
import type { ProviderClient } from "./client.server";

type Call = { token: string; lang: string };

/** The classification order's own calls (contract/customs/classification.ts), one per step. */
const STEP_PATHS: Record<ClassifyStep, string> = {
  submit: classifyOrderPaths.submit,
  claim: classifyOrderPaths.claim,
  propose: classifyOrderPaths.propose,
  approve: classifyOrderPaths.approve,
  return: classifyOrderPaths.return,
  cancel: classifyOrderPaths.cancel,
};

export async function takeStep(client: ProviderClient, call: Call, step: ClassifyStep, json: { id: string } & Record<string, unknown>) {
  await client.request({ ...call, method: "POST", path: STEP_PATHS[step], json });
}

/** What the public HS search finds for an order's description. */
export function classifyCandidates(client: ProviderClient, call: Call, id: string) {
  return client.data({ ...call, method: "GET", path: classifyOrderPaths.candidates, query: { id }, schema: classifyCandidatesSchema });
}

/** One national code in full: its HS path, every version, the tenant's note (contract/customs/tariff.ts). */
export function hsCodeRecord(client: ProviderClient, call: Call, key: HsCodeKey) {
  return client.data({ ...call, method: "GET", path: hsLinePaths.byCode, query: key, schema: hsCodeRecordSchema });
}

/** The tenant's note on a code, written over the one it had. */
export async function saveHsNote(client: ProviderClient, call: Call, json: HsCodeKey & { note: string }) {
  await client.request({ ...call, method: "POST", path: hsNotePaths.save, json });
}

export async function deleteHsNote(client: ProviderClient, call: Call, key: HsCodeKey) {
  await client.request({ ...call, method: "POST", path: hsNotePaths.delete, query: key });
}
