import { z } from "zod";
import { idSchema } from "../envelope";
import { bankAccountFields } from "../admin/bank-account";
import { resourcePaths, timeSchema } from "../admin/resource";
import { businessMessages as b } from "./messages";

/** A supplier's bank accounts (/sBankAccountManagement); exactly one per supplier is the default. */
export const supplierBankAccountPaths = resourcePaths("business", "SupplierBankAccount");
/** `?id=`: makes that account its supplier's default (and no other of the supplier's). */
export const setDefaultSupplierBankAccountPath = `${supplierBankAccountPaths.base}/setDefaultSupplierBankAccount`;

export const supplierIdSchema = z.string().regex(/^\d{1,20}$/, b.supplierUnknown);

export const supplierBankAccountFields = { supplierId: supplierIdSchema, ...bankAccountFields };

export const addSupplierBankAccountSchema = z.object(supplierBankAccountFields);
export const updateSupplierBankAccountSchema = addSupplierBankAccountSchema.extend({ id: idSchema });
export const supplierBankAccountSchema = updateSupplierBankAccountSchema.extend({
  isDefault: z.boolean(),
  supplierName: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});

export const SUPPLIER_BANK_ACCOUNT_SORTABLE = ["bankAccountName", "bankName", "currency", "createTime"] as const;
