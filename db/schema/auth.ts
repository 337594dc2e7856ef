import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, createTime, updateTime, tenantCode } from "./columns";

export const appClients = sqliteTable("sys_app_client", {
  clientId: text().primaryKey(),
  /** bcrypt hash; empty string for a public client with an empty secret. */
  clientSecretHash: text().notNull().default(""),
  authorizedGrantTypes: text().notNull(),
  scope: text().notNull(),
  accessTokenValidity: integer().notNull(),
  refreshTokenValidity: integer().notNull(),
  webServerRedirectUri: text(),
  resourceIds: text(),
  authorities: text(),
  additionalInformation: text(),
  autoApprove: text(),
  createTime: createTime(),
  updateTime: updateTime(),
});

/** Issued tokens, stored as SHA-256 hashes; the raw values exist only in the client's hands. */
export const tokens = sqliteTable(
  "sys_token",
  {
    id: id(),
    tenantCode: tenantCode(),
    userId: text().notNull(),
    clientId: text().notNull(),
    accessHash: text().notNull().unique(),
    refreshHash: text().unique(),
    accessExpiresAt: integer({ mode: "timestamp_ms" }).notNull(),
    refreshExpiresAt: integer({ mode: "timestamp_ms" }),
    revoked: integer({ mode: "boolean" }).notNull().default(false),
    ip: text(),
    userAgent: text(),
    lastSeen: integer({ mode: "timestamp_ms" }),
    createTime: createTime(),
  },
  (t) => [index("sys_token_user").on(t.userId)],
);

/** Image captchas, SMS codes, password-reset and contact codes; one row per challenge. */
export const captchas = sqliteTable("sys_captcha", {
  key: text().primaryKey(),
  kind: text({ enum: ["image", "sms", "reset", "contact"] }).notNull(),
  /** sha256 of the challenge key and the answer; the plain answer is never stored. */
  answer: text().notNull(),
  target: text(),
  tenantCode: text(),
  attempts: integer().notNull().default(0),
  expiresAt: integer({ mode: "timestamp_ms" }).notNull(),
  createTime: createTime(),
});

/** SMS, e-mail and WeChat template messages the simulator "sends"; read back per tenant by admins, or through the dev outbox. */
export const outbox = sqliteTable(
  "sys_outbox",
  {
    id: id(),
    tenantCode: tenantCode(),
    channel: text({ enum: ["sms", "email", "wechat"] }).notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    code: text(),
    createTime: createTime(),
  },
  (t) => [index("sys_outbox_tenant_created").on(t.tenantCode, t.createTime)],
);
