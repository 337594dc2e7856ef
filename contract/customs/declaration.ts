import { z } from "zod";
import { isUnifiedSocialCreditCode } from "../admin/checks";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { countryCodeSchema, currencyCodeSchema, optionalIdSchema, optionalText, requiredText } from "../usa/common";
import { isCnHsCode, isUnLocode } from "./identifiers";
import { customsMessages } from "./messages";

/**
 * China customs declarations (报关单; DOMAIN §3.2): a header with the trader, port, transport
 * and bill, and goods lines under CN10 codes in their statutory units.
 */

/** draft → submitted → accepted / rejected; a rejected declaration is edited and submitted again. */
export const DECLARATION_STATUSES = ["draft", "submitted", "accepted", "rejected"] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

/** The I/E flag of the declaration number: 1 import, 0 export (DOMAIN §3.2). */
export const DECLARATION_DIRECTIONS = ["import", "export"] as const;
export type DeclarationDirection = (typeof DECLARATION_DIRECTIONS)[number];

/** China's transport-mode codes (运输方式): 2 waterway, 3 rail, 4 road, 5 air, 6 mail. */
export const CN_TRANSPORT_MODES = ["2", "3", "4", "5", "6"] as const;
export type CnTransportMode = (typeof CN_TRANSPORT_MODES)[number];

/**
 * The supervision modes (监管方式) a cross-border seller declares under: 0110 general trade,
 * 9610 e-commerce B2C retail, 9710 e-commerce B2B direct export, 9810 e-commerce export to
 * overseas warehouses, 1039 market procurement.
 */
export const TRADE_MODES = ["0110", "9610", "9710", "9810", "1039"] as const;
export type TradeMode = (typeof TRADE_MODES)[number];

/**
 * The declaration calls' refusals, in the provider's English (the app translates them in
 * app/resources/declaration.i18n.ts). Each names the rule it enforces.
 */
export const declarationMessages = {
  officeShape: "a customs office code has 4 digits",
  usccInvalid: "the trader's unified social credit code fails its check (GB 32100-2015)",
  portNotChinese: "the port of entry or exit is a UN/LOCODE in China (CN…)",
  billShape: "a bill number has letters and digits only, at most 20",
  amountShape: "an amount has at most 2 decimals",
  unitPriceShape: "a unit price has at most 4 decimals",
  quantityShape: "a quantity has at most 3 decimals",
  weightShape: "a weight in kilograms has at most 3 decimals",
  quantityPositive: "a quantity must be more than zero",
  grossBelowNet: "gross weight must be at least the net weight",
  packagesPositive: "give at least one package",
  notEditable: "only a draft or rejected declaration can be changed",
  notDeletable: "only a draft or rejected declaration can be deleted; an accepted one stays on file",
  notSubmittable: "only a draft or rejected declaration can be submitted",
  noLines: "a declaration needs at least one goods line",
  totalsDiffer: "the goods lines do not add up to the invoice total",
  codeNotInTariff: "the China commodity code is not in the tariff in force",
  unitNotStatutory: "the quantity must be declared in the code's statutory unit",
  secondQuantityNeeded: "the code has a second statutory unit: give the quantity in it too",
  secondQuantityUnwanted: "the code has no second statutory unit",
  declarationUnknown: "choose a declaration of this tenant",
} as const;
export type DeclarationMessage = (typeof declarationMessages)[keyof typeof declarationMessages];

// ——— figures ———

/** A quantity or a weight as typed: up to 3 decimals. */
export const MILLI_SHAPE = /^\d{1,10}(\.\d{1,3})?$/;
/** An amount as typed: up to 2 decimals. */
export const CENTS_SHAPE = /^\d{1,12}(\.\d{1,2})?$/;

/** "12.5" → 12500 (thousandths). */
export function milliOf(text: string): number {
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 1000 + Number(fraction.padEnd(3, "0"));
}

/** 12500 → "12.5"; whole numbers print without decimals. */
export function milliText(milli: number): string {
  const whole = Math.trunc(milli / 1000);
  const fraction = String(milli % 1000).padStart(3, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * A customs unit price as typed: up to 4 decimals, while the line's total keeps 2 (the GAC's
 * rules for filling in the declaration form: 单价 to four decimal places, 总价 to two).
 */
export const UNIT_PRICE_SHAPE = /^\d{1,12}(\.\d{1,4})?$/;

/** "12.345" → 123450 (ten-thousandths). */
export function unitPriceOf(text: string): number {
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, "0"));
}

/** 123450 → "12.345": two decimals at least, as many as the price has up to four. */
export function unitPriceText(tenThousandths: number): string {
  const whole = Math.trunc(tenThousandths / 10_000);
  const fraction = String(tenThousandths % 10_000).padStart(4, "0");
  return `${whole}.${fraction.slice(0, 2)}${fraction.slice(2).replace(/0+$/, "")}`;
}

