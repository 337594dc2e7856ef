import type { notificationRecipients, notifications } from "../db/schema";
import { idFor, seedDate } from "./ids";
import { DEFAULT_TENANT } from "./tenants";

type Username = "admin" | "editor" | "manager" | "agent";

interface NotificationPlan {
  /** The title in English, and as the zh and tw screens show it. */
  title: string;
  titleZh: string;
  titleTw: string;
  content: string;
  type: "notice" | "message";
  priority: "high" | "normal" | "low";
  /** Days after the base date. */
  day: number;
  /** Days the notice stays in the period shown to users. */
  periodDays?: number;
  to: readonly Username[];
  readBy: readonly Username[];
}

const ALL: readonly Username[] = ["admin", "editor", "manager", "agent"];

/** The admin has read only the oldest, so its notice badge starts with unread items. */
const PLANS: readonly NotificationPlan[] = [
  {
    title: "Office closed for Spring Festival, 15–23 February",
    titleZh: "春节放假通知：2 月 15 日至 23 日",
    titleTw: "春節放假通知：2 月 15 日至 23 日",
    content: "Declarations filed after 12:00 on 13 February will be lodged on 24 February. Urgent releases: call the duty desk.",
    type: "notice", priority: "low", day: 30, periodDays: 24, to: ALL, readBy: ["admin", "editor", "manager", "agent"],
  },
  {
    title: "New HS 2022 correlation table published",
    titleZh: "HS 2022 对照表已发布",
    titleTw: "HS 2022 對照表已發布",
    content: "The HS 2017 to HS 2022 correlation table is now in HS code management. Review saved classifications in chapters 84, 85 and 88.",
    type: "notice", priority: "normal", day: 95, periodDays: 60, to: ALL, readBy: ["editor"],
  },
  {
    title: "Reminder: every cross-boundary truck needs a CCRN in ROCARS",
    titleZh: "提醒：每辆跨境货车都须在 ROCARS 取得 CCRN",
    titleTw: "提醒：每輛跨境貨車都須在 ROCARS 取得 CCRN",
    content: "Road cargo between Shenzhen and Hong Kong must carry a Cargo and Conveyance Reference Number. Lodge the cargo data at least 30 minutes before the truck reaches the control point.",
    type: "notice", priority: "high", day: 180, periodDays: 90, to: ALL, readBy: ["agent", "manager"],
  },
  {
    title: "Top-up of CNY 20,000.00 received",
    titleZh: "已收到充值人民币 20,000.00 元",
    titleTw: "已收到儲值人民幣 20,000.00 元",
    content: "Bank transfer ref. GT-2026-0718 has been credited to the company account. Available balance: CNY 31,250.00.",
    type: "message", priority: "normal", day: 198, to: ["admin", "manager"], readBy: ["manager"],
  },
  {
    title: "Classification order CO-2026-0042 needs more information",
    titleZh: "归类委托单 CO-2026-0042 需补充资料",
    titleTw: "歸類委託單 CO-2026-0042 需補充資料",
    content: "The classifier asks for the material composition and intended use of item 3 (wireless earbuds charging case) before confirming heading 8507.",
    type: "message", priority: "normal", day: 250, to: ["admin", "editor"], readBy: [],
  },
  {
    title: "Entry 123-4567890-1 released by CBP",
    titleZh: "报关单 123-4567890-1 已获 CBP 放行",
    titleTw: "報關單 123-4567890-1 已獲 CBP 放行",
    content: "Container MSCU 1234565 at Long Beach was released; cargo may be picked up. Last free day: 3 October.",
    type: "message", priority: "high", day: 268, to: ["admin", "agent"], readBy: ["agent"],
  },
  {
    title: "US CBP ACE maintenance window on Saturday",
    titleZh: "美国 CBP ACE 系统周六维护",
    titleTw: "美國 CBP ACE 系統週六維護",
    content: "ACE will be unavailable on Saturday from 02:00 to 08:00 ET. Entry summaries and ISF filings will be queued and sent when the service resumes.",
    type: "notice", priority: "high", day: 300, periodDays: 7, to: ALL, readBy: ["manager"],
  },
  {
    title: "Your ISF filing 5-0123 was accepted",
    titleZh: "您的 ISF 申报 5-0123 已被接受",
    titleTw: "您的 ISF 申報 5-0123 已被接受",
    content: "CBP accepted the ISF 10+2 for bill of lading MAEU 260512345 (Yantian to Los Angeles). No further action is needed.",
    type: "message", priority: "normal", day: 305, to: ["admin", "agent"], readBy: [],
  },
  {
    title: "New invitation codes for partner tenants",
    titleZh: "合作租户启用新的邀请码",
    titleTw: "合作租戶啟用新的邀請碼",
    content: "<p>Partner tenants now register staff with an <b>invitation code</b>. Accounts without one wait for the administrator's approval.</p>",
    type: "notice", priority: "normal", day: 310, periodDays: 30, to: ALL, readBy: ["admin"],
  },
  {
    title: "Duty payment for entry 123-4567891-2 due Friday",
    titleZh: "报关单 123-4567891-2 的关税须于周五前缴纳",
    titleTw: "報關單 123-4567891-2 的關稅須於週五前繳納",
    content: "<p>Pay the duty of <strong>USD 4,312.50</strong> through ACH before Friday 17:00 ET to avoid a late-payment notice.</p>",
    type: "message", priority: "high", day: 312, to: ["admin", "manager"], readBy: [],
  },
  {
    title: "Quarterly compliance training: 12 December",
    titleZh: "季度合规培训：12 月 12 日",
    titleTw: "季度合規培訓：12 月 12 日",
    content: "<p>Topics:</p><ul><li>HS classification updates</li><li>ISF penalties</li><li>ROCARS changes</li></ul>",
    type: "notice", priority: "low", day: 315, periodDays: 14, to: ALL, readBy: [],
  },
  {
    title: "Goods catalogue import finished",
    titleZh: "商品目录导入完成",
    titleTw: "商品目錄匯入完成",
    content: "<p>1,204 goods were imported; 3 rows were skipped for missing HS codes.</p>",
    type: "message", priority: "low", day: 318, to: ["editor", "admin"], readBy: ["editor"],
  },
];

