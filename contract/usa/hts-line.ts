import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { isHts10, normaliseHts } from "../customs/identifiers";
import { countryCodeSchema, optionalText, requiredText } from "./common";
import { usaMessages as u } from "./messages";

/** A shipment's entry lines (CBP 7501 block 31–37): HTS number, origin, quantity, value and rates. */
export const usHtsLinePaths = resourcePaths("usa", "UsHtsLine");

/** A rate as the HTS writes it: "16.5%", "3.4 %" or "Free" (contract/customs/charges.ts parsePercent). */
export const RATE_SHAPE = /^(free|\d{1,3}(\.\d{1,4})?\s?%?)$/i;
/** Dollars with up to 2 decimals, as typed. */
export const AMOUNT_SHAPE = /^\d{1,10}(\.\d{1,2})?$/;

/** "1234.5" → 123450 cents (contract/money.ts). */
export { centsOf } from "../money";

export const usHtsLineFields = {
  shipmentId: idSchema,
  htsCode: z.preprocess((v) => (typeof v === "string" ? (normaliseHts(v) ?? v) : v), z.string().refine(isHts10, u.htsShape)),
  description: requiredText(255),
  originCountry: countryCodeSchema,
  quantity: z.coerce.number().min(0).max(1e9),
  unit: requiredText(8),
  /** Entered value in USD ("1234.50"). */
  valueUsd: z.string().trim().regex(AMOUNT_SHAPE, u.amountShape),
  adValorem: z.string().trim().regex(RATE_SHAPE, u.rateShape),
  /** Chapter 99 layers, e.g. "25%" for Section 301 (blank for none). */
  additional: z.preprocess((v) => (v === "" ? null : v), z.string().trim().regex(RATE_SHAPE, u.rateShape).nullish()),
  remark: optionalText(255),
};

export const addUsHtsLineSchema = z.object(usHtsLineFields);
export const updateUsHtsLineSchema = z.object({ ...usHtsLineFields, id: idSchema });
export const usHtsLineSchema = z.object({ ...usHtsLineFields, id: idSchema, lineNo: z.number(), dutyCents: z.number().nullish(), createTime: timeSchema, updateTime: timeSchema });
export type UsHtsLine = z.infer<typeof usHtsLineSchema>;
export const US_HTS_LINE_SORTABLE = ["lineNo", "htsCode"] as const;
