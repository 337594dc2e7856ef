import { accountMessages as m } from "#contract/account/messages";

/** The prepaid account calls' refusals in zh and tw (English is the provider's own). */
const provider = {
  zh: {
    [m.balanceShort]: "余额不足：此笔变动会使余额低于零",
    [m.requestKeyShape]: "表单的请求编号应为 8 到 64 位字母、数字或短横线：请重新打开表单",
    [m.amountShape]: "金额须大于零，最多 10 位整数、2 位小数",
    [m.amountSign]: "金额的正负与变动类型不符",
    [m.currencyUnknown]: "请选择预付账户支持的币种",
    [m.reasonRequired]: "手工调整须填写原因",
    [m.periodReversed]: "结束日期早于开始日期",
    [m.receivingBankUnknown]: "请选择本租户已启用的收款账户",
    [m.receivingBankCurrency]: "该收款账户不收此币种",
    [m.receivingBankTaken]: "已存在相同账号的收款账户",
    [m.receivingBankUsed]: "已有充值使用该收款账户，不能删除，可将其停用",
    [m.requestUnknown]: "请选择本租户的申请",
    [m.stepNotAllowed]: "申请当前状态不能执行此操作",
    [m.rejectReasonRequired]: "驳回须填写原因",
    [m.proofRequired]: "请上传转账凭证",
    [m.bankAccountUnknown]: "请选择您自己的银行账户",
    [m.accountUnknown]: "请选择本租户的账户",
    [m.accountNumberShape]: "账号为 6 至 40 位数字、大写字母、空格或“-”",
    [m.swiftShape]: "SWIFT 代码为 8 或 11 位字母和数字",
    [m.transferReferenceShape]: "转账流水号为 1 至 64 个字符",
  },
  tw: {
    [m.balanceShort]: "餘額不足：此筆異動會使餘額低於零",
    [m.requestKeyShape]: "表單的請求編號應為 8 到 64 位字母、數字或短橫線：請重新開啟表單",
    [m.amountShape]: "金額須大於零，最多 10 位整數、2 位小數",
    [m.amountSign]: "金額的正負與異動類型不符",
    [m.currencyUnknown]: "請選擇預付帳戶支援的幣別",
    [m.reasonRequired]: "手動調整須填寫原因",
    [m.periodReversed]: "結束日期早於開始日期",
    [m.receivingBankUnknown]: "請選擇本租戶已啟用的收款帳戶",
    [m.receivingBankCurrency]: "該收款帳戶不收此幣別",
    [m.receivingBankTaken]: "已存在相同帳號的收款帳戶",
    [m.receivingBankUsed]: "已有儲值使用該收款帳戶，不能刪除，可將其停用",
    [m.requestUnknown]: "請選擇本租戶的申請",
    [m.stepNotAllowed]: "申請目前狀態不能執行此操作",
    [m.rejectReasonRequired]: "駁回須填寫原因",
    [m.proofRequired]: "請上傳轉帳憑證",
    [m.bankAccountUnknown]: "請選擇您自己的銀行帳戶",
    [m.accountUnknown]: "請選擇本租戶的帳戶",
    [m.accountNumberShape]: "帳號為 6 至 40 位數字、大寫字母、空格或「-」",
    [m.swiftShape]: "SWIFT 代碼為 8 或 11 位字母和數字",
    [m.transferReferenceShape]: "轉帳流水號為 1 至 64 個字元",
  },
};

const bankStatus = { en: { enabled: "Enabled", disabled: "Disabled" }, zh: { enabled: "启用", disabled: "停用" }, tw: { enabled: "啟用", disabled: "停用" } };
const requestStatus = {
  en: { requested: "Requested", confirmed: "Confirmed", rejected: "Rejected" },
  zh: { requested: "待确认", confirmed: "已到账", rejected: "已驳回" },
  tw: { requested: "待確認", confirmed: "已入帳", rejected: "已駁回" },
};
const currency = { CNY: "CNY", USD: "USD", HKD: "HKD" };

