import { z } from "zod";
import { idSchema } from "../envelope";
import { flagSchema, memberMessages } from "./bank-account";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/** The signed-in member's addresses (SPEC §3 address); exactly one is the default. */
export const addressPaths = resourcePaths("account", "Address");
/** `?id=`: makes that address the default (and no other). */
export const setDefaultAddressPath = `${addressPaths.base}/setDefaultAddress`;

export const ADDRESS_TYPES = ["shipping", "billing", "pickup", "registered"] as const;

export const addressFields = {
  addressType: z.enum(ADDRESS_TYPES, { error: m.required }),
  companyName: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), z.string().trim().max(128, m.tooLong).nullish()),
  contactPerson: z.string().trim().min(1, m.required).max(64, m.tooLong),
  contactPhone: z.string().trim().min(1, m.required).max(20, m.tooLong).regex(/^\+?[0-9][0-9 -]{5,18}$/, memberMessages.badPhone),
  addressDetails: z.string().trim().min(1, m.required).max(255, m.tooLong),
  isDefault: flagSchema,
};

export const addAddressSchema = z.object(addressFields);
export const updateAddressSchema = addAddressSchema.extend({ id: idSchema });
export const addressSchema = updateAddressSchema.extend({
  userId: z.string().optional(),
  tenantCode: z.string().optional(),
  isDefault: z.boolean(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type Address = z.infer<typeof addressSchema>;

export const ADDRESS_SORTABLE = ["addressType", "contactPerson", "createTime"] as const;
