import { z } from "zod";
import { idSchema } from "../envelope";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/** The signed-in member's bank accounts (SPEC §3 bank account); exactly one is the default. */
export const bankAccountPaths = resourcePaths("account", "BankAccount");
/** `?id=`: makes that account the default (and no other). */
export const setDefaultBankAccountPath = `${bankAccountPaths.base}/setDefaultBankAccount`;

export const memberMessages = {
  badSwift: "a SWIFT code is 8 or 11 characters: bank (4 letters), country (2 letters), location (2), branch (3)",
  badAccount: "an account number holds letters, digits, spaces and '-'",
  badCurrency: "choose a currency by its three-letter code",
  keepOneDefault: "set another record as the default instead",
  badPhone: "enter a valid phone number",
} as const;

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
/** Checkboxes and switches post "on"/"true" or nothing. */
export const flagSchema = z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean());

export const bankAccountFields = {
  bankAccountName: z.string().trim().min(1, m.required).max(128, m.tooLong),
  bankAccount: z.string().trim().min(1, m.required).max(34, m.tooLong).regex(/^[A-Za-z0-9 -]+$/, memberMessages.badAccount),
  /** ISO 9362: 4-letter bank, 2-letter country, 2 alphanumeric location, optional 3 alphanumeric branch. */
  swiftCode: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim().toUpperCase()) : v),
    z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, memberMessages.badSwift).nullish(),
  ),
  bankName: z.string().trim().min(1, m.required).max(128, m.tooLong),
  currency: z.string().trim().regex(/^[A-Z]{3}$/, memberMessages.badCurrency),
  bankAddress: z.preprocess(blankToNull, z.string().trim().max(255, m.tooLong).nullish()),
  remark: z.preprocess(blankToNull, z.string().trim().max(255, m.tooLong).nullish()),
  isDefault: flagSchema,
};

export const addBankAccountSchema = z.object(bankAccountFields);
export const updateBankAccountSchema = addBankAccountSchema.extend({ id: idSchema });
export const bankAccountSchema = updateBankAccountSchema.extend({
  userId: z.string().optional(),
  tenantCode: z.string().optional(),
  isDefault: z.boolean(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const BANK_ACCOUNT_SORTABLE = ["bankAccountName", "bankName", "currency", "createTime"] as const;
