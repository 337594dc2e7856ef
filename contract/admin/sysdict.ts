import { z } from "zod";
import { idSchema } from "../envelope";
import { wordings } from "./fields";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/**
 * Dictionaries (SPEC §3 dict): a tree of a type's header row (no parent, `dictValue` = the
 * type) with its entries as children. A tenant reads the platform's rows and its own private
 * ones; `queryDictByDictType` (contract/admin/dictionary.ts) reads the entries of one type.
 */
export const sysDictPaths = resourcePaths("admin", "SysDict");

/** The provider's refusals of dictionary writes. */
export const sysDictMessages = {
  valueTaken: "this dictionary type already has an entry with this value",
  parentNotFound: "the parent dictionary does not exist",
  parentNotHeader: "entries sit directly under their dictionary type",
  typeMismatch: "an entry has the dictionary type of its parent",
  hasChildren: "delete the dictionary's entries first",
  platformOnly: "only an administrator may write platform dictionaries",
} as const;

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A switch travels as "true"/"false" from a form and as a boolean in JSON. */
const flag = z.preprocess((v) => (typeof v === "string" ? v === "true" || v === "on" : v), z.boolean()).default(false);

export const sysDictFields = {
  dictType: z.string().trim().min(1, m.required).max(64, m.tooLong).regex(CODE, "type may hold letters, digits, '.', '_' and '-'"),
  dictName: z.string().trim().min(1, m.required).max(100, m.tooLong),
  ...wordings("dictName", 100),
  dictValue: z.string().trim().min(1, m.required).max(100, m.tooLong),
  dictSequence: z.coerce.number({ error: m.notANumber }).int(m.notANumber).min(0).max(99999),
  parentId: z.preprocess((v) => (v === "" ? null : v), idSchema.nullish()),
  isPrivate: flag,
};

export const addSysDictSchema = z.object(sysDictFields);
export const updateSysDictSchema = addSysDictSchema.extend({ id: idSchema });

export const sysDictSchema = updateSysDictSchema.extend({
  isPrivate: z.boolean(),
  tenantCode: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type SysDict = z.infer<typeof sysDictSchema>;

export const SYS_DICT_SORTABLE = ["dictType", "dictName", "dictValue", "dictSequence", "createTime"] as const;
