import { hkConsignmentMessages as m } from "#contract/hk/consignment";

/** zh and tw of the e-ACI calls' refusals (the kit's own rules are the kit's). */
export const hkConsignmentProviderText = {
  zh: {
    [m.notSubmittable]: "只有草稿或被拒绝的预报可以提交",
    [m.notAmendable]: "只有已接受且尚未绑定车辆的预报可以修改",
    [m.notBundlable]: "只有已获 CCRN 的预报可以绑定车辆",
    [m.notUnbundlable]: "只有已绑定且尚未过境的货物可以解除绑定",
    [m.notCrossable]: "只有已绑定车辆的货物可以过境",
    [m.notCancellable]: "已绑定车辆或已过境的货物不能取消",
    [m.timeShape]: "请填写日期和时间，格式 YYYY-MM-DD HH:mm（香港时间）",
    [m.tooEarly]: "ROCARS 最早只接受过境前 14 天内的预报",
    [m.tooLate]: "ROCARS 最迟须在过境前 30 分钟收到预报",
    [m.bundlingTooLate]: "绑定须在车辆抵达管制站 30 分钟前完成",
    [m.vehicleShape]: "车牌号为 2 至 8 位字母或数字",
    [m.packagesPositive]: "件数至少为 1",
    [m.consignmentUnknown]: "请选择本租户的货物",
    [m.notEditable]: "只有草稿或被拒绝的预报可以编辑，已接受的请用修改",
    [m.articlesTooGeneral]: "ROCARS：货物描述过于笼统，请写明货物名称",
  },
  tw: {
    [m.notSubmittable]: "只有草稿或被拒絕的預報可以提交",
    [m.notAmendable]: "只有已接受且尚未綁定車輛的預報可以修改",
    [m.notBundlable]: "只有已獲 CCRN 的預報可以綁定車輛",
    [m.notUnbundlable]: "只有已綁定且尚未過境的貨物可以解除綁定",
    [m.notCrossable]: "只有已綁定車輛的貨物可以過境",
    [m.notCancellable]: "已綁定車輛或已過境的貨物不能取消",
    [m.timeShape]: "請填寫日期和時間，格式 YYYY-MM-DD HH:mm（香港時間）",
    [m.tooEarly]: "ROCARS 最早只接受過境前 14 天內的預報",
    [m.tooLate]: "ROCARS 最遲須在過境前 30 分鐘收到預報",
    [m.bundlingTooLate]: "綁定須在車輛抵達管制站 30 分鐘前完成",
    [m.vehicleShape]: "車牌號為 2 至 8 位字母或數字",
    [m.packagesPositive]: "件數至少為 1",
    [m.consignmentUnknown]: "請選擇本租戶的貨物",
    [m.notEditable]: "只有草稿或被拒絕的預報可以編輯，已接受的請用修改",
    [m.articlesTooGeneral]: "ROCARS：貨物描述過於籠統，請寫明貨物名稱",
  },
};

const en = {
  title: "Road cargo e-ACI (CCRN)",
  fields: {
    refNo: "Ref. no.", status: "Status", ccrn: "CCRN", direction: "Direction", controlPoint: "Control point", expectedCrossingAt: "Expected crossing (HK time)",
    packages: "Packages", packageDescription: "Description of packages", articlesDescription: "Description of articles", consignorName: "Consignor",
    consignorAddress: "Consignor's address", consigneeName: "Consignee", consigneeAddress: "Consignee's address", vehicleNo: "Vehicle", crossingAt: "Crossing (HK time)",
    rejectReason: "ROCARS's refusal", tdecRefNo: "Declaration", remark: "Remark",
  },
  options: {
    status: { draft: "Draft", submitted: "Submitted", accepted: "Accepted", rejected: "Rejected", bundled: "Bundled", crossed: "Crossed", cancelled: "Cancelled" },
    direction: { import: "Import", export: "Export" },
    controlPoint: { LMC: "Lok Ma Chau", MKT: "Man Kam To", SBC: "Shenzhen Bay", HYW: "Heung Yuen Wai", HZMB: "HK–Zhuhai–Macao Bridge" },
  },
  actions: { submit: "Submit to ROCARS", amend: "Amend", bundle: "Bundle to vehicle", unbundle: "Unbundle", cancel: "Cancel", declare: "Create declaration" },
  confirm: {
    submit: "Send the e-ACI to ROCARS? The CCRN comes back within seconds.",
    unbundle: "Take the checked consignments off their vehicle?",
    cancel: "Cancel the checked consignments? They cannot be sent again.",
    declare: "Create an import/export declaration from the checked CCRNs of one truck trip?",
  },
  history: "History",
  done: { submit: "Sent to ROCARS", amend: "Amended and sent to ROCARS again", bundle: "Bundled to the vehicle", unbundle: "Taken off the vehicle", cancel: "Cancelled" },
  amend: { title: "Amend {{ccrn}} · sent to ROCARS again" },
  bundle: { title_one: "Bundle {{count}} CCRN to a vehicle", title_other: "Bundle {{count}} CCRNs to a vehicle", vehicleNo: "Vehicle registration no.", crossingAt: "Crossing at the control point (HK time)", hint: "Bundling closes 30 minutes before the crossing." },
  demo: "Simulated ROCARS: CCRNs read CCRN-DEMO-… and are never sent to the Customs and Excise Department.",
};

