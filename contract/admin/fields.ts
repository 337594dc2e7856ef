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