export const bankMgtText = {
  en: {
    title: "Receiving banks",
    fields: { bankName: "Bank", accountName: "Account name", accountNumber: "Account number", swiftCode: "SWIFT", currency: "Currency", branch: "Branch", status: "Status", remark: "Remark", createTime: "Created" },
    options: { status: bankStatus.en, currency },
  },
  zh: {
    title: "收款银行",
    fields: { bankName: "银行名称", accountName: "户名", accountNumber: "账号", swiftCode: "SWIFT 代码", currency: "币种", branch: "开户支行", status: "状态", remark: "备注", createTime: "创建时间" },
    options: { status: bankStatus.zh, currency },
  },
  tw: {
    title: "收款銀行",
    fields: { bankName: "銀行名稱", accountName: "戶名", accountNumber: "帳號", swiftCode: "SWIFT 代碼", currency: "幣別", branch: "開戶分行", status: "狀態", remark: "備註", createTime: "建立時間" },
    options: { status: bankStatus.tw, currency },
  },
  provider,
};

const requestFields = {
  en: {
    createTime: "Asked", memberName: "Member", amountText: "Amount", amount: "Amount", currency: "Currency", receivingBankId: "Paid into", receivingBankName: "Paid into",
    transferReference: "Transfer reference", proofFile: "Transfer proof", status: "Status", rejectReason: "Reason rejected",
  },
  zh: {
    createTime: "申请时间", memberName: "会员", amountText: "金额", amount: "金额", currency: "币种", receivingBankId: "收款账户", receivingBankName: "收款账户",
    transferReference: "转账流水号", proofFile: "转账凭证", status: "状态", rejectReason: "驳回原因",
  },
  tw: {
    createTime: "申請時間", memberName: "會員", amountText: "金額", amount: "金額", currency: "幣別", receivingBankId: "收款帳戶", receivingBankName: "收款帳戶",
    transferReference: "轉帳流水號", proofFile: "轉帳憑證", status: "狀態", rejectReason: "駁回原因",
  },
};
const history = {
  en: { open: "History", title: "Request {{amount}}", close: "Close" },
  zh: { open: "进度", title: "申请 {{amount}}", close: "关闭" },
  tw: { open: "進度", title: "申請 {{amount}}", close: "關閉" },
};

export const rechargeRecordText = {
  en: { title: "Recharges", create: "Ask for a recharge", fields: requestFields.en, options: { status: requestStatus.en, currency }, history: history.en },
  zh: { title: "充值记录", create: "申请充值", fields: requestFields.zh, options: { status: requestStatus.zh, currency }, history: history.zh },
  tw: { title: "儲值紀錄", create: "申請儲值", fields: requestFields.tw, options: { status: requestStatus.tw, currency }, history: history.tw },
  provider,
};

export const rechargeInfoText = {
  en: {
    title: "Recharge review", fields: requestFields.en, options: { status: requestStatus.en, currency }, history: history.en,
    actions: { audit: "Confirm or reject" }, decision: { confirm: "Confirm: money received", reject: "Reject" },
    done: { confirm: "Confirmed: the member's balance is credited", reject: "The request was rejected" },
  },
  zh: {
    title: "充值审核", fields: requestFields.zh, options: { status: requestStatus.zh, currency }, history: history.zh,
    actions: { audit: "审核" }, decision: { confirm: "确认到账", reject: "驳回" },
    done: { confirm: "已确认：会员余额已入账", reject: "申请已驳回" },
  },
  tw: {
    title: "儲值審核", fields: requestFields.tw, options: { status: requestStatus.tw, currency }, history: history.tw,
    actions: { audit: "審核" }, decision: { confirm: "確認入帳", reject: "駁回" },
    done: { confirm: "已確認：會員餘額已入帳", reject: "申請已駁回" },
  },
  provider,
};

