import { z } from "zod";
import { resourceMessages as m } from "./resource";

/** An empty input travels as "": stored as nothing. */
const blankAsNull = (v: unknown) => (v === "" ? null : v);

/** Optional free text up to `max` characters. */
export const optionalText = (max: number) => z.preprocess(blankAsNull, z.string().trim().max(max, m.tooLong).nullish());

export const DATE_RULE = "a date as YYYY-MM-DD";
/** A calendar date from a date input (YYYY-MM-DD), optional. */
export const optionalDate = z.preprocess(blankAsNull, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE).nullish());
