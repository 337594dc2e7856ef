import { businessMessages as b, orderMessages as o } from "#contract/business/messages";

/** Labels of the supplier screens (`resources.<menu code>`) and their calls' refusals, in en, zh and tw. */
const provider = {
  zh: {
    [b.supplierCodeTaken]: "已存在相同编码的供应商",
    [b.usccInvalid]: "统一社会信用代码为 18 位，最后一位须为前 17 位的校验码（GB 32100-2015）",
    [b.provinceUnknown]: "请选择中国的省份",
    [b.cityUnknown]: "请选择中国的城市",
    [b.cityNotInProvince]: "所选城市不属于所选省份",
    [b.countyUnknown]: "请选择所选城市的区县",
    [b.countyNotInCity]: "所选区县不属于所选城市",
    [b.supplierUnknown]: "请选择本租户的供应商",
    [b.starLevel]: "请选择 1 至 5 星",
    [o.supplierHasOrders]: "该供应商已有订单，不能删除，可改为停用",
  },
  tw: {
    [b.supplierCodeTaken]: "已存在相同編碼的供應商",
    [b.usccInvalid]: "統一社會信用代碼為 18 位，最後一位須為前 17 位的檢查碼（GB 32100-2015）",
    [b.provinceUnknown]: "請選擇中國的省份",
    [b.cityUnknown]: "請選擇中國的城市",
    [b.cityNotInProvince]: "所選城市不屬於所選省份",
    [b.countyUnknown]: "請選擇所選城市的區縣",
    [b.countyNotInCity]: "所選區縣不屬於所選城市",
    [b.supplierUnknown]: "請選擇本租戶的供應商",
    [b.starLevel]: "請選擇 1 至 5 星",
    [o.supplierHasOrders]: "該供應商已有訂單，不能刪除，可改為停用",
  },
};

const stars = { "1": "★", "2": "★★", "3": "★★★", "4": "★★★★", "5": "★★★★★" };
const isDefault = { en: { true: "Default", false: "" }, zh: { true: "默认", false: "" }, tw: { true: "預設", false: "" } };
const defaultSet = { en: "The default was changed", zh: "已更改默认项", tw: "已變更預設項" };
const setDefault = { en: { setDefault: "Set as default" }, zh: { setDefault: "设为默认" }, tw: { setDefault: "設為預設" } };

export const vendorInformationText = {
  en: {
    title: "Supplier information",
    fields: {
      code: "Code", name: "Name", shortName: "Short name", provinceCode: "Province", cityCode: "City", countyCode: "County", divisionName: "Province / city / county", address: "Contact address", contactPerson: "Contact", contactPhone: "Phone",
      bankName: "Bank", bankAccount: "Account number", currency: "Currency", starLevel: "Stars", uscc: "Unified social credit code", status: "Status",
      bankAccountCount: "Bank accounts", addressCount: "Addresses", attachmentFile: "Attachment", remark: "Remark", createTime: "Created",
    },
    options: { starLevel: stars, status: { enabled: "Enabled", disabled: "Disabled" } },
  },
  zh: {
    title: "供应商信息",
    fields: {
      code: "供应商编码", name: "供应商名称", shortName: "简称", provinceCode: "省份", cityCode: "城市", countyCode: "区县", divisionName: "省 / 市 / 区县", address: "联系地址", contactPerson: "联系人", contactPhone: "联系电话",
      bankName: "开户银行", bankAccount: "银行账号", currency: "币种", starLevel: "星级", uscc: "统一社会信用代码", status: "状态",
      bankAccountCount: "银行账户", addressCount: "地址", attachmentFile: "附件", remark: "备注", createTime: "创建时间",
    },
    options: { starLevel: stars, status: { enabled: "启用", disabled: "停用" } },
  },
  tw: {
    title: "供應商資訊",
    fields: {
      code: "供應商編碼", name: "供應商名稱", shortName: "簡稱", provinceCode: "省份", cityCode: "城市", countyCode: "區縣", divisionName: "省 / 市 / 區縣", address: "聯絡地址", contactPerson: "聯絡人", contactPhone: "聯絡電話",
      bankName: "開戶銀行", bankAccount: "銀行帳號", currency: "幣別", starLevel: "星級", uscc: "統一社會信用代碼", status: "狀態",
      bankAccountCount: "銀行帳戶", addressCount: "地址", attachmentFile: "附件", remark: "備註", createTime: "建立時間",
    },
    options: { starLevel: stars, status: { enabled: "啟用", disabled: "停用" } },
  },
  provider,
};

