import { z } from "zod";
import {
  exportOrderLinesPath,
  getOrderPath,
  orderGoodsOptionSchema,
  orderGoodsOptionsPath,
  orderRecordSchema,
  printOrderPath,
  reorderPath,
  saveOrderPath,
  stepOrderPath,
  WAREHOUSE_OPTIONS_PATH,
  type SaveOrder,
} from "#contract/business/order";
import type { OrderStep } from "#contract/business/order-steps";
import type { ProviderClient } from "./client.server";

type Call = { token: string; lang: string };
const saved = z.object({ id: z.string() });
const choices = z.array(z.object({ value: z.string(), label: z.string() }));

export const loadOrder = (client: ProviderClient, call: Call, id: string) => client.data({ ...call, method: "GET", path: getOrderPath, query: { id }, schema: orderRecordSchema });

export const orderGoods = (client: ProviderClient, call: Call) => client.data({ ...call, method: "GET", path: orderGoodsOptionsPath, schema: z.array(orderGoodsOptionSchema) });

/** The tenant's warehouses to receive into; none while the warehouse screen has none to offer. */
export const warehouseOptions = (client: ProviderClient, call: Call) => client.data({ ...call, method: "GET", path: WAREHOUSE_OPTIONS_PATH, schema: choices }).catch((): z.infer<typeof choices> => []);

export async function saveOrder(client: ProviderClient, call: Call, order: SaveOrder & { id?: string }): Promise<string> {
  return (await client.data({ ...call, method: "POST", path: saveOrderPath, json: order, schema: saved })).id;
}

export async function stepOrder(client: ProviderClient, call: Call, id: string, step: OrderStep, warehouseId: string | null) {
  await client.request({ ...call, method: "POST", path: stepOrderPath, json: { id, step, warehouseId } });
}

export async function reorder(client: ProviderClient, call: Call, body: { fromOrderId?: string; supplierId?: string; goodsIds?: string[] }): Promise<string> {
  return (await client.data({ ...call, method: "POST", path: reorderPath, json: body, schema: saved })).id;
}

/** The order's printed PDF or its spreadsheet with lines, as the provider sends the file. */
export const orderFile = (client: ProviderClient, call: Call, id: string, kind: "pdf" | "xlsx") =>
  client.stream({ ...call, method: "POST", path: kind === "pdf" ? printOrderPath : exportOrderLinesPath, query: { id } });
