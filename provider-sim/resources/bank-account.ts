import { addBankAccountSchema, bankAccountPaths, setDefaultBankAccountPath, updateBankAccountSchema } from "../../contract/admin/bank-account";
import { bankAccounts } from "../../db/schema";
import { descending } from "../paging";
import type { ExportColumn } from "../crud/exports";
import type { CrudResource } from "../crud/resource";
import { ownCalls, ownRowsWithOneDefault } from "./own-default";
import type { SimResource } from "./resource";

const own = ownRowsWithOneDefault(bankAccounts);

/** A bank account's export columns, a member's or a supplier's. */
export const BANK_ACCOUNT_COLUMNS: readonly ExportColumn[] = [
  { field: "bankAccountName", header: { en: "Account name", zh: "账户名称", tw: "帳戶名稱" } },
  { field: "bankAccount", header: { en: "Account number", zh: "银行账号", tw: "銀行帳號" } },
  { field: "swiftCode", header: { en: "SWIFT code", zh: "SWIFT 代码", tw: "SWIFT 代碼" } },
  { field: "bankName", header: { en: "Bank", zh: "开户银行", tw: "開戶銀行" } },
  { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
  { field: "bankAddress", header: { en: "Bank address", zh: "银行地址", tw: "銀行地址" } },
  { field: "isDefault", header: { en: "Default", zh: "默认", tw: "預設" }, kind: "boolean" },
];

const crud: CrudResource = {
  menuCode: "bankAccountManagement",
  title: { en: "Bank accounts", zh: "银行账户", tw: "銀行帳戶" },
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
  exportColumns: BANK_ACCOUNT_COLUMNS,
  ...own.hooks,
};

/** The signed-in member's bank accounts (SPEC §3 bank account): every signed-in user, own rows only. */
export const bankAccount: SimResource = {
  bases: [bankAccountPaths.base],
  open: [...ownCalls(bankAccountPaths), setDefaultBankAccountPath],
  crud,
  routes: own.setDefaultRoute(setDefaultBankAccountPath, crud.menuCode),
};
