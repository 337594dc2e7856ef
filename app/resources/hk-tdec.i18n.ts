import { hkTdecMessages as m, TDEC_PROBLEMS } from "#contract/hk/tdec";
import { hkConsignmentProviderText } from "./hk-consignment.i18n";
import { hkProviderText } from "./hk-messages.i18n";
import { usaProviderText } from "./usa-messages.i18n";

/** zh and tw of the declaration calls' refusals (the lines' refusals that name a line are `problems`, translated with their values). */
export const hkTdecProviderText = {
  zh: {
    [m.tdecUnknown]: "请选择本租户的报关单",
    [m.notDraft]: "只有草稿状态的报关单可以修改、申报或取消",
    [m.noLines]: "报关单须至少有一项货物才能申报",
    [m.declaringUnitUnknown]: "请选择本租户的申报单位",
    [m.cargoUnknown]: "请选择本租户的货物资料",
    [m.dateShape]: "请填写日期，格式 YYYY-MM-DD",
    [m.quantityPositive]: "数量至少为 1",
    [m.consignmentsNotAnswered]: "只有 ROCARS 已接受的 CCRN（已接受、已绑定或已过境）可以生成报关单",
    [m.directionsDiffer]: "所选 CCRN 进出口方向不同；一张报关单只能是进口或出口",
    [m.vehiclesDiffer]: "所选 CCRN 属于不同车辆；请选择同一车次的 CCRN",
    [m.consignmentUsed]: "有 CCRN 已属于另一张未取消的报关单",
    [m.controlPointNeeded]: "陆路货物须填写其经过的陆路边境管制站",
  },
  tw: {
    [m.tdecUnknown]: "請選擇本租戶的報關單",
    [m.notDraft]: "只有草稿狀態的報關單可以修改、申報或取消",
    [m.noLines]: "報關單須至少有一項貨物才能申報",
    [m.declaringUnitUnknown]: "請選擇本租戶的申報單位",
    [m.cargoUnknown]: "請選擇本租戶的貨物資料",
    [m.dateShape]: "請填寫日期，格式 YYYY-MM-DD",
    [m.quantityPositive]: "數量至少為 1",
    [m.consignmentsNotAnswered]: "只有 ROCARS 已接受的 CCRN（已接受、已綁定或已過境）可以生成報關單",
    [m.directionsDiffer]: "所選 CCRN 進出口方向不同；一張報關單只能是進口或出口",
    [m.vehiclesDiffer]: "所選 CCRN 屬於不同車輛；請選擇同一車次的 CCRN",
    [m.consignmentUsed]: "有 CCRN 已屬於另一張未取消的報關單",
    [m.controlPointNeeded]: "陸路貨物須填寫其經過的陸路邊境管制站",
  },
};

const provider = {
  zh: { ...usaProviderText.zh, ...hkProviderText.zh, ...hkConsignmentProviderText.zh, ...hkTdecProviderText.zh },
  tw: { ...usaProviderText.tw, ...hkProviderText.tw, ...hkConsignmentProviderText.tw, ...hkTdecProviderText.tw },
};

