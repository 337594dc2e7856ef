import { usaProviderText as provider } from "./usa-messages.i18n";

/** Labels of the US clearance basic-data screens (`resources.<menu code>`), in en, zh and tw. */
const status = { en: { active: "Active", inactive: "Inactive" }, zh: { active: "启用", inactive: "停用" }, tw: { active: "啟用", inactive: "停用" } };
const enabled = { en: { enabled: "In use", disabled: "Not in use" }, zh: { enabled: "启用", disabled: "停用" }, tw: { enabled: "啟用", disabled: "停用" } };

export const customerInformationsText = {
  en: {
    title: "Customers",
    fields: { customerCode: "Code", customerName: "Customer", contactName: "Contact", phone: "Phone", email: "Email", countryCode: "Country", state: "State", city: "City", address: "Address", currency: "Billing currency", paymentTermDays: "Payment terms (days)", status: "Status", partyCount: "Importers/exporters", remark: "Remark" },
    options: { status: status.en },
  },
  zh: {
    title: "客户信息",
    fields: { customerCode: "客户编码", customerName: "客户名称", contactName: "联系人", phone: "电话", email: "邮箱", countryCode: "国家/地区", state: "州", city: "城市", address: "地址", currency: "结算币种", paymentTermDays: "账期（天）", status: "状态", partyCount: "进出口商数", remark: "备注" },
    options: { status: status.zh },
  },
  tw: {
    title: "客戶資訊",
    fields: { customerCode: "客戶編碼", customerName: "客戶名稱", contactName: "聯絡人", phone: "電話", email: "電子郵件", countryCode: "國家/地區", state: "州", city: "城市", address: "地址", currency: "結算幣別", paymentTermDays: "帳期（天）", status: "狀態", partyCount: "進出口商數", remark: "備註" },
    options: { status: status.tw },
  },
  provider,
};

export const importersAndExportersText = {
  en: {
    title: "Importers and exporters",
    fields: {
      code: "Code", name: "Name", partyRole: "Role", residency: "US or foreign", taxNo: "Tax number (EIN)", iorNumber: "Importer number (IOR)", bondType: "Customs bond",
      bondNumber: "Bond no.", suretyCode: "Surety code", bondAmountUsd: "Bond amount (USD)", bondEffectiveDate: "Bond effective", dutiesTaxesFeesUsd: "Duties, taxes and fees, 12 months (USD)", bondRequiredUsd: "Continuous bond required (USD)", bondSufficiency: "Bond check",
      poaStatus: "Power of attorney", legalRepresentative: "Legal representative", authorizedRepresentative: "Authorised representative", idNumber: "ID number",
      passportNumber: "Passport number", registrationPlace: "Place of registration", countryCode: "Country", address: "Address", customerId: "Customer", irsLetterFile: "IRS letter (CP 575 / 147C)", businessLicenceFile: "Business licence", remark: "Remark",
    },
    options: {
      partyRole: { importer: "Importer", exporter: "Exporter" },
      residency: { us: "US", foreign: "Foreign" },
      bondType: { continuous: "Continuous", single: "Single transaction", none: "None" },
      poaStatus: { valid: "Valid", expiring: "Expiring soon", expired: "Expired", none: "None on file" },
      bondSufficiency: { sufficient: "Sufficient", short: "Short: raise the bond", none: "No continuous bond" },
    },
  },
  zh: {
    title: "进出口商",
    fields: {
      code: "编码", name: "名称", partyRole: "类型", residency: "美国/境外", taxNo: "税号（EIN）", iorNumber: "进口商编号（IOR）", bondType: "海关保证金",
      bondNumber: "保证金编号", suretyCode: "担保公司代码", bondAmountUsd: "保证金金额（美元）", bondEffectiveDate: "保证金生效日", dutiesTaxesFeesUsd: "近 12 个月税费（美元）", bondRequiredUsd: "所需年度保证金（美元）", bondSufficiency: "保证金核查",
      poaStatus: "委托书", legalRepresentative: "法定代表人", authorizedRepresentative: "授权代表", idNumber: "身份证号",
      passportNumber: "护照号码", registrationPlace: "注册地", countryCode: "国家/地区", address: "地址", customerId: "客户", irsLetterFile: "IRS 税号函（CP 575 / 147C）", businessLicenceFile: "营业执照", remark: "备注",
    },
    options: {
      partyRole: { importer: "进口商", exporter: "出口商" },
      residency: { us: "美国", foreign: "境外" },
      bondType: { continuous: "年度保证金", single: "单次保证金", none: "无" },
      poaStatus: { valid: "有效", expiring: "即将到期", expired: "已过期", none: "未备案" },
      bondSufficiency: { sufficient: "充足", short: "不足：须提高保额", none: "无年度保证金" },
    },
  },
  tw: {
    title: "進出口商",
    fields: {
      code: "編碼", name: "名稱", partyRole: "類型", residency: "美國/境外", taxNo: "稅號（EIN）", iorNumber: "進口商編號（IOR）", bondType: "海關保證金",
      bondNumber: "保證金編號", suretyCode: "擔保公司代碼", bondAmountUsd: "保證金金額（美元）", bondEffectiveDate: "保證金生效日", dutiesTaxesFeesUsd: "近 12 個月稅費（美元）", bondRequiredUsd: "所需年度保證金（美元）", bondSufficiency: "保證金核查",
      poaStatus: "委託書", legalRepresentative: "法定代表人", authorizedRepresentative: "授權代表", idNumber: "身分證號",
      passportNumber: "護照號碼", registrationPlace: "註冊地", countryCode: "國家/地區", address: "地址", customerId: "客戶", irsLetterFile: "IRS 稅號函（CP 575 / 147C）", businessLicenceFile: "營業執照", remark: "備註",
    },
    options: {
      partyRole: { importer: "進口商", exporter: "出口商" },
      residency: { us: "美國", foreign: "境外" },
      bondType: { continuous: "年度保證金", single: "單次保證金", none: "無" },
      poaStatus: { valid: "有效", expiring: "即將到期", expired: "已過期", none: "未備案" },
      bondSufficiency: { sufficient: "充足", short: "不足：須提高保額", none: "無年度保證金" },
    },
  },
  provider,
};

