import { addSupplierSchema, STAR_LEVELS, SUPPLIER_SORTABLE, SUPPLIER_STATUSES, supplierCityOptionsPath, supplierCountyOptionsPath, supplierPaths, supplierProvinceOptionsPath, supplierSchema, updateSupplierSchema } from "#contract/business/supplier";
import { defineResource } from "./define";

/** The address's divisions, each level narrowed by the one above (also the supplier addresses'). */
export const DIVISION_SOURCES = {
  province: { path: supplierProvinceOptionsPath, label: "label", value: "value" },
  city: { path: supplierCityOptionsPath, label: "label", value: "value", dependsOn: "provinceCode", param: "provinceCode" },
  county: { path: supplierCountyOptionsPath, label: "label", value: "value", dependsOn: "cityCode", param: "cityCode" },
} as const;

/** Suppliers (SPEC §3 supplier): each with its own bank accounts and addresses, one screen away. */
export const vendorInformation = defineResource({
  name: "vendorInformation",
  path: "/vendorInformation",
  paths: supplierPaths,
  row: supplierSchema,
  add: addSupplierSchema,
  update: updateSupplierSchema,
  fields: {
    code: { input: "text", column: { width: 110 }, filter: true, exported: true },
    name: { input: "text", column: { width: 240 }, filter: true, exported: true },
    shortName: { input: "text", column: { width: 120 }, exported: true },
    provinceCode: { input: "select", source: DIVISION_SOURCES.province, filter: true, exported: true },
    cityCode: { input: "select", source: DIVISION_SOURCES.city, exported: true },
    countyCode: { input: "select", source: DIVISION_SOURCES.county, exported: true },
    // The list names the three divisions in one cell ("广东省 / 深圳市 / 南山区").
    divisionName: { input: "text", readOnly: true, column: { width: 240 } },
    address: { input: "textarea", exported: true },
    contactPerson: { input: "text", column: { width: 110 }, exported: true },
    contactPhone: { input: "text", column: { width: 140 }, exported: true },
    bankName: { input: "text", exported: true },
    bankAccount: { input: "text", exported: true },
    currency: { input: "select", source: { dict: "currency" }, column: { width: 90 }, exported: true },
    starLevel: { input: "select", options: STAR_LEVELS, column: { width: 90 }, filter: true, exported: true },
    uscc: { input: "text", column: { width: 190 }, filter: true, exported: true },
    status: { input: "select", options: SUPPLIER_STATUSES, column: { width: 90, tone: { enabled: "green", disabled: "gray" } }, filter: true, exported: true },
    // Each count leads to the supplier's own list.
    bankAccountCount: { input: "number", readOnly: true, column: { width: 110, link: (row) => `/sBankAccountManagement?supplierId=${String(row.id)}` } },
    addressCount: { input: "number", readOnly: true, column: { width: 100, link: (row) => `/sAddressManagement?supplierId=${String(row.id)}` } },
    attachmentFile: { input: "file", accept: ["pdf", "image"] },
    remark: { input: "textarea" },
    createTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
  },
  sortable: SUPPLIER_SORTABLE,
  importable: true,
});