const en = {
  title: "Import/export declarations (UDR)",
  fields: {
    refNo: "Ref. no.", status: "Status", udr: "UDR", kind: "Import/export", declaringUnitId: "Declaring unit", consignorName: "Consignor", consignorAddress: "Consignor's address",
    consigneeName: "Consignee", consigneeAddress: "Consignee's address", transportMode: "Mode of transport", transportDocument: "B/L, AWB or road manifest no.",
    conveyance: "Vehicle, vessel or flight", controlPoint: "Control point (road)", movedOn: "Date of import/export", dueDate: "Lodge by", late: "Late", penalty: "Late penalty (HKD)",
    totalValue: "Value (HKD)", lodgedBy: "Lodged by", remark: "Remark",
  },
  options: {
    status: { draft: "Draft", lodged: "Lodged", cancelled: "Cancelled" },
    kind: { import: "Import", export: "Export" },
    transportMode: { road: "Road", sea: "Sea", air: "Air", rail: "Rail" },
    controlPoint: { LMC: "Lok Ma Chau", MKT: "Man Kam To", SBC: "Shenzhen Bay", HYW: "Heung Yuen Wai", HZMB: "HK–Zhuhai–Macao Bridge" },
    late: { true: "Late", false: "On time" },
  },
  actions: { lodge: "Lodge", cancel: "Cancel" },
  confirm: { lodge: "Lodge the declaration with the service provider? It cannot be changed afterwards.", cancel: "Cancel the checked draft declarations?" },
  done: { lodge: "Lodged: UDR {{udr}}", cancel: "Cancelled" },
  problems: TDEC_PROBLEMS as Record<keyof typeof TDEC_PROBLEMS, string>,
  history: "History",
  demo: "Simulated service provider: UDRs read UDR-DEMO-… and nothing is sent to the Census and Statistics Department. A declaration is due 14 days after the import or export.",
  page: {
    back: "Declarations", edit: "Edit", editRow: "Edit", delete: "Delete", lodge: "Lodge", lodgedBy: "Lodged by {{who}} on {{at}}", lines: "Goods lines", none: "No lines yet.", lineNo: "No.", addLine: "Add a line",
    fromCargo: "Pick from the cargo list", chooseCargo: "Cargo item", noCargo: "No cargo items yet", fromCcrns: "Created from", totals: "Totals", lineCount: "Lines",
    late: "Late: lodged after {{due}}", dueIn: "Lodge by {{due}}", history: "Message history", demo: "UDRs here are demo numbers of the simulated service provider.",
  },
};

const zh: typeof en = {
  title: "进出口报关单（UDR）",
  fields: {
    refNo: "编号", status: "状态", udr: "UDR", kind: "进出口", declaringUnitId: "申报单位", consignorName: "发货人", consignorAddress: "发货人地址",
    consigneeName: "收货人", consigneeAddress: "收货人地址", transportMode: "运输方式", transportDocument: "提单、空运单或陆路舱单号",
    conveyance: "车辆、船舶或航班", controlPoint: "管制站（陆路）", movedOn: "进出口日期", dueDate: "申报截止", late: "逾期", penalty: "逾期罚款（港元）",
    totalValue: "货值（港元）", lodgedBy: "申报人", remark: "备注",
  },
  options: {
    status: { draft: "草稿", lodged: "已申报", cancelled: "已取消" },
    kind: { import: "进口", export: "出口" },
    transportMode: { road: "陆路", sea: "海运", air: "空运", rail: "铁路" },
    controlPoint: { LMC: "落马洲", MKT: "文锦渡", SBC: "深圳湾", HYW: "香园围", HZMB: "港珠澳大桥" },
    late: { true: "逾期", false: "按时" },
  },
  actions: { lodge: "申报", cancel: "取消" },
  confirm: { lodge: "向服务商申报此报关单？申报后不能再修改。", cancel: "取消勾选的草稿报关单？" },
  done: { lodge: "已申报：UDR {{udr}}", cancel: "已取消" },
  problems: {
    lineWithoutCode: "第 {{lineNo}} 项没有香港商品编码，申报前请填写 8 位编码",
    headingDiffers: "第 {{lineNo}} 项：商品编码前四位与第一项的 {{heading}} 不同；没有运输单据时，一张报关单只能申报同一品目的货物",
    countryDiffers: "第 {{lineNo}} 项：国家/地区与第一项的 {{country}} 不同；没有运输单据时，一张报关单只能申报同一国家/地区的货物",
  },
  history: "记录",
  demo: "模拟服务商：UDR 以 UDR-DEMO- 开头，不会发送至政府统计处。报关单须在进出口后 14 天内申报。",
  page: {
    back: "报关单", edit: "编辑", editRow: "编辑", delete: "删除", lodge: "申报", lodgedBy: "{{who}} 于 {{at}} 申报", lines: "货物", none: "暂无货物。", lineNo: "项号", addLine: "添加货物",
    fromCargo: "从货物资料选择", chooseCargo: "货物资料", noCargo: "暂无货物资料", fromCcrns: "来源 CCRN", totals: "合计", lineCount: "项数",
    late: "逾期：已超过 {{due}}", dueIn: "请于 {{due}} 前申报", history: "报文记录", demo: "此处 UDR 为模拟服务商的演示编号。",
  },
};