const kinds = {
  en: { recharge: "Recharge", fee: "Fee", refund: "Refund", adjustment: "Adjustment" },
  zh: { recharge: "充值", fee: "费用", refund: "退款", adjustment: "调整" },
  tw: { recharge: "儲值", fee: "費用", refund: "退款", adjustment: "調整" },
};
const sources = {
  en: { recharge: "Recharge request", refund: "Refund request", adjustment: "Adjustment", service: "Service fee", openApiCall: "Open-API call", bill: "Bill" },
  zh: { recharge: "充值申请", refund: "退款申请", adjustment: "人工调整", service: "服务费", openApiCall: "接口调用", bill: "账单" },
  tw: { recharge: "儲值申請", refund: "退款申請", adjustment: "人工調整", service: "服務費", openApiCall: "介面呼叫", bill: "帳單" },
};
const movementFields = {
  en: {
    createTime: "Time", currency: "Currency", kind: "Movement", amountText: "Amount", balanceText: "Balance after", sourceType: "Source", sourceId: "Source number", reason: "Reason",
    createByName: "By", createTimeFrom: "From", createTimeTo: "To", ownerName: "Owner",
  },
  zh: {
    createTime: "时间", currency: "币种", kind: "类型", amountText: "金额", balanceText: "变动后余额", sourceType: "来源", sourceId: "来源单号", reason: "原因",
    createByName: "操作人", createTimeFrom: "开始日期", createTimeTo: "结束日期", ownerName: "账户持有人",
  },
  tw: {
    createTime: "時間", currency: "幣別", kind: "類型", amountText: "金額", balanceText: "異動後餘額", sourceType: "來源", sourceId: "來源單號", reason: "原因",
    createByName: "操作人", createTimeFrom: "開始日期", createTimeTo: "結束日期", ownerName: "帳戶持有人",
  },
};
/** A statement's words, shared by /MyAccount and /AccountInfo. */
const statement = {
  en: {
    title: "Statement", currency: "Currency", from: "From", to: "To", show: "Show", opening: "Opening balance", moved: "Movements", closing: "Closing balance",
    xlsx: "Statement (xlsx)", pdf: "Statement (PDF)", empty: "No movements in this period", check: "Opening + movements = closing",
  },
  zh: {
    title: "对账单", currency: "币种", from: "开始日期", to: "结束日期", show: "查询", opening: "期初余额", moved: "本期发生额", closing: "期末余额",
    xlsx: "对账单（xlsx）", pdf: "对账单（PDF）", empty: "本期无变动", check: "期初余额 + 本期发生额 = 期末余额",
  },
  tw: {
    title: "對帳單", currency: "幣別", from: "開始日期", to: "結束日期", show: "查詢", opening: "期初餘額", moved: "本期發生額", closing: "期末餘額",
    xlsx: "對帳單（xlsx）", pdf: "對帳單（PDF）", empty: "本期無異動", check: "期初餘額 + 本期發生額 = 期末餘額",
  },
};

export const rechargeFlowText = {
  en: { title: "Account movements", fields: movementFields.en, options: { kind: kinds.en, sourceType: sources.en, currency } },
  zh: { title: "资金流水", fields: movementFields.zh, options: { kind: kinds.zh, sourceType: sources.zh, currency } },
  tw: { title: "資金流水", fields: movementFields.tw, options: { kind: kinds.tw, sourceType: sources.tw, currency } },
  provider,
};

const ownerKinds = { en: { member: "Member", tenant: "Tenant" }, zh: { member: "会员", tenant: "租户" }, tw: { member: "會員", tenant: "租戶" } };

export const accountInfoText = {
  en: {
    title: "Prepaid accounts",
    fields: { ownerName: "Owner", ownerKind: "Owner type", currency: "Currency", balanceText: "Balance", createTime: "Opened" },
    options: { ownerKind: ownerKinds.en, currency, kind: kinds.en, sourceType: sources.en },
    actions: { adjust: "Adjust a balance" },
    open: "Statement",
    adjust: { member: "Member", direction: "Direction", credit: "Credit", debit: "Debit", amount: "Amount", reason: "Reason", done: "The adjustment was posted" },
    movements: movementFields.en,
    statement: statement.en,
  },
  zh: {
    title: "账户信息",
    fields: { ownerName: "账户持有人", ownerKind: "持有人类型", currency: "币种", balanceText: "余额", createTime: "开户时间" },
    options: { ownerKind: ownerKinds.zh, currency, kind: kinds.zh, sourceType: sources.zh },
    actions: { adjust: "调整余额" },
    open: "对账单",
    adjust: { member: "会员", direction: "方向", credit: "增加", debit: "扣减", amount: "金额", reason: "原因", done: "调整已入账" },
    movements: movementFields.zh,
    statement: statement.zh,
  },
  tw: {
    title: "帳戶資訊",
    fields: { ownerName: "帳戶持有人", ownerKind: "持有人類型", currency: "幣別", balanceText: "餘額", createTime: "開戶時間" },
    options: { ownerKind: ownerKinds.tw, currency, kind: kinds.tw, sourceType: sources.tw },
    actions: { adjust: "調整餘額" },
    open: "對帳單",
    adjust: { member: "會員", direction: "方向", credit: "增加", debit: "扣減", amount: "金額", reason: "原因", done: "調整已入帳" },
    movements: movementFields.tw,
    statement: statement.tw,
  },
  provider,
};

