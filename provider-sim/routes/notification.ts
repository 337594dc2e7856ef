import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Router } from "express";
import { readNotificationQuerySchema, type HeadNotifications } from "../../contract/notification";
import { paths } from "../../contract/paths";
import { notificationRecipients, notifications } from "../../db/schema";
import type { SimContext } from "../context";
import { areaRouter, handle, isoTime, ok } from "../http";
import { principalOf, requireToken } from "../middleware/auth";
import { NOTIFICATION_OPEN_TO_ALL_USERS, requireUrlPermission } from "../middleware/url-permission";
import { scoped } from "../tenant";
import { parseWith } from "../validate";

/** How many notifications of each type (the dropdown's tabs) the head bar shows. */
const HEAD_SIZE = 10;

export const NOTIFICATION_MOUNT = "/api/notification";

export function notificationRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(NOTIFICATION_MOUNT);
  const { db } = ctx;
  router.use(requireToken(ctx), requireUrlPermission(ctx, NOTIFICATION_OPEN_TO_ALL_USERS));

  router.get(
    local(paths.notification.queryHeadNotification),
    handle((req) => {
      const principal = principalOf(req);
      const mine = and(scoped(notificationRecipients, principal), eq(notificationRecipients.userId, principal.userId));
      // The newest of each tab: a run of messages (tasks, alarms) does not push the notices out.
      const newest = (type: "notice" | "message") =>
        db
          .select({ n: notifications, readTime: notificationRecipients.readTime })
          .from(notificationRecipients)
          .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
          .where(and(mine, scoped(notifications, principal), eq(notifications.type, type)))
          .orderBy(desc(notifications.createTime), desc(notifications.id))
          .limit(HEAD_SIZE)
          .all();
      const rows = [...newest("notice"), ...newest("message")].sort((a, b) => b.n.createTime.getTime() - a.n.createTime.getTime() || b.n.id.localeCompare(a.n.id));
      const unread =
        db
          .select({ n: count() })
          .from(notificationRecipients)
          .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
          .where(and(mine, scoped(notifications, principal), isNull(notificationRecipients.readTime)))
          .get()?.n ?? 0;
      const data: HeadNotifications = {
        unread,
        list: rows.map(({ n, readTime }) => ({
          id: n.id,
          title: n.title,
          titleEn: n.titleEn,
          titleZh: n.titleZh,
          titleTw: n.titleTw,
          content: n.content,
          type: n.type,
          priority: n.priority,
          publisher: n.publisher,
          createTime: isoTime(n.createTime)!,
          read: readTime !== null,
        })),
      };
      return ok(data);
    }),
  );

  /**
   * Reading marks only the caller's own recipient rows in their tenant: another user's or
   * tenant's notice is left as it was, and the answer does not tell whether it exists.
   */
  const markRead = (principal: ReturnType<typeof principalOf>, id?: string) => {
    const mine = and(scoped(notificationRecipients, principal), eq(notificationRecipients.userId, principal.userId));
    db.update(notificationRecipients)
      .set({ readTime: new Date(ctx.now()) })
      .where(and(mine, isNull(notificationRecipients.readTime), id === undefined ? undefined : eq(notificationRecipients.notificationId, id)))
      .run();
  };

  router.post(
    local(paths.notification.readNotification),
    handle((req) => {
      const { id } = parseWith(readNotificationQuerySchema, req.query);
      markRead(principalOf(req), id);
      return ok();
    }),
  );

  router.post(
    local(paths.notification.readAllNotification),
    handle((req) => {
      markRead(principalOf(req));
      return ok();
    }),
  );

  return router;
}