const tw: typeof en = {
  title: "進出口報關單（UDR）",
  fields: {
    refNo: "編號", status: "狀態", udr: "UDR", kind: "進出口", declaringUnitId: "申報單位", consignorName: "發貨人", consignorAddress: "發貨人地址",
    consigneeName: "收貨人", consigneeAddress: "收貨人地址", transportMode: "運輸方式", transportDocument: "提單、空運單或陸路艙單號",
    conveyance: "車輛、船舶或航班", controlPoint: "管制站（陸路）", movedOn: "進出口日期", dueDate: "申報截止", late: "逾期", penalty: "逾期罰款（港元）",
    totalValue: "貨值（港元）", lodgedBy: "申報人", remark: "備註",
  },
  options: {
    status: { draft: "草稿", lodged: "已申報", cancelled: "已取消" },
    kind: { import: "進口", export: "出口" },
    transportMode: { road: "陸路", sea: "海運", air: "空運", rail: "鐵路" },
    controlPoint: { LMC: "落馬洲", MKT: "文錦渡", SBC: "深圳灣", HYW: "香園圍", HZMB: "港珠澳大橋" },
    late: { true: "逾期", false: "按時" },
  },
  actions: { lodge: "申報", cancel: "取消" },
  confirm: { lodge: "向服務商申報此報關單？申報後不能再修改。", cancel: "取消勾選的草稿報關單？" },
  done: { lodge: "已申報：UDR {{udr}}", cancel: "已取消" },
  problems: {
    lineWithoutCode: "第 {{lineNo}} 項沒有香港商品編碼，申報前請填寫 8 位編碼",
    headingDiffers: "第 {{lineNo}} 項：商品編碼前四位與第一項的 {{heading}} 不同；沒有運輸單據時，一張報關單只能申報同一品目的貨物",
    countryDiffers: "第 {{lineNo}} 項：國家/地區與第一項的 {{country}} 不同；沒有運輸單據時，一張報關單只能申報同一國家/地區的貨物",
  },
  history: "記錄",
  demo: "模擬服務商：UDR 以 UDR-DEMO- 開頭，不會發送至政府統計處。報關單須在進出口後 14 天內申報。",
  page: {
    back: "報關單", edit: "編輯", editRow: "編輯", delete: "刪除", lodge: "申報", lodgedBy: "{{who}} 於 {{at}} 申報", lines: "貨物", none: "暫無貨物。", lineNo: "項號", addLine: "添加貨物",
    fromCargo: "從貨物資料選擇", chooseCargo: "貨物資料", noCargo: "暫無貨物資料", fromCcrns: "來源 CCRN", totals: "合計", lineCount: "項數",
    late: "逾期：已超過 {{due}}", dueIn: "請於 {{due}} 前申報", history: "報文記錄", demo: "此處 UDR 為模擬服務商的演示編號。",
  },
};

export const hongKongCustomsDeclarationText = { en, zh, tw, provider };

const lineEn = {
  fields: { cargoId: "From cargo item", hkhsCode: "HKHS code", description: "Description", quantity: "Quantity", unit: "Unit", value: "Value (HKD)", country: "Origin/destination" },
};
export const hkTdecLinesText = {
  en: lineEn,
  zh: { fields: { cargoId: "货物资料", hkhsCode: "香港商品编码", description: "货物描述", quantity: "数量", unit: "单位", value: "货值（港元）", country: "原产地/目的地" } },
  tw: { fields: { cargoId: "貨物資料", hkhsCode: "香港商品編碼", description: "貨物描述", quantity: "數量", unit: "單位", value: "貨值（港元）", country: "原產地/目的地" } },
  provider,
};
