import { z } from "zod";
import { billDetailPath, billDetailSchema, clearingSummaryPath, clearingSchema, draftBillsPath, draftBillsSchema, issueBillPath, payBillByTransferPath, payBillByTransferSchema, settleBillPath, settleBillSchema } from "#contract/business/billing";
import { rowErrors } from "~/resources/import.server";
import type { ActionHandler, LoaderExtra } from "~/resources/route.server";
import { BILL_PARAM } from "./bill-param";

const billIdSchema = z.string().regex(/^\d{1,20}$/);

/** Drafts a month's bills; drafting again adds only what no bill carries yet. */
export const draftBills: ActionHandler = async ({ client, call, values }) => {
  const parsed = draftBillsSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(draftBillsSchema, values) };
  const drafted = await client.data({ ...call, method: "POST", path: draftBillsPath, json: parsed.data, schema: z.object({ lineCount: z.number() }) });
  return { ok: true, success: { key: "resources.BillingManagement.draft.done", values: { count: drafted.lineCount } } };
};

/** Issues the checked drafts. */
export const issueBills: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length === 0) return { ok: false, error: { key: "kit.selectSome" } };
  await client.request({ ...call, method: "POST", path: issueBillPath, query: { id: ids } });
  return { ok: true, success: { key: "resources.BillingManagement.issued" } };
};

/** One settlement: from the member's balance, or paid by transfer with its reference and date. */
export const settle: ActionHandler = async ({ client, call, values }) => {
  const schema = values.way === "transfer" ? payBillByTransferSchema : settleBillSchema;
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(schema, values) };
  await client.request({ ...call, method: "POST", path: values.way === "transfer" ? payBillByTransferPath : settleBillPath, json: values });
  return { ok: true, success: { key: `resources.ClearingCenter.settle.done.${values.way === "transfer" ? "transfer" : "balance"}` } };
};

/** The lines and settlements of the bill the URL names, or none. */
export const billOfUrl: LoaderExtra = async ({ request, client, call }) => {
  const billId = billIdSchema.safeParse(new URL(request.url).searchParams.get(BILL_PARAM));
  if (!billId.success) return { bill: null };
  return { bill: { id: billId.data, ...(await client.data({ ...call, method: "GET", path: billDetailPath, query: { billId: billId.data }, schema: billDetailSchema })) } };
};

/** The clearing centre's sums per member, with the bill the URL names. */
export const clearingExtra: LoaderExtra = async (context) => ({
  ...((await billOfUrl(context)) as object),
  summary: await context.api.items(clearingSummaryPath, clearingSchema),
});
