import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Router } from "express";
import type { HeadNotifications } from "../../contract/notification";
import { paths } from "../../contract/paths";
import { notificationRecipients, notifications } from "../../db/schema";
import type { SimContext } from "../context";
import { areaRouter, handle, isoTime, ok } from "../http";
import { principalOf, requireToken } from "../middleware/auth";
import { NOTIFICATION_OPEN_TO_ALL_USERS, requireUrlPermission } from "../middleware/url-permission";
import { scoped } from "../tenant";

/** How many notifications the head-bar dropdown shows. */
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
      const rows = db
        .select({ n: notifications, readTime: notificationRecipients.readTime })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(and(mine, scoped(notifications, principal)))
        .orderBy(desc(notifications.createTime), desc(notifications.id))
        .limit(HEAD_SIZE)
        .all();
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

  return router;
}
