import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { isBillOfLading, isEntryNumberShape } from "../customs/identifiers";
import { isMilestoneValue } from "../customs/milestones";
import { SINGLE_BOND_BASES, BOND_SUFFICIENCY } from "./bonds";
import { optionalCode, optionalIdSchema, optionalText } from "./common";
import { ENTRY_DEADLINE_STATES } from "./entry-deadline";
import { usaMessages as u } from "./messages";

/**
 * Import clearances (/importClearance): one shipment under one master bill, with its containers,
 * milestones, HTS lines and cost lines as records of their own (DOMAIN §0: a chain of filings
 * linked by bill, container and entry number, not one big row).
 */
export const usShipmentPaths = resourcePaths("usa", "UsShipment");
/** `GET ?id=`: the duty, MPF and HMF estimate of the shipment's HTS lines (`entryEstimateSchema`). */
export const usEntryEstimatePath = `${usShipmentPaths.base}/queryUsEntryEstimate`;

export const TRANSPORT_MODES = ["ocean", "air", "truck"] as const;
/** DOMAIN §1.3: 01 formal consumption, 11 informal; nearly every cross-border seller's entry. */
export const ENTRY_TYPES = ["01", "11"] as const;
/** PGA review of a shipment (DOMAIN §1.14): none needed, pending, on hold, released (May Proceed). */
export const PGA_STATUSES = ["none", "pending", "hold", "released"] as const;
export type PgaStatus = (typeof PGA_STATUSES)[number];
/** Where a shipment stands: the milestone it waits for next, or done once every container is back. */
export const SHIPMENT_STAGES = ["isf", "mbl", "port", "customs", "container", "outgate", "delivery", "empty", "done"] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

/** Demo D&D tariff when the shipment names none (DOMAIN §1.13: 3–5 free days, $100–$200 a day, indicative). */
export const DEFAULT_DETENTION_FREE_DAYS = 4;
export const DEFAULT_DEMURRAGE_PER_DAY_CENTS = 15_000;
export const DEFAULT_DETENTION_PER_DAY_CENTS = 12_500;

const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const bill = optionalCode(z.string().refine(isBillOfLading, u.billShape));
const dateTime = z.preprocess(blankAsNull, z.string().refine(isMilestoneValue, u.milestoneValue).nullish());
/** Optional whole numbers: left out, the provider keeps the stored value or applies the demo tariff. */
const optionalWhole = (max: number) => z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().int().min(0).max(max).optional());

export const usShipmentFields = {
  customerId: optionalIdSchema,
  importerId: z.string().trim().regex(/^\d{1,20}$/, u.importerNeeded),
  shipperId: optionalIdSchema,
  transportMode: z.enum(TRANSPORT_MODES),
  carrierId: optionalIdSchema,
  /** SCAC + bill number, e.g. MAEU123456789 (DOMAIN §1.10). */
  mbl: bill,
  hbl: bill,
  vesselName: optionalText(64),
  voyage: optionalText(16),
  /** Port records of the tenant's list: the foreign port of lading and the US port of unlading. */
  portOfLadingId: optionalIdSchema,
  portOfUnladingId: optionalIdSchema,
  entryNumber: optionalCode(z.string().refine(isEntryNumberShape, u.entryNumberShape)),
  entryType: z.enum(ENTRY_TYPES),
  fdaStatus: z.enum(PGA_STATUSES),
  epaStatus: z.enum(PGA_STATUSES),
  detentionFreeDays: optionalWhole(30),
  demurragePerDayCents: optionalWhole(10_000_000),
  detentionPerDayCents: optionalWhole(10_000_000),
  remark: optionalText(255),
};

