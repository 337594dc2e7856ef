import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notificationRecipients, notifications, users } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import { scoped } from "../tenant";

export type Worded = { en: string; zh: string; tw: string };

/**
 * One message to the tenant's users among `userIds` (others are ignored), in the bell's list as
 * any notification; answers how many it reached.
 */
export function notifyUsers(db: Db, tenantCode: string, userIds: readonly string[], title: Worded, content?: Worded): number {
  const ids = [...new Set(userIds)];
  if (!ids.length) return 0;
  const known = db.select({ id: users.id }).from(users).where(and(scoped(users, tenantCode), inArray(users.id, ids))).all().map((u) => u.id);
  if (!known.length) return 0;
  const id = nextId();
  db.insert(notifications)
    .values({
      id,
      tenantCode,
      title: title.en,
      titleEn: title.en,
      titleZh: title.zh,
      titleTw: title.tw,
      content: content ? `<p>${escapeHtml(content.en)}</p><p>${escapeHtml(content.zh)}</p>` : null,
      type: "message",
      priority: "high",
      publisher: "PowerJob",
      publishObjects: { userIds: known },
    })
    .run();
  db.insert(notificationRecipients)
    .values(known.map((userId) => ({ tenantCode, notificationId: id, userId, readTime: null })))
    .run();
  return known.length;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