/**
 * A line's total: quantity × unit price, rounded half up to the cent (thousandths × ten-thousandths
 * are 10⁻⁷, a cent is 10⁻²), in BigInt so no product overflows.
 */
export function lineTotalCents(quantityMilli: number, unitPriceTenThousandths: number): number {
  const product = BigInt(quantityMilli) * BigInt(unitPriceTenThousandths);
  return Number((product + 50_000n) / 100_000n);
}

// ——— the declaration number ———

/**
 * The 18-digit customs declaration number (报关单号; DOMAIN §3.2, a source of moderate quality):
 * 4-digit customs office, 4-digit year, the I/E flag (1 import, 0 export), a 9-digit sequence.
 */
export function entryNumber(office: string, year: number, direction: DeclarationDirection, sequence: number): string {
  return `${office}${year}${direction === "import" ? 1 : 0}${String(sequence).padStart(9, "0")}`;
}

export function isEntryNumber(s: string): boolean {
  return /^\d{4}\d{4}[01]\d{9}$/.test(s);
}

// ——— rules over the whole declaration ———

/** A CN10 line's statutory units as the tariff gives them (customs_hs_line.unit1/unit2), and its declaration elements. */
export interface StatutoryUnits {
  unit1: string | null;
  unit2: string | null;
  elements?: string | null;
}

export interface LineFigures {
  lineNo: number;
  cnCode: string;
  quantityMilli: number;
  unit: string;
  secondQuantityMilli: number | null;
  totalCents: number;
}

/** One thing that keeps a declaration from going to customs, with what the message needs. */
export type DeclarationProblem =
  | { rule: "noLines" }
  | { rule: "grossBelowNet"; gross: number; net: number }
  | { rule: "totalsDiffer"; lines: number; invoice: number }
  | { rule: "codeNotInTariff"; lineNo: number; code: string }
  | { rule: "unitNotStatutory"; lineNo: number; unit: string; statutory: string }
  | { rule: "secondQuantityNeeded"; lineNo: number; unit: string }
  | { rule: "secondQuantityUnwanted"; lineNo: number };

/** The unit and second-quantity rules of one line against its code's statutory units (DOMAIN §5.2). */
export function lineUnitProblems(line: Pick<LineFigures, "lineNo" | "cnCode" | "unit" | "secondQuantityMilli">, units: StatutoryUnits | undefined): DeclarationProblem[] {
  if (!units) return [{ rule: "codeNotInTariff", lineNo: line.lineNo, code: line.cnCode }];
  const problems: DeclarationProblem[] = [];
  if (units.unit1 && line.unit !== units.unit1) problems.push({ rule: "unitNotStatutory", lineNo: line.lineNo, unit: line.unit, statutory: units.unit1 });
  if (units.unit2 && (line.secondQuantityMilli === null || line.secondQuantityMilli <= 0)) problems.push({ rule: "secondQuantityNeeded", lineNo: line.lineNo, unit: units.unit2 });
  if (!units.unit2 && line.secondQuantityMilli !== null) problems.push({ rule: "secondQuantityUnwanted", lineNo: line.lineNo });
  return problems;
}

/** Which field of the line form each unit problem belongs to. */
const LINE_PROBLEM_FIELD = { codeNotInTariff: "cnCode", unitNotStatutory: "unit", secondQuantityNeeded: "secondQuantity", secondQuantityUnwanted: "secondQuantity" } as const;

/** A line's unit problems as the line form's field errors, each under its field. */
export function lineProblemFields(problems: readonly DeclarationProblem[]): Record<string, string> {
  return Object.fromEntries(problems.flatMap((problem) => (problem.rule in LINE_PROBLEM_FIELD ? [[LINE_PROBLEM_FIELD[problem.rule as keyof typeof LINE_PROBLEM_FIELD], declarationMessages[problem.rule]]] : [])));
}

/**
 * Everything that keeps a declaration from being submitted, all at once so the declarant fixes
 * them in one pass: lines present, gross ≥ net, lines adding up to the invoice total, and every
 * line's code in the tariff with its quantity in the statutory units.
 */
export function declarationProblems(
  header: { grossWeightMilli: number; netWeightMilli: number; invoiceTotalCents: number },
  lines: readonly LineFigures[],
  tariff: ReadonlyMap<string, StatutoryUnits>,
): DeclarationProblem[] {
  const problems: DeclarationProblem[] = [];
  if (lines.length === 0) problems.push({ rule: "noLines" });
  if (header.grossWeightMilli < header.netWeightMilli) problems.push({ rule: "grossBelowNet", gross: header.grossWeightMilli, net: header.netWeightMilli });
  const sum = lines.reduce((total, line) => total + line.totalCents, 0);
  if (lines.length > 0 && sum !== header.invoiceTotalCents) problems.push({ rule: "totalsDiffer", lines: sum, invoice: header.invoiceTotalCents });
  for (const line of lines) problems.push(...lineUnitProblems(line, tariff.get(line.cnCode)));
  return problems;
}

