import { z } from "zod";
import { DATE_RULE } from "../admin/fields";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { attachmentUrlSchema } from "../file";
import { optionalText, requiredText } from "./common";
import { usaMessages as u } from "./messages";

/** Customs powers of attorney the broker holds (/powerOfAttorney; DOMAIN §1.6, 19 CFR 141.46). */
export const usPoaPaths = resourcePaths("usa", "UsPowerOfAttorney");

export const POA_TYPES = ["corporation", "partnership", "soleProprietor", "individual"] as const;
/** A POA expiring within this many days is flagged "expiring" (the broker renews it in time). */
export const POA_EXPIRY_WARNING_DAYS = 30;
/** DOMAIN §1.6: a partnership's POA is limited to two years. */
export const PARTNERSHIP_POA_YEARS = 2;
export const POA_STATUSES = ["valid", "expiring", "expired"] as const;
export type PoaStatus = (typeof POA_STATUSES)[number];

const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE);

export const usPoaFields = {
  partyId: z.string().trim().regex(/^\d{1,20}$/, u.partyUnknown),
  poaType: z.enum(POA_TYPES),
  grantorName: requiredText(128),
  grantorTitle: optionalText(64),
  granteeName: requiredText(128),
  executedDate: date,
  expiryDate: z.preprocess(blankAsNull, date.nullish()),
  /** The signed power of attorney (CBP Form 5291 or the broker's own form). */
  documentFile: attachmentUrlSchema,
  remark: optionalText(255),
};

/** The date `years` after a `YYYY-MM-DD` date (29 February gives 28 February). */
export function yearsAfter(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const shifted = new Date(Date.UTC(y + years, m - 1, d));
  if (shifted.getUTCMonth() !== m - 1) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

/** Status of a POA on `today`: past its expiry, within the warning window, or valid (no expiry: until revoked). */
export function poaStatusOn(expiryDate: string | null | undefined, today: string): PoaStatus {
  if (!expiryDate) return "valid";
  if (expiryDate < today) return "expired";
  const warnFrom = new Date(Date.parse(`${expiryDate}T00:00:00Z`) - POA_EXPIRY_WARNING_DAYS * 86_400_000).toISOString().slice(0, 10);
  return today >= warnFrom ? "expiring" : "valid";
}

type PoaValues = { poaType: string; executedDate: string; expiryDate?: string | null };

function poaRules(values: PoaValues, ctx: z.RefinementCtx) {
  if (values.expiryDate && values.expiryDate <= values.executedDate) ctx.addIssue({ code: "custom", path: ["expiryDate"], message: u.poaExpiryBeforeExecution });
  if (values.poaType === "partnership") {
    if (!values.expiryDate) ctx.addIssue({ code: "custom", path: ["expiryDate"], message: u.partnershipNeedsExpiry });
    else if (values.expiryDate > yearsAfter(values.executedDate, PARTNERSHIP_POA_YEARS)) ctx.addIssue({ code: "custom", path: ["expiryDate"], message: u.partnershipTwoYears });
  }
}

export const addUsPoaSchema = z.object(usPoaFields).superRefine(poaRules);
export const updateUsPoaSchema = z.object({ ...usPoaFields, id: idSchema }).superRefine(poaRules);
export const usPoaSchema = z.object({
  ...usPoaFields,
  id: idSchema,
  partyId: z.string(),
  /** Derived: the principal's name, and the status on the provider's today. */
  partyName: z.string().nullish(),
  status: z.enum(POA_STATUSES).nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type UsPoa = z.infer<typeof usPoaSchema>;

export const US_POA_SORTABLE = ["executedDate", "expiryDate", "grantorName", "createTime"] as const;
