import { usaProviderText as provider } from "./usa-messages.i18n";

/**
 * Texts of the import clearances: the list and its filters, and the shipment's page (its
 * containers, milestones, entry lines with the estimate, costs, demurrage and detention).
 */
const en = {
  title: "Import clearances",
  fields: {
    fileNo: "File no.", importerId: "Importer", customerId: "Customer", shipperId: "Shipper", transportMode: "Mode", carrierId: "Carrier",
    mbl: "Master bill (MBL)", hbl: "House bill (HBL)", containerNumbers: "Containers", vesselName: "Vessel", voyage: "Voyage",
    portOfLadingId: "Port of lading", portOfUnladingId: "US port of unlading", ladenOnBoard: "Laden on board", eta: "ETA", stage: "Stage",
    lastFreeDay: "Last free day", attention: "Needs attention", container: "Container no.", createdFrom: "Opened from", createdTo: "Opened to", entryNumber: "Entry no.", entryType: "Entry type",
    fdaStatus: "FDA", epaStatus: "EPA", remark: "Remark",
  },
  options: {
    transportMode: { ocean: "Ocean", air: "Air", truck: "Truck" },
    entryType: { "01": "01 Formal consumption", "11": "11 Informal" },
    fdaStatus: { none: "Not required", pending: "Pending review", hold: "On hold", released: "Released (may proceed)" },
    epaStatus: { none: "Not required", pending: "Pending review", hold: "On hold", released: "Released" },
    stage: { isf: "Awaiting ISF", mbl: "Awaiting MBL", port: "On the water", customs: "Awaiting release", container: "Awaiting availability", outgate: "At terminal", delivery: "Out for delivery", empty: "Empty to return", done: "Completed" },
    attention: { lateIsf: "Late ISF", pastLfd: "Past last free day", nearLfd: "Near last free day", hold: "PGA hold", freightPending: "Awaiting freight release", summaryDue: "Entry summary due", generalOrder: "Entry due (General Order risk)" },
  },
  page: {
    back: "Import clearances",
    notFound: "No such shipment in this tenant.",
    edit: "Edit shipment",
    isfLate: "ISF late",
    summaryDue: "Entry summary due",
    onHold: "PGA hold",
    tabs: { milestones: "Milestones", containers: "Containers", lines: "Entry lines and estimate", costs: "Costs" },
    milestones: {
      isf: "ISF filed", mbl: "MBL issued", departed: "Vessel departed (laden on board)", eta: "ETA", port: "Arrived / discharged", entry: "Entry filed (CBP 3461)", fda: "FDA released", epa: "EPA released", customs: "Customs released", freight: "Freight released (carrier)", bond: "Bond on file",
      container: "Available", lastFreeDay: "Last free day", pickup: "Picked up", outgate: "Outgate", delivery: "Delivered", pod: "POD", empty: "Empty", ingate: "Empty returned (ingate)",
    },
    record: "Record", milestone: "Milestone", containerOf: "Container", at: "Date and time", note: "Note", notYet: "—", shipmentLevel: "Shipment",
    recorded: "Milestone recorded", cleared: "Milestone removed", remove: "Remove",
    outOfOrder: "{{milestone}} cannot be earlier than {{other}} ({{date}})",
    laterThanNext: "{{milestone}} cannot be later than {{other}} ({{date}})",
    needsPredecessor: "Record {{before}} before {{milestone}}",
    hasSuccessor: "{{milestone}} cannot be removed while {{after}} is recorded; remove that first",
    holdBlocks: "The container cannot be available while the FDA or EPA hold is open",
    addContainer: "Add container", addLine: "Add line", addCost: "Add cost", delete: "Delete", editRow: "Edit",
    estimate: "Estimate (indicative)", duty: "Duty", mpf: "Merchandise processing fee (MPF)", hmf: "Harbor maintenance fee (HMF)", total: "Duty and fees",
    enteredValue: "Entered value", mpfMin: "raised to the minimum", mpfMax: "capped at the maximum", schedule: "Fee schedule FY{{year}}: {{source}}",
    mpfInformal: "informal entry, flat fee", scheduleNotLoaded: "FY{{year}} schedule not yet loaded; FY{{used}} used",
    overInformalLimit: "An informal entry may be worth at most $2,500 (19 CFR 143.21): file a formal entry (type 01).",
    bond: {
      valuePlusDtf: "{{amount}} (entered value plus duties, taxes and fees)",
      tripleValue: "{{amount}} (three times the entered value: FDA- or EPA-regulated goods)",
      continuousSufficient: "Bond: the importer's continuous bond of {{onFile}} covers this entry (its past 12 months require {{required}}).",
      continuousShort: "Bond: the importer's continuous bond of {{onFile}} is short of the {{required}} its past 12 months require. Raise it, or file this entry under a single-transaction bond of {{single}}.",
      singleNeeded: "Bond: a single-transaction bond of {{single}}.",
      noBond: "Bond: the importer has no bond on file. CBP releases nothing without one: a single-transaction bond of {{single}}.",
    },
    entryDeadline: "Entry due by (15 days after arrival)",
    entryState: { filed: "Entry filed in time", filedLate: "Entry filed late", open: "Entry not yet filed", dueSoon: "Entry due soon", generalOrder: "General Order risk: entry overdue" },
    lineNo: "No.", lineDuty: "Duty",
    dd: "Demurrage and detention (indicative, demo tariff)", demurrage: "Demurrage", detention: "Detention", days: "{{count}} days", accruing: "still accruing",
    tariff: "{{free}} detention free days · demurrage {{demurrage}}/day · detention {{detention}}/day",
    totals: "Totals", totalIn: "Total in {{currency}}", totalUsd: "Total in USD", amount: "Amount", amountUsd: "USD",
    none: "Nothing yet.",
  },
};

