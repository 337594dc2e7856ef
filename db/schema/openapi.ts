import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { OpenApiCode } from "../../contract/openapi/catalogue";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * A member's key to the billed open API (/OpenApiUser). The secret is kept only as a bcrypt
 * hash; the key is unique across tenants, since a call names nothing but the key.
 */
export const openApiUsers = sqliteTable(
  "oa_api_user",
  {
    id: id(),
    tenantCode: tenantCode(),
    name: text().notNull(),
    /** The member who owns it and pays its calls. */
    ownerUserId: text().notNull(),
    accessKey: text().notNull(),
    secretHash: text().notNull(),
    status: text({ enum: ["enabled", "disabled"] }).notNull().default("enabled"),
    allowedApis: text({ mode: "json" }).$type<OpenApiCode[]>().notNull(),
    quotaPerDay: integer().notNull(),
    currency: text().notNull(),
    /** Minor units of `currency` per call, by API. */
    prices: text({ mode: "json" }).$type<Partial<Record<OpenApiCode, number>>>().notNull(),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("oa_api_user_key").on(t.accessKey), index("oa_api_user_owner").on(t.tenantCode, t.ownerUserId)],
);

/**
 * One call made with an API user's key: append-only. An answered call's row is written in the
 * transaction that charges it; a refused or failed call's row carries no price.
 */
export const openApiCalls = sqliteTable(
  "oa_call_log",
  {
    id: id(),
    tenantCode: tenantCode(),
    apiUserId: text().notNull(),
    ownerUserId: text().notNull(),
    accessKey: text().notNull(),
    api: text(),
    path: text().notNull(),
    outcome: text({ enum: ["answered", "refused", "failed"] }).notNull(),
    status: integer().notNull(),
    message: text(),
    latencyMs: integer().notNull(),
    priceMinor: integer().notNull().default(0),
    currency: text().notNull(),
    createTime: createTime(),
  },
  (t) => [
    index("oa_call_log_user_time").on(t.apiUserId, t.createTime),
    index("oa_call_log_owner_time").on(t.tenantCode, t.ownerUserId, t.createTime),
  ],
);
