import { addUsCarrierSchema, updateUsCarrierSchema, usCarrierPaths } from "../../contract/usa/carrier";
import { usaMessages as u } from "../../contract/usa/messages";
import { usCarriers } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { ascending } from "../paging";
import type { SimResource } from "./resource";
import { CARRIER_KIND, COMPANY_TYPE, ENABLED } from "./export-labels";

const crud: CrudResource = {
  menuCode: "carrierMaintenance",
  title: { en: "Carriers", zh: "承运商", tw: "承運商" },
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
    { field: "scac", header: { en: "SCAC", zh: "SCAC", tw: "SCAC" } },
    { field: "nameEn", header: { en: "Name", zh: "英文名", tw: "英文名" } },
    { field: "nameCn", header: { en: "Chinese name", zh: "中文名", tw: "中文名" } },
    { field: "carrierKind", header: { en: "Kind", zh: "类型", tw: "類型" }, kind: { labels: CARRIER_KIND } },
    { field: "companyType", header: { en: "Company type", zh: "公司类型", tw: "公司類型" }, kind: { labels: COMPANY_TYPE } },
    { field: "logisticsLine", header: { en: "Logistics line", zh: "物流线路", tw: "物流路線" } },
    { field: "phone", header: { en: "Phone", zh: "电话", tw: "電話" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: ENABLED } },
    { field: "isDemo", header: { en: "Demo", zh: "演示", tw: "示範" }, kind: "boolean" },
  ],
  unique: { field: "scac", column: usCarriers.scac, message: u.scacTaken },
  importable: true,
};

/** Carriers by SCAC (/carrierMaintenance). */
export const usCarrier: SimResource = { bases: [usCarrierPaths.base], crud };
