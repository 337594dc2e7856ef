import { z } from "zod";
import { idSchema } from "../envelope";
import { ADDRESS_TYPES } from "../admin/address";
import { flagSchema, memberMessages } from "../admin/bank-account";
import { resourcePaths, timeSchema } from "../admin/resource";
import { optionalText, requiredText } from "../usa/common";
import { divisionRule, supplierFields } from "./supplier";
import { supplierIdSchema } from "./supplier-bank-account";

/** A supplier's addresses (/sAddressManagement); exactly one per supplier is the default. */
export const supplierAddressPaths = resourcePaths("business", "SupplierAddress");
/** `?id=`: makes that address its supplier's default (and no other of the supplier's). */
export const setDefaultSupplierAddressPath = `${supplierAddressPaths.base}/setDefaultSupplierAddress`;

export const supplierAddressFields = {
  supplierId: supplierIdSchema,
  addressType: z.enum(ADDRESS_TYPES),
  contactPerson: requiredText(64),
  contactPhone: z.string().trim().regex(/^\+?[0-9][0-9 -]{5,18}$/, memberMessages.badPhone),
  provinceCode: supplierFields.provinceCode,
  cityCode: supplierFields.cityCode,
  countyCode: supplierFields.countyCode,
  addressDetails: requiredText(255),
  remark: optionalText(255),
  isDefault: flagSchema,
};

export const addSupplierAddressSchema = z.object(supplierAddressFields).superRefine(divisionRule);
export const updateSupplierAddressSchema = z.object({ ...supplierAddressFields, id: idSchema }).superRefine(divisionRule);
export const supplierAddressSchema = z.object({
  ...supplierAddressFields,
  id: idSchema,
  isDefault: z.boolean(),
  supplierName: z.string().nullish(),
  divisionName: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});

export const SUPPLIER_ADDRESS_SORTABLE = ["addressType", "contactPerson", "createTime"] as const;
