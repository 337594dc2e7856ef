import { wechatMessages as wm } from "#contract/business/wechat";

const configFields = {
  en: { name: "Name", appKey: "AppID", secretState: "AppSecret", appSecret: "New AppSecret", routeUrl: "Route URL", templateId: "Template ID", status: "Status", submitter: "Submitted by", auditor: "Audited by", auditTime: "Audited at", auditReason: "Rejection reason", createTime: "Created" },
  zh: { name: "名称", appKey: "AppID", secretState: "AppSecret", appSecret: "新的 AppSecret", routeUrl: "跳转地址", templateId: "模板ID", status: "状态", submitter: "提交人", auditor: "审核人", auditTime: "审核时间", auditReason: "驳回原因", createTime: "创建时间" },
  tw: { name: "名稱", appKey: "AppID", secretState: "AppSecret", appSecret: "新的 AppSecret", routeUrl: "跳轉網址", templateId: "範本ID", status: "狀態", submitter: "提交人", auditor: "審核人", auditTime: "審核時間", auditReason: "駁回原因", createTime: "建立時間" },
};

/** Labels of /weChatManagement (`resources.weChatManagement`) and the WeChat calls' refusals, in en, zh and tw. */
export const weChatManagementText = {
  en: {
    title: "WeChat public accounts",
    fields: configFields.en,
    options: {
      status: { draft: "Draft", submitted: "Awaiting audit", approved: "Approved", rejected: "Rejected" },
      secretState: { set: "Set", unset: "Not set" },
    },
    secretHint: "Stored encrypted and never shown. Leave blank to keep the one set.",
    actions: { submit: "Submit", audit: "Audit" },
    confirm: { submit: "Submit this public account for audit? It cannot be edited while it waits." },
    done: { submit: "Submitted for audit.", approved: "The public account is approved.", rejected: "The public account is rejected." },
    decision: { approve: "Approve", reject: "Reject" },
  },
  zh: {
    title: "公众号配置",
    fields: configFields.zh,
    options: {
      status: { draft: "草稿", submitted: "待审核", approved: "已通过", rejected: "已驳回" },
      secretState: { set: "已设置", unset: "未设置" },
    },
    secretHint: "加密保存，不会显示。留空则保留已设置的密钥。",
    actions: { submit: "提交", audit: "审核" },
    confirm: { submit: "提交此公众号审核？审核期间不能修改。" },
    done: { submit: "已提交审核。", approved: "公众号已审核通过。", rejected: "公众号已驳回。" },
    decision: { approve: "通过", reject: "驳回" },
  },
  tw: {
    title: "公眾號設定",
    fields: configFields.tw,
    options: {
      status: { draft: "草稿", submitted: "待審核", approved: "已通過", rejected: "已駁回" },
      secretState: { set: "已設定", unset: "未設定" },
    },
    secretHint: "加密保存，不會顯示。留空則保留已設定的密鑰。",
    actions: { submit: "提交", audit: "審核" },
    confirm: { submit: "提交此公眾號審核？審核期間不能修改。" },
    done: { submit: "已提交審核。", approved: "公眾號已審核通過。", rejected: "公眾號已駁回。" },
    decision: { approve: "通過", reject: "駁回" },
  },
  provider: {
    zh: {
      [wm.appKeyShape]: "AppID 为 wx 开头加 16 位字母或数字",
      [wm.appKeyTaken]: "本租户已有使用此 AppID 的公众号",
      [wm.secretShape]: "AppSecret 为 32 位字母或数字",
      [wm.routeUrlShape]: "请输入以 https:// 开头的网址",
      [wm.stepNotAllowed]: "该公众号当前状态不允许此操作",
      [wm.secretMissing]: "请先设置 AppSecret 再提交",
      [wm.reasonNeeded]: "请填写驳回原因",
      [wm.moduleCodeTaken]: "已存在相同编码的模块",
      [wm.moduleType]: "请选择模块类型",
      [wm.configNotApproved]: "请选择已审核通过的公众号",
      [wm.receiversNeeded]: "请至少选择一位会员",
      [wm.tooManyReceivers]: "一次最多推送给 200 位会员",
      [wm.receiverUnknown]: "所选会员在本租户没有微信 OpenID",
      [wm.messageNeeded]: "请填写推送内容",
      [wm.notFailed]: "只能重试推送失败的记录",
    },
    tw: {
      [wm.appKeyShape]: "AppID 為 wx 開頭加 16 位字母或數字",
      [wm.appKeyTaken]: "本租戶已有使用此 AppID 的公眾號",
      [wm.secretShape]: "AppSecret 為 32 位字母或數字",
      [wm.routeUrlShape]: "請輸入以 https:// 開頭的網址",
      [wm.stepNotAllowed]: "該公眾號目前狀態不允許此操作",
      [wm.secretMissing]: "請先設定 AppSecret 再提交",
      [wm.reasonNeeded]: "請填寫駁回原因",
      [wm.moduleCodeTaken]: "已存在相同編碼的模組",
      [wm.moduleType]: "請選擇模組類型",
      [wm.configNotApproved]: "請選擇已審核通過的公眾號",
      [wm.receiversNeeded]: "請至少選擇一位會員",
      [wm.tooManyReceivers]: "一次最多推送給 200 位會員",
      [wm.receiverUnknown]: "所選會員在本租戶沒有微信 OpenID",
      [wm.messageNeeded]: "請填寫推送內容",
      [wm.notFailed]: "只能重試推送失敗的紀錄",
    },
  },
};

