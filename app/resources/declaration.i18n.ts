import { declarationMessages as d } from "#contract/customs/declaration";
import { customsProviderText } from "./customs-messages.i18n";

/** zh and tw of the declaration calls' refusals, besides the goods and US area's (country, currency, UN/LOCODE). */
export const declarationProviderText = {
  zh: {
    ...customsProviderText.zh,
    [d.officeShape]: "申报地海关代码为 4 位数字",
    [d.usccInvalid]: "收发货人的统一社会信用代码校验位不符（GB 32100-2015）",
    [d.portNotChinese]: "进出境口岸须为中国的 UN/LOCODE（CN 开头）",
    [d.billShape]: "提运单号只能由字母和数字组成，最多 20 位",
    [d.amountShape]: "金额最多保留 2 位小数",
    [d.unitPriceShape]: "单价最多保留 4 位小数",
    [d.quantityShape]: "数量最多保留 3 位小数",
    [d.weightShape]: "重量（千克）最多保留 3 位小数",
    [d.quantityPositive]: "数量须大于零",
    [d.grossBelowNet]: "毛重不能小于净重",
    [d.packagesPositive]: "件数至少为 1",
    [d.notEditable]: "只有草稿或被退单的报关单可以修改",
    [d.notDeletable]: "只有草稿或被退单的报关单可以删除，海关已接受的报关单须存档",
    [d.notSubmittable]: "只有草稿或被退单的报关单可以申报",
    [d.noLines]: "报关单至少需要一项商品",
    [d.totalsDiffer]: "商品总价合计与发票总价不符",
    [d.codeNotInTariff]: "该商品编号不在现行税则中",
    [d.unitNotStatutory]: "数量须以该商品编号的法定计量单位申报",
    [d.secondQuantityNeeded]: "该商品编号有第二法定单位，请同时填写第二数量",
    [d.secondQuantityUnwanted]: "该商品编号没有第二法定单位",
    [d.declarationUnknown]: "请选择本租户的报关单",
  },
  tw: {
    ...customsProviderText.tw,
    [d.officeShape]: "申報地海關代碼為 4 位數字",
    [d.usccInvalid]: "收發貨人的統一社會信用代碼校驗位不符（GB 32100-2015）",
    [d.portNotChinese]: "進出境口岸須為中國的 UN/LOCODE（CN 開頭）",
    [d.billShape]: "提運單號只能由字母和數字組成，最多 20 位",
    [d.amountShape]: "金額最多保留 2 位小數",
    [d.unitPriceShape]: "單價最多保留 4 位小數",
    [d.quantityShape]: "數量最多保留 3 位小數",
    [d.weightShape]: "重量（公斤）最多保留 3 位小數",
    [d.quantityPositive]: "數量須大於零",
    [d.grossBelowNet]: "毛重不能小於淨重",
    [d.packagesPositive]: "件數至少為 1",
    [d.notEditable]: "只有草稿或被退單的報關單可以修改",
    [d.notDeletable]: "只有草稿或被退單的報關單可以刪除，海關已接受的報關單須存檔",
    [d.notSubmittable]: "只有草稿或被退單的報關單可以申報",
    [d.noLines]: "報關單至少需要一項商品",
    [d.totalsDiffer]: "商品總價合計與發票總價不符",
    [d.codeNotInTariff]: "該商品編號不在現行稅則中",
    [d.unitNotStatutory]: "數量須以該商品編號的法定計量單位申報",
    [d.secondQuantityNeeded]: "該商品編號有第二法定單位，請同時填寫第二數量",
    [d.secondQuantityUnwanted]: "該商品編號沒有第二法定單位",
    [d.declarationUnknown]: "請選擇本租戶的報關單",
  },
};

const provider = declarationProviderText;

