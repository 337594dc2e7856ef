import { type HeadNotifications, headNotificationsSchema } from "#contract/notification";
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
