import { z } from "zod";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { attachmentUrlSchema } from "../file";
import { countryCodeSchema, currencyCodeSchema, optionalText, requiredText } from "../usa/common";
import { AMOUNT_SHAPE, centsOf } from "../usa/hts-line";
import { isCnHsCode, isHkHsCode, isHs6, isHts10 } from "./identifiers";
import { customsMessages as c } from "./messages";

/** The tenant's goods (/GoodsMgt; SPEC §3 goods) with the codes per market their classification decided (DOMAIN §3.1). */
export const customsGoodsPaths = resourcePaths("customs", "Goods");

const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
/** Codes are typed with dots and spaces as tariffs print them (6109.10.00.12); the digits are kept. */
const digitsOf = (v: unknown) => (typeof v === "string" ? blankAsNull(v.replace(/[.\s-]/g, "")) : v);
const codeSchema = (rule: (s: string) => boolean, message: string) => z.preprocess(digitsOf, z.string().refine(rule, message).nullish());

/** The four codes a classification decides, by the jurisdiction that asks for them. */
export const CODE_FIELDS = { HS: "hs6", US: "htsCode", CN: "cnCode", HK: "hkCode" } as const;
/** The codes' fields, HS6 first. */
export const CODE_NAMES = Object.values(CODE_FIELDS);
export const JURISDICTIONS = ["US", "CN", "HK", "HS"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const codeFields = {
  hs6: codeSchema(isHs6, c.hs6Shape),
  htsCode: codeSchema(isHts10, c.htsShape),
  cnCode: codeSchema(isCnHsCode, c.cnShape),
  hkCode: codeSchema(isHkHsCode, c.hkShape),
};
export type Codes = { hs6?: string | null; htsCode?: string | null; cnCode?: string | null; hkCode?: string | null };

/** HTS10, CN10 and HKHS8 all extend the HS subheading (DOMAIN §3.1): each begins with the same six digits. */
export function codeRules(values: Codes, ctx: z.RefinementCtx): void {
  for (const field of ["htsCode", "cnCode", "hkCode"] as const) {
    const code = values[field];
    if (!code) continue;
    if (!values.hs6) ctx.addIssue({ code: "custom", path: ["hs6"], message: c.nationalNeedsHs6 });
    else if (!code.startsWith(values.hs6)) ctx.addIssue({ code: "custom", path: [field], message: c.codeUnderHs6 });
  }
}

/** A price as typed ("12.5"), kept as cents by the provider and answered with 2 decimals ("12.50"). */
const priceSchema = z.preprocess(blankAsNull, z.string().trim().regex(AMOUNT_SHAPE, c.priceShape).nullish());
export const PRICE_FIELDS = ["lowestPrice", "referencePrice", "highestPrice"] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/**
 * The price rule: lowest ≤ reference ≤ highest among the prices given, in cents. Answers the
 * field that breaks it (the later of the two compared), or null.
 */
export function priceOrderProblem(prices: Partial<Record<PriceField, number | null>>): PriceField | null {
  let before: number | undefined;
  for (const field of PRICE_FIELDS) {
    const cents = prices[field];
    if (cents === null || cents === undefined) continue;
    if (before !== undefined && cents < before) return field;
    before = cents;
  }
  return null;
}

function goodsRules(values: Codes & Partial<Record<PriceField, string | null>>, ctx: z.RefinementCtx) {
  codeRules(values, ctx);
  const cents = Object.fromEntries(PRICE_FIELDS.map((field) => [field, values[field] ? centsOf(values[field]) : null]));
  const problem = priceOrderProblem(cents);
  if (problem) ctx.addIssue({ code: "custom", path: [problem], message: c.priceOrder });
}

export const customsGoodsFields = {
  modelNumber: requiredText(64),
  name: requiredText(128),
  brand: optionalText(64),
  countryOfOrigin: countryCodeSchema,
  currency: currencyCodeSchema,
  /** A value of the `unit` dictionary (PCS, SET, KG …). */
  unit: z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), requiredText(8)),
  lowestPrice: priceSchema,
  referencePrice: priceSchema,
  highestPrice: priceSchema,
  /** Material composition and function or use, as a classifier reads them (GRI 1, 3(b)). */
  material: optionalText(255),
  usage: optionalText(255),
  ...codeFields,
  attachmentUrl: attachmentUrlSchema,
  remark: optionalText(255),
};

export const addCustomsGoodsSchema = z.object(customsGoodsFields).superRefine(goodsRules);
export const updateCustomsGoodsSchema = z.object({ ...customsGoodsFields, id: idSchema }).superRefine(goodsRules);
export const customsGoodsSchema = z.object({
  ...customsGoodsFields,
  id: idSchema,
  hs6: z.string().nullish(),
  htsCode: z.string().nullish(),
  cnCode: z.string().nullish(),
  hkCode: z.string().nullish(),
  /** The reviewer whose approval wrote the codes, when, and the order; cleared when the codes are edited by hand. */
  classifiedBy: z.string().nullish(),
  classifiedAt: timeSchema,
  classifyOrderId: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type CustomsGoods = z.infer<typeof customsGoodsSchema>;

export const CUSTOMS_GOODS_SORTABLE = ["modelNumber", "name", "hs6", "classifiedAt", "createTime"] as const;
