import { addNotificationSchema, notificationPaths } from "#contract/admin/notification-admin";
import { constraintsOf } from "./constraints";
import { filterFields, formFields, intentButton } from "./define";
import { myNotification } from "./mynotification";
import { notification } from "./notification";
import { decideIntent } from "./protocol";

describe("notifications declaration", () => {
  it("filters by title, type and priority; the publisher and time are not in the form", () => {
    expect(filterFields(notification)).toEqual(["title", "type", "priority"]);
    expect(formFields(notification).map(([name]) => name)).not.toContain("publisher");
    expect(constraintsOf(addNotificationSchema).title).toEqual({ required: true, maxLength: 100 });
  });

  it("reads the types and priorities from the provider's own lists", () => {
    expect(notification.fields.type.source).toEqual({ path: notificationPaths.queryType, label: "label", value: "value" });
    expect(notification.fields.priority.source).toEqual({ path: notificationPaths.queryPriority, label: "label", value: "value" });
  });

  it("asks for users when publishing to chosen users, and a period in order", () => {
    const base = { title: "t", type: "notice", priority: "normal", publishTo: "users", userIds: [] };
    expect(addNotificationSchema.safeParse(base).success).toBe(false);
    expect(addNotificationSchema.safeParse({ ...base, userIds: ["1"] }).success).toBe(true);
    expect(addNotificationSchema.safeParse({ ...base, publishTo: "all", periodStart: "2026-02-02", periodEnd: "2026-02-01" }).success).toBe(false);
  });
});

describe("my notifications declaration", () => {
  it("is read-only: no add, edit, delete or history; mark read and open need the screen's update button", () => {
    expect(intentButton(myNotification, "create")).toBeUndefined();
    expect(intentButton(myNotification, "delete")).toBeUndefined();
    expect(intentButton(myNotification, "markRead")).toBe("update");
    expect(decideIntent(myNotification, "markRead", ["mynotification:update"])).toEqual({ intent: "markRead" });
    expect(decideIntent(myNotification, "markRead", [])).toMatchObject({ refusal: { status: 403 } });
    expect(filterFields(myNotification)).toEqual(["type", "read"]);
  });
});
