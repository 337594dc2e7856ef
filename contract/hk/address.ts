import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { flagSchema, optionalPhoneSchema, optionalText, requiredText } from "../usa/common";
import { hkMessages as h } from "./messages";

/** Consignors' and consignees' addresses (/addressInformation; DOMAIN §2.2 e-ACI items e and g). */
export const hkAddressPaths = resourcePaths("hk", "HkAddress");
/** `GET`: the mainland divisions an address may name, as `[{ value, label }]` (Guangdong first). */
export const hkDivisionOptionsPath = `${hkAddressPaths.base}/queryHkDivisionOptions`;

export const ADDRESS_KINDS = ["hk", "mainland"] as const;

/** Hong Kong's 18 districts (District Council areas). */
export const HK_DISTRICTS = [
  "centralAndWestern", "wanChai", "eastern", "southern",
  "yauTsimMong", "shamShuiPo", "kowloonCity", "wongTaiSin", "kwunTong",
  "kwaiTsing", "tsuenWan", "tuenMun", "yuenLong", "north", "taiPo", "shaTin", "saiKung", "islands",
] as const;

/** Province or prefecture-level division: six digits (GB/T 2260). */
export const DIVISION_CODE = /^\d{6}$/;

const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const hkAddressFields = {
  addressName: requiredText(128),
  kind: z.enum(ADDRESS_KINDS),
  district: z.preprocess(blankAsNull, z.enum(HK_DISTRICTS, { error: h.districtNeeded }).nullish()),
  divisionCode: z.preprocess(blankAsNull, z.string().regex(DIVISION_CODE, h.divisionUnknown).nullish()),
  addressLine1: requiredText(255),
  addressLine2: optionalText(255),
  postalCode: z.preprocess(blankAsNull, z.string().trim().regex(/^\d{6}$/, h.postalCodeShape).nullish()),
  contactPerson: optionalText(64),
  phone: optionalPhoneSchema,
  remark: optionalText(255),
};

type AddressValues = { kind: string; district?: string | null; divisionCode?: string | null; postalCode?: string | null };

/** A Hong Kong address names its district; a mainland one its division. Hong Kong has no postal codes. */
function addressRules(values: AddressValues, ctx: z.RefinementCtx) {
  if (values.kind === "hk") {
    if (!values.district) ctx.addIssue({ code: "custom", path: ["district"], message: h.districtNeeded });
  } else if (!values.divisionCode) ctx.addIssue({ code: "custom", path: ["divisionCode"], message: h.divisionNeeded });
}

export const addHkAddressSchema = z.object(hkAddressFields).superRefine(addressRules);
export const updateHkAddressSchema = z.object({ ...hkAddressFields, id: idSchema }).superRefine(addressRules);
export const hkAddressSchema = z.object({
  ...hkAddressFields,
  id: idSchema,
  district: z.string().nullish(),
  divisionCode: z.string().nullish(),
  postalCode: z.string().nullish(),
  /** The division's names, province first ("广东省 / 深圳市"). */
  divisionName: z.string().nullish(),
  isDemo: flagSchema,
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type HkAddress = z.infer<typeof hkAddressSchema>;

export const divisionOptionSchema = z.object({ value: z.string(), label: z.string() });

export const HK_ADDRESS_SORTABLE = ["addressName", "kind", "createTime"] as const;
