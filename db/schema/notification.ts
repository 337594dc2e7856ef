import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, createTime, updateTime, tenantCode } from "./columns";

export const notifications = sqliteTable(
  "sys_notification",
  {
    id: id(),
    tenantCode: tenantCode(),
    title: text().notNull(),
    /** The title per UI language where it has one (decision 0015); `title` always holds one. */
    titleEn: text(),
    titleZh: text(),
    titleTw: text(),
    content: text(),
    /** notice or message. */
    type: text({ enum: ["notice", "message"] }).notNull(),
    priority: text().notNull().default("normal"),
    publisher: text(),
    periodStart: integer({ mode: "timestamp_ms" }),
    periodEnd: integer({ mode: "timestamp_ms" }),
    /** JSON: { all?: true, userIds?: string[], roleCodes?: string[], orgIds?: string[] }. */
    publishObjects: text({ mode: "json" }).$type<{ all?: boolean; userIds?: string[]; roleCodes?: string[]; orgIds?: string[] }>(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("sys_notification_tenant").on(t.tenantCode, t.createTime)],
);

export const notificationRecipients = sqliteTable(
  "sys_notification_recipient",
  {
    tenantCode: tenantCode(),
    notificationId: text().notNull(),
    userId: text().notNull(),
    readTime: integer({ mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index("sys_notification_recipient_user").on(t.userId, t.readTime)],
);