export const sBankAccountText = {
  en: {
    title: "Supplier bank accounts",
    fields: { supplierId: "Supplier", bankAccountName: "Account name", bankAccount: "Account number", swiftCode: "SWIFT code", bankName: "Bank", currency: "Currency", bankAddress: "Bank address", remark: "Remark", isDefault: "Default" },
    options: { isDefault: isDefault.en },
    actions: setDefault.en,
    defaultSet: defaultSet.en,
  },
  zh: {
    title: "供应商银行账户",
    fields: { supplierId: "供应商", bankAccountName: "账户名称", bankAccount: "银行账号", swiftCode: "SWIFT 代码", bankName: "开户银行", currency: "币种", bankAddress: "银行地址", remark: "备注", isDefault: "默认" },
    options: { isDefault: isDefault.zh },
    actions: setDefault.zh,
    defaultSet: defaultSet.zh,
  },
  tw: {
    title: "供應商銀行帳戶",
    fields: { supplierId: "供應商", bankAccountName: "帳戶名稱", bankAccount: "銀行帳號", swiftCode: "SWIFT 代碼", bankName: "開戶銀行", currency: "幣別", bankAddress: "銀行地址", remark: "備註", isDefault: "預設" },
    options: { isDefault: isDefault.tw },
    actions: setDefault.tw,
    defaultSet: defaultSet.tw,
  },
  provider,
};

export const sAddressText = {
  en: {
    title: "Supplier addresses",
    fields: { supplierId: "Supplier", addressType: "Type", contactPerson: "Contact", contactPhone: "Phone", provinceCode: "Province", cityCode: "City", countyCode: "County", divisionName: "Province / city / county", addressDetails: "Address", remark: "Remark", isDefault: "Default" },
    options: { addressType: { shipping: "Shipping", billing: "Billing", pickup: "Pick-up", registered: "Registered office" }, isDefault: isDefault.en },
    actions: setDefault.en,
    defaultSet: defaultSet.en,
  },
  zh: {
    title: "供应商地址",
    fields: { supplierId: "供应商", addressType: "地址类型", contactPerson: "联系人", contactPhone: "联系电话", provinceCode: "省份", cityCode: "城市", countyCode: "区县", divisionName: "省 / 市 / 区县", addressDetails: "详细地址", remark: "备注", isDefault: "默认" },
    options: { addressType: { shipping: "收货地址", billing: "账单地址", pickup: "提货地址", registered: "注册地址" }, isDefault: isDefault.zh },
    actions: setDefault.zh,
    defaultSet: defaultSet.zh,
  },
  tw: {
    title: "供應商地址",
    fields: { supplierId: "供應商", addressType: "地址類型", contactPerson: "聯絡人", contactPhone: "聯絡電話", provinceCode: "省份", cityCode: "城市", countyCode: "區縣", divisionName: "省 / 市 / 區縣", addressDetails: "詳細地址", remark: "備註", isDefault: "預設" },
    options: { addressType: { shipping: "收貨地址", billing: "帳單地址", pickup: "提貨地址", registered: "註冊地址" }, isDefault: isDefault.tw },
    actions: setDefault.tw,
    defaultSet: defaultSet.tw,
  },
  provider,
};
