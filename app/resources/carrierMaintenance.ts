import { addUsCarrierSchema, CARRIER_KINDS, CARRIER_STATUSES, COMPANY_TYPES, US_CARRIER_SORTABLE, updateUsCarrierSchema, usCarrierPaths, usCarrierSchema } from "#contract/usa/carrier";
import { defineResource } from "./define";

/** Carriers by SCAC: ocean lines and truckers; demo truckers are marked (US clearance basic data). */
export const carrierMaintenance = defineResource({
  name: "carrierMaintenance",
  path: "/carrierMaintenance",
  paths: usCarrierPaths,
  row: usCarrierSchema,
  add: addUsCarrierSchema,
  update: updateUsCarrierSchema,
  fields: {
    scac: { input: "text", column: { width: 90 }, filter: true, exported: true },
    nameEn: { input: "text", column: { width: 240 }, filter: true, exported: true },
    nameCn: { input: "text", column: { width: 140 }, exported: true },
    isDemo: { input: "switch", options: ["true", "false"], readOnly: true, column: { width: 80 } },
    carrierKind: { input: "select", options: CARRIER_KINDS, column: { width: 110 }, filter: true, exported: true },
    companyType: { input: "select", options: COMPANY_TYPES, column: { width: 120 }, filter: true, exported: true },
    logisticsLine: { input: "text", column: { width: 260 }, exported: true },
    phone: { input: "text", column: { width: 150 }, exported: true },
    status: { input: "select", options: CARRIER_STATUSES, column: { width: 100 }, filter: true, exported: true },
    remark: { input: "textarea" },
  },
  sortable: US_CARRIER_SORTABLE,
  importable: true,
});
