import { addSupplierBankAccountSchema, setDefaultSupplierBankAccountPath, supplierBankAccountPaths, updateSupplierBankAccountSchema } from "../../contract/business/supplier-bank-account";
import { supplierBankAccounts } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { ascending, descending } from "../paging";
import type { SimResource } from "./resource";
import { supplierRowsWithOneDefault } from "./supplier-default";
import { supplierName } from "./supplier-references";

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
  exportColumns: [
    { field: "supplierName", header: { en: "Supplier", zh: "供应商", tw: "供應商" } },
    { field: "bankAccountName", header: { en: "Account name", zh: "账户名称", tw: "帳戶名稱" } },
    { field: "bankAccount", header: { en: "Account number", zh: "银行账号", tw: "銀行帳號" } },
    { field: "swiftCode", header: { en: "SWIFT code", zh: "SWIFT 代码", tw: "SWIFT 代碼" } },
    { field: "bankName", header: { en: "Bank", zh: "开户银行", tw: "開戶銀行" } },
    { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
    { field: "bankAddress", header: { en: "Bank address", zh: "银行地址", tw: "銀行地址" } },
    { field: "isDefault", header: { en: "Default", zh: "默认", tw: "預設" }, kind: "boolean" },
  ],
  ...own.hooks,
  view: (row, db, principal) => ({ ...row, supplierName: supplierName(db, principal, row.supplierId) }),
};

/** A supplier's bank accounts (/sBankAccountManagement), one default per supplier. */
export const supplierBankAccount: SimResource = {
  bases: [supplierBankAccountPaths.base],
  crud,
  routes: own.setDefaultRoute(setDefaultSupplierBankAccountPath, crud.menuCode),
};
