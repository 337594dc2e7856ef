import { addSysPostSchema, SYS_POST_SORTABLE, sysPostPaths, sysPostSchema, updateSysPostSchema } from "#contract/admin/syspost";
import { defineResource } from "./define";

/** Posts (SPEC §3 post): a tree by parent, with "add child". */
export const sysPost = defineResource({
  name: "syspost",
  path: "/syspost",
  paths: sysPostPaths,
  row: sysPostSchema,
  add: addSysPostSchema,
  update: updateSysPostSchema,
  fields: {
    postName: { input: "text", column: { width: 260 }, exported: true },
    postNameEn: { input: "text" },
    postNameZh: { input: "text" },
    postNameTw: { input: "text" },
    postCode: { input: "text", column: { width: 200 }, exported: true },
    postSequence: { input: "number", column: { width: 120 }, exported: true },
    parentId: { input: "tree-select" },
    updateTime: { input: "text", readOnly: true, column: { width: 180, format: "datetime" } },
  },
  sortable: SYS_POST_SORTABLE,
  tree: { parentField: "parentId", labelField: "postName" },
});
