import { z } from "zod";
import { myNotificationPaths, myNotificationSchema, NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from "#contract/admin/notification-admin";
import { defineResource } from "./define";

const nothing = z.object({});

/** My notifications (SPEC §2 "see more" of the notice dropdown): read-only, marked read by their reader. */
export const myNotification = defineResource({
  name: "mynotification",
  path: "/mynotification",
  paths: myNotificationPaths,
  row: myNotificationSchema,
  add: nothing,
  update: nothing,
  fields: {
    title: { input: "text", readOnly: true, column: { width: 280 } },
    // Static options: every reader has this screen, not every reader has the dictionaries.
    type: { input: "select", readOnly: true, options: NOTIFICATION_TYPES, column: { width: 100 }, filter: true },
    priority: { input: "select", readOnly: true, options: NOTIFICATION_PRIORITIES, column: { width: 100 } },
    read: { input: "select", readOnly: true, options: ["false", "true"], column: { width: 100 }, filter: true },
    publisher: { input: "text", readOnly: true, column: { width: 110 } },
    createTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
  },
  sortable: [],
  without: ["create", "update", "delete", "history"],
  actions: [
    { intent: "markRead", button: "update", records: "some" },
    { intent: "open", button: "update", records: "one", row: true, dialog: true },
  ],
});
