import type { notificationRecipients, notifications } from "../db/schema";
import { idFor, seedDate } from "./ids";
import { DEFAULT_TENANT } from "./tenants";

type Username = "admin" | "editor" | "manager" | "agent";

interface NotificationPlan {
  title: string;
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
    content: "Declarations filed after 12:00 on 13 February will be lodged on 24 February. Urgent releases: call the duty desk.",
    type: "notice", priority: "low", day: 30, periodDays: 24, to: ALL, readBy: ["admin", "editor", "manager", "agent"],
  },
  {
    title: "New HS 2022 correlation table published",
    content: "The HS 2017 to HS 2022 correlation table is now in HS code management. Review saved classifications in chapters 84, 85 and 88.",
    type: "notice", priority: "normal", day: 95, periodDays: 60, to: ALL, readBy: ["editor"],
  },
  {
    title: "Reminder: every cross-boundary truck needs a CCRN in ROCARS",
    content: "Road cargo between Shenzhen and Hong Kong must carry a Cargo and Conveyance Reference Number. Lodge the cargo data at least 30 minutes before the truck reaches the control point.",
    type: "notice", priority: "high", day: 180, periodDays: 90, to: ALL, readBy: ["agent", "manager"],
  },
  {
    title: "Top-up of CNY 20,000.00 received",
    content: "Bank transfer ref. GT-2026-0718 has been credited to the company account. Available balance: CNY 31,250.00.",
    type: "message", priority: "normal", day: 198, to: ["admin", "manager"], readBy: ["manager"],
  },
  {
    title: "Classification order CO-2026-0042 needs more information",
    content: "The classifier asks for the material composition and intended use of item 3 (wireless earbuds charging case) before confirming heading 8507.",
    type: "message", priority: "normal", day: 250, to: ["admin", "editor"], readBy: [],
  },
  {
    title: "Entry 123-4567890-1 released by CBP",
    content: "Container MSCU 1234565 at Long Beach was released; cargo may be picked up. Last free day: 3 October.",
    type: "message", priority: "high", day: 268, to: ["admin", "agent"], readBy: ["agent"],
  },
  {
    title: "US CBP ACE maintenance window on Saturday",
    content: "ACE will be unavailable on Saturday from 02:00 to 08:00 ET. Entry summaries and ISF filings will be queued and sent when the service resumes.",
    type: "notice", priority: "high", day: 300, periodDays: 7, to: ALL, readBy: ["manager"],
  },
  {
    title: "Your ISF filing 5-0123 was accepted",
    content: "CBP accepted the ISF 10+2 for bill of lading MAEU 260512345 (Yantian to Los Angeles). No further action is needed.",
    type: "message", priority: "normal", day: 305, to: ["admin", "agent"], readBy: [],
  },
  {
    title: "New invitation codes for partner tenants",
    content: "<p>Partner tenants now register staff with an <b>invitation code</b>. Accounts without one wait for the administrator's approval.</p>",
    type: "notice", priority: "normal", day: 310, periodDays: 30, to: ALL, readBy: ["admin"],
  },
  {
    title: "Duty payment for entry 123-4567891-2 due Friday",
    content: "<p>Pay the duty of <strong>USD 4,312.50</strong> through ACH before Friday 17:00 ET to avoid a late-payment notice.</p>",
    type: "message", priority: "high", day: 312, to: ["admin", "manager"], readBy: [],
  },
  {
    title: "Quarterly compliance training: 12 December",
    content: "<p>Topics:</p><ul><li>HS classification updates</li><li>ISF penalties</li><li>ROCARS changes</li></ul>",
    type: "notice", priority: "low", day: 315, periodDays: 14, to: ALL, readBy: [],
  },
  {
    title: "Goods catalogue import finished",
    content: "<p>1,204 goods were imported; 3 rows were skipped for missing HS codes.</p>",
    type: "message", priority: "low", day: 318, to: ["editor", "admin"], readBy: ["editor"],
  },
];

/** Routine traffic of January, read by everyone: lists page without changing anyone's unread count. */
const ROUTINE: readonly (readonly [title: string, content: string, type: NotificationPlan["type"]])[] = [
  ["Weekly exchange rates updated", "The customs exchange rates for USD, HKD and EUR were updated from the Bank of China's Monday rates.", "notice"],
  ["Entry {n} released by CBP", "The entry was released at Los Angeles; cargo may be picked up.", "message"],
  ["ISF filing {n} accepted", "CBP accepted the ISF 10+2; no further action is needed.", "message"],
  ["CCRN {n} used at Lok Ma Chau", "The truck crossed the control point and the CCRN was closed.", "message"],
  ["Declaration {n} cleared by China Customs", "The goods were released at Shenzhen Bay port.", "message"],
  ["Top-up of CNY {n}.00 received", "A bank transfer has been credited to the company account.", "message"],
  ["Monthly statement ready", "The statement of duties, taxes and service fees for last month can be downloaded from the account screens.", "notice"],
  ["Classification order {n} approved", "The codes proposed by the desk were approved and put on the goods.", "message"],
];
const ROUTINE_COUNT = 20;

const routinePlans = (): NotificationPlan[] =>
  Array.from({ length: ROUTINE_COUNT }, (_, i) => {
    const [title, content, type] = ROUTINE[i % ROUTINE.length];
    const n = String(1000 + i * 137);
    return { title: title.replace("{n}", n), content, type, priority: i % 5 === 0 ? "high" : "normal", day: 1 + i, periodDays: type === "notice" ? 7 : undefined, to: ALL, readBy: ALL };
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
