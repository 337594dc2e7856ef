import { addUsCarrierSchema, updateUsCarrierSchema, usCarrierPaths } from "../../contract/usa/carrier";
import { usaMessages as u } from "../../contract/usa/messages";
import { usCarriers } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { ascending } from "../paging";
import type { SimResource } from "./resource";

const crud: CrudResource = {
  menuCode: "carrierMaintenance",
  title: "Carriers 承运商",
  paths: usCarrierPaths,
  table: usCarriers,
  addSchema: addUsCarrierSchema,
  updateSchema: updateUsCarrierSchema,
  filters: {
    scac: { column: usCarriers.scac, match: "contains" },
    nameEn: { column: usCarriers.nameEn, match: "contains" },
    carrierKind: { column: usCarriers.carrierKind, match: "equals" },
    companyType: { column: usCarriers.companyType, match: "equals" },
    status: { column: usCarriers.status, match: "equals" },
  },
  sortable: { scac: usCarriers.scac, nameEn: usCarriers.nameEn, carrierKind: usCarriers.carrierKind, createTime: usCarriers.createTime },
  defaultOrder: [ascending(usCarriers.carrierKind), ascending(usCarriers.scac)],
  exportColumns: [
    { field: "scac", header: "SCAC" },
    { field: "nameEn", header: "Name 英文名" },
    { field: "nameCn", header: "Chinese name 中文名" },
    { field: "carrierKind", header: "Kind 类型" },
    { field: "companyType", header: "Company type 公司类型" },
    { field: "logisticsLine", header: "Logistics line 物流线路" },
    { field: "phone", header: "Phone 电话" },
    { field: "status", header: "Status 状态" },
    { field: "isDemo", header: "Demo 演示" },
  ],
  unique: { field: "scac", column: usCarriers.scac, message: u.scacTaken },
  importable: true,
};

/** Carriers by SCAC (/carrierMaintenance). */
export const usCarrier: SimResource = { bases: [usCarrierPaths.base], crud };
