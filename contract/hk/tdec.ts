import { z } from "zod";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { AMOUNT } from "./cargo";
import { hkhsCodeSchema } from "./common";
import { CONTROL_POINTS } from "./consignment";
import { hkMessages as h } from "./messages";
import { groupingProblem, type GroupingProblem } from "./rules";
import { countryCodeSchema, optionalIdSchema, optionalText, requiredText } from "../usa/common";

/**
 * A Hong Kong import or export declaration (TDEC, DOMAIN §2.3–2.4): the trader it is lodged for,
 * the parties, the shipment and its goods lines, lodged through the simulated service provider
 * within 14 days of the movement for a UDR. A TDEC may start from the CCRNs of one truck trip.
 */
export const hkTdecPaths = {
  ...resourcePaths("hk", "Tdec"),
  /** `POST {id}`: a draft lodged; the provider answers with its UDR. */
  lodge: "/api/hk/tdec/lodgeTdec",
  /** `POST {ids}`: drafts withdrawn. */
  cancel: "/api/hk/tdec/cancelTdec",
  /** `POST {ids}` of consignments: a new draft inheriting their e-ACI; answers `{ id }`. */
  fromConsignments: "/api/hk/tdec/addTdecFromConsignments",
};
export const hkTdecLinePaths = resourcePaths("hk", "TdecLine");

export const TDEC_KINDS = ["import", "export"] as const;
export const TDEC_STATUSES = ["draft", "lodged", "cancelled"] as const;
export type TdecStatus = (typeof TDEC_STATUSES)[number];
/** C&SD's modes of transport, as the form offers them (DOMAIN §2.4). */
export const TRANSPORT_MODES = ["road", "sea", "air", "rail"] as const;

/** The refusals of the TDEC calls, in the provider's English (the app translates them). */
export const hkTdecMessages = {
  tdecUnknown: "choose a declaration of this tenant",
  notDraft: "only a draft declaration can be changed, lodged or cancelled",
  noLines: "a declaration needs at least one goods line before it is lodged",
  declaringUnitUnknown: "choose a declaring unit of this tenant",
  cargoUnknown: "choose a cargo item of this tenant",
  dateShape: "give a date, YYYY-MM-DD",
  quantityPositive: "give a quantity of at least 1",
  consignmentsNotAnswered: "only CCRNs accepted by ROCARS (accepted, bundled or crossed) start a declaration",
  directionsDiffer: "the CCRNs go in different directions; one declaration is either an import or an export",
  vehiclesDiffer: "the CCRNs travel on different vehicles; choose the CCRNs of one truck trip",
  consignmentUsed: "a CCRN already belongs to another declaration that is not cancelled",
  controlPointNeeded: "goods by road name the land boundary control point they crossed",
} as const;
const m = hkTdecMessages;

/**
 * The refusals that name a line, as templates: the provider fills them in English, and the app
 * translates the same template with the same values (resources.hongKongCustomsDeclaration.problems).
 */
export const TDEC_PROBLEMS = {
  lineWithoutCode: "line {{lineNo}} has no HKHS code; give its 8-digit code before lodging",
  headingDiffers: "line {{lineNo}}: its HKHS heading differs from {{heading}}, the first line's; without a transport document one declaration groups goods of one heading",
  countryDiffers: "line {{lineNo}}: its country differs from {{country}}, the first line's; without a transport document one declaration groups goods of one country",
} as const;
export type TdecProblem = { rule: "lineWithoutCode"; lineNo: number } | GroupingProblem;

