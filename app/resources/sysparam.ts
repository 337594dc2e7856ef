import { addSysParamSchema, SYS_PARAM_SORTABLE, sysParamPaths, sysParamSchema, updateSysParamSchema } from "#contract/admin/sysparam";
import { defineResource } from "./define";

/** Parameters (SPEC §3 param): a flat table with import. */
export const sysParam = defineResource({
  name: "sysparam",
  path: "/sysparam",
  paths: sysParamPaths,
  row: sysParamSchema,
  add: addSysParamSchema,
  update: updateSysParamSchema,
  fields: {
    paramName: { input: "text", column: { width: 220 }, filter: true, exported: true },
    paramNameEn: { input: "text" },
    paramNameZh: { input: "text" },
    paramNameTw: { input: "text" },
    paramKey: { input: "text", column: { width: 240 }, filter: true, exported: true },
    paramValue: { input: "textarea", column: {}, exported: true },
    updateTime: { input: "text", readOnly: true, column: { width: 180, format: "datetime" } },
  },
  sortable: SYS_PARAM_SORTABLE,
  importable: true,
});
