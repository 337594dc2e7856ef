import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * External systems a tenant's users jump into (/jumpManagement). The platform signs their tokens
 * with the row's own key pair (decision 0021): `publicKey` is shown to the system's administrator,
 * `privateKey` never leaves the provider.
 */
export const externalSystems = sqliteTable(
  "jump_external_system",
  {
    id: id(),
    tenantCode: tenantCode(),
    systemName: text().notNull(),
    bindingUrl: text().notNull(),
    /** Life of a token, in seconds (30–600). */
    effectiveSecond: integer().notNull(),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    skipUrl: text().notNull(),
    tokenCheckUrl: text().notNull(),
    unbindUrl: text().notNull(),
    status: text({ enum: ["enabled", "disabled"] }).notNull().default("enabled"),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("jump_external_system_name").on(t.tenantCode, t.systemName)],
);

/** A user's account in an external system, confirmed by the system itself; one per user and system. */
export const userBindings = sqliteTable(
  "jump_user_binding",
  {
    id: id(),
    tenantCode: tenantCode(),
    systemId: text().notNull(),
    userId: text().notNull(),
    /** The user's id and login name in the external system. */
    uid: text().notNull(),
    loginName: text().notNull(),
    /** The external system's own token for the account, as it gave it when binding. */
    authToken: text(),
    expTime: integer({ mode: "timestamp_ms" }).notNull(),
    isEffective: integer({ mode: "boolean" }).notNull().default(true),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("jump_user_binding_user").on(t.tenantCode, t.systemId, t.userId), index("jump_user_binding_created").on(t.tenantCode, t.createTime)],
);

/** Tokens already presented (their `jti`): a token is good once. Kept until long after they expire. */
export const jumpTokenUses = sqliteTable("jump_token_use", {
  id: id(),
  tenantCode: tenantCode(),
  systemId: text().notNull(),
  userId: text().notNull(),
  purpose: text({ enum: ["jump", "bind", "unbind"] }).notNull(),
  expiresAt: integer({ mode: "timestamp_ms" }).notNull(),
  usedAt: integer({ mode: "timestamp_ms" }).notNull(),
});

/**
 * The demo external system's own accounts (a third party's store, hosted by the simulator under
 * /demo-external/): which platform user each of its accounts is bound to, per system.
 */
export const demoExternalAccounts = sqliteTable(
  "demo_external_account",
  {
    id: id(),
    systemId: text().notNull(),
    uid: text().notNull(),
    loginName: text().notNull(),
    platformUserId: text().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("demo_external_account_uid").on(t.systemId, t.uid)],
);