const en = {
  title: "Customs declarations",
  fields: {
    declarationNo: "Ref. no.", status: "Status", direction: "I/E", entryNo: "Declaration no.", traderName: "Trader (consignor / consignee)", traderUscc: "Trader's USCC",
    customsOffice: "Customs office code", tradeMode: "Trade mode", transportMode: "Transport", portCode: "Port of entry / exit (UN/LOCODE)", tradeCountry: "Trading country",
    conveyance: "Conveyance (vessel / voyage, flight)", billNo: "B/L or AWB no.", currency: "Currency", invoiceTotal: "Invoice total", packages: "Packages",
    grossWeight: "Gross weight (kg)", netWeight: "Net weight (kg)", submittedAt: "Submitted", remark: "Remark",
  },
  options: {
    status: { draft: "Draft", submitted: "Submitted", accepted: "Accepted", rejected: "Rejected" },
    direction: { import: "Import", export: "Export" },
    tradeMode: { "0110": "0110 General trade", "9610": "9610 E-commerce retail (B2C)", "9710": "9710 E-commerce B2B direct export", "9810": "9810 E-commerce to overseas warehouse", "1039": "1039 Market procurement" },
    transportMode: { "2": "2 Waterway", "3": "3 Rail", "4": "4 Road", "5": "5 Air", "6": "6 Mail" },
  },
  page: {
    back: "Customs declarations",
    demo: "Simulated China customs: submissions are answered by the product's own simulator, never filed with China Customs. The customs office code is format-checked only.",
    edit: "Edit header", submit: "Submit to customs", print: "Print (PDF)", submitted: "Submitted; customs answers in a few seconds",
    pending: "Waiting for the customs answer…",
    accepted: "Accepted by customs under declaration no. {{entryNo}}",
    rejected: "Rejected by customs",
    rejection: {
      elementsIncomplete: "Declaration elements not filled in for every entry of the code's template (lines {{lines}})",
      priceOutOfRange: "Valuation query: unit price outside the goods' lowest–highest price (lines {{lines}})",
    },
    rejectedHint: "Correct the lines or the header, then submit again.",
    checks: "Checks before submission", ready: "All checks pass: ready to submit.",
    problem: {
      noLines: "Add at least one goods line",
      grossBelowNet: "Gross weight {{gross}} kg is below the net weight {{net}} kg",
      totalsDiffer: "The lines add up to {{lines}}, the invoice total is {{invoice}}",
      codeNotInTariff: "Line {{lineNo}}: {{code}} is not in the tariff in force",
      unitNotStatutory: "Line {{lineNo}}: declare the quantity in {{statutory}}, the code's statutory unit, not {{unit}}",
      secondQuantityNeeded: "Line {{lineNo}}: the code's second statutory unit is {{unit}}; give the quantity in it too",
      secondQuantityUnwanted: "Line {{lineNo}}: the code has no second statutory unit",
    },
    lines: "Goods lines", addLine: "Add line", fromGoods: "Add from goods", chooseGoods: "Goods to declare", noGoods: "No goods with a China code yet",
    lineNo: "No.", quantity: "Quantity", secondQuantity: "Second quantity", value: "Total", statutory: "Statutory units", elements: "Declaration elements",
    elementsCount: "{{filled}} of {{needed}}", template: "Template", editRow: "Edit", delete: "Delete", none: "No lines yet.",
    totals: "Totals", linesTotal: "Lines total", invoiceTotal: "Invoice total", weights: "Gross / net", packages: "Packages", history: "Submitted by {{who}} at {{at}}",
    header: "Header",
  },
};

