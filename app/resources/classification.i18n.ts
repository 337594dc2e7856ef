import { customsProviderText as provider } from "./customs-messages.i18n";

/**
 * Texts of the classification screens: the member's orders (`resources.ClassifyOrder`) and the
 * classifiers' queue (`resources.ClassifyPlatform`). Both show an order's steps as a timeline.
 */
const shared = {
  en: {
    fields: {
      orderNo: "Order no.", goodsId: "Goods", goodsName: "Goods", description: "Full description", functionUse: "Function or use",
      material: "Material composition (% by weight)", jurisdictions: "Jurisdictions", jurisdiction: "Jurisdiction", attachmentUrl: "Photos or spec sheet",
      status: "Status", assigneeName: "Classifier", returnReason: "Returned because", createTime: "Submitted", createdFrom: "Submitted from", createdTo: "Submitted to",
    },
    options: {
      jurisdictions: { US: "US", CN: "China", HK: "Hong Kong", HS: "HS 6" },
      jurisdiction: { US: "US", CN: "China", HK: "Hong Kong", HS: "HS 6" },
      status: { submitted: "Submitted", in_review: "In review", classified: "Classified", returned: "Returned", cancelled: "Cancelled" },
      gri: { "1": "GRI 1", "2a": "GRI 2(a)", "2b": "GRI 2(b)", "3a": "GRI 3(a)", "3b": "GRI 3(b)", "3c": "GRI 3(c)", "4": "GRI 4", "5a": "GRI 5(a)", "5b": "GRI 5(b)", "6": "GRI 6" },
    },
    timeline: {
      open: "Steps", title: "Steps of {{orderNo}}", codes: "Codes", gri: "Rules applied",
      steps: { submit: "Submitted", claim: "Claimed", propose: "Codes proposed", approve: "Approved", return: "Returned", cancel: "Cancelled" },
      code: { hs6: "HS6", htsCode: "US HTS", cnCode: "China", hkCode: "Hong Kong" },
      review: { label: "Review:", fourEyes: "Four eyes, on the classification desk", process: "Workflow process", instance: "Open its process instance", row: "Process" },
    },
  },
  zh: {
    fields: {
      orderNo: "归类单号", goodsId: "商品", goodsName: "商品", description: "完整描述", functionUse: "功能或用途",
      material: "材质成分（重量百分比）", jurisdictions: "申请法域", jurisdiction: "法域", attachmentUrl: "照片或规格书",
      status: "状态", assigneeName: "归类员", returnReason: "退回原因", createTime: "提交时间", createdFrom: "提交日期自", createdTo: "提交日期至",
    },
    options: {
      jurisdictions: { US: "美国", CN: "中国", HK: "香港", HS: "HS 6 位" },
      jurisdiction: { US: "美国", CN: "中国", HK: "香港", HS: "HS 6 位" },
      status: { submitted: "已提交", in_review: "归类中", classified: "已归类", returned: "已退回", cancelled: "已取消" },
      gri: { "1": "规则一", "2a": "规则二（一）", "2b": "规则二（二）", "3a": "规则三（一）", "3b": "规则三（二）", "3c": "规则三（三）", "4": "规则四", "5a": "规则五（一）", "5b": "规则五（二）", "6": "规则六" },
    },
    timeline: {
      open: "流程", title: "{{orderNo}} 的流程", codes: "编码", gri: "所依据规则",
      steps: { submit: "已提交", claim: "已领取", propose: "已提出编码", approve: "已审核通过", return: "已退回", cancel: "已取消" },
      code: { hs6: "HS6", htsCode: "美国 HTS", cnCode: "中国", hkCode: "香港" },
      review: { label: "审核方式：", fourEyes: "归类平台双人复核", process: "工作流程审批", instance: "查看流程实例", row: "审批流程" },
    },
  },
  tw: {
    fields: {
      orderNo: "歸類單號", goodsId: "商品", goodsName: "商品", description: "完整描述", functionUse: "功能或用途",
      material: "材質成分（重量百分比）", jurisdictions: "申請法域", jurisdiction: "法域", attachmentUrl: "照片或規格書",
      status: "狀態", assigneeName: "歸類員", returnReason: "退回原因", createTime: "提交時間", createdFrom: "提交日期自", createdTo: "提交日期至",
    },
    options: {
      jurisdictions: { US: "美國", CN: "中國", HK: "香港", HS: "HS 6 位" },
      jurisdiction: { US: "美國", CN: "中國", HK: "香港", HS: "HS 6 位" },
      status: { submitted: "已提交", in_review: "歸類中", classified: "已歸類", returned: "已退回", cancelled: "已取消" },
      gri: { "1": "規則一", "2a": "規則二（一）", "2b": "規則二（二）", "3a": "規則三（一）", "3b": "規則三（二）", "3c": "規則三（三）", "4": "規則四", "5a": "規則五（一）", "5b": "規則五（二）", "6": "規則六" },
    },
    timeline: {
      open: "流程", title: "{{orderNo}} 的流程", codes: "編碼", gri: "所依據規則",
      steps: { submit: "已提交", claim: "已領取", propose: "已提出編碼", approve: "已審核通過", return: "已退回", cancel: "已取消" },
      code: { hs6: "HS6", htsCode: "美國 HTS", cnCode: "中國", hkCode: "香港" },
      review: { label: "審核方式：", fourEyes: "歸類平台雙人複核", process: "工作流程審批", instance: "查看流程實例", row: "審批流程" },
    },
  },
};

