import { addSysDictSchema, SYS_DICT_SORTABLE, sysDictPaths, sysDictSchema, updateSysDictSchema } from "#contract/admin/sysdict";
import { defineResource } from "./define";

/**
 * Dictionaries (SPEC §3 dict): each type's header row with its entries as children, the
 * platform's and the tenant's private ones.
 */
export const sysDict = defineResource({
  name: "sysdict",
  path: "/sysdict",
  paths: sysDictPaths,
  row: sysDictSchema,
  add: addSysDictSchema,
  update: updateSysDictSchema,
  fields: {
    dictName: { input: "text", column: { width: 200 }, filter: true, exported: true },
    dictNameEn: { input: "text" },
    dictNameZh: { input: "text" },
    dictNameTw: { input: "text" },
    dictType: { input: "text", column: { width: 150 }, filter: true, exported: true },
    dictValue: { input: "text", column: {}, exported: true },
    dictSequence: { input: "number", column: { width: 90 }, exported: true },
    parentId: { input: "tree-select" },
    // The options label the column; the form shows a switch.
    isPrivate: { input: "switch", options: ["true", "false"], column: { width: 90 }, exported: true },
  },
  sortable: SYS_DICT_SORTABLE,
  tree: { parentField: "parentId", labelField: "dictName" },
});
