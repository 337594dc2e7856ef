import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { optionalText, requiredText } from "../usa/common";
import { PREPAID_CURRENCIES } from "./ledger";
import { accountMessages as m } from "./messages";

/** The platform's receiving bank accounts of a tenant (/BankMgt), under the account service (decision 0020). */
export const receivingBankPaths = resourcePaths("account", "ReceivingBank");
/** `GET`: the enabled receiving accounts as `[{ value, label, currency }]`, for a recharge request. */
export const receivingBankOptionsPath = `${receivingBankPaths.base}/queryReceivingBankOptions`;

export const RECEIVING_BANK_STATUSES = ["enabled", "disabled"] as const;

export const currencySchema = z.enum(PREPAID_CURRENCIES, { message: m.currencyUnknown });

const receivingBankFields = {
  bankName: requiredText(128),
  accountName: requiredText(128),
  accountNumber: z.string().trim().regex(/^[0-9A-Z -]{6,40}$/, m.accountNumberShape),
  swiftCode: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), z.string().trim().toUpperCase().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, m.swiftShape).nullish()),
  currency: currencySchema,
  branch: optionalText(128),
  status: z.enum(RECEIVING_BANK_STATUSES),
  remark: optionalText(255),
};

export const addReceivingBankSchema = z.object(receivingBankFields);
export const updateReceivingBankSchema = z.object({ ...receivingBankFields, id: idSchema });
export const receivingBankSchema = z.object({ ...receivingBankFields, id: idSchema, swiftCode: z.string().nullish(), createTime: timeSchema, updateTime: timeSchema });
export type ReceivingBank = z.infer<typeof receivingBankSchema>;
export const RECEIVING_BANK_SORTABLE = ["bankName", "currency", "createTime"] as const;

export const receivingBankOptionSchema = z.object({ value: idSchema, label: z.string(), currency: z.string() });
