import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { flagSchema, optionalEmailSchema, optionalPhoneSchema, optionalText, requiredText } from "../usa/common";
import { brNumberSchema } from "./common";

/** The traders a Hong Kong declaration is lodged for (/declarationUnit; DOMAIN §2.3, §2.4). */
export const hkDeclaringUnitPaths = resourcePaths("hk", "HkDeclaringUnit");
/** `POST ?id=`: makes that declaring unit the tenant's default (and no other). */
export const setDefaultHkDeclaringUnitPath = `${hkDeclaringUnitPaths.base}/setDefaultHkDeclaringUnit`;

export const hkDeclaringUnitFields = {
  companyNameEn: requiredText(128),
  companyNameZh: optionalText(128),
  brNumber: brNumberSchema,
  /** The trader's Hong Kong address in full, no PO box (DOMAIN §2.4). */
  address: requiredText(255),
  contactPerson: optionalText(64),
  phone: optionalPhoneSchema,
  email: optionalEmailSchema,
  isDefault: flagSchema,
  remark: optionalText(255),
};

export const addHkDeclaringUnitSchema = z.object(hkDeclaringUnitFields);
export const updateHkDeclaringUnitSchema = addHkDeclaringUnitSchema.extend({ id: idSchema });
export const hkDeclaringUnitSchema = updateHkDeclaringUnitSchema.extend({
  brNumber: z.string(),
  isDefault: z.boolean(),
  isDemo: flagSchema,
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type HkDeclaringUnit = z.infer<typeof hkDeclaringUnitSchema>;

export const HK_DECLARING_UNIT_SORTABLE = ["companyNameEn", "brNumber", "createTime"] as const;