// ——— the simulated customs answer ———

/** How long the simulated customs system takes to answer a submission. */
export const CUSTOMS_ANSWER_DELAY_MS = 5_000;

/** Why the simulated customs system rejects a declaration that passed the declarant's own checks. */
export const REJECTION_RULES = ["elementsIncomplete", "priceOutOfRange"] as const;
export type RejectionRule = (typeof REJECTION_RULES)[number];
export interface Rejection {
  rule: RejectionRule;
  lines: number[];
}

/** The number of entries of a declaration-elements template: "0:品牌类型;1:出口享惠情况;2:用途" has 3. */
export function elementCount(template: string | null | undefined): number {
  return template ? template.split(";").filter((entry) => entry.trim() !== "").length : 0;
}

/** The values a line fills in, separated by "|" as the China Single Window takes them: "0|0|toy|ACME|T-100". */
export function filledElementCount(filled: string | null | undefined): number {
  return filled ? filled.split("|").length : 0;
}

/** Stored as "rule:1,3". */
export function rejectionText(rejection: Rejection): string {
  return `${rejection.rule}:${rejection.lines.join(",")}`;
}

export function parseRejection(text: string | null | undefined): Rejection | null {
  const match = /^(\w+):([\d,]*)$/.exec(text ?? "");
  if (!match || !(REJECTION_RULES as readonly string[]).includes(match[1])) return null;
  return { rule: match[1] as RejectionRule, lines: match[2] ? match[2].split(",").map(Number) : [] };
}

/**
 * What the simulated customs system answers: a rejection when a line's declaration elements
 * leave entries of its code's template unfilled, or when a line's unit price lies outside its
 * goods' lowest–highest range in the declaration's currency (a valuation query); else acceptance.
 */
export function customsAnswer(
  lines: readonly { lineNo: number; elements: string | null; template: string | null; unitPriceTenThousandths: number; range: { lowest: number | null; highest: number | null } | null }[],
): Rejection | null {
  const incomplete = lines.filter((line) => filledElementCount(line.elements) < elementCount(line.template)).map((line) => line.lineNo);
  if (incomplete.length > 0) return { rule: "elementsIncomplete", lines: incomplete };
  const outside = lines
    // The goods' range is in cents; a cent is 100 ten-thousandths.
    .filter(({ range, unitPriceTenThousandths: price }) => range && ((range.lowest !== null && price < range.lowest * 100) || (range.highest !== null && price > range.highest * 100)))
    .map((line) => line.lineNo);
  return outside.length > 0 ? { rule: "priceOutOfRange", lines: outside } : null;
}

/**
 * The status a reader sees: a submission's answer is stored with it, dated when customs gives it,
 * and shows only from then on (decision 0006: derived from the provider's clock).
 */
export function visibleStatus(stored: DeclarationStatus, decidedAt: number | null, now: number): DeclarationStatus {
  if ((stored === "accepted" || stored === "rejected") && decidedAt !== null && decidedAt > now) return "submitted";
  return stored;
}

// ——— calls and fields ———

const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const upper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);
const m = declarationMessages;

export const declarationPaths = {
  ...resourcePaths("customs", "Declaration"),
  /** `POST {id}`: the declarant's checks, then to customs; the answer follows CUSTOMS_ANSWER_DELAY_MS later. */
  submit: "/api/customs/declaration/submitDeclaration",
  /** `GET ?id=`: what keeps it from submission now, and the statutory units of its lines' codes. */
  checks: "/api/customs/declaration/queryDeclarationChecks",
  /** `GET ?id=`: the declaration as a printable PDF. */
  print: "/api/customs/declaration/printDeclaration",
};
export const declarationLinePaths = resourcePaths("customs", "DeclarationLine");

const weightSchema = z.preprocess((v) => (typeof v === "number" ? String(v) : v), requiredText(16).regex(MILLI_SHAPE, m.weightShape));

