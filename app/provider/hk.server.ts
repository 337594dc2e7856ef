import { z } from "zod";
import { hkAddressPaths, hkAddressSchema } from "#contract/hk/address";
import { hkCargoPaths, hkCargoSchema } from "#contract/hk/cargo";
import { hkCustomerPaths, hkCustomerSchema } from "#contract/hk/customer";
import { bundleHkConsignmentSchema, hkConsignmentPaths, hkConsignmentSchema, updateHkConsignmentSchema } from "#contract/hk/consignment";
import { hkMessagePaths, hkMessageSchema, type MessageSubject } from "#contract/hk/exchange";
import { hkTdecLinePaths, hkTdecLineSchema, hkTdecPaths, hkTdecSchema } from "#contract/hk/tdec";
import type { ProviderClient } from "./client.server";

type Call = { token: string; lang: string };

/** The e-ACI's own steps (contract/hk/consignment.ts). */
export async function submitConsignment(client: ProviderClient, call: Call, id: string) {
  await client.request({ ...call, method: "POST", path: hkConsignmentPaths.submit, json: { id } });
}

/** An accepted e-ACI changed and sent to ROCARS again under its CCRN. */
export async function amendConsignment(client: ProviderClient, call: Call, values: z.infer<typeof updateHkConsignmentSchema>) {
  await client.request({ ...call, method: "POST", path: hkConsignmentPaths.amend, json: values });
}

export async function bundleConsignments(client: ProviderClient, call: Call, values: z.infer<typeof bundleHkConsignmentSchema>) {
  await client.request({ ...call, method: "POST", path: hkConsignmentPaths.bundle, json: values });
}

export async function consignmentStep(client: ProviderClient, call: Call, step: "unbundle" | "cancel", ids: string[]) {
  await client.request({ ...call, method: "POST", path: hkConsignmentPaths[step], json: { ids } });
}

const pageOf = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), pagination: z.object({ total: z.number() }) });
const ALL = { currentPage: 1, pageSize: 1000 };

/** A new declaration from the checked CCRNs (contract/hk/tdec.ts): its id. */
export async function declareConsignments(client: ProviderClient, call: Call, ids: string[]): Promise<string> {
  const { id } = await client.data({ ...call, method: "POST", path: hkTdecPaths.fromConsignments, json: { ids }, schema: z.object({ id: z.string() }) });
  return id;
}

export async function lodgeTdec(client: ProviderClient, call: Call, id: string): Promise<string> {
  const { udr } = await client.data({ ...call, method: "POST", path: hkTdecPaths.lodge, json: { id }, schema: z.object({ udr: z.string() }) });
  return udr;
}

export async function cancelTdecs(client: ProviderClient, call: Call, ids: string[]) {
  await client.request({ ...call, method: "POST", path: hkTdecPaths.cancel, json: { ids } });
}

/** One declaration with its lines, read side by side; null when the tenant holds no such declaration. */
export async function loadTdec(client: ProviderClient, call: Call, id: string) {
  const [tdecs, lines] = await Promise.all([
    client.data({ ...call, method: "GET", path: hkTdecPaths.query, query: { ...ALL, pageSize: 1, id }, schema: pageOf(hkTdecSchema) }),
    client.data({ ...call, method: "GET", path: hkTdecLinePaths.query, query: { ...ALL, tdecId: id, sorter: "lineNo_ascend" }, schema: pageOf(hkTdecLineSchema) }),
  ]);
  return { tdec: tdecs.list.find((row) => row.id === id) ?? null, lines: lines.list };
}

export async function loadConsignment(client: ProviderClient, call: Call, id: string) {
  const { list } = await client.data({ ...call, method: "GET", path: hkConsignmentPaths.query, query: { currentPage: 1, pageSize: 1, id }, schema: pageOf(hkConsignmentSchema) });
  return list.find((row) => row.id === id) ?? null;
}

/** A record's messages, oldest first. */
export async function messagesOf(client: ProviderClient, call: Call, subject: MessageSubject, subjectId: string) {
  const { list } = await client.data({ ...call, method: "GET", path: hkMessagePaths.query, query: { ...ALL, subject, subjectId, sorter: "at_ascend" }, schema: pageOf(hkMessageSchema) });
  return list;
}

/** The tenant's cargo items, for lines picked from /clearanceCargoInformation. */
export async function cargoItems(client: ProviderClient, call: Call) {
  const { list } = await client.data({ ...call, method: "GET", path: hkCargoPaths.query, query: { ...ALL, sorter: "description_ascend" }, schema: pageOf(hkCargoSchema) });
  return list;
}

/** The tenant's customers as a declaration names them: each name with its default address written out. */
export async function partyChoices(client: ProviderClient, call: Call): Promise<{ name: string; address: string }[]> {
  const [customers, addresses] = await Promise.all([
    client.data({ ...call, method: "GET", path: hkCustomerPaths.query, query: ALL, schema: pageOf(hkCustomerSchema) }),
    client.data({ ...call, method: "GET", path: hkAddressPaths.query, query: ALL, schema: pageOf(hkAddressSchema) }),
  ]);
  const written = new Map(addresses.list.map((a) => [a.id, [a.addressLine1, a.addressLine2, a.divisionName].filter(Boolean).join(", ")]));
  return customers.list.map((c) => ({ name: c.nameZh ? `${c.nameEn} ${c.nameZh}` : c.nameEn, address: (c.defaultAddressId && written.get(c.defaultAddressId)) || "" }));
}
