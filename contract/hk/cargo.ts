import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { countryCodeSchema, currencyCodeSchema, optionalText, requiredText } from "../usa/common";
import { hkhsCodeSchema } from "./common";
import { hkMessages as h } from "./messages";

/** Reusable cargo descriptions picked into CCRN and UDR lines (/clearanceCargoInformation; DOMAIN §2.4 commodities). */
export const hkCargoPaths = resourcePaths("hk", "HkCargo");

/** How the cargo travels packed (DOMAIN §2.2 e-ACI item b). */
export const PACKAGE_TYPES = ["carton", "pallet", "bag", "crate", "drum", "bundle", "roll", "loose"] as const;

/** A decimal amount with up to 2 places; kept as integer cents. */
export const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const hkCargoFields = {
  description: requiredText(255),
  hkhsCode: hkhsCodeSchema,
  /** A value of the `unit` dictionary: the C&SD unit of quantity the code is declared in. */
  unit: requiredText(8),
  /** Typical value of one unit. */
  unitValue: z.preprocess((v) => blankAsNull(typeof v === "number" ? String(v) : v), z.string().trim().regex(AMOUNT, h.amountShape).nullish()),
  currency: currencyCodeSchema,
  originCountry: countryCodeSchema,
  packageType: z.enum(PACKAGE_TYPES),
  remark: optionalText(255),
};

export const addHkCargoSchema = z.object(hkCargoFields);
export const updateHkCargoSchema = addHkCargoSchema.extend({ id: idSchema });
export const hkCargoSchema = updateHkCargoSchema.extend({
  hkhsCode: z.string(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type HkCargo = z.infer<typeof hkCargoSchema>;

export const HK_CARGO_SORTABLE = ["description", "hkhsCode", "createTime"] as const;

