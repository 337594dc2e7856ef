import { type HeadNotifications, headNotificationsSchema, readNotificationQuerySchema } from "#contract/notification";
import { paths } from "#contract/paths";
import type { ProviderClient } from "./client.server";

/** The bell in the top bar: unread count and the latest notices and messages. */
export function queryHeadNotification(client: ProviderClient, token: string): Promise<HeadNotifications> {
  return client.data({
    method: "GET",
    path: paths.notification.queryHeadNotification,
    token,
    schema: headNotificationsSchema,
  });
}

/** Marks one of the user's notices read (the provider ignores anyone else's). */
export async function readNotification(client: ProviderClient, token: string, id: string): Promise<void> {
  await client.request({ method: "POST", path: paths.notification.readNotification, token, query: readNotificationQuerySchema.parse({ id }) });
}

/** Marks every notice of the user read. */
export async function readAllNotification(client: ProviderClient, token: string): Promise<void> {
  await client.request({ method: "POST", path: paths.notification.readAllNotification, token });
}
