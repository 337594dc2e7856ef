import { addSupplierBankAccountSchema, setDefaultSupplierBankAccountPath, supplierBankAccountPaths, updateSupplierBankAccountSchema } from "../../contract/business/supplier-bank-account";
import { supplierBankAccounts } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { ascending, descending } from "../paging";
import type { SimResource } from "./resource";
import { supplierRowsWithOneDefault } from "./supplier-default";
import { BANK_ACCOUNT_COLUMNS } from "./bank-account";
import { SUPPLIER_COLUMN, supplierName } from "./supplier-references";

const own = supplierRowsWithOneDefault(supplierBankAccounts);

const crud: CrudResource = {
  menuCode: "sBankAccountManagement",
  title: { en: "Supplier bank accounts", zh: "供应商银行账户", tw: "供應商銀行帳戶" },
  paths: supplierBankAccountPaths,
  table: supplierBankAccounts,
  addSchema: addSupplierBankAccountSchema,
  updateSchema: updateSupplierBankAccountSchema,
  filters: {
    supplierId: { column: supplierBankAccounts.supplierId, match: "equals" },
    bankAccountName: { column: supplierBankAccounts.bankAccountName, match: "contains" },
    bankName: { column: supplierBankAccounts.bankName, match: "contains" },
    currency: { column: supplierBankAccounts.currency, match: "equals" },
  },
  sortable: {
    bankAccountName: supplierBankAccounts.bankAccountName,
    bankName: supplierBankAccounts.bankName,
    currency: supplierBankAccounts.currency,
    createTime: supplierBankAccounts.createTime,
  },
  defaultOrder: [ascending(supplierBankAccounts.supplierId), descending(supplierBankAccounts.isDefault), descending(supplierBankAccounts.createTime)],
  exportColumns: [SUPPLIER_COLUMN, ...BANK_ACCOUNT_COLUMNS],
  ...own.hooks,
  view: (row, db, principal) => ({ ...row, supplierName: supplierName(db, principal, row.supplierId) }),
};

/** A supplier's bank accounts (/sBankAccountManagement), one default per supplier. */
export const supplierBankAccount: SimResource = {
  bases: [supplierBankAccountPaths.base],
  crud,
  routes: own.setDefaultRoute(setDefaultSupplierBankAccountPath, crud.menuCode),
};
