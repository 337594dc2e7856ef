import { addSupplierBankAccountSchema, SUPPLIER_BANK_ACCOUNT_SORTABLE, supplierBankAccountPaths, supplierBankAccountSchema, updateSupplierBankAccountSchema } from "#contract/business/supplier-bank-account";
import { supplierPaths } from "#contract/business/supplier";
import { defineResource } from "./define";

/** Suppliers' bank accounts (SPEC §3 supplier): one default per supplier; filtered by supplier from its row. */
export const sBankAccountManagement = defineResource({
  name: "sBankAccountManagement",
  path: "/sBankAccountManagement",
  paths: supplierBankAccountPaths,
  row: supplierBankAccountSchema,
  add: addSupplierBankAccountSchema,
  update: updateSupplierBankAccountSchema,
  fields: {
    supplierId: { input: "select", source: { paths: supplierPaths, label: "name" }, column: { width: 220 }, filter: true },
    // Beside the supplier, so each supplier's default shows without scrolling.
    isDefault: { input: "switch", options: ["true", "false"], column: { width: 90 }, exported: true },
    bankAccountName: { input: "text", column: { width: 220 }, filter: true, exported: true },
    bankAccount: { input: "text", column: { width: 200 }, exported: true },
    swiftCode: { input: "text", column: { width: 130 }, exported: true },
    bankName: { input: "text", column: { width: 240 }, filter: true, exported: true },
    currency: { input: "select", source: { dict: "currency" }, column: { width: 90 }, exported: true },
    bankAddress: { input: "textarea", exported: true },
    remark: { input: "textarea" },
  },
  sortable: SUPPLIER_BANK_ACCOUNT_SORTABLE,
  actions: [{ intent: "setDefault", button: "update", records: "one", row: true }],
  // The account rules are the member's bank accounts' messages.
  usesTextsOf: ["bankAccountManagement"],
});