export const declarationFields = {
  direction: z.enum(DECLARATION_DIRECTIONS),
  customsOffice: z.string().trim().regex(/^\d{4}$/, m.officeShape),
  tradeMode: z.enum(TRADE_MODES),
  transportMode: z.enum(CN_TRANSPORT_MODES),
  traderName: requiredText(128),
  traderUscc: z.preprocess(upper, z.string().refine(isUnifiedSocialCreditCode, m.usccInvalid)),
  portCode: z.preprocess(upper, z.string().refine((s) => isUnLocode(s) && s.startsWith("CN"), m.portNotChinese)),
  tradeCountry: countryCodeSchema,
  conveyance: optionalText(64),
  billNo: z.preprocess((v) => blankAsNull(upper(v)), z.string().regex(/^[A-Z0-9]{1,20}$/, m.billShape).nullish()),
  currency: currencyCodeSchema,
  invoiceTotal: z.preprocess((v) => (typeof v === "number" ? String(v) : v), requiredText(16).regex(CENTS_SHAPE, m.amountShape)),
  packages: z.coerce.number({ error: m.packagesPositive }).int(m.packagesPositive).min(1, m.packagesPositive).max(1_000_000),
  grossWeight: weightSchema,
  netWeight: weightSchema,
  remark: optionalText(255),
};

function weightRule(values: { grossWeight: string; netWeight: string }, ctx: z.RefinementCtx) {
  if (milliOf(values.grossWeight) < milliOf(values.netWeight)) ctx.addIssue({ code: "custom", path: ["grossWeight"], message: m.grossBelowNet });
}

export const addDeclarationSchema = z.object(declarationFields).superRefine(weightRule);
export const updateDeclarationSchema = z.object({ ...declarationFields, id: idSchema }).superRefine(weightRule);
export const declarationSchema = z.object({
  ...declarationFields,
  id: idSchema,
  declarationNo: z.string().nullish(),
  entryNo: z.string().nullish(),
  status: z.enum(DECLARATION_STATUSES),
  /** Σ line totals, as an amount. */
  linesTotal: z.string(),
  lineCount: z.number(),
  submittedAt: timeSchema,
  submittedBy: z.string().nullish(),
  decidedAt: timeSchema,
  rejectReason: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type Declaration = z.infer<typeof declarationSchema>;
export const DECLARATION_SORTABLE = ["declarationNo", "createTime", "submittedAt", "invoiceTotal"] as const;

const quantitySchema = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : v),
  requiredText(16).regex(MILLI_SHAPE, m.quantityShape).refine((s) => milliOf(s) > 0, m.quantityPositive),
);

export const declarationLineFields = {
  declarationId: idSchema,
  goodsId: optionalIdSchema,
  cnCode: z.preprocess((v) => (typeof v === "string" ? v.replace(/[.\s]/g, "") : v), z.string().refine(isCnHsCode, customsMessages.cnShape)),
  name: requiredText(128),
  /** Declaration elements as filled, "|" between values (申报要素). */
  elements: optionalText(500),
  quantity: quantitySchema,
  unit: z.preprocess(upper, requiredText(8)),
  secondQuantity: z.preprocess(blankAsNull, quantitySchema.nullish()),
  unitPrice: z.preprocess((v) => (typeof v === "number" ? String(v) : v), requiredText(17).regex(UNIT_PRICE_SHAPE, m.unitPriceShape)),
  originCountry: countryCodeSchema,
  destinationCountry: countryCodeSchema,
};

export const addDeclarationLineSchema = z.object(declarationLineFields);
export const updateDeclarationLineSchema = z.object({ ...declarationLineFields, id: idSchema });
export const declarationLineSchema = z.object({
  ...declarationLineFields,
  id: idSchema,
  lineNo: z.number(),
  secondUnit: z.string().nullish(),
  total: z.string(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type DeclarationLine = z.infer<typeof declarationLineSchema>;
export const DECLARATION_LINE_SORTABLE = ["lineNo", "cnCode"] as const;

export const submitDeclarationSchema = z.object({ id: idSchema });

const statutoryUnitsSchema = z.object({ unit1: z.string().nullable(), unit2: z.string().nullable(), elements: z.string().nullish() });
const problemSchema = z.discriminatedUnion("rule", [
  z.object({ rule: z.literal("noLines") }),
  z.object({ rule: z.literal("grossBelowNet"), gross: z.number(), net: z.number() }),
  z.object({ rule: z.literal("totalsDiffer"), lines: z.number(), invoice: z.number() }),
  z.object({ rule: z.literal("codeNotInTariff"), lineNo: z.number(), code: z.string() }),
  z.object({ rule: z.literal("unitNotStatutory"), lineNo: z.number(), unit: z.string(), statutory: z.string() }),
  z.object({ rule: z.literal("secondQuantityNeeded"), lineNo: z.number(), unit: z.string() }),
  z.object({ rule: z.literal("secondQuantityUnwanted"), lineNo: z.number() }),
]);
/** The answer of `queryDeclarationChecks`: the problems in the order declarationProblems finds them, and each code's units. */
export const declarationChecksSchema = z.object({ problems: z.array(problemSchema), units: z.record(z.string(), statutoryUnitsSchema) });
export type DeclarationChecks = z.infer<typeof declarationChecksSchema>;
