import { businessMessages as b } from "#contract/business/messages";
import { classifyPlatformText } from "~/resources/classification.i18n";
import { importClearanceText } from "~/resources/importClearance.i18n";
import type { Language } from "~/lib/constants";

/**
 * Texts of the data report (`resources.DataReport`). Stage and status names are the lists' own,
 * so a figure and the list it opens say the same thing.
 */
const listWords = (language: Language) => ({
  options: { stage: importClearanceText[language].options.stage, status: classifyPlatformText[language].options.status },
});

const en = {
  title: "Data report",
  period: { legend: "Period", from: "From month", to: "To month", show: "Show", lastSix: "Last 6 months", lastTwelve: "Last 12 months", thisYear: "This year", invalid: "Choose months written YYYY-MM; the report shows the last 6 months instead." },
  caption: "{{from}} to {{to}}, by calendar month (UTC). Every figure opens the list behind it.",
  month: "Month",
  total: "Total",
  export: "Export report",
  orders: {
    title: "Purchase orders",
    chart: "Orders per month",
    count: "Orders",
    currency: "Currency",
    value: "Value",
    hidden: "Order values are hidden by your data permission.",
    none: "No orders in this period.",
    top: "Top suppliers",
    supplier: "Supplier",
  },
  clearances: { title: "Import clearances", chart: "Shipments opened per month", count: "Shipments opened", fees: "Fees (USD)", byStage: "The period's shipments by stage", none: "No shipments opened in this period." },
  classification: { title: "Classification orders", chart: "Orders submitted per month", count: "Submitted", none: "No classification orders in this period." },
  noSection: "You have no access to the lists behind the other sections.",
  ...listWords("en"),
};

const zh: typeof en = {
  title: "数据报表",
  period: { legend: "统计期间", from: "起始月份", to: "截止月份", show: "查询", lastSix: "近 6 个月", lastTwelve: "近 12 个月", thisYear: "本年度", invalid: "月份格式应为 YYYY-MM；报表已改为显示近 6 个月。" },
  caption: "{{from}} 至 {{to}}，按自然月统计（UTC）。点击任一数字即可打开对应列表。",
  month: "月份",
  total: "合计",
  export: "导出报表",
  orders: {
    title: "采购订单",
    chart: "每月订单数",
    count: "订单数",
    currency: "币种",
    value: "金额",
    hidden: "根据您的数据权限，订单金额已隐藏。",
    none: "此期间没有订单。",
    top: "主要供应商",
    supplier: "供应商",
  },
  clearances: { title: "进口清关", chart: "每月新建货物", count: "新建货物", fees: "费用（美元）", byStage: "本期货物所处阶段", none: "此期间没有新建货物。" },
  classification: { title: "归类订单", chart: "每月提交的归类订单", count: "提交数", none: "此期间没有归类订单。" },
  noSection: "您没有其他部分所对应列表的访问权限。",
  ...listWords("zh"),
};

const tw: typeof en = {
  title: "數據報表",
  period: { legend: "統計期間", from: "起始月份", to: "截止月份", show: "查詢", lastSix: "近 6 個月", lastTwelve: "近 12 個月", thisYear: "本年度", invalid: "月份格式應為 YYYY-MM；報表已改為顯示近 6 個月。" },
  caption: "{{from}} 至 {{to}}，按自然月統計（UTC）。點擊任一數字即可開啟對應列表。",
  month: "月份",
  total: "合計",
  export: "匯出報表",
  orders: {
    title: "採購訂單",
    chart: "每月訂單數",
    count: "訂單數",
    currency: "幣別",
    value: "金額",
    hidden: "依您的資料權限，訂單金額已隱藏。",
    none: "此期間沒有訂單。",
    top: "主要供應商",
    supplier: "供應商",
  },
  clearances: { title: "進口清關", chart: "每月新建貨物", count: "新建貨物", fees: "費用（美元）", byStage: "本期貨物所處階段", none: "此期間沒有新建貨物。" },
  classification: { title: "歸類訂單", chart: "每月提交的歸類訂單", count: "提交數", none: "此期間沒有歸類訂單。" },
  noSection: "您沒有其他部分所對應列表的存取權限。",
  ...listWords("tw"),
};

/** The provider's refusals of a period, in the screens' words. */
const provider = {
  zh: { [b.periodReversed]: "截止月份早于起始月份", [b.periodTooLong]: "报表最多涵盖 24 个月" },
  tw: { [b.periodReversed]: "截止月份早於起始月份", [b.periodTooLong]: "報表最多涵蓋 24 個月" },
};

export const dataReportText = { en, zh, tw, provider };
