import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { optionalText } from "../usa/common";
import { amountInputSchema } from "./recharge";
import { currencySchema } from "./receiving-bank";
import { accountMessages as m } from "./messages";

/** A member's own refund requests (/MyAccount "Request a refund"): unused balance back to their own bank account. */
export const myRefundPaths = resourcePaths("account", "MyRefund");
/** `GET`: the caller's own bank accounts (/bankAccountManagement) as `[{ value, label, currency }]`. */
export const myRefundBankOptionsPath = `${myRefundPaths.base}/queryMyRefundBankOptions`;
/** Every refund request of the tenant (/RechargeFlowBack). */
export const refundPaths = resourcePaths("account", "Refund");
/** `POST { id, step, reason?, transferReference? }`: approve (debits the ledger once), reject with a reason, or mark an approved one paid. */
export const stepRefundPath = `${refundPaths.base}/stepRefund`;
/** `GET ?id=`: a refund request's steps, oldest first. */
export const refundStepsPath = `${refundPaths.base}/queryRefundSteps`;

export const REFUND_STATUSES = ["requested", "approved", "paid", "rejected"] as const;
/** Where each step leaves from, and where it leads. */
export const REFUND_STEPS = {
  approve: { from: ["requested"], to: "approved", button: "audit" },
  reject: { from: ["requested"], to: "rejected", button: "audit" },
  pay: { from: ["approved"], to: "paid", button: "update" },
} as const;
export type RefundStep = keyof typeof REFUND_STEPS;

export const addRefundSchema = z.object({ amount: amountInputSchema, currency: currencySchema, bankAccountId: idSchema });
export const updateRefundSchema = addRefundSchema.extend({ id: idSchema });

export const refundSchema = z.object({
  id: idSchema,
  memberId: z.string(),
  memberName: z.string(),
  amountMinor: z.number(),
  amountText: z.string().nullish(),
  currency: z.string(),
  bankAccountId: z.string(),
  bankAccountText: z.string(),
  status: z.enum(REFUND_STATUSES),
  rejectReason: z.string().nullish(),
  transferReference: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type Refund = z.infer<typeof refundSchema>;
export const REFUND_SORTABLE = ["createTime", "amountMinor", "status"] as const;

export const stepRefundSchema = z
  .object({ id: idSchema, step: z.enum(["approve", "reject", "pay"]), reason: optionalText(255), transferReference: optionalText(64) })
  .refine((v) => v.step !== "reject" || Boolean(v.reason?.trim()), { message: m.rejectReasonRequired, path: ["reason"] })
  .refine((v) => v.step !== "pay" || Boolean(v.transferReference?.trim()), { message: m.transferReferenceShape, path: ["transferReference"] });
export type StepRefund = z.infer<typeof stepRefundSchema>;
