import { ADDRESS_KINDS, HK_ADDRESS_SORTABLE, HK_DISTRICTS, addHkAddressSchema, hkAddressPaths, hkAddressSchema, hkDivisionOptionsPath, updateHkAddressSchema } from "#contract/hk/address";
import { HK_CARGO_SORTABLE, PACKAGE_TYPES, addHkCargoSchema, hkCargoPaths, hkCargoSchema, updateHkCargoSchema } from "#contract/hk/cargo";
import { CUSTOMER_KINDS, HK_CUSTOMER_SORTABLE, addHkCustomerSchema, hkCustomerPaths, hkCustomerSchema, updateHkCustomerSchema } from "#contract/hk/customer";
import { HK_DECLARING_UNIT_SORTABLE, addHkDeclaringUnitSchema, hkDeclaringUnitPaths, hkDeclaringUnitSchema, updateHkDeclaringUnitSchema } from "#contract/hk/declaring-unit";
import { defineResource } from "./define";

/** The traders Hong Kong declarations are lodged for (DOMAIN §2.4); one is the default. */
export const declarationUnit = defineResource({
  name: "declarationUnit",
  path: "/declarationUnit",
  paths: hkDeclaringUnitPaths,
  row: hkDeclaringUnitSchema,
  add: addHkDeclaringUnitSchema,
  update: updateHkDeclaringUnitSchema,
  fields: {
    companyNameEn: { input: "text", column: { width: 260 }, filter: true, exported: true },
    companyNameZh: { input: "text", column: { width: 220 }, exported: true },
    brNumber: { input: "text", column: { width: 120 }, filter: true, exported: true },
    address: { input: "textarea", column: { width: 320 }, exported: true },
    contactPerson: { input: "text", column: { width: 130 }, exported: true },
    phone: { input: "text", column: { width: 150 }, exported: true },
    email: { input: "text", exported: true },
    isDefault: { input: "switch", options: ["true", "false"], column: { width: 90 }, exported: true },
    remark: { input: "textarea" },
  },
  sortable: HK_DECLARING_UNIT_SORTABLE,
  actions: [{ intent: "setDefault", button: "update", records: "one", row: true }],
});

/** Consignors' and consignees' addresses: a Hong Kong district or a mainland division. */
export const addressInformation = defineResource({
  name: "addressInformation",
  path: "/addressInformation",
  paths: hkAddressPaths,
  row: hkAddressSchema,
  add: addHkAddressSchema,
  update: updateHkAddressSchema,
  fields: {
    addressName: { input: "text", column: { width: 220 }, filter: true, exported: true },
    kind: { input: "select", options: ADDRESS_KINDS, column: { width: 120 }, filter: true, exported: true },
    district: { input: "select", options: HK_DISTRICTS, column: { width: 150 }, filter: true, exported: true, shownWhen: { field: "kind", is: ["hk"] } },
    divisionCode: { input: "select", source: { path: hkDivisionOptionsPath, label: "label", value: "value" }, column: { width: 180 }, exported: true, shownWhen: { field: "kind", is: ["mainland"] } },
    addressLine1: { input: "text", column: { width: 320 }, exported: true },
    addressLine2: { input: "text", exported: true },
    postalCode: { input: "text", column: { width: 100 }, exported: true, shownWhen: { field: "kind", is: ["mainland"] } },
    contactPerson: { input: "text", column: { width: 130 }, exported: true },
    phone: { input: "text", column: { width: 150 }, exported: true },
    remark: { input: "textarea" },
  },
  sortable: HK_ADDRESS_SORTABLE,
});

/** Consignors and consignees an e-ACI or a declaration names. */
export const customerInformation = defineResource({
  name: "customerInformation",
  path: "/customerInformation",
  paths: hkCustomerPaths,
  row: hkCustomerSchema,
  add: addHkCustomerSchema,
  update: updateHkCustomerSchema,
  fields: {
    nameEn: { input: "text", column: { width: 260 }, filter: true, exported: true },
    nameZh: { input: "text", column: { width: 200 }, exported: true },
    kind: { input: "select", options: CUSTOMER_KINDS, column: { width: 130 }, filter: true, exported: true },
    countryCode: { input: "select", source: { dict: "country" }, column: { width: 150 }, filter: true, exported: true },
    brNumber: { input: "text", column: { width: 120 }, exported: true },
    uscc: { input: "text", column: { width: 190 }, exported: true },
    contactPerson: { input: "text", column: { width: 130 }, exported: true },
    phone: { input: "text", column: { width: 150 }, exported: true },
    email: { input: "text", exported: true },
    defaultAddressId: { input: "select", source: { paths: hkAddressPaths, label: "addressName" }, column: { width: 220 } },
    remark: { input: "textarea" },
  },
  sortable: HK_CUSTOMER_SORTABLE,
});

/** Reusable cargo descriptions with their HKHS code, picked into CCRN and UDR lines. */
export const clearanceCargoInformation = defineResource({
  name: "clearanceCargoInformation",
  path: "/clearanceCargoInformation",
  paths: hkCargoPaths,
  row: hkCargoSchema,
  add: addHkCargoSchema,
  update: updateHkCargoSchema,
  fields: {
    description: { input: "text", column: { width: 280 }, filter: true, exported: true },
    hkhsCode: { input: "text", column: { width: 130 }, filter: true, exported: true },
    unit: { input: "select", source: { dict: "unit" }, column: { width: 150 }, exported: true },
    unitValue: { input: "text", column: { width: 130 }, exported: true },
    currency: { input: "select", source: { dict: "currency" }, column: { width: 200 }, exported: true },
    originCountry: { input: "select", source: { dict: "country" }, column: { width: 150 }, exported: true },
    packageType: { input: "select", options: PACKAGE_TYPES, column: { width: 110 }, filter: true, exported: true },
    remark: { input: "textarea" },
  },
  sortable: HK_CARGO_SORTABLE,
  importable: true,
});
