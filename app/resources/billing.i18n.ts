import { accountMessages as a } from "#contract/account/messages";
import { billingMessages as b } from "#contract/business/billing";

/** The billing and clearing calls' refusals in zh and tw (the balance's own refusal too: a settlement meets it). */
const provider = {
  zh: {
    [b.monthShape]: "月份格式为 YYYY-MM",
    [b.billUnknown]: "请选择本租户的账单",
    [b.notDraft]: "只有草稿账单可以出账或删除",
    [b.notIssued]: "只有已出账的账单可以结算",
    [b.emptyBill]: "没有明细的账单不能出账",
    [b.amountShape]: "金额须大于零，最多两位小数",
    [b.amountOverOpen]: "金额超过账单未付部分",
    [b.settlementStale]: "账单已有新的结算：请重新打开后再试",
    [b.referenceRequired]: "银行转账须填写转账流水号",
    [b.transferDateShape]: "转账日期格式为 YYYY-MM-DD",
    [a.balanceShort]: "余额不足：此笔扣款会使余额低于零",
  },
  tw: {
    [b.monthShape]: "月份格式為 YYYY-MM",
    [b.billUnknown]: "請選擇本租戶的帳單",
    [b.notDraft]: "只有草稿帳單可以出帳或刪除",
    [b.notIssued]: "只有已出帳的帳單可以結算",
    [b.emptyBill]: "沒有明細的帳單不能出帳",
    [b.amountShape]: "金額須大於零，最多兩位小數",
    [b.amountOverOpen]: "金額超過帳單未付部分",
    [b.settlementStale]: "帳單已有新的結算：請重新開啟後再試",
    [b.referenceRequired]: "銀行轉帳須填寫轉帳流水號",
    [b.transferDateShape]: "轉帳日期格式為 YYYY-MM-DD",
    [a.balanceShort]: "餘額不足：此筆扣款會使餘額低於零",
  },
};

export const billingManagementText = {
  en: {
    title: "Billing",
    fields: { code: "Bill", memberName: "Member", month: "Month", currency: "Currency", total: "Total", paid: "Paid", open: "Open", lineCount: "Lines", status: "Status", issueTime: "Issued", dueDate: "Due" },
    options: { status: { draft: "Draft", issued: "Issued", settled: "Settled" } },
    actions: { draftBills: "Draft bills", issueBills: "Issue" },
    draft: { month: "Month", hint: "Services used in this month that no bill carries yet become lines of each member's draft", done: "Bills drafted: {{count}} new lines" },
    issued: "The bills were issued",
    sources: { usClearance: "US clearance fee", hkDeclaration: "HK declaration lodged", classification: "Classification order" },
    detail: {
      open: "Lines", close: "Close", title: "{{code}} · {{member}} · {{month}}", total: "Total {{currency}} {{total}}, open {{open}}",
      serviceDate: "Date", sourceType: "Service", source: "Record", description: "Description", amount: "Amount ({{currency}})",
      settlements: "Settlements", noSettlements: "Nothing paid yet", when: "When", way: "Paid", reference: "Ledger or transfer", who: "By",
      ways: { balance: "From balance", transfer: "By transfer" }, ledgerDebit: "Ledger debit, balance after {{balance}}",
    },
  },
  zh: {
    title: "账单管理",
    fields: { code: "账单号", memberName: "会员", month: "账期", currency: "币种", total: "金额", paid: "已付", open: "未付", lineCount: "明细数", status: "状态", issueTime: "出账时间", dueDate: "到期日" },
    options: { status: { draft: "草稿", issued: "已出账", settled: "已结清" } },
    actions: { draftBills: "生成账单", issueBills: "出账" },
    draft: { month: "账期", hint: "该月已使用且尚未入账的服务，将计入各会员的草稿账单", done: "账单已生成：新增 {{count}} 条明细" },
    issued: "账单已出账",
    sources: { usClearance: "美国清关费用", hkDeclaration: "香港报关（已递交）", classification: "归类订单" },
    detail: {
      open: "明细", close: "关闭", title: "{{code}} · {{member}} · {{month}}", total: "金额 {{currency}} {{total}}，未付 {{open}}",
      serviceDate: "日期", sourceType: "服务", source: "单据", description: "说明", amount: "金额（{{currency}}）",
      settlements: "结算记录", noSettlements: "尚未付款", when: "时间", way: "付款方式", reference: "流水或转账", who: "操作人",
      ways: { balance: "余额扣款", transfer: "银行转账" }, ledgerDebit: "余额扣款，扣后余额 {{balance}}",
    },
  },
  tw: {
    title: "帳單管理",
    fields: { code: "帳單號", memberName: "會員", month: "帳期", currency: "幣別", total: "金額", paid: "已付", open: "未付", lineCount: "明細數", status: "狀態", issueTime: "出帳時間", dueDate: "到期日" },
    options: { status: { draft: "草稿", issued: "已出帳", settled: "已結清" } },
    actions: { draftBills: "產生帳單", issueBills: "出帳" },
    draft: { month: "帳期", hint: "該月已使用且尚未入帳的服務，將計入各會員的草稿帳單", done: "帳單已產生：新增 {{count}} 筆明細" },
    issued: "帳單已出帳",
    sources: { usClearance: "美國清關費用", hkDeclaration: "香港報關（已遞交）", classification: "歸類訂單" },
    detail: {
      open: "明細", close: "關閉", title: "{{code}} · {{member}} · {{month}}", total: "金額 {{currency}} {{total}}，未付 {{open}}",
      serviceDate: "日期", sourceType: "服務", source: "單據", description: "說明", amount: "金額（{{currency}}）",
      settlements: "結算記錄", noSettlements: "尚未付款", when: "時間", way: "付款方式", reference: "流水或轉帳", who: "操作人",
      ways: { balance: "餘額扣款", transfer: "銀行轉帳" }, ledgerDebit: "餘額扣款，扣後餘額 {{balance}}",
    },
  },
  provider,
};

