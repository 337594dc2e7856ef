import type { Language } from "~/lib/constants";
import { importClearanceText } from "~/resources/importClearance.i18n";

/**
 * Texts of the broker's dashboard (`resources.usaHome`), in en, zh and tw. The stage and
 * attention names and the column labels are the shipment list's own, so a card and the list it
 * opens say the same thing.
 */
function listWords(language: Language) {
  const { fields, options } = importClearanceText[language];
  return {
    fields: { fileNo: fields.fileNo, importerId: fields.importerId, stage: fields.stage, eta: fields.eta, lastFreeDay: fields.lastFreeDay, container: fields.container },
    options: { stage: options.stage, attention: options.attention },
  };
}

const en = {
  title: "US clearance home",
  asOf: "Counted on {{date}} (UTC)",
  attentionTitle: "Needs attention",
  cardName_one: "{{label}}: {{count}} shipment",
  cardName_other: "{{label}}: {{count}} shipments",
  unit_one: "shipment",
  unit_other: "shipments",
  hints: {
    pastLfd: "Still in the terminal after the last free day: demurrage is accruing",
    nearLfd: "Last free day within {{days}} days: book the pickup",
    hold: "An FDA or EPA hold is open",
    freightPending: "Released by customs, not yet by the carrier: no container may leave",
    lateIsf: "Filed less than 24 h before lading, or missing once laden",
    summaryDue: "Released; the entry summary is due within {{days}} working days",
    generalOrder: "Arrived, no entry filed: due within 15 days of arrival, or the goods go to a General Order warehouse",
  },
  byStage: { title: "Shipments by stage", links: "Open the shipments at a stage", series: "Shipments" },
  atRisk: {
    title: "Containers at risk of demurrage",
    daysLeft: "Days left",
    overdue_one: "{{count}} day past",
    overdue_other: "{{count}} days past",
    today: "Last free day today",
    left_one: "{{count}} day left",
    left_other: "{{count}} days left",
    none: "No container is past or near its last free day.",
  },
  recent: { title: "Newest shipments", all: "All shipments", none: "No shipments yet." },
  ...listWords("en"),
};

const zh = {
  title: "美国清关首页",
  asOf: "统计日期：{{date}}（UTC）",
  attentionTitle: "需关注",
  cardName_one: "{{label}}：{{count}} 票",
  cardName_other: "{{label}}：{{count}} 票",
  unit_one: "票货物",
  unit_other: "票货物",
  hints: {
    pastLfd: "免费期已过仍在码头，滞港费正在累计",
    nearLfd: "{{days}} 天内免费期截止，请尽快安排提柜",
    hold: "FDA 或 EPA 扣留尚未解除",
    freightPending: "海关已放行、船公司尚未放货：集装箱不能提离",
    lateIsf: "装船前不足 24 小时申报，或装船后仍未申报",
    summaryDue: "已放行，报关汇总须在 {{days}} 个工作日内递交",
    generalOrder: "已到港未报关：须在到港后 15 天内报关，否则货物将转入 GO 监管仓",
  },
  byStage: { title: "各阶段货物", links: "按阶段查看货物", series: "票数" },
  atRisk: {
    title: "滞港费风险集装箱",
    daysLeft: "剩余天数",
    overdue_one: "已超 {{count}} 天",
    overdue_other: "已超 {{count}} 天",
    today: "今天截止",
    left_one: "剩 {{count}} 天",
    left_other: "剩 {{count}} 天",
    none: "没有已过或临近免费期的集装箱。",
  },
  recent: { title: "最新货物", all: "全部货物", none: "暂无货物。" },
  ...listWords("zh"),
};

const tw = {
  title: "美國清關首頁",
  asOf: "統計日期：{{date}}（UTC）",
  attentionTitle: "需關注",
  cardName_one: "{{label}}：{{count}} 票",
  cardName_other: "{{label}}：{{count}} 票",
  unit_one: "票貨物",
  unit_other: "票貨物",
  hints: {
    pastLfd: "免費期已過仍在碼頭，滯港費正在累計",
    nearLfd: "{{days}} 天內免費期截止，請盡快安排提櫃",
    hold: "FDA 或 EPA 扣留尚未解除",
    freightPending: "海關已放行、船公司尚未放貨：貨櫃不能提離",
    lateIsf: "裝船前不足 24 小時申報，或裝船後仍未申報",
    summaryDue: "已放行，報關彙總須在 {{days}} 個工作日內遞交",
    generalOrder: "已到港未報關：須在到港後 15 天內報關，否則貨物將轉入 GO 監管倉",
  },
  byStage: { title: "各階段貨物", links: "按階段查看貨物", series: "票數" },
  atRisk: {
    title: "滯港費風險貨櫃",
    daysLeft: "剩餘天數",
    overdue_one: "已超 {{count}} 天",
    overdue_other: "已超 {{count}} 天",
    today: "今天截止",
    left_one: "剩 {{count}} 天",
    left_other: "剩 {{count}} 天",
    none: "沒有已過或臨近免費期的貨櫃。",
  },
  recent: { title: "最新貨物", all: "全部貨物", none: "暫無貨物。" },
  ...listWords("tw"),
};

export const usaHomeText = { en, zh, tw };
