import { resourceMessages as rm } from "../../contract/admin/resource";
import { addSysParamSchema, sysParamPaths, updateSysParamSchema } from "../../contract/admin/sysparam";
import { params } from "../../db/schema";
import { descending } from "../paging";
import type { CrudResource } from "../crud/resource";
import type { SimResource } from "./resource";

const crud: CrudResource = {
  menuCode: "sysparam",
  title: { en: "Parameters", zh: "参数", tw: "參數" },
  paths: sysParamPaths,
  table: params,
  addSchema: addSysParamSchema,
  updateSchema: updateSysParamSchema,
  filters: { paramName: { column: params.paramName, match: "contains" }, paramKey: { column: params.paramKey, match: "contains" } },
  sortable: { paramName: params.paramName, paramKey: params.paramKey, createTime: params.createTime, updateTime: params.updateTime },
  defaultOrder: [descending(params.createTime)],
  exportColumns: [
    { field: "paramName", header: { en: "Name", zh: "参数名称", tw: "參數名稱" } },
    { field: "paramKey", header: { en: "Key", zh: "参数键", tw: "參數鍵" } },
    { field: "paramValue", header: { en: "Value", zh: "参数值", tw: "參數值" } },
    { field: "updateTime", header: { en: "Updated", zh: "更新时间", tw: "更新時間" }, kind: "time" },
  ],
  unique: { field: "paramKey", column: params.paramKey, message: rm.paramKeyTaken },
  importable: true,
};

/** Parameters (SPEC §3 param): key-value settings of a tenant, `paramKey` unique in it. */
export const sysParam: SimResource = { bases: [sysParamPaths.base], crud };
