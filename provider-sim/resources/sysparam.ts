import { resourceMessages as rm } from "../../contract/admin/resource";
import { addSysParamSchema, sysParamPaths, updateSysParamSchema } from "../../contract/admin/sysparam";
import { params } from "../../db/schema";
import { descending } from "../paging";
import type { CrudResource } from "../crud/resource";
import type { SimResource } from "./resource";

const crud: CrudResource = {
  menuCode: "sysparam",
  title: "Parameters 参数",
  paths: sysParamPaths,
  table: params,
  addSchema: addSysParamSchema,
  updateSchema: updateSysParamSchema,
  filters: { paramName: { column: params.paramName, match: "contains" }, paramKey: { column: params.paramKey, match: "contains" } },
  sortable: { paramName: params.paramName, paramKey: params.paramKey, createTime: params.createTime, updateTime: params.updateTime },
  defaultOrder: [descending(params.createTime)],
  exportColumns: [
    { field: "paramName", header: "Name 参数名称" },
    { field: "paramKey", header: "Key 参数键" },
    { field: "paramValue", header: "Value 参数值" },
    { field: "updateTime", header: "Updated 更新时间" },
  ],
  unique: { field: "paramKey", column: params.paramKey, message: rm.paramKeyTaken },
  importable: true,
};

/** Parameters (SPEC §3 param): key-value settings of a tenant, `paramKey` unique in it. */
export const sysParam: SimResource = { bases: [sysParamPaths.base], crud };
