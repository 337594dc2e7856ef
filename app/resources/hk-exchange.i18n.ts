/** Labels of the two message histories (/hKDetail for CCRNs, /declarationDetail for UDRs), in en, zh and tw. */
const TYPES = {
  eAci: ["e-ACI sent to ROCARS", "向 ROCARS 发送预报", "向 ROCARS 發送預報"],
  amendment: ["Amendment sent to ROCARS", "向 ROCARS 发送修改", "向 ROCARS 發送修改"],
  rocarsAnswer: ["ROCARS's answer", "ROCARS 回复", "ROCARS 回覆"],
  bundle: ["Bundled to a vehicle", "绑定车辆", "綁定車輛"],
  crossed: ["Crossed the control point", "车辆过境", "車輛過境"],
  unbundle: ["Taken off the vehicle", "解除绑定", "解除綁定"],
  cancel: ["Cancelled", "取消", "取消"],
  tdecCreate: ["Declaration created", "创建报关单", "建立報關單"],
  tdecLodge: ["Declaration lodged", "提交报关单", "提交報關單"],
  udrAck: ["UDR acknowledgement", "UDR 回执", "UDR 回執"],
  tdecCancel: ["Declaration cancelled", "取消报关单", "取消報關單"],
} as const;
const STATUSES = {
  draft: ["Draft", "草稿", "草稿"],
  submitted: ["Submitted", "已提交", "已提交"],
  accepted: ["Accepted", "已接受", "已接受"],
  rejected: ["Rejected", "被拒绝", "被拒絕"],
  bundled: ["Bundled", "已绑定", "已綁定"],
  crossed: ["Crossed", "已过境", "已過境"],
  cancelled: ["Cancelled", "已取消", "已取消"],
  lodged: ["Lodged", "已申报", "已申報"],
} as const;
const pick = (table: Record<string, readonly string[]>, i: 0 | 1 | 2) => Object.fromEntries(Object.entries(table).map(([key, names]) => [key, names[i]]));

function texts(i: 0 | 1 | 2, reference: string, title: string) {
  const words = [
    { at: "Time", reference, direction: "Direction", type: "Message", statusAfter: "Status after", vehicleNo: "Vehicle", party: "Consignee", summary: "Content", by: "By", atFrom: "From", atTo: "To" },
    { at: "时间", reference, direction: "方向", type: "报文", statusAfter: "处理后状态", vehicleNo: "车牌", party: "收货人", summary: "内容", by: "操作人", atFrom: "开始日期", atTo: "结束日期" },
    { at: "時間", reference, direction: "方向", type: "報文", statusAfter: "處理後狀態", vehicleNo: "車牌", party: "收貨人", summary: "內容", by: "操作人", atFrom: "開始日期", atTo: "結束日期" },
  ][i];
  const page = [
    { back: "All messages", open: "Open the record", timeline: "Messages", none: "No messages yet.", sent: "Sent", received: "Received", recorded: "Recorded", facts: "Record" },
    { back: "全部报文", open: "打开记录", timeline: "报文", none: "暂无报文。", sent: "发送", received: "接收", recorded: "系统记录", facts: "记录" },
    { back: "全部報文", open: "打開記錄", timeline: "報文", none: "暫無報文。", sent: "發送", received: "接收", recorded: "系統記錄", facts: "記錄" },
  ][i];
  return {
    title,
    fields: words,
    options: { direction: { sent: page.sent, received: page.received, recorded: page.recorded }, type: pick(TYPES, i), statusAfter: pick(STATUSES, i) },
    page,
  };
}

export const hKDetailText = {
  en: texts(0, "Ref. no. or CCRN", "CCRN message history"),
  zh: texts(1, "编号或 CCRN", "CCRN 报文记录"),
  tw: texts(2, "編號或 CCRN", "CCRN 報文記錄"),
};
export const declarationDetailText = {
  en: texts(0, "Ref. no. or UDR", "UDR message history"),
  zh: texts(1, "编号或 UDR", "UDR 报文记录"),
  tw: texts(2, "編號或 UDR", "UDR 報文記錄"),
};
