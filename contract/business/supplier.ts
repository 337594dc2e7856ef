import { z } from "zod";
import { idSchema } from "../envelope";
import { isUnifiedSocialCreditCode } from "../admin/checks";
import { resourcePaths, timeSchema } from "../admin/resource";
import { attachmentUrlSchema } from "../file";
import { currencyCodeSchema, optionalCode, optionalPhoneSchema, optionalText, recordCodeSchema, requiredText } from "../usa/common";
import { divisionProblem, type Divisions } from "./divisions";
import { businessMessages as b } from "./messages";

/** Suppliers (/vendorInformation; SPEC §3 supplier): the tenant's own, under the business service (decision 0017). */
export const supplierPaths = resourcePaths("business", "Supplier");
/** `GET`: China's provinces as `[{ value, label }]`. */
export const supplierProvinceOptionsPath = `${supplierPaths.base}/querySupplierProvinceOptions`;
/**
 * `GET ?provinceCode=`: the province's cities as `[{ value, label }]` (every city of China without
 * it), labelled province first ("广东省 / 深圳市").
 */
export const supplierCityOptionsPath = `${supplierPaths.base}/querySupplierCityOptions`;
/** `GET ?cityCode=`: the city's counties as `[{ value, label }]`. */
export const supplierCountyOptionsPath = `${supplierPaths.base}/querySupplierCountyOptions`;

const sixDigits = /^\d{6}$/;
/** The city options' query: one province's, or every city without it. */
export const cityOptionsQuerySchema = z.object({ provinceCode: z.string().regex(sixDigits, b.provinceUnknown).optional() });
/** The county options' query: always one city's (China has some 3,000 counties). */
export const countyOptionsQuerySchema = z.object({ cityCode: z.string().regex(sixDigits, b.cityUnknown) });

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
  /** Blank only where the city has no counties (东莞市, 仙桃市); the provider knows which. */
  countyCode: optionalCode(z.string().regex(/^\d{6}$/, b.countyUnknown)),
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

/** The chosen county lies in the chosen city, the city in the chosen province. */
export function divisionRule(values: Divisions, ctx: z.RefinementCtx) {
  const problem = divisionProblem(values);
  if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
}

export const addSupplierSchema = z.object(supplierFields).superRefine(divisionRule);
export const updateSupplierSchema = z.object({ ...supplierFields, id: idSchema }).superRefine(divisionRule);
export const supplierSchema = z.object({
  ...supplierFields,
  id: idSchema,
  uscc: z.string(),
  /** The province's, city's and county's names ("广东省 / 深圳市 / 南山区"). */
  divisionName: z.string().nullish(),
  bankAccountCount: z.number().nullish(),
  addressCount: z.number().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type Supplier = z.infer<typeof supplierSchema>;

export const SUPPLIER_SORTABLE = ["code", "name", "starLevel", "createTime"] as const;
