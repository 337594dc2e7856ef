import { z } from "zod";
import { pageSchema } from "./envelope";
import { hsMessages, queryHsCodeSchema } from "./hs";

/**
 * What a place is used for, in the order of UN/LOCODE's 8-character function classifier: "1"
 * in the first position is a sea port, "2" in the second rail, … "B" in the eighth a border
 * crossing. The names are the provider's; screens translate them.
 */
export const LOCATION_FUNCTIONS = ["seaport", "rail", "road", "airport", "postal", "multimodal", "fixedTransport", "borderCrossing"] as const;

/**
 * The public look-ups of places (UN/LOCODE), countries (ISO 3166-1) and currencies (ISO 4217),
 * beside the HS codes under /api/hs/openApi/: no bearer token, the body's `openApiCredential`
 * block and the open API's rate limit, as for the HS look-up (contract/hs.ts).
 */
export const placesMessages = {
  keywordTooLong: hsMessages.keywordTooLong,
  pageSizeTooLarge: hsMessages.pageSizeTooLarge,
  countryInvalid: "country must be a 2-letter ISO 3166-1 code",
  functionInvalid: `fn must be one of ${LOCATION_FUNCTIONS.join(", ")}`,
} as const;

export const locationFunctionSchema = z.enum(LOCATION_FUNCTIONS, { error: placesMessages.functionInvalid });
export type LocationFunction = z.infer<typeof locationFunctionSchema>;

/** The keyword and page fields every open-API look-up takes, with queryHsCode's limits and messages. */
const lookUpFields = queryHsCodeSchema.pick({ keyword: true, currentPage: true, pageSize: true });

/** An empty select on a form means no filter. */
const unlessBlank = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), field.optional());

/**
 * `POST queryLocation`. A keyword that reads as a LOCODE ("USLGB", "us lgb") finds that code
 * first; from 3 characters ("USL") it also finds the codes it starts with. Then names, compared
 * without case or accents: the whole name, a name starting with the keyword, a later word of
 * it starting with the keyword ("beach" finds Long Beach). No keyword lists in code order.
 */
export const queryLocationSchema = lookUpFields.extend({
  country: unlessBlank(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, placesMessages.countryInvalid)),
  fn: unlessBlank(locationFunctionSchema),
});
export type QueryLocation = z.infer<typeof queryLocationSchema>;

/** `POST queryCountry`: by alpha-2, alpha-3 or numeric code, or by part of the English or Chinese name. */
export const queryCountrySchema = lookUpFields;
export type QueryCountry = z.infer<typeof queryCountrySchema>;

/** `POST queryCurrency`: by code or numeric code, or by part of the name or of a country using it. */
export const queryCurrencySchema = lookUpFields;
export type QueryCurrency = z.infer<typeof queryCurrencySchema>;

export const locationSchema = z.object({
  locode: z.string(),
  /** ISO 3166-1 alpha-2; "XZ" is international waters, which has no country row. */
  country: z.string(),
  /** The country's short English name and its Chinese name, Simplified (zh) and Traditional (tw); null for "XZ". */
  countryName: z.object({ en: z.string(), zh: z.string(), tw: z.string().optional() }).nullable(),
  name: z.string(),
  /** The ISO 3166-2 suffix, as UN/LOCODE gives it. */
  subdivision: z.string().nullable(),
  functions: z.array(locationFunctionSchema),
  /** The IATA code where UN/LOCODE names one; for an airport that names none, its LOCODE's last three letters. */
  iata: z.string().nullable(),
  /** UN/LOCODE's status indicator: AI, AA, RL, RQ, … */
  status: z.string().nullable(),
});
export type Location = z.infer<typeof locationSchema>;
export const locationPageSchema = pageSchema(locationSchema);

export const countrySchema = z.object({
  alpha2: z.string(),
  alpha3: z.string(),
  /** Three digits, zero-padded: "036". */
  numeric: z.string(),
  /** ISO's name, e.g. "China, Hong Kong Special Administrative Region". */
  nameEn: z.string(),
  /** The everyday English name, e.g. "Hong Kong". */
  nameEnShort: z.string(),
  nameZh: z.string(),
  /** The Chinese name in Traditional script (opencc-js); absent from providers that do not give it. */
  nameTw: z.string().optional(),
  /** ISO 4217 codes. */
  currencies: z.array(z.string()),
  /** Calling codes as dialled after +, e.g. "852", "1-809". */
  dialCodes: z.array(z.string()),
  tld: z.string().nullable(),
  capital: z.string().nullable(),
  /** AF, AN, AS, EU, NA, OC, SA. */
  continent: z.string().nullable(),
  region: z.string().nullable(),
  subRegion: z.string().nullable(),
  /** "Yes", or what it belongs to: "Part of CN", "Territory of GB", … */
  independence: z.string().nullable(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryPageSchema = pageSchema(countrySchema);

export const currencySchema = z.object({
  code: z.string(),
  numeric: z.string(),
  name: z.string(),
  /** Digits after the decimal point; null for funds, precious metals and the like. */
  minorUnit: z.number().int().nullable(),
  /** ISO's names of the countries and bodies that use it, in capitals. */
  entities: z.array(z.string()),
  /** The everyday Chinese name (CLDR), Simplified and Traditional: 港元, 港幣. Null where CLDR has none. */
  nameZh: z.string().nullable().optional(),
  nameTw: z.string().nullable().optional(),
});
export type Currency = z.infer<typeof currencySchema>;
export const currencyPageSchema = pageSchema(currencySchema);
