import { z } from "zod";
import { optionalText } from "../admin/fields";
import { resourceMessages as m } from "../admin/resource";
import { usaMessages as u } from "./messages";

/** A select that was left empty travels as "". */
const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const upper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);

export const requiredText = (max: number) => z.string().trim().min(1, m.required).max(max, m.tooLong);
export { optionalText };

export const countryCodeSchema = z.preprocess(upper, z.string().regex(/^[A-Z]{2}$/, u.countryUnknown));
export const optionalStateSchema = z.preprocess((v) => blankAsNull(upper(v)), z.string().regex(/^[A-Z]{2}$/, u.stateUnknown).nullish());
export const currencyCodeSchema = z.preprocess(upper, z.string().regex(/^[A-Z]{3}$/, u.currencyUnknown));
export const optionalPhoneSchema = z.preprocess(blankAsNull, z.string().trim().regex(/^\+?[0-9][0-9 ()-]{5,22}$/, u.phoneShape).nullish());
export const optionalEmailSchema = z.preprocess(blankAsNull, z.string().trim().max(100, m.tooLong).email(u.emailShape).nullish());
/** Checkboxes and switches post "on"/"true" or nothing. */
export const flagSchema = z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean());
export const optionalIdSchema = z.preprocess(blankAsNull, z.string().regex(/^\d{1,20}$/).nullish());
/** Uppercased, blank as none: identifiers typed in any case. */
export const optionalCode = (rule: z.ZodString) => z.preprocess((v) => blankAsNull(upper(v)), rule.nullish());
/** A record's own code: capital letters, digits and '-', typed in any case. */
export const recordCodeSchema = (max: number) => z.preprocess(upper, requiredText(max).regex(/^[A-Z0-9-]+$/, u.codeShape));