const zh = {
  title: "进口清关",
  fields: {
    fileNo: "业务编号", importerId: "进口商", customerId: "客户", shipperId: "发货人", transportMode: "运输方式", carrierId: "承运商",
    mbl: "主提单（MBL）", hbl: "分提单（HBL）", containerNumbers: "集装箱", vesselName: "船名", voyage: "航次",
    portOfLadingId: "装货港", portOfUnladingId: "美国卸货港", ladenOnBoard: "装船时间", eta: "预计到港", stage: "阶段",
    lastFreeDay: "免费期截止", attention: "需关注", container: "箱号", createdFrom: "建档日期自", createdTo: "建档日期至", entryNumber: "报关单号", entryType: "报关类型",
    fdaStatus: "FDA", epaStatus: "EPA", remark: "备注",
  },
  options: {
    transportMode: { ocean: "海运", air: "空运", truck: "陆运" },
    entryType: { "01": "01 正式消费报关", "11": "11 非正式报关" },
    fdaStatus: { none: "无需", pending: "审核中", hold: "扣留", released: "已放行" },
    epaStatus: { none: "无需", pending: "审核中", hold: "扣留", released: "已放行" },
    stage: { isf: "待 ISF", mbl: "待提单", port: "在途", customs: "待海关放行", container: "待提柜", outgate: "在码头", delivery: "派送中", empty: "待还空箱", done: "已完成" },
    attention: { lateIsf: "ISF 延迟", pastLfd: "已过免费期", nearLfd: "免费期将至", hold: "PGA 扣留", freightPending: "待船公司放货", summaryDue: "待递交报关汇总", generalOrder: "待报关（GO 仓风险）" },
  },
  page: {
    back: "进口清关", notFound: "本租户没有该票货物。", edit: "编辑货物", isfLate: "ISF 延迟", summaryDue: "报关汇总截止日", onHold: "PGA 扣留",
    tabs: { milestones: "节点", containers: "集装箱", lines: "申报行与预估税费", costs: "费用" },
    milestones: {
      isf: "ISF 已申报", mbl: "提单已签发", departed: "船舶离港（已装船）", eta: "预计到港", port: "已到港卸船", entry: "已报关（CBP 3461）", fda: "FDA 放行", epa: "EPA 放行", customs: "海关放行", freight: "船公司放货", bond: "保证金已备案",
      container: "可提柜", lastFreeDay: "免费期截止", pickup: "已提柜", outgate: "出闸", delivery: "已送达", pod: "签收单", empty: "空箱", ingate: "空箱已还（进闸）",
    },
    record: "记录", milestone: "节点", containerOf: "集装箱", at: "日期时间", note: "备注", notYet: "—", shipmentLevel: "整票",
    recorded: "节点已记录", cleared: "节点已删除", remove: "删除",
    outOfOrder: "{{milestone}}不能早于{{other}}（{{date}}）",
    laterThanNext: "{{milestone}}不能晚于{{other}}（{{date}}）",
    needsPredecessor: "请先记录{{before}}，再记录{{milestone}}",
    hasSuccessor: "已记录{{after}}，不能删除{{milestone}}；请先删除后续节点",
    holdBlocks: "FDA 或 EPA 扣留未解除时，集装箱不能设为可提柜",
    addContainer: "添加集装箱", addLine: "添加申报行", addCost: "添加费用", delete: "删除", editRow: "编辑",
    estimate: "预估税费（仅供参考）", duty: "关税", mpf: "商品处理费（MPF）", hmf: "港口维护费（HMF）", total: "税费合计",
    enteredValue: "申报价值", mpfMin: "按最低额计", mpfMax: "按最高额计", schedule: "费率表 FY{{year}}：{{source}}",
    mpfInformal: "非正式报关，定额", scheduleNotLoaded: "尚未载入 FY{{year}} 费率表，按 FY{{used}} 计",
    overInformalLimit: "非正式报关货值不得超过 2,500 美元（19 CFR 143.21），请改为正式报关（01 类）。",
    bond: {
      valuePlusDtf: "{{amount}}（申报货值加关税、税费）",
      tripleValue: "{{amount}}（申报货值的三倍：受 FDA 或 EPA 监管的货物）",
      continuousSufficient: "保证金：进口商的年度保证金 {{onFile}} 足以覆盖本票报关（按近 12 个月税费须 {{required}}）。",
      continuousShort: "保证金：进口商的年度保证金 {{onFile}} 低于按近 12 个月税费所需的 {{required}}。请提高保额，或以单次保证金 {{single}} 申报本票。",
      singleNeeded: "保证金：单次保证金 {{single}}。",
      noBond: "保证金：进口商未备案任何保证金，CBP 不会放行：须办理单次保证金 {{single}}。",
    },
    entryDeadline: "报关截止日（到港后 15 天）",
    entryState: { filed: "已按时报关", filedLate: "报关逾期", open: "尚未报关", dueSoon: "报关截止将至", generalOrder: "GO 仓风险：报关已逾期" },
    lineNo: "序号", lineDuty: "关税",
    dd: "滞箱费与滞港费（仅供参考，演示费率）", demurrage: "滞港费", detention: "滞箱费", days: "{{count}} 天", accruing: "仍在累计",
    tariff: "滞箱免费 {{free}} 天 · 滞港费 {{demurrage}}/天 · 滞箱费 {{detention}}/天",
    totals: "合计", totalIn: "{{currency}} 合计", totalUsd: "折合美元合计", amount: "金额", amountUsd: "美元",
    none: "暂无记录。",
  },
};

