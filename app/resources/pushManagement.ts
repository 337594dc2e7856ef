import { z } from "zod";
import { PUSH_OUTCOMES, WECHAT_PUSH_SORTABLE, wechatPushConfigOptionsPath, wechatPushMemberOptionsPath, wechatPushPaths, wechatPushSchema } from "#contract/business/wechat";
import { defineResource } from "./define";

const none = z.object({});

/**
 * Push records (/pushManagement): one per receiver of a template message, written by a push and a
 * retry only; failed ones show WeChat's own code and words, and can be sent again.
 */
export const pushManagement = defineResource({
  name: "pushManagement",
  path: "/pushManagement",
  paths: wechatPushPaths,
  row: wechatPushSchema,
  add: none,
  update: none,
  fields: {
    pushTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" }, exported: true },
    configId: { input: "select", readOnly: true, source: { path: wechatPushConfigOptionsPath, label: "label", value: "value" }, filter: true },
    configName: { input: "text", readOnly: true, column: { width: 160 }, exported: true },
    receivedBy: { input: "text", readOnly: true, column: { width: 130 }, filter: true, exported: true },
    receivedByPhone: { input: "text", readOnly: true, column: { width: 130 }, exported: true },
    openId: { input: "text", readOnly: true, column: { width: 250 }, exported: true },
    context: { input: "text", readOnly: true, column: { width: 260 }, exported: true },
    outcome: { input: "select", options: PUSH_OUTCOMES, readOnly: true, filter: true, exported: true, column: { width: 100, tone: { delivered: "green", failed: "red" } } },
    failReason: { input: "text", readOnly: true, column: { width: 230 }, exported: true },
    attempts: { input: "number", readOnly: true, column: { width: 90 }, exported: true },
    pushTimeFrom: { input: "date", readOnly: true, filter: true },
    pushTimeTo: { input: "date", readOnly: true, filter: true },
    // The members a push can reach, offered in the push dialog.
    userIds: { input: "multiselect", readOnly: true, source: { path: wechatPushMemberOptionsPath, label: "label", value: "value" } },
  },
  sortable: WECHAT_PUSH_SORTABLE,
  // Its tries are counted on the record; the provider keeps no history call for it.
  without: ["create", "update", "history"],
  actions: [
    { intent: "push", button: "add", records: "none", dialog: true },
    { intent: "retry", button: "update", records: "some", row: true, confirm: true },
  ],
  flow: { field: "outcome", from: { retry: ["failed"] } },
});
