import { z } from "zod";
import { DATE_RULE } from "../admin/fields";
import { resourcePaths, resourceMessages as rm, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { hsNodeSchema } from "../hs";
import { flagSchema, optionalText, requiredText } from "../usa/common";
import { formatHts, isCnHsCode, isHkHsCode, isHs6, isHts10 } from "./identifiers";
import { customsMessages as c } from "./messages";
import { isMilestoneValue } from "./milestones";

/** The markets whose national tariff lines extend the HS subheadings (DOMAIN §3.1). */
export const HS_MARKETS = ["CN", "US", "HK"] as const;
export type HsMarket = (typeof HS_MARKETS)[number];

/** How many digits a market's national code has: CN10, HTS10, HKHS8. */
export const NATIONAL_CODE_LENGTH: Record<HsMarket, number> = { CN: 10, US: 10, HK: 8 };

/**
 * National tariff lines (/HscodeMgt): platform reference data every tenant reads and only the
 * platform administrator writes; `queryHsLineByCode?market=&code=` answers one code in full
 * (its HS path, every version, the tenant's note).
 */
const linePaths = resourcePaths("customs", "HsLine");
export const hsLinePaths = { ...linePaths, byCode: `${linePaths.base}/queryHsLineByCode` } as const;

/** A tenant's own note on a national code: read, written (one per code, saved over) and removed with the screen's edit button. */
const noteBase = "/api/customs/hsnote";
export const hsNotePaths = { base: noteBase, query: `${noteBase}/queryHsNote`, save: `${noteBase}/saveHsNote`, delete: `${noteBase}/deleteHsNote` } as const;

// rules

/** The digits of a code typed as tariffs print it (6109.10.00.12, 8507 6000 90). */
const digitsOf = (v: unknown) => (typeof v === "string" ? v.replace(/[.\s-]/g, "") : v);
const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const upper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);

const CODE_RULES: Record<HsMarket, { valid: (digits: string) => boolean; message: string }> = {
  CN: { valid: isCnHsCode, message: c.cnShape },
  US: { valid: isHts10, message: c.htsShape },
  HK: { valid: isHkHsCode, message: c.hkShape },
};

/** What is wrong with a market's code (digits only), or null: its shape, then whether it extends its HS subheading. */
export function nationalCodeProblem(market: HsMarket, code: string, hs6: string | null | undefined): string | null {
  if (!CODE_RULES[market].valid(code)) return CODE_RULES[market].message;
  if (hs6 && !code.startsWith(hs6)) return c.codeUnderHs6;
  return null;
}

/** A code as a broker reads it: HTS with dots (6109.10.00.12), China's ten and Hong Kong's eight digits plain. */
export function printedCode(market: HsMarket, code: string): string {
  return market === "US" && /^\d{10}$/.test(code) ? formatHts(code) : code;
}

/** A `YYYY-MM-DD` that names a day of the calendar. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isMilestoneValue(value);
}

/** Supervision conditions (监管条件, DOMAIN §3.2): one letter or digit per licence or certificate, e.g. "AB", "6A". */
export function isSupervision(value: string): boolean {
  return /^[0-9A-Z]{1,12}$/.test(value) && new Set(value).size === value.length;
}

/** Inspection and quarantine categories (检验检疫类别, DOMAIN §3.2): import letters before "/", export after, each side joined by "." ("M.R/N", "M/", "/N"). */
export function isInspection(value: string): boolean {
  const side = "(?:[A-Z](?:\\.[A-Z])*)?";
  return value !== "/" && value !== "" && new RegExp(`^${side}(?:/${side})?$`).test(value);
}

/** One item of a declaration-elements template: its number (none for GTIN, CAS) and what the declarant states. */
export interface DeclarationElement {
  no: number | null;
  name: string;
}

const ELEMENT_NAME_MAX = 40;

/**
 * The ordered items of a 申报要素 template (DOMAIN §3.2: "0:品牌类型;1:出口享惠情况;2:用途;…;GTIN;CAS"),
 * or null when it is malformed: an empty item, a name too long, or numbers out of order (they
 * count 0, 1, 2 … among the numbered items). Full-width "；" and "：" read as their ASCII twins.
 */
