import { memberMessages as mm } from "#contract/admin/bank-account";

/** Labels of the member's bank accounts (`resources.bankAccountManagement`). */
export const bankAccountText = {
  en: {
    title: "Bank accounts",
    fields: { bankAccountName: "Account name", bankAccount: "Account number", swiftCode: "SWIFT code", bankName: "Bank", currency: "Currency", bankAddress: "Bank address", remark: "Remark", isDefault: "Default" },
    options: { isDefault: { true: "Default", false: "" } },
    actions: { setDefault: "Set as default" },
    defaultSet: "The default was changed",
  },
  zh: {
    title: "银行账户",
    fields: { bankAccountName: "账户名称", bankAccount: "银行账号", swiftCode: "SWIFT 代码", bankName: "开户银行", currency: "币种", bankAddress: "银行地址", remark: "备注", isDefault: "默认" },
    options: { isDefault: { true: "默认", false: "" } },
    actions: { setDefault: "设为默认" },
    defaultSet: "已更改默认项",
  },
  tw: {
    title: "銀行帳戶",
    fields: { bankAccountName: "帳戶名稱", bankAccount: "銀行帳號", swiftCode: "SWIFT 代碼", bankName: "開戶銀行", currency: "幣別", bankAddress: "銀行地址", remark: "備註", isDefault: "預設" },
    options: { isDefault: { true: "預設", false: "" } },
    actions: { setDefault: "設為預設" },
    defaultSet: "已變更預設項",
  },
  provider: {
    zh: {
      [mm.badSwift]: "SWIFT 代码为 8 或 11 位：银行（4 位字母）、国家（2 位字母）、地区（2 位）、分行（3 位）",
      [mm.badAccount]: "账号只能包含字母、数字、空格和“-”",
      [mm.badCurrency]: "请选择币种（三位字母代码）",
      [mm.keepOneDefault]: "请将另一条记录设为默认",
      [mm.badPhone]: "请输入有效的电话号码",
    },
    tw: {
      [mm.badSwift]: "SWIFT 代碼為 8 或 11 位：銀行（4 位字母）、國家（2 位字母）、地區（2 位）、分行（3 位）",
      [mm.badAccount]: "帳號只能包含字母、數字、空格和「-」",
      [mm.badCurrency]: "請選擇幣別（三位字母代碼）",
      [mm.keepOneDefault]: "請將另一筆記錄設為預設",
      [mm.badPhone]: "請輸入有效的電話號碼",
    },
  },
};
