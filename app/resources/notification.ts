import { addNotificationSchema, NOTIFICATION_SORTABLE, notificationPaths, notificationSchema, PUBLISH_TO, updateNotificationSchema } from "#contract/admin/notification-admin";
import { defineResource } from "./define";

/** Notifications (SPEC §3 notification): what the tenant publishes, to everyone or to chosen users. */
export const notification = defineResource({
  name: "notification",
  path: "/notification",
  paths: notificationPaths,
  row: notificationSchema,
  add: addNotificationSchema,
  update: updateNotificationSchema,
  fields: {
    title: { input: "text", column: { width: 260 }, filter: true, exported: true },
    titleEn: { input: "text" },
    titleZh: { input: "text" },
    titleTw: { input: "text" },
    type: { input: "select", source: { path: notificationPaths.queryType, label: "label", value: "value" }, column: { width: 100 }, filter: true, exported: true },
    priority: { input: "select", source: { path: notificationPaths.queryPriority, label: "label", value: "value" }, column: { width: 100 }, filter: true, exported: true },
    content: { input: "textarea" },
    periodStart: { input: "date", column: { width: 120 }, exported: true },
    periodEnd: { input: "date", column: { width: 120 }, exported: true },
    publishTo: { input: "select", options: PUBLISH_TO, column: { width: 120 } },
    // A user is found by nickname or username alike.
    userIds: { input: "multiselect", source: { path: notificationPaths.queryRecipients, label: "nickname", detail: ["username"], search: ["mobile", "email"] } },
    publisher: { input: "text", readOnly: true, column: { width: 110 }, exported: true },
    createTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
  },
  sortable: NOTIFICATION_SORTABLE,
});
