import { addBankAccountSchema, BANK_ACCOUNT_SORTABLE, bankAccountPaths, bankAccountSchema, updateBankAccountSchema } from "#contract/admin/bank-account";
import { defineResource } from "./define";

/** The signed-in member's bank accounts (SPEC §3 bank account): one of them is the default. */
export const bankAccountManagement = defineResource({
  name: "bankAccountManagement",
  path: "/bankAccountManagement",
  paths: bankAccountPaths,
  row: bankAccountSchema,
  add: addBankAccountSchema,
  update: updateBankAccountSchema,
  fields: {
    bankAccountName: { input: "text", column: { width: 220 }, filter: true, exported: true },
    bankAccount: { input: "text", column: { width: 200 }, exported: true },
    swiftCode: { input: "text", column: { width: 130 }, exported: true },
    bankName: { input: "text", column: { width: 260 }, filter: true, exported: true },
    currency: { input: "select", source: { dict: "currency" }, column: { width: 100 }, exported: true },
    bankAddress: { input: "textarea", exported: true },
    remark: { input: "textarea" },
    isDefault: { input: "switch", options: ["true", "false"], column: { width: 90 }, exported: true },
  },
  sortable: BANK_ACCOUNT_SORTABLE,
  actions: [{ intent: "setDefault", button: "update", records: "one", row: true }],
});