export function declarationElementsOf(template: string): DeclarationElement[] | null {
  const items = template.replace(/；/g, ";").replace(/：/g, ":").split(";").map((item) => item.trim());
  if (items.at(-1) === "") items.pop();
  const elements: DeclarationElement[] = [];
  let next = 0;
  for (const item of items) {
    const numbered = /^(\d{1,2})\s*:\s*(.*)$/.exec(item);
    const element = numbered ? { no: Number(numbered[1]), name: numbered[2].trim() } : { no: null, name: item };
    if (element.name === "" || element.name.length > ELEMENT_NAME_MAX || element.name.includes(":")) return null;
    if (element.no !== null && element.no !== next++) return null;
    elements.push(element);
  }
  return elements.length > 0 ? elements : null;
}

/** The statutory units of quantity a declared line states (DOMAIN §3.2, §5.2): the first always, the second where the code has one. */
export function statutoryUnitsOf(line: { unit1?: string | null; unit2?: string | null }): string[] {
  return [line.unit1, line.unit2].filter((unit): unit is string => typeof unit === "string" && unit !== "");
}

/**
 * Whether a declared quantity meets the code's statutory units (DOMAIN §5.2 "quantity unit must
 * match the code's statutory unit"): the first unit is the line's, and a code with a second unit
 * needs a second quantity in it. Answers the part that falls short, or null.
 */
export function statutoryQuantityProblem(
  line: { unit1?: string | null; unit2?: string | null },
  declared: { unit: string; secondQuantity?: number | null; secondUnit?: string | null },
): "unit" | "secondQuantity" | "secondUnit" | null {
  const [first, second] = statutoryUnitsOf(line);
  if (first && declared.unit !== first) return "unit";
  if (!second) return null;
  if (declared.secondQuantity === null || declared.secondQuantity === undefined) return "secondQuantity";
  return declared.secondUnit && declared.secondUnit !== second ? "secondUnit" : null;
}

/** Where a version stands on a day: in force (the newest that has taken effect), replaced by a newer one, or not yet in force. */
export const LINE_VALIDITY = ["current", "superseded", "upcoming"] as const;
export type LineValidity = (typeof LINE_VALIDITY)[number];

export function lineValidity(effectiveDate: string, versionDates: readonly string[], today: string): LineValidity {
  if (effectiveDate > today) return "upcoming";
  const inForce = versionDates.filter((date) => date <= today).sort().at(-1);
  return inForce === effectiveDate ? "current" : "superseded";
}

// schemas

/** A value of the `unit` dictionary (KG, PCS, PR …), typed in any case; the provider checks it exists. */
const unitSchema = z.preprocess(upper, requiredText(8));
const optionalUnitSchema = z.preprocess((v) => blankAsNull(upper(v)), z.string().max(8, rm.tooLong).nullish());
const rateSchema = optionalText(120);
const optionalShape = (rule: (s: string) => boolean, message: string) => z.preprocess((v) => blankAsNull(upper(v)), z.string().refine(rule, message).nullish());

export const hsLineFields = {
  market: z.enum(HS_MARKETS, { message: c.marketUnknown }),
  code: z.preprocess(digitsOf, z.string().min(1, rm.required).max(16, rm.tooLong)),
  hs6: z.preprocess(digitsOf, z.string().refine(isHs6, c.hs6Shape)),
  description: requiredText(1000),
  unit1: unitSchema,
  unit2: optionalUnitSchema,
  /** US: general (MFN); CN: MFN import rate. As printed ("16.5%", "Free"). */
  generalRate: rateSchema,
  /** US: special programmes; CN: provisional or agreement rate. */
  specialRate: rateSchema,
  /** US: column 2; CN: general (non-MFN) rate. */
  column2Rate: rateSchema,
  /** CN: import VAT. */
  vatRate: rateSchema,
  supervision: optionalShape(isSupervision, c.supervisionShape),
  inspection: optionalShape(isInspection, c.inspectionShape),
  elements: z.preprocess(blankAsNull, z.string().trim().max(1000, rm.tooLong).refine((s) => declarationElementsOf(s) !== null, c.elementsShape).nullish()),
  source: requiredText(120),
  effectiveDate: z.string().trim().refine(isCalendarDate, DATE_RULE),
  isDemo: flagSchema,
};