const tw = {
  title: "進口清關",
  fields: {
    fileNo: "業務編號", importerId: "進口商", customerId: "客戶", shipperId: "發貨人", transportMode: "運輸方式", carrierId: "承運商",
    mbl: "主提單（MBL）", hbl: "分提單（HBL）", containerNumbers: "貨櫃", vesselName: "船名", voyage: "航次",
    portOfLadingId: "裝貨港", portOfUnladingId: "美國卸貨港", ladenOnBoard: "裝船時間", eta: "預計到港", stage: "階段",
    lastFreeDay: "免費期截止", attention: "需關注", container: "櫃號", createdFrom: "建檔日期自", createdTo: "建檔日期至", entryNumber: "報關單號", entryType: "報關類型",
    fdaStatus: "FDA", epaStatus: "EPA", remark: "備註",
  },
  options: {
    transportMode: { ocean: "海運", air: "空運", truck: "陸運" },
    entryType: { "01": "01 正式消費報關", "11": "11 非正式報關" },
    fdaStatus: { none: "無需", pending: "審核中", hold: "扣留", released: "已放行" },
    epaStatus: { none: "無需", pending: "審核中", hold: "扣留", released: "已放行" },
    stage: { isf: "待 ISF", mbl: "待提單", port: "在途", customs: "待海關放行", container: "待提櫃", outgate: "在碼頭", delivery: "派送中", empty: "待還空櫃", done: "已完成" },
    attention: { lateIsf: "ISF 延遲", pastLfd: "已過免費期", nearLfd: "免費期將至", hold: "PGA 扣留", freightPending: "待船公司放貨", summaryDue: "待遞交報關彙總", generalOrder: "待報關（GO 倉風險）" },
  },
  page: {
    back: "進口清關", notFound: "本租戶沒有該票貨物。", edit: "編輯貨物", isfLate: "ISF 延遲", summaryDue: "報關彙總截止日", onHold: "PGA 扣留",
    tabs: { milestones: "節點", containers: "貨櫃", lines: "申報行與預估稅費", costs: "費用" },
    milestones: {
      isf: "ISF 已申報", mbl: "提單已簽發", departed: "船舶離港（已裝船）", eta: "預計到港", port: "已到港卸船", entry: "已報關（CBP 3461）", fda: "FDA 放行", epa: "EPA 放行", customs: "海關放行", freight: "船公司放貨", bond: "保證金已備案",
      container: "可提櫃", lastFreeDay: "免費期截止", pickup: "已提櫃", outgate: "出閘", delivery: "已送達", pod: "簽收單", empty: "空櫃", ingate: "空櫃已還（進閘）",
    },
    record: "記錄", milestone: "節點", containerOf: "貨櫃", at: "日期時間", note: "備註", notYet: "—", shipmentLevel: "整票",
    recorded: "節點已記錄", cleared: "節點已刪除", remove: "刪除",
    outOfOrder: "{{milestone}}不能早於{{other}}（{{date}}）",
    laterThanNext: "{{milestone}}不能晚於{{other}}（{{date}}）",
    needsPredecessor: "請先記錄{{before}}，再記錄{{milestone}}",
    hasSuccessor: "已記錄{{after}}，不能刪除{{milestone}}；請先刪除後續節點",
    holdBlocks: "FDA 或 EPA 扣留未解除時，貨櫃不能設為可提櫃",
    addContainer: "新增貨櫃", addLine: "新增申報行", addCost: "新增費用", delete: "刪除", editRow: "編輯",
    estimate: "預估稅費（僅供參考）", duty: "關稅", mpf: "商品處理費（MPF）", hmf: "港口維護費（HMF）", total: "稅費合計",
    enteredValue: "申報價值", mpfMin: "按最低額計", mpfMax: "按最高額計", schedule: "費率表 FY{{year}}：{{source}}",
    mpfInformal: "非正式報關，定額", scheduleNotLoaded: "尚未載入 FY{{year}} 費率表，按 FY{{used}} 計",
    overInformalLimit: "非正式報關貨值不得超過 2,500 美元（19 CFR 143.21），請改為正式報關（01 類）。",
    bond: {
      valuePlusDtf: "{{amount}}（申報貨值加關稅、稅費）",
      tripleValue: "{{amount}}（申報貨值的三倍：受 FDA 或 EPA 監管的貨物）",
      continuousSufficient: "保證金：進口商的年度保證金 {{onFile}} 足以涵蓋本票報關（按近 12 個月稅費須 {{required}}）。",
      continuousShort: "保證金：進口商的年度保證金 {{onFile}} 低於按近 12 個月稅費所需的 {{required}}。請提高保額，或以單次保證金 {{single}} 申報本票。",
      singleNeeded: "保證金：單次保證金 {{single}}。",
      noBond: "保證金：進口商未備案任何保證金，CBP 不會放行：須辦理單次保證金 {{single}}。",
    },
    entryDeadline: "報關截止日（到港後 15 天）",
    entryState: { filed: "已按時報關", filedLate: "報關逾期", open: "尚未報關", dueSoon: "報關截止將至", generalOrder: "GO 倉風險：報關已逾期" },
    lineNo: "序號", lineDuty: "關稅",
    dd: "滯櫃費與滯港費（僅供參考，示範費率）", demurrage: "滯港費", detention: "滯櫃費", days: "{{count}} 天", accruing: "仍在累計",
    tariff: "滯櫃免費 {{free}} 天 · 滯港費 {{demurrage}}/天 · 滯櫃費 {{detention}}/天",
    totals: "合計", totalIn: "{{currency}} 合計", totalUsd: "折合美元合計", amount: "金額", amountUsd: "美元",
    none: "暫無記錄。",
  },
};

