import { z } from "zod";
import { idSchema } from "../envelope";
import { DATE_RULE } from "../admin/fields";
import { resourcePaths, timeSchema } from "../admin/resource";
import { currencyCodeSchema, requiredText } from "./common";
import { AMOUNT_SHAPE } from "./hts-line";
import { usaMessages as u } from "./messages";

/** A shipment's cost lines (SPEC §3: cost name, amount, unit price, quantity, exchange rate, currency, settlement object). */
export const usCostLinePaths = resourcePaths("usa", "UsCostLine");
/** `GET`: the tenant's exchange rates to USD, dated and sourced (demo rates in the simulator). */
export const usFxRatePath = "/api/usa/usfxrate/queryUsFxRate";

export const SETTLEMENT_OBJECTS = ["customer", "carrier", "trucker", "terminal", "customs", "other"] as const;
/** Rate to USD: up to 6 decimals (19 CFR 159: the certified rate of the export date in production). */
export const FX_SHAPE = /^\d{1,6}(\.\d{1,6})?$/;

const blankAsNull = (v: unknown) => (v === "" || (typeof v === "string" && v.trim() === "") ? null : v);

export const usCostLineFields = {
  shipmentId: idSchema,
  costName: requiredText(64),
  unitPrice: z.string().trim().regex(AMOUNT_SHAPE, u.amountShape),
  quantity: z.coerce.number().min(0).max(1e6),
  currency: currencyCodeSchema,
  /** USD per unit of the currency; blank takes the tenant's rate on file for the rate date (or the newest). */
  exchangeRate: z.preprocess(blankAsNull, z.string().trim().regex(FX_SHAPE, u.fxRateShape).refine((v) => Number(v) > 0, u.fxRateShape).nullish()),
  /** Blank: the rate's own date, or today's for USD. */
  rateDate: z.preprocess(blankAsNull, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE).nullish()),
  settlementObject: z.enum(SETTLEMENT_OBJECTS),
};

export const addUsCostLineSchema = z.object(usCostLineFields);
export const updateUsCostLineSchema = z.object({ ...usCostLineFields, id: idSchema });
export const usCostLineSchema = z.object({
  ...usCostLineFields,
  exchangeRate: z.string(),
  rateDate: z.string(),
  id: idSchema,
  /** unitPrice × quantity in the currency, and in USD at the rate (cents, rounded half up). */
  amountCents: z.number(),
  amountUsdCents: z.number(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type UsCostLine = z.infer<typeof usCostLineSchema>;
export const US_COST_LINE_SORTABLE = ["costName", "createTime"] as const;

export const usFxRateSchema = z.object({ currency: z.string(), usdPerUnit: z.string(), rateDate: z.string(), source: z.string() });
export type UsFxRate = z.infer<typeof usFxRateSchema>;
