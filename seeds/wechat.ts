import { createHash } from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import type { WeChatConfigStatus } from "../contract/business/wechat";
import { users, wechatConfigs, wechatFollowers, wechatModules, wechatOpenIds, wechatPushes } from "../db/schema";
import { seedId } from "../db/snowflake";
import { seal } from "../provider-sim/services/secret-box";
import { failReasonOf, TEMPLATE_ERRORS, type TemplateAnswer } from "../provider-sim/services/wechat-template";
import { DAY_MS } from "./ids";
import { insertAll, type Tx } from "./insert";

/**
 * WeChat public accounts of 10001 and 10002 in every audit state, their modules, members' open ids,
 * the simulated WeChat's followers (one member unsubscribed, one open id WeChat does not know), and
 * two weeks of push records with their failures. Days count from the seeding day. Ids: configs in
 * block 37, modules and open ids in 38, followers and push records in 39.
 */
const configId = (n: number) => seedId(37 * 100_000 + n);
const moduleId = (n: number) => seedId(38 * 100_000 + n);
const openIdRowId = (n: number) => seedId(38 * 100_000 + 50_000 + n);
const followerId = (n: number) => seedId(39 * 100_000 + n);
const pushId = (n: number) => seedId(39 * 100_000 + 50_000 + n);

const digest = (text: string) => createHash("sha256").update(text).digest();
/** An AppID as WeChat shapes it: "wx" and 16 hex digits. */
const appKeyOf = (name: string) => `wx${digest(`appid:${name}`).toString("hex").slice(0, 16)}`;
/** An AppSecret: 32 hex digits. */
const appSecretOf = (name: string) => digest(`secret:${name}`).toString("hex").slice(0, 32);
/** An open id as WeChat shapes it: "o" and 27 URL-safe characters. */
const openIdOf = (tenantCode: string, username: string) => `o${digest(`openid:${tenantCode}:${username}`).toString("base64url").slice(0, 27)}`;

interface ConfigSeed {
  tenantCode: string;
  name: string;
  status: WeChatConfigStatus;
  withSecret: boolean;
  reason?: string;
  /** Days before the seeding day it was made. */
  age: number;
}

const CONFIGS: readonly ConfigSeed[] = [
  { tenantCode: "10001", name: "跨境通服务号", status: "approved", withSecret: true, age: 60 },
  { tenantCode: "10001", name: "物流通知号", status: "submitted", withSecret: true, age: 5 },
  { tenantCode: "10001", name: "市场活动号", status: "draft", withSecret: false, age: 2 },
  { tenantCode: "10001", name: "旧版订阅号", status: "rejected", withSecret: true, reason: "主体名称与营业执照不一致", age: 20 },
  { tenantCode: "10002", name: "港通清關服務號", status: "approved", withSecret: true, age: 45 },
  { tenantCode: "10002", name: "港通推廣號", status: "draft", withSecret: true, age: 3 },
];

const MODULES: readonly { tenantCode: string; code: string; name: string; type: "menu" | "template" | "reply" | "page"; remark: string | null }[] = [
  { tenantCode: "10001", code: "MENU-ORDER", name: "订单查询菜单", type: "menu", remark: "底部菜单：我的订单" },
  { tenantCode: "10001", code: "TPL-CLEARANCE", name: "清关进度通知", type: "template", remark: "清关节点变更时推送" },
  { tenantCode: "10001", code: "REPLY-WELCOME", name: "关注欢迎语", type: "reply", remark: null },
  { tenantCode: "10001", code: "PAGE-HS", name: "HS 编码查询页", type: "page", remark: "跳转 H5 查询页" },
  { tenantCode: "10002", code: "TPL-TDEC", name: "報關進度通知", type: "template", remark: "TDEC 狀態變更時推送" },
  { tenantCode: "10002", code: "MENU-CONTACT", name: "聯絡我們", type: "menu", remark: null },
];

