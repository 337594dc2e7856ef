import { stepRefundPath, stepRefundSchema } from "#contract/account/refund";
import { auditRechargePath, auditRechargeSchema, requestStepSchema } from "#contract/account/recharge";
import { rowErrors } from "~/resources/import.server";
import type { ActionHandler, LoaderExtra } from "~/resources/route.server";
import { z } from "zod";
import { REQUEST_PARAM } from "./request-param";

const idParam = z.string().regex(/^\d{1,20}$/);

/** The steps of the request the URL names (`?request=<id>`), read from the given call; none without one. */
export const stepsOfRequest =
  (path: string): LoaderExtra =>
  async ({ request, api }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get(REQUEST_PARAM));
    if (!id.success) return null;
    return { request: id.data, steps: await api.items(path, requestStepSchema, { id: id.data }) };
  };

/** Confirm (the member's balance is credited) or reject with a reason. */
export const auditRecharge: ActionHandler = async ({ client, call, values }) => {
  const parsed = auditRechargeSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(auditRechargeSchema, values) };
  await client.request({ ...call, method: "POST", path: auditRechargePath, json: parsed.data });
  return { ok: true, success: { key: `resources.RechargeInfo.done.${parsed.data.decision}` } };
};

/** A refund's step: approve (the debit) or reject with a reason, or mark an approved one paid. */
export const stepRefund: ActionHandler = async ({ client, call, values }) => {
  const parsed = stepRefundSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(stepRefundSchema, values) };
  await client.request({ ...call, method: "POST", path: stepRefundPath, json: parsed.data });
  return { ok: true, success: { key: `resources.RechargeFlowBack.done.${parsed.data.step}` } };
};
