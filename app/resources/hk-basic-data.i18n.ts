import { hkProviderText } from "./hk-messages.i18n";
import { usaProviderText } from "./usa-messages.i18n";

/**
 * Labels of the Hong Kong basic-data screens (`resources.<menu code>`), in en, zh and tw. Their
 * refusals are the area's own and the shared country, currency, phone and email rules.
 */
const provider = { zh: { ...usaProviderText.zh, ...hkProviderText.zh }, tw: { ...usaProviderText.tw, ...hkProviderText.tw } };

const DISTRICTS = {
  centralAndWestern: ["Central and Western", "中西区", "中西區"],
  wanChai: ["Wan Chai", "湾仔区", "灣仔區"],
  eastern: ["Eastern", "东区", "東區"],
  southern: ["Southern", "南区", "南區"],
  yauTsimMong: ["Yau Tsim Mong", "油尖旺区", "油尖旺區"],
  shamShuiPo: ["Sham Shui Po", "深水埗区", "深水埗區"],
  kowloonCity: ["Kowloon City", "九龙城区", "九龍城區"],
  wongTaiSin: ["Wong Tai Sin", "黄大仙区", "黃大仙區"],
  kwunTong: ["Kwun Tong", "观塘区", "觀塘區"],
  kwaiTsing: ["Kwai Tsing", "葵青区", "葵青區"],
  tsuenWan: ["Tsuen Wan", "荃湾区", "荃灣區"],
  tuenMun: ["Tuen Mun", "屯门区", "屯門區"],
  yuenLong: ["Yuen Long", "元朗区", "元朗區"],
  north: ["North", "北区", "北區"],
  taiPo: ["Tai Po", "大埔区", "大埔區"],
  shaTin: ["Sha Tin", "沙田区", "沙田區"],
  saiKung: ["Sai Kung", "西贡区", "西貢區"],
  islands: ["Islands", "离岛区", "離島區"],
} as const;
const district = (i: 0 | 1 | 2) => Object.fromEntries(Object.entries(DISTRICTS).map(([code, names]) => [code, names[i]]));

export const declarationUnitText = {
  en: {
    title: "Declaring units",
    fields: { companyNameEn: "Company (English)", companyNameZh: "Company (Chinese)", brNumber: "BR number", address: "Address in Hong Kong", contactPerson: "Contact", phone: "Phone", email: "Email", isDefault: "Default", remark: "Remark" },
    options: { isDefault: { true: "Default", false: "" } },
    actions: { setDefault: "Set as default" },
    defaultSet: "The default declaring unit was changed",
  },
  zh: {
    title: "申报单位",
    fields: { companyNameEn: "公司英文名称", companyNameZh: "公司中文名称", brNumber: "商业登记号码", address: "香港地址", contactPerson: "联系人", phone: "电话", email: "邮箱", isDefault: "默认", remark: "备注" },
    options: { isDefault: { true: "默认", false: "" } },
    actions: { setDefault: "设为默认" },
    defaultSet: "已更改默认申报单位",
  },
  tw: {
    title: "申報單位",
    fields: { companyNameEn: "公司英文名稱", companyNameZh: "公司中文名稱", brNumber: "商業登記號碼", address: "香港地址", contactPerson: "聯絡人", phone: "電話", email: "電子郵件", isDefault: "預設", remark: "備註" },
    options: { isDefault: { true: "預設", false: "" } },
    actions: { setDefault: "設為預設" },
    defaultSet: "已變更預設申報單位",
  },
  provider,
};