export const importClearanceText = { en, zh, tw, provider };

export const clearanceContainersText = {
  en: { title: "Containers", fields: { containerNumber: "Container no.", sizeType: "Size/type", sealNumber: "Seal no.", grossWeightKg: "Gross weight (kg)", packages: "Packages" }, options: { sizeType: { "22G1": "22G1 20' GP", "42G1": "42G1 40' GP", "45G1": "45G1 40' HC", "45R1": "45R1 40' HC reefer", L5G1: "L5G1 45' HC" } } },
  zh: { title: "集装箱", fields: { containerNumber: "箱号", sizeType: "箱型", sealNumber: "封条号", grossWeightKg: "毛重（千克）", packages: "件数" }, options: { sizeType: { "22G1": "22G1 20 尺普柜", "42G1": "42G1 40 尺普柜", "45G1": "45G1 40 尺高柜", "45R1": "45R1 40 尺冷高柜", L5G1: "L5G1 45 尺高柜" } } },
  tw: { title: "貨櫃", fields: { containerNumber: "櫃號", sizeType: "櫃型", sealNumber: "封條號", grossWeightKg: "毛重（公斤）", packages: "件數" }, options: { sizeType: { "22G1": "22G1 20 呎普櫃", "42G1": "42G1 40 呎普櫃", "45G1": "45G1 40 呎高櫃", "45R1": "45R1 40 呎冷凍高櫃", L5G1: "L5G1 45 呎高櫃" } } },
  provider,
};

