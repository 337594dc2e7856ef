import { z } from "zod";

/**
 * A dictionary's entries by type (`GET queryDictByDictType?dictType=`, SPEC §7 sysdict): what
 * selects and status labels read. The tenant sees the platform's entries and its private ones.
 */
export const DICT_BY_TYPE_PATH = "/api/admin/sysdict/queryDictByDictType";

export const dictEntrySchema = z.object({
  dictName: z.string(),
  /** The name per UI language, where the entry is worded (additive; dictName always holds a name). */
  dictNameEn: z.string().nullish(),
  dictNameZh: z.string().nullish(),
  dictNameTw: z.string().nullish(),
  dictValue: z.string(),
  dictSequence: z.number().optional(),
});
export type DictEntry = z.infer<typeof dictEntrySchema>;