export const clearingCenterText = {
  en: {
    title: "Settlement",
    fields: { code: "Bill", memberName: "Member", month: "Month", currency: "Currency", total: "Total", paid: "Paid", open: "Open", standing: "Standing", dueDate: "Due", settledTime: "Settled" },
    options: { standing: { open: "Open", overdue: "Overdue", settled: "Settled" } },
    actions: { settle: "Settle" },
    summary: { empty: "No issued bills yet", member: "Member", currency: "Currency", open: "Open", overdue: "Overdue", settled: "Settled", balance: "Prepaid balance" },
    settle: {
      title: "Settle {{code}}", open: "{{member}} owes {{currency}} {{open}} on this bill", way: "Paid", ways: { balance: "From balance", transfer: "By transfer" },
      amount: "Amount ({{currency}})", reference: "Bank reference", transferDate: "Transfer date",
      confirm: { balance: "Debit the balance", transfer: "Mark paid" }, done: { balance: "The balance was debited", transfer: "The transfer was recorded" },
    },
  },
  zh: {
    title: "结算中心",
    fields: { code: "账单号", memberName: "会员", month: "账期", currency: "币种", total: "金额", paid: "已付", open: "未付", standing: "结算状态", dueDate: "到期日", settledTime: "结清时间" },
    options: { standing: { open: "未结", overdue: "逾期", settled: "已结清" } },
    actions: { settle: "结算" },
    summary: { empty: "暂无已出账的账单", member: "会员", currency: "币种", open: "未结", overdue: "逾期", settled: "已结清", balance: "预付余额" },
    settle: {
      title: "结算 {{code}}", open: "{{member}} 本账单未付 {{currency}} {{open}}", way: "付款方式", ways: { balance: "余额扣款", transfer: "银行转账" },
      amount: "金额（{{currency}}）", reference: "转账流水号", transferDate: "转账日期",
      confirm: { balance: "从余额扣款", transfer: "标记已付" }, done: { balance: "已从余额扣款", transfer: "转账已登记" },
    },
  },
  tw: {
    title: "結算中心",
    fields: { code: "帳單號", memberName: "會員", month: "帳期", currency: "幣別", total: "金額", paid: "已付", open: "未付", standing: "結算狀態", dueDate: "到期日", settledTime: "結清時間" },
    options: { standing: { open: "未結", overdue: "逾期", settled: "已結清" } },
    actions: { settle: "結算" },
    summary: { empty: "尚無已出帳的帳單", member: "會員", currency: "幣別", open: "未結", overdue: "逾期", settled: "已結清", balance: "預付餘額" },
    settle: {
      title: "結算 {{code}}", open: "{{member}} 本帳單未付 {{currency}} {{open}}", way: "付款方式", ways: { balance: "餘額扣款", transfer: "銀行轉帳" },
      amount: "金額（{{currency}}）", reference: "轉帳流水號", transferDate: "轉帳日期",
      confirm: { balance: "從餘額扣款", transfer: "標記已付" }, done: { balance: "已從餘額扣款", transfer: "轉帳已登記" },
    },
  },
};
