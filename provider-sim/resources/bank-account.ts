import { addBankAccountSchema, bankAccountPaths, setDefaultBankAccountPath, updateBankAccountSchema } from "../../contract/admin/bank-account";
import { bankAccounts } from "../../db/schema";
import { descending } from "../paging";
import type { CrudResource } from "../crud/resource";
import { ownCalls, ownRowsWithOneDefault } from "./own-default";
import type { SimResource } from "./resource";

const own = ownRowsWithOneDefault(bankAccounts);

const crud: CrudResource = {
  menuCode: "bankAccountManagement",
  title: "Bank accounts 银行账户",
  paths: bankAccountPaths,
  table: bankAccounts,
  addSchema: addBankAccountSchema,
  updateSchema: updateBankAccountSchema,
  filters: {
    bankAccountName: { column: bankAccounts.bankAccountName, match: "contains" },
    bankName: { column: bankAccounts.bankName, match: "contains" },
    currency: { column: bankAccounts.currency, match: "equals" },
  },
  sortable: { bankAccountName: bankAccounts.bankAccountName, bankName: bankAccounts.bankName, currency: bankAccounts.currency, createTime: bankAccounts.createTime },
  defaultOrder: [descending(bankAccounts.isDefault), descending(bankAccounts.createTime)],
  exportColumns: [
    { field: "bankAccountName", header: "Account name 账户名称" },
    { field: "bankAccount", header: "Account number 银行账号" },
    { field: "swiftCode", header: "SWIFT code" },
    { field: "bankName", header: "Bank 开户银行" },
    { field: "currency", header: "Currency 币种" },
    { field: "bankAddress", header: "Bank address 银行地址" },
    { field: "isDefault", header: "Default 默认" },
  ],
  ...own.hooks,
};

/** The signed-in member's bank accounts (SPEC §3 bank account): every signed-in user, own rows only. */
export const bankAccount: SimResource = {
  bases: [bankAccountPaths.base],
  open: [...ownCalls(bankAccountPaths), setDefaultBankAccountPath],
  crud,
  routes: own.setDefaultRoute(setDefaultBankAccountPath, crud.menuCode),
};