/** Routine traffic of January, read by everyone: lists page without changing anyone's unread count. */
const ROUTINE: readonly (readonly [title: readonly [en: string, zh: string, tw: string], content: string, type: NotificationPlan["type"]])[] = [
  [["Weekly exchange rates updated", "每周汇率已更新", "每週匯率已更新"], "The customs exchange rates for USD, HKD and EUR were updated from the Bank of China's Monday rates.", "notice"],
  [["Entry {n} released by CBP", "报关单 {n} 已获 CBP 放行", "報關單 {n} 已獲 CBP 放行"], "The entry was released at Los Angeles; cargo may be picked up.", "message"],
  [["ISF filing {n} accepted", "ISF 申报 {n} 已被接受", "ISF 申報 {n} 已被接受"], "CBP accepted the ISF 10+2; no further action is needed.", "message"],
  [["CCRN {n} used at Lok Ma Chau", "CCRN {n} 已在落马洲使用", "CCRN {n} 已在落馬洲使用"], "The truck crossed the control point and the CCRN was closed.", "message"],
  [["Declaration {n} cleared by China Customs", "报关单 {n} 已获中国海关放行", "報關單 {n} 已獲中國海關放行"], "The goods were released at Shenzhen Bay port.", "message"],
  [["Top-up of CNY {n}.00 received", "已收到充值人民币 {n}.00 元", "已收到儲值人民幣 {n}.00 元"], "A bank transfer has been credited to the company account.", "message"],
  [["Monthly statement ready", "月度对账单已生成", "月度對帳單已產生"], "The statement of duties, taxes and service fees for last month can be downloaded from the account screens.", "notice"],
  [["Classification order {n} approved", "归类委托单 {n} 已审核通过", "歸類委託單 {n} 已審核通過"], "The codes proposed by the desk were approved and put on the goods.", "message"],
];
const ROUTINE_COUNT = 20;

const routinePlans = (): NotificationPlan[] =>
  Array.from({ length: ROUTINE_COUNT }, (_, i) => {
    const [[title, titleZh, titleTw], content, type] = ROUTINE[i % ROUTINE.length];
    const n = String(1000 + i * 137);
    return { title: title.replace("{n}", n), titleZh: titleZh.replace("{n}", n), titleTw: titleTw.replace("{n}", n), content, type, priority: i % 5 === 0 ? "high" : "normal", day: 1 + i, periodDays: type === "notice" ? 7 : undefined, to: ALL, readBy: ALL };
  });

export interface NotificationSeed {
  notificationRows: (typeof notifications.$inferInsert)[];
  recipientRows: (typeof notificationRecipients.$inferInsert)[];
}

export function buildNotifications(userIds: Map<string, string>): NotificationSeed {
  const seed: NotificationSeed = { notificationRows: [], recipientRows: [] };
  const idOf = (username: Username) => userIds.get(username)!;
  [...PLANS, ...routinePlans()].forEach((plan, i) => {
    const id = idFor("notification", i);
    const created = seedDate(plan.day, 9);
    seed.notificationRows.push({
      id,
      tenantCode: DEFAULT_TENANT,
      title: plan.title,
      titleEn: plan.title,
      titleZh: plan.titleZh,
      titleTw: plan.titleTw,
      content: plan.content,
      type: plan.type,
      priority: plan.priority,
      publisher: "admin",
      periodStart: plan.periodDays ? created : null,
      periodEnd: plan.periodDays ? seedDate(plan.day + plan.periodDays, 9) : null,
      publishObjects: { userIds: plan.to.map(idOf) },
      createTime: created,
      updateTime: created,
    });
    for (const username of plan.to) {
      const readTime = plan.readBy.includes(username) ? seedDate(plan.day, 11) : null;
      seed.recipientRows.push({ tenantCode: DEFAULT_TENANT, notificationId: id, userId: idOf(username), readTime });
    }
  });
  return seed;
}
