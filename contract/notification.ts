import { z } from "zod";

export const headNotificationSchema = z
  .object({
    id: z.coerce.string(),
    title: z.string(),
    /** The title per UI language where it has one (decision 0015). */
    titleEn: z.string().nullish(),
    titleZh: z.string().nullish(),
    titleTw: z.string().nullish(),
    content: z.string().nullish(),
    type: z.enum(["notice", "message"]),
    priority: z.string().nullish(),
    publisher: z.string().nullish(),
    createTime: z.string(),
    read: z.boolean(),
  })
  .passthrough();
export type HeadNotification = z.infer<typeof headNotificationSchema>;

export const headNotificationsSchema = z.object({
  unread: z.number().int().nonnegative(),
  list: z.array(headNotificationSchema),
});
export type HeadNotifications = z.infer<typeof headNotificationsSchema>;

/** `readNotification?id=`: marks one of the caller's own notices read (envelope, no data). */
export const readNotificationQuerySchema = z.object({ id: z.coerce.string().min(1).max(64) });
export type ReadNotificationQuery = z.infer<typeof readNotificationQuerySchema>;