/** Labels of /weChatModuleManagement. */
export const weChatModuleText = {
  en: { title: "WeChat modules", fields: { code: "Code", name: "Name", type: "Type", remark: "Remark" }, options: { type: { menu: "Menu", template: "Template message", reply: "Auto reply", page: "Web page" } } },
  zh: { title: "公众号模块", fields: { code: "编码", name: "名称", type: "类型", remark: "备注" }, options: { type: { menu: "菜单", template: "模板消息", reply: "自动回复", page: "网页" } } },
  tw: { title: "公眾號模組", fields: { code: "編碼", name: "名稱", type: "類型", remark: "備註" }, options: { type: { menu: "選單", template: "範本訊息", reply: "自動回覆", page: "網頁" } } },
  provider: { zh: weChatManagementText.provider.zh, tw: weChatManagementText.provider.tw },
};

/** Labels of /pushManagement and its push dialog. */
export const pushManagementText = {
  en: {
    title: "Push records",
    fields: { pushTime: "Pushed at", configId: "Public account", configName: "Public account", receivedBy: "Receiver", receivedByPhone: "Phone", openId: "Open ID", context: "Message", outcome: "Outcome", failReason: "Failure reason", attempts: "Attempts", pushTimeFrom: "Pushed from", pushTimeTo: "Pushed until", userIds: "Members" },
    options: { outcome: { delivered: "Delivered", failed: "Failed" } },
    actions: { push: "Push a template message", retry: "Retry" },
    confirm: { retry: "Send the checked failed pushes again?" },
    done: { push: "Pushed: {{delivered}} delivered, {{failed}} failed.", retry: "Retried: {{delivered}} delivered, {{failed}} still failing." },
    noMembers: "No member of this tenant has a WeChat open id yet.",
  },
  zh: {
    title: "推送记录",
    fields: { pushTime: "推送时间", configId: "公众号", configName: "公众号", receivedBy: "接收人", receivedByPhone: "接收人电话", openId: "OpenID", context: "推送内容", outcome: "结果", failReason: "失败原因", attempts: "尝试次数", pushTimeFrom: "推送开始", pushTimeTo: "推送结束", userIds: "会员" },
    options: { outcome: { delivered: "成功", failed: "失败" } },
    actions: { push: "推送模板消息", retry: "重试" },
    confirm: { retry: "重新发送所选的失败推送？" },
    done: { push: "已推送：成功 {{delivered}} 条，失败 {{failed}} 条。", retry: "已重试：成功 {{delivered}} 条，仍失败 {{failed}} 条。" },
    noMembers: "本租户还没有绑定微信 OpenID 的会员。",
  },
  tw: {
    title: "推送紀錄",
    fields: { pushTime: "推送時間", configId: "公眾號", configName: "公眾號", receivedBy: "接收人", receivedByPhone: "接收人電話", openId: "OpenID", context: "推送內容", outcome: "結果", failReason: "失敗原因", attempts: "嘗試次數", pushTimeFrom: "推送開始", pushTimeTo: "推送結束", userIds: "會員" },
    options: { outcome: { delivered: "成功", failed: "失敗" } },
    actions: { push: "推送範本訊息", retry: "重試" },
    confirm: { retry: "重新發送所選的失敗推送？" },
    done: { push: "已推送：成功 {{delivered}} 筆，失敗 {{failed}} 筆。", retry: "已重試：成功 {{delivered}} 筆，仍失敗 {{failed}} 筆。" },
    noMembers: "本租戶還沒有綁定微信 OpenID 的會員。",
  },
  provider: { zh: weChatManagementText.provider.zh, tw: weChatManagementText.provider.tw },
};