export const myAccountText = {
  en: { title: "My account", refund: { open: "Request a refund", bank: "To my bank account", amount: "Amount", noBank: "Add a bank account of your own first.", addBank: "Bank accounts", done: "The refund was requested" }, balances: "Balances", noBalance: "No balance yet: ask for a recharge", latest: "Latest movements", noMovements: "No movements yet", all: "All movements", kinds: kinds.en, movements: movementFields.en, statement: statement.en },
  zh: { title: "账户概览", refund: { open: "申请退款", bank: "退至我的银行账户", amount: "金额", noBank: "请先添加您自己的银行账户。", addBank: "银行账户", done: "退款申请已提交" }, balances: "余额", noBalance: "暂无余额：请先申请充值", latest: "最近变动", noMovements: "暂无变动", all: "全部流水", kinds: kinds.zh, movements: movementFields.zh, statement: statement.zh },
  tw: { title: "帳戶概覽", refund: { open: "申請退款", bank: "退至我的銀行帳戶", amount: "金額", noBank: "請先新增您自己的銀行帳戶。", addBank: "銀行帳戶", done: "退款申請已送出" }, balances: "餘額", noBalance: "尚無餘額：請先申請儲值", latest: "最近異動", noMovements: "尚無異動", all: "全部流水", kinds: kinds.tw, movements: movementFields.tw, statement: statement.tw },
  provider,
};

const refundStatus = {
  en: { requested: "Requested", approved: "Approved", paid: "Paid", rejected: "Rejected" },
  zh: { requested: "待审批", approved: "已批准", paid: "已付款", rejected: "已驳回" },
  tw: { requested: "待審批", approved: "已核准", paid: "已付款", rejected: "已駁回" },
};
const refundFields = {
  en: { createTime: "Asked", memberName: "Member", amountText: "Amount", currency: "Currency", bankAccountText: "To bank account", status: "Status", transferReference: "Transfer reference", rejectReason: "Reason rejected" },
  zh: { createTime: "申请时间", memberName: "会员", amountText: "金额", currency: "币种", bankAccountText: "收款账户", status: "状态", transferReference: "转账流水号", rejectReason: "驳回原因" },
  tw: { createTime: "申請時間", memberName: "會員", amountText: "金額", currency: "幣別", bankAccountText: "收款帳戶", status: "狀態", transferReference: "轉帳流水號", rejectReason: "駁回原因" },
};

export const rechargeFlowBackText = {
  en: {
    title: "Refunds", fields: refundFields.en, options: { status: refundStatus.en, currency }, history: history.en,
    actions: { audit: "Approve or reject", pay: "Mark paid" }, decision: { approve: "Approve: debit the balance", reject: "Reject" },
    done: { approve: "Approved: the balance is debited", reject: "The request was rejected", pay: "Marked paid" },
  },
  zh: {
    title: "退款申请", fields: refundFields.zh, options: { status: refundStatus.zh, currency }, history: history.zh,
    actions: { audit: "审批", pay: "标记已付款" }, decision: { approve: "批准：扣减余额", reject: "驳回" },
    done: { approve: "已批准：余额已扣减", reject: "申请已驳回", pay: "已标记付款" },
  },
  tw: {
    title: "退款申請", fields: refundFields.tw, options: { status: refundStatus.tw, currency }, history: history.tw,
    actions: { audit: "審批", pay: "標記已付款" }, decision: { approve: "核准：扣減餘額", reject: "駁回" },
    done: { approve: "已核准：餘額已扣減", reject: "申請已駁回", pay: "已標記付款" },
  },
  provider,
};
