import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { attachmentUrlSchema } from "../file";
import { einProblem, importerNumberProblem, normaliseEin } from "../customs/identifiers";
import { optionalDate } from "../admin/fields";
import { BOND_SUFFICIENCY } from "./bonds";
import { AMOUNT_SHAPE } from "./hts-line";
import { countryCodeSchema, flagSchema, optionalIdSchema, optionalText, recordCodeSchema, requiredText } from "./common";
import { usaMessages as u } from "./messages";

/** Importers of record and exporters (/importersAndExporters; DOMAIN §1.5 CBP Form 5106, broker KYC). */
export const usPartyPaths = resourcePaths("usa", "UsParty");

export const PARTY_ROLES = ["importer", "exporter"] as const;
/** SPEC §3: "US importer or foreign importer". */
export const RESIDENCIES = ["us", "foreign"] as const;
export const BOND_TYPES = ["continuous", "single", "none"] as const;

const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** An EIN as typed ("123456789", "12-3456789") is stored as NN-NNNNNNN. */
const taxNoSchema = z.preprocess((v) => {
  const value = blankAsNull(v);
  return typeof value === "string" ? (normaliseEin(value) ?? value.trim()) : value;
}, z.string().max(32).nullish());

const upperCode = (rule: z.ZodString) => z.preprocess((v) => (typeof v === "string" ? blankAsNull(v.trim().toUpperCase()) : v), rule.nullish());

const iorSchema = z.preprocess((v) => (typeof v === "string" ? blankAsNull(v.trim().toUpperCase()) : v), z.string().max(16).nullish());

export const usPartyFields = {
  partyRole: z.enum(PARTY_ROLES),
  residency: z.enum(RESIDENCIES),
  name: requiredText(128),
  code: recordCodeSchema(32),
  taxNo: taxNoSchema,
  iorNumber: iorSchema,
  bondType: z.enum(BOND_TYPES),
  /** The continuous bond on file (CBP Form 301, DOMAIN §1.7): only with bondType "continuous". */
  bondNumber: upperCode(z.string().regex(/^[A-Z0-9]{6,12}$/, u.bondNumberShape)),
  suretyCode: upperCode(z.string().regex(/^[A-Z0-9]{3}$/, u.suretyCodeShape)),
  /** US dollars as typed ("50000", "50000.00"); the provider keeps cents. */
  bondAmountUsd: z.preprocess(blankAsNull, z.string().trim().regex(AMOUNT_SHAPE, u.amountShape).nullish()),
  bondEffectiveDate: optionalDate,
  legalRepresentative: optionalText(64),
  authorizedRepresentative: optionalText(64),
  idNumber: optionalText(32),
  passportNumber: z.preprocess((v) => (typeof v === "string" ? blankAsNull(v.trim().toUpperCase()) : v), z.string().regex(/^[A-Z0-9]{5,20}$/, u.passportShape).nullish()),
  registrationPlace: optionalText(128),
  countryCode: countryCodeSchema,
  address: optionalText(255),
  customerId: optionalIdSchema,
  businessLicenceFile: attachmentUrlSchema,
  /** The IRS's EIN notice (CP 575) or its verification letter (147C), DOMAIN §1.5. */
  irsLetterFile: attachmentUrlSchema,
  remark: optionalText(255),
};

type PartyValues = {
  residency: string;
  taxNo?: string | null;
  iorNumber?: string | null;
  partyRole: string;
  bondType: string;
  bondNumber?: string | null;
  suretyCode?: string | null;
  bondAmountUsd?: string | null;
  bondEffectiveDate?: string | null;
};

/**
 * A US party files with its EIN (a valid IRS prefix); any importer number given must be one of
 * CBP's three forms; a foreign importer, without EIN or SSN, needs its CBP-assigned number. A
 * continuous bond on file carries its amount (its sufficiency is judged on read, as a warning);
 * the bond's details are a continuous bond's alone.
 */
function partyRules(values: PartyValues, ctx: z.RefinementCtx) {
  if (values.residency === "us") {
    if (!values.taxNo) ctx.addIssue({ code: "custom", path: ["taxNo"], message: u.usPartyNeedsEin });
    else {
      const problem = einProblem(values.taxNo);
      if (problem) ctx.addIssue({ code: "custom", path: ["taxNo"], message: problem === "prefix" ? u.einPrefix : u.einShape });
    }
  }
  const iorProblem = values.iorNumber ? importerNumberProblem(values.iorNumber) : null;
  if (iorProblem) ctx.addIssue({ code: "custom", path: ["iorNumber"], message: iorProblem === "ssnNeverIssued" ? u.ssnNeverIssued : u.iorShape });
  if (values.residency === "foreign" && values.partyRole === "importer" && !values.iorNumber) {
    ctx.addIssue({ code: "custom", path: ["iorNumber"], message: u.foreignNeedsIor });
  }
  if (values.bondType === "continuous" && !values.bondAmountUsd) ctx.addIssue({ code: "custom", path: ["bondAmountUsd"], message: u.continuousBondNeedsAmount });
  if (values.bondType !== "continuous") {
    for (const field of ["bondNumber", "suretyCode", "bondAmountUsd", "bondEffectiveDate"] as const) {
      if (values[field]) ctx.addIssue({ code: "custom", path: [field], message: u.bondOnlyForContinuous });
    }
  }
}

export const addUsPartySchema = z.object(usPartyFields).superRefine(partyRules);
export const updateUsPartySchema = z.object({ ...usPartyFields, id: idSchema }).superRefine(partyRules);
export const usPartySchema = z.object({
  ...usPartyFields,
  id: idSchema,
  taxNo: z.string().nullish(),
  iorNumber: z.string().nullish(),
  isDemo: flagSchema,
  /** Derived: the importer number's form (irs, ssn, cbp). */
  iorKind: z.string().nullish(),
  /**
   * Derived for an importer (contract/usa/bonds.ts): its duties, taxes and fees of the past 12
   * months (the estimates of its entries released in them), the continuous bond they require, and
   * how the bond on file measures up; null for an exporter.
   */
  dutiesTaxesFeesUsd: z.string().nullish(),
  bondRequiredUsd: z.string().nullish(),
  bondSufficiency: z.enum(BOND_SUFFICIENCY).nullish(),
  /** Derived from the party's powers of attorney: valid, expiring (within 30 days), expired or none. */
  poaStatus: z.string().nullish(),
  poaExpiry: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type UsParty = z.infer<typeof usPartySchema>;

export const US_PARTY_SORTABLE = ["name", "code", "partyRole", "createTime"] as const;