export const powerOfAttorneyText = {
  en: {
    title: "Powers of attorney",
    fields: { partyId: "Principal", poaType: "Principal's form", grantorName: "Signed by", grantorTitle: "Title", granteeName: "Broker (grantee)", executedDate: "Executed", expiryDate: "Expires", status: "Status", documentFile: "Signed document", remark: "Remark" },
    options: {
      poaType: { corporation: "Corporation", partnership: "Partnership (max. 2 years)", soleProprietor: "Sole proprietor", individual: "Individual" },
      status: { valid: "Valid", expiring: "Expiring soon", expired: "Expired" },
    },
  },
  zh: {
    title: "委托书",
    fields: { partyId: "委托方", poaType: "委托方类型", grantorName: "签署人", grantorTitle: "职务", granteeName: "受托报关行", executedDate: "签署日期", expiryDate: "到期日", status: "状态", documentFile: "签署文件", remark: "备注" },
    options: {
      poaType: { corporation: "公司", partnership: "合伙企业（最长 2 年）", soleProprietor: "个体经营", individual: "个人" },
      status: { valid: "有效", expiring: "即将到期", expired: "已过期" },
    },
  },
  tw: {
    title: "委託書",
    fields: { partyId: "委託方", poaType: "委託方類型", grantorName: "簽署人", grantorTitle: "職稱", granteeName: "受託報關行", executedDate: "簽署日期", expiryDate: "到期日", status: "狀態", documentFile: "簽署文件", remark: "備註" },
    options: {
      poaType: { corporation: "公司", partnership: "合夥企業（最長 2 年）", soleProprietor: "獨資經營", individual: "個人" },
      status: { valid: "有效", expiring: "即將到期", expired: "已過期" },
    },
  },
  provider,
};

export const portInformationText = {
  en: {
    title: "Ports",
    fields: { portType: "Type", scheduleD: "Schedule D", unLocode: "UN/LOCODE", nameEn: "Name", nameCn: "Chinese name", countryCode: "Country", state: "State", airline: "Lines and airlines", status: "Status", remark: "Remark" },
    options: { portType: { maritime: "Maritime", land: "Land border", air: "Airport" }, status: enabled.en },
  },
  zh: {
    title: "港口信息",
    fields: { portType: "类型", scheduleD: "Schedule D 代码", unLocode: "UN/LOCODE", nameEn: "英文名称", nameCn: "中文名称", countryCode: "国家/地区", state: "州", airline: "航线/航空公司", status: "状态", remark: "备注" },
    options: { portType: { maritime: "海运", land: "陆路口岸", air: "机场" }, status: enabled.zh },
  },
  tw: {
    title: "港口資訊",
    fields: { portType: "類型", scheduleD: "Schedule D 代碼", unLocode: "UN/LOCODE", nameEn: "英文名稱", nameCn: "中文名稱", countryCode: "國家/地區", state: "州", airline: "航線/航空公司", status: "狀態", remark: "備註" },
    options: { portType: { maritime: "海運", land: "陸路口岸", air: "機場" }, status: enabled.tw },
  },
  provider,
};

const kinds = {
  en: { ocean: "Ocean carrier", drayage: "Drayage trucker", air: "Airline", express: "Express", rail: "Rail" },
  zh: { ocean: "船公司", drayage: "拖车公司", air: "航空公司", express: "快递", rail: "铁路" },
  tw: { ocean: "船公司", drayage: "拖車公司", air: "航空公司", express: "快遞", rail: "鐵路" },
};

export const carrierMaintenanceText = {
  en: {
    title: "Carriers",
    fields: { scac: "SCAC", nameEn: "Name", nameCn: "Chinese name", isDemo: "Demo", carrierKind: "Kind", companyType: "Company type", logisticsLine: "Logistics line", phone: "Phone", status: "Status", remark: "Remark" },
    options: { carrierKind: kinds.en, companyType: { own: "Own fleet", outsourcing: "Outsourced" }, status: enabled.en, isDemo: { true: "DEMO", false: "" } },
  },
  zh: {
    title: "承运商",
    fields: { scac: "SCAC", nameEn: "英文名称", nameCn: "中文名称", isDemo: "演示", carrierKind: "类型", companyType: "公司类型", logisticsLine: "物流线路", phone: "电话", status: "状态", remark: "备注" },
    options: { carrierKind: kinds.zh, companyType: { own: "自有车队", outsourcing: "外包" }, status: enabled.zh, isDemo: { true: "演示", false: "" } },
  },
  tw: {
    title: "承運商",
    fields: { scac: "SCAC", nameEn: "英文名稱", nameCn: "中文名稱", isDemo: "示範", carrierKind: "類型", companyType: "公司類型", logisticsLine: "物流路線", phone: "電話", status: "狀態", remark: "備註" },
    options: { carrierKind: kinds.tw, companyType: { own: "自有車隊", outsourcing: "外包" }, status: enabled.tw, isDemo: { true: "示範", false: "" } },
  },
  provider,
};