/** The messages pushed, days before the seeding day. */
const PUSHES: readonly { tenantCode: string; daysAgo: number; text: string }[] = [
  { tenantCode: "10001", daysAgo: 13, text: "您的订单 PO-2026-0012 已发货，请留意物流信息。" },
  { tenantCode: "10001", daysAgo: 8, text: "清关进度：提单 MBL 已放行，预计两日内派送。" },
  { tenantCode: "10001", daysAgo: 2, text: "账户余额不足 1,000 元，请及时充值。" },
  { tenantCode: "10002", daysAgo: 6, text: "您的 TDEC 申報已獲海關接納。" },
];

/** How many members of each tenant have an open id. */
const MEMBERS_WITH_OPEN_ID = 6;

export function insertWeChat(tx: Tx, today: string, key: Buffer): void {
  const day0 = Date.parse(`${today}T09:00:00Z`);
  const at = (daysAgo: number, minutes = 0) => new Date(day0 - daysAgo * DAY_MS + minutes * 60_000);

  const configs = CONFIGS.map((c, n) => ({
    id: configId(n),
    tenantCode: c.tenantCode,
    name: c.name,
    appKey: appKeyOf(c.name),
    appSecretSealed: c.withSecret ? seal(key, appSecretOf(c.name)) : null,
    routeUrl: "https://wx.example.com/entry",
    templateId: `TPL-${digest(`template:${c.name}`).toString("hex").slice(0, 12)}`,
    status: c.status,
    submitter: c.status === "draft" ? null : "admin",
    submitTime: c.status === "draft" ? null : at(c.age - 1),
    auditor: c.status === "approved" || c.status === "rejected" ? "admin" : null,
    auditTime: c.status === "approved" || c.status === "rejected" ? at(c.age - 2) : null,
    auditReason: c.reason ?? null,
    createTime: at(c.age),
    updateTime: at(Math.max(c.age - 2, 0)),
  }));
  insertAll(tx, wechatConfigs, configs);
  insertAll(tx, wechatModules, MODULES.map((m, n) => ({ id: moduleId(n), ...m, createTime: at(30 - n), updateTime: at(30 - n) })));

  let openIdRows = 0;
  let followers = 0;
  let pushes = 0;
  for (const tenantCode of ["10001", "10002"]) {
    const members = tx
      .select({ id: users.id, username: users.username, nickname: users.nickname, mobile: users.mobile })
      .from(users)
      .where(and(eq(users.tenantCode, tenantCode), ne(users.status, 0)))
      .orderBy(asc(users.username))
      .limit(MEMBERS_WITH_OPEN_ID)
      .all()
      .map((m) => ({ ...m, openId: openIdOf(tenantCode, m.username) }));
    insertAll(tx, wechatOpenIds, members.map((m) => ({ id: openIdRowId(openIdRows++), tenantCode, userId: m.id, openId: m.openId, createTime: at(90) })));
    const account = configs.find((c) => c.tenantCode === tenantCode && c.status === "approved")!;
    // The last member's open id is unknown to WeChat (40003); the one before unsubscribed (43004); the first always delivered.
    const answerFor = (i: number): TemplateAnswer | null =>
      i === 0 ? null : i === members.length - 1 ? TEMPLATE_ERRORS.invalidOpenId : i === members.length - 2 ? TEMPLATE_ERRORS.requireSubscribe : null;
    insertAll(
      tx,
      wechatFollowers,
      members
        .map((m, i) => ({ openId: m.openId, answer: answerFor(i) }))
        .filter(({ answer }) => answer !== TEMPLATE_ERRORS.invalidOpenId)
        .map(({ openId, answer }) => ({ id: followerId(followers++), tenantCode, appKey: account.appKey, openId, subscribed: answer === null })),
    );
    for (const message of PUSHES.filter((p) => p.tenantCode === tenantCode)) {
      insertAll(
        tx,
        wechatPushes,
        members.map((m, i) => {
          const failure = answerFor(i);
          return {
            id: pushId(pushes++),
            tenantCode,
            configId: account.id,
            context: message.text,
            openId: m.openId,
            receivedBy: m.nickname || m.username,
            receivedByPhone: m.mobile,
            isFail: failure !== null,
            failReason: failure && failReasonOf(failure),
            attempts: failure ? 2 : 1,
            pushTime: at(message.daysAgo, i),
            pushedBy: "admin",
            createTime: at(message.daysAgo, i),
            updateTime: at(message.daysAgo, i),
          };
        }),
      );
    }
  }
}
