/** Labels of the member's addresses (`resources.addressManagement`). */
export const addressText = {
  en: {
    title: "Addresses",
    fields: { addressType: "Type", companyName: "Company", contactPerson: "Contact", contactPhone: "Phone", addressDetails: "Address", isDefault: "Default" },
    options: { addressType: { shipping: "Shipping", billing: "Billing", pickup: "Pick-up", registered: "Registered office" }, isDefault: { true: "Default", false: "" } },
    actions: { setDefault: "Set as default" },
    defaultSet: "The default was changed",
  },
  zh: {
    title: "地址管理",
    fields: { addressType: "地址类型", companyName: "公司名称", contactPerson: "联系人", contactPhone: "联系电话", addressDetails: "详细地址", isDefault: "默认" },
    options: { addressType: { shipping: "收货地址", billing: "账单地址", pickup: "提货地址", registered: "注册地址" }, isDefault: { true: "默认", false: "" } },
    actions: { setDefault: "设为默认" },
    defaultSet: "已更改默认项",
  },
  tw: {
    title: "地址管理",
    fields: { addressType: "地址類型", companyName: "公司名稱", contactPerson: "聯絡人", contactPhone: "聯絡電話", addressDetails: "詳細地址", isDefault: "預設" },
    options: { addressType: { shipping: "收貨地址", billing: "帳單地址", pickup: "提貨地址", registered: "註冊地址" }, isDefault: { true: "預設", false: "" } },
    actions: { setDefault: "設為預設" },
    defaultSet: "已變更預設項",
  },
};
