import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * A tenant's WeChat public accounts (SPEC §3 public-account config; /weChatManagement). The app
 * secret is kept only sealed (AES-256-GCM, provider-sim/services/secret-box.ts) and never leaves
 * the provider. Submitted, then approved or rejected with a reason; who and when are kept.
 */
export const wechatConfigs = sqliteTable(
  "biz_wechat_config",
  {
    id: id(),
    tenantCode: tenantCode(),
    name: text().notNull(),
    appKey: text().notNull(),
    /** iv, tag and ciphertext, base64, dot-separated; null until a secret is given. */
    appSecretSealed: text(),
    routeUrl: text(),
    templateId: text(),
    status: text({ enum: ["draft", "submitted", "approved", "rejected"] }).notNull().default("draft"),
    submitter: text(),
    submitTime: integer({ mode: "timestamp_ms" }),
    /** Who decided, and the reason of a rejection. */
    auditor: text(),
    auditTime: integer({ mode: "timestamp_ms" }),
    auditReason: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("biz_wechat_config_app_key").on(t.tenantCode, t.appKey), index("biz_wechat_config_created").on(t.tenantCode, t.createTime)],
);

/** A tenant's public-account modules (SPEC §3 public-account module; /weChatModuleManagement). */
export const wechatModules = sqliteTable(
  "biz_wechat_module",
  {
    id: id(),
    tenantCode: tenantCode(),
    code: text().notNull(),
    name: text().notNull(),
    type: text({ enum: ["menu", "template", "reply", "page"] }).notNull(),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("biz_wechat_module_code").on(t.tenantCode, t.code)],
);

/** A member's open id under the tenant's public accounts: who a template message can reach. */
export const wechatOpenIds = sqliteTable(
  "biz_wechat_open_id",
  {
    id: id(),
    tenantCode: tenantCode(),
    userId: text().notNull(),
    openId: text().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("biz_wechat_open_id_user").on(t.tenantCode, t.userId)],
);

/**
 * The simulated WeChat's own followers of a public account (by its appKey): an open id it does not
 * know answers 40003, one that unsubscribed 43004. Not the platform's data: the dev side of the
 * simulator, as the outbox is.
 */
export const wechatFollowers = sqliteTable(
  "sim_wechat_follower",
  {
    id: id(),
    tenantCode: tenantCode(),
    appKey: text().notNull(),
    openId: text().notNull(),
    subscribed: integer({ mode: "boolean" }).notNull().default(true),
  },
  (t) => [uniqueIndex("sim_wechat_follower_open_id").on(t.appKey, t.openId)],
);

/** One template message to one receiver (SPEC §3 push record; /pushManagement); a retry counts an attempt. */
export const wechatPushes = sqliteTable(
  "biz_wechat_push",
  {
    id: id(),
    tenantCode: tenantCode(),
    configId: text().notNull(),
    context: text().notNull(),
    openId: text().notNull(),
    receivedBy: text().notNull(),
    receivedByPhone: text(),
    isFail: integer({ mode: "boolean" }).notNull().default(false),
    /** WeChat's own answer, "40003 invalid openid"; null once delivered. */
    failReason: text(),
    attempts: integer().notNull().default(1),
    pushTime: integer({ mode: "timestamp_ms" }).notNull(),
    pushedBy: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("biz_wechat_push_time").on(t.tenantCode, t.pushTime), index("biz_wechat_push_created").on(t.tenantCode, t.createTime)],
);
