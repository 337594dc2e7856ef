import { z } from "zod";
import { idSchema, pageQuerySchema } from "../envelope";
import { optionalDate, optionalText, wordings } from "./fields";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/**
 * Notifications a tenant publishes (SPEC §3 notification, §7 /api/notification/notification),
 * and every user's own list of what they received (`queryMyNotification`).
 */
const base = resourcePaths("notification", "Notification");
export const notificationPaths = {
  ...base,
  queryMy: `${base.base}/queryMyNotification`,
  queryRecipients: `${base.base}/queryRecipients`,
  /** GET: the notification types, `[{ value, label }]` (dictionary `notification_type`). */
  queryType: `${base.base}/queryNotificationType`,
  /** GET: the priorities, `[{ value, label }]` (dictionary `notification_priority`). */
  queryPriority: `${base.base}/queryNotificationPriority`,
} as const;
/** My notifications read as a list of their own (the `mynotification` screen). */
export const myNotificationPaths = { ...notificationPaths, query: notificationPaths.queryMy };

export const notificationMessages = {
  chooseUsers: "choose at least one user to publish to",
  periodEndBeforeStart: "the end date must not be before the start date",
  unknownRecipient: "a chosen user does not exist in this tenant",
} as const;

export const NOTIFICATION_TYPES = ["notice", "message"] as const;
export const NOTIFICATION_PRIORITIES = ["high", "normal", "low"] as const;
export const PUBLISH_TO = ["all", "users"] as const;

export const notificationFields = {
  title: z.string().trim().min(1, m.required).max(100, m.tooLong),
  /** The title per UI language where it has one (decision 0015); `title` is shown where it has none. */
  ...wordings("title", 100),
  /** Rich text; the provider keeps only the allowed tags (contract/rich-text.ts). */
  content: optionalText(5000),
  type: z.enum(NOTIFICATION_TYPES, { error: m.required }),
  priority: z.enum(NOTIFICATION_PRIORITIES, { error: m.required }),
  periodStart: optionalDate,
  periodEnd: optionalDate,
  publishTo: z.enum(PUBLISH_TO, { error: m.required }),
  userIds: z.array(idSchema).max(1000).default([]),
};

type Publishing = { publishTo: string; userIds: readonly string[]; periodStart?: string | null; periodEnd?: string | null };

/** Rules across fields: chosen users need at least one; a period does not end before it starts. */
function publishingRules(value: Publishing, ctx: z.RefinementCtx) {
  if (value.publishTo === "users" && value.userIds.length === 0) ctx.addIssue({ code: "custom", path: ["userIds"], message: notificationMessages.chooseUsers });
  if (value.periodStart && value.periodEnd && value.periodEnd < value.periodStart) {
    ctx.addIssue({ code: "custom", path: ["periodEnd"], message: notificationMessages.periodEndBeforeStart });
  }
}

export const addNotificationSchema = z.object(notificationFields).superRefine(publishingRules);
export const updateNotificationSchema = z.object({ ...notificationFields, id: idSchema }).superRefine(publishingRules);

/** The title per UI language, as every list of notifications carries it. */
const titles = { titleEn: z.string().nullish(), titleZh: z.string().nullish(), titleTw: z.string().nullish() };

export const notificationSchema = z.object({
  id: idSchema,
  title: z.string(),
  ...titles,
  content: z.string().nullish(),
  type: z.string(),
  priority: z.string().nullish(),
  publisher: z.string().nullish(),
  periodStart: z.string().nullish(),
  periodEnd: z.string().nullish(),
  publishTo: z.string(),
  userIds: z.array(z.string()),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type NotificationRow = z.infer<typeof notificationSchema>;

export const NOTIFICATION_SORTABLE = ["title", "type", "priority", "createTime"] as const;

/** One of my notifications: read or not. */
export const myNotificationSchema = z.object({
  id: idSchema,
  title: z.string(),
  ...titles,
  content: z.string().nullish(),
  type: z.string(),
  priority: z.string().nullish(),
  publisher: z.string().nullish(),
  createTime: timeSchema,
  read: z.enum(["true", "false"]),
  readTime: timeSchema,
});
export type MyNotification = z.infer<typeof myNotificationSchema>;

export const myNotificationQuerySchema = pageQuerySchema.extend({
  read: z.enum(["true", "false"]).optional(),
  type: z.enum(NOTIFICATION_TYPES).optional(),
});

/** A user a notification can be published to. */
/** A user a notification may go to; mobile and e-mail are what the picker also searches by, null where the caller may not see them. */
export const recipientSchema = z.object({ id: idSchema, username: z.string(), nickname: z.string().nullish(), mobile: z.string().nullish(), email: z.string().nullish() });
export type Recipient = z.infer<typeof recipientSchema>;
