import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { attachmentUrlSchema } from "../file";
import { optionalText } from "../usa/common";
import { currencySchema } from "./receiving-bank";
import { MAX_AMOUNT_MINOR } from "./ledger";
import { accountMessages as m } from "./messages";

/** A member's own recharge requests (/RechargeRecord): listed, asked for, withdrawn while still requested. */
export const myRechargePaths = resourcePaths("account", "MyRecharge");
/** `GET ?id=`: the steps of one of the caller's own requests, oldest first. */
export const myRechargeStepsPath = `${myRechargePaths.base}/queryMyRechargeSteps`;
/** Every recharge request of the tenant (/RechargeInfo), for the operator. */
export const rechargePaths = resourcePaths("account", "Recharge");
/** `POST { id, decision, reason }`: confirm (credits the ledger once) or reject with a reason; button RechargeInfo:audit. */
export const auditRechargePath = `${rechargePaths.base}/auditRecharge`;
/** `GET ?id=`: a request's steps, oldest first. */
export const rechargeStepsPath = `${rechargePaths.base}/queryRechargeSteps`;

export const RECHARGE_STATUSES = ["requested", "confirmed", "rejected"] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

/** An amount as typed: up to 10 digits and 2 decimals, above zero. */
export const amountInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, m.amountShape)
  .refine((v) => /[1-9]/.test(v), m.amountShape);

/** "1234.5" → 123450: through text, never a float. */
export function minorOf(amount: string): number {
  const [whole, fraction = ""] = amount.split(".");
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Math.min(minor, MAX_AMOUNT_MINOR + 1);
}

export const addRechargeSchema = z.object({
  amount: amountInputSchema,
  currency: currencySchema,
  receivingBankId: idSchema,
  transferReference: z.string().trim().min(1, m.transferReferenceShape).max(64, m.transferReferenceShape),
  proofFile: attachmentUrlSchema.refine((v) => Boolean(v), m.proofRequired),
});
export type AddRecharge = z.infer<typeof addRechargeSchema>;
/** A request is not edited: withdrawn (deleted) while requested, and asked for again. */
export const updateRechargeSchema = addRechargeSchema.extend({ id: idSchema });

export const rechargeSchema = z.object({
  id: idSchema,
  memberId: z.string(),
  memberName: z.string(),
  amountMinor: z.number(),
  /** "CNY 1,234.50", for the list. */
  amountText: z.string().nullish(),
  currency: z.string(),
  receivingBankId: z.string(),
  receivingBankName: z.string().nullish(),
  transferReference: z.string(),
  proofFile: z.string().nullish(),
  status: z.enum(RECHARGE_STATUSES),
  rejectReason: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type Recharge = z.infer<typeof rechargeSchema>;
export const RECHARGE_SORTABLE = ["createTime", "amountMinor", "status"] as const;

export const auditRechargeSchema = z
  .object({ id: idSchema, decision: z.enum(["confirm", "reject"]), reason: optionalText(255) })
  .refine((v) => v.decision === "confirm" || Boolean(v.reason?.trim()), { message: m.rejectReasonRequired, path: ["reason"] });
export type AuditRecharge = z.infer<typeof auditRechargeSchema>;

export const requestStepSchema = z.object({ id: idSchema, toStatus: z.string(), note: z.string().nullish(), username: z.string(), createTime: timeSchema });
export type RequestStep = z.infer<typeof requestStepSchema>;