const zh: typeof en = {
  title: "报关单",
  fields: {
    declarationNo: "编号", status: "状态", direction: "进出口", entryNo: "海关编号", traderName: "境内收发货人", traderUscc: "收发货人统一社会信用代码",
    customsOffice: "申报地海关代码", tradeMode: "监管方式", transportMode: "运输方式", portCode: "进出境口岸（UN/LOCODE）", tradeCountry: "贸易国（地区）",
    conveyance: "运输工具名称及航次号", billNo: "提运单号", currency: "币制", invoiceTotal: "发票总价", packages: "件数",
    grossWeight: "毛重（千克）", netWeight: "净重（千克）", submittedAt: "申报时间", remark: "备注",
  },
  options: {
    status: { draft: "草稿", submitted: "已申报", accepted: "海关已接受", rejected: "退单" },
    direction: { import: "进口", export: "出口" },
    tradeMode: { "0110": "0110 一般贸易", "9610": "9610 跨境电商零售（B2C）", "9710": "9710 跨境电商 B2B 直接出口", "9810": "9810 跨境电商出口海外仓", "1039": "1039 市场采购" },
    transportMode: { "2": "2 水路运输", "3": "3 铁路运输", "4": "4 公路运输", "5": "5 航空运输", "6": "6 邮件运输" },
  },
  page: {
    back: "报关单",
    demo: "模拟海关：申报由本产品的模拟器答复，不会向中国海关申报。申报地海关代码仅校验格式。",
    edit: "编辑表头", submit: "向海关申报", print: "打印（PDF）", submitted: "已申报，海关将在数秒内回执",
    pending: "等待海关回执…",
    accepted: "海关已接受，报关单号 {{entryNo}}",
    rejected: "海关退单",
    rejection: {
      elementsIncomplete: "申报要素未按该商品编号的模板逐项填报（第 {{lines}} 项）",
      priceOutOfRange: "价格质疑：单价超出商品的最低价至最高价区间（第 {{lines}} 项）",
    },
    rejectedHint: "请修改商品项或表头后重新申报。",
    checks: "申报前检查", ready: "检查全部通过，可以申报。",
    problem: {
      noLines: "请至少添加一项商品",
      grossBelowNet: "毛重 {{gross}} 千克小于净重 {{net}} 千克",
      totalsDiffer: "商品总价合计 {{lines}}，发票总价 {{invoice}}",
      codeNotInTariff: "第 {{lineNo}} 项：{{code}} 不在现行税则中",
      unitNotStatutory: "第 {{lineNo}} 项：数量须以法定单位 {{statutory}} 申报，不能用 {{unit}}",
      secondQuantityNeeded: "第 {{lineNo}} 项：该编号第二法定单位为 {{unit}}，请填写第二数量",
      secondQuantityUnwanted: "第 {{lineNo}} 项：该编号没有第二法定单位",
    },
    lines: "商品项", addLine: "添加商品项", fromGoods: "从商品添加", chooseGoods: "要申报的商品", noGoods: "还没有带中国商品编码的商品",
    lineNo: "项号", quantity: "数量", secondQuantity: "第二数量", value: "总价", statutory: "法定单位", elements: "申报要素",
    elementsCount: "{{filled}}/{{needed}}", template: "模板", editRow: "编辑", delete: "删除", none: "还没有商品项。",
    totals: "合计", linesTotal: "商品总价", invoiceTotal: "发票总价", weights: "毛重 / 净重", packages: "件数", history: "{{who}} 于 {{at}} 申报",
    header: "表头",
  },
};