type LineValues = { market: HsMarket; code: string; hs6: string; unit1: string; unit2?: string | null } & Partial<Record<(typeof CHINA_ONLY)[number], string | null>>;
const CHINA_ONLY = ["supervision", "inspection", "elements"] as const;

/** The code fits its market and extends its subheading; a second unit differs from the first; China's own columns stay on China codes. */
function lineRules(values: LineValues, ctx: z.RefinementCtx) {
  const problem = nationalCodeProblem(values.market, values.code, values.hs6);
  if (problem) ctx.addIssue({ code: "custom", path: ["code"], message: problem });
  if (values.unit2 && values.unit2 === values.unit1) ctx.addIssue({ code: "custom", path: ["unit2"], message: c.unitsRepeat });
  if (values.market !== "CN") {
    for (const field of CHINA_ONLY) if (values[field]) ctx.addIssue({ code: "custom", path: [field], message: c.chinaOnly });
  }
}

export const addHsLineSchema = z.object(hsLineFields).superRefine(lineRules);
export const updateHsLineSchema = z.object({ ...hsLineFields, id: idSchema }).superRefine(lineRules);

const text = z.string().nullish();
export const hsLineSchema = z.object({
  id: idSchema,
  market: z.enum(HS_MARKETS),
  code: z.string(),
  /** The code as printed (HTS with dots). */
  printedCode: z.string(),
  hs6: z.string(),
  /** The subheading's text in the HS. */
  hs6Description: text,
  description: z.string(),
  unit1: text,
  unit2: text,
  generalRate: text,
  specialRate: text,
  column2Rate: text,
  vatRate: text,
  supervision: text,
  inspection: text,
  elements: text,
  source: z.string(),
  effectiveDate: z.string(),
  isDemo: z.boolean(),
  /** On the provider's day: the newest version of the code that has taken effect. */
  current: z.boolean(),
  validity: z.enum(LINE_VALIDITY),
  /** The caller's tenant's note on the code, if any. */
  note: text,
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type HsLine = z.infer<typeof hsLineSchema>;

export const HS_LINE_SORTABLE = ["market", "code", "printedCode", "hs6", "effectiveDate"] as const;

// one code, and the notes

const marketCodeFields = {
  market: hsLineFields.market,
  code: hsLineFields.code,
};
function codeFitsMarket(values: { market: HsMarket; code: string }, ctx: z.RefinementCtx) {
  const problem = nationalCodeProblem(values.market, values.code, null);
  if (problem) ctx.addIssue({ code: "custom", path: ["code"], message: problem });
}

/** `queryHsLineByCode` and `deleteHsNote`: a market and its code, with or without dots. */
export const hsCodeKeySchema = z.object(marketCodeFields).superRefine(codeFitsMarket);
export type HsCodeKey = z.infer<typeof hsCodeKeySchema>;

export const saveHsNoteSchema = z.object({ ...marketCodeFields, note: requiredText(1000) }).superRefine(codeFitsMarket);

export const hsNoteSchema = z.object({
  id: idSchema,
  market: z.enum(HS_MARKETS),
  code: z.string(),
  note: z.string(),
  /** The username of who wrote it last. */
  createBy: text,
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type HsNote = z.infer<typeof hsNoteSchema>;

/** One code in full: its place in the HS (section → chapter → heading → subheading), every version newest first, the tenant's note. */
export const hsCodeRecordSchema = z.object({
  market: z.enum(HS_MARKETS),
  code: z.string(),
  printedCode: z.string(),
  path: z.array(hsNodeSchema),
  versions: z.array(hsLineSchema),
  note: hsNoteSchema.nullable(),
});
export type HsCodeRecord = z.infer<typeof hsCodeRecordSchema>;
