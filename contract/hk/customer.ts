import { z } from "zod";
import { isUnifiedSocialCreditCode } from "../admin/checks";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { countryCodeSchema, flagSchema, optionalCode, optionalEmailSchema, optionalIdSchema, optionalPhoneSchema, optionalText, requiredText } from "../usa/common";
import { optionalBrNumberSchema } from "./common";
import { hkMessages as h } from "./messages";

/** Consignors and consignees an e-ACI or a declaration names (/customerInformation; DOMAIN §2.2 items d and f). */
export const hkCustomerPaths = resourcePaths("hk", "HkCustomer");

export const CUSTOMER_KINDS = ["consignor", "consignee", "both"] as const;

export const hkCustomerFields = {
  nameEn: requiredText(128),
  nameZh: optionalText(128),
  kind: z.enum(CUSTOMER_KINDS),
  countryCode: countryCodeSchema,
  brNumber: optionalBrNumberSchema,
  uscc: optionalCode(z.string().regex(/^[0-9A-HJ-NP-RTUW-Y]{18}$/, h.usccShape)),
  contactPerson: optionalText(64),
  phone: optionalPhoneSchema,
  email: optionalEmailSchema,
  defaultAddressId: optionalIdSchema,
  remark: optionalText(255),
};

type CustomerValues = { countryCode: string; brNumber?: string | null; uscc?: string | null };

/** A BR number belongs to a Hong Kong customer, a credit code (with its mod-31 check) to a mainland one. */
function customerRules(values: CustomerValues, ctx: z.RefinementCtx) {
  if (values.brNumber && values.countryCode !== "HK") ctx.addIssue({ code: "custom", path: ["brNumber"], message: h.brOnlyHk });
  if (values.uscc) {
    if (values.countryCode !== "CN") ctx.addIssue({ code: "custom", path: ["uscc"], message: h.usccOnlyMainland });
    else if (!isUnifiedSocialCreditCode(values.uscc)) ctx.addIssue({ code: "custom", path: ["uscc"], message: h.usccShape });
  }
}

export const addHkCustomerSchema = z.object(hkCustomerFields).superRefine(customerRules);
export const updateHkCustomerSchema = z.object({ ...hkCustomerFields, id: idSchema }).superRefine(customerRules);
export const hkCustomerSchema = z.object({
  ...hkCustomerFields,
  id: idSchema,
  brNumber: z.string().nullish(),
  uscc: z.string().nullish(),
  isDemo: flagSchema,
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type HkCustomer = z.infer<typeof hkCustomerSchema>;

export const HK_CUSTOMER_SORTABLE = ["nameEn", "kind", "countryCode", "createTime"] as const;
