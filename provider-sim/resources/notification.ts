import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray } from "drizzle-orm";
import {
  addNotificationSchema,
  myNotificationQuerySchema,
  notificationMessages as nm,
  notificationPaths,
  updateNotificationSchema,
  type MyNotification,
  type Recipient,
} from "../../contract/admin/notification-admin";
import { paths } from "../../contract/paths";
import { notificationRecipients, notifications, users } from "../../db/schema";
import type { Queryable } from "../context";
import type { CrudResource, Values } from "../crud/resource";
import { handle, isoTime, ok, page, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { descending, windowOf } from "../paging";
import { scoped } from "../tenant";
import { typeOptions } from "../services/type-options";
import { usersToPick } from "../services/user-picks";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { sanitiseHtml } from "../../contract/rich-text";
import { NOTIFICATION_PRIORITY, NOTIFICATION_TYPE } from "./export-labels";

type PublishObjects = NonNullable<(typeof notifications.$inferSelect)["publishObjects"]>;

const DAY_MS = 86_400_000;
const dateOf = (value: unknown) => (typeof value === "string" && value ? new Date(`${value}T00:00:00.000Z`) : null);
const dayText = (value: unknown) => (value ? new Date(value as string).toISOString().slice(0, 10) : null);

/** The users a notification goes to: every user of the tenant, or the chosen ones. */
function recipientsOf(db: Queryable, principal: Principal, values: Values): string[] {
  const chosen = values.publishTo === "users" ? (values.userIds as string[]) : undefined;
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(scoped(users, principal), chosen ? inArray(users.id, chosen) : undefined))
    .all()
    .map((u) => u.id);
}

const crud: CrudResource = {
  menuCode: "notification",
  title: { en: "Notifications", zh: "通知", tw: "通知" },
  paths: notificationPaths,
  table: notifications,
  addSchema: addNotificationSchema,
  updateSchema: updateNotificationSchema,
  filters: {
    title: { column: notifications.title, match: "contains" },
    type: { column: notifications.type, match: "equals" },
    priority: { column: notifications.priority, match: "equals" },
  },
  sortable: { title: notifications.title, type: notifications.type, priority: notifications.priority, createTime: notifications.createTime },
  defaultOrder: [descending(notifications.createTime)],
  exportColumns: [
    { field: "title", header: { en: "Title", zh: "标题", tw: "標題" } },
    { field: "type", header: { en: "Type", zh: "类型", tw: "類型" }, kind: { labels: NOTIFICATION_TYPE } },
    { field: "priority", header: { en: "Priority", zh: "优先级", tw: "優先級" }, kind: { labels: NOTIFICATION_PRIORITY } },
    { field: "publisher", header: { en: "Publisher", zh: "发布人", tw: "發佈人" } },
    { field: "periodStart", header: { en: "From", zh: "开始", tw: "開始" }, kind: "time" },
    { field: "periodEnd", header: { en: "To", zh: "结束", tw: "結束" }, kind: "time" },
  ],
  check(db, principal, values) {
    if (values.publishTo !== "users") return;
    const chosen = [...new Set(values.userIds as string[])];
    if (recipientsOf(db, principal, values).length !== chosen.length) throw new SimError(nm.unknownRecipient);
  },
  prepare(_db, principal, values) {
    const { publishTo, userIds, content, periodStart, periodEnd, ...rest } = values;
    const publishObjects: PublishObjects = publishTo === "users" ? { userIds: [...new Set(userIds as string[])] } : { all: true };
    const end = dateOf(periodEnd);
    return {
      ...rest,
      content: typeof content === "string" ? sanitiseHtml(content) : null,
      periodStart: dateOf(periodStart),
      // A period ends with its last day.
      periodEnd: end ? new Date(end.getTime() + DAY_MS - 1) : null,
      publisher: principal.username,
      publishObjects,
    };
  },
  /** Publishing writes the recipients in the same transaction; who stays keeps their read time. */
  afterWrite(db, principal, id, values) {
    const to = recipientsOf(db, principal, values);
    const mine = and(scoped(notificationRecipients, principal), eq(notificationRecipients.notificationId, id));
    db.delete(notificationRecipients).where(and(mine, to.length ? notInArray(notificationRecipients.userId, to) : undefined)).run();
    const kept = new Set(db.select({ userId: notificationRecipients.userId }).from(notificationRecipients).where(mine).all().map((r) => r.userId));
    const added = to.filter((userId) => !kept.has(userId)).map((userId) => ({ tenantCode: principal.tenantCode, notificationId: id, userId, readTime: null }));
    for (let i = 0; i < added.length; i += 200) db.insert(notificationRecipients).values(added.slice(i, i + 200)).run();
  },
  onDelete(db, principal, ids) {
    db.delete(notificationRecipients).where(and(scoped(notificationRecipients, principal), inArray(notificationRecipients.notificationId, [...ids]))).run();
  },
  view(row) {
    const { publishObjects, ...rest } = row as typeof row & { publishObjects?: PublishObjects | null };
    const userIds = publishObjects?.userIds ?? [];
    return {
      ...rest,
      periodStart: dayText(row.periodStart),
      periodEnd: dayText(row.periodEnd),
      publishTo: publishObjects?.all || userIds.length === 0 ? "all" : "users",
      userIds,
    };
  },
};

