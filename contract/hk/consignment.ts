import { z } from "zod";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { optionalText, requiredText } from "../usa/common";
import { CCRN_STATUSES, ccrnFlowMessages } from "./ccrn-flow";

/**
 * A road consignment's electronic advance cargo information (e-ACI) for ROCARS (DOMAIN §2.2):
 * the eight data items, the direction and land boundary control point, the CCRN the simulated
 * ROCARS answers with, and the vehicle it is bundled to.
 */
export const hkConsignmentPaths = {
  ...resourcePaths("hk", "Consignment"),
  /** `POST {id}`: the e-ACI to ROCARS, inside its window before the crossing; the answer follows. */
  submit: "/api/hk/consignment/submitConsignment",
  /** `POST` the whole e-ACI with its id: an accepted consignment changed and sent again under its CCRN. */
  amend: "/api/hk/consignment/amendConsignment",
  /** `POST {ids, vehicleNo, controlPoint, crossingAt}`: accepted CCRNs bundled to one truck trip. */
  bundle: "/api/hk/consignment/bundleConsignment",
  /** `POST {ids}`: bundled consignments taken off their vehicle before it crosses. */
  unbundle: "/api/hk/consignment/unbundleConsignment",
  /** `POST {ids}`: consignments withdrawn before they are bundled. */
  cancel: "/api/hk/consignment/cancelConsignment",
};

/** The land boundary control points for goods vehicles (DOMAIN §5.4). */
export const CONTROL_POINTS = ["LMC", "MKT", "SBC", "HYW", "HZMB"] as const;
export type ControlPoint = (typeof CONTROL_POINTS)[number];
export const CONSIGNMENT_DIRECTIONS = ["import", "export"] as const;

/** How long the simulated ROCARS takes to answer (decision 0007). */
export const ROCARS_ANSWER_DELAY_MS = 5_000;

export const hkConsignmentMessages = {
  ...ccrnFlowMessages,
  timeShape: "give a date and time, YYYY-MM-DD HH:mm (Hong Kong time)",
  tooEarly: "ROCARS takes an e-ACI no earlier than 14 days before the crossing",
  tooLate: "ROCARS takes an e-ACI no later than 30 minutes before the crossing",
  bundlingTooLate: "bundling closes 30 minutes before the vehicle reaches the control point",
  vehicleShape: "a vehicle registration number has 2 to 8 letters and digits",
  packagesPositive: "give at least one package",
  consignmentUnknown: "choose consignments of this tenant",
  notEditable: "only a draft or rejected e-ACI can be edited; amend an accepted one",
  articlesTooGeneral: "ROCARS: the description of articles is too general; name the goods",
} as const;
const m = hkConsignmentMessages;

/** `YYYY-MM-DDTHH:mm` in Hong Kong time (UTC+8, no daylight saving) ↔ epoch milliseconds. */
export const HK_TIME_SHAPE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
export function hkTimeMs(value: string): number | null {
  if (!HK_TIME_SHAPE.test(value)) return null;
  const ms = Date.parse(`${value}:00+08:00`);
  return Number.isNaN(ms) || new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16) !== value ? null : ms;
}
export const hkTimeText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

const hkTimeSchema = z.preprocess((v) => (typeof v === "string" ? v.trim().replace(" ", "T").slice(0, 16) : v), z.string().refine((s) => hkTimeMs(s) !== null, m.timeShape));

/** Descriptions C&ED would not accept as a description of articles. */
const GENERAL_WORDS = new Set(["goods", "cargo", "general cargo", "sample", "samples", "parts", "merchandise", "items", "货物", "样品", "杂货", "貨物", "樣品", "雜貨"]);
/** The simulated ROCARS's one refusal: a description of articles that names no goods. */
export const isTooGeneral = (articles: string) => GENERAL_WORDS.has(articles.trim().toLowerCase());

export const hkConsignmentFields = {
  direction: z.enum(CONSIGNMENT_DIRECTIONS),
  controlPoint: z.enum(CONTROL_POINTS),
  /** (h) expected date and time of arrival or departure, Hong Kong time. */
  expectedCrossingAt: hkTimeSchema,
  /** (a) number of packages, (b) their description, (c) the articles in each. */
  packages: z.coerce.number({ error: m.packagesPositive }).int(m.packagesPositive).min(1, m.packagesPositive).max(100_000),
  packageDescription: requiredText(100),
  articlesDescription: requiredText(500),
  /** (d)–(g) consignor and consignee, name and address. */
  consignorName: requiredText(140),
  consignorAddress: requiredText(300),
  consigneeName: requiredText(140),
  consigneeAddress: requiredText(300),
  remark: optionalText(255),
};
export const addHkConsignmentSchema = z.object(hkConsignmentFields);
export const updateHkConsignmentSchema = z.object({ ...hkConsignmentFields, id: idSchema });
export const hkConsignmentSchema = z.object({
  ...hkConsignmentFields,
  id: idSchema,
  refNo: z.string().nullish(),
  status: z.enum(CCRN_STATUSES),
  ccrn: z.string().nullish(),
  rejectReason: z.string().nullish(),
  vehicleNo: z.string().nullish(),
  crossingAt: z.string().nullish(),
  bundledAt: timeSchema,
  submittedAt: timeSchema,
  /** The declaration (TDEC) it went into, unless that was cancelled. */
  tdecId: z.string().nullish(),
  tdecRefNo: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type HkConsignment = z.infer<typeof hkConsignmentSchema>;
export const HK_CONSIGNMENT_SORTABLE = ["refNo", "expectedCrossingAt", "createTime"] as const;

export const consignmentIdsSchema = z.object({ ids: z.preprocess((v) => (Array.isArray(v) ? v : [v]), z.array(idSchema).min(1, m.consignmentUnknown)) });
export const submitHkConsignmentSchema = z.object({ id: idSchema });
export const bundleHkConsignmentSchema = z.object({
  ids: consignmentIdsSchema.shape.ids,
  vehicleNo: z.preprocess((v) => (typeof v === "string" ? v.replace(/\s/g, "").toUpperCase() : v), z.string().regex(/^[A-Z0-9]{2,8}$/, m.vehicleShape)),
  controlPoint: z.enum(CONTROL_POINTS),
  crossingAt: hkTimeSchema,
});