export const clearanceHtsLinesText = {
  en: { title: "Entry lines", fields: { htsCode: "HTS no.", description: "Description", originCountry: "Origin", quantity: "Quantity", unit: "Unit", valueUsd: "Value (USD)", adValorem: "Rate", additional: "Chapter 99", remark: "Remark" } },
  zh: { title: "申报行", fields: { htsCode: "HTS 编码", description: "品名", originCountry: "原产国", quantity: "数量", unit: "单位", valueUsd: "价值（美元）", adValorem: "税率", additional: "第 99 章加征", remark: "备注" } },
  tw: { title: "申報行", fields: { htsCode: "HTS 編碼", description: "品名", originCountry: "原產國", quantity: "數量", unit: "單位", valueUsd: "價值（美元）", adValorem: "稅率", additional: "第 99 章加徵", remark: "備註" } },
  provider,
};

const settlement = {
  en: { customer: "Customer", carrier: "Carrier", trucker: "Trucker", terminal: "Terminal", customs: "Customs", other: "Other" },
  zh: { customer: "客户", carrier: "承运商", trucker: "拖车公司", terminal: "码头", customs: "海关", other: "其他" },
  tw: { customer: "客戶", carrier: "承運商", trucker: "拖車公司", terminal: "碼頭", customs: "海關", other: "其他" },
};

export const clearanceCostLinesText = {
  en: { title: "Costs", fields: { costName: "Cost", unitPrice: "Unit price", quantity: "Quantity", currency: "Currency", exchangeRate: "Rate to USD (blank: the rate on file)", rateDate: "Rate date (blank: the newest)", settlementObject: "Settled with" }, options: { settlementObject: settlement.en } },
  zh: { title: "费用", fields: { costName: "费用名称", unitPrice: "单价", quantity: "数量", currency: "币种", exchangeRate: "兑美元汇率（留空取已登记汇率）", rateDate: "汇率日期（留空取最新）", settlementObject: "结算对象" }, options: { settlementObject: settlement.zh } },
  tw: { title: "費用", fields: { costName: "費用名稱", unitPrice: "單價", quantity: "數量", currency: "幣別", exchangeRate: "兌美元匯率（留空取已登記匯率）", rateDate: "匯率日期（留空取最新）", settlementObject: "結算對象" }, options: { settlementObject: settlement.tw } },
  provider,
};
