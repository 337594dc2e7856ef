import { ADDRESS_SORTABLE, ADDRESS_TYPES, addAddressSchema, addressPaths, addressSchema, updateAddressSchema } from "#contract/admin/address";
import { defineResource } from "./define";

/** The signed-in member's addresses (SPEC §3 address): one of them is the default. */
export const addressManagement = defineResource({
  name: "addressManagement",
  path: "/addressManagement",
  paths: addressPaths,
  row: addressSchema,
  add: addAddressSchema,
  update: updateAddressSchema,
  fields: {
    addressType: { input: "select", options: ADDRESS_TYPES, column: { width: 120 }, filter: true, exported: true },
    companyName: { input: "text", column: { width: 200 }, filter: true, exported: true },
    contactPerson: { input: "text", column: { width: 140 }, filter: true, exported: true },
    contactPhone: { input: "text", column: { width: 150 }, exported: true },
    addressDetails: { input: "textarea", column: { width: 340 }, exported: true },
    isDefault: { input: "switch", options: ["true", "false"], column: { width: 90 }, exported: true },
  },
  sortable: ADDRESS_SORTABLE,
  actions: [{ intent: "setDefault", button: "update", records: "one", row: true }],
  // The member's contact and default rules are the bank accounts' messages.
  usesTextsOf: ["bankAccountManagement"],
});
