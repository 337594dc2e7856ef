import { addSupplierSchema, STAR_LEVELS, SUPPLIER_SORTABLE, SUPPLIER_STATUSES, supplierCityOptionsPath, supplierPaths, supplierProvinceOptionsPath, supplierSchema, updateSupplierSchema } from "#contract/business/supplier";
import { defineResource } from "./define";

const province = { path: supplierProvinceOptionsPath, label: "label", value: "value" } as const;
const city = { path: supplierCityOptionsPath, label: "label", value: "value" } as const;

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
    provinceCode: { input: "select", source: province, filter: true, exported: true },
    // Labelled province first, so the city is found by either name and its province seen.
    cityCode: { input: "select", source: city, column: { width: 200 }, exported: true },
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
