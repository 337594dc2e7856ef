import { customsProviderText as provider } from "./customs-messages.i18n";

/** Labels of the goods screen (`resources.GoodsMgt`), in en, zh and tw. */
export const goodsMgtText = {
  en: {
    title: "Goods",
    fields: {
      modelNumber: "Model no.", name: "Name", brand: "Brand", countryOfOrigin: "Country of origin", currency: "Currency", unit: "Unit",
      lowestPrice: "Lowest price", referencePrice: "Reference price", highestPrice: "Highest price", material: "Material", usage: "Function or use",
      hs6: "HS6", htsCode: "US HTS", cnCode: "China code", hkCode: "HKHS", code: "Any code", classified: "Classification",
      classifiedBy: "Approved by", attachmentUrl: "Attachment", remark: "Remark",
    },
    options: { classified: { yes: "Approved codes", no: "Not classified" } },
  },
  zh: {
    title: "商品管理",
    fields: {
      modelNumber: "型号", name: "品名", brand: "品牌", countryOfOrigin: "原产国", currency: "币种", unit: "单位",
      lowestPrice: "最低价", referencePrice: "参考价", highestPrice: "最高价", material: "材质", usage: "功能或用途",
      hs6: "HS6", htsCode: "美国 HTS", cnCode: "中国商品编码", hkCode: "香港 HKHS", code: "任一编码", classified: "归类",
      classifiedBy: "审核人", attachmentUrl: "附件", remark: "备注",
    },
    options: { classified: { yes: "已审核编码", no: "未归类" } },
  },
  tw: {
    title: "商品管理",
    fields: {
      modelNumber: "型號", name: "品名", brand: "品牌", countryOfOrigin: "原產國", currency: "幣別", unit: "單位",
      lowestPrice: "最低價", referencePrice: "參考價", highestPrice: "最高價", material: "材質", usage: "功能或用途",
      hs6: "HS6", htsCode: "美國 HTS", cnCode: "中國商品編碼", hkCode: "香港 HKHS", code: "任一編碼", classified: "歸類",
      classifiedBy: "審核人", attachmentUrl: "附件", remark: "備註",
    },
    options: { classified: { yes: "已審核編碼", no: "未歸類" } },
  },
  provider,
};