const tw: typeof en = {
  title: "報關單",
  fields: {
    declarationNo: "編號", status: "狀態", direction: "進出口", entryNo: "海關編號", traderName: "境內收發貨人", traderUscc: "收發貨人統一社會信用代碼",
    customsOffice: "申報地海關代碼", tradeMode: "監管方式", transportMode: "運輸方式", portCode: "進出境口岸（UN/LOCODE）", tradeCountry: "貿易國（地區）",
    conveyance: "運輸工具名稱及航次號", billNo: "提運單號", currency: "幣制", invoiceTotal: "發票總價", packages: "件數",
    grossWeight: "毛重（公斤）", netWeight: "淨重（公斤）", submittedAt: "申報時間", remark: "備註",
  },
  options: {
    status: { draft: "草稿", submitted: "已申報", accepted: "海關已接受", rejected: "退單" },
    direction: { import: "進口", export: "出口" },
    tradeMode: { "0110": "0110 一般貿易", "9610": "9610 跨境電商零售（B2C）", "9710": "9710 跨境電商 B2B 直接出口", "9810": "9810 跨境電商出口海外倉", "1039": "1039 市場採購" },
    transportMode: { "2": "2 水路運輸", "3": "3 鐵路運輸", "4": "4 公路運輸", "5": "5 航空運輸", "6": "6 郵件運輸" },
  },
  page: {
    back: "報關單",
    demo: "模擬海關：申報由本產品的模擬器答覆，不會向中國海關申報。申報地海關代碼僅校驗格式。",
    edit: "編輯表頭", submit: "向海關申報", print: "列印（PDF）", submitted: "已申報，海關將在數秒內回執",
    pending: "等待海關回執…",
    accepted: "海關已接受，報關單號 {{entryNo}}",
    rejected: "海關退單",
    rejection: {
      elementsIncomplete: "申報要素未按該商品編號的範本逐項填報（第 {{lines}} 項）",
      priceOutOfRange: "價格質疑：單價超出商品的最低價至最高價區間（第 {{lines}} 項）",
    },
    rejectedHint: "請修改商品項或表頭後重新申報。",
    checks: "申報前檢查", ready: "檢查全部通過，可以申報。",
    problem: {
      noLines: "請至少新增一項商品",
      grossBelowNet: "毛重 {{gross}} 公斤小於淨重 {{net}} 公斤",
      totalsDiffer: "商品總價合計 {{lines}}，發票總價 {{invoice}}",
      codeNotInTariff: "第 {{lineNo}} 項：{{code}} 不在現行稅則中",
      unitNotStatutory: "第 {{lineNo}} 項：數量須以法定單位 {{statutory}} 申報，不能用 {{unit}}",
      secondQuantityNeeded: "第 {{lineNo}} 項：該編號第二法定單位為 {{unit}}，請填寫第二數量",
      secondQuantityUnwanted: "第 {{lineNo}} 項：該編號沒有第二法定單位",
    },
    lines: "商品項", addLine: "新增商品項", fromGoods: "從商品新增", chooseGoods: "要申報的商品", noGoods: "尚無帶中國商品編碼的商品",
    lineNo: "項號", quantity: "數量", secondQuantity: "第二數量", value: "總價", statutory: "法定單位", elements: "申報要素",
    elementsCount: "{{filled}}/{{needed}}", template: "範本", editRow: "編輯", delete: "刪除", none: "尚無商品項。",
    totals: "合計", linesTotal: "商品總價", invoiceTotal: "發票總價", weights: "毛重 / 淨重", packages: "件數", history: "{{who}} 於 {{at}} 申報",
    header: "表頭",
  },
};

export const declarationText = { en, zh, tw, provider };

export const declarationLinesText = {
  en: {
    title: "Goods line",
    fields: {
      goodsId: "Goods", cnCode: "China commodity code (10 digits)", name: "Name and specification", elements: "Declaration elements (values separated by |)",
      quantity: "Quantity (statutory unit)", unit: "Unit", secondQuantity: "Quantity in the second statutory unit", unitPrice: "Unit price",
      originCountry: "Country of origin", destinationCountry: "Destination country",
    },
  },
  zh: {
    title: "商品项",
    fields: {
      goodsId: "商品", cnCode: "商品编号（10 位）", name: "商品名称及规格型号", elements: "申报要素（各项以 | 分隔）",
      quantity: "数量（法定单位）", unit: "单位", secondQuantity: "第二法定数量", unitPrice: "单价",
      originCountry: "原产国（地区）", destinationCountry: "最终目的国（地区）",
    },
  },
  tw: {
    title: "商品項",
    fields: {
      goodsId: "商品", cnCode: "商品編號（10 位）", name: "商品名稱及規格型號", elements: "申報要素（各項以 | 分隔）",
      quantity: "數量（法定單位）", unit: "單位", secondQuantity: "第二法定數量", unitPrice: "單價",
      originCountry: "原產國（地區）", destinationCountry: "最終目的國（地區）",
    },
  },
  provider,
};