export const problemValues = (problem: TdecProblem): Record<string, string | number> => {
  const { rule: _rule, ...values } = problem;
  return values;
};
/** A problem in the provider's English. */
export function problemText(problem: TdecProblem): string {
  const values = problemValues(problem);
  return TDEC_PROBLEMS[problem.rule].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/**
 * The document that lifts the grouping rule: a B/L, air waybill or road cargo manifest. A CCRN
 * the declaration was created from names one consignment, not the trip's manifest, so it does not.
 */
export function groupingDocumentOf(transportDocument: string | null | undefined, ccrns: readonly (string | null | undefined)[]): string | null {
  const document = transportDocument?.trim() || null;
  return document && !ccrns.includes(document) ? document : null;
}

/** A line as the lodging checks read it. */
export interface CheckedLine {
  lineNo: number;
  hkhsCode?: string | null;
  country: string;
}

/** The first reason a TDEC cannot be lodged (beyond having no lines), or null. */
export function lodgeProblem(transportDocument: string | null | undefined, lines: readonly CheckedLine[]): TdecProblem | null {
  const missing = lines.find((line) => !line.hkhsCode);
  if (missing) return { rule: "lineWithoutCode", lineNo: missing.lineNo };
  return groupingProblem(transportDocument, lines.map((line) => ({ lineNo: line.lineNo, hkhsCode: line.hkhsCode!, country: line.country })));
}

/**
 * The simulated provider's acknowledgement: `UDR-DEMO-YYYYMMDD-NNNNNN`, the day of lodgement and
 * a running number. The real UDR's format was not found (DOMAIN §2.3), so the demo one says DEMO.
 */
export function demoUdr(day: string, sequence: number): string {
  return `UDR-DEMO-${day.replace(/-/g, "")}-${String(sequence).padStart(6, "0")}`;
}

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => DAY_SHAPE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
const daySchema = z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 10) : v), z.string().refine(isDay, m.dateShape));
const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const hkTdecFields = {
  kind: z.enum(TDEC_KINDS),
  /** A declaring unit of the tenant (/declarationUnit): the trader it is lodged for. */
  declaringUnitId: idSchema,
  consignorName: requiredText(140),
  consignorAddress: requiredText(300),
  consigneeName: requiredText(140),
  consigneeAddress: requiredText(300),
  transportMode: z.enum(TRANSPORT_MODES),
  /** B/L, air waybill or road cargo manifest number (a CCRN for a road trip). */
  transportDocument: optionalText(40),
  /** Vehicle registration, vessel or flight. */
  conveyance: optionalText(40),
  /** The land boundary control point, for road cargo. */
  controlPoint: z.preprocess(blankAsNull, z.enum(CONTROL_POINTS).nullish()),
  /** Date of import or export, Hong Kong time. */
  movedOn: daySchema,
  remark: optionalText(255),
};
/** Goods by road crossed at one of the land boundary control points (DOMAIN §2.2). */
function tdecRules(values: { transportMode: string; controlPoint?: string | null }, ctx: z.RefinementCtx) {
  if (values.transportMode === "road" && !values.controlPoint) ctx.addIssue({ code: "custom", path: ["controlPoint"], message: m.controlPointNeeded });
}
export const addHkTdecSchema = z.object(hkTdecFields).superRefine(tdecRules);
export const updateHkTdecSchema = z.object({ ...hkTdecFields, id: idSchema }).superRefine(tdecRules);
export const hkTdecSchema = z.object({
  ...hkTdecFields,
  id: idSchema,
  declaringUnitName: z.string().nullish(),
  refNo: z.string().nullish(),
  status: z.enum(TDEC_STATUSES),
  udr: z.string().nullish(),
  lodgedAt: timeSchema,
  lodgedBy: z.string().nullish(),
  /** The last day to lodge (14 days after `movedOn`), lodged late or a draft past it, and the penalty (HKD) by the table. */
  dueDate: z.string(),
  late: z.boolean(),
  penalty: z.string(),
  totalValue: z.string(),
  lineCount: z.number(),
  /** The CCRNs it was created from. */
  consignments: z.array(z.object({ id: z.string(), ccrn: z.string().nullish(), refNo: z.string().nullish() })).default([]),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type HkTdec = z.infer<typeof hkTdecSchema>;
export const HK_TDEC_SORTABLE = ["refNo", "movedOn", "createTime"] as const;

export const hkTdecLineFields = {
  tdecId: idSchema,
  /** The cargo item it was picked from (/clearanceCargoInformation). */
  cargoId: optionalIdSchema,
  /** Blank while the user has not classified it; lodging refuses a line without one. */
  hkhsCode: z.preprocess(blankAsNull, hkhsCodeSchema.nullish()),
  description: requiredText(255),
  quantity: z.coerce.number({ error: m.quantityPositive }).int(m.quantityPositive).min(1, m.quantityPositive).max(100_000_000),
  /** A value of the `unit` dictionary. */
  unit: requiredText(8),
  /** HKD, up to 2 decimals; kept as cents. */
  value: z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().trim().regex(AMOUNT, h.amountShape)),
  /** Origin for an import, destination for an export. */
  country: countryCodeSchema,
};
export const addHkTdecLineSchema = z.object(hkTdecLineFields);
export const updateHkTdecLineSchema = z.object({ ...hkTdecLineFields, id: idSchema });
export const hkTdecLineSchema = z.object({
  ...hkTdecLineFields,
  id: idSchema,
  hkhsCode: z.string().nullish(),
  lineNo: z.number(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type HkTdecLine = z.infer<typeof hkTdecLineSchema>;
export const HK_TDEC_LINE_SORTABLE = ["lineNo"] as const;

export const lodgeHkTdecSchema = z.object({ id: idSchema });
export const tdecIdsSchema = z.object({ ids: z.preprocess((v) => (Array.isArray(v) ? v : [v]), z.array(idSchema).min(1, m.tdecUnknown)) });
