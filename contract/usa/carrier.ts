import { z } from "zod";
import { idSchema } from "../envelope";
import { resourceMessages, resourcePaths, timeSchema } from "../admin/resource";
import { scacProblem } from "../customs/identifiers";
import { flagSchema, optionalPhoneSchema, optionalText, requiredText } from "./common";
import { usaMessages as u } from "./messages";

/** Carriers by SCAC: ocean lines, drayage truckers and others (/carrierMaintenance; DOMAIN §1.9). */
export const usCarrierPaths = resourcePaths("usa", "UsCarrier");

export const CARRIER_KINDS = ["ocean", "drayage", "air", "express", "rail"] as const;
/** SPEC §3 "company type outsourcing": the broker's own fleet or a contracted carrier. */
export const COMPANY_TYPES = ["own", "outsourcing"] as const;
export const CARRIER_STATUSES = ["enabled", "disabled"] as const;

export const usCarrierFields = {
  scac: z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.string().min(1, resourceMessages.required)),
  nameEn: requiredText(128),
  nameCn: optionalText(64),
  phone: optionalPhoneSchema,
  carrierKind: z.enum(CARRIER_KINDS),
  companyType: z.enum(COMPANY_TYPES),
  logisticsLine: optionalText(128),
  status: z.enum(CARRIER_STATUSES),
  remark: optionalText(255),
};

/**
 * NMFTA reserves codes ending in U, X and Z for equipment; ocean lines' SCACs often end in U all
 * the same (MAEU, COSU), being their container prefixes too, so U passes for an ocean carrier.
 */
function carrierRules(values: { scac: string; carrierKind: string }, ctx: z.RefinementCtx) {
  const problem = scacProblem(values.scac);
  if (problem === "shape") ctx.addIssue({ code: "custom", path: ["scac"], message: u.scacShape });
  else if (problem === "equipment" && !(values.carrierKind === "ocean" && values.scac.endsWith("U"))) {
    ctx.addIssue({ code: "custom", path: ["scac"], message: u.scacEquipment });
  }
}

export const addUsCarrierSchema = z.object(usCarrierFields).superRefine(carrierRules);
export const updateUsCarrierSchema = z.object({ ...usCarrierFields, id: idSchema }).superRefine(carrierRules);
export const usCarrierSchema = z.object({ ...usCarrierFields, id: idSchema, isDemo: flagSchema, createTime: timeSchema, updateTime: timeSchema });
export type UsCarrier = z.infer<typeof usCarrierSchema>;

export const US_CARRIER_SORTABLE = ["scac", "nameEn", "carrierKind", "createTime"] as const;
