import { addSupplierAddressSchema, SUPPLIER_ADDRESS_SORTABLE, supplierAddressPaths, supplierAddressSchema, updateSupplierAddressSchema } from "#contract/business/supplier-address";
import { ADDRESS_TYPES } from "#contract/admin/address";
import { supplierPaths } from "#contract/business/supplier";
import { defineResource } from "./define";
import { DIVISION_SOURCES } from "./vendorInformation";

/** Suppliers' addresses (SPEC §3 supplier): one default per supplier; filtered by supplier from its row. */
export const sAddressManagement = defineResource({
  name: "sAddressManagement",
  path: "/sAddressManagement",
  paths: supplierAddressPaths,
  row: supplierAddressSchema,
  add: addSupplierAddressSchema,
  update: updateSupplierAddressSchema,
  fields: {
    supplierId: { input: "select", source: { paths: supplierPaths, label: "name" }, column: { width: 220 }, filter: true },
    // Beside the supplier, so each supplier's default shows without scrolling.
    isDefault: { input: "switch", options: ["true", "false"], column: { width: 90 }, exported: true },
    addressType: { input: "select", options: ADDRESS_TYPES, column: { width: 110 }, filter: true, exported: true },
    contactPerson: { input: "text", column: { width: 120 }, filter: true, exported: true },
    contactPhone: { input: "text", column: { width: 140 }, exported: true },
    provinceCode: { input: "select", source: DIVISION_SOURCES.province, exported: true },
    cityCode: { input: "select", source: DIVISION_SOURCES.city, exported: true },
    countyCode: { input: "select", source: DIVISION_SOURCES.county, exported: true },
    divisionName: { input: "text", readOnly: true, column: { width: 240 } },
    addressDetails: { input: "textarea", column: { width: 300 }, exported: true },
    remark: { input: "textarea" },
  },
  sortable: SUPPLIER_ADDRESS_SORTABLE,
  actions: [{ intent: "setDefault", button: "update", records: "one", row: true }],
  // The phone and default rules are the member's messages.
  usesTextsOf: ["bankAccountManagement", "addressManagement"],
});