export const classifyOrderText = {
  en: {
    ...shared.en,
    title: "Classification orders",
    actions: { submit: "Submit again", cancel: "Cancel order" },
    confirm: { submit: "Send the checked order back to the classifiers?", cancel: "Cancel the checked order? It cannot be reopened." },
    done: { submit: "Order submitted again", cancel: "Order cancelled" },
  },
  zh: {
    ...shared.zh,
    title: "归类订单",
    actions: { submit: "重新提交", cancel: "取消订单" },
    confirm: { submit: "将勾选的订单重新提交给归类员？", cancel: "取消勾选的订单？取消后不能恢复。" },
    done: { submit: "订单已重新提交", cancel: "订单已取消" },
  },
  tw: {
    ...shared.tw,
    title: "歸類訂單",
    actions: { submit: "重新提交", cancel: "取消訂單" },
    confirm: { submit: "將勾選的訂單重新提交給歸類員？", cancel: "取消勾選的訂單？取消後不能恢復。" },
    done: { submit: "訂單已重新提交", cancel: "訂單已取消" },
  },
  provider,
};

export const classifyPlatformText = {
  en: {
    ...shared.en,
    title: "Classification platform",
    actions: { claim: "Claim", propose: "Propose codes", approve: "Approve", return: "Return" },
    confirm: { claim: "Take the checked order into your review?" },
    done: { claim: "Order claimed", propose: "Codes proposed", approve: "Approved: the codes are on the goods", return: "Order returned to the member" },
    propose: {
      title: "Propose codes for {{orderNo}}", facts: "Facts", candidates: "Candidates from the HS search", searching: "Searching the HS…",
      noCandidates: "The HS search found no subheading for this description.", use: "Use", hint: "A help, never a decision: read the section and chapter notes.",
      rationale: "Rationale", gri: "Rules applied (GRI)",
    },
    approve: { title: "Approve {{orderNo}}", by: "Proposed by {{user}} on {{time}}", note: "The codes are written onto the goods, with you as the reviewer.", confirm: "Approve" },
    return: { title: "Return {{orderNo}} to the member", reason: "Reason" },
  },
  zh: {
    ...shared.zh,
    title: "归类平台",
    actions: { claim: "领取", propose: "提出编码", approve: "审核通过", return: "退回" },
    confirm: { claim: "领取勾选的订单进行归类？" },
    done: { claim: "订单已领取", propose: "已提出编码", approve: "已审核通过，编码已写入商品", return: "订单已退回会员" },
    propose: {
      title: "为 {{orderNo}} 提出编码", facts: "商品事实", candidates: "HS 检索候选", searching: "正在检索 HS…",
      noCandidates: "HS 检索未找到与该描述匹配的子目。", use: "采用", hint: "仅供参考，不是结论：请查阅类注和章注。",
      rationale: "归类理由", gri: "所依据规则（归类总规则）",
    },
    approve: { title: "审核 {{orderNo}}", by: "{{user}} 于 {{time}} 提出", note: "审核通过后，编码将写入商品，审核人为您。", confirm: "审核通过" },
    return: { title: "将 {{orderNo}} 退回会员", reason: "退回原因" },
  },
  tw: {
    ...shared.tw,
    title: "歸類平台",
    actions: { claim: "領取", propose: "提出編碼", approve: "審核通過", return: "退回" },
    confirm: { claim: "領取勾選的訂單進行歸類？" },
    done: { claim: "訂單已領取", propose: "已提出編碼", approve: "已審核通過，編碼已寫入商品", return: "訂單已退回會員" },
    propose: {
      title: "為 {{orderNo}} 提出編碼", facts: "商品事實", candidates: "HS 檢索候選", searching: "正在檢索 HS…",
      noCandidates: "HS 檢索未找到與該描述相符的子目。", use: "採用", hint: "僅供參考，不是結論：請查閱類註和章註。",
      rationale: "歸類理由", gri: "所依據規則（歸類總規則）",
    },
    approve: { title: "審核 {{orderNo}}", by: "{{user}} 於 {{time}} 提出", note: "審核通過後，編碼將寫入商品，審核人為您。", confirm: "審核通過" },
    return: { title: "將 {{orderNo}} 退回會員", reason: "退回原因" },
  },
  provider,
};
