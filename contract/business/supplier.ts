import { z } from "zod";
import { idSchema } from "../envelope";
import { isUnifiedSocialCreditCode } from "../admin/checks";
import { resourcePaths, timeSchema } from "../admin/resource";
import { attachmentUrlSchema } from "../file";
import { currencyCodeSchema, optionalPhoneSchema, optionalText, recordCodeSchema, requiredText } from "../usa/common";
import { cityInProvince } from "./divisions";
import { businessMessages as b } from "./messages";

/** Suppliers (/vendorInformation; SPEC §3 supplier): the tenant's own, under the business service (decision 0017). */
export const supplierPaths = resourcePaths("business", "Supplier");
/** `GET`: China's provinces as `[{ value, label }]`. */
export const supplierProvinceOptionsPath = `${supplierPaths.base}/querySupplierProvinceOptions`;
/** `GET`: China's prefecture-level cities as `[{ value, label }]`, labelled province first ("广东省 / 深圳市"). */
export const supplierCityOptionsPath = `${supplierPaths.base}/querySupplierCityOptions`;

export const SUPPLIER_STATUSES = ["enabled", "disabled"] as const;
export const STAR_LEVELS = ["1", "2", "3", "4", "5"] as const;

const divisionCode = (message: string) => z.string().trim().regex(/^\d{6}$/, message);

/** A USCC typed in any case; its check character must match (GB 32100-2015). */
export const usccSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
  z.string().refine(isUnifiedSocialCreditCode, b.usccInvalid),
);

export const supplierFields = {
  code: recordCodeSchema(32),
  name: requiredText(128),
  shortName: optionalText(64),
  provinceCode: divisionCode(b.provinceUnknown),
  cityCode: divisionCode(b.cityUnknown),
  address: requiredText(255),
  contactPerson: optionalText(64),
  contactPhone: optionalPhoneSchema,
  bankName: optionalText(128),
  bankAccount: optionalText(34),
  currency: currencyCodeSchema,
  starLevel: z.enum(STAR_LEVELS, { error: b.starLevel }),
  uscc: usccSchema,
  attachmentFile: attachmentUrlSchema,
  status: z.enum(SUPPLIER_STATUSES),
  remark: optionalText(255),
};

/** The chosen city lies in the chosen province. */
export function divisionRule(values: { provinceCode: string; cityCode: string }, ctx: z.RefinementCtx) {
  if (!cityInProvince(values.provinceCode, values.cityCode)) ctx.addIssue({ code: "custom", path: ["cityCode"], message: b.cityNotInProvince });
}

export const addSupplierSchema = z.object(supplierFields).superRefine(divisionRule);
export const updateSupplierSchema = z.object({ ...supplierFields, id: idSchema }).superRefine(divisionRule);
export const supplierSchema = z.object({
  ...supplierFields,
  id: idSchema,
  uscc: z.string(),
  /** The province's and city's names ("广东省 / 深圳市"). */
  divisionName: z.string().nullish(),
  bankAccountCount: z.number().nullish(),
  addressCount: z.number().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type Supplier = z.infer<typeof supplierSchema>;

export const SUPPLIER_SORTABLE = ["code", "name", "starLevel", "createTime"] as const;