export const addUsShipmentSchema = z.object(usShipmentFields);
export const updateUsShipmentSchema = z.object({ ...usShipmentFields, id: idSchema });
export const usShipmentSchema = z.object({
  ...usShipmentFields,
  id: idSchema,
  /** The broker's file number, given by the provider: USI-YYMM-NNNN. */
  fileNo: z.string(),
  importerId: z.string(),
  mbl: z.string().nullish(),
  hbl: z.string().nullish(),
  entryNumber: z.string().nullish(),
  /**
   * When the goods were laden at the foreign port: the "departed" milestone's value, kept on the
   * row by the provider as it keeps the eta. The ISF is late unless filed 24 h before.
   */
  ladenOnBoard: z.string().nullish(),
  // Derived on every read:
  importerName: z.string().nullish(),
  stage: z.enum(SHIPMENT_STAGES).nullish(),
  /** The ISF was filed later than 24 h before lading, or is missing once laden. */
  isfLate: z.boolean().nullish(),
  containerCount: z.number().nullish(),
  containerNumbers: z.string().nullish(),
  /** The earliest last free day of a container still in the terminal. */
  lastFreeDay: z.string().nullish(),
  /** An FDA or EPA hold is open. */
  onHold: z.boolean().nullish(),
  /** Once arrived: the last day to file the entry (15 calendar days), and where the entry stands against it. */
  entryDeadline: z.string().nullish(),
  entryDeadlineState: z.enum(ENTRY_DEADLINE_STATES).nullish(),
  eta: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type UsShipment = z.infer<typeof usShipmentSchema>;

export const US_SHIPMENT_SORTABLE = ["fileNo", "eta", "createTime"] as const;
/**
 * List filters beyond the fields: `container` (a container number on it), `stage`, `attention`
 * (lateIsf | pastLfd | nearLfd | hold | freightPending | summaryDue | generalOrder: the dashboard's
 * lists; freightPending: released by customs, not yet by the carrier, so no container may leave;
 * generalOrder: arrived and unentered with the 15-day deadline near or past, contract/usa/entry-deadline.ts).
 */
export const SHIPMENT_ATTENTION = ["lateIsf", "pastLfd", "nearLfd", "hold", "freightPending", "summaryDue", "generalOrder"] as const;
export type ShipmentAttention = (typeof SHIPMENT_ATTENTION)[number];
/** "Near" the last free day: within this many days (the dashboard's warning). */
export const NEAR_LFD_DAYS = 2;
export { SUMMARY_DUE_WORKING_DAYS } from "./working-days";

/** `queryUsEntryEstimate`: duty per line and the fees on the entry (contract/customs/charges.ts). */
export const entryEstimateSchema = z.object({
  lines: z.array(z.object({ id: idSchema, lineNo: z.number(), htsCode: z.string(), valueCents: z.number(), dutyCents: z.number() })),
  enteredValueCents: z.number(),
  dutyCents: z.number(),
  mpfCents: z.number(),
  hmfCents: z.number(),
  totalCents: z.number(),
  mpfClamped: z.enum(["min", "max"]).nullable(),
  /** An informal entry (type 11) pays its schedule's flat MPF; worth more than the limit, it needs a formal entry. */
  mpfInformal: z.boolean(),
  overInformalLimit: z.boolean(),
  feeSchedule: z.object({
    fiscalYear: z.number(),
    effectiveFrom: z.string(),
    mpfRate: z.string(),
    mpfMinCents: z.number(),
    mpfMaxCents: z.number(),
    informalMpfCents: z.number(),
    hmfRate: z.string(),
    source: z.string(),
  }),
  /** The fiscal year of the estimate's date: later than the schedule's when that year's notice is not loaded yet. */
  fiscalYear: z.number(),
  /**
   * The bond the entry needs (contract/usa/bonds.ts): the importer's bond type, its continuous
   * bond against what its past 12 months require, and the single-transaction bond of this entry.
   */
  bond: z.object({
    importerBondType: z.enum(["continuous", "single", "none"]),
    continuous: z.object({ onFileCents: z.number().nullable(), requiredCents: z.number(), sufficiency: z.enum(BOND_SUFFICIENCY) }).nullable(),
    singleCents: z.number(),
    singleBasis: z.enum(SINGLE_BOND_BASES),
  }),
});
export type EntryEstimate = z.infer<typeof entryEstimateSchema>;