/**
 * Notifications (SPEC §3 notification): the tenant's notices and messages, published to
 * everyone or to chosen users; each user reads their own through `queryMyNotification`.
 */
export const notification: SimResource = {
  bases: [notificationPaths.base],
  crud,
  open: [
    paths.notification.queryHeadNotification,
    paths.notification.readNotification,
    paths.notification.readAllNotification,
    notificationPaths.queryMy,
  ],
  routes(router, local, { db }) {
    router.get(
      local(notificationPaths.queryMy),
      handle((req) => {
        const principal = principalOf(req);
        const query = parseWith(myNotificationQuerySchema, req.query);
        const where = and(
          scoped(notificationRecipients, principal),
          eq(notificationRecipients.userId, principal.userId),
          scoped(notifications, principal),
          query.read === "true" ? isNotNull(notificationRecipients.readTime) : query.read === "false" ? isNull(notificationRecipients.readTime) : undefined,
          query.type ? eq(notifications.type, query.type) : undefined,
        );
        const joined = eq(notifications.id, notificationRecipients.notificationId);
        const { limit, offset } = windowOf(query);
        const rows = db
          .select({ n: notifications, readTime: notificationRecipients.readTime })
          .from(notificationRecipients)
          .innerJoin(notifications, joined)
          .where(where)
          .orderBy(desc(notifications.createTime), desc(notifications.id))
          .limit(limit)
          .offset(offset)
          .all();
        const total = db.select({ n: count() }).from(notificationRecipients).innerJoin(notifications, joined).where(where).get()?.n ?? 0;
        const list: MyNotification[] = rows.map(({ n, readTime }) => ({
          id: n.id,
          title: n.title,
          titleEn: n.titleEn,
          titleZh: n.titleZh,
          titleTw: n.titleTw,
          content: n.content,
          type: n.type,
          priority: n.priority,
          publisher: n.publisher,
          createTime: isoTime(n.createTime),
          read: readTime ? "true" : "false",
          readTime: isoTime(readTime),
        }));
        return ok(page(list, total, query.currentPage, query.pageSize));
      }),
    );

    router.get(
      local(notificationPaths.queryType),
      handle((req) => ok(typeOptions(db, principalOf(req).tenantCode, "notification_type", NOTIFICATION_TYPE))),
    );

    router.get(
      local(notificationPaths.queryPriority),
      handle((req) => ok(typeOptions(db, principalOf(req).tenantCode, "notification_priority", NOTIFICATION_PRIORITY))),
    );

    router.get(
      local(notificationPaths.queryRecipients),
      handle((req) => {
        const data: Recipient[] = usersToPick(db, principalOf(req));
        return ok(data);
      }),
    );
  },
};