const zh: typeof en = {
  title: "跨境一锁通（CCRN）",
  fields: {
    refNo: "编号", status: "状态", ccrn: "CCRN", direction: "进出口", controlPoint: "管制站", expectedCrossingAt: "预计过境时间（香港时间）",
    packages: "件数", packageDescription: "包装描述", articlesDescription: "货物描述", consignorName: "发货人",
    consignorAddress: "发货人地址", consigneeName: "收货人", consigneeAddress: "收货人地址", vehicleNo: "车牌", crossingAt: "过境时间（香港时间）",
    rejectReason: "ROCARS 拒绝原因", tdecRefNo: "报关单", remark: "备注",
  },
  options: {
    status: { draft: "草稿", submitted: "已提交", accepted: "已接受", rejected: "被拒绝", bundled: "已绑定", crossed: "已过境", cancelled: "已取消" },
    direction: { import: "进口", export: "出口" },
    controlPoint: { LMC: "落马洲", MKT: "文锦渡", SBC: "深圳湾", HYW: "香园围", HZMB: "港珠澳大桥" },
  },
  actions: { submit: "提交 ROCARS", amend: "修改重发", bundle: "绑定车辆", unbundle: "解除绑定", cancel: "取消", declare: "生成报关单" },
  confirm: { submit: "将预报提交 ROCARS？数秒内返回 CCRN。", unbundle: "将勾选的货物从车辆解除绑定？", cancel: "取消勾选的货物？取消后不能再提交。", declare: "用勾选的同一车次 CCRN 生成进出口报关单？" },
  history: "记录",
  done: { submit: "已提交 ROCARS", amend: "已修改并重新提交 ROCARS", bundle: "已绑定车辆", unbundle: "已解除绑定", cancel: "已取消" },
  amend: { title: "修改 {{ccrn}} · 重新提交 ROCARS" },
  bundle: { title_one: "将 {{count}} 个 CCRN 绑定车辆", title_other: "将 {{count}} 个 CCRN 绑定车辆", vehicleNo: "车牌号", crossingAt: "抵达管制站时间（香港时间）", hint: "绑定须在过境前 30 分钟完成。" },
  demo: "模拟 ROCARS：CCRN 以 CCRN-DEMO- 开头，不会发送至香港海关。",
};

const tw: typeof en = {
  title: "跨境一鎖通（CCRN）",
  fields: {
    refNo: "編號", status: "狀態", ccrn: "CCRN", direction: "進出口", controlPoint: "管制站", expectedCrossingAt: "預計過境時間（香港時間）",
    packages: "件數", packageDescription: "包裝描述", articlesDescription: "貨物描述", consignorName: "發貨人",
    consignorAddress: "發貨人地址", consigneeName: "收貨人", consigneeAddress: "收貨人地址", vehicleNo: "車牌", crossingAt: "過境時間（香港時間）",
    rejectReason: "ROCARS 拒絕原因", tdecRefNo: "報關單", remark: "備註",
  },
  options: {
    status: { draft: "草稿", submitted: "已提交", accepted: "已接受", rejected: "被拒絕", bundled: "已綁定", crossed: "已過境", cancelled: "已取消" },
    direction: { import: "進口", export: "出口" },
    controlPoint: { LMC: "落馬洲", MKT: "文錦渡", SBC: "深圳灣", HYW: "香園圍", HZMB: "港珠澳大橋" },
  },
  actions: { submit: "提交 ROCARS", amend: "修改重發", bundle: "綁定車輛", unbundle: "解除綁定", cancel: "取消", declare: "生成報關單" },
  confirm: { submit: "將預報提交 ROCARS？數秒內返回 CCRN。", unbundle: "將勾選的貨物從車輛解除綁定？", cancel: "取消勾選的貨物？取消後不能再提交。", declare: "用勾選的同一車次 CCRN 生成進出口報關單？" },
  history: "記錄",
  done: { submit: "已提交 ROCARS", amend: "已修改並重新提交 ROCARS", bundle: "已綁定車輛", unbundle: "已解除綁定", cancel: "已取消" },
  amend: { title: "修改 {{ccrn}} · 重新提交 ROCARS" },
  bundle: { title_one: "將 {{count}} 個 CCRN 綁定車輛", title_other: "將 {{count}} 個 CCRN 綁定車輛", vehicleNo: "車牌號", crossingAt: "抵達管制站時間（香港時間）", hint: "綁定須在過境前 30 分鐘完成。" },
  demo: "模擬 ROCARS：CCRN 以 CCRN-DEMO- 開頭，不會發送至香港海關。",
};

export const hongKongSeamlessText = { en, zh, tw, provider: hkConsignmentProviderText };
