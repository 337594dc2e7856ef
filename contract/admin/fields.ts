import { z } from "zod";
import { resourceMessages as m } from "./resource";

/** An empty input travels as "": stored as nothing. */
const blankAsNull = (v: unknown) => (v === "" ? null : v);

/** Optional free text up to `max` characters. */
export const optionalText = (max: number) => z.preprocess(blankAsNull, z.string().trim().max(max, m.tooLong).nullish());

/** The UI languages a name can be worded in beside the one the provider requires. */
export const NAME_LANGUAGES = ["En", "Zh", "Tw"] as const;
type Worded<F extends string> = `${F}${(typeof NAME_LANGUAGES)[number]}`;

/**
 * `<field>En`, `<field>Zh` and `<field>Tw`: a name or description worded per UI language, as
 * menus keep theirs. Optional and additive: blank ones show the field itself, so a record named
 * once (a tenant's own role) reads the same in every language.
 */
export function wordings<F extends string>(field: F, max: number): Record<Worded<F>, ReturnType<typeof optionalText>> {
  return Object.fromEntries(NAME_LANGUAGES.map((language) => [`${field}${language}`, optionalText(max)])) as Record<Worded<F>, ReturnType<typeof optionalText>>;
}

export const DATE_RULE = "a date as YYYY-MM-DD";
/** A calendar date from a date input (YYYY-MM-DD), optional. */
export const optionalDate = z.preprocess(blankAsNull, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE).nullish());

/** A calendar date from a date input (YYYY-MM-DD), required. */
export const requiredDate = z.string({ error: m.required }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE);

/** Optional text that must match `rule` when given. */
export const optionalMatching = (max: number, rule: RegExp) => z.preprocess(blankAsNull, z.string().trim().max(max, m.tooLong).regex(rule).nullish());

/** Whole numbers an input may carry: within what a JavaScript number holds exactly. */
const wholeNumber = () => z.coerce.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
export const requiredInteger = z.preprocess((v) => (v === "" || v === null ? undefined : v), wholeNumber());
export const optionalInteger = z.preprocess(blankAsNull, wholeNumber().nullish());

/** A decimal kept as written (text), so no digit is lost: up to 15 before the point and 6 after. */
export const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,6})?$/;

/** One of `values`, or nothing when left empty. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blankAsNull, z.enum(values).nullish());