export const addressInformationText = {
  en: {
    title: "Addresses",
    fields: { addressName: "Name", kind: "Hong Kong or mainland", district: "District (Hong Kong)", divisionCode: "Division (mainland)", addressLine1: "Address", addressLine2: "Address (continued)", postalCode: "Postal code (mainland)", contactPerson: "Contact", phone: "Phone", remark: "Remark" },
    options: { kind: { hk: "Hong Kong", mainland: "Mainland" }, district: district(0) },
  },
  zh: {
    title: "地址信息",
    fields: { addressName: "名称", kind: "香港/内地", district: "地区（香港）", divisionCode: "行政区划（内地）", addressLine1: "地址", addressLine2: "地址（续）", postalCode: "邮政编码（内地）", contactPerson: "联系人", phone: "电话", remark: "备注" },
    options: { kind: { hk: "香港", mainland: "内地" }, district: district(1) },
  },
  tw: {
    title: "地址資訊",
    fields: { addressName: "名稱", kind: "香港/內地", district: "地區（香港）", divisionCode: "行政區劃（內地）", addressLine1: "地址", addressLine2: "地址（續）", postalCode: "郵遞區號（內地）", contactPerson: "聯絡人", phone: "電話", remark: "備註" },
    options: { kind: { hk: "香港", mainland: "內地" }, district: district(2) },
  },
  provider,
};

export const customerInformationText = {
  en: {
    title: "Customers",
    fields: { nameEn: "Name (English)", nameZh: "Name (Chinese)", kind: "Consignor or consignee", countryCode: "Country or region", brNumber: "BR number (Hong Kong)", uscc: "Credit code (mainland)", contactPerson: "Contact", phone: "Phone", email: "Email", defaultAddressId: "Default address", remark: "Remark" },
    options: { kind: { consignor: "Consignor", consignee: "Consignee", both: "Both" } },
  },
  zh: {
    title: "客户信息",
    fields: { nameEn: "英文名称", nameZh: "中文名称", kind: "发货人/收货人", countryCode: "国家/地区", brNumber: "商业登记号码（香港）", uscc: "统一社会信用代码（内地）", contactPerson: "联系人", phone: "电话", email: "邮箱", defaultAddressId: "默认地址", remark: "备注" },
    options: { kind: { consignor: "发货人", consignee: "收货人", both: "发货人和收货人" } },
  },
  tw: {
    title: "客戶資訊",
    fields: { nameEn: "英文名稱", nameZh: "中文名稱", kind: "發貨人/收貨人", countryCode: "國家/地區", brNumber: "商業登記號碼（香港）", uscc: "統一社會信用代碼（內地）", contactPerson: "聯絡人", phone: "電話", email: "電子郵件", defaultAddressId: "預設地址", remark: "備註" },
    options: { kind: { consignor: "發貨人", consignee: "收貨人", both: "發貨人和收貨人" } },
  },
  provider,
};

export const clearanceCargoInformationText = {
  en: {
    title: "Cargo",
    fields: { description: "Description", hkhsCode: "HKHS code", unit: "Unit", unitValue: "Typical unit value", currency: "Currency", originCountry: "Origin", packageType: "Package", remark: "Remark" },
    options: { packageType: { carton: "Carton", pallet: "Pallet", bag: "Bag", crate: "Crate", drum: "Drum", bundle: "Bundle", roll: "Roll", loose: "Loose" } },
  },
  zh: {
    title: "货物信息",
    fields: { description: "货物描述", hkhsCode: "香港商品编码", unit: "单位", unitValue: "参考单价", currency: "币种", originCountry: "原产地", packageType: "包装", remark: "备注" },
    options: { packageType: { carton: "纸箱", pallet: "托盘", bag: "袋", crate: "木箱", drum: "桶", bundle: "捆", roll: "卷", loose: "散装" } },
  },
  tw: {
    title: "貨物資訊",
    fields: { description: "貨物描述", hkhsCode: "香港商品編碼", unit: "單位", unitValue: "參考單價", currency: "幣別", originCountry: "原產地", packageType: "包裝", remark: "備註" },
    options: { packageType: { carton: "紙箱", pallet: "棧板", bag: "袋", crate: "木箱", drum: "桶", bundle: "捆", roll: "卷", loose: "散裝" } },
  },
  provider,
};
